"""Determinizations (search bots, the web server's undo rule): what a hidden card is gets re-dealt, never its id,
place or markers, and a face-down card under construction is never dealt a mission."""
from __future__ import annotations

import random
from collections import Counter

import mechdeck.games  # noqa: F401
from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.cards import CARDS
from mechdeck.kernel import get_rules

R = get_rules("battletech-tcg")


def test_determinizations_re_deal_only_what_hidden_cards_are():
    state = R.new_game(4, {"decks": ["kurita", "wolf"]}, log=False)
    bots = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    rnd = random.Random(4)
    changed = face_down_checked = 0
    for step in range(400):
        if state.decision is None:
            break
        if step % 4 == 0:
            for seat in (0, 1):
                other = R.determinize(state, seat, rnd.getrandbits(32))
                assert other.zones == state.zones and other.counters == state.counters
                assert R.observe(other, seat) == R.observe(state, seat)
                for side in (0, 1):
                    places = [c for zone, cards in state.zones.items() if zone != "mission" and int(zone[-1]) == side
                              for c in cards if not R.seen(state, c, seat)]
                    assert Counter(other.card_types[c] for c in places) == Counter(state.card_types[c] for c in places)
                seen = [c for c in range(len(state.card_types)) if R.seen(state, c, seat)]
                assert [other.card_types[c] for c in seen] == [state.card_types[c] for c in seen]
                for c in state.zones[f"build{1 - seat}"]:
                    if not R.seen(state, c, seat):
                        assert CARDS[other.card_types[c]].kind != "mission"
                        face_down_checked += 1
                changed += other.card_types != state.card_types
        R.apply(state, bots[state.decision.player].act(R, state))
    assert changed > 50 and face_down_checked > 20


def test_a_determinization_depends_on_which_cards_are_hidden_never_on_where_each_lies():
    """Two games alike but for the order of the opponent's hidden cards (its Stockpile shuffled otherwise) give the
    viewer the same world for the same seed: a search bot's choices cannot follow where a hidden card lies."""
    state = R.new_game(7, {"decks": ["kurita", "wolf"]}, log=False)
    other = state.clone()
    stock = other.zones["stock1"]
    types = list(other.card_types)
    moved = [types[c] for c in stock]
    random.Random(7).shuffle(moved)
    for c, t in zip(stock, moved):
        types[c] = t
    other.card_types = tuple(types)
    assert other.card_types != state.card_types and R.observe(other, 0) == R.observe(state, 0)
    for seed in (1, 2, 3):
        assert R.determinize(state, 0, seed).card_types == R.determinize(other, 0, seed).card_types
