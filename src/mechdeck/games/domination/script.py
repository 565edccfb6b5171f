"""The card-ability script runner.  A script is a tuple of steps run in order by the "script" op; a step may push
frames (a choice, a damage, a pick), and the next step runs once they are resolved, so an effect can stop for a
decision at any point and still be cloned or saved.  Scripts read and write their frame's locals ``f[3]``.
Each rule set registers its own script table: ``SCRIPTS[rules_id][script name]``."""
from __future__ import annotations

from .core import finish, push

SCRIPTS: dict[str, dict[str, tuple]] = {}


def run_script(state, f):
    steps = SCRIPTS[state.rules][f[3]["script"]]
    stack = state.stack
    while f[1] < len(steps):
        step = steps[f[1]]
        f[1] += 1
        depth = len(stack)
        step(state, f)
        if len(stack) != depth:
            return None  # a pushed frame resolves first; this script resumes at the next step
    finish(state)
    return None


def start_script(state, name: str, player: int, **local) -> None:
    push(state, "script", player, script=name, **local)


def stop(state, f) -> None:
    """End the script after the current step."""
    f[1] = len(SCRIPTS[state.rules][f[3]["script"]])


OPS = {"script": (run_script, None)}
