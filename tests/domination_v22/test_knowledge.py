"""What a Domination seat was shown of cards it cannot see (rulings B54, V11; kernel/knowledge.py), in both
rule sets: a card revealed and put back stays what it is in every determinization for the seats that saw it, a card
only its owner saw go onto the deck is re-dealt for the other seat, a reshuffle forgets, and the record is shown to
its own seat only and kept by clone and JSON."""
import random
import textwrap

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.games.domination.core import DECK, DISCARD, HAND, _do_pick, draw
from mechdeck.kernel import Frame, State, get_rules
from mechdeck.kernel.knowledge import known, known_key
from mechdeck.kernel.scenario import load as load_scenario

BOTH = ["domination-v2.2", "domination-v4"]
SEEDS = range(12)
# Random games of v2.2 on a Supply of cards that show cards (v4's Supply Row deals its whole card list).
SHOWING = ["Hunchback", "Guerrilla Warfare", "Reinforcements", "Master Spy", "High Command", "Supply Route",
           "Forced Negotiations"]

# P1 uses Hunchback (v2.2: an Action-phase ability; v4: at the start of the Combat phase): it reveals the Basic
# Factory on top of P1's deck (a Resource: no damage follows in either rule set, P2 has no units) and puts it back.
HUNCHBACK_PHASE = {"domination-v2.2": "action", "domination-v4": "combat"}
HUNCHBACK = """
    active: P1
    phase: {phase}
    P1:
      hand: [Basic Factory, Basic Factory]
      units: [Hunchback]
      deck: [Basic Factory, Infantry Platoon, Munitions Factory, Infantry Platoon, Basic Factory]
    P2:
      hand: [Basic Factory, Munitions Factory]
      deck: [Infantry Platoon, Basic Factory, Munitions Factory]
    """


def hunchback_position(rules_id: str) -> State:
    return load_scenario(f"rules: {rules_id}\n" + textwrap.dedent(HUNCHBACK.format(phase=HUNCHBACK_PHASE[rules_id])))


def top_of_deck(state: State, seat: int) -> tuple[int, int]:
    """(id, type) of the top card of ``seat``'s draw deck."""
    card = state.zones[DECK[seat]][-1]
    return card, state.card_types[card]


@pytest.mark.parametrize("rules_id", BOTH)
def test_a_card_revealed_and_put_back_is_kept_by_every_determinization(rules_id):
    rules = get_rules(rules_id)
    state = hunchback_position(rules_id)
    before = hunchback_position(rules_id)
    rules.apply(state, ("use", "Hunchback"))
    top = top_of_deck(state, 0)
    assert rules.card_name(top[1]) == "Basic Factory" and top[0] == before.zones[DECK[0]][-1]
    for seat in (0, 1):
        assert top[0] in known(state, seat), f"P{seat + 1} saw the reveal"
        assert all(top_of_deck(rules.determinize(state, seat, seed), 0) == top for seed in SEEDS)
    # Before the reveal nobody knows the top card: a determinization re-deals it (the test can fail).
    assert any(top_of_deck(rules.determinize(before, 0, seed), 0) != top_of_deck(before, 0) for seed in SEEDS)


@pytest.mark.parametrize("rules_id", BOTH)
def test_a_card_put_on_the_deck_in_secret_is_re_dealt_for_the_other_seat(rules_id):
    """The pick of v4's Dropship (a card from the hand on top of the deck, ``public=False``): the owner saw it, the
    opponent did not."""
    rules = get_rules(rules_id)
    state = hunchback_position(rules_id)
    frame = Frame("pick", 0, 0, {"src": HAND[0], "dst": DECK[0], "n": 1, "verb": "place on deck", "keep": None,
                                 "optional": False, "record": None, "public": False})
    _do_pick(state, frame, "Basic Factory")
    top = top_of_deck(state, 0)
    assert known(state, 0) == (top[0],) and known(state, 1) == ()
    assert all(top_of_deck(rules.determinize(state, 0, seed), 0) == top for seed in SEEDS)
    assert any(top_of_deck(rules.determinize(state, 1, seed), 0) != top for seed in SEEDS)


@pytest.mark.parametrize("rules_id", BOTH)
def test_a_reshuffle_forgets_the_cards_it_shuffles(rules_id):
    rules = get_rules(rules_id)
    state = hunchback_position(rules_id)
    rules.apply(state, ("use", "Hunchback"))
    shown = top_of_deck(state, 0)[0]
    # The shown card goes to the discard pile and the deck runs out: the next draw shuffles the pile into a new deck.
    deck = state.zones[DECK[0]]
    state.zones[DISCARD[0]] = [deck.pop()]
    state.zones[HAND[0]] += deck
    deck.clear()
    assert shown in known(state, 0)
    draw(state, 0, 1)
    assert known(state, 0) == known(state, 1) == ()
    assert known_key(0) not in state.counters and known_key(1) not in state.counters


@pytest.mark.parametrize("rules_id", BOTH)
def test_the_record_is_shown_to_its_own_seat_and_kept_by_clone_and_json(rules_id):
    rules = get_rules(rules_id)
    state = hunchback_position(rules_id)
    frame = Frame("pick", 0, 0, {"src": HAND[0], "dst": DECK[0], "n": 1, "verb": "place on deck", "keep": None,
                                 "optional": False, "record": None, "public": False})
    _do_pick(state, frame, "Basic Factory")
    assert known_key(0) in rules.observe(state, 0)["counters"]
    assert known_key(0) not in rules.observe(state, 1)["counters"]
    assert known(state.clone(), 0) == known(State.from_json(state.to_json()), 0) == known(state, 0) != ()


@pytest.mark.parametrize("rules_id", BOTH)
def test_random_games_keep_every_known_card_in_each_determinization(rules_id):
    """Whatever the cards show in real games (Hunchback, Scout, Reinforcements, gains onto the deck, ...), each seat's
    determinization keeps every card it knows where it is and what it is."""
    rules = get_rules(rules_id)
    checked = 0
    for game in range(12):
        state = rules.new_game(game, {"supply": SHOWING} if rules_id == "domination-v2.2" else {})
        bots = [make_agent("heuristic", game), make_agent("random", game + 1)]
        pick = random.Random(game)
        while state.decision is not None:
            for seat in (0, 1):
                cards = [c for c in known(state, seat) if pick.random() < 0.5]
                if cards:
                    other = rules.determinize(state, seat, pick.randrange(1 << 30))
                    for c in cards:
                        where = next(z for z, held in state.zones.items() if c in held)
                        assert state.zones[where].index(c) == other.zones[where].index(c)
                        assert other.card_types[c] == state.card_types[c]
                    checked += 1
            rules.apply(state, bots[state.decision.player].act(rules, state))
    assert checked > 20, f"only {checked} positions with a known card"
