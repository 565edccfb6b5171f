"""The Terrain cards of Arsenal and Crusade (abilities/terrain_and_factions.py; T1120): Defensive Embankment,
Desert Wasteland, Icy Terrain.  Each is a mission ability of its controller while the mission's target is in its
region (T757); Crusade's "put it in one of your regions" is Arsenal's "Play X only in one of your regions"."""
import pytest
from tcg_support import cid, do, game, mission, options, public

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import armor, mark
from mechdeck.games.battletech_tcg.missions import attack_value

EMBANKMENT, WASTELAND, ICY = "Defensive Embankment", "Desert Wasteland", "Icy Terrain"
BULLDOG = "Bulldog"                       # a Vehicle: slow 3/2/3
BANSHEE = "Banshee (BNC-3E)"              # a 'Mech: slow 2/3/9
GRAND_DRAGON = "Grand Dragon (DRG-5K)"    # a 'Mech: moderate 3/2/6, Overheat 2: +1 attack
CLINT = "Clint (CLNT-2-3T)"               # a 'Mech: moderate 2/1/3, Jump (-1 attack: +1 initiative)
COMMANDO = "Commando (COM-2D)"            # a 'Mech: moderate 2/1/2


def until(state, seat, wanted):
    """Pass on (no block, keep the target out, done) until ``seat`` decides with ``wanted`` among its options."""
    while not (state.decision.player == seat and wanted in options(state)):
        for pick in (("no block",), ("keep target out",), ("done",)):
            if pick in options(state):
                do(state, pick)
                break
        else:
            raise AssertionError(f"no way on from {state.decision}")


def block(state, *units):
    do(state, *[("block", u) for u in units])
    if ("no more blockers",) in options(state):
        do(state, ("no more blockers",))


def finish(state):
    while "m.att" in state.counters:
        until(state, state.decision.player, ("done",))
        do(state, ("done",))


@pytest.mark.parametrize("number", ["AR027", "AR030", "CR055"])
def test_terrain_cards_are_implemented_here(number):
    assert number in implemented_numbers() and where(number).startswith("terrain_and_factions.py")


def test_icy_terrain_goes_into_one_of_your_regions_as_it_is_activated():
    s = game({"build": [{"card": ICY, "cc": 1}]}, {}, stock=5, phase="deploy")
    icy = cid(s, ICY, "build0")
    do(s, ("reveal", icy))
    assert set(options(s)) == {("on", f"region:{k}0") for k in ("stock", "build", "post", "patrol", "scrap")}
    do(s, ("on", "region:stock0"))
    assert icy in s.zones["attached0"] and s.counters[f"on:{icy}"] == "region:stock0"


def test_icy_terrain_damages_each_unit_that_jumped():
    """"Uses or used Jump": a Unit that jumps after the ability is used is dealt the 2 damage too; one that does not
    jump is not."""
    s = game({"patrol": [CLINT, COMMANDO]}, {"terrain": [{"card": ICY, "region": "stock"}]}, stock=5)
    clint, commando = cid(s, CLINT, "patrol0"), cid(s, COMMANDO, "patrol0")
    icy = cid(s, ICY, "attached1")
    mission(s, clint, commando)
    until(s, 1, ("use", icy, "icy terrain"))
    do(s, ("use", icy, "icy terrain"))
    until(s, 0, ("jump", clint, 0))
    do(s, ("jump", clint, 0))
    finish(s)
    assert mark(s, "dmg", clint, 0) == 2 - 1 and mark(s, "dmg", commando, 0) == 0   # Clint's armor 1
    assert "Clint (CLNT-2-3T) receives 2 damage (Icy Terrain)" in public(s)


def test_does_not_apply_icy_terrain_for_a_target_in_another_region():
    s = game({"patrol": [CLINT]}, {"terrain": [{"card": ICY, "region": "patrol"}]}, stock=5)
    mission(s, cid(s, CLINT, "patrol0"))
    icy = cid(s, ICY, "attached1")
    while "m.att" in s.counters:
        assert ("use", icy, "icy terrain") not in options(s)
        until(s, s.decision.player, ("done",))
        do(s, ("done",))


def test_defensive_embankment_gives_your_vehicles_one_attack_and_one_armor():
    s = game({"patrol": [BANSHEE]}, {"terrain": [{"card": EMBANKMENT, "region": "stock"}],
                                      "patrol": [{"card": BULLDOG, "guard": "stock"},
                                                 {"card": BANSHEE, "guard": "stock"}]}, stock=5)
    bulldog, their_banshee, my_banshee = cid(s, BULLDOG, "patrol1"), cid(s, BANSHEE, "patrol1"), cid(s, BANSHEE,
                                                                                                     "patrol0")
    mission(s, my_banshee)
    block(s, bulldog, their_banshee)
    printed = {u: (attack_value(s, u), armor(s, u)) for u in (bulldog, their_banshee, my_banshee)}
    use = ("use", cid(s, EMBANKMENT, "attached1"), "defensive embankment")
    until(s, 1, use)
    do(s, use)
    assert (attack_value(s, bulldog), armor(s, bulldog)) == (printed[bulldog][0] + 1, printed[bulldog][1] + 1)
    for mech in (their_banshee, my_banshee):   # Does not apply: 'Mechs
        assert (attack_value(s, mech), armor(s, mech)) == printed[mech]


def test_desert_wasteland_damages_vehicles_and_turns_overheat_damage_to_structure():
    s = game({"patrol": [GRAND_DRAGON]}, {"terrain": [{"card": WASTELAND, "region": "stock"}],
                                           "patrol": [{"card": BULLDOG, "guard": "stock"}]}, stock=5)
    dragon, bulldog = cid(s, GRAND_DRAGON, "patrol0"), cid(s, BULLDOG, "patrol1")
    mission(s, dragon)
    block(s, bulldog)
    use = ("use", cid(s, WASTELAND, "attached1"), "desert wasteland")
    until(s, 1, use)
    do(s, use)
    assert s.counters["m.dmg"] == ((bulldog, 1, -1),)   # each Vehicle: not the Grand Dragon
    until(s, 0, ("overheat", dragon, 0))
    do(s, ("overheat", dragon, 0))
    finish(s)
    # the Overheat's 2 damage skips the Grand Dragon's 2 armor (the Bulldog's 3 attack the armor absorbs 2 of)
    assert mark(s, "dmg", dragon, 0) == 2 + (3 - 2)


def test_does_not_apply_overheat_to_structure_without_desert_wasteland():
    s = game({"patrol": [GRAND_DRAGON]}, {"patrol": [{"card": BULLDOG, "guard": "stock"}]}, stock=5)
    dragon, bulldog = cid(s, GRAND_DRAGON, "patrol0"), cid(s, BULLDOG, "patrol1")
    mission(s, dragon)
    block(s, bulldog)
    until(s, 0, ("overheat", dragon, 0))
    do(s, ("overheat", dragon, 0))
    finish(s)
    assert mark(s, "dmg", dragon, 0) == 2 + 3 - 2   # armor absorbs 2 of the mission's 5


ENTRENCHED, TACTICS, MARISSA = "Entrenched Holdings", "Support - Tactics", "Marissa Morgan"


def entrenched_attack(terrain):
    """P1's Commando attacks P2's Support - Tactics; P2's Banshee guards Marissa Morgan, another site of its Command
    Post (P2's Terrain: ``terrain``)."""
    s = game({"patrol": [COMMANDO]}, {"post": [MARISSA, TACTICS], "terrain": terrain,
                                       "patrol": [{"card": BANSHEE, "guard": "post:0"}]}, stock=5)
    mission(s, cid(s, COMMANDO, "patrol0"), target=cid(s, TACTICS, "post1"))
    return s, cid(s, BANSHEE, "patrol1")


def test_entrenched_holdings_lets_command_post_guards_guard_the_support_cards_there():
    s, banshee = entrenched_attack([{"card": ENTRENCHED, "region": "post"}])
    assert ("block", banshee) in options(s)


def test_does_not_apply_entrenched_holdings_in_another_region_or_without_it():
    for terrain in ([{"card": ENTRENCHED, "region": "patrol"}], []):
        s, banshee = entrenched_attack(terrain)
        assert ("block", banshee) not in (options(s) if s.decision.player == 1 else ())
