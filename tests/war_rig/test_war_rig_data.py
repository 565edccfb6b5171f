"""War Rig's shipped content: the converter rebuilds it byte for byte, the schema refuses each kind of mistake with
its field named, and a dozen numbers match the sample-content text (written here from the text, not from the
data)."""
import copy
import json
from pathlib import Path

import pytest
from tooling import load_tool

from mechdeck.games.war_rig.content import ContentError, content_from_document, load_content, sample_document

DATA = Path(__file__).resolve().parents[2] / "src" / "mechdeck" / "games" / "war_rig" / "data" / "content.json"


@pytest.fixture(scope="module")
def build():
    return load_tool("build_war_rig_data")


@pytest.fixture(scope="module")
def texts(build):
    try:
        return build.read_texts(build.find_rules_dir())
    except build.DataError as exc:
        pytest.skip(f"shared rule texts not available: {exc}")


# -- the converter ------------------------------------------------------------------------------------------------

def test_shipped_data_is_a_fresh_conversion(build, texts):
    assert build.dump(build.build_content(*texts)) == DATA.read_text(encoding="utf-8")


def test_conversion_is_deterministic(build, texts):
    assert build.dump(build.build_content(*texts)) == build.dump(build.build_content(*texts))


def test_converter_stops_on_a_catalogue_that_disagrees_with_the_plans(build, texts):
    content, draft = texts
    changed = content.replace("| AC Ancient City | Autocannon, Arc Lance,", "| AC Ancient City | Mortar, Arc Lance,")
    assert changed != content
    with pytest.raises(build.DataError, match="catalogue of ancient_city"):
        build.build_content(changed, draft)


def test_converter_stops_when_a_card_text_loses_its_number(build, texts):
    content, draft = texts
    changed = content.replace("+1 offence when the holder makes a Squad Attack", "more offence in a Squad Attack")
    assert changed != content
    with pytest.raises(build.DataError, match=r"eq\.pulse_rifle \(offence\)"):
        build.build_content(changed, draft)


def test_converter_stops_on_round_limits_that_disagree(build, texts):
    content, draft = texts
    changed = content.replace("(15 rounds with 2 players, 12 with 3", "(14 rounds with 2 players, 12 with 3")
    assert changed != content
    with pytest.raises(build.DataError, match="15 rounds for 2 players"):
        build.build_content(changed, draft)


# -- schema strictness: one mutated document per kind of mistake ----------------------------------------------------

def _card(doc, card_id):
    return next(card for card in doc["cards"] if card["id"] == card_id)


def _refused(mutate, expected: str):
    doc = sample_document()
    mutate(doc)
    with pytest.raises(ContentError) as caught:
        content_from_document(doc, "mutated.json")
    assert expected in str(caught.value), str(caught.value)
    return str(caught.value)


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: _card(d, "eq.pulse_rifle").update(colour="red"),
     "cards/eq.pulse_rifle: Additional properties are not allowed ('colour' was unexpected)"),
    (lambda d: _card(d, "rig.autocannon").update(tiers={"light": 1, "medium": 2, "heavy": 3}),
     "cards/rig.autocannon: Unevaluated properties are not allowed ('tiers' was unexpected)"),
    (lambda d: _card(d, "rig.mortar").pop("armour"), "cards/rig.mortar: 'armour' is a required property"),
    (lambda d: _card(d, "eq.cipher_kit")["cost"].update(purple=1), "cards/eq.cipher_kit/cost: Additional"),
    (lambda d: _card(d, "eq.cipher_kit")["cost"].update(green=-1), "cards/eq.cipher_kit/cost/green: -1 is less"),
    (lambda d: _card(d, "rig.arc_lance").update(slots=["roof"]), "cards/rig.arc_lance/slots/0: 'roof' is not one of"),
    (lambda d: _card(d, "fac.refinery").update(kind="building"), "cards/fac.refinery/kind: 'building' is not one of"),
    (lambda d: _card(d, "fac.refinery")["params"].update(cubes_taken="one"),
     "cards/fac.refinery/params/cubes_taken: 'one' is not of type 'integer'"),
    (lambda d: d["dice"][1]["faces"].__setitem__(0, ["fumble"]), "dice/red/faces/0/0: 'fumble' is not one of"),
    (lambda d: d["map"]["locations"][0].update(kind="city"), "map/locations/wastes/kind: 'city' is not one of"),
    (lambda d: d["setup"]["player_counts"].append({"players": 5, "lesser_factions": 5, "round_limit": 8}),
     "setup/player_counts/5/players: 5 is greater than the maximum of 4"),
    (lambda d: d["rules"]["scavenge"].update(colour="gold"), "rules/scavenge/colour: 'gold' is not one of"),
    (lambda d: d.update(format="war-rig-content-2"), "format: 'war-rig-content' was expected"),
])
def test_schema_refuses_each_kind_of_mistake_naming_its_field(mutate, expected):
    assert _refused(mutate, expected).startswith("mutated.json: ")


# -- cross-references, checked by the loader ------------------------------------------------------------------------

@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d["map"]["links"][0].update(between=["ancient_city", "atlantis"]),
     "map/links/0/between/1: no location 'atlantis'"),
    (lambda d: _card(d, "rig.autocannon")["dice"][0].update(die="purple"),
     "cards/rig.autocannon/dice/0/die: no symbol die 'purple'"),
    (lambda d: _card(d, "rig.autocannon")["dice"][0].update(die="white"),
     "cards/rig.autocannon/dice/0/die: no symbol die 'white'"),
    (lambda d: _card(d, "eq.loudhailer").update(plans="tech:oil_sands"),
     "cards/eq.loudhailer/plans: 'oil_sands' is no tech-rich location"),
    (lambda d: _card(d, "vic.core_tap").update(tools="eq.pulse_rifle"),
     "cards/vic.core_tap/tools: 'eq.pulse_rifle' is no equipment card that grants Construct"),
    (lambda d: _card(d, "vic.warp_gate").update(built_at="moon"), "cards/vic.warp_gate/built_at: no location 'moon'"),
    (lambda d: _card(d, "vic.warp_gate").update(condition="bribe"),
     "cards/vic.warp_gate/condition: no victory condition 'bribe'"),
    (lambda d: _card(d, "rig.bore_drill").update(opens_links=[["wastes", "oil_sands"]]),
     "cards/rig.bore_drill/opens_links/0: ['wastes', 'oil_sands'] is no restricted link"),
    (lambda d: _card(d, "rig.bore_drill")["tiers"].update(light=13), "cards/rig.bore_drill/tiers: the tiers' limits"),
    (lambda d: _card(d, "rig.mortar").update(slots=["drive"]), "cards/rig.mortar/slots/0: movement systems go in"),
    (lambda d: _card(d, "fac.watchtower").update(plans="standard"),
     "cards/fac.watchtower/plans: facility plans are display"),
    (lambda d: _card(d, "eq.loudhailer").update(start_copies=1),
     "cards/eq.loudhailer/start_copies: only standard equipment starts with copies"),
    (lambda d: d["cards"].append(copy.deepcopy(_card(d, "eq.pulse_rifle"))),
     "cards/26/id: 'eq.pulse_rifle' is given twice"),
    (lambda d: d["rules"].update(number_die="red"), "rules/number_die: 'red' is no number die (allowed: white)"),
    (lambda d: d["rules"]["targeting"][2].update({"from": 5}), "rules/targeting: the ranges must cover each face"),
    (lambda d: d["map"]["bases"][0].update(links=["nowhere"]), "map/bases/home_{k}/links/0: no location 'nowhere'"),
])
def test_loader_refuses_broken_cross_references(mutate, expected):
    _refused(mutate, expected)


# -- the content says what the sample-content text says -----------------------------------------------------------

def test_spot_checks_against_the_sample_text():
    content = load_content()
    cards = content.cards
    # 5.2: "Pulse Rifle | 1 | 🟥2 | default | Passive: +1 offence"
    assert (cards["eq.pulse_rifle"].start_copies, cards["eq.pulse_rifle"].cost.red,
            cards["eq.pulse_rifle"].cost.total(), cards["eq.pulse_rifle"].param("offence")) == (1, 2, 2, 1)
    # 5.4: Plasma Cutter "the defender has −1 defence", plans AC, cost 🟦1 🟩1, and it grants Construct
    cutter = cards["eq.plasma_cutter"]
    assert (cutter.param("enemy_defence"), cutter.plans_location, cutter.grants_construct) == (-1, "ancient_city", True)
    assert (cutter.cost.blue, cutter.cost.green, cutter.start_copies) == (1, 1, 0)
    # 5.5: Lift Thrusters: LO, Drive, armour 2, weight 2, tiers 5 / 8 / 10, 2 links in the Light tier
    lift = cards["rig.lift_thrusters"]
    assert (lift.slots, lift.armour, lift.weight, (lift.tiers.light, lift.tiers.medium, lift.tiers.heavy)) == \
        (("drive",), 2, 2, (5, 8, 10))
    assert lift.param("links_per_drive_light") == 2 and lift.opens_links == (("deep_space", "low_orbit"),)
    # 5.5: Grapple Harpoon: 1 blue + 1 red, Upper or Lower, 🟫2 🟦1
    grapple = cards["rig.grapple_harpoon"]
    assert grapple.dice == (("blue", 1), ("red", 1)) and grapple.slots == ("upper", "lower")
    assert (grapple.cost.brown, grapple.cost.blue, grapple.cost.total()) == (2, 1, 3)
    # 5.5: Autocannon "+2 hits for each ⚡"; Ablative Plating armour 6, weight 3, 🟫3
    assert cards["rig.autocannon"].param("crit_hits") == 2
    assert (cards["rig.ablative_plating"].armour, cards["rig.ablative_plating"].weight,
            cards["rig.ablative_plating"].cost.brown) == (6, 3, 3)
    # 5.6: Supply Depot "stores up to 6 cubes", armour 4; Security Office −1 on Recruit and Rescue
    assert cards["fac.supply_depot"].param("capacity") == 6 and cards["fac.supply_depot"].armour == 4
    assert cards["fac.security_office"].param("recruit_rescue_roll") == -1
    # 5.7: Core Tap at Planet Core, Plasma Cutter, 🟥2 🟫2 🟦1 🟩1, armour 6
    tap = cards["vic.core_tap"]
    assert (tap.built_at, tap.tools, tap.armour, tap.condition) == ("planet_core", "eq.plasma_cutter", 6,
                                                                    "peace_through_power")
    assert (tap.cost.red, tap.cost.brown, tap.cost.blue, tap.cost.green) == (2, 2, 1, 1)
    # 2: black die faces 🔺 🔺 🎯🎯🎯 🎯🎯💥 ⚡ 💀
    black = content.dice["black"]
    assert [face.count("hit") for face in black.faces] == [0, 0, 3, 2, 0, 0]
    assert black.faces[3].count("splash") == 1 and black.faces[5].symbols == ("malfunction",)
    # 3.1: "Supply per round in a 2-player game: 🟥6 🟫7 🟦6 🟩5 (24 cubes)"; 3.2: +1 / +2 of the first colour
    supply = [loc.stock_for(2) for loc in content.map.locations]
    assert [sum(s.of(c) for s in supply) for c in ("red", "brown", "blue", "green")] == [6, 7, 6, 5]
    assert content.map.location("volcanic_range").stock_for(4).brown == 3 + 2
    # 3.2 and 12.5: round limits 15 / 12 / 10
    assert [content.player_counts[n].round_limit for n in (2, 3, 4)] == [15, 12, 10]
    # 4.1 to 4.4: 4 cube spaces, 2 items, Command Post 6, Stockade 3, Cab 5, 3 facility slots
    boards = content.boards
    assert (boards.cube_spaces, boards.equipment_limit, boards.home_base.centre.armour,
            boards.lesser_base.centre.armour, boards.cab.armour, len(boards.home_base.facility_slots)) == \
        (4, 2, 6, 3, 5, 3)
    # 12.5: influence 3 / 4 / 2 / 1 / 1
    assert [entry.points for entry in content.influence] == [3, 4, 2, 1, 1]


def test_counts_and_example_builds_of_the_sample_text():
    cards = load_content().cards.values()
    # "That makes 10 equipment cards"; "War Rig tech (9 cards)"; "the 15 tech cards"; "each of the 5 facilities"
    kinds = [card.kind for card in cards]
    assert (kinds.count("equipment"), kinds.count("rig_tech"), kinds.count("facility"), kinds.count("victory")) == \
        (10, 9, 5, 2)
    assert sum(1 for card in cards if card.plans.startswith("tech:")) == 15
    weight = {card.id: card.weight for card in cards}
    # 5.5: "Crawler Tracks + Autocannon + Mortar + Ablative Plating weighs 12 and is Heavy"
    crawler = sum(weight[c] for c in ("rig.crawler_tracks", "rig.autocannon", "rig.mortar", "rig.ablative_plating"))
    tiers = load_content().cards["rig.crawler_tracks"].tiers
    assert crawler == 12 and tiers.medium < crawler <= tiers.heavy
    # "Bore Drill + Mortar + Grapple Harpoon + Ablative Plating weighs 13, which is over 12"
    bore = sum(weight[c] for c in ("rig.bore_drill", "rig.mortar", "rig.grapple_harpoon", "rig.ablative_plating"))
    assert bore == 13 > load_content().cards["rig.bore_drill"].tiers.heavy


def test_shipped_content_is_built_once_and_immutable():
    content = load_content()
    assert load_content() is content
    with pytest.raises(Exception):
        content.cards["eq.pulse_rifle"].armour = 9
    with pytest.raises(TypeError):
        content.cards["eq.new"] = content.cards["eq.pulse_rifle"]


def test_topology_per_player_count():
    content = load_content()
    topology = content.topology(4)
    assert topology.nodes[-8:] == ("home_1", "home_2", "home_3", "home_4",
                                   "lesser_1", "lesser_2", "lesser_3", "lesser_4")
    near = {topology.nodes[n] for n in topology.neighbours[topology.node_id["deep_trenches"]]}
    assert near == {"wastes", "planet_core"}
    with pytest.raises(ValueError, match="played by 2, 3, 4 players, not 5"):
        content.topology(5)


def test_json_round_trip_is_the_same_content(tmp_path):
    path = tmp_path / "whole.json"
    path.write_text(json.dumps(sample_document()), encoding="utf-8")
    assert load_content(path) == load_content()
