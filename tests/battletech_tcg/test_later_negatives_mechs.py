"""Cases where a later-set 'Mech's text must not apply (docs/scenarios.md, "Writing rule cases"; a docstring starting
"Does not apply:" marks each for tools/scenario_coverage.py): Patrol at once for a card the opponent's attack turned
up, the additional deployment of a card played on an earlier turn, Catapult's ability outside a mission or on a 'Mech
out of the battle, ECM for the other side or twice, Hand-to-Hand against a faster 'Mech or a site, AP against a
'Mech, NARC for the other side's missiles, C3 without a second C3 'Mech of the same group, and "'Mechs engaged in
battle with X get -1 attack" for 'Mechs not engaged with X."""
import pytest

from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import card_by_name, card_by_number
from mechdeck.games.battletech_tcg.missions import assignable, attack_of, attack_value
from mechdeck.kernel import IllegalAction

from tcg_support import FILL, R, cid, dice, dmg, do, finish_effects, mission, options, public
from test_cards_later_mechs import block, game, keep_out, stock_lost

COMMANDO = "Commando (COM-2D)"   # a plain fast 'Mech
ATLAS = "Atlas (AS7-D)"          # a slow, well armored blocker


def play_to_the_end(state):
    """Each player assigns all the damage left to the first place offered, then is done, until the mission is over."""
    while "m.att" in state.counters:
        do(state, next((o for o in options(state) if o[0] in ("assign all", "assign")), ("done",)))


def full_cost(card) -> int:
    """The construction counters that pay for a card: its cost and its assets."""
    return card.cost + sum(card.assets.values())


# -- Patrol at once ("If X is fully constructed when you reveal (activate) it" / "When you activate X") ---------------
PATROL_AT_ONCE = ["ME027", "CS030", "CS047", "CS048", "MW063", "MW064", "ME066", "ME067", "ME068", "MW066", "ME081",
                  "ME098"]


@pytest.mark.parametrize("number", PATROL_AT_ONCE)
def test_patrol_at_once_not_for_a_card_turned_up_by_the_opponents_attack(number):
    """Does not apply: Dart (DRT-3S), Dasher B (Fire Moth), Hermes (HER-1S), Hermes (HER-3S), Phantom A, Phantom B,
    Phantom C, Phantom D, Phantom Prime, Piranha, Scarabus (SCB-9A) and Venom (SDR-9K) go to the Patrol region at once
    "when you reveal (activate) it" "fully constructed": turned up by the opponent's unblocked attack, paid for (not
    activated by "you", T841) or not yet paid for (not fully constructed, T500), the card stays in the Construction
    region and its controller is asked nothing."""
    card = card_by_number(number)
    paid_after_the_attack = full_cost(card) + 1          # the Commando's 2 damage remove one construction counter
    for counters in (paid_after_the_attack, full_cost(card)):
        if counters == 0:                                 # Dart costs nothing: no position leaves it unpaid
            continue
        s = game({"patrol": [COMMANDO]}, {"build": [{"card": card.name, "cc": counters}]})
        com, unit = cid(s, COMMANDO, "patrol0"), cid(s, card.name, "build1")
        mission(s, com, target=unit)
        while "m.att" in s.counters:
            assert ("to patrol", unit) not in options(s), s.decision.prompt
            do(s, "done")
        assert f"P2 reveals {card.name}" in public(s)
        assert unit in s.zones["build1"] and unit not in s.zones["patrol1"]
        assert bool(s.counters.get(f"unpaid:{unit}")) == (counters == full_cost(card))
        assert not any(t.endswith("Patrol region at once") for t in public(s))


# -- Spider (SDR-7M), Thorn (THE-N): "You may deploy X revealed to make an additional deployment this turn" ----------
@pytest.mark.parametrize("name", ["Spider (SDR-7M)", "Thorn (THE-N)"])
def test_revealed_on_a_later_turn_gives_no_additional_deployment(name):
    """Does not apply: Spider (SDR-7M) and Thorn (THE-N) make an additional deployment when deployed revealed "this
    turn": played face down on an earlier turn and revealed now, the deployment left stays one (played this turn,
    marker ``new``, revealing it gives the deployment back: two)."""
    for played_this_turn, left in ((False, 1), (True, 2)):
        s = game({"hand": [FILL], "post": ["Support - Assembly", "Support - Logistics", "Support - Logistics"],
                  "build": [{"card": name, "cc": full_cost(card_by_name(name)), "new": played_this_turn}]}, {},
                 phase="deploy", deploys=1)
        unit = cid(s, name, "build0")
        do(s, ("reveal", unit))
        assert s.counters["deploys"] == left and unit in s.zones["build0"], played_this_turn
        assert f"P1 reveals {name}" in public(s)


# -- Catapult (CPLT-C3): "{T}: Deal 1 damage to 'Mech or target.  Use this ability only during a mission." ----------
CATAPULT = "Catapult (CPLT-C3)"


def test_catapult_not_outside_a_mission():
    """Does not apply: the "{T}: Deal 1 damage" of Catapult (CPLT-C3) may be used "only during a mission": in the
    Missions phase before any mission it is not offered, and using it anyway is refused and changes nothing."""
    s = game({"patrol": [CATAPULT, COMMANDO]}, {"patrol": ["Zeus (ZEU-6S)"]})
    cat = cid(s, CATAPULT, "patrol0")
    assert s.decision.prompt.startswith("Missions phase") and not any(o[0] == "use" for o in options(s))
    before = s.clone()
    with pytest.raises(IllegalAction):
        R.apply(s, ("use", cat, "catapult"))
    assert s == before and not s.counters.get(f"tap:{cat}")


def test_catapult_cannot_choose_a_mech_out_of_the_battle():
    """Does not apply: the "Deal 1 damage to 'Mech or target" of Catapult (CPLT-C3) chooses a 'Mech in the battle or the
    mission's target (Player's Guide): P2's Zeus, which did not block, the Catapult itself and Elemental Point (no
    'Mech, T531) are no choices, and the Zeus takes no damage."""
    s = game({"patrol": [COMMANDO], "post": ["Elemental Point"]},
             {"patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}, "Zeus (ZEU-6S)", CATAPULT]})
    com, point = cid(s, COMMANDO, "patrol0"), cid(s, "Elemental Point", "post0")
    ban, zeus, cat = (cid(s, n, "patrol1") for n in ("Banshee (BNC-3E)", "Zeus (ZEU-6S)", CATAPULT))
    mission(s, com, point, target="stock")
    block(s, ban)
    do(s, "keep target out")
    do(s, ("use", cat, "catapult"))
    assert set(options(s)) == {("choose", com), ("choose", ban), ("choose", "stock")}
    with pytest.raises(IllegalAction):
        R.apply(s, ("choose", zeus))
    do(s, ("choose", "stock"))
    play_to_the_end(s)
    assert dmg(s, zeus) == 0 and dmg(s, cat) == 0 and zeus in s.zones["patrol1"]


# -- ECM: "Each 'Mech in a group that includes at least one 'Mech with ECM gets +1 armor" ------------------------------
ECM = ["ME006", "ME014", "MW004", "CS030", "MW028", "ME036", "MW038", "MW046", "ME068", "ME081"]


@pytest.mark.parametrize("number", ECM)
def test_ecm_not_for_the_other_side_nor_twice(number):
    """Does not apply: the ECM of Anvil (ANV-3M), Berserker (BRZ-A3), Black Lanner Prime, Dasher B (Fire Moth),
    Firestarter (FS9-OD), Gunslinger (GUN-1ERD), Hitman (HM-1), Komodo (KIM-2), Phantom Prime and Scarabus (SCB-9A)
    gives +1 armor to "each 'Mech in a group that includes" it: not before the mission (no group), not to the Atlas
    blocking it (the other side's group), and not +2 beside another ECM 'Mech ("ECM is not cumulative", Guide)."""
    card = card_by_number(number)
    other = "Hitman (HM-1)" if card.name != "Hitman (HM-1)" else "Anvil (ANV-3M)"
    s = game({"patrol": [card.name, other]}, {"patrol": [{"card": ATLAS, "guard": "stock"}]})
    unit, friend, atlas = cid(s, card.name, "patrol0"), cid(s, other, "patrol0"), cid(s, ATLAS, "patrol1")
    assert armor(s, unit) == card.armor                  # the Missions phase: no mission, no group
    mission(s, unit, friend, target="stock")
    block(s, atlas)
    do(s, "keep target out")
    assert armor(s, atlas) == card_by_name(ATLAS).armor
    assert armor(s, unit) == card.armor + 1 and armor(s, friend) == card_by_name(other).armor + 1


# -- Hand-to-Hand: "X deals +N damage to (an engaged) 'Mech that is the same speed or slower" -------------------------
HAND_TO_HAND = ["ME014", "ME062", "ME081", "ME101"]


@pytest.mark.parametrize("number", HAND_TO_HAND)
def test_hand_to_hand_not_against_a_faster_mech_nor_a_site(number):
    """Does not apply: Berserker (BRZ-A3), Nightsky (NGS-4S), Scarabus (SCB-9A) and Yen-Lo-Wang (CN9-YLW) deal their
    extra damage only "to a 'Mech that is the same speed or slower": unblocked, the Stockpile (no 'Mech) loses the
    printed attack only; blocked by a fast Dragonfly D, a slower 'Mech assigns it its printed attack only (Scarabus,
    fast itself, has no faster 'Mech to meet)."""
    card = card_by_number(number)
    s = game({"patrol": [card.name]}, {})
    unit = cid(s, card.name, "patrol0")
    mission(s, unit, target="stock")
    finish_effects(s)
    assert stock_lost(s) == card.attack

    if card.speed == "fast":
        return
    fly_name = "Dragonfly D (Viper)"
    s = game({"patrol": [card.name]}, {"patrol": [{"card": fly_name, "guard": "stock"}]})
    unit, fly = cid(s, card.name, "patrol0"), cid(s, fly_name, "patrol1")
    mission(s, unit, target="stock")
    block(s, fly)
    keep_out(s)
    assert assignable(s, unit, fly) == card.attack
    do(s, ("assign all", unit, fly))
    assert sum(n for src, dest, n in s.counters["m.asg"] if src == unit and dest == fly) == card.attack


# -- AP: "X deals +1 damage to any target other than a 'Mech" -------------------------------------------------------
AP = ["CS030", "MW066", "MW100"]


@pytest.mark.parametrize("number", AP)
def test_ap_not_against_a_blocking_mech(number):
    """Does not apply: the AP of Dasher B (Fire Moth), Piranha and Turkina C is +1 damage "to any target other than
    a 'Mech": blocked by an Atlas, each assigns it only its printed attack, and to the Stockpile beyond the blocker
    only its Long-Range (Turkina C: 1, not 1 + 1, T351; the others none)."""
    card = card_by_number(number)
    s = game({"patrol": [card.name]}, {"patrol": [{"card": ATLAS, "guard": "stock"}]})
    unit, atlas = cid(s, card.name, "patrol0"), cid(s, ATLAS, "patrol1")
    mission(s, unit, target="stock")
    block(s, atlas)
    keep_out(s)
    assert assignable(s, unit, atlas) == card.attack
    assert assignable(s, unit, "stock") == card.options.get("through", 0)
    do(s, ("assign all", unit, atlas))
    play_to_the_end(s)
    assert dmg(s, atlas) == max(0, card.attack - card_by_name(ATLAS).armor)
    assert stock_lost(s) == card.options.get("through", 0)


# -- NARC: "You may subtract 1 from each of your missile rolls if the missiles are assigned by a 'Mech in a group that
# includes at least one NARC 'Mech" -----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["Kintaro (KTO-19)", "Owens (OW-1D)"])
def test_narc_does_not_lower_the_other_sides_missiles(name):
    """Does not apply: the NARC of Kintaro (KTO-19) and Owens (OW-1D) lowers "your missile rolls": the blocking Puma
    A's volley against the NARC 'Mech's group, P2's roll, is not lowered (a 3 stays a 3)."""
    puma = "Puma A (Adder)"
    s = game({"patrol": [name]}, {"patrol": [{"card": puma, "guard": "stock"}], "post": ["Support - Munitions"]})
    unit, blocker = cid(s, name, "patrol0"), cid(s, puma, "patrol1")
    mission(s, unit, target="stock")
    block(s, blocker)
    do(s, "keep target out")
    while s.decision.player == 0:                          # the attacker keeps its NARC in use
        do(s, "done")
    do(s, ("missile", blocker, unit))
    dice(s, 3)
    finish_effects(s)
    assert f"missile volley of {puma} rolls 3: 3 damage to {name}" in public(s)


# -- C3: "Each 'Mech with C3 in a group that includes at least one other 'Mech with C3 gets +2 attack" ---------------
C3 = ["MW003", "MW005", "MW028", "MW060", "MW061", "MW089"]


@pytest.mark.parametrize("number", C3)
def test_c3_without_another_c3_mech_in_its_group(number):
    """Does not apply: Avatar (AV1-OC), Blackjack (BJ2-OB), Firestarter (FS9-OD), Owens (OW-1), Owens (OW-1D) and
    Sunder (SD1-OB) get +2 attack only "in a group that includes at least one other 'Mech with C3": attacking beside
    a Commando (no C3), blocked by a C3 'Mech of the other side (no member of its group, T762), nobody gets +2 and the
    attack dealt is the printed one."""
    card = card_by_number(number)
    blocker = "Sunder (SD1-OB)" if card.name != "Sunder (SD1-OB)" else "Owens (OW-1)"
    s = game({"patrol": [card.name, COMMANDO]}, {"patrol": [{"card": blocker, "guard": "stock"}]})
    unit, com, c3_blocker = cid(s, card.name, "patrol0"), cid(s, COMMANDO, "patrol0"), cid(s, blocker, "patrol1")
    mission(s, unit, com, target="stock")
    block(s, c3_blocker)
    do(s, "keep target out")
    assert attack_value(s, unit) == card.attack and attack_value(s, com) == card_by_name(COMMANDO).attack
    assert attack_value(s, c3_blocker) == card_by_name(blocker).attack
    assert assignable(s, unit, c3_blocker) == card.attack


# -- "'Mechs engaged in battle with X get -1 attack": Rhonda's Highlander, Yen-Lo-Wang, Prometheus --------------------
MINUS_ONE = ["ME078", "ME101", "MW070"]


@pytest.mark.parametrize("number", MINUS_ONE)
def test_minus_one_not_for_mechs_not_engaged_with_it(number):
    """Does not apply: Rhonda's Highlander (HGN-732), Yen-Lo-Wang (CN9-YLW) and Prometheus (Dire Wolf) give -1 to
    "'Mechs engaged in battle with" them (T842): unblocked, neither the Atlas attacking beside it nor P2's idle Zeus
    is engaged with it, and the Stockpile loses both attackers' full attack."""
    card = card_by_number(number)
    s = game({"patrol": [card.name, ATLAS]}, {"patrol": ["Zeus (ZEU-6S)"], "stock": [FILL] * 30})
    unit, atlas, zeus = cid(s, card.name, "patrol0"), cid(s, ATLAS, "patrol0"), cid(s, "Zeus (ZEU-6S)", "patrol1")
    mission(s, unit, atlas, target="stock")
    do(s, "no block")                                    # the Zeus could block, and stays out
    assert "m.att" in s.counters and attack_of(s, unit) == card.attack
    assert attack_of(s, atlas) == card_by_name(ATLAS).attack
    assert attack_of(s, zeus) == card_by_name("Zeus (ZEU-6S)").attack
    finish_effects(s)
    assert stock_lost(s) == card.attack + card_by_name(ATLAS).attack
