"""BattleTech: Domination v2.2 (rule set id ``domination-v2.2``): the complete rules and all 84 cards.

Built on the Domination family machinery (mechdeck.games.domination: card loading, zones, the choose / pick / damage
/ hit / gain ops, the script runner, the Action and Buy phases, the scenario reader and checker), shared with v4.
cards.py loads data/cards.json (validated by data/card.schema.json); core.py registers the v2.2 card table and its
hooks (replacement effects, Headshot!, "when damaged" triggers) plus the v2.2 overrun op; abilities.py every card
ability; turn.py the turn, combat and v2.2's Action/Buy hooks; rules.py set-up and scoring.  Imports only
mechdeck.kernel and the family package."""
from mechdeck.kernel import register

from .rules import DominationV22

register(DominationV22.id, DominationV22)
