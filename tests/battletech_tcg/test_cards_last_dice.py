"""The die-roll modifiers of the last sets (abilities/dice_and_infantry.py): Smoke Jaguar High Command's reroll or +1
on one of its player's missile dice, Star Commander's reroll of any die roll in its 'Mech's battle (ruling T1123)."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import base_attack, tapped
from mechdeck.games.battletech_tcg.missions import initiative

from tcg_support import FILL, IDLE, cid, dice, do, game, mission, options, public

PUMA = "Puma A (Adder)"                  # moderate 1/1/5, Missile 3
PUMA_TANK = "AR075"                      # Puma, a Vehicle: slow 2/3/7, Missile 3
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7
FENRIS = "Fenris Prime (Ice Ferret)"     # fast 3/1/6
SMOKE_JAGUAR = "Smoke Jaguar High Command"
MUNITIONS = "Support - Munitions"


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def test_smoke_jaguar_high_command_and_star_commander_are_implemented_with_the_die_roll_modifiers():
    assert {"CE269", "CR088"} <= implemented_numbers()
    assert where("CE269").startswith("dice_and_infantry.py") and where("CR088").startswith("dice_and_infantry.py")


def fire_one_volley(s, puma, first_roll):
    mission(s, puma)
    dice(s, first_roll)
    do(s, ("missile", puma, "stock"), ("done",))


def test_smoke_jaguar_high_command_adds_1_to_one_of_your_missile_dice():
    s = game(stock(post=[SMOKE_JAGUAR, MUNITIONS], patrol=[PUMA]), stock(), spare=IDLE)
    puma, jaguar = cid(s, PUMA, "patrol0"), cid(s, SMOKE_JAGUAR, "post0")
    fire_one_volley(s, puma, 2)
    assert set(options(s)) == {("modify", jaguar, "smoke jaguar reroll"), ("modify", jaguar, "smoke jaguar +1"),
                               ("keep",)}
    do(s, ("modify", jaguar, "smoke jaguar +1"))
    assert tapped(s, jaguar)
    assert "missile volley of Puma A (Adder) rolls 3: 3 damage to Stockpile" in public(s)   # Munitions: 3 on a 3


def test_smoke_jaguar_high_command_rerolls_one_of_your_missile_dice():
    s = game(stock(post=[SMOKE_JAGUAR], patrol=[PUMA]), stock(), spare=IDLE)
    puma, jaguar = cid(s, PUMA, "patrol0"), cid(s, SMOKE_JAGUAR, "post0")
    fire_one_volley(s, puma, 6)
    assert set(options(s)) == {("modify", jaguar, "smoke jaguar reroll"), ("keep",)}   # no 7
    dice(s, 2)
    do(s, ("modify", jaguar, "smoke jaguar reroll"))
    assert "P1 taps Smoke Jaguar High Command to reroll a missile die (6): 2" in public(s)
    assert "missile volley of Puma A (Adder) rolls 2: 2 damage to Stockpile" in public(s)


def test_smoke_jaguar_high_command_does_not_reach_other_dice_nor_act_tapped():
    s = game(stock(post=[{"card": SMOKE_JAGUAR, "tapped": True}], patrol=[PUMA]), stock(), spare=IDLE)
    fire_one_volley(s, cid(s, PUMA, "patrol0"), 2)
    assert not any(o[0] == "modify" for o in (options(s) if s.decision else ()))   # tapped: no reroll
    s = game(stock(post=[SMOKE_JAGUAR], patrol=[{"card": FENRIS, "pilot": "Natural Talent"}]),
             stock(patrol=[{"card": "Charger (CGR-1A1)", "guard": "stock"}]), spare=IDLE)
    fenris = cid(s, FENRIS, "patrol0")
    mission(s, fenris)
    do(s, ("block", cid(s, "Charger (CGR-1A1)", "patrol1")), ("keep target out",), ("done",))
    dice(s, 3)
    do(s, ("use", cid(s, "Natural Talent", "attached0"), "talent"))        # a die that is no missile die
    assert "Natural Talent rolls 3: P1 gets +3 initiative" in public(s)


def test_smoke_jaguar_high_command_taps_for_a_resource():
    s = game(stock(hand=[FILL], post=[SMOKE_JAGUAR]), stock(), phase="deploy")
    jaguar = cid(s, SMOKE_JAGUAR, "post0")
    assert ("tap", jaguar) in options(s)
    do(s, ("tap", jaguar))
    assert "P1 taps Smoke Jaguar High Command for 1 resource" in public(s)


# -- CR088 Star Commander --------------------------------------------------------------------------------------------
def star_commander_battle(first_roll):
    """P1's Fenris piloted by Star Commander attacks; P2's Puma tank guarding the Stockpile blocks and takes its 5
    damage (3 armor): P2's Vehicle roll comes out ``first_roll``."""
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "Star Commander"}]),
             stock(patrol=[{"card": PUMA_TANK, "guard": "stock"}]), spare=IDLE)
    fenris, tank = cid(s, FENRIS, "patrol0"), cid(s, "Puma", "patrol1")
    assert base_attack(s, fenris) == 3 + 2                                 # +1 initiative, +2 attack
    mission(s, fenris)
    do(s, ("block", tank), ("keep target out",))
    assert initiative(s, 0) == 1
    dice(s, first_roll)
    do(s, ("done",), ("assign all", fenris, tank))                        # P1, last, is done: damage resolves
    return s, fenris, tank, cid(s, "Star Commander", "attached0")


def test_star_commander_rerolls_a_vehicle_roll():
    s, fenris, tank, commander = star_commander_battle(3)
    assert s.decision.player == 0 and s.decision.prompt == "P2 rolled 3: modify P2's roll?"
    assert options(s) == (("modify", commander, "star commander reroll"), ("keep",))
    dice(s, 6)
    do(s, ("modify", commander, "star commander reroll"))
    assert "P1 uses Star Commander to reroll the die (3): 6" in public(s)
    assert tank in s.zones["scrap1"]                                       # the new roll: 5-6 scraps the Vehicle


def test_star_commander_rerolls_once_per_mission_and_its_player_may_keep_the_roll():
    s, fenris, tank, commander = star_commander_battle(5)
    dice(s, 5)
    do(s, ("modify", commander, "star commander reroll"))                  # its own player's luck: 5 again
    assert tank in s.zones["scrap1"] and s.decision.kind != "modify-roll"  # no second reroll
    s, fenris, tank, commander = star_commander_battle(2)
    do(s, ("keep",))
    assert tank in s.zones["patrol1"] and "Puma: Vehicle roll 2, no effect" in public(s)


def test_star_commander_needs_its_mech_in_the_battle():
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "Star Commander"}, {"card": CHARGER}]),
             stock(patrol=[{"card": PUMA_TANK, "guard": "stock"}]), spare=IDLE)
    charger, tank = cid(s, CHARGER, "patrol0"), cid(s, "Puma", "patrol1")
    mission(s, charger)                                                    # the Fenris stays home
    do(s, ("block", tank), ("keep target out",))
    dice(s, 2)
    do(s, ("done",), ("assign", charger, tank), ("done",))
    assert "Puma: Vehicle roll 2, no effect" in public(s) and s.decision.kind != "modify-roll"
