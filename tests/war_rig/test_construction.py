"""War Rig Construct and the equipment stock where a scenario file cannot write the position: plans stolen by
Espionage (R-28, R-56, W-R23), a rival's item that may not be stowed (§8.10), the targets of every option of
construction.py, and a payment that survives clone and JSON half-way."""
from __future__ import annotations

import pytest

from mechdeck.games.war_rig.layout import catalogue_zone, face_up_zone, plans_zone, stock_zone, stolen_zone
from mechdeck.games.war_rig.rules import RULES_ID
from mechdeck.kernel import State, get_rules
from mechdeck.kernel.scenario import load


@pytest.fixture(scope="module")
def rules():
    return get_rules(RULES_ID)


def position(squads: str, extra: str = "") -> State:
    return load(f"rules: war-rig\nsquads:\n{squads}\n{extra}")


def instance(rules, state: State, zone: str, name: str) -> int:
    return next(c for c in state.zones[zone] if rules.card_name(state.card_types[c]) == name)


def act(rules, state: State, text: str) -> None:
    rules.apply(state, rules.parse_action(state, text))


def texts(rules, state: State) -> list[str]:
    return [rules.action_text(o) for o in state.decision.options]


def test_stolen_rig_tech_is_built_from_the_thiefs_own_copy(rules):
    """R-28, R-56: the locked marker on P2's Bore Drill gives P1 its plans: P1 builds its own copy, taken from its
    catalogue, face up; P2's card stays where it is, face down, and the record of the theft stays."""
    squads = "  1.1: {at: home_1, items: [Workshop Tools], cubes: {red: 1, brown: 2, blue: 1}}"
    state = position(squads, "plans: {P2: [Bore Drill]}")
    act(rules, state, "activate 1.1")
    assert "construct 1.1 Bore Drill D" not in texts(rules, state)   # no plans, nothing stolen
    state = position(squads, "plans: {P2: [Bore Drill]}")
    theirs = instance(rules, state, plans_zone(1, "deep_trenches"), "Bore Drill")
    mine = instance(rules, state, catalogue_zone(0, "deep_trenches"), "Bore Drill")
    state.zones[stolen_zone(0)].append(theirs)   # Espionage's locked marker
    act(rules, state, "activate 1.1")
    assert "construct 1.1 Bore Drill D" in texts(rules, state)
    act(rules, state, "construct 1.1 Bore Drill D")
    layout = rules.layout(state)
    assert layout.site_card(state.board, layout.piece_id["D 1"]) == mine
    assert mine not in state.zones[catalogue_zone(0, "deep_trenches")]
    assert mine in state.zones[face_up_zone(0)]
    assert theirs in state.zones[plans_zone(1, "deep_trenches")] and rules.face_down(state, theirs)
    assert state.zones[stolen_zone(0)] == [theirs]


def test_stolen_equipment_becomes_the_thiefs_own_and_may_be_stowed(rules):
    """R-56, §8.10: equipment built from stolen plans puts the thief's own copy in its plans, face up, and in its
    stock; an item made from it is the thief's and may go back into stock, while a rival's item may not."""
    state = position("  1.1: {at: home_1, items: [Workshop Tools], cubes: {blue: 2, green: 2}}",
                     "plans: {P2: [Plasma Cutter]}")
    layout = rules.layout(state)
    theirs = instance(rules, state, plans_zone(1, "ancient_city"), "Plasma Cutter")
    state.zones[stolen_zone(0)].append(theirs)
    rival_rifle = instance(rules, state, "equipment:1", "Pulse Rifle")
    layout.give_item(state.board, layout.piece_id["1.1"], rival_rifle)   # taken from P2 in a fight (R-24 step 3)
    act(rules, state, "activate 1.1")
    act(rules, state, "construct 1.1 Plasma Cutter")
    mine = instance(rules, state, plans_zone(0, "ancient_city"), "Plasma Cutter")
    assert mine != theirs and mine in state.zones[face_up_zone(0)]
    assert state.zones[stock_zone(0)] == [mine]
    assert "construct 1.1 Plasma Cutter" in texts(rules, state)   # from its own plans now, with the cubes left
    assert "stow 1.1 Workshop Tools" in texts(rules, state)
    assert "stow 1.1 Pulse Rifle" not in texts(rules, state)   # P2's card: only the faction's own go into stock
    act(rules, state, "stow 1.1 Workshop Tools")
    act(rules, state, "equip 1.1 Plasma Cutter")
    assert sorted(rules.card_name(state.card_types[c]) for c in layout.items(state.board, layout.piece_id["1.1"])) \
        == ["Plasma Cutter", "Pulse Rifle"]


def test_option_targets_name_pieces_nodes_and_cards(rules):
    state = position("  1.1: {at: home_1, items: [Workshop Tools], cubes: {red: 1, brown: 2, blue: 1}}\n"
                     "  1.2: {at: home_1, cubes: {brown: 1}}",
                     "plans: {P1: [Autocannon]}\nsites:\n  F1 1: {card: Supply Depot, cubes: {red: 1}}\n"
                     "  F2 1: {card: Refinery}\n  command_post 1: {burning: true}")
    layout = rules.layout(state)
    pid = layout.piece_id
    act(rules, state, "activate 1.1")
    targets = {rules.action_text(o): rules.option_targets(state, o) for o in state.decision.options}
    assert targets["construct 1.1 Autocannon U1"] == (("piece", pid["1.1"]), ("type", "Autocannon"),
                                                      ("piece", pid["U1 1"]))
    assert targets["construct 1.1 Watchtower"] == (("piece", pid["1.1"]), ("type", "Watchtower"),
                                                   ("piece", pid["F3 1"]))
    assert targets["fight-fire 1.1 command_post 1"] == (("piece", pid["1.1"]), ("piece", pid["command_post 1"]))
    assert targets["refine 1.1"] == (("piece", pid["1.1"]), ("piece", pid["F2 1"]))
    assert targets["depot 1.1 store red"] == (("piece", pid["1.1"]), ("piece", pid["F1 1"]))
    act(rules, state, "construct 1.1 Autocannon U1")   # brown: 1.1, 1.2 or the Depot? red: 1.1 or the Depot
    assert state.decision.kind == "pay"
    assert {rules.option_targets(state, o) for o in state.decision.options} == {
        (("piece", pid["1.1"]),), (("piece", pid["1.2"]),), (("piece", pid["F1 1"]),)}


def test_a_payment_half_way_survives_clone_and_json(rules):
    state = position("  1.1: {at: volcanic_range, items: [Workshop Tools], cubes: {red: 1, brown: 1}}\n"
                     "  1.2: {at: volcanic_range, cubes: {red: 1, brown: 1}}")
    act(rules, state, "activate 1.1")
    act(rules, state, "construct 1.1 Workshop Tools")   # red 1, brown 1
    assert state.decision.kind == "pay"
    assert texts(rules, state) == ["pay 1.1 red", "pay 1.2 red", "pay 1.1 brown", "pay 1.2 brown"]
    again = State.from_json(state.to_json())
    assert again == state and state.clone() == state
    for copy in (state, again):
        act(rules, copy, "pay 1.2 brown")
        act(rules, copy, "pay 1.2 red")
    assert again == state and state.decision.kind == "squad-action"
    layout = rules.layout(state)
    assert [layout.carried(state.board, layout.piece_id[s]) for s in ("1.1", "1.2")] == [2, 0]
    assert state.zones[stock_zone(0)] == [instance(rules, state, "equipment:0", "Workshop Tools")]
