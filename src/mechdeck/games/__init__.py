"""Rule sets, one package each: rules (ops over the kernel) plus schema-validated card data in the package's data/.
A game package imports only ``mechdeck.kernel`` (and shared modules of its own family); importing this package
registers every rule set by id."""
from . import domination_v22  # noqa: F401  (registers "domination-v2.2")
