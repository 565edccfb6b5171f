"""Option labels (issue 13, item 5): a part of an option that is a number but no card -- the k-th Overheat, Alpha
Strike or Jump of a 'Mech, a count, a seat -- reads as what it is, never as a card; abilities read as their text."""
import re

from tcg_support import R, cid, do, game


def labels(state):
    return [R.action_label(state, o, state.decision.player) for o in state.decision.options]


def test_option_indexes_read_as_options_not_cards():
    state = game({"patrol": [{"card": "Centurion (CN9-A)", "enhancements": ["Retrofitted Laser System"]},
                             "Hussar (HSR 200-D)"]},
                 {"patrol": [{"card": "Hunchback (HBK-4G)", "guard": "stock"}]}, stock=3)
    centurion = cid(state, "Centurion (CN9-A)", "patrol0")
    do(state, ("mission",), ("add", centurion), ("target", "stock"),
       ("block", cid(state, "Hunchback (HBK-4G)", "patrol1")), ("keep target out",), ("done",))
    shown = labels(state)
    assert f"overheat Centurion (CN9-A) #{centurion} option 1 (Overheat 2: +3 attack)" in shown
    assert not any(re.search(r"card #\d+$", t) for t in shown), shown
    do(state, ("overheat", centurion, 0))
    assert f"alpha strike Centurion (CN9-A) #{centurion} option 1 (Alpha Strike: +1 attack)" in labels(state)


def test_jump_and_ability_labels():
    state = game({"patrol": ["Hornet (HNT-171)", "Hussar (HSR 200-D)"]}, {}, stock=3)
    hornet = cid(state, "Hornet (HNT-171)", "patrol0")
    do(state, ("mission",), ("add", hornet), ("target", "stock"))
    while state.decision.player != 0 or not any(o[0] == "jump" for o in state.decision.options):
        do(state, state.decision.options[-1])
    assert f"jump Hornet (HNT-171) #{hornet} option 1 (Jump: -1 attack, +1 initiative)" in labels(state)


def test_a_seat_reads_as_a_player():
    from mechdeck.games.battletech_tcg.rules import NUMBER_LABELS
    assert NUMBER_LABELS["stockpile"](1) == "P2's Stockpile"
    assert NUMBER_LABELS["withdraw"](1) == "remove 1 counter"     # the prompt names the card and the kind


def test_scenario_texts_name_only_the_parts_that_are_cards():
    """The option list a scenario error or an `options:` check shows: the 'Mech's id with its name, the index of its
    Overheat option as a bare number (card 0 exists in this game, so a number could be misread as that card)."""
    from mechdeck.games.battletech_tcg.scenario import named_text
    state = game({"patrol": [{"card": "Centurion (CN9-A)", "enhancements": ["Retrofitted Laser System"]},
                             "Hussar (HSR 200-D)"]},
                 {"patrol": [{"card": "Hunchback (HBK-4G)", "guard": "stock"}]}, stock=3)
    centurion = cid(state, "Centurion (CN9-A)", "patrol0")
    assert len(state.card_types) > 1
    assert named_text(state, ("overheat", centurion, 0)) == f"overheat {centurion} (Centurion (CN9-A)) 0"
    assert named_text(state, ("tap", centurion)) == f"tap {centurion} (Centurion (CN9-A))"


def test_a_seats_pile_named_by_an_effect_reads_as_that_pile():
    """Effects name a seat's pile as "stock1" / "scrap0" (a mission says "stock" for the defender's): the label says
    whose pile it is, never the zone's name."""
    state = game({"patrol": ["Hussar (HSR 200-D)"]}, {}, stock=3)
    assert R.action_label(state, ("damage", "stock1"), 0) == "damage P2's Stockpile"
    assert R.action_label(state, ("redirect", "scrap0", "infantry"), 1) == "redirect P1's Scrapheap infantry"
    assert R.action_label(state, ("target", "stock"), 0) == "target Stockpile"


def test_a_terrain_cards_region_reads_as_the_region():
    """A Terrain card enhances a region (T757): its host is named as the viewer reads it."""
    from mechdeck.games.battletech_tcg.rules import region_words
    state = game({"patrol": ["Hussar (HSR 200-D)"]}, {}, stock=3)
    assert R.action_label(state, ("on", "region:patrol0"), 0) == "in your Patrol region"
    assert R.action_label(state, ("on", "region:post1"), 0) == "in P2's Command Post region"
    assert region_words("region:scrap1", 1) == "your Scrapheap region"


def test_a_terrain_card_in_play_is_placed_in_its_region():
    from mechdeck.kernel.presentation import presenter_for
    state = game({"hand": ["Heavy Woods"]}, {}, stock=3)
    woods = cid(state, "Heavy Woods", "hand0")
    state.zones["hand0"].remove(woods)
    state.zones["attached0"].append(woods)
    state.counters[f"on:{woods}"] = "region:patrol0"
    shown = presenter_for(R)
    assert shown.place_words(state, woods, 0) == "in your Patrol region"
    assert shown.place_words(state, woods, 1) == "in P1's Patrol region"
