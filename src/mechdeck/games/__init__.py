"""Rule sets, one package each: rules (ops over the kernel) plus schema-validated card data in the package's data/.
A game package imports only ``mechdeck.kernel`` (and shared modules of its own family, e.g. mechdeck.games.domination
for the Domination rule sets); importing this package registers every rule set by id.

Order matters: the Domination family gives each rule set's cards type ids after the previous ones', so v2.2 is
imported first and keeps ids 0..83 (its saved games and states stay valid)."""
from . import domination_v22  # noqa: F401  (registers "domination-v2.2")
from . import domination_v4  # noqa: F401  (registers "domination-v4")
from . import battletech_tcg  # noqa: F401  (registers "battletech-tcg")
