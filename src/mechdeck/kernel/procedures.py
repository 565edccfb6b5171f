"""Generic resumable procedures every rule set builds on: pushing and finishing frames, asking a player to pick
one option, and scripts (a tuple of steps run in order, each of which may push frames and so stop for a decision).

Frames are ``state.Frame`` objects (``op``, ``pc``, ``player``, ``locals``; engine.py).  A rule set adds ``OPS``
below to its own op table and registers its scripts in ``SCRIPTS[rules_id][script name]``; scripts read and write
their frame's locals ``f.locals``."""
from __future__ import annotations

from typing import Final

from .state import Decision, Frame, State


def push(state: State, op: str, decider: int, /, **local) -> None:
    """Positional-only parameters, so a frame's locals may be named ``player`` (card scripts' are); the names are
    ones no frame uses as well, because compiled code (setup.py) also accepts positional-only ones by name."""
    state.stack.append(Frame(op, 0, decider, local))


def finish(state: State) -> None:
    """Pop the running frame (it is always the top one when an op finishes)."""
    state.stack.pop()


def ask(state: State, player: int, options, prompt: str, into: str) -> None:
    """Ask ``player`` to pick one of ``options``; the pick lands in the calling frame's locals[into].  A single
    option is not a choice: it is taken at once."""
    options = tuple(options)
    if len(options) == 1:
        state.stack[-1].locals[into] = options[0]
        return
    push(state, "choose", player, opts=options, prompt=prompt, into=into)


def run_choose(state: State, f: Frame):
    locals_ = f.locals
    return Decision(f.player, locals_["opts"], locals_["prompt"], locals_.get("kind", "choose"))  # a caller's own kind


def resume_choose(state: State, f: Frame, action: tuple):
    state.stack[-2].locals[f.locals["into"]] = action
    finish(state)


SCRIPTS: Final[dict[str, dict[str, tuple]]] = {}


def run_script(state: State, f: Frame):
    steps = SCRIPTS[state.rules_id][f.locals["script"]]
    stack = state.stack
    while f.pc < len(steps):
        step = steps[f.pc]
        f.pc += 1
        depth = len(stack)
        step(state, f)
        if len(stack) != depth:
            return None  # a pushed frame resolves first; this script resumes at the next step
    finish(state)
    return None


def start_script(state: State, script_name: str, decider: int, /, **local) -> None:
    push(state, "script", decider, script=script_name, **local)


def stop(state: State, f: Frame) -> None:
    """End the script after the current step."""
    f.pc = len(SCRIPTS[state.rules_id][f.locals["script"]])


OPS: Final = {"choose": (run_choose, resume_choose), "script": (run_script, None)}
