"""BattleTech: Domination v2.2 (rule set id ``domination-v2.2``): the complete rules and all 84 cards.

cards.py loads data/cards.json (validated by data/card.schema.json); core.py holds the shared ops (choices, picks,
damage, gains, overrun); abilities.py every card ability; turn.py the four phases; rules.py set-up and scoring.
Imports only mechdeck.kernel."""
from mechdeck.kernel import register

from .rules import DominationV22

register(DominationV22.id, DominationV22)
