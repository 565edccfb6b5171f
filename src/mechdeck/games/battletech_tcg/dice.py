"""Die rolls.  Every die a player rolls goes through the op "die roll": it rolls, then offers the roller every "after
rolling" modifier they may use on that roll (NAIS +1, Coventry Metal Works' reroll, Missile Spotter's -1: the Player's
Guide lets several modifiers apply to one roll) as ("modify", card, key) plus ("keep",), one at a time, and finally
hands the value to the calling frame's locals[into].  With no modifier to offer the roll is no decision.

Hook: ``AFTER_ROLL`` is a list of fn(state, player, roll) -> [("modify", card, key), ...] where ``roll`` is the op's
locals: ``value``, ``kind`` ("missile" for a missile volley, else "card"), ``about`` (the volley's index in
``m.msl``), ``used`` ((card, key) pairs already used on this roll); ``MODIFY[key]`` fn(state, player, roll, card) ->
the new value (it pays its own cost and logs).
A script rolls with the step ``roll_step(into)`` (or ``push_roll`` from any step or op) and reads locals[into] in its
next step.  A hook that cannot wait for a decision (an untap trigger, damage being applied) calls ``roll_or_defer``:
the value at once when the roller has no modifier to use, else None after pushing a script that rolls and finishes
the effect."""
from __future__ import annotations

from mechdeck.kernel import Decision, State, roll
from mechdeck.kernel.procedures import finish, push

from .board import who

AFTER_ROLL: list = []
MODIFY: dict = {}


def push_roll(state: State, player: int, into: str = "die", kind: str = "card", about=None) -> None:
    push(state, "die roll", player, into=into, kind=kind, about=about, value=None, used=())


def roll_step(into: str = "die", roller=None):
    """A script step: the script's player (or roller(state, f)) rolls a die into locals[into]."""
    def step(state, f):
        push_roll(state, f.player if roller is None else roller(state, f), into)
    return step


def modifier_options(state: State, player: int, loc: dict) -> list[tuple]:
    return [o for fn in AFTER_ROLL for o in fn(state, player, loc)]


def may_modify(state: State, player: int, kind: str = "card") -> bool:
    """Could the player use a modifier on a roll of this kind now (whatever it shows)?"""
    return any(modifier_options(state, player, {"value": v, "kind": kind, "about": None, "used": ()})
               for v in (1, 6))


def roll_or_defer(state: State, player: int, script: str, kind: str = "card", **local) -> int | None:
    """For hooks that must answer at once: a plain roll when no modifier could apply; else None, and ``script`` (its
    first step rolls into locals["die"]) is pushed with ``local`` to finish the effect once the roll is final."""
    if not may_modify(state, player, kind):
        return roll(state)
    push(state, "script", player, script=script, player=player, **local)
    return None


def run_die_roll(state, f):
    loc = f.locals
    if loc["value"] is None:
        loc["value"] = roll(state)
    options = modifier_options(state, f.player, loc)
    if not options:
        state.stack[-2].locals[loc["into"]] = loc["value"]
        finish(state)
        return None
    return Decision(f.player, tuple(options) + (("keep",),), f"{who(f.player)} rolled {loc['value']}: modify the roll?",
                    "modify-roll")


def resume_die_roll(state, f, action):
    loc = f.locals
    if action[0] == "keep":
        state.stack[-2].locals[loc["into"]] = loc["value"]
        finish(state)
        return
    card, key = action[1], action[2]
    loc["value"] = MODIFY[key](state, f.player, loc, card)
    loc["used"] = loc["used"] + ((card, key),)


OPS = {"die roll": (run_die_roll, resume_die_roll)}
