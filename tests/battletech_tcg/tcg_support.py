"""Helpers shared by the BattleTech TCG tests: a position built and advanced to its first decision, actions applied,
cards found by name, the logs, missions declared and played out, dice fixed.  conftest.py puts this folder on
sys.path (as tests/server does for its support.py); the name differs from that module's so that one pytest run can
import both."""
import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.battletech_tcg import dice as dice_rolls
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.position import build_position
from mechdeck.kernel import IllegalAction, fix_rolls, get_rules

R = get_rules("battletech-tcg")
FILL = "Support - Assembly"
PLAY_OUT = (("no block",), ("no more blockers",), ("keep target out",), ("done",))


def game(p0, p1, stock=None, spare=None, **spec):
    """The position ``spec`` (docs of position.build_position) with the players ``p0`` (P1, seat 0) and ``p1``,
    advanced to its first decision; the Missions phase unless ``phase`` is given.  ``stock``: a player given no
    stock gets that many filler cards; ``spare``: a card put last in P1's patrol (an idle 'Mech keeps P1's Missions
    phase open after a mission)."""
    p0, p1 = dict(p0), dict(p1)
    if spare is not None:
        p0["patrol"] = list(p0.get("patrol", ())) + [spare]
    if stock is not None:
        for player in (p0, p1):
            player.setdefault("stock", [FILL] * stock)
    spec.setdefault("phase", "missions")
    state = build_position(dict(spec, players=[p0, p1]))
    R.advance(state)
    return state


def do(state, *actions):
    """Apply each action: a tuple as it is, a text as the player would type it.  A decision with a single option
    that the action does not name is taken first, as the scenario runner does (an effects step asked with only
    `done` because the hand could hold a Mission card, T723)."""
    for a in actions:
        while True:
            try:
                R.apply(state, a if isinstance(a, tuple) else R.parse_action(state, a))
                break
            except IllegalAction:
                decision = state.decision
                if decision is None or len(decision.options) != 1:
                    raise
                R.apply(state, decision.options[0])


def cid(state, name, zone, nth=0):
    """The id of the ``nth`` (first) card called ``name`` in ``zone``."""
    return [c for c in state.zones[zone] if R.card_name(state.card_types[c]) == name][nth]


def names(state, zone):
    return [R.card_name(state.card_types[c]) for c in state.zones[zone]]


def public(state):
    return [t for v, t in state.log if v == -1]


def private(state, seat):
    return [t for v, t in state.log if v == seat]


def options(state):
    return state.decision.options


def dmg(state, c):
    return mark(state, "dmg", c, 0)


def mission(state, *units, target="stock"):
    do(state, ("mission",), *[("add", u) for u in units], ("target", target))


def finish_effects(state):
    """Both players say "done" until the mission is over (damage with one place to go is assigned there)."""
    while "m.att" in state.counters:
        do(state, "done")


def play_out(state, picks=PLAY_OUT):
    """Finish the mission: at each decision the first of ``picks`` that is legal (by default no block / no more
    blockers, keep the target out, each player done)."""
    while state.decision is not None and "m.att" in state.counters:
        for pick in picks:
            if pick in options(state):
                do(state, pick)
                break
        else:
            raise AssertionError(f"no default for {state.decision}")


def dice(state, *values):
    """Make the next die rolls come out as ``values``: queued in the kernel (``fix_rolls``, what a scenario file's
    ``dice:`` does), after any already queued."""
    fix_rolls(state, values)


def patch_dice(monkeypatch, *values):
    """Make the next die rolls ``values`` by replacing dice.roll, which every die goes through."""
    rolls = iter(values)
    monkeypatch.setattr(dice_rolls, "roll", lambda state: next(rolls))


IDLE = "Banshee (BNC-3E)"   # an untapped 'Mech keeps the Missions phase open (it could go on a mission)


def seeded(build, want):
    """Build the position with seeds 0.. until ``want(state)`` holds for the state it builds (dice are the game's)."""
    for seed in range(200):
        state = build(seed)
        if want(state):
            return state
    raise AssertionError("no seed gives the wanted roll")


def play_on(state, steps: int, seed: int = 0, bots=None):
    """Up to ``steps`` decisions from the position, each a random legal option (``seed``) or, given ``bots`` (one a
    seat), the deciding seat's bot's: a game holding the cards under test plays on without failing."""
    import random
    pick = random.Random(seed)
    for _ in range(steps):
        if state.decision is None:
            break
        R.apply(state, bots[state.decision.player].act(R, state) if bots else pick.choice(state.decision.options))


def refused(state, action):
    """``action`` is no option now: applying it raises IllegalAction and changes nothing."""
    assert action not in options(state)
    before = state.to_json()
    with pytest.raises(IllegalAction):
        R.apply(state, action)
    assert state.to_json() == before
