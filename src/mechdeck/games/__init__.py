"""Rule sets, one package each: rules (ops over the kernel) plus schema-validated card data in the package's data/.
A game package imports only ``mechdeck.kernel`` (and shared modules of its own family, e.g. mechdeck.games.domination
for the Domination rule sets); importing this package registers every rule set by id (the BattleTech TCG's package is imported when that rule set is
first asked for).

Order matters: the Domination family gives each rule set's cards type ids after the previous ones', so v2.2 is
imported first and keeps ids 0..83 (its saved games and states stay valid)."""
from . import domination_v22  # noqa: F401  (registers "domination-v2.2")
from . import domination_v4  # noqa: F401  (registers "domination-v4")
from mechdeck.kernel import register

BATTLETECH_TCG = "battletech-tcg"


def _battletech_tcg():
    """The TCG's pool of 1,179 cards takes a third of a second to load and validate, so it loads when the rule set
    is first used, not in every command and every simulation worker."""
    from .battletech_tcg.rules import BattleTechTCG
    return BattleTechTCG()


register(BATTLETECH_TCG, _battletech_tcg)
