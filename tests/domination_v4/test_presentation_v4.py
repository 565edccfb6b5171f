"""What the presentation tells every front end of a Domination v4 game (issue 19, item 4): each seat's score (LosTech
cards less Overrun points, a count every seat could keep, since every card enters and leaves a deck in view), the
Supply Deck and the smallest Overrun pile (an empty one ends the game), the Support-Reactions placed in a deployment
zone shown there to both seats, and at the end why the game ended."""
from mechdeck.games.domination_v4 import turn
from mechdeck.games.domination_v4.core import BY_NAME, OVERRUN_PILES, REACT, SUPPLY_DECK, pile
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import present

from matches import counters_by_key, random_positions

R = get_rules("domination-v4")


def test_scores_supply_deck_and_overrun_piles_follow_the_game():
    for step, state in enumerate(random_positions(R, 2)):
        if step % 5:
            continue
        left = {name: len(state.zones[pile(name)]) for name in OVERRUN_PILES}
        fewest = min(left.values())
        for seat in (0, 1):
            shown = counters_by_key(present(R, state, seat))
            assert [shown[(f"score{p}", p)]["value"] for p in (0, 1)] == [turn.score(state, p) for p in (0, 1)]
            assert shown[("supply_deck", -1)]["value"] == len(state.zones[SUPPLY_DECK])
            value = shown[("overrun_fewest", -1)]["value"]
            assert value.startswith(f"{fewest} (") and value[len(f"{fewest} ("):-1] in left
            assert ("empty_piles", -1) not in shown   # empty base piles do not end a v4 game


def test_the_score_shown_is_the_same_whatever_the_hidden_order_and_hands():
    """Swapping what two of P2's hidden cards are (its hand and its deck) leaves P1's view of the scores alone."""
    state = next(s for i, s in enumerate(random_positions(R, 4)) if i == 60)
    hand, deck = state.zones["hand1"], state.zones["deck1"]
    pair = next(((h, d) for h in hand for d in deck if state.card_types[h] != state.card_types[d]), None)
    assert pair is not None
    before = counters_by_key(present(R, state, 0))
    types = list(state.card_types)
    types[pair[0]], types[pair[1]] = types[pair[1]], types[pair[0]]
    state.card_types = tuple(types)
    assert counters_by_key(present(R, state, 0)) == before


def test_placed_reactions_lie_in_the_deployment_zone_for_both_seats():
    state = R.new_game(1, {})
    for name in ("Ambush!", "Forward Base"):   # placed by P1 (played face up as Support cards, then left there)
        state.card_types = state.card_types + (BY_NAME[name].id,)
        state.zones[REACT[0]].append(len(state.card_types) - 1)
    for seat in (0, 1):
        areas = {a["id"]: a for a in present(R, state, seat)["areas"]}
        placed = areas["reactions0"]
        assert (placed["section"], placed["title"], placed["owner"]) == ("table", "Reactions", 0)
        assert [piece["name"] for piece in placed["pieces"]] == ["Ambush!", "Forward Base"]
        assert not any(piece.get("down") for piece in placed["pieces"])
        assert areas["reactions1"]["count"] == 0 and areas["reactions1"]["optional"]


def test_the_end_names_what_ran_out():
    *_, state = random_positions(R, 2)
    outcome = present(R, state, 0)["outcome"]
    reasons = (["the Supply Deck is empty"] if not state.zones[SUPPLY_DECK] else []) + \
        [f"the {name} Overrun pile is empty" for name in OVERRUN_PILES if not state.zones[pile(name)]]
    assert reasons and outcome["reason"].startswith("; ".join(reasons))
    assert "Basic Factory" not in outcome["reason"]   # an empty base pile does not end a v4 game
    assert outcome["scores"] == [turn.score(state, p) for p in (0, 1)]
