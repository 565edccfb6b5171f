"""Card formats (set-up option ``format``, ``--format``): base (the Limited/Unlimited base set, the default) and all
(every implemented card of the base set, Counterstrike, Mercenaries and MechWarrior), in set-up, random decks, the
deck commands, play, sim and the web page's set-up form."""
import json

import pytest
from typer.testing import CliRunner

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.battletech_tcg import decks
from mechdeck.games.battletech_tcg.abilities import implemented_numbers
from mechdeck.games.battletech_tcg.cards import CARDS, card_by_number
from mechdeck.interfaces.cli import app
from mechdeck.kernel import RulesError, get_rules
from mechdeck.kernel.presentation import catalogue

R = get_rules("battletech-tcg")
ASSASSIN = "CS005"   # Assassin (ASN-23): a Counterstrike 'Mech played by its data (its Jump option)
FILLER = ["LT240"] * 30   # Support - Assembly


def run(*args):
    return CliRunner().invoke(app, list(args))


def test_the_default_format_is_the_base_set_and_all_holds_every_implemented_card():
    assert decks.format_pool() == decks.format_pool("base")
    assert {card_by_number(n).set_code for n in decks.format_pool("base")} == {"LT"}
    every = decks.format_pool("all")
    assert set(every) == {n for n in implemented_numbers() if card_by_number(n).set_code in decks.FORMATS["all"]}
    assert ASSASSIN in every and ASSASSIN not in decks.format_pool("base")


def test_a_later_set_card_is_refused_by_the_format_base_only():
    deck = [ASSASSIN] * 3 + FILLER
    with pytest.raises(RulesError, match=r"deck of P1 holds cards outside the base format \(the Limited/Unlimited "
                                         r"base set; the format 'whole' plays every implemented card\): Assassin "
                                         r"\(ASN-23\) \(CS005\) from Counterstrike"):
        R.new_game(1, {"decks": [deck, "wolf"], "format": "base"})
    for config in ({"format": "all"}, {}):   # a set-up naming no format takes any card that can be played
        state = R.new_game(1, {"decks": [deck, "wolf"], **config})
        assert sorted(state.card_types[c] for c in range(len(deck))) == sorted(card_by_number(n).id for n in deck)


def test_a_card_not_implemented_is_refused_in_every_format(monkeypatch):
    """Every card of the playable sets works today: one is taken out of the implemented ones, as a card of a set
    being written would be."""
    from mechdeck.games.battletech_tcg import abilities
    waiting = card_by_number("CS020")
    monkeypatch.setattr(abilities, "implemented_numbers", lambda: implemented_numbers() - {waiting.number})
    for chosen in ("all", "base"):
        with pytest.raises(RulesError, match=r"cannot play .*\(CS020\) from Counterstrike"):
            R.new_game(1, {"decks": [[waiting.number] + FILLER, "wolf"], "format": chosen})


def test_random_decks_are_drawn_from_the_format():
    sets = set()
    for seed in range(6):
        state = R.new_game(seed, {"decks": [f"random:{seed}", f"random:{seed + 50}"], "format": "all"})
        sets |= {CARDS[t].set_code for t in state.card_types}
        base = R.new_game(seed, {"decks": [f"random:{seed}", f"random:{seed + 50}"]})
        assert {CARDS[t].set_code for t in base.card_types} == {"LT"}
    assert sets - {"LT"}, "six pairs of random decks of the format all drew no later-set card"


@pytest.mark.parametrize("bad", ["standard", 3, ""])
def test_an_unknown_format_is_refused_with_the_formats_named(bad):
    with pytest.raises(RulesError, match=r"config 'format': unknown format .*; formats: base \(the Limited/Unlimited "
                                         r"base set\); all \(every implemented card"):
        R.new_game(1, {"format": bad})


def test_the_set_up_form_offers_the_formats_and_every_card_of_them():
    setup = {field["name"]: field for field in catalogue(R)["setup"]}
    assert setup["format"]["kind"] == "choice" and setup["format"]["choices"] == ["base", "all", "whole"]
    assert setup["format"]["default"] is None   # unset: the set-up's own default (random decks of the base set)
    assert "Assassin (ASN-23)" in setup["require"]["cards"] and "Assassin (ASN-23)" in setup["ban"]["cards"]


def test_deck_check_and_deck_random_take_the_format(tmp_path):
    path = tmp_path / "mixed.txt"
    path.write_text("3 CS005\n30 LT240\n")
    result = run("deck", "check", str(path))
    assert result.exit_code == 1
    assert "the base format (the Limited/Unlimited base set) does not hold Assassin (ASN-23) (CS005) from " \
           "Counterstrike" in result.stdout
    result = run("deck", "check", str(path), "--format", "all")
    assert result.exit_code == 0 and "legal under the construction rules (all format)" in result.stdout
    result = run("deck", "check", str(path), "--format", "nope")
    assert result.exit_code == 2 and "--format: unknown format 'nope'" in result.stderr
    numbers = decks.parse_deck(run("deck", "random", "--seed", "3", "--format", "all").stdout).numbers()
    assert len(numbers) == 60 and set(numbers) <= set(decks.format_pool("all"))
    assert any(not n.startswith("LT") for n in numbers)
    base = decks.parse_deck(run("deck", "random", "--seed", "3").stdout).numbers()
    assert len(base) == 60 and all(n.startswith("LT") for n in base)


def test_play_and_sim_take_the_format(tmp_path):
    deck = tmp_path / "mixed.txt"
    deck.write_text("3 CS005\n30 LT240\n")
    refused = run("play", "--rules", "battletech-tcg", "--deck", str(deck), "--format", "base", "--watch", "--seed",
                  "2", "--plain")
    assert refused.exit_code == 2 and "outside the base format" in refused.stderr
    played = run("play", "--rules", "battletech-tcg", "--deck", str(deck), "--format", "all", "--watch", "--seed",
                 "2", "--plain", "--delay", "0")
    assert played.exit_code == 0, played.output
    assert "--format all" in " ".join(played.stdout.split())   # the command line that replays the game
    wrong = run("play", "--rules", "domination-v2.2", "--format", "all", "--watch", "--plain")
    assert wrong.exit_code == 2 and "--format: rule set domination-v2.2 has no card formats" in wrong.stderr
    out = tmp_path / "sim"
    result = run("sim", "--rules", "battletech-tcg", "--bots", "heuristic,random", "--games", "2", "--workers", "1",
                 "--seed", "4", "--deck", "random", "--format", "all", "--out", str(out))
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert len(rows) == 2


def test_the_universe_rules_know_the_later_sets_affiliations():
    """Player's Guide, "Universe Rules": Rasalhague is an Inner Sphere House; Wolf's Dragoons "do not count as
    Houses and may be included in any Inner Sphere deck"."""
    kurita = decks.preset_deck("kurita")
    dragoons = decks.Deck(kurita.entries[:-1] + ((card_by_number("CS004"), 1),))   # Annihilator (ANH-2A)
    assert decks.check_deck(dragoons, universe=True) == []
    assert decks.check_deck(dragoons, universe="Kurita") == []
    rasalhague = decks.Deck(kurita.entries[:-1] + ((card_by_number("MW088"), 1),))   # Staging Ground
    assert any("Staging Ground (Rasalhague)" in problem for problem in decks.check_deck(rasalhague, universe=True))
    deck = decks.random_deck(decks.format_pool("all"), 7, universe="Rasalhague")
    houses = {house for card in deck.cards() for house in card.affiliation if house not in ("Inner Sphere",
                                                                                            "Wolf's Dragoons")}
    assert houses <= {"Rasalhague"} and decks.check_deck(deck, universe="Rasalhague") == []


def test_the_learning_environment_catalogue_reads_decks_of_the_format():
    """The action catalogue counts the decks' instances by the set-up's format, and holds the damage a mission's
    target site deals (a Stockpile given attack assigns it to an attacker)."""
    from mechdeck.games.battletech_tcg.action_space import catalogue
    config = {"decks": [[ASSASSIN] * 3 + FILLER, "wolf"], "format": "all"}
    actions = set(catalogue(R, config).actions)
    assert ("assign", "stock", 32) in actions and ("assign all", "scrap", 0) in actions
    assert ("assign", 33, "stock") in actions and ("assign", 92, "stock") in actions   # 33 + 60 instances
    assert ("assign", 93, "stock") not in actions
    with pytest.raises(RulesError, match="outside the base format"):
        catalogue(R, {"decks": config["decks"], "format": "base"})
    assert len(catalogue(R, {"decks": config["decks"]})) == len(catalogue(R, config))


@pytest.mark.parametrize("preset, universe, mechanic", [
    ("kurita-c3", "Kurita", "C3"),              # 'Mechs linked by C3, C3 Retrofit, Terrain
    ("wolf-castes", "Wolf", "Faction"),         # the Clan castes, Loremaster, Rolling Hills
    ("davion-armor", "Davion", "VTOL"),         # Arsenal's Vehicles: VTOLs, deploy-revealed tanks, Embankment
    ("jaguar-elementals", "Smoke Jaguar", "Battle Armor")])   # Elemental Points and Paul Moon with Omni 'Mechs
def test_the_presets_of_the_later_sets(preset, universe, mechanic):
    from mechdeck.agents import make_agent
    deck = decks.preset_deck(preset)
    assert deck.size == 60 and decks.check_deck(deck, universe=universe) == []
    assert decks.unplayable_cards(deck.cards()) == []
    later = [card for card in deck.cards() if card.set_code != "LT"]
    assert len(later) >= 10 and any(mechanic in card.text or mechanic in card.subtypes for card in later)
    with pytest.raises(RulesError, match="outside the base format"):
        R.new_game(1, {"decks": [preset, "wolf"], "format": "base"})
    state = R.new_game(3, {"decks": [preset, "kurita"]})   # no format needed for a preset
    bots = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    while state.decision is not None:
        R.apply(state, bots[state.decision.player].act(R, state))
    assert R.result(state)["turns"] > 2


def test_every_option_of_mixed_set_games_has_an_index_in_the_action_catalogue():
    """The learning environments' fixed action space (action_space.py) holds every option the later sets' cards
    offer: random decks of the format all, played by random and heuristic bots."""
    from mechdeck.agents import make_agent
    from mechdeck.games.battletech_tcg.action_space import catalogue
    for game in range(12):
        config = {"decks": [f"random:{game}", f"random:{game + 500}"], "format": "all"}
        actions = set(catalogue(R, {"decks": R.setup_decks(config), "format": "all"}).actions)
        state = R.new_game(game, config, log=False)
        bots = [make_agent("random" if game % 2 else "heuristic", game), make_agent("random", game + 1)]
        while state.decision is not None:
            missing = [o for o in state.decision.options if tuple(o) not in actions]
            assert not missing, f"game {game}: {missing[:3]} have no index"
            R.apply(state, bots[state.decision.player].act(R, state))


def test_a_set_up_naming_no_format_plays_in_the_smallest_that_holds_its_decks():
    """The format is public (players agree on it before they play): a set-up without one records the smallest
    format that holds its decks, and so does a position built from a scenario."""
    from tcg_support import game
    assert R.new_game(1, {}).config["format"] == "base"
    assert R.new_game(1, {"decks": ["kurita-c3", "wolf"]}).config["format"] == "all"
    assert R.new_game(1, {"decks": ["kurita", "wolf"], "format": "all"}).config["format"] == "all"
    assert game({"hand": ["Atlas (AS7-D)"]}, {}).config["format"] == "base"
    assert game({"hand": ["Assassin (ASN-23)"]}, {}).config["format"] == "all"


# -- the format switches box_powers (T1112) and deck_limits (T1119) ------------------------------------------------
def test_the_whole_format_holds_every_set():
    assert decks.FORMATS["whole"] == tuple(decks.SET_ORDER) and decks.FORMATS["all"] == ("LT", "CS", "ME", "MW")
    assert "CEB008" in decks.format_pool("whole") and "CEB008" not in decks.format_pool("all")


def test_a_box_power_starts_in_play_when_the_format_allows_it():
    deck = ["CEB008"] + FILLER   # Tharkad beside 30 cards
    for config in ({}, {"format": "whole"}, {"format": "whole", "box_powers": "ONE"}):
        state = R.new_game(1, {"decks": [deck, "wolf"], **config})
        tharkad = next(c for c in range(len(deck)) if CARDS[state.card_types[c]].number == "CEB008")
        assert state.zones["post0"] == [tharkad] and len(state.zones["stock0"]) + len(state.zones["hand0"]) == 30
        assert ("P1 begins the game with Tharkad in play") in [text for seat, text in state.log if seat == -1]
    # Does not apply: box_powers none, given or the default of a format whose sets do not hold them
    for config in ({"box_powers": "none"}, {"format": "all"}):
        with pytest.raises(RulesError, match=r"deck of P1 is not legal: this game names no Box power \(box_powers "
                                             r"none\), but the list names Tharkad"):
            R.new_game(1, {"decks": [deck, "wolf"], **config})
    with pytest.raises(RulesError, match=r"outside the all format"):   # and the format itself refuses the card
        R.new_game(1, {"decks": [deck, "wolf"], "format": "all", "box_powers": "one"})


def test_tournament_limits_cap_copies_and_vehicles():
    deck = ["LT009"] * 5 + FILLER
    assert len(R.new_game(1, {"decks": [deck, "wolf"]}).card_types) == 35 + 60   # open: no copy limit
    with pytest.raises(RulesError, match=r"tournament limits: 5 copies of Atlas \(AS7-D\), at most 4 of a title "
                                         r"other than a Support card"):
        R.new_game(1, {"decks": [deck, "wolf"], "deck_limits": "tournament"})


@pytest.mark.parametrize("option, bad, named", [("box_powers", "two", r"none \(no Box power\); one \("),
                                                ("deck_limits", 4, r"open \(at most 60 cards")])
def test_a_bad_switch_is_refused_with_its_values_named(option, bad, named):
    with pytest.raises(RulesError, match=rf"config '{option}': unknown {option} {bad!r}; {option}: {named}"):
        R.new_game(1, {option: bad})


def test_the_bots_play_decks_holding_legacies_alliances_high_commands_box_powers_and_terrain():
    """Random and heuristic bots play games of the whole pool with the formats helper's cards (a Box power and an
    Alliance each); every option they meet has an index in the learning environments' action space."""
    from mechdeck.agents import make_agent
    from mechdeck.games.battletech_tcg.action_space import catalogue
    davion = (["CEB008", "CR100", "AR045", "AR053", "AR091", "CE054", "CE078", "CE280", "AR027", "CR055"]
              + ["LT024"] * 4 + ["LT039"] * 4 + ["AR010"] * 3 + ["LT036"] * 3 + ["LT004"] * 2
              + ["LT248"] * 6 + ["LT251"] * 6 + ["LT239"] * 6 + ["LT245"] * 6 + ["LT242"] * 6)
    wolf = (["CEB007", "CR099", "CE345", "CE171", "CE116", "AR030"] + ["LT079"] * 6 + ["LT080"] * 6
            + ["LT095"] * 4 + ["LT019"] * 4 + ["LT251"] * 8 + ["LT239"] * 8 + ["LT245"] * 8)
    config = {"decks": [davion, wolf], "format": "whole"}
    actions = set(catalogue(R, {"decks": R.setup_decks(config), "format": "whole"}).actions)
    for game in range(4):
        state = R.new_game(game, config, log=False)
        bots = [make_agent("heuristic" if game % 2 else "random", game), make_agent("random", game + 1)]
        steps = 0
        while state.decision is not None and steps < 1500:
            missing = [o for o in state.decision.options if tuple(o) not in actions]
            assert not missing, f"game {game}: {missing[:3]} have no index"
            R.apply(state, bots[state.decision.player].act(R, state))
            steps += 1


def test_a_granted_alpha_strike_has_a_label():
    """An Alpha Strike a card gives for the mission (m.extra_alpha) reads as the printed ones do."""
    from tcg_support import cid, game, mission
    s = game({"patrol": ["Commando (COM-2D)"]}, {}, stock=5)
    commando = cid(s, "Commando (COM-2D)", "patrol0")
    mission(s, commando)
    s.counters["m.extra_alpha"] = ((commando, 3),)
    assert R.action_label(s, ("alpha strike", commando, 0), 0) == \
        f"alpha strike Commando (COM-2D) #{commando} option 1 (Alpha Strike: +3 attack)"


def test_an_open_stockpile_top_is_shown_only_while_open_and_known(monkeypatch):
    """The view of a Stockpile played with its top card face up (Judith Faber, T1125: ``STATIC["open_stock_top"]``):
    the top's name, for a viewer that knows the card; no key otherwise."""
    from tcg_support import game

    from mechdeck.games.battletech_tcg.abilities.registry import STATIC
    from mechdeck.games.battletech_tcg.knowledge import learn
    s = game({"stock": ["Atlas (AS7-D)", "Commando (COM-2D)"]}, {}, stock=3)
    assert all("stockpile_top" not in R.observe(s, v)["board"][0] for v in (0, 1))
    monkeypatch.setitem(STATIC, "open_stock_top", [lambda state, p: p == 0])
    assert "stockpile_top" not in R.observe(s, 1)["board"][0]   # not known yet
    learn(s, -1, (s.zones["stock0"][-1],))
    assert [R.observe(s, v)["board"][0].get("stockpile_top") for v in (0, 1)] == ["Commando (COM-2D)"] * 2
    assert "stockpile_top" not in R.observe(s, 0)["board"][1]   # Does not apply: the other Stockpile


def test_random_game_deals_each_game_a_deck_of_its_own_the_same_for_both_seats():
    """``--deck random:game``: a run of games (mechdeck sim) plays a new random deck in each game, both seats alike."""
    config = {"decks": [R.deck_option("random:game")] * 2, "format": "whole"}
    one, other = R.setup_decks(config, 1), R.setup_decks(config, 2)
    assert one[0] == one[1] and other[0] == other[1] and one[0] != other[0]
    assert R.setup_decks(config, 1) == one   # the game's seed fixes it
    with pytest.raises(RulesError, match="random:game is dealt from a game's seed"):
        R.setup_decks(config)
