"""Designer's content files: a whole content set in YAML, and patches over the sample (base: sample), with each
kind of mistake reported on one line naming the file, the line and the field; and the generic patch mechanism of
kernel/patch.py on a document that is not War Rig's."""
import pytest
import yaml

from mechdeck.games.war_rig.content import ContentError, load_content, parse_content, sample_document
from mechdeck.kernel.patch import PatchError, check, load


def _patch(changes: str) -> str:
    return "base: sample\ndescription: a test variant\nchanges:\n" + changes


def _error(text: str) -> str:
    with pytest.raises(ContentError) as caught:
        parse_content(text, "variant.yaml")
    message = str(caught.value)
    assert "\n" not in message and "Traceback" not in message
    return message


def test_whole_content_in_yaml_loads_as_the_sample(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(sample_document(), allow_unicode=True, sort_keys=False), encoding="utf-8")
    assert load_content(path) == load_content()


def test_patch_changes_a_cost_and_only_that():
    content = parse_content(_patch("  - set: cards/eq.pulse_rifle/cost/red\n    to: 3\n"))
    sample = load_content()
    assert content.cards["eq.pulse_rifle"].cost.red == 3 and sample.cards["eq.pulse_rifle"].cost.red == 2
    assert {k: v for k, v in content.cards.items() if k != "eq.pulse_rifle"} == \
        {k: v for k, v in sample.cards.items() if k != "eq.pulse_rifle"}


def test_patch_removes_a_card_adds_a_location_and_changes_the_round_limit():
    content = parse_content(_patch(
        "  - remove: cards/eq.cipher_kit\n"
        "  - add: map/locations/crater\n"
        "    value:\n"
        "      name: Crater\n"
        "      kind: basic_resource\n"
        "      stock: {red: 1, green: 1, blue: 0, brown: 2}\n"
        "      stock_per_extra_player: {red: 0, green: 0, blue: 0, brown: 1}\n"
        "  - add: map/links/-\n"
        "    value: {between: [crater, wastes], restricted: false}\n"
        "  - set: setup/player_counts/2/round_limit\n"
        "    to: 20\n"))
    assert "eq.cipher_kit" not in content.cards and len(content.cards) == 25
    assert content.map.location("crater").stock_for(3).brown == 3
    topology = content.topology(2)
    assert topology.node_id["crater"] in topology.neighbours[topology.node_id["wastes"]]
    assert content.player_counts[2].round_limit == 20 and content.player_counts[3].round_limit == 12


def test_a_bad_path_names_the_line_and_what_is_there():
    message = _error(_patch("  - set: cards/eq.pulse_rifl/cost/red\n    to: 3\n"))
    assert message.startswith("variant.yaml, line 4: changes[0].set: cards has no item 'eq.pulse_rifl' (it has: ")
    assert "eq.pulse_rifle" in message
    message = _error(_patch("  - set: cards/eq.pulse_rifle/cost/purple\n    to: 3\n"))
    assert message == ("variant.yaml, line 4: changes[0].set: cards/eq.pulse_rifle/cost has no field 'purple' "
                       "(it has: red, green, blue, brown)")


def test_a_wrong_type_names_the_line_of_the_value():
    message = _error(_patch("  - set: cards/rig.mortar/armour\n    to: three\n"))
    assert message == "variant.yaml, line 5: cards/rig.mortar/armour: 'three' is not of type 'integer'"
    message = _error(_patch("  - set: cards/rig.mortar/slots\n    to: [upper, roof]\n"))
    assert message.startswith("variant.yaml, line 5: cards/rig.mortar/slots/1: 'roof' is not one of ")


def test_an_unknown_field_in_a_value_lists_the_allowed_fields():
    message = _error(_patch("  - set: cards/eq.pulse_rifle/cost\n"
                            "    to:\n"
                            "      red: 1\n"
                            "      green: 0\n"
                            "      blue: 0\n"
                            "      brown: 0\n"
                            "      gold: 2\n"))
    assert message == ("variant.yaml, line 6: cards/eq.pulse_rifle/cost: Additional properties are not allowed "
                       "('gold' was unexpected) (allowed here: blue, brown, green, red)")


def test_a_bad_yaml_line():
    message = _error(_patch("  - set: cards/eq.pulse_rifle/cost/red\n     to: 3\n"))
    assert message == "variant.yaml, line 5: not valid YAML: mapping values are not allowed here"


def test_a_removal_that_breaks_a_reference_is_reported_where_the_reference_is():
    message = _error(_patch("  - remove: cards/eq.plasma_cutter\n"))
    assert message.startswith("variant.yaml (a field of the 'sample' data this file does not change): "
                              "cards/vic.core_tap/tools: 'eq.plasma_cutter' is no equipment card that grants "
                              "Construct (allowed: default, eq.workshop_tools)")


def test_malformed_changes():
    assert _error(_patch("  - set: cards/eq.pulse_rifle/cost/red\n")) == \
        "variant.yaml, line 4: changes[0]: 'set: cards/eq.pulse_rifle/cost/red' needs 'to:'"
    assert _error(_patch("  - set: cards/eq.pulse_rifle/cost/red\n    value: 3\n")) == \
        "variant.yaml, line 5: changes[0].value: unknown field (allowed here: set, to)"
    assert _error(_patch("  - add: cards/eq.pulse_rifle\n    value: {name: Rifle}\n")) == \
        "variant.yaml, line 4: changes[0].add: cards/eq.pulse_rifle exists already; use 'set' to change it"
    assert _error(_patch("  - remove: cards/eq.cipher_kit\n    set: cards/eq.pulse_rifle\n")) == \
        "variant.yaml, line 4: changes[0]: a change has exactly one of set, add, remove"
    assert _error("base: sampel\nchanges: []\n") == \
        "variant.yaml, line 1: base: unknown base 'sampel' (allowed: sample)"
    assert _error("base: sample\nchange: []\n") == \
        "variant.yaml, line 2: change: unknown field (allowed here: base, changes, description)"
    assert _error("- just\n- a list\n") == "variant.yaml, line 1: (top level): a data file is a mapping of fields"


def test_an_added_card_gets_its_id_from_the_path_and_is_checked():
    rifle = ("    value:\n      name: Long Rifle\n      kind: equipment\n      plans: tech:ancient_city\n"
             "      start_copies: 0\n      cost: {red: 2, green: 0, blue: 1, brown: 0}\n      tools: default\n"
             "      grants_construct: false\n      params: {offence: 2}\n      text: 'Passive: +2 offence.'\n")
    content = parse_content(_patch("  - add: cards/eq.long_rifle\n" + rifle))
    assert content.cards["eq.long_rifle"].param("offence") == 2
    message = _error(_patch("  - add: cards/eq.long_rifle\n" + rifle.replace("tech:ancient_city", "tech:oil_sands")))
    assert message.startswith("variant.yaml, line 8: cards/eq.long_rifle/plans: 'oil_sands' is no tech-rich location")


def test_a_missing_file_is_one_clear_line(tmp_path):
    with pytest.raises(ContentError, match=r"nothing\.yaml: cannot read the content file"):
        load_content(tmp_path / "nothing.yaml")


# -- the generic mechanism, on a document that is not War Rig's ----------------------------------------------------

def _deck():
    return {"cards": [{"name": "Atlas", "cost": 9}, {"name": "Locust", "cost": 2}], "limits": [3, 4]}


SCHEMA = {"type": "object", "additionalProperties": False,
          "properties": {"cards": {"type": "array", "items": {
              "type": "object", "additionalProperties": False, "required": ["name", "cost"],
              "properties": {"name": {"type": "string"}, "cost": {"type": "integer", "minimum": 0}}}},
              "limits": {"type": "array", "items": {"type": "integer"}}}}


def test_generic_patch_addresses_items_by_the_callers_key_and_plain_lists_by_index():
    text = ("base: deck\nchanges:\n  - set: cards/Atlas/cost\n    to: 10\n  - set: limits/1\n    to: 5\n"
            "  - add: limits/-\n    value: 6\n  - add: cards/Raven\n    value: {cost: 4}\n")
    document, origins = load(text, "deck.yaml", {"deck": _deck}, ("name",))
    assert document == {"cards": [{"name": "Atlas", "cost": 10}, {"name": "Locust", "cost": 2},
                                  {"cost": 4, "name": "Raven"}], "limits": [3, 5, 6]}
    check(document, SCHEMA, origins, ("name",))


def test_generic_check_names_the_line_of_the_change_that_broke_the_schema():
    text = "base: deck\nchanges:\n  - set: cards/Locust/cost\n    to: -1\n"
    document, origins = load(text, "deck.yaml", {"deck": _deck}, ("name",))
    with pytest.raises(PatchError) as caught:
        check(document, SCHEMA, origins, ("name",))
    assert str(caught.value) == "deck.yaml, line 4: cards/Locust/cost: -1 is less than the minimum of 0"


def test_generic_whole_document_errors_name_their_line():
    text = '{"cards": [{"name": "Atlas", "cost": 9},\n {"name": "Locust", "cost": "two"}], "limits": []}\n'
    document, origins = load(text, "deck.json", {"deck": _deck}, ("name",))
    with pytest.raises(PatchError) as caught:
        check(document, SCHEMA, origins, ("name",))
    assert str(caught.value) == "deck.json, line 2: cards/Locust/cost: 'two' is not of type 'integer'"
