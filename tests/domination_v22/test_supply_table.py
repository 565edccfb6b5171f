"""The per-Supply table behind Buy options and pile counts: right for every game, and worked out once per game even
when an earlier game had an equal Supply (the lookup by the game's own ``counters["piles"]`` must keep hitting)."""
from hypothesis import given, settings, strategies as st

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.domination import core
from mechdeck.kernel import get_rules

RULES_ID = "domination-v2.2"


def test_a_repeated_supply_is_looked_up_once_per_game():
    rules = get_rules(RULES_ID)
    first = rules.new_game(1, {"supply": "first-game"}, log=False)
    again = rules.new_game(2, {"supply": "first-game"}, log=False)
    assert first.counters["piles"] == again.counters["piles"]
    assert first.counters["piles"] is not again.counters["piles"]
    core.supply_table(RULES_ID, first.counters["piles"])
    table = core.supply_table(RULES_ID, again.counters["piles"])
    hits = core._supply_table.cache_info().hits
    for _ in range(5):
        assert core.supply_table(RULES_ID, again.counters["piles"]) is table
    assert core._supply_table.cache_info().hits == hits


def test_empty_and_smallest_piles_of_the_game():
    rules = get_rules(RULES_ID)
    state = rules.new_game(1, {"supply": "first-game"}, log=False)
    piles = state.counters["piles"]
    table = core.supply_table(RULES_ID, piles)
    sizes = [len(state.zones["pile:" + n]) for n in piles]
    assert table.empties_and_four_smallest(state.zones) == (0, sum(sorted(sizes)[:4]))
    state.zones["pile:" + piles[0]].clear()
    state.zones["pile:" + piles[2]].clear()
    del state.zones["pile:" + piles[5]][1:]
    sizes = [len(state.zones["pile:" + n]) for n in piles]
    assert sizes.count(0) == 2 and 1 in sizes
    assert table.empties_and_four_smallest(state.zones) == (2, sum(sorted(sizes)[:4]))
    assert table.empties(state.zones) == 2 == core.empty_piles(state)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_four_smallest_piles_whatever_their_sizes(data):
    rules = get_rules(RULES_ID)
    state = rules.new_game(1, {"supply": "first-game"}, log=False)
    piles = state.counters["piles"]
    for name in piles:
        del state.zones["pile:" + name][data.draw(st.integers(0, 12)):]
    sizes = [len(state.zones["pile:" + n]) for n in piles]
    table = core.supply_table(RULES_ID, piles)
    assert table.empties_and_four_smallest(state.zones) == (sizes.count(0), sum(sorted(sizes)[:4]))


def test_pile_counts_follow_each_state_and_its_clones():
    """The table keeps the pile lists of the state it last scanned: a clone (its own lists) and the original, scanned
    in turn, each get their own counts, and cards moved into or out of a pile show at the next scan."""
    rules = get_rules(RULES_ID)
    state = rules.new_game(3, {"supply": "first-game"}, log=False)
    piles = state.counters["piles"]
    table = core.supply_table(RULES_ID, piles)
    assert table.empties(state.zones) == 0
    clone = state.clone()
    emptied = clone.zones["pile:" + piles[1]]
    while emptied:
        core.move(clone, emptied[-1], "pile:" + piles[1], core.SCRAP)
    assert table.empties(clone.zones) == 1
    assert table.empties(state.zones) == 0
    assert table.empties_and_four_smallest(clone.zones)[0] == 1
    core.move(clone, clone.zones[core.SCRAP][-1], core.SCRAP, "pile:" + piles[1])  # back into the same pile
    assert table.empties(clone.zones) == 0
    options: list = []
    table.add_buy_offers(clone.zones, 99, 99, (), options)
    assert ("buy", piles[1]) in options and len(options) == len(piles)
