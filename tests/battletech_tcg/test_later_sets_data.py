"""The card data of Counterstrike, Mercenaries and MechWarrior (issue 17, items 3 and 7; rulings T750-T766): the
set counts, every record's type and keywords, no encoding fault in any text, each fix that tools/build_tcg_data.py
makes to these sets, and the per-card plan of docs/tcg-later-sets.md against the data; and the fixes it makes to the
last sets' data (issue 18: docs/tcg-last-sets.md section 4)."""
from __future__ import annotations

import copy
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from mechdeck.games.battletech_tcg.cards import CARDS, UnknownCard, card_by_name, card_by_number

from tooling import load_tool

REPO_ROOT = Path(__file__).resolve().parents[2]
PLAN = REPO_ROOT / "docs" / "tcg-later-sets.md"
LATER = ("CS", "ME", "MW")
HOUSES = {"Davion", "Marik", "Kurita", "Liao", "Rasalhague", "Steiner", "St. Ives", "ComStar"}
CLANS = {"Ghost Bear", "Jade Falcon", "Smoke Jaguar", "Wolf", "Steel Viper"}
TYPE_WORDS = {"Mech", "Omni", "Unique", "Inner Sphere", "Clan", "Mercenary", "Wolf's Dragoons", "Pilot", "Resource",
              "Subterfuge", "Enhancement", "Artillery", "Operation", "Faction", "Terrain"}


@pytest.fixture(scope="module")
def build():
    return load_tool("build_tcg_data")


@pytest.fixture(scope="module")
def sources(build) -> tuple[list[dict], str]:
    try:
        shared = build.find_shared_dir()
    except build.DataError as exc:
        pytest.skip(f"shared card data not available: {exc}")
    return (json.loads((shared / build.CARDS_FILE).read_text(encoding="utf-8")),
            (shared / build.GUIDE_FILE).read_text(encoding="utf-8"))


def _edited(source: list[dict], number: str, **changes) -> list[dict]:
    edited = copy.deepcopy(source)
    next(c for c in edited if c["collector_number"] == number).update(changes)
    return edited


def _source_text(source: list[dict], number: str) -> str:
    return next(c for c in source if c["collector_number"] == number)["text"]


def later_cards():
    return [c for c in CARDS if c.set_code in LATER]


# -- counts and records -----------------------------------------------------------------------------------------------
def test_set_counts_and_numbers():
    counts = Counter(c.set_code for c in later_cards())
    assert counts == {"CS": 99, "ME": 101, "MW": 108}
    for code, count in counts.items():
        assert sorted(c.number for c in later_cards() if c.set_code == code) == [
            f"{code}{i:03d}" for i in range(1, count + 1)]
    assert {c.set for c in later_cards()} == {"Counterstrike", "Mercenaries", "MechWarrior"}


def test_kinds_and_subtypes_per_set():
    kinds = {code: Counter((c.kind, *c.subtypes) for c in later_cards() if c.set_code == code) for code in LATER}
    assert kinds["CS"] == {("mech",): 39, ("mission",): 23, ("command",): 17, ("command", "Resource"): 7,
                           ("command", "Pilot"): 4, ("command", "Operation"): 3, ("command", "Subterfuge"): 3,
                           ("command", "Artillery"): 3}
    assert kinds["ME"] == {("mech",): 41, ("mission",): 9, ("command",): 31, ("command", "Resource"): 9,
                           ("command", "Enhancement"): 4, ("command", "Pilot"): 4, ("command", "Subterfuge"): 3}
    assert kinds["MW"] == {("mech",): 41, ("mission",): 9, ("command",): 22, ("command", "Enhancement"): 15,
                           ("command", "Pilot"): 10, ("command", "Faction"): 6, ("command", "Resource"): 3,
                           ("command", "Subterfuge"): 2}


def test_every_record_is_typed_and_its_keywords_read():
    for card in later_cards():
        assert card.kind in ("mech", "command", "mission"), card
        assert set(card.keywords) <= TYPE_WORDS | HOUSES | CLANS, (card, card.keywords)
        assert set(card.affiliation) <= set(card.keywords), card
        assert card.unique == ("Unique" in card.keywords), card
        assert set(card.subtypes) <= set(card.keywords), card
        assert not ({"Inner Sphere", "Clan"} <= set(card.keywords)), card
        if set(card.keywords) & HOUSES:
            assert "Inner Sphere" in card.keywords, card
        if set(card.keywords) & CLANS:
            assert "Clan" in card.keywords, card
        if card.kind == "mech":
            assert card.speed in ("slow", "moderate", "fast") and "Mech" in card.keywords, card
            assert None not in (card.cost, card.attack, card.armor, card.structure, card.mass), card
        elif card.kind == "mission":
            assert (card.cost, dict(card.assets), card.speed) == (None, {}, None), card
        else:
            assert card.cost is not None and card.speed is None and "Mech" not in card.keywords, card


def test_options_agree_with_the_text_of_every_later_mech():
    for card in later_cards():
        if card.kind != "mech":
            continue
        text = card.text
        assert ("missile" in card.options) == bool(re.search(r"\bMissile \d", text)), card
        assert len(card.options.get("overheat", ())) == text.count("Overheat "), card
        assert len(card.options.get("alpha_strike", ())) == text.count("Alpha Strike"), card
        assert len(card.options.get("jump", ())) == text.count("Jump ("), card
        assert card.options.get("anti_missile", False) == ("-1 damage" in text), card
        assert card.options.get("c3", False) == ("C3 (" in text), card
        assert ("through" in card.options) == ("is blocked" in text or "Long-Range" in text), card


def test_no_encoding_fault_in_any_text():
    """No "?" standing for a lost character, no replacement character, no UTF-8 read as Latin-1, in the pool.
    (A repair note quotes the fault it repaired, so the errata are checked for the other two only.)"""
    for card in CARDS:
        for text in (card.name, card.text, card.errata or ""):
            assert not re.search(r"\ufffd|\u00c3|\u00e2\u20ac", text), (card, text)
        assert "?" not in card.text and "?" not in card.name, card
        assert all(ch == "\u00e9" or " " <= ch <= "~" for ch in card.name + card.text), card


def test_no_unit_but_mechs_in_the_three_sets():
    """T766: with the base set and these sets, every Unit is a 'Mech (Vehicles and Battle Armor come with Arsenal)."""
    assert not [c for c in CARDS if c.set_code in ("LT", *LATER) and c.kind == "unit"]


# -- the fixes of tools/build_tcg_data.py -----------------------------------------------------------------------------
GUIDE_ERRATA = {"CS007": "Bait and Switch", "CS012": "Blitzkrieg", "CS072": "Quick Salvage Operation",
                "CS084": "Strafing Run", "ME028": "Difficult Terrain", "ME029": "Disguised Coordinates",
                "ME033": "First Circuit Summons", "ME073": "Reactor Breach", "ME086": "Sun-Tzu Liao",
                "ME092": "Tracking System Failure", "MW059": "OmniMech-Pod Cache", "MW083": "Single Combat"}


@pytest.mark.parametrize("number", sorted(GUIDE_ERRATA))
def test_guide_errata_of_the_later_sets(number):
    """T750, T767: each Player's Guide erratum naming one of these printings is on the card and said in its errata."""
    card = card_by_number(number)
    assert f"Player's Guide, Individual Card Rulings, {GUIDE_ERRATA[number]}:" in card.errata
    assert "(Errata" not in card.text and "Errata:" not in card.text


def test_what_the_later_errata_say(build):
    assert {e.number for e in build.GUIDE_ERRATA if not e.number.startswith("LT")} == set(GUIDE_ERRATA)
    assert card_by_number("CS084").cost == 4                                         # Strafing Run: base cost 4
    assert "and tap it" not in card_by_number("CS072").text                           # Quick Salvage Operation
    assert "Terrain" in card_by_number("ME028").keywords                             # Difficult Terrain
    assert "top" not in card_by_number("ME086").text                                 # Sun-Tzu Liao: anywhere
    assert card_by_number("ME092").text.endswith("When you activate this card, put it on any opposing Unit.")
    assert card_by_number("MW083").text.startswith("{T}: Choose one of your 'Mechs and one 'Mech an opponent "
                                                   "controls. Tap these 'Mechs and engage them in battle.")
    assert "BJ2-OB" in card_by_number("MW059").errata                                # the Guide's "BJ2-08"
    for number in ("CS007", "CS012"):                                                # the errata speak of Units
        assert "Unit" in card_by_number(number).text


def test_applied_errata_quote_the_printed_wording(build, sources):
    """T750: an erratum the source lacks is applied to the text; the note keeps the printed wording."""
    summons = card_by_number("ME033")
    assert "Search your Stockpile and choose a ComStar card other than a Unit." in summons.text
    assert 'applied to the text (printed: "choose a ComStar card.")' in summons.errata
    assert card_by_number("CE107").errata is None                                    # "Counterstrike version only"
    source, guide = sources
    # a source that carries the erratum already is checked, not changed again
    corrected = _source_text(source, "ME033").replace("a ComStar card.", "a ComStar card other than a Unit.")
    data, _ = build.build_cards(_edited(source, "ME033", text=corrected), guide)
    record = next(c for c in data["cards"] if c["number"] == "ME033")
    assert record["text"].count("other than a Unit") == 1
    assert "the source text already carries it" in record["errata"]
    # a source with neither wording cannot be trusted
    with pytest.raises(build.DataError, match="ME073 Reactor Breach: neither the printed wording"):
        build.build_cards(_edited(source, "ME073", text="Scrap a 'Mech."), guide)


def test_reactor_breach_erratum():
    """T753: the Guide's text replaces the opening; the die results stay as printed."""
    breach = card_by_number("ME073")
    assert breach.text.startswith("Choose one of your Units. When damage is resolved, if that Unit is still in the "
                                  "battle, scrap it and roll a die for each other Unit in the battle:")
    assert "3-6:Deal an amount of damage to that 'Mech equal to the tonnage divided by ten (rounded up)" in breach.text
    assert "Scrap one of your 'Mechs" not in breach.text
    assert "printed: \"Scrap one of your 'Mechs. Roll a die for each engaged 'Mech:\"" in breach.errata
    assert "ruling T753" in breach.errata


def test_transcription_repairs(build):
    """T750: each repaired fault is gone from the text, the repair is noted, and no base-set text is touched."""
    repairs = build.TEXT_REPAIRS
    assert set(repairs) == {"ME020", "CE268", "CS035", "CS081", "CS085", "CS096", "MW002", "MW020", "MW021", "MW099",
                            "AR046", "CE048", "CE052", "CE088", "CE098", "CE136", "CE171", "CE257", "CE329", "CR005",
                            "CR056", "CR066", "CE336"}
    for number, fixes in repairs.items():
        card = card_by_number(number)
        for wrong, right, _what in fixes:
            assert wrong not in card.text and right in card.text, (number, wrong)
            assert f'source text repaired ({_what}): "{wrong}" reads "{right}"' in card.errata
    assert card_by_number("ME020").text.count("communiqu\u00e9 counter") == 2
    assert "untaps at the end of the current mission" in card_by_number("CS085").text
    assert "If Turkina A attacks and is blocked" in card_by_number("MW099").text
    assert not any(n.startswith("LT") for n in repairs)
    assert "Urban Mech cannot block unless guarding" in card_by_number("LT275").text     # the base set's slip stays


def test_cut_off_texts_and_missing_stats_are_repaired(build):
    """T1230, T1234, T1295: Recon Pilot's cut-off text ends as CS073's, Veteran MechWarrior's sentence has its verb
    again, and Repair Facility (CE248) gets ME076's armor and structure; each repair is noted."""
    assert set(build.CUT_OFF_TEXTS) == {"CE245"} and set(build.STAT_REPAIRS) == {"CE248"}
    recon = card_by_number("CE245")
    assert recon.text.endswith("an additional deployment this turn. Draw a card when you activate Recon Pilot.")
    assert recon.errata.startswith("source text repaired (the text is cut off mid-word")
    assert card_by_number("CE336").text == ("+1 initiative Untap 'Mech piloted by Veteran MechWarrior at the end of "
                                            "each of your turns.")
    repair_facility, mercenaries = card_by_number("CE248"), card_by_number("ME076")
    assert (repair_facility.armor, repair_facility.structure) == (mercenaries.armor, mercenaries.structure) == (4, 2)
    assert "source stats repaired (no armor and structure in the source; ME076's 4/2)" in repair_facility.errata


def test_the_last_sets_text_repairs():
    """docs/tcg-last-sets.md section 4: each slip of the Arsenal, Commander's Edition and Crusade texts is repaired,
    and the repair says what was transcribed."""
    assert card_by_number("CE171").text == ("Each of your 'Mechs gets -1 structure and gains C3 (Each Unit with C3 in "
                                            "a group that includes at least one other Unit with C3 gets +2 attack.)")
    assert "Mech piloted by Marthe Pryde gets +2 attack" in card_by_number("CR066").text
    assert card_by_number("AR046").text.startswith("Scrap Holovid Frameup when it is revealed.")
    for number in ("CE048", "CE052", "CE088", "CE098", "CE136", "CE257", "CE329"):   # "()": no text, as before
        card = card_by_number(number)
        assert card.text == card_by_number(card.plays_as).text == "" and dict(card.options) == {}, number
        assert card.errata == 'source text repaired (an empty pair of parentheses): "()" reads ""', number
    council, facilities = card_by_number("CR005"), card_by_number("CR056")
    assert council.text.endswith("on a roll of 3.)") and council.provides == ("M", "P")
    assert facilities.text.endswith("from your hand.)") and facilities.provides == ("L",)
    assert "the provided asset's icon as a letter" in facilities.errata


def test_fury_is_a_vehicle(build, sources):
    """Fury (CR043): the source types it "Command"; its keyword, stats and reminder make it a Vehicle, and its
    options are read as any Unit's.  The repair stops the build once the source types it right."""
    fury = card_by_number("CR043")
    assert (fury.kind, fury.subtypes, fury.speed, fury.attack, fury.armor, fury.structure) == (
        "unit", ("Vehicle",), "slow", 2, 3, 9)
    assert dict(fury.options) == {"through": 1}
    assert "source type repaired: type line 'Command' is a Vehicle" in fury.errata
    source, guide = sources
    with pytest.raises(build.DataError, match="CR043 Fury: the type line is no longer 'Command'"):
        build.build_cards(_edited(source, "CR043", card_type="Unit - Vehicle"), guide)
    with pytest.raises(build.DataError, match="CR043 Fury: retyped as 'Unit - Vehicle' without the keyword"):
        build.build_cards(_edited(source, "CR043", keywords=["Inner Sphere"]), guide)


def test_koshi_prime_keeps_its_data_against_the_guides_example(build, sources):
    """Section 4: the Guide's example blocks with "a Koshi Prime (0/4)"; the data's 0/3 stays (weak evidence) and the
    report says so; the check stops if the Guide or the data change."""
    assert [(card_by_number(n).armor, card_by_number(n).structure) for n in ("LT138", "CE169")] == [(0, 3), (0, 3)]
    source, guide = sources
    data, _ = build.build_cards(source, guide)
    records = {c["number"]: c for c in data["cards"]}
    assert build.example_stats_lines(records, guide) == [
        '  LT138 Koshi Prime (Mist Lynx): 0/3 kept; the Guide\'s example says "blocked by a Koshi Prime (0/4)"',
        '  CE169 Koshi Prime: 0/3 kept; the Guide\'s example says "blocked by a Koshi Prime (0/4)"']
    with pytest.raises(build.DataError, match="no longer says 'blocked by a Koshi Prime"):
        build.example_stats_lines(records, guide.replace("Koshi Prime (0/4)", "Koshi Prime (0/3)"))


def test_a_repair_outliving_its_fault_stops_the_build(build, sources):
    source, guide = sources
    fixed = _source_text(source, "CS085").replace("uncaps", "untaps")
    with pytest.raises(build.DataError, match="CS085 Superior Navigation: the transcription fault 'uncaps' is no "
                                              "longer in the source text"):
        build.build_cards(_edited(source, "CS085", text=fixed), guide)


def test_source_notes_that_describe_the_text_are_checked(build, sources):
    """T750: the source's notes on Fanatical Leader and Contract with Eridani Light Horse are what the text says."""
    leader = card_by_number("CS036")
    assert "not Inner Sphere, the piloted 'Mech itself gets no +1 attack; the data already has it" in leader.errata
    assert "+5 armor; the data already has it" in card_by_number("ME023").errata
    assert "(not reflected in the text)" in card_by_number("ME028").errata           # unverified, not applied
    source, guide = sources
    wrong = _source_text(source, "CS036").replace("Each other 'Mech", "Each 'Mech")
    with pytest.raises(build.DataError, match="CS036 Fanatical Leader: errata note says the piloted 'Mech gets no "
                                              "bonus"):
        build.build_cards(_edited(source, "CS036", text=wrong), guide)


def test_set_conflicts_and_name_variants(build, sources):
    """T751: the Guide's other sets and spellings are checked and the source's are kept."""
    assert {number: card_by_number(number).set for number, _ in build.SET_CONFLICTS} == {
        "CS032": "Counterstrike", "CS086": "Counterstrike", "ME089": "Mercenaries", "ME033": "Mercenaries"}
    assert not [c for c in CARDS if c.set_code == "LT" and c.name in (
        "Deploy Reinforcements", "Tactical Nuke", "Targeting Ace")]
    assert card_by_number("ME032").name == "Expert Negotiating Team"
    assert card_by_number("CS023").name == card_by_number("CE062").name == "Contract with Kell Hounds"
    with pytest.raises(UnknownCard, match="did you mean 'Expert Negotiating Team'"):
        card_by_name("Expert Negotiation Team")
    source, guide = sources
    data, _ = build.build_cards(source, guide)
    lines = build.check_guide_citations({c["number"]: c for c in data["cards"]}, guide)
    assert len(lines) == 7 and any("ME032 Expert Negotiating Team" in line for line in lines)
    with pytest.raises(build.DataError, match="does not cite 'Targeting Ace"):
        build.build_cards(source, guide.replace("Targeting Ace (Limited, Unlimited)", "Targeting Ace (Mercenaries)"))


def test_difficult_terrain_is_a_terrain_site_enhancement():
    """T752: played on a site as printed, with the keyword Terrain of the Guide's erratum."""
    terrain = card_by_number("ME028")
    assert terrain.subtypes == ("Enhancement",) and "Terrain" in terrain.keywords
    assert terrain.text.startswith("Play Difficult Terrain only on a site.")
    assert "ruling T752" in terrain.errata


def test_rasalhague_cards():
    """T754: Rasalhague is an Inner Sphere House."""
    rasalhague = {c.number for c in CARDS if "Rasalhague" in c.keywords and c.set_code in LATER}
    assert rasalhague == {"CS045", "CS090", "MW002", "MW088", "MW101"}
    assert all("Inner Sphere" in card_by_number(n).keywords for n in rasalhague)


def test_counts_as_names_a_unique_card_of_the_base_set():
    """T763: each "Counts as X while in play" names a Unique base-set card; titles compare by name_key."""
    counted = {}
    for card in later_cards():
        m = re.search(r"Counts as (.+?) while in play", card.text)
        if m:
            counted[card.number] = card_by_name(m.group(1))
            assert card.unique and counted[card.number].unique, card
    assert {n: c.number for n, c in counted.items()} == {"MW043": "LT130", "MW045": "LT183", "MW065": "LT193",
                                                         "MW069": "LT279"}


def test_terrain_and_faction_cards_carry_their_rule():
    """T757, T758: the Terrain and Faction sentences the rules read, on every such card of the three sets."""
    terrain = [c for c in later_cards() if "Terrain" in c.keywords]
    assert [c.number for c in terrain] == ["ME028", "MW011", "MW018", "MW029", "MW036", "MW055", "MW074", "MW075"]
    for card in terrain[1:]:
        assert card.subtypes == ("Enhancement",), card
        assert f"Play {card.name} only in one of your regions. Activating {card.name} scraps all other Terrain cards " \
               f"in that region." in card.text, card
    factions = [c for c in later_cards() if "Faction" in c.subtypes]
    assert [c.number for c in factions] == ["MW015", "MW050", "MW077", "MW094", "MW103", "MW104"]
    for card in factions:
        assert card.text.endswith(f"Activating {card.name} scraps all other Factions you control."), card
        assert (card.armor, card.structure) == (3, 6), card


OLDER_WORDINGS = {
    "CS009": {"through": 1},                                                         # "1 of its damage to its target"
    "ME039": {"anti_missile": True, "through": 1},                                   # "may deal 1 of its damage"
    "MW028": {"c3": True, "ecm": True, "jump": ((1, 1),), "through": 1},             # a stray ")" after it
    "MW100": {"alpha_strike": (2,), "ap": True, "jump": ((1, 1),), "through": 1},   # AP by name, "up to 1"
    "CS030": {"ap": True, "ecm": True},
    "ME014": {"anti_missile": True, "ecm": True, "hand_to_hand": 2, "overheat": ((1, 1),)},  # "deals +2 damage"
    "ME062": {"hand_to_hand": 1, "jump": ((1, 1),), "overheat": ((3, 1),)},
    "CS053": {"narc": True, "overheat": ((2, 1),)},                                  # "Narc"
    "MW009": {"anti_missile": True, "through": 2},                                   # "Anti-missile"
    "MW003": {"c3": True, "missile": 1, "overheat": ((1, 1),)},                      # C3 reminder says "Unit"
}


@pytest.mark.parametrize("number", sorted(OLDER_WORDINGS))
def test_older_option_wordings(number):
    """T765: Long-Range, AP, Hand-to-Hand and C3 in the wordings of these sets."""
    card = card_by_number(number)
    assert dict(card.options) == OLDER_WORDINGS[number], card.text


# -- the plan of docs/tcg-later-sets.md -------------------------------------------------------------------------------
def test_the_plan_lists_every_card_once_with_its_name_and_kind():
    rows = re.findall(r"^\| ((?:CS|ME|MW)\d{3}) \| (.+?) \| (.+?) \| (.+?) \| (.+?) \|$",
                      PLAN.read_text(encoding="utf-8"), flags=re.M)
    assert Counter(number for number, *_ in rows) == Counter(c.number for c in later_cards())
    kinds = {"mech": "'Mech", "command": "Command", "mission": "Mission"}
    for number, name, kind, needs, rule in rows:
        card = card_by_number(number)
        assert name == card.name and kind.startswith(kinds[card.kind]), number
        assert needs.strip() and (rule == "-" or re.search(r"\((T7\d\d|Guide: [^)]+)\)$", rule)), number


def test_the_plan_rulings_exist():
    """Every reading the page cites is a ruling: pinned in docs/rulings.md, or listed in the page's own section of
    readings still to pin."""
    rulings = (REPO_ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    text = PLAN.read_text(encoding="utf-8")
    waiting = text[text.index("## 5. Readings decided, not yet pinned"):]
    cited = set(re.findall(r"\bT7[5-7]\d\b", text[:text.index("## 5. Readings decided, not yet pinned")]))
    assert cited and all(f"| {t} |" in rulings or f"| {t} |" in waiting for t in cited), sorted(cited)


def test_the_coverage_figures_are_counted_from_the_plan():
    """The page's coverage table (data only / base code reused / card code / new rule) is the plan's own count."""
    text = PLAN.read_text(encoding="utf-8")
    rows = re.findall(r"^\| ((?:CS|ME|MW))\d{3} \| .+? \| .+? \| (.+?) \| (.+?) \|$", text, flags=re.M)
    counted: dict[str, Counter] = {code: Counter() for code in LATER}
    rules: Counter = Counter()
    for code, needs, rule in rows:
        kind = ("new" if rule != "-" else "data" if needs.endswith("(data only)")
                else "reuse" if needs.endswith("(base code reused)") else "base")
        counted[code][kind] += 1
        rules.update(part for part in rule.split(", ") if rule != "-")
    names = {"CS": "Counterstrike", "ME": "Mercenaries", "MW": "MechWarrior"}
    total = sum(counted.values(), Counter())
    all_base = total["data"] + total["reuse"] + total["base"]
    assert (f"| **All three** | **308** | **{total['data']}** | **{total['reuse']}** | **{total['base']}** | "
            f"**{total['new']}** | **{all_base} ({100 * all_base / 308:.1f}%)** |") in text
    for code, c in counted.items():
        base = c["data"] + c["reuse"] + c["base"]
        row = (f"| {names[code]} | {sum(c.values())} | {c['data']} | {c['reuse']} | {c['base']} | {c['new']} | "
               f"{base} ({round(100 * base / sum(c.values()))}%) |")
        assert row in text, row
    listed = dict(re.findall(r"^\| ([a-zA-Z3 ]+ \((?:T7\d\d|Guide: [^)]+)\)) \| (\d+) \|$", text, flags=re.M))
    assert {rule: int(n) for rule, n in listed.items()} == rules
