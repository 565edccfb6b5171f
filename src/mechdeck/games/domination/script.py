"""The card-ability script runner lives in the kernel (mechdeck.kernel.procedures); re-exported here for the
Domination modules.  Each rule set registers its own script table: ``SCRIPTS[rules_id][script name]``."""
from mechdeck.kernel.procedures import OPS as _KERNEL_OPS, SCRIPTS, run_script, start_script, stop  # noqa: F401

OPS = {"script": _KERNEL_OPS["script"]}
