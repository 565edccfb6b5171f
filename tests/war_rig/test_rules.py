"""War Rig part 1: set-up for 2-4 players, the round limit, what each seat is shown of the hidden plans, option
targets and the map panel, and clear one-line refusals of bad set-up options and bad scenario files."""
from __future__ import annotations

import pytest

from mechdeck.games.war_rig.layout import catalogue_zone, plans_zone
from mechdeck.games.war_rig.rules import RULES_ID
from mechdeck.kernel import RulesError, get_rules
from mechdeck.kernel.presentation import present
from mechdeck.kernel.scenario import ScenarioError, load


@pytest.fixture(scope="module")
def rules():
    return get_rules(RULES_ID)


def assign_all(rules, state):
    """Make every set-up equipment pick with the first option listed."""
    while state.decision.kind == "assign-equipment":
        rules.apply(state, state.decision.options[0])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_places_every_piece_and_gives_each_squad_two_standard_items(rules, players):
    state = rules.new_game(7, {"players": players, "first_player": players - 1})
    layout, topo = rules.layout(state), rules.topology(state)
    assert state.decision.player == players - 1   # player 1 assigns first
    assign_all(rules, state)
    assert state.decision.kind == "activate" and state.decision.player == players - 1
    for k in range(1, players + 1):
        seat = (players - 1 + k - 1) % players
        for n in (1, 2, 3):
            piece = layout.piece_id[f"{k}.{n}"]
            assert topo.owner(state.board, piece) == seat
            assert topo.nodes[topo.location(state.board, piece)] == f"home_{k}"
            assert len(layout.items(state.board, piece)) == 2
        for n in (4, 5, 6):
            piece = layout.piece_id[f"{k}.{n}"]
            assert topo.owner(state.board, piece) == -1 and topo.nodes[topo.location(state.board, piece)] == f"lesser_{k}"
        held = sorted(c for p in layout.squads_of(state.board, seat) for c in layout.items(state.board, p))
        assert held == sorted(state.zones[f"equipment:{seat}"])   # each standard card's one copy, once
    assert topo.tokens(state.board, topo.node_id["oil_sands"], "stock_red") == 3 + (players - 2)
    assert topo.tokens(state.board, topo.node_id["ancient_city"], "stock_green") == 2


def test_seat_order_is_drawn_from_the_seed(rules):
    firsts = {rules.new_game(seed, {"players": 4}).decision.player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert rules.new_game(11, {"players": 4}).to_json() == rules.new_game(11, {"players": 4}).to_json()


@pytest.mark.parametrize("players,limit", [(2, 15), (3, 12), (4, 10)])
def test_the_game_ends_after_the_round_limit(rules, players, limit):
    state = rules.new_game(3, {"players": players}, log=False)
    assign_all(rules, state)
    turns = 0
    while state.decision is not None:
        assert state.decision.kind == "activate"
        rules.apply(state, ("end",))
        turns += 1
    assert turns == limit * players and state.counters["round"] == limit
    assert rules.outcome(state).ranks == (1,) * players   # nobody holds anything: a shared win


@pytest.mark.parametrize("config,message", [
    ({"players": 5}, "war-rig is played by 2 to 4 players, not 5"),
    ({"first_player": 2}, "first_player is a seat from 0 (P1) to 1 (P2), not 2"),
    ({"supply": "random"}, "unknown set-up option(s) for war-rig: supply"),
])
def test_bad_setup_options_are_refused_in_one_line(rules, config, message):
    with pytest.raises(RulesError) as error:
        rules.new_game(0, config)
    assert message in str(error.value) and "\n" not in str(error.value)


@pytest.mark.parametrize("body,message", [
    ("squads: {9.1: {at: wastes}}", "no squad '9.1' in a 2-player game"),
    ("squads: {1.1: {at: moon}}", "no location 'moon'"),
    ("squads: {1.1: {camped: true}}", "a squad camps only at a Basic Location"),
    ("squads: {1.1: {cubes: {red: 5}}}", "a squad board has 4 cube spaces"),
    ("squads: {1.1: {cubes: {gold: 1}}}", "unknown field"),
    ("squads: {1.4: {items: [Pulse Rifle]}}", "a Lesser Faction squad holds no equipment"),
    ("squads: {1.1: {owner: lesser}}", "squad 1.1 is a player's squad"),
    ("squads: {1.1: {items: [Ray Gun]}}", "no card 'Ray Gun'"),
    ("plans: {P1: [Pulse Rifle]}", "Pulse Rifle needs no plans"),
    ("plans: {P3: [Autocannon]}", "P3"),
    ("dice: [7]", "no die has a face '7'"),
    ("players: 5", "War Rig is played by 2 to 4 players, not 5"),
    ("round: 16", "a round from 1 to the round limit 15"),
])
def test_bad_scenario_files_get_one_line_naming_the_field(body, message):
    with pytest.raises(ScenarioError) as error:
        load(f"rules: war-rig\n{body}\nexpect: {{}}\n", "bad.yaml")
    text = str(error.value)
    assert message in text and text.startswith("bad.yaml, line 2") and "\n" not in text


SCENE = """rules: war-rig
squads: {1.1: {at: ancient_city}}
do: [activate 1.1, plans 1.1 Arc Lance]
expect: {}
"""


def test_face_down_plans_are_named_to_their_owner_only(rules):
    state = load(SCENE)
    zone = plans_zone(0, "ancient_city")
    assert rules.observe(state, 0)["zones"][zone] == ["Arc Lance"]
    assert rules.observe(state, 1)["zones"][zone] == [None]
    assert rules.observe(state, 1)["zones"][catalogue_zone(0, "ancient_city")] == {"count": 4}
    rival = present(rules, state, 1)
    theirs = [a for a in rival["areas"] if a["id"] != "catalogue:1"]   # P2's own catalogue holds its own copy
    assert "Arc Lance" not in str(rival["log"]) and "Arc Lance" not in str(theirs)
    assert "you take the plans for Arc Lance" in present(rules, state, 0)["log"]


def test_determinize_redeals_a_rivals_plans_among_that_locations_cards_only(rules):
    state = load(SCENE)
    ancient_city = {c for z in (plans_zone(0, "ancient_city"), catalogue_zone(0, "ancient_city"))
                    for c in state.zones[z]}
    names = set()
    for seed in range(30):
        other = rules.determinize(state, 1, seed)
        assert set(other.zones[plans_zone(0, "ancient_city")]) <= ancient_city
        assert other.zones[plans_zone(1, "ancient_city")] == []
        names.add(rules.card_name(other.card_types[other.zones[plans_zone(0, "ancient_city")][0]]))
        assert rules.determinize(state, 0, seed).zones[plans_zone(0, "ancient_city")] == state.zones[
            plans_zone(0, "ancient_city")]   # the owner's own plans are never re-dealt
    assert len(names) > 1


def test_options_name_their_piece_and_node_and_the_map_panel_shows_the_board(rules):
    state = load("rules: war-rig\nsquads: {1.1: {at: wastes, cubes: {red: 1}}}\ndo: [activate 1.1]\nexpect: {}\n")
    layout, topo = rules.layout(state), rules.topology(state)
    piece = layout.piece_id["1.1"]
    assert rules.option_targets(state, ("move", "1.1", "oil_sands")) == (("piece", piece),
                                                                           ("node", topo.node_id["oil_sands"]))
    view = present(rules, state, 0)
    options = {o["label"]: o["targets"] for o in view["decision"]["options"]}
    assert options["move squad 1.1 to Oil Sands"] == [["piece", piece], ["node", topo.node_id["oil_sands"]]]
    panel = next(a for a in view["areas"] if a["id"] == "map")
    assert panel["kind"] == "panel" and panel["widget"] == "map"
    squad = next(s for s in panel["data"]["squads"] if s["id"] == "1.1")
    assert squad["node"] == topo.node_id["wastes"] and squad["cubes"]["red"] == 1 and squad["owner"] == 0
    assert {"between": ["deep_trenches", "planet_core"], "restricted": True,
            "nodes": [topo.node_id["deep_trenches"], topo.node_id["planet_core"]]} in panel["data"]["links"]
    counters = {(c["key"], c["owner"]): c["value"] for c in view["counters"]}
    assert counters[("rounds_left", -1)] == 14 and counters[("cubes", 0)] == 1


def test_starting_copies_beyond_the_squads_room_go_to_the_stock():
    """R-09 gives each squad two items; with a content whose standard set has more starting copies than the squads
    have room for (two Pulse Rifles: 7 items, 6 spaces), the copy left over is kept in the player's equipment stock
    (R-27) instead of vanishing."""
    from mechdeck.games.war_rig.content import parse_content
    from mechdeck.games.war_rig.layout import stock_zone
    from mechdeck.games.war_rig.rules import WarRig

    rules = WarRig(parse_content("base: sample\nchanges:\n  - set: cards/eq.pulse_rifle/start_copies\n    to: 2\n"))
    state = rules.new_game(3, {})
    while state.decision is not None and state.decision.kind == "assign-equipment":
        rules.apply(state, state.decision.options[0])
    for seat in range(2):
        held = sum(len(rules.layout(state).items(state.board, p)) for p in rules.layout(state).squads_of(state.board, seat))
        assert held == 6
        assert len(state.zones[stock_zone(seat)]) == 1
