"""BattleTech TCG deck lists: the text format, the construction rules (Universe rules included), presets and random
decks."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from mechdeck.games.battletech_tcg.cards import BASE_SET, card_by_name, card_by_number
from mechdeck.games.battletech_tcg.decks import (AFFILIATIONS, PRESET_NAMES, Deck, DeckError, check_deck,
                                                 deck_from_numbers, format_deck, parse_deck, preset_deck, random_deck,
                                                 summary, universe_affiliation)

DECKS_DIR = Path(__file__).resolve().parents[2] / "src" / "mechdeck" / "games" / "battletech_tcg" / "data" / "decks"


def deck(*entries: tuple[int, str]) -> Deck:
    return Deck(tuple((card_by_name(name), n) for n, name in entries))


# -- format -----------------------------------------------------------------------------------------------------------
def test_lines_comments_and_name():
    parsed = parse_deck("# my deck\nDeck: Test\n\n4 Atlas AS7-D   # heavy\n2 Atlas (AS7-K)\n3 LT240\n1 lt009\n")
    assert parsed.name == "Test"
    assert [(c.number, n) for c, n in parsed.entries] == [("LT009", 5), ("LT010", 2), ("LT240", 3)]
    assert parsed.size == 10
    assert parsed.numbers()[:5] == ["LT009"] * 5


def test_format_round_trip():
    for d in (preset_deck("kurita"), random_deck(BASE_SET, 3), deck((2, "CE015"), (1, "Atlas (AS7-D)"))):
        assert parse_deck(format_deck(d)) == d
    text = format_deck(deck((2, "CE015"), (3, "LT241"), (1, "Atlas (AS7-D)")))
    # the name where it stands for the card, else the number; the other in a comment
    assert text == "2 CE015  # Atlas (AS7-D)\n3 LT241  # Support - Assembly\n1 Atlas (AS7-D)  # LT009\n"


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_preset_files_are_in_the_canonical_format(name):
    text = (DECKS_DIR / f"{name}.txt").read_text(encoding="utf-8")
    assert format_deck(parse_deck(text)) == text


def test_every_bad_line_is_reported_with_file_and_line():
    text = "Deck: x\n4 Atlass\nfour Atlas\n0 Atlas AS7-D\n3\n2 Phelan\nDeck: again\n-1 Phelan\n"
    with pytest.raises(DeckError) as info:
        parse_deck(text, source="my.txt")
    problems = info.value.problems
    assert len(problems) == 6
    assert problems[0].startswith("my.txt:2: unknown card 'Atlass'; did you mean ")
    assert "'Atlas (AS7-D)'" in problems[0] and problems[0].endswith("-- '4 Atlass'")
    assert problems[1] == ("my.txt:3: bad count 'four'; a line is COUNT CARD, e.g. '4 Atlas (AS7-D)' -- "
                           "'four Atlas'")
    assert problems[2] == "my.txt:4: count 0 for Atlas (AS7-D); leave the line out instead -- '0 Atlas AS7-D'"
    assert problems[3] == "my.txt:5: no card after the count -- '3'"
    assert problems[4] == "my.txt:7: a 'Deck:' line must come first, before the cards -- 'Deck: again'"
    assert problems[5].startswith("my.txt:8: bad count '-1'")
    assert str(info.value).count("\n") == 5


def test_deck_from_numbers_merges_copies():
    d = deck_from_numbers(["LT009", "LT010", "LT009"], name="n")
    assert [(c.number, n) for c, n in d.entries] == [("LT009", 2), ("LT010", 1)] and d.name == "n"
    with pytest.raises(KeyError):
        deck_from_numbers(["LT999"])


# -- construction rules -----------------------------------------------------------------------------------------------
def test_size_limits():
    assert check_deck(deck((60, "Atlas AS7-D"))) == []
    assert check_deck(deck((61, "Atlas AS7-D"))) == ["the deck has 61 cards; at most 60 are allowed"]
    assert check_deck(Deck(())) == ["the deck is empty"]
    assert check_deck(deck((1, "Atlas AS7-D"))) == []                        # no minimum (ruling T5)


def test_unique_cards_one_copy_by_title():
    assert check_deck(deck((1, "Theodore Kurita"))) == []
    assert check_deck(deck((2, "Theodore Kurita"), (3, "Phelan"))) == [
        "Theodore Kurita is Unique: 2 copies, at most 1 is allowed", "Phelan is Unique: 3 copies, at most 1 is allowed"]
    # the same title in two sets counts together (ruling T6)
    assert check_deck(deck((1, "LT003"), (1, "CE007"))) == ["Alex Mallory is Unique: 2 copies, at most 1 is allowed"]
    # no limit on other cards
    assert check_deck(deck((12, "Panther (PNT-9R)"))) == []


KURITA = ((4, "Panther (PNT-9R)"), (1, "Theodore Kurita"), (3, "Atlas (AS7-D)"), (8, "Support - Assembly"),
          (2, "Accurate Intelligence"))


def test_universe_house_deck_passes():
    ok = deck(*KURITA, (2, "Victor (VTR-9K)"),          # Davion and Kurita: counts as Kurita
              (2, "Katana (CRK5003-2)"),                 # ComStar and Kurita
              (2, "Hoplite (HOP-4D)"),                   # Wolf's Dragoons: not a House
              (1, "Kell Hound Pilot"))                   # Mercenary: not a House
    assert check_deck(ok, universe=True) == []
    assert check_deck(ok, universe="Kurita") == []
    assert universe_affiliation(ok) == ("Inner Sphere", "Kurita")


def test_universe_second_house_is_named():
    bad = deck(*KURITA, (2, "Enforcer (ENF-4R)"), (1, "Crockett (CRK-5003-1)"))
    assert check_deck(bad) == []
    assert check_deck(bad, universe=True) == [
        "Universe rules: every card naming a House or Clan must share one; most name Kurita, but not "
        "Enforcer (ENF-4R) (Davion), Crockett (CRK-5003-1) (ComStar)"]
    assert check_deck(bad, universe="Kurita") == [
        "Universe rules: a Kurita deck cannot hold Enforcer (ENF-4R) (Davion), Crockett (CRK-5003-1) (ComStar)"]


def test_universe_inner_sphere_and_clan_never_mix():
    bad = deck((4, "Atlas (AS7-D)"), (2, "Elemental Point"), (10, "Support - Tactics"))
    assert check_deck(bad, universe=True) == [
        "Universe rules: Inner Sphere and Clan cards never mix; Clan cards Elemental Point with 1 Inner Sphere cards"]
    assert check_deck(bad, universe="Inner Sphere") == [
        "Universe rules: a Inner Sphere deck cannot hold Clan cards: Elemental Point"]


def test_universe_clan_deck_and_a_card_of_several_clans():
    wolf = deck((2, "Mad Cat A (Timber Wolf)"), (2, "Elemental Point"), (4, "Support - Munitions"))
    assert check_deck(wolf, universe=True) == []
    two = deck((2, "Night Gyr A"), (2, "Koshi C (Mist Lynx)"))               # Jade Falcon/Smoke Jaguar + Smoke Jaguar
    assert check_deck(two, universe=True) == [] and universe_affiliation(two) == ("Clan", "Smoke Jaguar")
    assert check_deck(deck((2, "Night Gyr A"), (2, "Thor C (Summoner)")), universe=True) == []  # + Jade Falcon
    bad = deck(*((2, "Mad Cat A (Timber Wolf)"),), (1, "Loki A (Hellbringer)"))
    assert check_deck(bad, universe=True) == [
        "Universe rules: every card naming a House or Clan must share one; most name Wolf, but not "
        "Loki A (Hellbringer) (Jade Falcon)"]


def test_universe_plain_side_deck():
    plain = deck((4, "Atlas (AS7-D)"), (10, "Support - Tactics"))
    assert check_deck(plain, universe="Inner Sphere") == []
    assert check_deck(deck((4, "Atlas (AS7-D)"), (1, "Panther (PNT-9R)")), universe="Inner Sphere") == [
        "Universe rules: a plain Inner Sphere deck names no House or Clan, but these do: Panther (PNT-9R) (Kurita)"]
    with pytest.raises(ValueError, match="unknown affiliation 'Mars'"):
        check_deck(plain, universe="Mars")


# -- presets ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, house", [("kurita", "Kurita"), ("wolf", "Wolf")])
def test_presets_are_legal_universe_decks(name, house):
    d = preset_deck(name)
    assert d.size == 60
    assert check_deck(d) == [] and check_deck(d, universe=True) == [] and check_deck(d, universe=house) == []
    assert all(card.base_set for card, _ in d.entries)
    assert preset_deck(name.upper()) is d


def test_unknown_preset():
    with pytest.raises(KeyError, match="unknown preset deck 'foo'; presets: kurita, wolf, kurita-c3, wolf-castes, "
                                       "davion-armor, jaguar-elementals"):
        preset_deck("foo")


# -- random decks -----------------------------------------------------------------------------------------------------
def _mix(d: Deck) -> Counter:
    mix = Counter()
    for card, n in d.entries:
        mix["resource" if "Resource" in card.subtypes else "unit" if card.kind in ("mech", "unit") else "other"] += n
    return mix


@pytest.mark.parametrize("universe", [None, "Kurita", "Wolf", "Davion", "Inner Sphere", "Clan"])
def test_random_decks_are_legal_and_sensible(universe):
    for seed in range(50):
        d = random_deck(BASE_SET, seed, universe=universe)
        assert d.size == 60
        assert check_deck(d, universe=universe or False) == [], (seed, format_deck(d))
        mix = _mix(d)
        assert 20 <= mix["resource"] <= 28 and 16 <= mix["unit"] <= 24, (seed, mix)
        asked = {a for card in d.cards() for a in card.assets}
        provided = {a for card in d.cards() for a in card.provides}
        assert asked <= provided, (seed, asked - provided)


def test_random_decks_are_deterministic():
    assert random_deck(BASE_SET, 11) == random_deck(BASE_SET, 11)
    assert format_deck(random_deck(BASE_SET, 11, universe="Kurita")) == format_deck(
        random_deck(list(reversed(BASE_SET)), 11, universe="Kurita"))
    assert random_deck(BASE_SET, 11) != random_deck(BASE_SET, 12)
    assert random_deck(BASE_SET, 11).name == "Random deck (seed 11)"


def test_random_deck_sizes_and_small_pools():
    assert random_deck(BASE_SET, 1, size=20).size == 20
    only = random_deck(["LT009", "LT257"], 1, size=10)                       # a Unique card, once
    assert dict((c.number, n) for c, n in only.entries) == {"LT009": 9, "LT257": 1}
    with pytest.raises(ValueError, match="1 to 60 cards"):
        random_deck(BASE_SET, 1, size=61)
    with pytest.raises(ValueError, match="no card that may be taken more than once"):
        random_deck(["LT257"], 1)
    with pytest.raises(ValueError, match="unknown affiliation"):
        random_deck(BASE_SET, 1, universe="Mars")
    assert set(AFFILIATIONS) >= {"Inner Sphere", "Clan", "St. Ives", "ComStar", "Steel Viper"}


def test_summary():
    lines = summary(preset_deck("kurita"))
    assert lines[0] == ("House Kurita (Draconis Combine) - base set: 60 cards (24 'Mech, 22 Resource, "
                        "6 other Command, 8 Mission)")
    assert lines[1] == "affiliation: Inner Sphere / Kurita"
    assert lines[2] == "assets (cards asking for it / cards providing it): A 18/8, L 1/2, M 4/3, P 2/2, T 6/6"
    assert card_by_number("LT009") in preset_deck("kurita").cards()


# -- Crusade's Alliances, Commander's Edition's Box powers, tournament limits (T1112-T1114, T1119) ------------------
STEINER_MECH, WOLF_MECH, PLAIN_CLAN_MECH = "Commando (COM-2D)", "Fenris A (Ice Ferret)", "Black Hawk A (Nova)"
FALCON_MECH, DAVION_MECH = "Loki A (Hellbringer)", "Blackjack (BJ2)"


def test_arc_royal_lets_wolf_cards_into_a_steiner_deck():
    """Arc-Royal's clause acts before the Universe check: Wolf and unaffiliated Clan cards gain Inner Sphere and
    Steiner, and a card with both alignments counts as either (T1114); another Clan's cards stay out."""
    mixed = ((4, STEINER_MECH), (3, WOLF_MECH), (2, PLAIN_CLAN_MECH))
    assert check_deck(deck(*mixed), universe=True)   # without the Alliance: Clan and Inner Sphere mix
    allied = deck(*mixed, (1, "Arc-Royal Defense Cordon"))
    assert check_deck(allied, universe=True) == [] and check_deck(allied, universe="Steiner") == []
    assert universe_affiliation(allied) == ("Inner Sphere", "Steiner")
    problems = check_deck(deck(*mixed, (1, FALCON_MECH), (1, "Arc-Royal Defense Cordon")), universe="Steiner")
    assert problems == ["Universe rules: a Steiner deck cannot hold Clan cards: Loki A (Hellbringer)",
                        "Universe rules: a Steiner deck cannot hold Loki A (Hellbringer) (Jade Falcon)"]


def test_the_federated_commonwealth_joins_davion_and_steiner_and_the_star_league_drops_houses():
    pair = ((4, STEINER_MECH), (4, DAVION_MECH))
    assert check_deck(deck(*pair), universe=True)   # two Houses
    assert check_deck(deck(*pair, (1, "The Federated Commonwealth")), universe=True) == []
    assert check_deck(deck(*pair, (1, "The Star League")), universe="Inner Sphere") == []
    clans = ((4, WOLF_MECH), (4, FALCON_MECH))
    assert check_deck(deck(*clans, (1, "The Invading Clans")), universe="Clan") == []
    assert check_deck(deck(*clans, (1, "The Star League")), universe=True)   # Does not apply: Clan cards keep them


def test_one_alliance_at_most():
    assert check_deck(deck((2, "The Star League"))) == [
        "a deck may contain only one Alliance card, not 2: The Star League, The Star League"]


def test_a_box_power_is_named_beside_the_deck_and_only_where_allowed():
    listed = parse_deck("60 LT240\n1 Tharkad\n")
    assert listed.size == 60 and [c.name for c in listed.box_powers] == ["Tharkad"]
    assert check_deck(listed) == []
    assert check_deck(listed, box_powers="none") == [
        "this game names no Box power (box_powers none), but the list names Tharkad"]
    two = parse_deck("60 LT240\n1 Tharkad\n1 Terra\n")
    assert check_deck(two) == ["a deck list may name one Box power beside its cards, not 2: Tharkad, Terra"]
    assert "Box power, beside the deck: Tharkad" in summary(listed)


def test_tournament_limits_count_copies_by_title_and_vehicles_together():
    """T1119: 4 copies of a title (Support cards aside, title variants together: T1106), 10 Vehicles and Battle
    Armor; none of it in open play."""
    heavy = deck((5, "Atlas (AS7-D)"), (20, "Support - Assembly"))
    assert check_deck(heavy) == []
    assert check_deck(heavy, deck_limits="tournament") == [
        "tournament limits: 5 copies of Atlas (AS7-D), at most 4 of a title other than a Support card"]
    vehicles = deck((4, "Bulldog"), (4, "Behemoth (Flamer Variant)"), (3, "Battle Armor Squad"))
    assert check_deck(vehicles, deck_limits="tournament") == [
        "tournament limits: 11 Vehicles and Battle Armor, at most 10 together"]
    assert check_deck(deck((4, "Bulldog"), (4, "Behemoth (Flamer Variant)"), (2, "Battle Armor Squad")),
                      deck_limits="tournament") == []


def test_random_decks_hold_no_box_power_and_one_alliance_at_most():
    pool = list(BASE_SET) + ["CEB008", "CR100", "CR098"]
    for seed in range(8):
        d = random_deck(pool, seed)
        assert not d.box_powers and sum(n for c, n in d.entries if "Alliance" in c.subtypes) <= 1
