"""Audit of what a user types or sends for the BattleTech TCG: deck lists (60 cards, Unique, the Universe rules of the
rulebook's "Universe Deck Construction" and the Player's Guide's "Universe Rules"), deck files and --deck values,
`mechdeck deck ...`, scenario files, web set-up configs, and illegal actions (IllegalAction, state unchanged)."""
from __future__ import annotations

import random
import warnings

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.battletech_tcg.cards import BASE_SET, CARDS, card_by_name
from mechdeck.games.battletech_tcg.decks import (AFFILIATIONS, Deck, DeckError, DeckFileError, check_deck,
                                                 format_deck, parse_deck, random_deck, read_deck_file)
from mechdeck.kernel import IllegalAction, RulesError, get_rules

from cli_runner import run

TCG = get_rules("battletech-tcg")


def deck(*entries) -> Deck:
    return Deck(tuple((card_by_name(name), n) for n, name in entries))


# -- Universe Deck Construction, with concrete decks --------------------------------------------------------------------
NEUTRAL = "Accurate Intelligence"          # no keyword at all
IS_PLAIN = "Atlas (AS7-D)"                 # Inner Sphere
KURITA = "Atlas (AS7-K)"                   # Inner Sphere, Kurita
DAVION_KURITA = "JagerMech (JM6-DD)"       # Inner Sphere, Davion, Kurita
DAVION = "Enforcer (ENF-4R)"
STEINER = "Commando (COM-2D)"
DAVION_STEINER = "Banshee (BNC-5S)"
COMSTAR = "Flashman (FLS-8K)"              # ComStar, Inner Sphere
COMSTAR_KURITA = "Katana (CRK5003-2)"
DRAGOONS = "Hoplite (HOP-4D)"              # Inner Sphere, Wolf's Dragoons
MARIK = "Orion (ON1-K)"
MERCENARY = "Kell Hound Pilot"             # Inner Sphere, Mercenary
CLAN_PLAIN = "Black Hawk A (Nova)"
WOLF = "Fenris A (Ice Ferret)"
JAGUAR = "Daishi A (Dire Wolf)"
FALCON_JAGUAR = "Night Gyr A"              # Clan, Jade Falcon, Smoke Jaguar


@pytest.mark.parametrize("names, legal", [
    # cards bearing a House keyword share one; plain Inner Sphere and keyword-less cards fit
    ((KURITA, DAVION_KURITA, IS_PLAIN, NEUTRAL), True),
    # "the common keyword must appear on all cards that bear a specific House": Davion and Steiner alone share none
    ((DAVION_STEINER, STEINER, DAVION), False),
    ((DAVION_STEINER, STEINER), True),
    ((DAVION_STEINER, DAVION), True),
    # ComStar is an Inner Sphere affiliation of the Player's Guide
    ((COMSTAR, COMSTAR_KURITA), True),
    ((COMSTAR, KURITA), False),
    # "Mercenary, Wolf's Dragoons, and Periphery do not count as Houses and may be included in any Inner Sphere deck"
    ((DRAGOONS, MARIK, MERCENARY), True),
    ((DRAGOONS, KURITA), True),
    # "cannot use cards that bear the Clan Smoke Jaguar keyword" in a Clan Wolf deck; plain Clan cards fit
    ((WOLF, CLAN_PLAIN, NEUTRAL), True),
    ((WOLF, JAGUAR), False),
    ((FALCON_JAGUAR, JAGUAR), True),
    # cards bearing Inner Sphere or Clan share one of them: never both
    ((IS_PLAIN, CLAN_PLAIN), False),
    ((MERCENARY, WOLF), False),       # a Mercenary card is an Inner Sphere card
    ((NEUTRAL,), True),
])
def test_universe_rules_with_concrete_decks(names, legal):
    d = deck(*((1, name) for name in names))
    assert check_deck(d) == []
    assert (check_deck(d, universe=True) == []) is legal


def test_universe_violation_names_the_cards_outside():
    problems = check_deck(deck((3, DAVION_STEINER), (2, STEINER), (1, DAVION)), universe=True)
    assert problems == ["Universe rules: every card naming a House or Clan must share one; most name Steiner, but "
                        "not Enforcer (ENF-4R) (Davion)"]


def test_unique_by_title_across_sets_and_sixty_cards():
    assert check_deck(deck((1, "LT180"), (1, "CE200"))) == ["Morgan Kell is Unique: 2 copies, at most 1 is allowed"]
    assert check_deck(deck((30, IS_PLAIN), (30, KURITA))) == []
    assert check_deck(deck((30, IS_PLAIN), (31, KURITA))) == ["the deck has 61 cards; at most 60 are allowed"]


# -- deck-list files and their format ----------------------------------------------------------------------------------
def test_every_card_of_the_pool_survives_a_round_trip():
    for card in CARDS:
        single = Deck(((card, 2),), name="one card")
        assert parse_deck(format_deck(single)) == single


@pytest.mark.parametrize("universe", (None,) + AFFILIATIONS)
def test_random_decks_are_legal_and_round_trip(universe):
    for seed in range(3):
        d = random_deck(BASE_SET, seed, universe=universe)
        assert d.size == 60 and check_deck(d) == []
        if universe:
            assert check_deck(d, universe=universe) == [] and check_deck(d, universe=True) == []
        assert parse_deck(format_deck(d)) == d


def test_counts_tabs_and_byte_order_mark():
    assert parse_deck("\ufeffDeck: x\n4\tAtlas (AS7-D)\n").entries == ((card_by_name(IS_PLAIN), 4),)
    with pytest.raises(DeckError) as info:   # "²" is a digit to str.isdigit but not to int(): no ValueError
        parse_deck("\u00b2 Atlas (AS7-D)\n", source="d.txt")
    assert info.value.problems[0].startswith("d.txt:1: bad count '\u00b2'")


def test_a_count_above_sixty_is_reported_at_once():
    # a huge count used to be expanded copy by copy (the summary, the deck's numbers): no answer for minutes
    with pytest.raises(DeckError) as info:
        parse_deck("2 Atlas (AS7-D)\n99999999999999999999 LT240\n", source="d.txt")
    assert info.value.problems == ["d.txt:2: 99999999999999999999 copies of Support - Assembly, more than a whole "
                                   "deck (at most 60 cards) -- '99999999999999999999 LT240'"]


def test_deck_files_in_other_encodings_and_unreadable_ones(tmp_path):
    utf16 = tmp_path / "notepad.txt"
    utf16.write_text("Deck: w\n4 Atlas (AS7-D)\n", encoding="utf-16")
    assert read_deck_file(utf16).entries == ((card_by_name(IS_PLAIN), 4),)
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"4 Atlas (AS7-D) # \xe9\n")
    with pytest.raises(DeckFileError, match=r"latin.txt: not a text file in UTF-8 \(byte 0xe9 at offset 18\)"):
        read_deck_file(latin)
    with pytest.raises(DeckFileError, match="a folder, not a deck-list file"):
        read_deck_file(tmp_path)
    with pytest.raises(DeckFileError, match="none.txt: cannot read the file: No such file"):
        read_deck_file(tmp_path / "none.txt")


@pytest.mark.parametrize("text, wanted", [
    ("Atlsa", "'Atlas (AS7-D)'"),
    ("Mad Cat", "'Mad Cat A (Timber Wolf)'"),
    ("Timber Wolf", "'Mad Cat A (Timber Wolf)'"),
    ("Daishi", "'Daishi A (Dire Wolf)'"),
])
def test_unknown_cards_suggest_the_card_meant(text, wanted):
    with pytest.raises(KeyError) as info:
        card_by_name(text)
    assert str(info.value).startswith(f"unknown card {text!r}; did you mean ") and wanted in str(info.value)


def test_unknown_numbers_and_overlong_names():
    with pytest.raises(KeyError, match=r"no card has the collector number 'LT999' \(the base set is LT001-LT293\)"):
        card_by_name("LT999")
    with pytest.raises(KeyError) as info:
        card_by_name("x" * 5000)
    assert len(str(info.value)) < 200 and "5000 characters" in str(info.value)


# -- the command line ---------------------------------------------------------------------------------------------------
def test_deck_check_bad_files(tmp_path):
    folder = run("deck", "check", str(tmp_path))
    # the message is boxed and wrapped at the terminal's width, a long temporary path anywhere in it
    assert folder.exit_code == 2 and "is a directory" in " ".join(folder.output.replace("│", " ").split())
    latin = tmp_path / "latin.txt"
    latin.write_bytes(b"\xff\xfe\xff")
    utf16 = run("deck", "check", str(latin))
    assert utf16.exit_code == 2 and "latin.txt: not a text file in UTF-16 (byte 0xff at offset 2)" in utf16.stderr
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"4 Atlas (AS7-D)\n\xe9\n")
    result = run("deck", "check", str(bad))
    assert result.exit_code == 2 and f"{bad}: not a text file in UTF-8 (byte 0xe9 at offset 16)" in result.stderr
    huge = tmp_path / "huge.txt"
    huge.write_text("61 LT240\n")
    result = run("deck", "check", str(huge))
    assert result.exit_code == 2 and f"{huge}:1: 61 copies of Support - Assembly" in result.stderr


def test_deck_check_refuses_cards_of_sets_not_implemented(tmp_path, tcg_cards_to_come):
    path = tmp_path / "later.txt"
    path.write_text("2 CE001\n2 Atlas (AS7-D)\n")
    result = run("deck", "check", str(path))
    assert result.exit_code == 1
    assert ("not legal under the construction rules (base format), but not playable: cards mechdeck cannot play "
            "(it plays each card once its whole text works: `mechdeck cards --rules battletech-tcg` marks them "
            "impl.): Accelerated Turnaround (CE001) from Commander's Edition"
            in result.stdout)


@pytest.fixture
def deck_files(tmp_path):
    files = {"later": "2 CE001\n", "unique": "2 Theodore Kurita\n", "typo": "3 Atlsa\nx Foo\n",
             "bom": "\ufeff4 Atlas (AS7-D)\n"}
    for name, text in files.items():
        (tmp_path / f"{name}.txt").write_text(text, encoding="utf-8")
    (tmp_path / "latin.txt").write_bytes(b"4 Atlas \xe9\n")
    return tmp_path


@pytest.mark.parametrize("command", ["play", "sim"])
@pytest.mark.parametrize("value, words", [
    ("none.txt", ["--deck: deck '{dir}/none.txt': no such file; give a preset (kurita, wolf, "
                  "kurita-c3, wolf-castes, davion-armor, jaguar-elementals), random[:SEED], random:game or a "
                  "deck-list file"]),
    ("", ["a folder, not a deck-list file"]),
    ("latin.txt", ["latin.txt: not a text file in UTF-8 (byte 0xe9 at offset 8)"]),
    ("typo.txt", ["typo.txt:1: unknown card 'Atlsa'; did you mean 'Atlas (AS7-D)'", "typo.txt:2: bad count 'x'"]),
    ("later.txt", ["cannot play", "Accelerated Turnaround (CE001)"]),
    ("unique.txt", ["deck of P1 is not legal: Theodore Kurita is Unique: 2 copies"]),
    ("random:\u00b2", ["random:SEED needs a whole number"]),
])
def test_play_and_sim_refuse_bad_decks_with_a_clear_message(deck_files, command, value, words, tcg_cards_to_come):
    args = ["--bots", "random,random", "--games", "1", "--out", str(deck_files / "out")] if command == "sim" else \
        ["--watch", "--bot", "random"]
    value = value if value.startswith("random") else str(deck_files / value)
    result = run(command, "--rules", "battletech-tcg", "--deck", value, *args)
    assert result.exit_code == 2
    for word in words:
        assert word.format(dir=deck_files) in result.stderr
    assert not (deck_files / "out").exists()


def test_a_deck_file_with_a_byte_order_mark_plays(deck_files):
    assert TCG.deck_option(str(deck_files / "bom.txt")) == ["LT009"] * 4
    with pytest.raises(RulesError, match="an empty deck name"):
        TCG.deck_option("  ")


def test_deck_subcommands_with_bad_arguments():
    assert run("deck", "show", "x" * 500).stderr.count("x") < 120
    assert run("deck", "random", "--universe", "Wolf's Dragoons").exit_code == 2
    assert run("deck").exit_code in (0, 2)     # the help, no traceback
    assert run("deck", "check").exit_code == 2


def test_terminal_choice_numbers_that_int_cannot_read():
    """Digits int() would read ("²") and signed numbers are no option numbers: they are looked up as text."""
    from mechdeck.interfaces.terminal import match_option
    labels = ["end the Missions phase", "declare a mission"]
    assert match_option("2", labels) == 1
    assert match_option("\u00b2", labels).startswith("'\u00b2' is not an option")
    assert match_option("--1", labels).startswith("'--1' is not an option")


# -- scenario files -----------------------------------------------------------------------------------------------------
HEAD = "rules: battletech-tcg\nphase: missions\n"


@pytest.mark.parametrize("body, message", [
    # the file, line and field once (the card's error was wrapped twice)
    ("P1:\n  stock: [5]\n", "bad.yaml, line 4: P1.stock[0]: expected a card name or collector number, got 5"),
    # the closing quote was stripped from an unknown name without suggestions
    ("P1:\n  patrol: [{card: Atlas (AS7-D), pilot: Nobody}]\n",
     "bad.yaml, line 4: P1.patrol[0].pilot: unknown card 'Nobody'\n"),
    ("P1:\n  patrol: [{card: Atlas (AS7-D), tappd: true}]\n", "line 4: P1.patrol[0].tappd: unknown field"),
    ("P1:\n  deck: [Atlas (AS7-D)]\n", "line 4: P1.deck: unknown field"),
    ("P1:\n  patrol: [{card: Atlas (AS7-D), damage: two}]\n", "P1.patrol[0].damage: expected a whole number"),
    # a Mission card in play or a pilot on a card in hand crashed the engine later (a Mission has no cost)
    ("P1:\n  build: [Accurate Intelligence]\n",
     "line 4: P1.build[0]: Accurate Intelligence is a Mission card; it is never put into play"),
    ("P1:\n  hand: [{card: Atlas (AS7-D), pilot: Kell Hound Pilot}]\n",
     "line 4: P1.hand[0].pilot: only a card in play (build, post, patrol) has a pilot or enhancements"),
    # an empty value (`P1:`) was a YAML traceback
    ("P1:\n", "line 3: P1: expected a mapping of zones"),
    ("P1:\n  stock: [Atlas (AS7-D)]\n  patrol: [Atlas (AS7-D)]\ndo:\n  - fly away\n", "line 7: do[0]: 'fly away' is not a legal action now"),
    ("do:\n  -\n", "line 4: do[0]: expected an action as text"),
    # expectations of the wrong shape checked nothing, or crashed
    ("expect:\n  P1:\n    assets: 5\n", "line 5: expect.P1.assets: expected a list, got 5"),
    ("expect:\n  counters: [a]\n", "line 4: expect.counters: expected a mapping of counter names to values"),
    ("expect:\n  P1: [1]\n", "line 4: expect.P1: expected a mapping of fields to check"),
    ("P1:\n  patrol: [Atlas (AS7-D)]\nexpect:\n  P1:\n    marks:\n      Atlas (AS7-D): {counters: 5}\n",
     "line 8: expect.P1.marks.Atlas (AS7-D).counters: expected a mapping of counter names to values"),
    ("expect:\n  initiative: 3\n", "line 4: expect.initiative: expected a list, got 3"),
    ("expect:\n  mission: 5\n", "line 4: expect.mission: expected a mapping of mission fields"),
])
def test_bad_scenario_files_name_file_line_and_field(tmp_path, body, message):
    path = tmp_path / "bad.yaml"
    path.write_text(HEAD + body)
    for extra in ([["--check"]] if body.startswith("expect") or "expect:" in body else [[], ["--check"]]):
        result = run("scenario", str(path), *extra)
        assert result.exit_code == 2 and result.stdout == "", result.output
        assert message in result.stderr + "\n", result.stderr


def test_a_scenario_file_not_in_utf8(tmp_path):
    path = tmp_path / "wide.yaml"
    path.write_text(HEAD, encoding="utf-16")
    for extra in ([], ["--check"]):
        result = run("scenario", str(path), *extra)
        assert result.exit_code == 2
        assert f"{path}: not UTF-8 text (byte 0xff at offset 0)" in result.stderr


# -- the web API --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("config, words", [
    ({"decks": ["kurita"]}, "must list two decks"),
    ({"decks": ["kurita", "random"]}, "deck of P2: unknown preset deck 'random'"),
    ({"decks": ["kurita", ["Atlsa"]]}, "deck of P2: unknown card 'Atlsa'; did you mean 'Atlas (AS7-D)'"),
    ({"decks": [["LT009"] * 61, "wolf"]}, "deck of P1 is not legal: the deck has 61 cards"),
    ({"decks": ["kurita", ["Theodore Kurita"] * 2]}, "Theodore Kurita is Unique: 2 copies"),
    ({"decks": ["kurita", ["CE001"]]}, "cannot play"),
    ({"decks": ["kurita", [5]]}, "deck of P2: 5 is not a card number or name"),
    ({"decks": ["kurita", "w" * 5000]}, "unknown preset deck"),
    ({"first_player": 2}, "first_player is a seat from 0 (P1) to 1 (P2)"),
    ({"supply": "random"}, "unknown set-up option(s) for battletech-tcg: supply"),
])
def test_web_api_refuses_bad_tcg_configs(tmp_path, config, words, tcg_cards_to_come):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient
    from mechdeck.interfaces.web.app import create_app
    with TestClient(create_app(tmp_path / "games.sqlite3")) as client:
        r = client.post("/api/games", json={"rules": "battletech-tcg", "config": config})
        assert r.status_code == 400 and r.json()["code"] == "bad_config"
        assert words in r.json()["message"] and len(r.json()["message"]) < 600
        assert client.app.state.server.games == {}


# -- illegal actions: IllegalAction and the state byte-identical ----------------------------------------------------------
def illegal_variants(option: tuple, rnd: random.Random, earlier: list) -> list:
    out = [None, 5, "done", {}, (), ["teleport"], option + (1,), option[:1] + ("zz",) * (len(option) - 1)]
    for i, part in enumerate(option[1:], 1):
        if isinstance(part, int) and not isinstance(part, bool):
            # equal to the id but not an id: 5.0 == 5 and True == 1 let such an action in, and it broke the state
            out += [option[:i] + (float(part),) + option[i + 1:], option[:i] + (part + 10_000,) + option[i + 1:],
                    option[:i] + (-1,) + option[i + 1:], option[:i] + (str(part),) + option[i + 1:]]
            if part in (0, 1):
                out.append(option[:i] + (bool(part),) + option[i + 1:])
    out += rnd.sample(earlier, min(4, len(earlier)))
    return out


def test_illegal_actions_change_nothing_at_every_kind_of_decision():
    seen = {"card effect": 0, "opponent": 0, "window": 0}
    for seed in range(3):
        state = TCG.new_game(seed, {"decks": [TCG.deck_option(f"random:{seed}"),
                                              TCG.deck_option(f"random:{seed + 50}")]}, log=False)
        rnd, earlier, steps = random.Random(seed), [], 0
        while state.decision is not None and steps < 900:
            options = state.decision.options
            op = state.stack[-1].op
            kind = ("card effect" if op == "choose" else
                    "opponent" if state.decision.player != state.counters.get("active") else "window")
            if kind != "window" or steps % 5 == 0:
                seen[kind] += 1
                before = state.to_json()
                for action in illegal_variants(rnd.choice(options), rnd, earlier):
                    if isinstance(action, tuple) and action in options and all(
                            type(a) is type(b) for a, b in zip(action, options[options.index(action)])):
                        continue   # an earlier action that happens to be legal again
                    with pytest.raises(IllegalAction):
                        TCG.apply(state, action)
                    assert state.to_json() == before, (seed, steps, action)
            action = rnd.choice(options)
            earlier.append(action)
            TCG.apply(state, list(action) if steps % 2 else action)   # a JSON client's list is fine
            steps += 1
    assert min(seen.values()) > 0, seen


def test_cards_revealed_by_mislabeled_drop_boxes_stay_in_a_zone_while_the_player_chooses():
    # found by the random-game property test: the revealed 'Mech was in no zone at the "replace which card" decision
    from itertools import chain

    from mechdeck.games.battletech_tcg.position import build_position
    state = build_position({"phase": "deploy", "players": [
        {"stock": ["Accurate Intelligence"] * 3, "hand": [IS_PLAIN],
         "build": [{"card": "Mislabeled Drop Boxes", "cc": 2}]},
        {"stock": ["Accurate Intelligence", IS_PLAIN, "Ambush!"], "build": [{"card": "Ambush!", "cc": 1},
                                                                           {"card": "Ambush!", "cc": 2}]}]})
    TCG.advance(state)
    drop_boxes = state.zones["build0"][0]
    TCG.apply(state, ("reveal", drop_boxes))
    TCG.apply(state, ("let it be",))   # P2's face-down cards could be ISF Counterespionage (ruling T722)
    TCG.apply(state, ("stockpile", 1))
    assert state.decision.prompt.startswith("replace which card")
    assert sorted(chain.from_iterable(state.zones.values())) == list(range(len(state.card_types)))
    atlas = next(c for c in state.zones["stock1"] if TCG.card_name(state.card_types[c]) == IS_PLAIN)
    replaced = state.zones["build1"][1]
    TCG.apply(state, ("replace", replaced))
    assert state.zones["build1"][1] == atlas and replaced in state.zones["stock1"]
    assert sorted(chain.from_iterable(state.zones.values())) == list(range(len(state.card_types)))
