"""Ruling T151 (issue 13): choices that only rearrange (reassigning pilots, moving guards) never loop.  A player
who keeps choosing them runs out of them, and random legal play stays within a bound of decisions per turn."""
import collections
import random

from tcg_support import R, game

from mechdeck.games.battletech_tcg.board import mark

# Random play measured no turn above 280 decisions over 160 games once pilots and guards stopped looping; before,
# one back-and-forth pilot made thousands.
DECISIONS_PER_TURN = 400


def _keep_choosing(state, kinds, limit=10_000) -> int:
    """Apply the first offered option of ``kinds`` while there is one (the careless bot); how many were applied."""
    n = 0
    while n < limit:
        wanted = [o for o in state.decision.options if o[0] in kinds]
        if not wanted:
            return n
        R.apply(state, wanted[-1])
        n += 1
    return n


def test_a_player_who_keeps_reassigning_pilots_runs_out_of_reassignments():
    state = game({"patrol": [{"card": "Dragon (DRG-1N)", "pilot": "Kell Hound Pilot"},
                             {"card": "Hunchback (HBK-4G)", "pilot": "Wolf Dragoons Pilot"},
                             "Jenner (JR7-D)", "Atlas (AS7-D)"], "post": ["Support - Tactics"]},
                 {}, stock=3, phase="deploy")
    pilots = 2
    assert _keep_choosing(state, {"reassign"}) <= 2 * pilots
    assert state.decision.prompt.startswith("Deploy phase")


def test_a_player_who_keeps_moving_guards_runs_out_of_moves_and_never_repeats_an_arrangement():
    state = game({"patrol": ["Dragon (DRG-1N)", "Jenner (JR7-D)"], "post": ["Support - Tactics"]}, {}, stock=3)
    reached = set()
    moves = 0
    while moves < 1000:
        send = [o for o in state.decision.options if o[0] == "guard"]
        if not send:
            break
        R.apply(state, send[-1])                       # which 'Mech ...
        R.apply(state, state.decision.options[-1])     # ... and where
        layout = tuple(mark(state, "guard", u) for u in state.zones["patrol0"])
        assert layout not in reached, f"arrangement {layout} reached twice"
        reached.add(layout)
        moves += 1
    # two 'Mechs, each on patrol or guarding one of 3 sites: at most 4 * 4 arrangements
    assert moves < 16


def test_random_legal_play_stays_within_a_bound_of_decisions_per_turn():
    for seed in range(24):
        decks = ["kurita", "wolf"] if seed % 3 == 0 else \
            [R.deck_option(f"random:{seed}"), R.deck_option(f"random:{seed + 500}")]
        state = R.new_game(seed, {"decks": decks}, log=False)
        pick = random.Random(seed)
        per_turn = collections.Counter()
        while state.decision is not None:
            per_turn[state.counters.get("turn")] += 1
            assert per_turn[state.counters.get("turn")] <= DECISIONS_PER_TURN, \
                f"seed {seed}: turn {state.counters.get('turn')} goes past {DECISIONS_PER_TURN} decisions"
            R.apply(state, pick.choice(state.decision.options))
