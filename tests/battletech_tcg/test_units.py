"""The Unit types in the rules engine (issue 18, docs/tcg-last-sets.md section 1.1-1.5): 'Mechs, Vehicles and Battle
Armor play by the rulebook's rules for 'Mechs (T1100); the Vehicle roll (T1101); Battle Armor never alone and at the
fastest Omni 'Mech's speed (T1103); VTOL (T1104); the keywords counting every Unit (T1108); Pilots on 'Mechs only
(T1132); tonnage (T1142).  Each rule with a Vehicle or Battle Armor built into a position."""
import random

from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities.building_blocks import pilot_hosts
from mechdeck.games.battletech_tcg.abilities.missions_cards import tons
from mechdeck.games.battletech_tcg.abilities.resources import _assault_mech
from mechdeck.games.battletech_tcg.board import (is_battle_armor, is_mech, is_unit, is_vehicle, rolls_when_damaged,
                                                 speed, units_in_play)
from mechdeck.games.battletech_tcg.missions import (acting_speed, add, assignable, attack_value, blockers_available,
                                                    group_speed, legal_targets, remove_from_battle)
from mechdeck.games.battletech_tcg.turn import hosts

from tcg_support import FILL, R, cid, dice, dmg, do, game, mission, names, options, play_out, public

BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
HUNCHBACK = "Hunchback (HBK-4G)"         # slow 2/1/7
DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
FENRIS = "Fenris Prime (Ice Ferret)"     # fast Omni 3/1/6
LOKI = "Loki B (Hellbringer)"            # moderate Omni 6/1/5
BLACKJACK = "Blackjack (BJ2-OB)"         # a 'Mech with C3
MAGI = "Magi"                            # Vehicle, slow 2/2/7, 70 tons
GALLEON = "Galleon-3058"                 # Vehicle, moderate 2/0/5
LIGHTNING = "Lightning"                  # Vehicle, fast 3/0/3
CYRANO = "Cyrano"                        # Vehicle, fast 1/0/1, VTOL
WARRIOR = "Warrior H-8"                  # Vehicle, fast 1/0/3, VTOL
CAVALRY = "Cavalry"                      # Vehicle, fast 2/0/3, VTOL
J_EDGAR = "J. Edgar (MG Variant)"        # Vehicle, fast 1/0/5, AP
PARTISAN = "Partisan-3058"               # Vehicle, slow 2/3/4, C3, 80 tons
COVERT = "Covert Elemental Point"        # Battle Armor, slow 3/0/4
SQUAD = "Battle Armor Squad"             # Battle Armor, slow 1/0/3
PAUL_MOON = "Paul Moon"                  # Battle Armor, no printed speed 3/0/4
ELITE = "Elite MechWarrior"              # a Pilot


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def block(state, *blockers):
    """P2 blocks with ``blockers`` (saying "no more blockers" if still asked)."""
    do(state, *[("block", b) for b in blockers])
    if ("no more blockers",) in options(state):
        do(state, ("no more blockers",))


def vehicle_rolls(state):
    return [t for t in public(state) if "Vehicle roll" in t]


# -- T1100 -------------------------------------------------------------------------------------------------------------
def test_unit_words_reach_the_types_the_pg_names():
    s = game(stock(patrol=[BANSHEE, MAGI, COVERT]), stock(patrol=[DRAGON]))
    banshee, magi, covert = (cid(s, n, "patrol0") for n in (BANSHEE, MAGI, COVERT))
    # "Unit": all three; "'Mech": 'Mechs only; "Vehicle": Vehicles and Battle Armor; the Vehicle roll: Vehicles only
    assert [is_unit(s, u) for u in (banshee, magi, covert)] == [True, True, True]
    assert [is_mech(s, u) for u in (banshee, magi, covert)] == [True, False, False]
    assert [is_vehicle(s, u) for u in (banshee, magi, covert)] == [False, True, True]
    assert [is_battle_armor(s, u) for u in (banshee, magi, covert)] == [False, False, True]
    assert [rolls_when_damaged(s, u) for u in (banshee, magi, covert)] == [False, True, False]
    # a Vehicle "activates, attacks, guards, and blocks like a 'Mech": it is a unit in play, may guard and attack
    assert set(units_in_play(s, 0)) == {banshee, magi, covert}
    assert ("guard", magi) in options(s) and ("mission",) in options(s)
    mission(s, magi)
    assert s.counters["m.att"] == (magi,)
    play_out(s)
    assert len(s.zones["scrap1"]) == 2   # its 2 attack went to the unguarded Stockpile


# -- T1101 -------------------------------------------------------------------------------------------------------------
def _magi_blocks(rolls, attackers=(BANSHEE,)):
    s = game(stock(patrol=list(attackers)), stock(patrol=[MAGI]))
    magi = cid(s, MAGI, "patrol1")
    mission(s, *[cid(s, n, "patrol0") for n in attackers])
    block(s, magi)
    if len(attackers) > 1:
        do(s, ("keep target out",), ("assign all", magi, cid(s, attackers[0], "patrol0")))
    dice(s, *rolls)
    play_out(s)
    return s, magi


def test_a_vehicle_rolls_once_per_damage_and_is_scrapped_on_5_or_6():
    # Banshee's 2 damage all goes on Magi's 2 armor: damage armor absorbs is damage taken, so Magi rolls; a 5 scraps it
    # ("On a 6" in the Arsenal reminder, 5 or 6 by the Guide)
    s, magi = _magi_blocks([5])
    assert magi in s.zones["scrap1"] and dmg(s, magi) == 0
    assert vehicle_rolls(s) == ["Magi is scrapped (Vehicle roll: 5)"]
    # on a 4 it stays; two attackers' damage in one resolution is one event: one roll
    s, magi = _magi_blocks([4, 6], attackers=(BANSHEE, HUNCHBACK))
    assert magi in s.zones["patrol1"] and dmg(s, magi) == 2
    assert vehicle_rolls(s) == ["Magi: Vehicle roll 4, no effect"]


def test_a_vehicle_the_damage_destroys_or_that_takes_no_damage_makes_no_roll():
    # Does not apply: Cyrano (1 structure) is destroyed by the damage itself
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[CYRANO]))
    cyrano = cid(s, CYRANO, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    block(s, cyrano)
    dice(s, 1)
    play_out(s)
    assert cyrano in s.zones["scrap1"] and vehicle_rolls(s) == []
    assert "destroyed" in " ".join(public(s))
    # Does not apply: all the damage prevented
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[MAGI]))
    magi = cid(s, MAGI, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    block(s, magi)
    add(s, "m.prev", (magi, 5))
    dice(s, 6)
    play_out(s)
    assert magi in s.zones["patrol1"] and vehicle_rolls(s) == []


def test_battle_armor_makes_no_vehicle_roll():
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[COVERT, MAGI]))
    covert, magi = cid(s, COVERT, "patrol1"), cid(s, MAGI, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    block(s, covert, magi)
    do(s, ("keep target out",), "done")    # P2 (the defender, on a tie) first: Covert's and Magi's go to Banshee
    do(s, ("assign all", cid(s, BANSHEE, "patrol0"), covert))
    dice(s, 6, 6)
    play_out(s)
    assert covert in s.zones["patrol1"] and dmg(s, covert) == 2
    assert vehicle_rolls(s) == []


def test_card_damage_outside_a_mission_is_an_event_of_its_own():
    from mechdeck.games.battletech_tcg.missions import deal_damage
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[MAGI, GALLEON]))
    magi, galleon = cid(s, MAGI, "patrol1"), cid(s, GALLEON, "patrol1")
    dice(s, 6, 2)
    deal_damage(s, 0, [(magi, 1), (galleon, 1)])
    R.advance(s)
    # one roll for each Vehicle it reached, each by its controller: Magi's 6 scraps it, Galleon's 2 does nothing
    assert magi in s.zones["scrap1"] and galleon in s.zones["patrol1"] and dmg(s, galleon) == 1
    assert vehicle_rolls(s) == ["Magi is scrapped (Vehicle roll: 6)", "Galleon-3058: Vehicle roll 2, no effect"]


# -- T1103 -------------------------------------------------------------------------------------------------------------
def test_battle_armor_never_attacks_or_blocks_alone():
    # alone in patrol, it cannot go on a mission at all
    s = game(stock(patrol=[COVERT]), stock(patrol=[DRAGON]))
    assert ("mission",) not in options(s) and ("guard", cid(s, COVERT, "patrol0")) in options(s)
    # chosen first, the group must take another Unit before a target
    s = game(stock(patrol=[COVERT, SQUAD, BANSHEE]), stock(patrol=[HUNCHBACK]))
    covert, squad, banshee = (cid(s, n, "patrol0") for n in (COVERT, SQUAD, BANSHEE))
    do(s, ("mission",), ("add", covert))
    assert not [o for o in options(s) if o[0] == "target"]
    do(s, ("add", squad))                # another Battle Armor is another Unit (PG)
    assert ("target", "stock") in options(s)
    do(s, "cancel")
    # blocking: a lone Battle Armor guard may guard, but blocks only with another blocker
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[{"card": COVERT, "guard": "stock"}, HUNCHBACK]))
    covert, hunchback = cid(s, COVERT, "patrol1"), cid(s, HUNCHBACK, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    assert set(blockers_available(s, 1, ())) == {covert, hunchback}
    do(s, ("block", covert))
    assert options(s) == (("block", hunchback),)   # no "no more blockers" while it is alone
    do(s, ("block", hunchback))
    # once assigned it stays when the others leave the battle (PG)
    remove_from_battle(s, hunchback)
    assert s.counters["m.blk"] == (covert,)
    # Does not apply: with no other blocker to join it, it is not offered
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[{"card": COVERT, "guard": "stock"}]))
    mission(s, cid(s, BANSHEE, "patrol0"))
    assert s.counters["m.blk"] == () and s.decision.kind != "block"


def test_battle_armor_takes_the_fastest_omni_speed():
    s = game(stock(patrol=[COVERT, FENRIS, DRAGON, BANSHEE]), stock(patrol=[GALLEON, CICADA]))
    covert, fenris, dragon, banshee = (cid(s, n, "patrol0") for n in (COVERT, FENRIS, DRAGON, BANSHEE))
    galleon = cid(s, GALLEON, "patrol1")
    # with the fast Omni Fenris, Covert moves fast: the group may attack the moderate Galleon
    assert acting_speed(s, covert, (covert, fenris)) == 3 and group_speed(s, (covert, fenris)) == 3
    assert galleon in legal_targets(s, 0, (covert, fenris))
    # Does not apply: a non-Omni 'Mech lends no speed, so the group is slow (Covert's printed speed)
    assert acting_speed(s, covert, (covert, dragon)) == 1 and galleon not in legal_targets(s, 0, (covert, dragon))
    # blocking: against a moderate Dragon, Covert blocks beside the moderate Omni Loki, not beside a slow Banshee
    s = game(stock(patrol=[DRAGON]), stock(patrol=[COVERT, LOKI]))
    covert, loki = cid(s, COVERT, "patrol1"), cid(s, LOKI, "patrol1")
    mission(s, cid(s, DRAGON, "patrol0"))
    assert set(blockers_available(s, 1, ())) == {covert, loki}
    do(s, ("block", covert))
    assert options(s) == (("block", loki),)
    do(s, ("block", loki), ("keep target out",))
    assert s.counters["m.blk"] == (covert, loki) and acting_speed(s, covert) == 2
    s = game(stock(patrol=[DRAGON]), stock(patrol=[COVERT, BANSHEE, {"card": HUNCHBACK, "guard": "stock"}]))
    mission(s, cid(s, DRAGON, "patrol0"))
    assert blockers_available(s, 1, ()) == [cid(s, HUNCHBACK, "patrol1")]


def test_paul_moon_is_slow_without_an_omni():
    s = game(stock(patrol=[PAUL_MOON, FENRIS, CICADA]), stock(patrol=[BANSHEE]))
    moon, fenris, cicada = (cid(s, n, "patrol0") for n in (PAUL_MOON, FENRIS, CICADA))
    assert speed(s, moon) == 1                                   # no printed speed: slow
    assert acting_speed(s, moon, (moon, cicada)) == 1            # a non-Omni 'Mech lends none
    assert acting_speed(s, moon, (moon, fenris)) == 3


# -- T1104 -------------------------------------------------------------------------------------------------------------
def test_only_patrolling_non_vtol_units_cannot_block_a_vtol_group():
    s = game(stock(patrol=[WARRIOR, LIGHTNING]),
             stock(patrol=[LIGHTNING, CAVALRY, {"card": MAGI, "guard": "stock"}, CICADA]))
    warrior = cid(s, WARRIOR, "patrol0")
    theirs = {n: cid(s, n, "patrol1") for n in (LIGHTNING, CAVALRY, MAGI, CICADA)}
    mission(s, warrior)
    # the guard of the target and the patrolling VTOL block; patrolling Units without VTOL cannot
    assert set(blockers_available(s, 1, ())) == {theirs[CAVALRY], theirs[MAGI]}
    block(s, theirs[CAVALRY])
    play_out(s)
    # Does not apply: a group that mixes VTOL and other Units is blocked normally
    s = game(stock(patrol=[WARRIOR, LIGHTNING]), stock(patrol=[LIGHTNING, CICADA]))
    mission(s, cid(s, WARRIOR, "patrol0"), cid(s, LIGHTNING, "patrol0"))
    assert set(blockers_available(s, 1, ())) == {cid(s, LIGHTNING, "patrol1"), cid(s, CICADA, "patrol1")}


# -- T1108 -------------------------------------------------------------------------------------------------------------
def test_ap_adds_nothing_against_a_vehicle():
    s = game(stock(patrol=[J_EDGAR]), stock(patrol=[LIGHTNING]))
    edgar, lightning = cid(s, J_EDGAR, "patrol0"), cid(s, LIGHTNING, "patrol1")
    mission(s, edgar)
    block(s, lightning)
    do(s, ("include target",))
    # 1 attack, +1 only against targets other than Units: 1 to the blocking Vehicle, 2 to the Stockpile
    assert assignable(s, edgar, lightning) == 1 and assignable(s, edgar, "stock") == 2


def test_a_vehicle_with_c3_counts_for_c3():
    s = game(stock(patrol=[PARTISAN, BLACKJACK, BANSHEE]), stock(patrol=[HUNCHBACK]))
    partisan, blackjack, banshee = (cid(s, n, "patrol0") for n in (PARTISAN, BLACKJACK, BANSHEE))
    mission(s, partisan, blackjack)
    assert attack_value(s, partisan) == 2 + 2
    play_out(s)
    # Does not apply: beside a 'Mech without C3 it has its printed attack
    s = game(stock(patrol=[PARTISAN, BANSHEE]), stock(patrol=[HUNCHBACK]))
    mission(s, cid(s, PARTISAN, "patrol0"), cid(s, BANSHEE, "patrol0"))
    assert attack_value(s, cid(s, PARTISAN, "patrol0")) == 2


# -- T1132 -------------------------------------------------------------------------------------------------------------
def test_no_pilot_on_a_vehicle_or_battle_armor():
    s = game(stock(patrol=[BANSHEE, MAGI, COVERT], build=[{"card": ELITE, "cc": 5}]), stock(patrol=[DRAGON]),
             phase="deploy")
    banshee, magi, covert = (cid(s, n, "patrol0") for n in (BANSHEE, MAGI, COVERT))
    elite = cid(s, ELITE, "build0")
    assert hosts(s, 0, elite) == [banshee]
    assert pilot_hosts(s, 0, elite, [banshee, magi, covert]) == [banshee]
    do(s, ("reveal", elite))
    assert options(s) == (("on", banshee),)


def test_reassigning_a_pilot_offers_no_vehicle():
    s = game(stock(patrol=[{"card": BANSHEE, "pilot": ELITE}, MAGI, HUNCHBACK]), stock(patrol=[DRAGON]),
             phase="deploy")
    elite = cid(s, ELITE, "attached0")
    assert [o for o in options(s) if o[0] == "reassign"] == [("reassign", elite, cid(s, HUNCHBACK, "patrol0"))]


# -- T1142 -------------------------------------------------------------------------------------------------------------
def test_battle_armor_has_no_tonnage():
    s = game(stock(patrol=[PARTISAN, COVERT, MAGI]), stock(patrol=[DRAGON]))
    partisan, covert, magi = (cid(s, n, "patrol0") for n in (PARTISAN, COVERT, MAGI))
    assert (tons(s, partisan), tons(s, magi), tons(s, covert)) == (80, 70, 0)
    assert _assault_mech(s, partisan) and not _assault_mech(s, covert)   # "80 tons or more"


# -- the bots ----------------------------------------------------------------------------------------------------------
def test_games_with_vehicles_and_battle_armor_run_with_the_heuristic_bot():
    """Play through positions holding Vehicles, VTOL and Battle Armor on both sides: the heuristic bot (which judges
    unknown card actions with a look-ahead) for P1, random choices for P2; every decision is a listed option, and the
    Vehicle rolls happen."""
    deck = [MAGI, WARRIOR, COVERT, SQUAD, PAUL_MOON, FENRIS, LIGHTNING, J_EDGAR, PARTISAN, BANSHEE] * 2
    rolled = 0
    for seed in range(2):
        s = game(stock(patrol=[MAGI, COVERT, SQUAD, FENRIS, WARRIOR], hand=[MAGI, COVERT],
                       stock=deck + [FILL] * 10),
                 stock(patrol=[PAUL_MOON, CAVALRY, LOKI, GALLEON], hand=[WARRIOR], stock=deck + [FILL] * 10),
                 seed=seed)
        rng, bot = random.Random(seed), make_agent("heuristic", seed)
        for _ in range(150):
            if s.decision is None:
                break
            R.apply(s, bot.act(R, s) if s.decision.player == 0 else rng.choice(s.decision.options))
        assert len(names(s, "scrap0")) + len(names(s, "scrap1")) > 0
        rolled += len(vehicle_rolls(s))
    assert rolled


def test_vtol_is_no_speed_blocking_regardless_of_speed_does_not_reach_it():
    """Does not apply: a card letting o's Units block "regardless of their speed" (``m.anyspeed<seat>``) does not
    lift VTOL, which is no speed (T1158)."""
    s = game(stock(patrol=[WARRIOR]), stock(patrol=[MAGI, CAVALRY]))
    mission(s, cid(s, WARRIOR, "patrol0"))
    s.counters["m.anyspeed1"] = True
    assert blockers_available(s, 1, ()) == [cid(s, CAVALRY, "patrol1")]


def test_a_vehicle_under_construction_makes_no_roll():
    """Does not apply: a face-down Vehicle under construction is a site, not a Vehicle in play (T1159)."""
    s = game(stock(patrol=[BANSHEE]), stock(build=[{"card": MAGI, "cc": 1}]), spare=CICADA)
    magi = cid(s, MAGI, "build1")
    mission(s, cid(s, BANSHEE, "patrol0"), target=magi)
    while s.decision.kind == "reaction":
        do(s, options(s)[-1])
    dice(s, 6)
    play_out(s)
    assert vehicle_rolls(s) == [] and magi in s.zones["build1"]


def test_the_vehicle_roll_is_its_controllers_die_roll_that_modifiers_reach():
    """NAIS ("{T}: add +1 to one of your die rolls") in the Vehicle's controller's Command Post is offered on its roll
    (T1101, T1123): a 4 made 5 scraps the Vehicle; kept, it stays."""
    for use, where in ((True, "scrap1"), (False, "patrol1")):
        s = game(stock(patrol=[BANSHEE]), stock(patrol=[MAGI], post=["NAIS"]))
        magi, nais = cid(s, MAGI, "patrol1"), cid(s, "NAIS", "post1")
        mission(s, cid(s, BANSHEE, "patrol0"))
        block(s, magi)
        dice(s, 4)
        do(s, ("keep target out",))
        while s.decision.kind == "battle-effects":
            do(s, "done")
        assert s.decision.player == 1 and s.decision.kind == "modify-roll"
        assert options(s) == (("modify", nais, "nais"), ("keep",))
        do(s, ("modify", nais, "nais") if use else ("keep",))
        assert magi in s.zones[where]
