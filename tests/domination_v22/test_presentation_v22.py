"""What the presentation tells every front end of a Domination v2.2 game (issue 19, item 4): each seat's score as the
rules count it (cards in the Deck: draw deck, hand, discard pile; deployed units do not count), the empty Supply piles
counted against the four that end the game, and at the end why the game ended, with the units tie-break in words."""
from mechdeck.games.domination.core import SCRAP, UNITS, pile
from mechdeck.games.domination_v22 import turn
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import present

from matches import counters_by_key, random_positions

R = get_rules("domination-v2.2")


def test_scores_and_empty_piles_follow_the_game_for_both_seats():
    for step, state in enumerate(random_positions(R, 5)):
        if step % 7:
            continue
        empty = sum(1 for name in state.counters["piles"] if not state.zones[pile(name)])
        for seat in (0, 1):
            shown = counters_by_key(present(R, state, seat))
            for p in (0, 1):
                score = shown[(f"score{p}", p)]
                assert (score["value"], score["column"]) == (turn.cards_owned(state, p), "Score")
                assert turn.cards_owned(state, p) == sum(len(state.zones[f"{z}{p}"])
                                                         for z in ("deck", "hand", "discard", "aside", "play"))
            assert shown[("empty_piles", -1)]["value"] == f"{empty} of 4"
            assert shown[("empty_piles", -1)]["label"] == "Empty piles"


def test_the_end_says_which_piles_ran_out_and_gives_the_final_scores():
    *_, state = random_positions(R, 5)
    outcome = present(R, state, 0)["outcome"]
    empty = [name for name in state.counters["piles"] if not state.zones[pile(name)]]
    assert outcome["scores"] == [turn.cards_owned(state, p) for p in (0, 1)]
    assert outcome["score_label"] == "Cards in deck"
    if len(empty) >= 4:
        assert outcome["reason"].startswith(f"{len(empty)} Supply piles are empty ({', '.join(empty)})")
    assert present(R, state, 1)["outcome"] == outcome   # the end is public


def test_equal_scores_name_the_units_tie_break():
    *_, state = random_positions(R, 8)
    # even the Decks out: the bigger one's extra cards go to the Scrapheap (what the end screen reads)
    while turn.cards_owned(state, 0) != turn.cards_owned(state, 1):
        bigger = 0 if turn.cards_owned(state, 0) > turn.cards_owned(state, 1) else 1
        source = next(z for z in ("deck", "hand", "discard", "aside", "play") if state.zones[f"{z}{bigger}"])
        state.zones[SCRAP].append(state.zones[f"{source}{bigger}"].pop())
    units = [len(state.zones[UNITS[p]]) for p in (0, 1)]
    reason = present(R, state, 0)["outcome"]["reason"]
    assert f"the scores are tied, so units deployed decide: P1 {units[0]}, P2 {units[1]}" in reason
    assert reason.endswith("(still tied: a draw)") == (units[0] == units[1])
    while len(state.zones[UNITS[0]]) != len(state.zones[UNITS[1]]):   # and the units too: a draw
        bigger = 0 if len(state.zones[UNITS[0]]) > len(state.zones[UNITS[1]]) else 1
        state.zones[SCRAP].append(state.zones[UNITS[bigger]].pop())
    outcome = present(R, state, 1)["outcome"]
    assert outcome["reason"].endswith("(still tied: a draw)") and outcome["winner"] is None
