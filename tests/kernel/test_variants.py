"""Variant rule sets (kernel/variant.py): a designer's file changes numbers on cards, removes cards or sets rule
parameters of any rule set; the variant is a rule set of its own whose games use those numbers, and the shipped
rule set's games are untouched (also when the games of both run in one process, one after another)."""
from __future__ import annotations

import json

import pytest

import mechdeck  # noqa: F401  (registers the rule sets)
from mechdeck.games import register_variant, register_variant_file, register_variant_text, variant_document
from mechdeck.kernel import get_rules
from mechdeck.kernel.patch import PatchError
from mechdeck.kernel.variant import describe_changes, variant_rules_id
from mechdeck.simulation.runner import play_game, plan_games, play_job

V22, V4, TCG, WAR_RIG = "domination-v2.2", "domination-v4", "battletech-tcg", "war-rig"


def variant(text: str, rules_id: str | None = None, name: str = "test.yaml"):
    return get_rules(register_variant_text(text, name, rules_id))


# -- the file: what it may change, and its errors --------------------------------------------------------------------
def test_changes_are_listed_one_line_each():
    rules = variant("base: domination-v2.2\ndescription: cheaper\nchanges:\n"
                    "  - set: cards/Stormcrow (Ryoken)/cost\n    to: 4\n"
                    "  - remove: cards/Assassination\n"
                    "  - set: parameters/hand_size\n    to: 6\n", name="cheaper.yaml")
    assert rules.id.startswith(V22 + "@") and rules.id == variant_rules_id(V22, variant_document(rules.id))
    assert rules.title == "BattleTech: Domination v2.2, variant cheaper"
    assert rules.variant_info == {"base": V22, "name": "cheaper", "description": "cheaper",
                                  "changes": ["cards/Stormcrow (Ryoken)/cost: 5 -> 4", "cards/Assassination: removed",
                                              "parameters/hand_size: 5 -> 6"]}


def test_describe_changes_names_list_items_by_their_identity():
    before = {"cards": [{"name": "A", "cost": 1}, {"name": "B", "cost": 2}], "parameters": {"x": 1}}
    after = {"cards": [{"name": "B", "cost": 3}, {"name": "C", "cost": 0}], "parameters": {"x": 1, "y": 2}}
    assert describe_changes(before, after, ("name",)) == [
        "cards/A: removed", "cards/B/cost: 2 -> 3", 'cards/C: added ({"name": "C", "cost": 0})', "parameters/y: added (2)"]


@pytest.mark.parametrize("text, message", [
    ("changes: []\n", r"names the rule set it changes: 'base: RULES-ID'"),
    ("base: domination-v9\nchanges: []\n", r"line 1: base: unknown rule set 'domination-v9'"),
    ("base: domination-v2.2\nchanges:\n  - set: cards/Atlas/text\n    to: Stronger.\n",
     r"test.yaml, line 4: cards/Atlas/text: only the numbers on a card can change"),
    ("base: domination-v2.2\nchanges:\n  - add: cards/Mega Atlas\n    value: {cost: 1}\n",
     r"line 4: cards/Mega Atlas: a variant cannot add a card"),
    ("base: domination-v2.2\nchanges:\n  - remove: cards/Basic Factory\n",
     r"line 3: cards/Basic Factory: a base card cannot be removed"),
    ("base: domination-v2.2\nchanges:\n  - set: parameters/hand_size\n    to: 0\n",
     r"line 4: parameters/hand_size: 0 is less than the minimum of 1"),
    ("base: domination-v2.2\nchanges:\n  - set: cards/Atlas/cost\n    to: cheap\n",
     r"line 4: cards/Atlas/cost: 'cheap' is not of type 'integer'"),
    ("base: domination-v2.2\nchanges:\n  - set: cards/Atlass/cost\n    to: 3\n",
     r"line 3: .*cards has no item 'Atlass'"),
    ("base: battletech-tcg\nchanges:\n  - set: cards/LT009/speed\n    to: warp\n",
     r"line 4: cards/LT009/speed: 'warp' is not one of"),
    ("base: domination-v2.2\nchanges:\n  - set: cards/Ammo Dump/attack\n    to: 3\n",
     r"line 4: cards/Ammo Dump/attack: Ammo Dump has no attack"),
    ("base: domination-v2.2\nchanges:\n  - set: cards/Basic Factory/copies\n    to: 10\n",
     r"line 4: cards/Basic Factory/copies: the starting decks take 14 Basic Factory cards"),
])
def test_a_bad_file_is_refused_naming_the_line_and_field(text, message):
    with pytest.raises(ValueError, match=message):
        variant(text)


def test_a_file_for_another_rule_set_is_refused():
    with pytest.raises(PatchError, match=r"the file changes domination-v2.2, but the rule set asked for is "
                                         r"domination-v4"):
        variant("base: domination-v2.2\nchanges: []\n", V4)


def test_a_missing_file_is_one_clear_line(tmp_path):
    with pytest.raises(PatchError, match=r"nothing\.yaml: cannot read the variant file"):
        register_variant_file(tmp_path / "nothing.yaml")


def test_the_same_changes_make_the_same_rule_set():
    a = variant("base: domination-v4\nchanges:\n  - set: cards/Atlas/cost\n    to: 9\n", name="a.yaml")
    b = variant("base: domination-v4\nchanges:\n  - set: cards/Atlas/cost\n    to: 9\n", name="b.yaml")
    assert a is b


# -- Domination ---------------------------------------------------------------------------------------------------
def _buy_price(rules, state, name) -> int:
    """The cost the family's per-type table gives the card now (what buy options and bots read)."""
    from mechdeck.games.domination.table import COST
    return COST[rules.table.tid(name)]


def test_a_v22_variant_plays_its_numbers_and_the_shipped_rule_set_keeps_its_own():
    cheap = variant("base: domination-v2.2\nchanges:\n  - set: cards/Atlas/cost\n    to: 1\n"
                    "  - set: cards/Atlas/copies\n    to: 2\n"
                    "  - set: parameters/hand_size\n    to: 7\n")
    shipped = get_rules(V22)
    printed = next(card["cost"] for card in shipped.variant_document()["cards"] if card["name"] == "Atlas")
    state = cheap.new_game(5, {"supply": ["Atlas"]})
    assert len(state.zones["pile:Atlas"]) == 2
    assert {len(state.zones["hand0"]), len(state.zones["hand1"])} == {7}
    assert _buy_price(cheap, state, "Atlas") == 1
    base_state = shipped.new_game(5, {"supply": ["Atlas"]})
    assert len(base_state.zones["pile:Atlas"]) == 5 and len(base_state.zones["hand0"]) == 5
    assert _buy_price(shipped, base_state, "Atlas") == printed
    # a game of the variant continued after the shipped rule set's game started: its numbers come back
    cheap.apply(state, state.decision.options[0])
    assert _buy_price(cheap, state, "Atlas") == 1
    shipped.apply(base_state, base_state.decision.options[0])
    assert _buy_price(shipped, base_state, "Atlas") == printed


def test_a_v22_variant_ends_the_game_at_its_number_of_empty_piles():
    from mechdeck.games.domination_v22 import turn
    early = variant("base: domination-v2.2\nchanges:\n  - set: parameters/empty_piles_to_end\n    to: 1\n")
    state = early.new_game(2, {})
    name = state.counters["piles"][-1]
    state.zones[f"pile:{name}"].clear()
    assert turn.game_over(state)
    shipped_state = get_rules(V22).new_game(2, {})
    shipped_state.zones[f"pile:{name}"].clear()
    assert not turn.game_over(shipped_state)


def test_a_v4_variant_sets_the_row_the_supply_deck_and_the_first_hands():
    rules = variant("base: domination-v4\nchanges:\n  - set: parameters/row_size\n    to: 4\n"
                    "  - set: parameters/supply_deal\n    to: 20\n  - set: parameters/first_hand\n    to: 2\n"
                    "  - set: parameters/hand_size\n    to: 6\n")
    state = rules.new_game(3, {"first_player": 0})
    assert len(state.zones["row"]) == 4 and len(state.zones["row"]) + len(state.zones["supplydeck"]) == 20
    assert (len(state.zones["hand0"]), len(state.zones["hand1"])) == (2, 6)


def test_a_variant_catalogue_shows_its_numbers():
    from mechdeck.kernel.presentation import catalogue
    rules = variant("base: domination-v2.2\nchanges:\n  - set: cards/Atlas/attack\n    to: 12\n"
                    "  - remove: cards/Assassination\n")
    records, _, _ = rules.card_listing()
    by_name = {record["name"]: record for record in records}
    assert by_name["Atlas"]["attack"] == 12 and "Assassination" not in by_name
    assert "Assassination" not in json.dumps(catalogue(rules)["gallery"])


# -- the TCG -------------------------------------------------------------------------------------------------------
def test_a_tcg_variant_plays_its_numbers_and_parameters():
    from mechdeck.games.battletech_tcg.cards import card_by_number
    rules = variant("base: battletech-tcg\nchanges:\n  - set: cards/LT009/cost\n    to: 5\n"
                    "  - set: parameters/opening_hand\n    to: 7\n")
    state = rules.new_game(1, {})
    assert len(state.zones["hand0"]) == 7 and card_by_number("LT009").cost == 5
    get_rules(TCG).new_game(1, {})
    assert card_by_number("LT009").cost == 7


def test_a_tcg_variant_checks_decks_against_its_stockpile_size_and_removed_cards():
    from mechdeck.kernel import RulesError
    small = variant("base: battletech-tcg\nchanges:\n  - set: parameters/stockpile_size\n    to: 40\n")
    with pytest.raises(RulesError, match=r"deck of P1 is not legal: the deck has 60 cards; at most 40 are allowed"):
        small.new_game(1, {})
    without = variant("base: battletech-tcg\nchanges:\n  - remove: cards/LT009\n")
    with pytest.raises(RulesError, match=r"removed Atlas \(AS7-D\) from the pool"):
        without.new_game(1, {"decks": [["LT009"] * 3, "wolf"]})


# -- War Rig: its content files are variants ------------------------------------------------------------------------
def test_a_war_rig_content_patch_is_a_variant(tmp_path):
    path = tmp_path / "slow.yaml"
    path.write_text("base: sample\ndescription: slower squads\nchanges:\n"
                    "  - set: rules/actions_per_squad\n    to: 1\n", encoding="utf-8")
    rules = get_rules(register_variant_file(path, WAR_RIG))
    assert rules.id == variant_rules_id(WAR_RIG, variant_document(rules.id))
    assert rules.content.rules.actions_per_squad == 1
    assert rules.variant_info["changes"] == ["rules/actions_per_squad: 2 -> 1"]


# -- records: a worker and a results folder register the variant again -----------------------------------------------
def test_a_job_carries_the_variant_to_a_worker_that_never_saw_it():
    from mechdeck.kernel.engine import _LOADED, _REGISTRY
    text = "base: domination-v4\nchanges:\n  - set: cards/Atlas/cost\n    to: 3\n"
    rules = variant(text, name="carried.yaml")
    jobs = plan_games(rules.id, [("heuristic", "random")], 2, 7)
    assert jobs[0]["variant"] == [text, "carried.yaml"]
    expected = play_job(jobs[0])
    del _REGISTRY[rules.id], _LOADED[rules.id]     # a fresh worker: nothing registered
    again = play_job(jobs[0])
    assert again.actions == expected.actions and get_rules(rules.id).variant_info["name"] == "carried"


def test_register_variant_rebuilds_from_the_whole_document_and_refuses_a_changed_one():
    rules = variant("base: domination-v2.2\nchanges:\n  - set: cards/Atlas/defense\n    to: 9\n")
    document = variant_document(rules.id)
    assert register_variant(rules.id, document) == rules.id
    document["cards"][0]["cost"] += 1
    fake = rules.id[:-1] + ("0" if rules.id[-1] != "0" else "1")
    with pytest.raises(ValueError, match=r"were changed after the games were played"):
        register_variant(fake, document)


def test_an_unchanged_variant_plays_the_very_games_of_its_base():
    same = variant("base: domination-v2.2\ndescription: nothing changed\nchanges: []\n")
    assert same.id != V22
    for seed in range(3):
        a = play_game(V22, ("heuristic", "heuristic"), seed)
        b = play_game(same.id, ("heuristic", "heuristic"), seed)
        assert a.actions == b.actions and a.scores == b.scores


def test_removed_cards_are_in_no_game_and_cannot_be_named():
    from mechdeck.kernel import RulesError
    v22 = variant("base: domination-v2.2\nchanges:\n  - remove: cards/Atlas\n  - remove: cards/Assassination\n")
    for seed in range(30):
        piles = v22.new_game(seed, {}).counters["piles"]
        assert "Atlas" not in piles and "Assassination" not in piles
    with pytest.raises(RulesError, match=r"Atlas is not in the pool of domination-v2.2@"):
        v22.new_game(1, {"supply": ["Atlas"]})
    assert "Atlas" not in v22.takeable_cards() and "Atlas" in get_rules(V22).takeable_cards()
    v4 = variant("base: domination-v4\nchanges:\n  - remove: cards/Atlas\n")
    state = v4.new_game(4, {})
    assert "Atlas" not in {v4.card_name(state.card_types[c]) for c in range(len(state.card_types))}
    smaller = variant("base: domination-v2.2\nchanges:\n  - set: parameters/piles_per_kind\n    to: 3\n")
    assert len(smaller.new_game(2, {}).counters["piles"]) == 4 + 3 + 3


def test_the_supply_offers_follow_the_numbers_of_the_game_being_played():
    """What a Supply offers at a price is worked out once per rule set and Supply; a variant's game and its base's,
    on the same Supply one after the other, each offer by their own costs."""
    from mechdeck.agents import make_agent
    from mechdeck.kernel import play_out
    cheap = variant("base: domination-v2.2\nchanges:\n  - set: cards/Atlas/cost\n    to: 2\n")
    shipped = get_rules(V22)
    for rules, offered in ((shipped, False), (cheap, True), (shipped, False)):
        state = rules.new_game(21, {"supply": ["Atlas"], "first_player": 0})
        agents = [make_agent("random", 1), make_agent("random", 2)]
        while not (state.decision.kind == "buy" and 2 <= state.counters["industry"] < 8):
            assert play_out(rules, state, agents, 1) == 1, "the game ended before a Buy phase with 2 to 7 Industry"
        assert (("buy", "Atlas") in state.decision.options) == offered


def test_the_cards_command_lists_a_variants_cards(tmp_path):
    from cli_runner import run
    path = tmp_path / "v.yaml"
    path.write_text("base: battletech-tcg\nchanges:\n  - set: cards/LT009/attack\n    to: 9\n  - remove: cards/LT001\n")
    result = run("cards", "--rules", "battletech-tcg", "--content", str(path), "--json")
    records = {record["number"]: record for record in json.loads(result.output)}
    assert records["LT009"]["attack"] == 9 and "LT001" not in records
    path.write_text("base: domination-v4\nchanges:\n  - set: cards/Atlas/cost\n    to: 5\n")
    by_name = {r["name"]: r for r in json.loads(run("cards", "--rules", "domination-v4", "--content", str(path),
                                                      "--json").output)}
    assert by_name["Atlas"]["cost"] == 5
    shipped = {r["name"]: r for r in json.loads(run("cards", "--rules", "domination-v4", "--json").output)}
    assert shipped["Atlas"]["cost"] != 5
