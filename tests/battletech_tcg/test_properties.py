"""Properties of whole random BattleTech TCG games with the two preset decks, checked after every action: every
physical card in exactly one zone, no negative marker or counter, exact and independent clones, JSON round trips,
observations that do not change when the hidden cards are re-dealt; games end, and replay bit for bit.  Plus 200
complete random games with the cheap invariants."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import State, get_rules

from invariants import SEATS, apply_to_clone, assert_cards_conserved, assert_json_round_trip, observe_hiding_nothing

R = get_rules("battletech-tcg")
DECKS = ["kurita", "wolf"]
MAX_DECISIONS = 20_000
# Mission records hold signed changes ((unit, -1) for a Jump's attack cost): only plain numbers must stay >= 0.
SIGNED = ("m.",)


# -- invariants -------------------------------------------------------------------------------------------------------
def assert_counters_nonnegative(state: State) -> None:
    for key, value in state.counters.items():
        if key.startswith(SIGNED):
            continue
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, int) and not isinstance(v, bool):
                assert v >= 0, f"counter {key} is negative: {value!r}"
    for c in range(len(state.card_types)):
        for marker in ("cc", "dmg"):
            assert state.counters.get(f"{marker}:{c}", 0) >= 0


def assert_observations_hide_nothing(state: State, salt: int) -> None:
    for seat in SEATS:
        view = observe_hiding_nothing(R, state, seat, salt)
        for p in SEATS:   # Stockpiles: a count for everyone (Player's Guide: anyone may count them)
            assert view["zones"][f"stock{p}"] == {"count": len(state.zones[f"stock{p}"])}


def check_everything(state: State, salt: int) -> None:
    assert_cards_conserved(state)
    assert_counters_nonnegative(state)
    assert_json_round_trip(state)
    assert_observations_hide_nothing(state, salt)


# -- hypothesis: random legal games, every action checked -------------------------------------------------------------
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1),
       first=st.sampled_from([None, 0, 1]),
       swap=st.booleans(),
       random_decks=st.one_of(st.none(), st.integers(min_value=0, max_value=10**6)),
       picks=st.lists(st.integers(min_value=0, max_value=2**16), min_size=0, max_size=300),
       tail_seed=st.integers(min_value=0, max_value=2**32))
def test_random_game_properties(seed, first, swap, random_decks, picks, tail_seed):
    """Action i is ``picks[i]`` (mod the number of options) while the list lasts, then a generator seeded by
    hypothesis picks uniformly; every state on the way is checked.  The decks are the presets or random legal decks
    of the whole base set."""
    config = {"decks": DECKS[::-1] if swap else list(DECKS)}
    if random_decks is not None:
        config["decks"] = [R.deck_option(f"random:{random_decks}"), R.deck_option(f"random:{random_decks + 1}")]
    if first is not None:
        config["first_player"] = first
    state = R.new_game(seed, config)
    tail = random.Random(tail_seed)
    check_everything(state, seed)
    step = 0
    while state.decision is not None:
        assert step < MAX_DECISIONS, "the game did not end"
        options = state.decision.options
        assert options, "a decision with no options"
        assert len(set(options)) == len(options), "an option is listed twice"
        index = picks[step] % len(options) if step < len(picks) else tail.randrange(len(options))
        action = options[index]
        advanced = apply_to_clone(R, state, action)
        R.apply(state, action)
        assert state == advanced, "the same action on a clone gave a different state"
        check_everything(state, seed + step)
        step += 1
    assert state.stack == []
    assert R.result(state)["winner"] in (0, 1, None)
    assert R.replay(seed, config, state.history) == state


# -- many complete games, cheap invariants ----------------------------------------------------------------------------
def test_two_hundred_random_games():
    """Seeds 0..199, uniformly random legal actions, the preset decks in half the games and random legal decks of
    the whole base set in the other half: each game ends within the bound with a result, every card stays in exactly
    one zone, and a few of them replay exactly."""
    winners = {0: 0, 1: 0, None: 0}
    seen: set[int] = set()
    for seed in range(200):
        if seed % 4 < 2:
            config = {"decks": DECKS if seed % 2 == 0 else DECKS[::-1]}
        else:
            config = {"decks": [R.deck_option(f"random:{seed}"), R.deck_option(f"random:{seed + 1000}")]}
        state = R.new_game(seed, config, log=False)
        pick = random.Random(seed)
        step = 0
        while state.decision is not None:
            assert step < MAX_DECISIONS, f"seed {seed}: the game did not end"
            R.apply(state, pick.choice(state.decision.options))
            step += 1
            if step % 97 == 0:
                assert_cards_conserved(state)
        assert_cards_conserved(state)
        assert_counters_nonnegative(state)
        assert state.stack == []
        seen.update(state.card_types)
        result = R.result(state)
        winners[result["winner"]] += 1
        assert any(f"lost{p}" in state.counters for p in SEATS), f"seed {seed}: the game ended without a loser"
        if seed % 50 == 0:
            assert R.replay(seed, config, state.history, log=False) == state
    assert winners[0] and winners[1], f"one side never wins: {winners}"
    from mechdeck.games.battletech_tcg.cards import BASE_SET, card_by_number
    unplayed = [n for n in BASE_SET if card_by_number(n).id not in seen]
    assert len(unplayed) < 15, f"random decks left out {unplayed}"
