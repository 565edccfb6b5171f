"""The Operation cards' one countdown (abilities/subterfuge.py: ``operation``), Chandrasekhar Kurita
(abilities/leaders_and_sites.py), and the cards that add or spend counters, Booty Cache and Underworld Connections
(abilities/counters.py, with board.py's ``COUNTER_KINDS``).  One or more tests per card, each checking every clause
of its text, and a case where it does not apply."""
import pytest

from mechdeck.games.battletech_tcg.action_space import catalogue
from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data, where
from mechdeck.games.battletech_tcg.abilities.subterfuge import OPERATIONS
from mechdeck.games.battletech_tcg.board import COUNTER_KINDS, has_asset
from mechdeck.games.battletech_tcg.cards import CARDS, card_by_number
from mechdeck.games.battletech_tcg.decks import FORMATS
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.kernel import IllegalAction

from tcg_support import FILL, R, cid, do, game, names, options, play_out, private, public
from test_cards_later_leaders import CHARGER, DRAGON, IDLE

KURITA = "Chandrasekhar Kurita"
BOOTY = "Booty Cache"
UNDERWORLD = "Underworld Connections"


def test_the_cards_are_card_code_in_their_modules():
    for number in ("CS020", "ME015", "ME094"):
        assert not plain_by_data(card_by_number(number)) and number in IMPLEMENTED
    assert where("CS020") == "leaders_and_sites.py"
    assert where("ME015") == "counters.py (building blocks: booty counters cashed in)"
    assert where("ME094") == "counters.py"


# -- the Operations' countdown ---------------------------------------------------------------------------------------
def test_every_operation_card_declares_three_counters_and_its_completion_in_one_table():
    operations = {c.number for c in CARDS if "Operation" in c.subtypes and c.set_code in FORMATS["all"]}
    assert set(OPERATIONS) == operations == {"LT099", "LT185", "LT207", "CS001", "CS013", "CS066"}
    assert {op.counters for op in OPERATIONS.values()} == {3}   # "Put three operation counters on ..."


def _kurita_game(p0_post=(), p1_post=(), **spec):
    return game({"stock": [FILL] * 5, "post": [KURITA, *p0_post], "patrol": [IDLE]},
                {"stock": [FILL] * 5, "post": list(p1_post)}, **spec)


def _used(s, c, key):
    return ("use", c, key) in options(s)


# -- CS020 Chandrasekhar Kurita --------------------------------------------------------------------------------------
def test_chandrasekhar_kurita_removes_an_operation_counter_from_either_players_operation_card():
    s = _kurita_game([{"card": "Guerrilla Support", "counters": {"op": 2}}],
                     [{"card": "Blockade", "counters": {"op": 3}}])
    k = cid(s, KURITA, "post0")
    guerrilla, blockade = cid(s, "Guerrilla Support", "post0"), cid(s, "Blockade", "post1")
    do(s, ("use", k, "operation"))
    assert options(s) == (("choose", guerrilla), ("choose", blockade))
    do(s, ("choose", blockade))
    assert s.counters[f"op:{blockade}"] == 2 and s.counters[f"op:{guerrilla}"] == 2
    assert f"tap:{k}" in s.counters and "Blockade: an operation counter is removed (2 left)" in public(s)


def test_chandrasekhar_kurita_removing_the_last_counter_completes_the_operation_for_its_player():
    s = _kurita_game(p1_post=[{"card": "Open Supply Lines", "counters": {"op": 1}}])
    do(s, ("use", cid(s, KURITA, "post0"), "operation"))                # the only Operation: chosen at once
    assert names(s, "scrap1") == ["Open Supply Lines"] and s.counters.get("extra_draws1") == 1   # P2's Operation
    assert "extra_draws0" not in s.counters
    assert "Open Supply Lines is scrapped (last operation counter removed)" in public(s)
    s = _kurita_game([{"card": "Blockade", "counters": {"op": 1}}])
    do(s, ("use", cid(s, KURITA, "post0"), "operation"))                # the only Operation: chosen at once
    assert s.counters.get("blockade1") == 1 and names(s, "scrap0") == ["Blockade"]


def test_chandrasekhar_kurita_removes_no_counter_without_an_operation_or_outside_the_missions_phase():
    s = _kurita_game(["Thumper Battery"])
    assert not _used(s, cid(s, KURITA, "post0"), "operation")          # no Operation card in play
    s = game({"stock": [FILL] * 5, "post": [KURITA, {"card": "Guerrilla Support", "counters": {"op": 2}}],
              "hand": [FILL], "patrol": [IDLE]}, {"stock": [FILL] * 5}, phase="deploy")
    k = cid(s, KURITA, "post0")
    assert not _used(s, k, "operation") and _used(s, k, "restock")     # the Deploy phase restocks only
    with pytest.raises(IllegalAction):
        do(s, ("use", k, "operation"))


def test_chandrasekhar_kurita_restocks_a_card_from_the_hand_in_the_deploy_phase_unseen_by_the_opponent():
    s = game({"stock": [FILL] * 5, "post": [KURITA], "hand": [DRAGON, "Blockade"], "patrol": [IDLE]},
             {"stock": [FILL] * 5}, phase="deploy")
    k = cid(s, KURITA, "post0")
    dragon, blockade = cid(s, DRAGON, "hand0"), cid(s, "Blockade", "hand0")
    do(s, ("use", k, "restock"))
    assert options(s) == (("restock", dragon), ("restock", blockade))
    assert s.decision.player == 0
    do(s, ("restock", blockade))
    assert s.zones["stock0"][0] == blockade and names(s, "hand0") == [DRAGON] and len(s.zones["stock0"]) == 6
    assert "P1 restocks a card (Chandrasekhar Kurita)" in public(s)
    assert not any("Blockade" in line for line in public(s))          # the opponent does not learn which
    assert "P1 restocks Blockade" in private(s, 0)
    assert blockade in known(s, 0) and blockade not in known(s, 1)


def test_chandrasekhar_kurita_restocks_nothing_from_an_empty_hand_or_in_the_missions_phase():
    s = game({"stock": [FILL] * 5, "post": [KURITA], "patrol": [IDLE], "build": [{"card": DRAGON, "cc": 0}]},
             {"stock": [FILL] * 5}, phase="deploy")
    assert s.decision.kind == "deploy-phase" and not s.zones["hand0"]
    assert not _used(s, cid(s, KURITA, "post0"), "restock")
    s = game({"stock": [FILL] * 5, "post": [KURITA], "hand": [DRAGON], "patrol": [IDLE]}, {"stock": [FILL] * 5})
    assert not _used(s, cid(s, KURITA, "post0"), "restock")


def test_chandrasekhar_kurita_provides_logistics():
    s = _kurita_game()
    assert has_asset(s, 0, "L") and not has_asset(s, 1, "L")


# -- ME015 Booty Cache -------------------------------------------------------------------------------------------------
def test_booty_cache_gets_one_booty_counter_per_mission_that_damages_the_opponents_stockpile():
    s = game({"stock": [FILL] * 5, "post": [BOOTY], "patrol": [CHARGER, DRAGON, IDLE]}, {"stock": [FILL] * 9})
    bc = cid(s, BOOTY, "post0")
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("add", cid(s, DRAGON, "patrol0")), ("target", "stock"))
    play_out(s)
    assert len(s.zones["stock1"]) == 9 - 3                            # 1 + 2 attack: one damaging event
    assert s.counters[f"booty:{bc}"] == 1 and "Booty Cache gets a booty counter (1)" in public(s)


def test_booty_cache_gets_a_counter_for_a_cards_damage_to_the_opponents_stockpile_not_to_its_own():
    s = game({"stock": [FILL] * 5, "post": [BOOTY, "Thumper Battery"], "patrol": [IDLE]}, {"stock": [FILL] * 5})
    bc, tb = cid(s, BOOTY, "post0"), cid(s, "Thumper Battery", "post0")
    do(s, ("use", tb, "shell"), ("shell", "stock0"))
    assert len(s.zones["stock0"]) == 3 and f"booty:{bc}" not in s.counters    # its own Stockpile: no booty
    s = game({"stock": [FILL] * 5, "post": [BOOTY, "Thumper Battery"], "patrol": [IDLE]}, {"stock": [FILL] * 5})
    bc = cid(s, BOOTY, "post0")
    do(s, ("use", cid(s, "Thumper Battery", "post0"), "shell"), ("shell", "stock1"))
    assert s.counters[f"booty:{bc}"] == 1


def test_booty_cache_gets_nothing_when_the_opponent_damages_its_players_stockpile():
    s = game({"stock": [FILL] * 5, "post": ["Thumper Battery"], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "post": [BOOTY]})
    do(s, ("use", cid(s, "Thumper Battery", "post0"), "shell"), ("shell", "stock1"))
    assert len(s.zones["stock1"]) == 3 and f"booty:{cid(s, BOOTY, 'post1')}" not in s.counters


def test_booty_cache_removes_any_number_of_booty_counters_for_two_resources_each_in_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": [{"card": BOOTY, "counters": {"booty": 3}}], "hand": [FILL],
              "patrol": [IDLE], "build": [{"card": DRAGON, "cc": 0}]}, {"stock": [FILL] * 5}, phase="deploy")
    bc = cid(s, BOOTY, "post0")
    do(s, ("use", bc, "cash in"))
    assert options(s) == (("withdraw", 3), ("withdraw", 2), ("withdraw", 1))
    do(s, ("withdraw", 2))
    assert s.counters[f"booty:{bc}"] == 1 and s.counters["pool0"] == 4 and f"tap:{bc}" in s.counters
    assert "P1 removes 2 booty counters from Booty Cache: +4 resources" in public(s)


def test_booty_cache_cashes_in_nothing_without_counters_or_outside_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": [BOOTY], "hand": [FILL], "patrol": [IDLE]}, {"stock": [FILL] * 5},
             phase="deploy")
    assert not _used(s, cid(s, BOOTY, "post0"), "cash in")
    s = game({"stock": [FILL] * 5, "post": [{"card": BOOTY, "counters": {"booty": 3}}], "patrol": [IDLE]},
             {"stock": [FILL] * 5})
    assert not _used(s, cid(s, BOOTY, "post0"), "cash in")


# -- ME094 Underworld Connections ------------------------------------------------------------------------------------
def _underworld_game(**p1):
    return game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [IDLE],
                 "post": [UNDERWORLD, {"card": "Guerrilla Support", "counters": {"op": 2}}]},
                dict({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "damage": 2}],
                      "build": [{"card": FILL, "cc": 3}]}, **p1), phase="deploy")


def test_underworld_connections_offers_each_kind_of_counter_on_each_card_by_its_name():
    s = _underworld_game()
    uc = cid(s, UNDERWORLD, "post0")
    guerrilla, dragon, built = cid(s, "Guerrilla Support", "post0"), cid(s, DRAGON, "patrol1"), s.zones["build1"][0]
    do(s, ("use", uc, "replace"))
    assert set(options(s)) == {("replace counter", dragon, "damage"), ("replace counter", built, "construction"),
                               ("replace counter", guerrilla, "operation")}
    action = ("replace counter", dragon, "damage")
    assert R.option_targets(s, action) == (("card", dragon),)
    assert "damage" in R.action_label(s, action, 0)
    assert set(COUNTER_KINDS.values()) >= {"damage", "construction", "operation", "pinned", "hindrance", "booty"}
    half = [card_by_number("LT001").number] * len(s.card_types)      # at least as many card instances as the position
    indexed = set(catalogue(R, {"decks": [half, half], "format": "all"}).actions)
    assert set(options(s)) <= indexed      # the learning environments' action space holds each (action_space.py)


@pytest.mark.parametrize("kind, mark, before", [("damage", "dmg", 2), ("construction", "cc", 3),
                                                ("operation", "op", 2)])
def test_underworld_connections_replaces_one_counter_with_two_of_the_same_kind(kind, mark, before):
    s = _underworld_game()
    uc = cid(s, UNDERWORLD, "post0")
    card = {"damage": cid(s, DRAGON, "patrol1"), "construction": s.zones["build1"][0],
            "operation": cid(s, "Guerrilla Support", "post0")}[kind]
    do(s, ("use", uc, "replace"), ("replace counter", card, kind))
    assert s.counters[f"{mark}:{card}"] == before + 1 and f"tap:{uc}" in s.counters
    assert sum(s.counters.get(f"{m}:{c}", 0) for m in ("dmg", "cc", "op") for c in range(len(s.card_types))) == 8
    said = [line for line in public(s) if line.startswith(f"Underworld Connections: a {kind} counter on ")]
    assert said and (kind != "construction" or said == ["Underworld Connections: a construction counter on P2's "
                                                        "face-down card under construction becomes two (4)"])


def test_underworld_connections_doubling_a_damage_counter_up_to_the_structure_scraps_the_mech():
    s = _underworld_game(patrol=[{"card": DRAGON, "damage": 6}])      # structure 7
    dragon = cid(s, DRAGON, "patrol1")
    do(s, ("use", cid(s, UNDERWORLD, "post0"), "replace"), ("replace counter", dragon, "damage"))
    assert names(s, "scrap1") == [DRAGON]


def test_underworld_connections_does_not_apply_without_counters_on_a_card_or_outside_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [IDLE], "post": [UNDERWORLD]},
             {"stock": [FILL] * 5, "patrol": [DRAGON]}, phase="deploy")
    assert not _used(s, cid(s, UNDERWORLD, "post0"), "replace")       # no counter on any card
    s = game({"stock": [FILL] * 5, "patrol": [IDLE], "post": [UNDERWORLD]},
             {"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "damage": 2}]})
    assert not _used(s, cid(s, UNDERWORLD, "post0"), "replace")       # the Missions phase


def test_underworld_connections_doubles_a_hindrance_or_an_infantry_counter_on_a_card():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [IDLE], "post": [UNDERWORLD, "Battalion Support", FILL]},
             {"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "counters": {"hindrance": True}}]}, phase="deploy")
    uc, bs, site = cid(s, UNDERWORLD, "post0"), cid(s, "Battalion Support", "post0"), cid(s, FILL, "post0")
    dragon = cid(s, DRAGON, "patrol1")
    s.counters[f"infantry:{site}"] = (bs,)                           # one infantry counter moved onto the site
    do(s, ("use", uc, "replace"))
    assert set(options(s)) == {("replace counter", dragon, "hindrance"), ("replace counter", site, "infantry")}
    do(s, ("replace counter", site, "infantry"))
    assert s.counters[f"infantry:{site}"] == (bs, bs)                # both belong to that Battalion Support
    assert s.counters[f"hindrance:{dragon}"] is True


def test_chandrasekhar_kurita_completing_the_opponents_orbital_bombardment_lets_its_player_strike_at_once():
    s = game({"stock": [FILL] * 5, "post": [KURITA], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "hand": [FILL], "post": [{"card": "Orbital Bombardment", "counters": {"op": 1}}]})
    do(s, ("use", cid(s, KURITA, "post0"), "operation"))
    assert names(s, "scrap1") == ["Orbital Bombardment"]
    assert s.decision.player == 1 and ("scrap", cid(s, FILL, "hand1")) in options(s)   # P2 chooses, in P1's turn
    do(s, ("scrap", cid(s, FILL, "hand1")), ("bombard", "stock0"))       # the hand is empty: one card, 2 damage
    assert len(s.zones["stock0"]) == 3 and "Orbital Bombardment deals 2 damage to P1's Stockpile" in public(s)
