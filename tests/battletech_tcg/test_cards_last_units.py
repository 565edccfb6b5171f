"""The Vehicles and Battle Armor of Arsenal and Crusade with text of their own (abilities/units.py; docs/tcg-last-sets.md
section 5, group B): one or more tests per card, each checking what its text does and where it does not apply.  The
Unit type rules they all follow (Vehicle roll, Battle Armor, VTOL, AP, C3) are pinned in test_units.py."""
import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import activation_cost, tapped
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import assignable, attack_value, blockers_available

from tcg_support import FILL, cid, dice, dmg, do, game, mission, options, play_out, public

BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
HUNCHBACK = "Hunchback (HBK-4G)"         # slow 2/1/7
FENRIS = "Fenris Prime (Ice Ferret)"     # fast Omni 3/1/6
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
MAGI = "Magi"                            # Vehicle, slow 2/2/7 (no text of its own)
BULLDOG = "Bulldog"                      # AR010, Vehicle, no text of its own
BERSERK = "Berserk Elemental Point"      # AR006
BLITZKRIEG = "Blitzkrieg Elemental Point"   # AR009
COVERT = "Covert Elemental Point"        # AR023
SKIRMISHER = "Skirmisher Elemental Point"   # AR083
SLOTH = "Sloth Squad"                    # AR084
PAUL_MOON = "Paul Moon"                  # CR077
FURY = "Fury"                            # CR043
SUPPORTS = ["Support - Assembly", "Support - Logistics", "Support - Munitions", "Support - Politics",
            "Support - Tactics"]

UNITS = ("AR004 AR005 AR006 AR009 AR011 AR012 AR013 AR017 AR023 AR024 AR042 AR048 AR056 AR066 AR070 AR072 AR078 "
         "AR083 AR084 AR104 AR106 AR107 CR043 CR077").split()


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def no_block(state):
    """P2 does not block (when asked: a group too fast for every blocker is not), after passing any reaction window
    (opened when a face-down card could be revealed as a mission is declared)."""
    while state.decision.kind == "reaction":
        do(state, options(state)[-1])
    if ("no block",) in options(state):
        do(state, ("no block",))


def block(state, *blockers):
    do(state, *[("block", b) for b in blockers])
    if ("no more blockers",) in options(state):
        do(state, ("no more blockers",))


def test_every_unit_of_group_b_is_implemented_in_units_py():
    for number in UNITS:
        assert number in implemented_numbers() and where(number).startswith("units.py"), number


# -- AR004 Battle Armor Squad, AR011/AR012 Bulldog variants, AR024 Cyrano, AR042 Galleon-3058, AR078 Saladin, AR084
# Sloth Squad, AR106 Yellow Jacket: "You may deploy X revealed to gain an additional deployment this turn" ----------
@pytest.mark.parametrize("number", ["AR004", "AR011", "AR012", "AR024", "AR042", "AR078", "AR084", "AR106"])
def test_deployed_revealed_gives_an_additional_deployment(number):
    name = card_by_number(number).name
    s = game(stock(hand=[name], post=list(SUPPORTS)), stock(), phase="deploy", deploys=2)
    c = cid(s, name, "hand0")
    do(s, ("deploy", c))
    assert s.counters["deploys"] == 1
    for support in SUPPORTS[:activation_cost(s, 0, c)]:
        do(s, ("tap", cid(s, support, "post0")), ("build", c))
    hand = len(s.zones["hand0"])
    do(s, ("reveal", c))
    assert s.counters["deploys"] == 2
    if ("to patrol", c) in options(s):   # Cyrano may also go to its Patrol region at once
        do(s, ("stay", c))
    # Sloth Squad: "Draw a card when you activate Sloth Squad"
    assert len(s.zones["hand0"]) == hand + (1 if number == "AR084" else 0)


@pytest.mark.parametrize("number", ["AR004", "AR011", "AR012", "AR024", "AR042", "AR078", "AR084", "AR106"])
def test_revealed_on_a_later_turn_it_gives_no_additional_deployment(number):
    """Does not apply: deployed on an earlier turn, its reveal is no deployment made revealed."""
    name = card_by_number(number).name
    s = game(stock(build=[{"card": name, "cc": 12}], hand=[FILL]), stock(), phase="deploy", deploys=2)
    c = cid(s, name, "build0")
    do(s, ("reveal", c))
    if ("to patrol", c) in options(s):
        do(s, ("stay", c))
    assert s.counters["deploys"] == 2


def test_a_vehicle_without_the_sentence_gives_no_additional_deployment():
    s = game(stock(hand=[BULLDOG], post=list(SUPPORTS)), stock(), phase="deploy", deploys=2)
    c = cid(s, BULLDOG, "hand0")
    do(s, ("deploy", c))
    for support in SUPPORTS[:activation_cost(s, 0, c)]:
        do(s, ("tap", cid(s, support, "post0")), ("build", c))
    do(s, ("reveal", c))
    assert s.counters["deploys"] == 1


# -- AR017 Cavalry, AR024 Cyrano, AR048 J. Edgar, AR056 Lightning, AR066 Nightshade, AR072 Pinto, AR104 Warrior H-8,
# AR107 Zephyr: "If X is fully constructed when you reveal it, you may immediately place it in your Patrol region" ----
@pytest.mark.parametrize("number", ["AR017", "AR024", "AR048", "AR056", "AR066", "AR072", "AR104", "AR107"])
def test_may_go_to_patrol_at_once_when_revealed(number):
    name = card_by_number(number).name
    s = game(stock(build=[{"card": name, "cc": 12}], hand=[FILL]), stock(), phase="deploy")
    c = cid(s, name, "build0")
    do(s, ("reveal", c))
    assert set(options(s)) == {("to patrol", c), ("stay", c)} and s.decision.player == 0
    do(s, ("to patrol", c))
    assert c in s.zones["patrol0"] and "up:%d" % c not in s.counters
    s = game(stock(build=[{"card": name, "cc": 12}], hand=[FILL]), stock(), phase="deploy")
    do(s, ("reveal", c), ("stay", c))
    assert c in s.zones["build0"] and s.counters.get("up:%d" % c)


@pytest.mark.parametrize("number", ["AR017", "AR024", "AR048", "AR056", "AR066", "AR072", "AR104", "AR107"])
def test_revealed_by_an_unblocked_attack_it_is_not_placed(number):
    """Does not apply: activated by the opponent's attack, it is not revealed by "you" (T355)."""
    name = card_by_number(number).name
    s = game(stock(patrol=[BANSHEE]), stock(build=[{"card": name, "cc": 12}]), spare=CICADA)
    unit = cid(s, name, "build1")
    mission(s, cid(s, BANSHEE, "patrol0"), target=unit)
    no_block(s)   # after the opponent's reaction window (a face-down card could be revealed now)
    play_out(s)
    if unit in s.zones["scrap1"]:   # Cyrano's 1 structure: the attack destroys it instead
        return
    assert unit in s.zones["build1"] and f"{name} moves" not in " ".join(public(s))


# -- AR005 Behemoth (Flamer Variant), AR013 Burke, AR084 Sloth Squad: "X cannot block unless guarding" ---------------
@pytest.mark.parametrize("number", ["AR005", "AR013", "AR084"])
def test_cannot_block_unless_guarding(number):
    name = card_by_number(number).name
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[name, HUNCHBACK]))
    unit, hunchback = cid(s, name, "patrol1"), cid(s, HUNCHBACK, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    assert blockers_available(s, 1, ()) == [hunchback]
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[{"card": name, "guard": "stock"}, HUNCHBACK]))
    unit = cid(s, name, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    assert ("block", unit) in options(s)


# -- AR006 Berserk Elemental Point ----------------------------------------------------------------------------------
def _berserk_battle(choice):
    s = game(stock(patrol=[BERSERK, BANSHEE]), stock(patrol=[HUNCHBACK]))
    berserk, banshee, hunchback = cid(s, BERSERK, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol1")
    mission(s, berserk, banshee)
    block(s, hunchback)
    do(s, ("keep target out",), ("assign all", hunchback, banshee), "done")   # P2 (the defender, on a tie) first
    do(s, ("use", berserk, "berserk"))
    assert set(options(s)) == {("choose", banshee), ("choose", hunchback)}   # an engaged 'Mech of either side
    do(s, ("choose", {"hunchback": hunchback, "banshee": banshee}[choice]))
    play_out(s)
    return s, berserk, banshee, hunchback


def test_berserk_elemental_point_scraps_the_chosen_mech_and_itself_when_it_takes_structure_damage():
    s, berserk, banshee, hunchback = _berserk_battle("hunchback")
    # 3 + 2 damage on Hunchback's 1 armor: structure damage, so both go at the end of the battle
    assert hunchback in s.zones["scrap1"] and berserk in s.zones["scrap0"] and banshee in s.zones["patrol0"]


def test_berserk_elemental_point_does_nothing_when_the_mech_takes_no_structure_damage():
    s, berserk, banshee, hunchback = _berserk_battle("banshee")
    # Hunchback's 2 damage all on Banshee's 3 armor: no structure damage, nothing scrapped
    assert dmg(s, banshee) == 0 and berserk in s.zones["patrol0"] and banshee in s.zones["patrol0"]
    # and it is no ability outside a battle (an unblocked mission)
    s = game(stock(patrol=[BERSERK, BANSHEE]), stock(patrol=[HUNCHBACK]))
    berserk = cid(s, BERSERK, "patrol0")
    mission(s, berserk, cid(s, BANSHEE, "patrol0"))
    no_block(s)
    assert ("use", berserk, "berserk") not in options(s)


# -- AR009 Blitzkrieg Elemental Point -------------------------------------------------------------------------------
def test_blitzkrieg_elemental_point_deals_1_more_to_each_mech_blocking_it_but_not_to_a_vehicle():
    s = game(stock(patrol=[BLITZKRIEG, BANSHEE]), stock(patrol=[HUNCHBACK, MAGI]))
    point, banshee = cid(s, BLITZKRIEG, "patrol0"), cid(s, BANSHEE, "patrol0")
    hunchback, magi = cid(s, HUNCHBACK, "patrol1"), cid(s, MAGI, "patrol1")
    mission(s, point, banshee)
    block(s, hunchback, magi)
    do(s, ("keep target out",), ("assign all", hunchback, banshee), ("assign all", magi, banshee), "done")
    do(s, ("use", point, "blitzkrieg"))
    assert s.counters["m.dmg"] == ((hunchback, 1, point),)   # "each 'Mech": the Vehicle Magi is none (T1100)
    assert ("use", point, "blitzkrieg") not in options(s)     # once a mission


def test_blitzkrieg_elemental_point_has_no_ability_when_not_in_a_battle():
    s = game(stock(patrol=[BLITZKRIEG, BANSHEE]), stock(patrol=[HUNCHBACK]))
    point = cid(s, BLITZKRIEG, "patrol0")
    mission(s, point, cid(s, BANSHEE, "patrol0"))
    no_block(s)
    assert ("use", point, "blitzkrieg") not in options(s)


# -- AR083 Skirmisher Elemental Point -------------------------------------------------------------------------------
def test_skirmisher_elemental_point_deals_1_structure_damage_to_a_damaged_mech():
    s = game(stock(patrol=[SKIRMISHER, BANSHEE]),
             stock(patrol=[{"card": HUNCHBACK, "damage": 1}, {"card": MAGI, "damage": 1}]))
    point, hunchback, magi = cid(s, SKIRMISHER, "patrol0"), cid(s, HUNCHBACK, "patrol1"), cid(s, MAGI, "patrol1")
    do(s, ("use", point, "skirmish"))   # the one 'Mech with damage counters: not the Vehicle Magi, not Banshee
    assert dmg(s, hunchback) == 2 and tapped(s, point)   # armor 1 does not absorb structure damage
    assert dmg(s, magi) == 1 and dmg(s, cid(s, BANSHEE, "patrol0")) == 0


def test_skirmisher_elemental_point_needs_a_damaged_mech_and_no_mission():
    s = game(stock(patrol=[SKIRMISHER, BANSHEE]), stock(patrol=[HUNCHBACK]))
    point = cid(s, SKIRMISHER, "patrol0")
    assert ("use", point, "skirmish") not in options(s)
    s = game(stock(patrol=[SKIRMISHER, BANSHEE]), stock(patrol=[{"card": HUNCHBACK, "damage": 1}]))
    point = cid(s, SKIRMISHER, "patrol0")
    mission(s, cid(s, BANSHEE, "patrol0"))
    no_block(s)
    assert ("use", point, "skirmish") not in options(s)


# -- AR084 Sloth Squad (its other sentences above) -------------------------------------------------------------------
@pytest.mark.parametrize("roll,structure", [(2, 2), (5, 0)])
def test_sloth_squad_rolls_for_structure_damage_to_an_engaged_mech(roll, structure):
    s = game(stock(patrol=[SLOTH, FENRIS]), stock(patrol=[{"card": BANSHEE, "guard": "stock"}]))
    sloth, fenris, banshee = cid(s, SLOTH, "patrol0"), cid(s, FENRIS, "patrol0"), cid(s, BANSHEE, "patrol1")
    mission(s, sloth, fenris)
    block(s, banshee)
    do(s, ("keep target out",), ("assign all", banshee, fenris))
    do(s, ("use", sloth, "sloth"))
    dice(s, roll)
    do(s, ("choose", banshee))
    assert s.counters.get("m.sdmg", ()) == (((banshee, structure),) if structure else ())
    play_out(s)
    # Sloth's 2 and Fenris's 3 on Banshee's 3 armor: 2 through; the roll's structure damage on top
    assert dmg(s, banshee) == 2 + structure


def test_sloth_squad_has_no_battle_ability_in_an_unblocked_mission():
    s = game(stock(patrol=[SLOTH, FENRIS]), stock(patrol=[HUNCHBACK]))
    sloth = cid(s, SLOTH, "patrol0")
    mission(s, sloth, cid(s, FENRIS, "patrol0"))
    no_block(s)
    assert ("use", sloth, "sloth") not in options(s)


# -- CR077 Paul Moon ------------------------------------------------------------------------------------------------
def test_paul_moon_gives_each_other_battle_armor_of_its_group_1_attack():
    s = game(stock(patrol=[PAUL_MOON, COVERT, FENRIS]), stock(patrol=[HUNCHBACK]))
    moon, covert, fenris = (cid(s, n, "patrol0") for n in (PAUL_MOON, COVERT, FENRIS))
    mission(s, moon, covert, fenris)
    no_block(s)
    do(s, ("use", moon, "paul moon"))
    assert (attack_value(s, covert), attack_value(s, fenris), attack_value(s, moon)) == (4, 3, 3)


def test_paul_moon_has_no_ability_without_another_battle_armor_in_its_group():
    s = game(stock(patrol=[PAUL_MOON, FENRIS, COVERT]), stock(patrol=[HUNCHBACK]))
    moon = cid(s, PAUL_MOON, "patrol0")
    mission(s, moon, cid(s, FENRIS, "patrol0"))
    no_block(s)
    assert ("use", moon, "paul moon") not in options(s)


# -- AR023 Covert Elemental Point, CR043 Fury: Long-Range 1 on Battle Armor and on a Crusade Vehicle ---------------
@pytest.mark.parametrize("name,company", [(COVERT, [FENRIS]), (FURY, [])])
def test_long_range_deals_1_to_the_target_when_blocked(name, company):
    s = game(stock(patrol=[name] + company), stock(patrol=[{"card": BANSHEE, "guard": "stock"}]))
    unit = cid(s, name, "patrol0")
    mission(s, unit, *[cid(s, n, "patrol0") for n in company])
    block(s, cid(s, BANSHEE, "patrol1"))
    do(s, ("keep target out",))
    assert assignable(s, unit, "stock") == 1


def test_fury_rolls_as_a_crusade_vehicle_scrapped_on_5():
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[{"card": FURY, "guard": "stock"}]))
    fury = cid(s, FURY, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"))
    block(s, fury)
    dice(s, 5)
    play_out(s)
    assert fury in s.zones["scrap1"]
