"""Die rolls.  Every die a player rolls goes through the op "die roll": it rolls, then offers the roller every "after
rolling" modifier they may use on that roll (NAIS +1, Coventry Metal Works' reroll, Missile Spotter's -1: the Player's
Guide lets several modifiers apply to one roll) as ("modify", card, key) plus ("keep",), one at a time, and finally
hands the value to the calling frame's locals[into].  With no modifier to offer the roll is no decision.

Hook: ``AFTER_ROLL`` is a list of fn(state, player, roll) -> [("modify", card, key), ...] where ``roll`` is the op's
locals: ``value``, ``kind`` ("missile" for a missile volley, else "card"), ``about`` (the volley's index in
``m.msl``), ``used`` ((card, key) pairs already used on this roll); ``MODIFY[key]`` fn(state, player, roll, card) ->
the new value (it pays its own cost and logs).
Hook: ``AFTER_ANY_ROLL``, the same form, is asked of both players (Star Commander's "Reroll any die roll made by any
player", T1123): the roller's own modifiers come first, one at a time; when the roller keeps the roll, the other
player is offered theirs; a modification asks the roller again, and the roll is final once both have kept it in a
row (or have nothing to offer).  A die already rolled (``value``: a missile die rolled in advance, T1129) starts the
op at that value, still open to the modifiers.
A script rolls with the step ``roll_step(into)`` (or ``push_roll`` from any step or op) and reads locals[into] in its
next step.  A hook that cannot wait for a decision (an untap trigger, damage being applied) calls ``roll_or_defer``:
the value at once when the roller has no modifier to use, else None after pushing a script that rolls and finishes
the effect."""
from __future__ import annotations

from mechdeck.kernel import Decision, State, roll
from mechdeck.kernel.procedures import finish, push

from .board import who

AFTER_ROLL: list = []
AFTER_ANY_ROLL: list = []
MODIFY: dict = {}


def push_roll(state: State, player: int, into: str = "die", kind: str = "card", about=None,
              value: int | None = None) -> None:
    push(state, "die roll", player, into=into, kind=kind, about=about, value=value, used=())


def roll_step(into: str = "die", roller=None):
    """A script step: the script's player (or roller(state, f)) rolls a die into locals[into]."""
    def step(state, f):
        push_roll(state, f.player if roller is None else roller(state, f), into)
    return step


def modifier_options(state: State, player: int, loc: dict, roller: int | None = None) -> list[tuple]:
    """The modifiers ``player`` may use on the roll ``loc`` of ``roller`` (the player, unless said): the roller's own
    (``AFTER_ROLL``), then those any player may use (``AFTER_ANY_ROLL``)."""
    own = [o for fn in AFTER_ROLL for o in fn(state, player, loc)] if roller is None or roller == player else []
    return own + [o for fn in AFTER_ANY_ROLL for o in fn(state, player, loc)]


def may_modify(state: State, player: int, kind: str = "card") -> bool:
    """Could a modifier be used on a roll of this kind by the player now (whatever it shows): the player's own, or
    the other player's on it?"""
    for v in (1, 6):
        loc = {"value": v, "kind": kind, "about": None, "used": ()}
        if modifier_options(state, player, loc) or modifier_options(state, 1 - player, loc, player):
            return True
    return False


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
    roller = f.player
    while loc.get("kept", 0) < 2:   # the roller, then the other player, until both keep it in a row
        asking = loc.get("asking", roller)
        options = modifier_options(state, asking, loc, roller)
        if options:
            prompt = f"{who(roller)} rolled {loc['value']}: modify the roll?" if asking == roller else \
                f"{who(roller)} rolled {loc['value']}: modify {who(roller)}'s roll?"
            return Decision(asking, tuple(options) + (("keep",),), prompt, "modify-roll")
        if asking == roller and not AFTER_ANY_ROLL:
            break   # no one else may change it
        _kept(loc, asking)
    state.stack[-2].locals[loc["into"]] = loc["value"]
    finish(state)
    return None


def _kept(loc: dict, asking: int) -> None:
    """``asking`` keeps the roll as it is: the other player is asked next."""
    loc["kept"] = loc.get("kept", 0) + 1
    loc["asking"] = 1 - asking


def resume_die_roll(state, f, action):
    loc = f.locals
    asking = loc.get("asking", f.player)
    if action[0] == "keep":
        if asking == f.player and not AFTER_ANY_ROLL:
            state.stack[-2].locals[loc["into"]] = loc["value"]
            finish(state)
            return
        _kept(loc, asking)
        return
    card, key = action[1], action[2]
    loc["value"] = MODIFY[key](state, asking, loc, card)
    loc["used"] = loc["used"] + ((card, key),)
    if loc.get("kept"):   # changed after its roller kept it: back to the roller, afresh
        loc["kept"], loc["asking"] = 0, f.player


OPS = {"die roll": (run_die_roll, resume_die_roll)}
