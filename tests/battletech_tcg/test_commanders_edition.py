"""Commander's Edition: its reprints and name variants (docs/tcg-last-sets.md sections 1.7, 4 and 6).  A reprint with
the earlier printing's text, cost and stats plays by that printing's code (T1105, the data's ``plays_as``); a name
printed two ways is one title (T1106, the data's ``title``); a "Revised" card is a title of its own (T1107); the CE
asset reminders restate the rulebook's assets (T1109)."""
import json
import random
import re

import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.cards import CARDS, card_by_name, card_by_number, title_key
from mechdeck.games.battletech_tcg.missions import initiative
from mechdeck.games.battletech_tcg.turn import can_reveal

from tcg_support import FILL, R, cid, do, game, mission, names, options
from tooling import load_tool

EARLIER = ("LT", "CS", "ME", "MW", "AR")
SAME_CARD = ("kind", "subtypes", "cost", "assets", "speed", "attack", "armor", "structure", "provides", "unique",
             "options")
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
DRAGON = "Dragon (DRG-1N)"                # moderate, 2 attack, 1/7
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open


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


def _record(data: dict, number: str) -> dict:
    return next(c for c in data["cards"] if c["number"] == number)


# -- T1105: a reprint with the earlier text plays as the earlier printing ---------------------------------------------
def _same_card(card, original) -> bool:
    """Cost, stats and options agree; a reworded Command card read as the same may restate a stat the earlier
    record leaves None (R-ce_pilots-1: ECM Retrofit's "-1 structure" ...)."""
    lenient = card.reprint_reading is not None and card.kind == "command"
    return all(getattr(card, f) == getattr(original, f) or (lenient and getattr(original, f) is None)
               for f in SAME_CARD)


def test_each_reprint_plays_its_own_text():
    """Each reprint that plays as an earlier printing is a CE card with that printing's text (up to 'Mech/Unit and
    the reminders) or read as its card (tools/tcg_reprint_readings), with its cost, stats and options, and works
    exactly when that printing works; every other card plays as itself."""
    reprints = [c for c in CARDS if c.plays_as != c.number]
    assert {c.set_code for c in reprints} == {"CE"}
    assert len([c for c in reprints if c.reprint_reading is None]) == 163
    implemented = implemented_numbers()
    for card in reprints:
        original = card_by_number(card.plays_as)
        assert original.set_code in EARLIER and original.plays_as == original.number, card
        assert title_key(card.name) == title_key(original.name) and _same_card(card, original), card
        assert (card.number in implemented) == (original.number in implemented), card
        if card.number in implemented:
            assert where(card.number).startswith(where(original.number) + f", as {original.number} "), card
            assert (card.reprint_reading or "of its text") in where(card.number), card
    # Does not apply: Single Combat's text is MechWarrior's, but not its armor and structure
    assert card_by_number("CE268").text == card_by_number("MW083").text
    assert card_by_number("CE268").plays_as == "CE268" and card_by_number("CE268").reprint_reading is None


def test_the_build_gives_plays_as_only_to_the_same_card(build, sources):
    """The converter reports the reprints with the same text but other stats and the reworded title variants, and a
    reprint whose cost differs from the earlier printing's loses its plays_as."""
    source, guide = sources
    data, _ = build.build_cards(source, guide, readings={})
    records = {c["number"]: c for c in data["cards"]}
    assert records["CE015"]["plays_as"] == "LT009" and "plays_as" not in records["LT009"]
    assert "plays_as" not in records["CE049"]                       # Civilian Settlement: reworded, not read
    assert build.mark_reprints(records, {}) == [
        "  CE080 Death from Above: one title with LT055 Death From Above, reworded (plays by its own text)",
        "  CE127 Haakon Magnusson: one title with CS045 Haakon Magnussen, reworded (plays by its own text)",
        "  CE268 Single Combat: the text of MW083 but not its armor (1, here 3), structure (5, here 3) (plays by its "
        "own text)",
        "  CE284 Sun Zhang Mechwarrior Academy: one title with LT238 Sun Zhang MechWarrior Academy, reworded (plays "
        "by its own text)"]
    data, _ = build.build_cards([dict(c, cost=8, cost_string="8+1L", total_cost=9)
                                 if c["collector_number"] == "CE015" else c for c in source], guide, readings={})
    assert "plays_as" not in _record(data, "CE015")


def _readings(build, folder, *rows: str) -> dict:
    (folder / "reader.tsv").write_text("# reprint\tearlier\twhy the rewording changes nothing\n"
                                       + "".join(row + "\n" for row in rows), encoding="utf-8")
    return build.read_reprint_readings(folder)


def test_a_reading_makes_a_reworded_reprint_the_same_card(build, sources, tmp_path):
    """R-lead-2: a reader's verdict that a reworded reprint's rewording changes nothing gives it plays_as and the
    reason; a Command card read so may restate a stat its earlier record leaves None (Dr. Ariel Reed: attack 0)."""
    source, guide = sources
    readings = _readings(build, tmp_path, "CE049\tMW011\tthe same effect, reworded",
                         "CE087\tME031\tthe same ability")
    data, _ = build.build_cards(source, guide, readings)
    settlement, reed = _record(data, "CE049"), _record(data, "CE087")
    assert (settlement["plays_as"], settlement["reprint_reading"]) == ("MW011", "the same effect, reworded")
    assert (reed["attack"], _record(data, "ME031")["attack"], reed["plays_as"]) == (0, None, "ME031")
    assert "reprint_reading" not in _record(data, "CE015")


@pytest.mark.parametrize("row, error", [
    ("CE049\tLT006\twhy", "reader.tsv:2: the earlier printing of CE049 is MW011, not LT006"),
    ("CE015\tLT009\twhy", "reader.tsv:2: CE015 has LT009's text already: it needs no reading"),
    ("CE054\tLT001\twhy", "reader.tsv:2: CE054 is no Commander's Edition card of an earlier title"),
    ("CE049\tMW011", "reader.tsv:2: a reading is \"reprint<TAB>earlier<TAB>why\""),
])
def test_a_wrong_reading_stops_the_build(build, sources, tmp_path, row, error):
    """Does not apply: a reading of another printing, of a reprint with the earlier text, of a card of no earlier
    title, or a malformed line, stops the build, naming the file and line."""
    source, guide = sources
    with pytest.raises(build.DataError, match=re.escape(error)):
        build.build_cards(source, guide, _readings(build, tmp_path, row))


def test_a_reading_of_a_card_with_another_cost_or_read_twice_stops_the_build(build, sources, tmp_path):
    """Does not apply: a reworded reprint whose cost differs from the earlier printing's is not its card, whatever
    the reading says; and one reprint is read once."""
    source, guide = sources
    cheaper = [dict(c, cost=2, cost_string="2+2P", total_cost=4) if c["collector_number"] == "CE049" else c
               for c in source]
    with pytest.raises(build.DataError, match=r"reader.tsv:2: CE049 is not MW011's card: it differs in cost"):
        build.build_cards(cheaper, guide, _readings(build, tmp_path, "CE049\tMW011\twhy"))
    with pytest.raises(build.DataError, match="reader.tsv:3: CE049 is read already"):
        build.build_cards(source, guide, _readings(build, tmp_path, "CE049\tMW011\twhy", "CE049\tMW011\tagain"))


def test_the_ce_printings_carry_the_older_printings_errata(build, sources):
    """Section 3 of the plan: a Guide erratum marked for an older printing leaves the CE printing as printed, because
    its text already says it (Strafing Run's base cost 4, Reactor Breach's "Choose one of your Units"); the build
    stops where a CE printing does not."""
    assert card_by_number("CE281").cost == 4 and card_by_number("CE281").errata is None
    assert card_by_number("CE244").text.startswith("Play only during battle. Choose one of your Units.")
    source, guide = sources
    cheaper = [dict(c, cost=3, cost_string="3+6P", total_cost=9) if c["collector_number"] == "CE281" else c
               for c in source]
    with pytest.raises(build.DataError, match="CE281 Strafing Run: the Commander's Edition printing does not carry "
                                              "the Player's Guide erratum of CS084: has cost 3, not 4"):
        build.build_cards(cheaper, guide)
    older = [dict(c, text="Play only during battle. Scrap one of your 'Mechs.") if c["collector_number"] == "CE244"
             else c for c in source]
    with pytest.raises(build.DataError, match="CE244 Reactor Breach: .* erratum of ME073: lacks 'Choose one of"):
        build.build_cards(older, guide)


def test_a_reprinted_ability_works_under_the_reprint():
    """CE092 DropShip Site plays as LT065 Dropship Site: pay {R}, tap, draw (Draw phase)."""
    s = game({"stock": ["Cicada (CDA-2A)", DRAGON], "post": ["CE092", FILL]}, {"stock": [FILL] * 3}, phase="draw")
    site = cid(s, "DropShip Site", "post0")
    do(s, ("use", site, "draw"))
    assert s.decision.prompt.startswith("pay 1")
    do(s, ("tap", cid(s, FILL, "post0")))
    assert names(s, "hand0")[-1] == DRAGON and f"tap:{site}" in s.counters


def test_a_reprinted_ability_keeps_its_window():
    """Does not apply: DropShip Site (CE092) outside the Draw phase."""
    s = game({"stock": [FILL], "post": ["CE092", FILL], "patrol": [SPARE]}, {"stock": [FILL] * 3})
    assert s.decision.prompt.startswith("Missions phase")
    assert not any(a[0] == "use" for a in options(s))


def test_a_reprinted_mission_card_works_under_the_reprint():
    """CE112 Forged Mission Orders plays as LT088: when blocked, the blocker leaves the battle untapped."""
    s = game({"post": ["Support - Tactics"], "hand": ["CE112"], "patrol": [MADCAT, SPARE]},
             {"patrol": [DRAGON]}, stock=10)
    madcat, dragon = cid(s, MADCAT, "patrol0"), cid(s, DRAGON, "patrol1")
    orders = s.zones["hand0"][0]
    mission(s, madcat)
    do(s, ("block", dragon), ("keep target out",), ("done",))
    assert s.decision.player == 0 and ("play", orders) in options(s)
    do(s, ("play", orders))
    assert dragon in s.zones["patrol1"] and f"tap:{dragon}" not in s.counters
    assert orders not in s.zones["hand0"]


def test_a_reprinted_mech_sentence_works_under_the_reprint():
    """CE334 UrbanMech (UM-R63) plays as CS094: it cannot block unless guarding."""
    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": ["CE334", "Zeus (ZEU-6S)"]}, stock=10)
    banshee, urban = cid(s, "Banshee (BNC-3E)", "patrol0"), cid(s, "UrbanMech (UM-R63)", "patrol1")
    mission(s, banshee)
    assert ("block", cid(s, "Zeus (ZEU-6S)", "patrol1")) in options(s) and ("block", urban) not in options(s)
    s = game({"patrol": ["Banshee (BNC-3E)"]}, {"patrol": [{"card": "CE334", "guard": "stock"}]}, stock=10)
    banshee, urban = cid(s, "Banshee (BNC-3E)", "patrol0"), cid(s, "UrbanMech (UM-R63)", "patrol1")
    mission(s, banshee)
    assert ("block", urban) in options(s)


# -- T1106: a name printed two ways is one title ----------------------------------------------------------------------
VARIANTS = {"CE032": "LT024", "CE073": "MW016", "CE080": "LT055", "CE092": "LT065", "CE098": "MW024",
            "CE127": "CS045", "CE154": "LT123", "CE160": "LT132", "CE168": "LT136", "CE169": "LT138",
            "CE258": "LT214", "CE284": "LT238"}


def test_the_twelve_name_variants_are_one_title():
    for number, earlier in VARIANTS.items():
        card, original = card_by_number(number), card_by_number(earlier)
        assert card.name != original.name and card.title == original.name == original.title, number
        assert title_key(card.name) == title_key(original.name), number
    # the reprints among them whose text agrees play as the earlier printing; the reworded three by their own text,
    # unless a reader found the rewording changes nothing (tools/tcg_reprint_readings)
    same_text = {n for n in VARIANTS if card_by_number(n).plays_as == VARIANTS[n]
                 and card_by_number(n).reprint_reading is None}
    assert same_text == set(VARIANTS) - {"CE080", "CE127", "CE284"}
    for number in ("CE080", "CE127", "CE284"):
        card = card_by_number(number)
        assert card.plays_as == (VARIANTS[number] if card.reprint_reading else number), number
    # Does not apply: a card whose name is printed once is its own title; a deck line's name still means one card
    assert card_by_number("CE015").title == "Atlas (AS7-D)"
    assert card_by_name("Haakon Magnusson").number == "CE127" and card_by_name("Haakon Magnussen").number == "CS045"


def test_haakon_magnusson_and_magnussen_are_one_unique_title():
    s = game({"post": ["Haakon Magnussen"], "stock": [FILL] * 3},
             {"build": [{"card": "Haakon Magnusson", "cc": 5}], "stock": [FILL] * 3}, active=1, phase="deploy")
    assert not can_reveal(s, 1, s.zones["build1"][0])     # a Unique card of that title is in play


def test_haakon_magnusson_is_not_blocked_with_no_haakon_in_play():
    """Does not apply: with no card of its title in play it is revealed as any Unique card."""
    s = game({"stock": [FILL] * 3}, {"build": [{"card": "Haakon Magnusson", "cc": 5}], "stock": [FILL] * 3},
             active=1, phase="deploy")
    assert can_reveal(s, 1, s.zones["build1"][0])


def test_sun_zhang_mechwarrior_academy_under_its_ce_number_gives_no_initiative_outside_a_mission():
    """Does not apply: CE284, one title with LT238 (T1106), taps for +1 initiative only during a mission; in the
    Missions phase outside a mission it offers none (it still taps for its {R} in the Deploy phase, as LT238 does)."""
    s = game({"stock": [FILL] * 5, "post": ["CE284"], "patrol": [SPARE]}, {"stock": [FILL] * 5})
    academy = s.zones["post0"][0]
    assert s.decision.prompt.startswith("Missions phase") and ("use", academy, "init") not in options(s)
    s = game({"stock": [FILL] * 5, "post": ["CE284"], "build": [DRAGON]}, {"stock": [FILL] * 5}, phase="deploy")
    do(s, ("tap", s.zones["post0"][0]))
    assert s.counters["pool0"] == 1


# -- T1107: a Revised card is a title of its own ----------------------------------------------------------------------
def test_a_revised_card_is_its_own_title():
    revised = [c for c in CARDS if "Revised" in c.name]
    assert len(revised) == 22 and {c.set_code for c in revised} == {"CE"}
    for card in revised:
        assert card.plays_as == card.number and card.title == card.name, card
        assert title_key(card.name) not in {title_key(c.name) for c in CARDS if c is not card}, card
    atlas, revised_atlas = card_by_number("LT010"), card_by_number("CE016")       # Atlas (AS7-K), Atlas Revised
    assert (atlas.cost, revised_atlas.cost) == (7, 8) and atlas.attack != revised_atlas.attack
    # its text's chassis name is itself: Spider Revised's "deploy Spider revealed" (abilities/mechs.py, CE273)
    s = game({"hand": ["Spider Revised (SDR-7M)"], "post": ["Support - Logistics", "Support - Assembly"]}, {},
             phase="deploy", deploys=2, stock=10)
    spider = cid(s, "Spider Revised (SDR-7M)", "hand0")
    do(s, ("deploy", spider))
    while ("reveal", spider) not in options(s):
        do(s, next(a for a in options(s) if a[0] == "tap"), ("build", spider))
    do(s, ("reveal", spider))
    assert s.counters["deploys"] == 2


# -- T1109: the CE asset reminders are the rulebook's assets ----------------------------------------------------------
def test_ce_tactics_reminder_gives_base_initiative_1_once():
    """"Tactics (Your base initiative is 1.)": the rulebook's +1 for Tactics, not cumulative."""
    assert card_by_number("CE300").text == "{T}: {R} Tactics (Your base initiative is 1.)"
    base = game({"patrol": [MADCAT], "post": [FILL]}, {}, stock=10)
    one = game({"patrol": [MADCAT], "post": ["CE300"]}, {}, stock=10)
    two = game({"patrol": [MADCAT], "post": ["CE300", "CE301", "Support - Tactics"]}, {}, stock=10)
    for s in (base, one, two):
        mission(s, cid(s, MADCAT, "patrol0"))
    assert initiative(one, 0) == initiative(two, 0) == initiative(base, 0) + 1
    assert "CE300" in implemented_numbers() and where("CE300").startswith("its data")


# -- the bots ----------------------------------------------------------------------------------------------------------
def test_random_games_with_reprints_run():
    """Random play from positions holding CE printings that play as earlier ones ('Mechs, abilities, Mission cards,
    a Subterfuge card, Resources) never stops."""
    mine = ["CE109", "CE334", "CE092", "CE112", "CE020", "CE015", "CE300", "CE288"]
    theirs = ["CE272", "CE009", "CE191", "CE259", "CE150", "CE168", "CE294", "CE297"]
    for seed in range(3):
        s = game({"patrol": mine[:2], "post": mine[2:3] + mine[6:], "hand": mine[3:6], "stock": (mine + [FILL]) * 3},
                 {"patrol": theirs[:2], "post": theirs[2:3] + theirs[6:], "hand": theirs[3:6],
                  "stock": (theirs + [FILL]) * 3}, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if s.decision is None:
                break
            R.apply(s, rng.choice(s.decision.options))
        assert len(s.zones["scrap0"]) + len(s.zones["scrap1"]) > 0
