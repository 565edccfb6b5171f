"""BattleTech TCG card data: the build tool, the schema, the parsed options and errata, and card look-up."""
from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import jsonschema
import pytest

from mechdeck.games.battletech_tcg.cards import (BASE_SET, CARDS, CardDataError, UnknownCard, card_by_name,
                                                 card_by_number)
from mechdeck.kernel.carddata import load_card_data

from tooling import load_tool

REPO_ROOT = Path(__file__).resolve().parents[2]
DATA_DIR = REPO_ROOT / "src" / "mechdeck" / "games" / "battletech_tcg" / "data"
PACKAGE = "mechdeck.games.battletech_tcg"


@pytest.fixture(scope="module")
def build():
    return load_tool("build_tcg_data")


@pytest.fixture(scope="module")
def shared(build) -> Path:
    try:
        return build.find_shared_dir()
    except build.DataError as exc:
        pytest.skip(f"shared card data not available: {exc}")


@pytest.fixture(scope="module")
def sources(build, shared) -> tuple[list[dict], str]:
    return (json.loads((shared / build.CARDS_FILE).read_text(encoding="utf-8")),
            (shared / build.GUIDE_FILE).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def data() -> dict:
    return json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))


# -- the build tool ---------------------------------------------------------------------------------------------------
def test_build_tool_check_passes(build, shared, capsys):
    assert build.main(["--check", "--shared-dir", str(shared)]) == 0
    assert "is up to date (1179 cards, 2 preset decks)" in capsys.readouterr().out


def test_build_tool_check_fails_on_a_stale_file(build, shared, tmp_path, capsys):
    assert build.main(["--shared-dir", str(shared), "--out-dir", str(tmp_path)]) == 0
    (tmp_path / "decks" / "wolf.txt").write_text("1 LT009\n")
    assert build.main(["--check", "--shared-dir", str(shared), "--out-dir", str(tmp_path)]) == 1
    assert "decks/wolf.txt" in capsys.readouterr().err


def _edited(source: list[dict], number: str, **changes) -> list[dict]:
    edited = copy.deepcopy(source)
    card = next(c for c in edited if c["collector_number"] == number)
    card.update(changes)
    return edited


def test_build_fails_when_the_cost_string_and_the_cost_disagree(build, sources):
    source, guide = sources
    with pytest.raises(build.DataError, match=r"LT009 Atlas \(AS7-D\): cost string '7\+1L' disagrees"):
        build.build_cards(_edited(source, "LT009", cost=6), guide)
    with pytest.raises(build.DataError, match=r"LT009 Atlas \(AS7-D\): cost string '7\+2L' disagrees"):
        build.build_cards(_edited(source, "LT009", cost_string="7+2L"), guide)


def test_build_fails_when_a_players_guide_erratum_is_missing(build, sources):
    source, guide = sources
    printed = "Play only when blocked. Choose a blocking 'Mech. Remove it from battle."
    with pytest.raises(build.DataError, match="LT088 Forged Mission Orders: Player's Guide erratum not in the text"):
        build.build_cards(_edited(source, "LT088", text=printed), guide)
    with pytest.raises(build.DataError, match="the Player's Guide does not say"):
        build.build_cards(source, guide.replace("Replace the word", "Change the word"))


def test_build_fails_on_an_errata_note_it_cannot_check(build, sources):
    source, guide = sources
    atlas = next(c for c in source if c["collector_number"] == "LT009")
    with pytest.raises(build.DataError, match=r"LT009 Atlas \(AS7-D\): cannot check the errata note"):
        build.build_cards(_edited(source, "LT009", text=atlas["text"] + " Errata: Now pink."), guide)


def test_leftover_report_lists_the_base_mechs_with_abilities(build, sources):
    _data, leftovers = build.build_cards(*sources)
    assert {number for number, _, _ in leftovers} == {
        "LT028", "LT051", "LT052", "LT053", "LT087", "LT113", "LT116", "LT231", "LT275"}
    assert dict((n, rest) for n, _, rest in leftovers)["LT275"] == "Urban Mech cannot block unless guarding"


# -- schema and counts ------------------------------------------------------------------------------------------------
def test_schema_is_strict_draft_2020_12():
    schema = json.loads((DATA_DIR / "card.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    card = schema["$defs"]["card"]
    assert card["additionalProperties"] is False
    assert card["properties"]["options"]["additionalProperties"] is False
    assert card["properties"]["kind"]["enum"] == ["mech", "unit", "command", "mission"]
    assert card["properties"]["speed"]["enum"] == ["slow", "moderate", "fast", None]
    assert sorted(card["properties"]["assets"]["properties"]) == list("ALMPT")


def test_the_pool_and_the_base_set():
    assert len(CARDS) == 1179
    assert list(BASE_SET) == [f"LT{i:03d}" for i in range(1, 294)]
    assert len({c.number for c in CARDS}) == 1179
    assert all(c.id == i for i, c in enumerate(CARDS))
    assert all(card_by_number(c.number) is c for c in CARDS)
    assert {c.set_code for c in CARDS} == {"LT", "CS", "ME", "MW", "AR", "CE", "CEB", "CR", "DCI"}
    assert card_by_number("LT009").set == "Limited/Unlimited"
    assert card_by_number("DCI01").set == "DCI promo"


def test_schema_rejects_a_bad_record_naming_the_card(data):
    bad = copy.deepcopy(data)
    atlas = next(c for c in bad["cards"] if c["number"] == "LT009")
    atlas["speed"] = "very slow"
    with pytest.raises(CardDataError, match=r"cards/\d+/speed \(card 'LT009 Atlas \(AS7-D\)'\)"):
        load_card_data(PACKAGE, bad)
    bad = copy.deepcopy(data)
    next(c for c in bad["cards"] if c["number"] == "LT010")["options"]["laser"] = 3
    with pytest.raises(CardDataError, match=r"options \(card 'LT010 Atlas \(AS7-K\)'\).*'laser'"):
        load_card_data(PACKAGE, bad)


# -- kinds, costs, options --------------------------------------------------------------------------------------------
def test_kinds_and_subtypes():
    assert card_by_number("LT009").kind == "mech" and card_by_number("LT009").subtypes == ()
    assert card_by_number("LT239").kind == "command" and card_by_number("LT239").subtypes == ("Resource",)
    assert card_by_number("LT001").kind == "mission" and card_by_number("LT001").cost is None
    assert card_by_name("Bulldog").kind == "unit" and card_by_name("Bulldog").subtypes == ("Vehicle",)
    # type line "Unit" alone: the Sentinel is a 'Mech (ruling T4)
    assert card_by_number("LT225").kind == "mech" and "Mech" in card_by_number("LT225").keywords
    # "'Mech piloted by ..." on a plain Command card: a Pilot (ruling T4)
    assert "Pilot" in card_by_number("LT058").subtypes and "Pilot" in card_by_number("LT125").subtypes


def test_costs_and_assets():
    atlas_k = card_by_number("LT010")
    assert (atlas_k.cost, dict(atlas_k.assets), atlas_k.cost_text()) == (7, {"A": 2, "L": 2, "M": 1}, "7+2A+2L+1M")
    assert card_by_number("LT239").provides == ("A",)
    assert card_by_number("LT009").mass == 100


OPTIONS = {
    "LT009": {"missile": 1, "alpha_strike": (2,)},                             # Atlas (AS7-D)
    "LT010": {"missile": 1, "overheat": ((4, 4),), "anti_missile": True},      # Atlas (AS7-K)
    "LT050": {"anti_missile": True, "through": 4},                             # Daishi A: both unnamed
    "LT092": {"missile": 1, "alpha_strike": (1,), "jump": ((2, 1),)},          # Gladiator C: "Jump (attack -2: ...)"
    "LT087": {"overheat": ((1, 1),), "jump": ((1, 1),)},                       # Flea: "Jump (attack-1: ...)"
    "LT263": {"jump": ((1, 1),), "anti_missile": True, "through": 2},          # Thor D
    "LT012": {"overheat": ((2, 2),), "through": 3},                            # Awesome (AWS-9M): Long-Range 3
    "LT025": {"through": 2},                                                   # Caesar: Long-Range 2
    "LT037": {"overheat": ((2, 1),), "jump": ((1, 1),), "through": 1},         # Clint (CLNT-2-3U)
    "LT134": {"jump": ((1, 1),), "anti_missile": True, "ap": True},            # Koshi A
    "LT136": {"jump": ((1, 1),), "anti_missile": True, "ecm": True},           # Koshi C: ECM without ")"
    "LT145": {"overheat": ((5, 6),), "anti_missile": True, "ecm": True, "ap": True},  # Loki Prime
    "LT143": {"missile": 1, "overheat": ((3, 2),), "narc": True},              # Loki A: "Narc"
    "LT062": {"jump": ((1, 1),), "ap": True},                                  # Dragonfly C: AP unnamed
    "LT103": {"jump": ((1, 1),), "hand_to_hand": 1},                           # Hatchetman (errata)
    "LT020": {"jump": ((1, 1),), "through": 1},                                # Black Hawk B
    "LT204": {"narc": True, "ecm": True},                                      # Raven
    "LT014": {},                                                               # Banshee (BNC-3E): no options
    "AR055": {"overheat": ((7, 7),), "alpha_strike": (3,)},                    # Kodiak
}


@pytest.mark.parametrize("number", sorted(OPTIONS))
def test_options_of_named_cards(number):
    card = card_by_number(number)
    assert dict(card.options) == OPTIONS[number], card.text


def test_options_agree_with_the_text_of_every_base_mech():
    for card in CARDS:
        if not (card.base_set and card.kind == "mech"):
            continue
        text = card.text
        assert ("missile" in card.options) == bool(re.search(r"\bMissile \d", text)), card
        assert len(card.options.get("overheat", ())) == text.count("Overheat "), card
        assert len(card.options.get("alpha_strike", ())) == text.count("Alpha Strike"), card
        assert len(card.options.get("jump", ())) == text.count("Jump ("), card
        assert card.options.get("anti_missile", False) == ("-1 damage" in text), card
        assert ("through" in card.options) == ("is blocked" in text or "Long-Range" in text), card


def test_command_and_mission_cards_have_no_options():
    assert all(not c.options for c in CARDS if c.kind in ("command", "mission"))


# -- errata -----------------------------------------------------------------------------------------------------------
def test_no_errata_notes_left_in_the_text():
    for card in CARDS:
        assert "Errata:" not in card.text and "(Errata" not in card.text, card


def test_players_guide_errata_of_the_base_set():
    assert card_by_number("LT002").cost == 4                                           # Aerospace Fighter Mission
    assert "usable only against Units of the same speed or slower." in card_by_number("LT013").text  # Axman
    assert "Liao" in card_by_number("LT027").affiliation and "Davion" not in card_by_number("LT027").affiliation
    assert "reveal" not in card_by_number("LT169").text                                # Master Spy
    assert "roll" not in card_by_number("LT195").text                                  # Pryde's Pride
    vsd = card_by_number("LT279")
    assert (vsd.armor, vsd.structure) == (None, None)                                  # Victor Steiner-Davion
    thor_d = card_by_number("LT263")
    assert (thor_d.attack, thor_d.options["through"]) == (6, 2)
    for number in ("LT002", "LT013", "LT027", "LT038", "LT041", "LT076", "LT083", "LT088", "LT099", "LT103",
                   "LT104", "LT109", "LT121", "LT147", "LT169", "LT195", "LT219", "LT255", "LT263", "LT279"):
        assert "Player's Guide" in card_by_number(number).errata, number
    assert "Unlimited erratum is followed" in card_by_number("LT076").errata           # ruling T1
    assert "armor bonus stays" in card_by_number("LT083").errata                       # ruling T2
    assert "Unlimited text" in card_by_number("LT147").errata                          # ruling T3


def test_stat_errata_of_the_source_notes():
    awesome = card_by_number("LT012")
    assert (awesome.cost_text(), awesome.attack) == ("8+4A+4M+4T", 5)
    assert awesome.text.endswith("Long-Range 3") and "Long-Range 3" in awesome.errata
    clint = card_by_number("LT037")
    assert (clint.cost_text(), clint.attack, clint.options["through"]) == ("1+1A+2T", 3, 1)
    assert card_by_number("LT025").attack == 6
    assert "ComStar" in card_by_number("LT047").affiliation                            # Crockett
    spider = card_by_number("CS081")                                                   # a note the data lacked
    assert (spider.cost_text(), spider.attack) == ("2+1L", 3) and "applied" in spider.errata


# -- look-up ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["Atlas (AS7-D)", "Atlas AS7-D", "atlas as7-d", "  ATLAS (as7-d) ", "LT009", "lt009"])
def test_card_by_name_forms(text):
    assert card_by_name(text).number == "LT009"


def test_card_by_name_prefers_the_base_set_and_the_first_variant():
    assert card_by_name("Atlas (AS7-D)").number == "LT009"                             # also CE015
    assert card_by_name("CE015").number == "CE015"
    assert card_by_name("Support - Assembly").number == "LT239"                        # LT239-241, CE288-290
    assert card_by_name("Atlas Revised (AS7-K)").number == "CE016"                     # in no earlier set
    assert card_by_name("Koshi C (Mist Lynx)").number == "LT136"                       # printed "Koshi C Mist Lynx"


def test_unknown_cards_get_suggestions():
    with pytest.raises(UnknownCard, match=r"unknown card 'Atlass'; did you mean .*'Atlas \(AS7-D\)'"):
        card_by_name("Atlass")
    with pytest.raises(UnknownCard, match=r"^unknown card 'Zzzz'$"):
        card_by_name("Zzzz")
    with pytest.raises(KeyError, match="no card has the collector number 'LT999'"):
        card_by_number("LT999")


def test_cards_are_read_only():
    atlas = card_by_number("LT009")
    with pytest.raises(Exception):
        atlas.attack = 9
    with pytest.raises(TypeError):
        atlas.options["missile"] = 3
