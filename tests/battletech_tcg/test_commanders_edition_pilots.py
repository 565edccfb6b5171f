"""Commander's Edition reprints of Pilots, Enhancements and the die-roll Resources (abilities/pilots.py,
abilities/dice_and_infantry.py): the reworded reprints read card by card (T1105).  Those whose rewording changes
nothing are listed in tools/tcg_reprint_readings/ce_pilots.tsv and play as their earlier printing; the five that
differ (CE100 Fanatical Leader, CE151 Intimidating Paint Job, CE159 Kai, Champion of Solaris, CE223 Phelan Ward,
CE266 Sibko Allegiance) are tested here for what differs, and so are the earlier printings' spots where the reprint
keeps "'Mech" (T1102)."""
from pathlib import Path

import pytest

from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import activation_cost, base_attack, pilot_of
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of, initiative

from tcg_support import FILL, R, cid, dmg, do, game, mission, names, options, play_out, public

DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7
STAY = "Hunchback (HBK-4G)"              # an idle 'Mech keeps the active player's Missions phase open
BULLDOG = "Bulldog"                      # a Vehicle, slow 3/2/3
TACTICS = "Support - Tactics"
FANATIC, FANATIC_CE, PHELAN_WARD, PHELAN_WARD_CE = "CS036", "CE100", "MW065", "CE223"
PAINT_JOB, PAINT_JOB_CE, KAI, KAI_CE, SIBKO, SIBKO_CE = "ME046", "CE151", "MW043", "CE159", "MW081", "CE266"
DIFFERENT = (FANATIC_CE, PAINT_JOB_CE, KAI_CE, PHELAN_WARD_CE, SIBKO_CE)
READINGS = Path(__file__).resolve().parents[2] / "tools" / "tcg_reprint_readings" / "ce_pilots.tsv"
MINE = ("CE006 CE022 CE094 CE100 CE115 CE130 CE141 CE151 CE158 CE159 CE172 CE179 CE200 CE219 CE223 CE225 CE230 "
        "CE245 CE246 CE249 CE252 CE255 CE263 CE264 CE266 CE271 CE306 CE307 CE320 CE336 CE068 CE104").split()


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def printing(s, number, zone):
    """The card of that collector number in ``zone`` (two printings share a name)."""
    return next(c for c in s.zones[zone] if s.card_types[c] == card_by_number(number).id)


def test_each_reprint_read_here_is_either_the_same_card_or_implemented_in_its_earlier_printings_module():
    rows = [line.split("\t") for line in READINGS.read_text().splitlines() if line and not line.startswith("#")]
    same = {reprint: earlier for reprint, earlier, why in rows}
    assert all(why.strip() for _, _, why in rows) and len(same) == len(rows)
    assert sorted(list(same) + list(DIFFERENT)) == sorted(MINE)
    for reprint, earlier in same.items():   # the earlier printing is that card's, and the reprint plays as it
        assert card_by_number(reprint).name == card_by_number(earlier).name and earlier in implemented_numbers()
        assert card_by_number(reprint).plays_as == earlier and reprint in implemented_numbers()
    assert set(DIFFERENT) <= implemented_numbers() and all(where(n) == "pilots.py" for n in DIFFERENT)


# -- CE100 Fanatical Leader: "Each Unit in a group that includes 'Mech piloted by Fanatical Leader gets +1 attack" ----
def test_fanatical_leader_reprint_gives_1_attack_to_each_unit_of_its_group_its_own_mech_too():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": FANATIC_CE}, BANSHEE, BULLDOG, CHARGER]), stock(20))
    dragon, banshee, bulldog, charger = (cid(s, n, "patrol0") for n in (DRAGON, BANSHEE, BULLDOG, CHARGER))
    mission(s, dragon, banshee, bulldog, target="stock")
    assert base_attack(s, dragon) == 2 + 1                                # its own 'Mech: the reprint's "Each Unit"
    assert base_attack(s, banshee) == 2 + 1 and base_attack(s, bulldog) == 3 + 1   # a Vehicle is a Unit
    assert base_attack(s, charger) == 1                                   # not in the group
    assert initiative(s, 0) == 1                                          # "+1 initiative"
    play_out(s)
    assert base_attack(s, dragon) == 2 and base_attack(s, banshee) == 2  # "only during a mission"


def test_does_not_apply_fanatical_leader_reprint_outside_a_mission_to_the_other_side_or_as_the_earlier_printing():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": FANATIC_CE}, BANSHEE]),
             stock(patrol=[{"card": CICADA, "pilot": FANATIC}, CHARGER]))
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    cicada, charger = cid(s, CICADA, "patrol1"), cid(s, CHARGER, "patrol1")
    assert base_attack(s, dragon) == 2 and base_attack(s, banshee) == 2  # no group outside a mission
    mission(s, dragon, target="stock")
    do(s, ("block", cicada), ("block", charger))
    assert base_attack(s, dragon) == 2 + 1 and base_attack(s, banshee) == 2   # the Banshee is not in its group
    # the blockers' Counterstrike Fanatical Leader: "Each other 'Mech", its own 'Mech not (its erratum)
    assert base_attack(s, charger) == 1 + 1 and base_attack(s, cicada) == 1


# -- CE223 Phelan Ward: MW065's text at another asset cost (Politics 4 and Tactics 2, MW065's Tactics 4) -------------
def test_phelan_ward_reprint_costs_its_own_asset_part_without_tactics():
    s = game(stock(build=[PHELAN_WARD_CE, PHELAN_WARD], patrol=[DRAGON]), stock(), phase="deploy")
    reprint, earlier = printing(s, PHELAN_WARD_CE, "build0"), printing(s, PHELAN_WARD, "build0")
    assert card_by_number(PHELAN_WARD_CE).cost == card_by_number(PHELAN_WARD).cost == 3
    assert activation_cost(s, 0, reprint) == 3 + 4 + 2 and activation_cost(s, 0, earlier) == 3 + 4 + 4   # P4 and T2


def test_does_not_apply_phelan_ward_reprint_cost_with_tactics_in_play():
    s = game(stock(post=[TACTICS], build=[PHELAN_WARD_CE, PHELAN_WARD], patrol=[DRAGON]), stock(), phase="deploy")
    reprint, earlier = printing(s, PHELAN_WARD_CE, "build0"), printing(s, PHELAN_WARD, "build0")
    assert activation_cost(s, 0, reprint) == activation_cost(s, 0, earlier) == 3 + 4   # only the Politics part


def test_phelan_ward_reprint_in_battle_has_all_units_deal_no_damage_and_goes_to_the_hand():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PHELAN_WARD_CE}]),
             stock(post=[TACTICS], patrol=[CICADA]), spare=BANSHEE, counters={"init1": 5})
    dragon, cicada = cid(s, DRAGON, "patrol0"), cid(s, CICADA, "patrol1")
    phelan = printing(s, PHELAN_WARD_CE, "attached0")
    assert base_attack(s, dragon) == 2 + 2        # "Counts as Phelan while in play.+1 initiative, +2 attack"
    mission(s, dragon)
    assert initiative(s, 0) == 1 + 1
    do(s, ("block", cicada), "keep target out")
    do(s, ("use", phelan, "no damage"))
    assert names(s, "hand0") == ["Phelan Ward"] and pilot_of(s, dragon) is None
    assert attack_of(s, dragon) == 2 and initiative(s, 0) == 1
    assert "no 'Mech will deal damage this mission (Phelan Ward)" in public(s)
    play_out(s)
    assert dmg(s, cicada) == 0 and dmg(s, dragon) == 0


def test_does_not_apply_phelan_ward_reprint_while_its_mech_is_not_in_the_battle():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PHELAN_WARD_CE}, BANSHEE]),
             stock(post=[TACTICS], patrol=[CHARGER]), spare=CICADA)
    phelan = printing(s, PHELAN_WARD_CE, "attached0")
    mission(s, cid(s, BANSHEE, "patrol0"))                                # its 'Mech stays out of the mission
    do(s, ("block", cid(s, CHARGER, "patrol1")), "keep target out")
    assert ("use", phelan, "no damage") not in options(s)


# -- CE151 Intimidating Paint Job: "Each opposing Unit gets -1 attack. Use this ability only during battle" ----------
def test_paint_job_reprint_gives_1_attack_less_to_each_opposing_unit_in_its_battle_a_target_mech_too():
    s = game(stock(patrol=[{"card": CHARGER, "enhancements": [PAINT_JOB_CE, PAINT_JOB]}]),   # 80 tons
             stock(patrol=[BANSHEE, DRAGON]), spare=STAY)
    charger, banshee, dragon = cid(s, CHARGER, "patrol0"), cid(s, BANSHEE, "patrol1"), cid(s, DRAGON, "patrol1")
    assert base_attack(s, banshee) == 2                                   # no battle yet
    mission(s, charger, target=banshee)
    do(s, "no block")                                                     # unblocked: the target 'Mech battles it
    assert base_attack(s, banshee) == 2 - 1                               # the reprint's -1; ME046 none (T842)
    assert base_attack(s, dragon) == 2 and base_attack(s, charger) == 1   # not in the battle; its own side


def test_does_not_apply_paint_job_reprint_outside_a_battle_or_when_its_mech_is_not_in_it():
    s = game(stock(patrol=[{"card": BANSHEE, "enhancements": [PAINT_JOB_CE]}, CHARGER]),
             stock(patrol=[DRAGON]), spare=STAY)
    banshee, charger, dragon = cid(s, BANSHEE, "patrol0"), cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol1")
    mission(s, charger, target="stock")                                   # its 'Mech stays at home
    do(s, ("block", dragon), "keep target out")
    assert base_attack(s, dragon) == 2 and base_attack(s, banshee) == 2
    s = game(stock(patrol=[{"card": BANSHEE, "enhancements": [PAINT_JOB_CE]}]), stock(patrol=[DRAGON]), spare=STAY)
    banshee, dragon = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1")
    mission(s, banshee, target="stock")
    do(s, "no block")                                                     # unblocked against a site: no battle
    assert base_attack(s, dragon) == 2


# -- CE159 Kai, Champion of Solaris: "Deal 2 damage to each opposing Unit. Use this ability only during battle" -------
def until(s, action):
    """Say "no block" or "done" until ``action`` is offered."""
    for _ in range(8):
        if action in options(s):
            return
        do(s, "no block" if ("no block",) in options(s) else "done")
    raise AssertionError(f"{action} never offered")


def test_kai_reprint_deals_2_damage_to_each_opposing_unit_in_the_battle_a_target_mech_too():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": KAI_CE}]),
             stock(20, post=[TACTICS], patrol=[BANSHEE, CICADA]), spare=STAY)
    dragon, banshee, cicada = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol1"), cid(s, CICADA, "patrol1")
    kai = printing(s, KAI_CE, "attached0")
    assert base_attack(s, dragon) == 2 + 4                                # "+1 initiative, +4 attack"
    mission(s, dragon, target=banshee)                                    # unblocked: the target 'Mech battles it
    until(s, ("use", kai, "damage"))
    do(s, ("use", kai, "damage"))
    play_out(s)
    assert "Banshee (BNC-3E) takes 8 damage (5 to structure)" in public(s)   # the Dragon's 6 and Kai's 2 less 3 armor
    assert dmg(s, cicada) == 0                                            # an opposing Unit not in the battle


def test_does_not_apply_kai_reprint_damage_without_a_battle_nor_the_earlier_printing_to_a_target_mech():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": KAI_CE}]), stock(post=[TACTICS], patrol=[CICADA]),
             spare=STAY)
    kai = printing(s, KAI_CE, "attached0")
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    until(s, ("use", kai, "win initiative"))                              # unblocked against a site: no battle
    assert ("use", kai, "damage") not in options(s)
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": KAI}]),
             stock(20, post=[TACTICS], patrol=[BANSHEE]), spare=STAY)
    kai = printing(s, KAI, "attached0")
    mission(s, cid(s, DRAGON, "patrol0"), target=cid(s, BANSHEE, "patrol1"))
    until(s, ("use", kai, "win initiative"))
    assert ("use", kai, "damage") not in options(s)                      # MW043: engaged with nothing (T842)


# -- CE266 Sibko Allegiance: "on an unpiloted 'Mech you control that is involved in the mission" ---------------------
def sibko_game(printing_number):
    s = game(stock(patrol=[DRAGON]),
             {"stock": [FILL, "Kell Hound Pilot", FILL], "hand": [printing_number], "post": [TACTICS],
              "patrol": [BANSHEE, {"card": CHARGER, "pilot": "Kell Hound Pilot"}]}, spare=STAY)
    banshee, charger = cid(s, BANSHEE, "patrol1"), cid(s, CHARGER, "patrol1")
    mission(s, cid(s, DRAGON, "patrol0"), target=banshee)
    do(s, ("block", charger), "keep target out")                          # the target 'Mech stays out of the battle
    return s, banshee, charger, printing(s, printing_number, "hand1")


def test_sibko_allegiance_reprint_puts_the_pilot_on_a_target_mech_kept_out_of_the_battle():
    s, banshee, charger, sibko = sibko_game(SIBKO_CE)
    until(s, ("play", sibko))
    do(s, ("play", sibko))                                                # one title, one 'Mech: nothing to ask
    assert "P2 puts Kell Hound Pilot into play on Banshee (BNC-3E) (Sibko Allegiance)" in public(s)
    assert pilot_of(s, banshee) is not None and "P2 shuffles the Stockpile" in public(s)


def test_does_not_apply_sibko_allegiance_earlier_printing_to_a_target_mech_out_of_the_battle():
    s, banshee, charger, sibko = sibko_game(SIBKO)
    for _ in range(4):
        assert ("play", sibko) not in options(s)                          # MW081: an engaged 'Mech only
        if s.decision.player == 1 and ("done",) in options(s):
            break
        do(s, "done")


# -- T1102: where the reprint keeps "'Mech", the earlier printing reads "'Mech" too ----------------------------------
def test_sibko_allegiance_needs_an_engaged_unpiloted_mech_a_vehicle_is_none():
    # Sibko Allegiance (CE266): "on an unpiloted 'Mech you control that is involved in the mission"
    s = game({"stock": [FILL, "Kell Hound Pilot"], "hand": ["Sibko Allegiance"], "post": [TACTICS],
              "patrol": [BULLDOG, {"card": BANSHEE, "pilot": "Kell Hound Pilot"}, STAY]}, stock(5))
    sibko = cid(s, "Sibko Allegiance", "hand0")
    mission(s, cid(s, BULLDOG, "patrol0"), target="stock")               # only a Vehicle engaged
    assert ("play", sibko) not in options(s)
    s = game({"stock": [FILL, "Kell Hound Pilot"], "hand": ["Sibko Allegiance"], "post": [TACTICS],
              "patrol": [BULLDOG, DRAGON, {"card": BANSHEE, "pilot": "Kell Hound Pilot"}, STAY]}, stock(5))
    mission(s, cid(s, BULLDOG, "patrol0"), cid(s, DRAGON, "patrol0"), target="stock")
    assert ("play", cid(s, "Sibko Allegiance", "hand0")) in options(s)  # an engaged unpiloted 'Mech


# -- Gearhead (MW033, CE115 plays as it): "Repair 1 damage to 'Mech piloted by Gearhead" asks board.may_repair ----------
def test_gearhead_does_not_apply_to_a_mech_that_may_not_be_repaired(monkeypatch):
    """Does not apply: an effect forbidding the repair (Battle Attrition's "Your opponents cannot repair their Units",
    board.may_repair) keeps Gearhead's repair from being offered."""
    from mechdeck.games.battletech_tcg.abilities.registry import STATIC
    def gearhead_game():
        s = game(stock(patrol=[{"card": DRAGON, "pilot": "Gearhead", "damage": 2}, CICADA]), stock(), phase="repair")
        return s, cid(s, "Gearhead", "attached0")

    s, gearhead = gearhead_game()
    assert ("use", gearhead, "repair") in options(s)
    monkeypatch.setitem(STATIC, "may_repair", [lambda state, p, unit: R.card_name(state.card_types[unit]) != DRAGON])
    s, gearhead = gearhead_game()
    assert ("use", gearhead, "repair") not in options(s) and dmg(s, cid(s, DRAGON, "patrol0")) == 2


# -- the bots play them ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(4))
def test_bots_play_through_the_reprints_that_differ(seed):
    s = game(stock(12, hand=[PHELAN_WARD_CE], build=[{"card": FANATIC_CE, "cc": 2}],
                   patrol=[{"card": DRAGON, "pilot": FANATIC_CE}, BANSHEE, BULLDOG, CICADA]),
             stock(12, patrol=[{"card": CHARGER, "pilot": PHELAN_WARD_CE}, CICADA, BANSHEE]), phase="deploy",
             seed=seed)
    bots = [make_agent("heuristic" if seed < 2 else "random", seed), make_agent("random", seed + 100)]
    for _ in range(300):
        if s.decision is None:
            break
        do(s, bots[s.decision.player].act(R, s))
