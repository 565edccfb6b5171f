"""Card data of BattleTech: Domination v2.2 (data/cards.json) against its schema and RULINGS.md."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest

from tooling import load_tool

REPO_ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = REPO_ROOT / "src" / "mechdeck" / "games" / "domination_v22" / "data"
CARDS_PATH = DATA_DIR / "cards.json"
SCHEMA_PATH = DATA_DIR / "card.schema.json"

BASE_COPIES = {"Basic Factory": 25, "Munitions Factory": 15, "Advanced Factory": 10, "Infantry Platoon": 20}


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads(CARDS_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def validator(schema) -> jsonschema.Draft202012Validator:
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.fixture(scope="module")
def cards(data) -> dict[str, dict]:
    return {c["name"]: c for c in data["cards"]}


def _error_paths(validator, instance) -> list[tuple[str, str]]:
    """(json path, message) of every error, the nested ones of if/then/allOf included."""
    out = []

    def walk(errors):
        for e in errors:
            out.append((e.json_path, e.message))
            walk(e.context or [])

    walk(validator.iter_errors(instance))
    return out


# --------------------------------------------------------------------------------------------
# schema and counts
# --------------------------------------------------------------------------------------------

def test_schema_is_draft_2020_12(schema):
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_file_validates_against_schema(data, schema, validator):
    assert _error_paths(validator, data) == []
    jsonschema.validate(data, schema, cls=jsonschema.Draft202012Validator)


def test_rules_id(data):
    assert data["rules"] == "domination-v2.2"


def test_84_cards_with_unique_names(data):
    names = [c["name"] for c in data["cards"]]
    assert len(names) == 84
    assert len(set(names)) == 84


def test_copies_sum(data):
    assert sum(c["copies"] for c in data["cards"]) == 25 + 15 + 10 + 20 + 80 * 5


def test_base_cards(cards):
    base = {n: c["copies"] for n, c in cards.items() if c["base"]}
    assert base == BASE_COPIES
    assert all(c["copies"] == 5 for c in cards.values() if not c["base"])


def test_type_counts(data):
    counts: dict[tuple, int] = {}
    for c in data["cards"]:
        key = (c["type"], c["subtype"])
        counts[key] = counts.get(key, 0) + 1
    assert counts == {
        ("Unit", "Infantry"): 6,
        ("Unit", "Mech"): 31,
        ("Unit", "Vehicle"): 5,
        ("Reaction", None): 4,
        ("Resource", None): 4,
        ("Support", "Support"): 27,
        ("Support", "Attack"): 7,
    }


def test_text_is_clean_ascii(data):
    for c in data["cards"]:
        for field in ("name", "text", "printed_type"):
            value = c[field]
            assert value.isascii(), (c["name"], field)
            assert value == " ".join(value.split()), (c["name"], field)


# --------------------------------------------------------------------------------------------
# spot checks against RULINGS.md "Domination v2.2: the card table"
# --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "name, cost, lostech, attack, defense",
    [
        ("Daishi (Dire Wolf)", 10, 1, 5, 4),
        ("Marauder", 7, 0, 3, 3),
        ("Burke Heavy Tank", 0, 0, 0, 2),
        ("Kit Fox (Uller)", 3, 1, 2, 1),
        ("Mad Cat mk II", 9, 1, 6, 4),
        ("Urbanmech", 2, 1, 0, 1),
        ("Special Ops Team", 4, 1, 0, 0),
        ("Infantry Platoon", 0, 0, 0, 1),
    ],
)
def test_unit_stats(cards, name, cost, lostech, attack, defense):
    c = cards[name]
    assert c["type"] == "Unit"
    assert (c["cost"], c["lostech"], c["attack"], c["defense"]) == (cost, lostech, attack, defense)


@pytest.mark.parametrize(
    "name, printed_type, subtype, cost, lostech",
    [
        ("Master Spy", "Support - Attack", "Attack", 8, 0),
        ("Trial of Possession", "Support - Attack", "Attack", 6, 1),
        ("Rapid Deployment", "Support", "Support", 3, 0),  # "1 F80" in the LosTech column is residue
        ("Supply Route", "Support", "Support", 5, 0),  # "11/8" is residue
        ("Advanced Factory", "Resource", None, 6, 0),  # "lina." is residue
        ("Headshot!", "Reaction", None, 4, 0),
    ],
)
def test_non_unit_stats(cards, name, printed_type, subtype, cost, lostech):
    c = cards[name]
    assert (c["printed_type"], c["subtype"], c["cost"], c["lostech"]) == (printed_type, subtype, cost, lostech)
    assert c["attack"] is None and c["defense"] is None


def test_marauder_and_uziel_have_no_ability(cards):
    assert cards["Marauder"]["text"] == "none"
    assert cards["Uziel"]["text"] == "none"
    assert sorted(n for n, c in cards.items() if c["text"] == "none") == ["Marauder", "Uziel"]


def test_kit_fox_text_rejoined(cards):
    assert cards["Kit Fox (Uller)"]["text"] == (
        "VERSATILE: When you deploy this unit, choose one: +1 Card, +1 Action, +1 Industry "
        "QUICK TO DEPLOY: When you buy this unit, you may place it on top of your deck instead of "
        "your discard pile."
    )


def test_printer_spelling_kept(cards):
    assert cards["Veteran Infantry"]["text"].startswith("INSPRIRING:")
    assert "Combat Phase" in cards["Thor (Summoner)"]["text"]
    assert cards["Mad Cat mk II"]["printed_type"] == "Unit - Mech"  # printed with an en dash


@pytest.mark.parametrize(
    "name, bonus",
    [
        ("Ammo Dump", {"cards": 3}),
        ("Martial Law", {"cards": 2, "actions": 2}),
        ("Command Council", {"cards": 1, "actions": 1, "buys": 1, "industry": 1}),
        ("Basic Factory", {"industry": 1}),
        ("Munitions Factory", {"industry": 2}),
        ("Advanced Factory", {"industry": 3, "lostech": 1}),
        ("Black Market", {"industry": 2, "buys": 1}),
        ("Scrap for Parts", {"industry": 2}),
        ("Invasion Fleet", {"actions": 2}),
        ("Reinforcements", {"actions": 1}),
        ("Cicada", {"actions": 1}),
        ("Mechanized Infantry", {"actions": 1}),
        ("Convoy", {"cards": 3, "buys": 1}),
        ("Fanatical Leader", {"cards": 1, "actions": 2}),
        ("Propaganda", {"cards": 1}),
        ("LosTech Cache", {"cards": 3}),
        ("ComStar Engineers", {}),
        ("Kit Fox (Uller)", {}),
        ("Quickdraw", {}),
        ("Mobilization", {}),
        ("Assassination", {}),
        ("Jenner", {}),
        ("Commando", {}),
    ],
)
def test_bonus(cards, name, bonus):
    assert cards[name]["bonus"] == bonus


# --------------------------------------------------------------------------------------------
# the schema rejects broken data, naming the field
# --------------------------------------------------------------------------------------------

_DELETE = object()


def _broken(data, name, **changes) -> dict:
    bad = copy.deepcopy(data)
    card = next(c for c in bad["cards"] if c["name"] == name)
    for key, value in changes.items():
        if value is _DELETE:
            del card[key]
        else:
            card[key] = value
    return bad


def test_cost_not_an_int_fails(data, validator):
    bad = _broken(data, "Daishi (Dire Wolf)", cost="five")
    errors = _error_paths(validator, bad)
    assert errors, "cost 'five' must not validate"
    assert any(path.endswith(".cost") for path, _ in errors), errors
    with pytest.raises(jsonschema.ValidationError, match="five"):
        jsonschema.validate(bad, validator.schema, cls=jsonschema.Draft202012Validator)


@pytest.mark.parametrize(
    "name, changes, field",
    [
        ("Atlas", {"cost": -1}, "cost"),
        ("Atlas", {"lostech": 2}, "lostech"),
        ("Atlas", {"attack": None}, "attack"),
        ("Master Spy", {"defense": 0}, "defense"),
        ("Master Spy", {"subtype": "Mech"}, "subtype"),
        ("Headshot!", {"subtype": "Support"}, "subtype"),
        ("Atlas", {"subtype": "Attack"}, "subtype"),
        ("Atlas", {"type": "Mech"}, "type"),
        ("Atlas", {"copies": 6}, "copies"),
        ("Basic Factory", {"copies": 5}, "copies"),
        ("Atlas", {"base": True}, "name"),
        ("Atlas", {"text": "  spaced  "}, "text"),
        ("Ammo Dump", {"bonus": {"card": 3}}, "bonus"),
        ("Ammo Dump", {"bonus": {"cards": "3"}}, "cards"),
        ("Atlas", {"printed_type": "Unit \u2013 Mech"}, "printed_type"),
    ],
)
def test_broken_field_fails(data, validator, name, changes, field):
    errors = _error_paths(validator, _broken(data, name, **changes))
    assert errors, f"{changes} must not validate"
    assert any(path.endswith("." + field) or f"'{field}'" in msg for path, msg in errors), errors


def test_missing_and_extra_keys_fail(data, validator):
    missing = _error_paths(validator, _broken(data, "Atlas", text=_DELETE))
    assert any("'text' is a required property" in msg for _, msg in missing), missing
    extra = _error_paths(validator, _broken(data, "Atlas", flavour="x"))
    assert any("'flavour'" in msg for _, msg in extra), extra


def test_card_count_enforced(data, validator):
    bad = copy.deepcopy(data)
    bad["cards"].pop()
    assert _error_paths(validator, bad)


# --------------------------------------------------------------------------------------------
# reproducibility: the build script regenerates the file byte for byte
# --------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def build():
    return load_tool("build_domination_v22_data")


@pytest.fixture(scope="module")
def rules_texts(build) -> tuple[str, str]:
    try:
        rules_dir = build.find_rules_dir()
    except build.DataError as exc:
        pytest.skip(f"shared rule texts not available: {exc}")
    return (
        (rules_dir / build.RULES_FILE).read_text(encoding="utf-8"),
        (rules_dir / build.RULINGS_FILE).read_text(encoding="utf-8"),
    )


def test_build_script_reproduces_file(build, rules_texts):
    built, _repairs = build.build_cards(*rules_texts)
    assert build.dump(built) == CARDS_PATH.read_text(encoding="utf-8")


def test_build_script_fails_on_stat_disagreement(build, rules_texts):
    rules_text, rulings_text = rules_texts
    assert "Daishi (Dire Wolf) 10+L 5/4" in rulings_text
    with pytest.raises(build.DataError, match=r"Daishi \(Dire Wolf\): attack"):
        build.build_cards(rules_text, rulings_text.replace("Daishi (Dire Wolf) 10+L 5/4", "Daishi (Dire Wolf) 10+L 4/4"))
    with pytest.raises(build.DataError, match=r"Master Spy: cost"):
        build.build_cards(rules_text, rulings_text.replace("Master Spy 8", "Master Spy 7"))
    with pytest.raises(build.DataError, match=r"Rapid Deployment: lostech"):
        build.build_cards(rules_text, rulings_text.replace("Rapid Deployment 3", "Rapid Deployment 3+L"))
