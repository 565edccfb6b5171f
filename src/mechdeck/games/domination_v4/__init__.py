"""BattleTech: Domination v4, quick-play rules (rule set id ``domination-v4``), on the Domination family machinery
(mechdeck.games.domination) shared with v2.2.

core.py: the v4 card table (data/cards.json, built by tools/build_domination_v4_data.py and validated by
data/card.schema.json) and v4's hooks into the shared ops; abilities.py the card abilities; turn.py the four phases,
Overrun cards and the end of the game; rules.py set-up, scoring and scenarios.  Imports only mechdeck.kernel and
the family package.

Every card of the v4 list is implemented and has scenario tests (tests/domination_v4), so the rule set is
registered."""
from mechdeck.kernel import register

from .rules import DominationV4

register(DominationV4.id, DominationV4)
