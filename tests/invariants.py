"""What every rule set keeps after every action, whatever the game: each game's property tests call these and add
its own checks (counters that must stay non-negative, which zones a seat sees as counts)."""
from itertools import chain

from mechdeck.kernel import RuleSet, State

SEATS = (0, 1)


def assert_cards_conserved(state: State) -> None:
    everything = sorted(chain.from_iterable(state.zones.values()))
    assert everything == list(range(len(state.card_types))), "a card is missing, duplicated or invented"


def assert_json_round_trip(state: State) -> None:
    text = state.to_json()
    back = State.from_json(text)
    assert back == state
    assert back.to_json() == text


def apply_to_clone(rules: RuleSet, state: State, action) -> State:
    """Clone, apply ``action`` to the clone; the original must be untouched.  Returns the advanced clone."""
    before = state.to_json()
    copy = state.clone()
    assert copy == state
    rules.apply(copy, action)
    assert state.to_json() == before, "applying an action to a clone changed the original"
    return copy


def observe_hiding_nothing(rules: RuleSet, state: State, seat: int, salt: int) -> dict:
    """The seat's observation, checked: re-dealing every card it cannot see changes nothing it observes, and it is
    shown no options while the other seat decides."""
    view = rules.observe(state, seat)
    other = rules.determinize(state, seat, salt * 2 + seat)
    assert_cards_conserved(other)
    assert rules.observe(other, seat) == view, f"P{seat + 1}'s observation depends on hidden cards"
    if state.decision is not None and state.decision.player != seat:
        assert view["options"] == [], "a seat sees the other seat's options"
    return view
