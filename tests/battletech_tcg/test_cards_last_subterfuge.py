"""Arsenal's and Crusade's Subterfuge cards (abilities/subterfuge.py): Holovid Frameup, 'Mech Recall, Zhanzheng de
Guang Terrorism, It's a Trap! and Political Stranglehold: what each text does, a case where it does not apply, who
decides, and a few random games from a position holding them."""
import pytest

from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.kernel import IllegalAction

from tcg_support import FILL, IDLE, PLAY_OUT, R, cid, dice, do, game, names, options, play_out, public

from test_cards_last_one_shots import play_randomly

ATLAS, CHARGER, DRAGON = "Atlas (AS7-D)", "Charger (CGR-1A1)", "Dragon (DRG-1N)"
UNIQUE, OTHER_UNIQUE = "Alex Mallory", "Leo Showers"
PILOT = "Elite MechWarrior"
VEHICLE = "Bulldog"


def _reveal(s, name, seat=0):
    do(s, ("reveal", cid(s, name, f"build{seat}")))


# -- AR046 Holovid Frameup (T1214) -------------------------------------------------------------------------------------
def _frameup(roll, opposing_post=(UNIQUE,)):
    s = game({"stock": [FILL] * 6, "hand": [FILL], "post": [OTHER_UNIQUE],
              "build": [{"card": "Holovid Frameup", "cc": 6}]},
             {"stock": [FILL] * 6, "post": list(opposing_post)}, phase="deploy")
    dice(s, roll)
    _reveal(s, "Holovid Frameup")
    return s


def test_holovid_frameup_on_three_to_six_you_scrap_their_unique_card_and_they_scrap_three():
    s = _frameup(4)
    assert s.decision.player == 0
    do(s, ("scrap", cid(s, UNIQUE, "post1")))
    assert UNIQUE in names(s, "scrap1") and len(s.zones["stock1"]) == 3 and len(s.zones["stock0"]) == 6


def test_holovid_frameup_on_one_or_two_the_opponent_chooses_and_you_scrap_three():
    s = _frameup(2)
    assert s.decision.player == 1                     # "a Unique card of that player's choice"
    do(s, ("scrap", cid(s, OTHER_UNIQUE, "post0")))
    assert OTHER_UNIQUE in names(s, "scrap0") and len(s.zones["stock0"]) == 3 and len(s.zones["stock1"]) == 6


def test_holovid_frameup_with_no_unique_card_in_play_scraps_only_stockpile_cards():
    s = game({"stock": [FILL] * 6, "hand": [FILL], "build": [{"card": "Holovid Frameup", "cc": 6}]},
             {"stock": [FILL] * 6, "post": [FILL]}, phase="deploy")
    dice(s, 5)
    _reveal(s, "Holovid Frameup")
    assert len(s.zones["stock1"]) == 3 and names(s, "post1") == [FILL]


# -- AR062 'Mech Recall (T1216) ----------------------------------------------------------------------------------------
def test_mech_recall_puts_a_patrolling_mech_in_its_owners_hand():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "Mech Recall", "cc": 8}]},
             {"stock": [FILL] * 5, "patrol": [{"card": ATLAS, "pilot": PILOT, "damage": 2},
                                              {"card": CHARGER, "guard": "stock"}, {"card": DRAGON, "depleted": True},
                                              VEHICLE]}, phase="deploy")
    atlas = cid(s, ATLAS, "patrol1")
    _reveal(s, "Mech Recall")                         # the only patrolling 'Mech: chosen at once
    assert atlas in s.zones["hand1"] and atlas in known(s, 0) and mark(s, "dmg", atlas) is None
    assert PILOT in names(s, "scrap1")                # what was on it is scrapped


def test_mech_recall_does_not_take_guarding_depleted_or_non_mech_units():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "Mech Recall", "cc": 8}]},
             {"stock": [FILL] * 5, "patrol": [{"card": CHARGER, "guard": "stock"},
                                              {"card": DRAGON, "depleted": True}, VEHICLE]}, phase="deploy")
    _reveal(s, "Mech Recall")
    assert names(s, "hand1") == [] and len(s.zones["patrol1"]) == 3


# -- AR108 Zhanzheng de Guang Terrorism --------------------------------------------------------------------------------
def _terror(opponent_hand):
    s = game({"stock": [FILL] * 8, "hand": [FILL], "build": [{"card": "Zhanzheng de Guang Terrorism", "cc": 7}]},
             {"stock": [FILL] * 8, "hand": list(opponent_hand)}, phase="deploy")
    deploys = s.counters["deploys"]
    _reveal(s, "Zhanzheng de Guang Terrorism")
    assert s.counters["deploys"] == deploys + 1       # the additional deployment
    while s.counters["active"] == 0:
        do(s, ("done",))
    return s


def test_zhanzheng_deals_four_damage_when_the_opponent_deploys_next_turn():
    s = _terror([ATLAS])
    stock = len(s.zones["stock1"])
    do(s, ("deploy", cid(s, ATLAS, "hand1")))
    assert len(s.zones["stock1"]) == stock - 4 and "zhanzheng" not in s.counters
    assert len(s.zones["stock0"]) == 8               # no damage to P1's


def test_zhanzheng_damages_your_own_stockpile_when_the_opponent_makes_no_deployment():
    s = _terror([])
    stock0 = len(s.zones["stock0"])
    while s.counters["active"] == 1:
        do(s, ("done",))
    assert "Zhanzheng de Guang Terrorism deals 2 damage to P1's Stockpile" in public(s)
    assert "zhanzheng" not in s.counters and len(s.zones["stock0"]) <= stock0 - 2


# -- CR060 It's a Trap! (T1126) ----------------------------------------------------------------------------------------
def _trap(cc=12):
    return game({"stock": [FILL] * 5, "post": [FILL], "patrol": [DRAGON, IDLE],
                 "build": [{"card": "It's a Trap!", "cc": cc}]},
                {"stock": [FILL] * 5, "patrol": [ATLAS, CHARGER, {"card": IDLE, "tapped": True}]})


def test_its_a_trap_makes_opposing_units_attack_a_target_you_choose():
    s = _trap()                                       # cost 3 + 5 without Politics: 4 above, two Units
    trap = cid(s, "It's a Trap!", "build0")
    do(s, ("reveal", trap))
    atlas, charger = cid(s, ATLAS, "patrol1"), cid(s, CHARGER, "patrol1")
    assert set(options(s)) == {("choose", atlas), ("choose", charger)}   # a tapped Unit cannot attack
    do(s, ("choose", atlas))
    assert s.decision.player == 0 and ("target", "stock") in options(s)
    do(s, ("target", "stock"))
    c = s.counters
    assert c["m.p"] == 1 and set(c["m.att"]) == {atlas, charger} and c["m.tgt"] == "stock"
    assert mark(s, "tap", atlas) and mark(s, "tap", charger)
    blockers = [o for o in options(s) if o[0] == "block"] if s.decision.player == 0 else []
    while s.decision.player != 0 or not blockers:     # P1 defends: the reactions first
        do(s, s.decision.options[-1])
        blockers = [o for o in options(s) if o[0] == "block"] if s.decision.player == 0 else []
    assert ("block", cid(s, DRAGON, "patrol0")) in options(s)
    play_out(s, (("pass",),) + PLAY_OUT)
    assert len(s.zones["stock0"]) < 5 and s.counters["active"] == 0   # the mission hit P1's Stockpile


def test_its_a_trap_cannot_be_revealed_in_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "It's a Trap!", "cc": 12}]},
             {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase="deploy")
    trap = cid(s, "It's a Trap!", "build0")
    assert ("reveal", trap) not in options(s)
    with pytest.raises(IllegalAction):
        R.apply(s, ("reveal", trap))


def test_its_a_trap_with_too_few_counters_sends_no_one():
    s = _trap(cc=9)                                   # 1 above the cost
    do(s, ("reveal", cid(s, "It's a Trap!", "build0")))
    assert "m.att" not in s.counters and "It's a Trap!" in names(s, "scrap0")
    assert not mark(s, "tap", cid(s, ATLAS, "patrol1"))


def test_its_a_trap_forced_open_by_damage_sends_no_one():
    """Does not apply: revealed by the opponent's unblocked attack, outside its player's Missions phase (T1211)."""
    s = game({"stock": [FILL] * 5, "patrol": [ATLAS, CHARGER]},
             {"stock": [FILL] * 5, "build": [{"card": "It's a Trap!", "cc": 30}]}, spare=IDLE)
    do(s, ("mission",), ("add", cid(s, ATLAS, "patrol0")), ("target", cid(s, "It's a Trap!", "build1")))
    play_out(s, (("pass",),) + PLAY_OUT)
    assert "P2 reveals It's a Trap!" in public(s) and "It's a Trap!" in names(s, "scrap1") and "m.att" not in s.counters
    assert not mark(s, "tap", cid(s, CHARGER, "patrol0")) and s.counters["active"] == 0


# -- CR080 Political Stranglehold (T1127) ------------------------------------------------------------------------------
def test_political_stranglehold_scraps_every_card_the_opponent_draws_next_turn():
    s = game({"stock": [FILL] * 8, "hand": [FILL], "build": [{"card": "Political Stranglehold", "cc": 8}]},
             {"stock": [FILL] * 6 + [DRAGON, ATLAS], "hand": [CHARGER]}, phase="deploy")
    _reveal(s, "Political Stranglehold")
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert names(s, "hand1") == [CHARGER]            # the Draw phase's two cards went to the Scrapheap
    assert set(names(s, "scrap1")) == {ATLAS, DRAGON}
    assert "Atlas (AS7-D) is scrapped (drawn under Political Stranglehold)" in public(s)


def test_political_stranglehold_does_not_touch_your_draws_or_a_later_turn():
    s = game({"stock": [FILL] * 8, "hand": [FILL], "build": [{"card": "Political Stranglehold", "cc": 8}]},
             {"stock": [FILL] * 8, "hand": [CHARGER]}, phase="deploy")
    _reveal(s, "Political Stranglehold")
    while s.counters["active"] == 0:
        do(s, ("done",))
    while s.counters["active"] == 1:
        do(s, ("done",))
    assert len(s.zones["hand0"]) == 3                 # P1's own draws stay
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert len(s.zones["hand1"]) == 3 and "stranglehold" not in s.counters   # only that one turn


# -- the bots play them ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_through_the_subterfuge_cards_do_not_crash(seed):
    cards = ["Holovid Frameup", "Mech Recall", "Zhanzheng de Guang Terrorism", "It's a Trap!",
             "Political Stranglehold"]
    stock = [ATLAS, PILOT, UNIQUE, "Support - Politics", CHARGER] * 3
    s = game({"stock": stock + cards, "hand": cards[:3], "post": ["Support - Politics"] * 5 + [UNIQUE],
              "patrol": [ATLAS, DRAGON]},
             {"stock": stock + cards, "hand": cards[2:], "post": ["Support - Politics"] * 5 + [OTHER_UNIQUE],
              "patrol": [CHARGER, DRAGON]}, phase="deploy", seed=seed)
    play_randomly(s, seed)


def test_random_play_through_a_forced_mission_does_not_crash():
    for seed in (1, 2, 3):
        s = _trap()
        do(s, ("reveal", cid(s, "It's a Trap!", "build0")))
        play_randomly(s, seed, steps=150)
