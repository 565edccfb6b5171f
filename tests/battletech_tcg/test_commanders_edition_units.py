"""Commander's Edition reprints of 'Mechs, Terrain and faction cards and Resources (abilities/mechs.py,
abilities/terrain_and_factions.py, abilities/resources.py): the reworded reprints read card by card (T1105).  Those
whose rewording changes nothing are listed in tools/tcg_reprint_readings/ce_units.tsv and play as their earlier
printing; those that differ are tested here for what differs, and so are the earlier printings' spots where the
reprint keeps "'Mech" (T1102)."""
from pathlib import Path

import pytest

from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.cards import card_by_number, title_key
from mechdeck.games.battletech_tcg.missions import acting_speed, attack_of, engaged

from tcg_support import FILL, R, cid, dmg, do, finish_effects, game, mission, options, public
from test_cards_later_new_rules import attack_stock, block, put_terrain, stock_lost

ATLAS = "Atlas (AS7-D)"                  # slow 3/3/11, cost 7
FENRIS = "Fenris Prime (Ice Ferret)"     # fast 3/1/6, cost 3 + M1 + T1
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
BULLDOG = "Bulldog"                      # a Vehicle, slow 3/2/3
LOGISTICS = "Support - Logistics"
COMMANDO = "Commando (COM-2D)"           # moderate 2/0/4
MERCURY = "Mercury (MCY-97)"             # fast
EARTHWERKS, EARTHWERKS_CE, REPAIR_FACILITY, REPAIR_FACILITY_CE = "CS034", "CE093", "ME076", "CE248"
MINUS_ONE = {"CE231": "MW070", "CE250": "ME078", "CE352": "ME101"}   # reprint: earlier printing
CIVILIAN, CIVILIAN_CE, DIFFICULT, DIFFICULT_CE, VALLEY, VALLEY_CE = "MW011", "CE049", "ME028", "CE084", "MW055", "CE205"
ROLLING_CE = "CE254"
DIFFERENT = dict({EARTHWERKS_CE: "resources.py", REPAIR_FACILITY_CE: "resources.py"},
                 **{number: "terrain_and_factions.py" for number in (CIVILIAN_CE, DIFFICULT_CE, VALLEY_CE)},
                 **{number: "mechs.py" for number in MINUS_ONE})
READINGS = Path(__file__).resolve().parents[2] / "tools" / "tcg_reprint_readings" / "ce_units.tsv"
MINE = ("CE039 CE043 CE076 CE077 CE135 CE155 CE202 CE203 CE220 CE221 CE222 CE224 CE231 CE250 CE262 CE352 CE049 "
        "CE069 CE084 CE110 CE132 CE205 CE253 CE254 CE031 CE035 CE055 CE093 CE248 CE282 CE284 CE312").split()


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
        assert title_key(card_by_number(reprint).name) == title_key(card_by_number(earlier).name)
        assert earlier in implemented_numbers()
        assert card_by_number(reprint).plays_as == earlier and reprint in implemented_numbers()
    for number, module in DIFFERENT.items():
        assert number in implemented_numbers() and where(number).split(" ")[0] == module
        assert card_by_number(number).plays_as == number


# -- CE093 Earthwerks Limited: "Activate one of your 'Mechs under construction that is within 2 Resources of being
# fully constructed" -- only such a 'Mech is offered; both printings reach 'Mechs only (the reprint keeps "'Mech") ---
def test_earthwerks_reprint_activates_only_a_mech_within_two_of_its_cost():
    s = game(stock(post=[EARTHWERKS_CE, LOGISTICS], build=[{"card": ATLAS, "cc": 5}, {"card": FENRIS, "cc": 0},
                                                           {"card": CHARGER, "cc": 3}]), stock(), phase="deploy")
    ew = cid(s, "Earthwerks Limited", "post0")
    atlas, charger = cid(s, ATLAS, "build0"), cid(s, CHARGER, "build0")
    assert ("tap", ew) in options(s)                                      # {T}: {R}
    do(s, ("use", ew, "activate"))
    assert set(options(s)) == {("activate", atlas), ("activate", charger)}   # the Fenris is 5 short: not offered
    do(s, ("activate", atlas))                                            # cost 7, 5 counters: 2 short
    assert mark(s, "up", atlas) and not mark(s, "unpaid", atlas) and not s.counters.get(f"cc:{atlas}")
    assert "Earthwerks Limited: Atlas (AS7-D) is within 2 of its cost and is activated" in public(s)


def test_does_not_apply_earthwerks_reprint_to_a_mech_further_from_its_cost_nor_either_printing_to_a_vehicle():
    s = game(stock(post=[EARTHWERKS_CE], build=[{"card": FENRIS, "cc": 0}, {"card": BULLDOG, "cc": 9}]), stock(),
             phase="deploy")
    ew = cid(s, "Earthwerks Limited", "post0")
    assert ("use", ew, "activate") not in options(s) and ("tap", ew) in options(s)
    s = game(stock(post=[EARTHWERKS], build=[{"card": FENRIS, "cc": 0}, {"card": ATLAS, "cc": 0},
                                             {"card": BULLDOG, "cc": 9}]), stock(), phase="deploy")
    do(s, ("use", cid(s, "Earthwerks Limited", "post0"), "reveal"))
    assert set(options(s)) == {("reveal", cid(s, FENRIS, "build0")), ("reveal", cid(s, ATLAS, "build0"))}
    # CS034 may reveal a 'Mech further from its cost; neither printing a Vehicle (the reprint keeps "'Mech", T1102)


# -- CE248 Repair Facility: "Repair 1 damage to one of your Units" -- the Mercenaries card repairs any Unit ----------
def test_repair_facility_reprint_repairs_one_damage_to_one_of_your_units_a_vehicle_too():
    s = game(stock(post=[REPAIR_FACILITY_CE], patrol=[{"card": ATLAS, "damage": 3}, {"card": BULLDOG, "damage": 1}]),
             stock(patrol=[{"card": CHARGER, "damage": 1}]), phase="repair")
    rf = cid(s, "Repair Facility", "post0")
    atlas, bulldog = cid(s, ATLAS, "patrol0"), cid(s, BULLDOG, "patrol0")
    do(s, ("use", rf, "repair"))
    assert set(options(s)) == {("repair", atlas), ("repair", bulldog)}    # not the opponent's Charger
    do(s, ("repair", bulldog))
    assert dmg(s, bulldog) == 0 and dmg(s, atlas) == 3 and bool(mark(s, "tap", rf))
    assert "Repair Facility repairs 1 damage on Bulldog" in public(s)


def test_does_not_apply_repair_facility_reprint_to_an_opposing_unit_which_the_earlier_printing_repairs():
    s = game(stock(post=[REPAIR_FACILITY_CE], patrol=[BANSHEE]), stock(patrol=[{"card": CHARGER, "damage": 1}]),
             phase="repair")
    assert ("use", cid(s, "Repair Facility", "post0"), "repair") not in options(s)
    s = game(stock(post=[REPAIR_FACILITY], patrol=[{"card": BULLDOG, "damage": 1}]),
             stock(patrol=[{"card": CHARGER, "damage": 1}]), phase="repair")
    do(s, ("use", cid(s, "Repair Facility", "post0"), "repair"))
    assert set(options(s)) == {("repair", cid(s, BULLDOG, "patrol0")), ("repair", cid(s, CHARGER, "patrol1"))}


# -- CE231 Prometheus, CE250 Rhonda's Highlander, CE352 Yen-Lo-Wang: "Each opposing Unit gets -1 attack. Use this
# ability only during battle." -- a target Unit in the battle too, which the earlier printings' "engaged in battle
# with" never reaches (T842, T1236, T1290) ---------------------------------------------------------------------------
@pytest.mark.parametrize("number", sorted(MINUS_ONE))
def test_minus_one_reprints_give_each_opposing_unit_in_their_battle_minus_one_attack_as_a_target_too(number):
    name = card_by_number(number).name
    s = game(stock(patrol=[MERCURY, CHARGER]), stock(build=[{"card": number, "up": True}],   # activated (T503)
                                                     patrol=[{"card": BULLDOG, "guard": "scrap"}]))
    mercury, charger = cid(s, MERCURY, "patrol0"), cid(s, CHARGER, "patrol0")
    unit, bulldog = cid(s, name, "build1"), cid(s, BULLDOG, "patrol1")
    fast = attack_of(s, mercury)
    mission(s, mercury, target=unit)                                      # unblocked: the target takes part
    assert unit in engaged(s, 1) and attack_of(s, mercury) == fast - 1
    assert attack_of(s, charger) == 1 and attack_of(s, bulldog) == 3     # not in the battle; its own side untouched
    s = game(stock(patrol=[COMMANDO, BULLDOG]), stock(patrol=[{"card": number, "guard": "stock"}]))
    commando, bulldog = cid(s, COMMANDO, "patrol0"), cid(s, BULLDOG, "patrol0")
    mission(s, commando, bulldog, target="stock")
    block(s, cid(s, name, "patrol1"))
    do(s, "keep target out")
    assert attack_of(s, commando) == 2 - 1 and attack_of(s, bulldog) == 3 - 1   # blocking: each attacking Unit


@pytest.mark.parametrize("number", sorted(MINUS_ONE))
def test_does_not_apply_minus_one_reprints_outside_their_battle_nor_the_earlier_printing_as_a_target(number):
    earlier = MINUS_ONE[number]
    s = game(stock(patrol=[MERCURY]), stock(build=[{"card": earlier, "up": True}]))
    mercury, unit = cid(s, MERCURY, "patrol0"), cid(s, card_by_number(earlier).name, "build1")
    fast = attack_of(s, mercury)
    mission(s, mercury, target=unit)
    assert unit in engaged(s, 1) and attack_of(s, mercury) == fast        # the target is engaged with nothing (T842)
    s = game(stock(patrol=[MERCURY]), stock(patrol=[number, {"card": BULLDOG, "guard": "stock"}]))
    mercury = cid(s, MERCURY, "patrol0")
    mission(s, mercury, target="stock")
    block(s, cid(s, BULLDOG, "patrol1"))                                  # the reprint stays out of the battle
    do(s, "keep target out")
    assert attack_of(s, mercury) == fast


# -- CE049 Civilian Settlement: "deal 1 damage to attacking player's Stockpile" for every 3 damage -- damage, where
# MW011's attacking player scraps (T1291) ----------------------------------------------------------------------------
def test_civilian_settlement_reprint_deals_1_damage_to_the_attackers_stockpile_per_three_damage():
    s = game(stock(20, patrol=["Awesome (AWS-9M)", "Black Knight (BL6-KNT)"]),
             stock(20, hand=[CIVILIAN_CE], post=["Booty Cache"]))
    civ = put_terrain(s, 1, "Civilian Settlement", "stock")
    attack_stock(s, cid(s, "Awesome (AWS-9M)", "patrol0"), cid(s, "Black Knight (BL6-KNT)", "patrol0"))
    do(s, ("use", civ, "civilian settlement"))
    finish_effects(s)
    assert stock_lost(s, 1) == 8 and stock_lost(s, 0) == 2                # 5 + 3 damage: two full threes
    assert "Civilian Settlement: attacking Units deal 8 damage" in public(s)
    assert "P1's Stockpile takes 2 damage" in public(s)
    assert mark(s, "booty", cid(s, "Booty Cache", "post1")) == 1          # the defender damaged a Stockpile


def test_does_not_apply_civilian_settlement_reprint_below_three_nor_the_earlier_printing_as_damage():
    s = game(stock(20, patrol=[COMMANDO]), stock(20, hand=[CIVILIAN_CE]))
    civ = put_terrain(s, 1, "Civilian Settlement", "stock")
    attack_stock(s, cid(s, COMMANDO, "patrol0"))
    do(s, ("use", civ, "civilian settlement"))
    finish_effects(s)
    assert stock_lost(s, 1) == 2 and stock_lost(s, 0) == 0
    s = game(stock(20, patrol=["Awesome (AWS-9M)", "Black Knight (BL6-KNT)"]),
             stock(20, hand=[CIVILIAN], post=["Booty Cache"]))
    civ = put_terrain(s, 1, "Civilian Settlement", "stock")
    attack_stock(s, cid(s, "Awesome (AWS-9M)", "patrol0"), cid(s, "Black Knight (BL6-KNT)", "patrol0"))
    do(s, ("use", civ, "civilian settlement"))
    finish_effects(s)
    assert stock_lost(s, 0) == 2 and "P1's Stockpile takes 2 damage" not in public(s)   # scrapped, not damaged
    assert not mark(s, "booty", cid(s, "Booty Cache", "post1"))


# -- CE084 Difficult Terrain: in one of your regions; "all attacking Units are one speed slower" when the target is in
# that region -- ME028 slows only the attackers of the site it is on (T752, T1292) -----------------------------------
def test_difficult_terrain_reprint_slows_the_attackers_of_any_target_in_its_region():
    s = game(stock(patrol=[MERCURY, BULLDOG]), stock(hand=[DIFFICULT_CE], post=["Mobile HQ", "Support - Tactics"],
                                                     patrol=[COMMANDO]))
    put_terrain(s, 1, "Difficult Terrain", "post")
    mercury = cid(s, MERCURY, "patrol0")
    mission(s, mercury, target=cid(s, "Support - Tactics", "post1"))
    assert acting_speed(s, mercury) == 2 and ("block", cid(s, COMMANDO, "patrol1")) in options(s)


def test_does_not_apply_difficult_terrain_reprint_to_a_target_elsewhere_nor_the_earlier_printing_to_another_site():
    s = game(stock(patrol=[MERCURY]), stock(hand=[DIFFICULT_CE], post=["Support - Tactics"]))
    put_terrain(s, 1, "Difficult Terrain", "post")
    mercury = cid(s, MERCURY, "patrol0")
    mission(s, mercury, target="stock")                                   # the Stockpile region
    assert acting_speed(s, mercury) == 3
    s = game(stock(patrol=[MERCURY]), stock(hand=[DIFFICULT], post=["Mobile HQ", "Support - Tactics"]))
    difficult = cid(s, "Difficult Terrain", "hand1")
    s.zones["hand1"].remove(difficult)
    s.zones["attached1"].append(difficult)
    s.counters[f"on:{difficult}"] = cid(s, "Mobile HQ", "post1")           # ME028 on a site of the Command Post
    mercury = cid(s, MERCURY, "patrol0")
    mission(s, mercury, target=cid(s, "Support - Tactics", "post1"))
    assert acting_speed(s, mercury) == 3


# -- CE205 Narrow Valley: "No group containing more than two Units can attack a target in the region" -- a patrolling
# Unit in the Patrol region too, which MW055's "any site" is not (T1293) ---------------------------------------------
def test_narrow_valley_reprint_keeps_three_attackers_off_a_patrolling_unit_in_its_patrol_region():
    three = [COMMANDO] * 3
    s = game(stock(patrol=three), stock(hand=[VALLEY_CE], patrol=[{"card": CHARGER, "tapped": True, "depleted": True}]))
    put_terrain(s, 1, "Narrow Valley", "patrol")
    a, b, c = (cid(s, COMMANDO, "patrol0", k) for k in range(3))
    charger = cid(s, CHARGER, "patrol1")
    do(s, ("mission",), ("add", a), ("add", b))
    assert ("target", charger) in options(s)
    do(s, ("add", c))
    assert ("target", charger) not in options(s) and ("target", "stock") in options(s)


def test_does_not_apply_narrow_valley_earlier_printing_to_a_patrolling_unit():
    three = [COMMANDO] * 3
    s = game(stock(patrol=three), stock(hand=[VALLEY], patrol=[{"card": CHARGER, "tapped": True, "depleted": True}]))
    put_terrain(s, 1, "Narrow Valley", "patrol")
    do(s, ("mission",), *[("add", cid(s, COMMANDO, "patrol0", k)) for k in range(3)])
    assert ("target", cid(s, CHARGER, "patrol1")) in options(s)            # no site: MW055 does not reach it


# -- CE254 Rolling Hills keeps "each blocking 'Mech": MW075 too prevents damage to blocking 'Mechs only (T1102) --------
def test_rolling_hills_both_printings_prevent_damage_to_blocking_mechs_only():
    for number in (ROLLING_CE, "MW075"):
        s = game(stock(20, patrol=[COMMANDO, COMMANDO]),
                 stock(20, hand=[number], patrol=[{"card": MERCURY, "guard": "stock"},
                                                  {"card": BULLDOG, "guard": "stock"}]))
        rolling = put_terrain(s, 1, "Rolling Hills", "stock")
        a, b = cid(s, COMMANDO, "patrol0"), cid(s, COMMANDO, "patrol0", 1)
        merc, bulldog = cid(s, MERCURY, "patrol1"), cid(s, BULLDOG, "patrol1")
        mission(s, a, b, target="stock")
        block(s, merc, bulldog)
        do(s, "keep target out", ("use", rolling, "rolling hills"))
        assert f"2 damage to {MERCURY} will be prevented" in public(s)
        assert f"2 damage to {BULLDOG} will be prevented" not in public(s)   # a Vehicle is no 'Mech


# -- the bots play them ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(4))
def test_bots_play_through_the_reprints_that_differ(seed):
    s = game(stock(12, post=[EARTHWERKS_CE, REPAIR_FACILITY_CE], build=[{"card": ATLAS, "cc": 5}],
                   hand=[DIFFICULT_CE, VALLEY_CE], patrol=[{"card": BULLDOG, "damage": 1}, "CE352", MERCURY]),
             stock(12, hand=[CIVILIAN_CE], patrol=[{"card": CHARGER, "damage": 1}, "CE231", FENRIS]), phase="repair",
             seed=seed)
    bots = [make_agent("heuristic" if seed < 2 else "random", seed), make_agent("random", seed + 100)]
    for _ in range(400):
        if s.decision is None:
            break
        do(s, bots[s.decision.player].act(R, s))


def test_repair_facility_reprint_is_a_site_damage_can_destroy():
    """The source gives CE248 no armor and structure; the converter gives it ME076's 4/2 (T1295): a Time Bomb of 6
    scraps it, one of 5 does not."""
    for time, destroyed in ((5, False), (6, True)):
        s = game(stock(post=["Time Bomb"], hand=[FILL]), stock(post=[REPAIR_FACILITY_CE]), phase="deploy")
        bomb, rf = cid(s, "Time Bomb", "post0"), cid(s, "Repair Facility", "post1")
        s.counters[f"time:{bomb}"] = time
        do(s, ("deploy", cid(s, FILL, "hand0")))                       # the next decision sees the counters
        do(s, ("use", bomb, "detonate"), ("damage", rf))
        assert (rf in s.zones["scrap1"]) is destroyed
