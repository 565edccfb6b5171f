"""Commander's Edition's High Command cards and Box powers (abilities/high_command_and_box_powers.py; T1111, T1112):
each Box power's "{T}: Scrap a card from your hand to ..." is offered in its window while the hand holds a card, the
hand card is the player's choice and goes before the effect, and a Box power cannot be attacked."""
import pytest
from tcg_support import IDLE, R, cid, dice, do, game, mission, names, options, public

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.missions import acting_speed, attack_value, in_mission, initiative, legal_targets
from mechdeck.kernel import IllegalAction

ALSHAIN, IRONHOLD, LUTHIEN, NEW_AVALON = "Alshain", "Ironhold", "Luthien", "New Avalon"
STRANA_MECHTY, TERRA, THARKAD = "Strana Mechty", "Terra", "Tharkad"
ATLAS, COMMANDO, BANSHEE = "Atlas (AS7-D)", "Commando (COM-2D)", "Banshee (BNC-3E)"
ASSEMBLY, TACTICS = "Support - Assembly", "Support - Tactics"
SLOW, MODERATE = 1, 2   # board.SPEED's values: Atlas and Banshee are slow


def use(state, power, key, price):
    """Use the Box power ``power`` (seat 0's Command Post) and pay its price with the hand card ``price`` (asked
    only when the hand holds more than one card)."""
    price = cid(state, price, "hand0")
    do(state, ("use", cid(state, power, "post0"), key))
    if ("scrap", price) in options(state):
        do(state, ("scrap", price))
    assert price in state.zones["scrap0"]


@pytest.mark.parametrize("number", ["CEB001", "CEB002", "CEB003", "CEB004", "CEB005", "CEB006", "CEB007", "CEB008"])
def test_box_powers_are_implemented_here(number):
    assert number in implemented_numbers() and where(number).startswith("high_command_and_box_powers.py")


def test_tharkad_taps_and_scraps_the_chosen_hand_card_to_gain_a_resource():
    s = game({"post": [THARKAD], "hand": [ATLAS, COMMANDO], "build": [BANSHEE]}, {}, phase="deploy")
    tharkad = cid(s, THARKAD, "post0")
    do(s, ("use", tharkad, "tharkad"))
    assert set(options(s)) == {("scrap", cid(s, ATLAS, "hand0")), ("scrap", cid(s, COMMANDO, "hand0"))}
    do(s, ("scrap", cid(s, COMMANDO, "hand0")))
    assert names(s, "hand0") == [ATLAS] and COMMANDO in names(s, "scrap0")
    assert mark(s, "tap", tharkad) and s.counters.get("pool0") == 1   # spent at once: on Banshee here
    do(s, ("build", cid(s, BANSHEE, "build0")))
    assert mark(s, "cc", cid(s, BANSHEE, "build0")) == 1
    assert "P1 gains 1 resource (Tharkad)" in public(s)
    assert ("use", tharkad, "tharkad") not in options(s)   # tapped


def test_does_not_apply_a_box_power_without_a_hand_card_or_outside_its_window():
    s = game({"post": [THARKAD]}, {}, stock=5, phase="deploy")
    assert ("use", cid(s, THARKAD, "post0"), "tharkad") not in options(s)   # no card to scrap
    s = game({"post": [THARKAD], "hand": [ATLAS], "patrol": [IDLE]}, {}, stock=5)   # Missions phase: Deploy only
    assert not any(o[0] == "use" for o in options(s))


def test_new_avalon_gives_two_initiative_in_a_mission():
    s = game({"post": [NEW_AVALON], "hand": [ATLAS], "patrol": [BANSHEE]}, {})
    avalon = cid(s, NEW_AVALON, "post0")
    assert ("use", avalon, "new avalon") not in options(s)   # only during a mission
    mission(s, cid(s, BANSHEE, "patrol0"))
    before = initiative(s, 0)
    use(s, NEW_AVALON, "new avalon", ATLAS)
    assert initiative(s, 0) == before + 2 and initiative(s, 1) == 0


def test_ironhold_repairs_up_to_three_damage_on_each_of_your_units_only():
    s = game({"post": [IRONHOLD], "hand": [ATLAS],
              "patrol": [{"card": ATLAS, "damage": 4}, {"card": COMMANDO, "damage": 2}]},
             {"patrol": [{"card": COMMANDO, "damage": 1}]}, phase="repair")
    use(s, IRONHOLD, "ironhold", ATLAS)
    assert mark(s, "dmg", cid(s, ATLAS, "patrol0"), 0) == 1 and mark(s, "dmg", cid(s, COMMANDO, "patrol0"), 0) == 0
    assert mark(s, "dmg", cid(s, COMMANDO, "patrol1"), 0) == 1   # Does not apply: the opponent's Unit


def test_luthien_gives_a_mech_attacking_alone_one_attack():
    s = game({"post": [LUTHIEN], "hand": [ATLAS], "patrol": [BANSHEE]}, {})
    banshee = cid(s, BANSHEE, "patrol0")
    mission(s, banshee)
    before = attack_value(s, banshee)
    use(s, LUTHIEN, "luthien", ATLAS)
    assert attack_value(s, banshee) == before + 1


def test_does_not_apply_luthien_to_a_mech_attacking_in_a_group():
    s = game({"post": [LUTHIEN], "hand": [ATLAS], "patrol": [BANSHEE, COMMANDO]}, {})
    mission(s, cid(s, BANSHEE, "patrol0"), cid(s, COMMANDO, "patrol0"))
    assert ("use", cid(s, LUTHIEN, "post0"), "luthien") not in options(s)


def test_strana_mechty_makes_one_mech_attack_one_speed_faster_this_turn():
    s = game({"post": [STRANA_MECHTY], "hand": [COMMANDO, TACTICS], "patrol": [ATLAS, IDLE]},
             {"patrol": [BANSHEE]}, stock=5)
    atlas, banshee = cid(s, ATLAS, "patrol0"), cid(s, BANSHEE, "patrol1")
    assert acting_speed(s, atlas) == SLOW and banshee not in legal_targets(s, 0, (atlas,))
    do(s, ("use", cid(s, STRANA_MECHTY, "post0"), "strana mechty"), ("scrap", cid(s, COMMANDO, "hand0")),
       ("choose", atlas))
    assert acting_speed(s, atlas) == MODERATE and banshee in legal_targets(s, 0, (atlas,))
    assert acting_speed(s, banshee) == SLOW   # Does not apply: the other 'Mechs
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert "strana" not in s.counters and acting_speed(s, atlas) == SLOW   # gone at the end of the turn


def test_terra_shows_the_opponents_hand_and_discards_one_card_of_it_at_random():
    s = game({"post": [TERRA], "hand": [ATLAS], "patrol": [IDLE]}, {"hand": [COMMANDO, BANSHEE, TACTICS]})
    hand = list(s.zones["hand1"])
    use(s, TERRA, "terra", ATLAS)
    assert len(s.zones["hand1"]) == 2 and len(s.zones["scrap1"]) == 1 and s.zones["scrap1"][0] in hand
    assert set(s.zones["hand1"]) <= set(known(s, 0))   # P1 has seen the cards left
    assert "P1 looks at P2's hand (Terra)" in public(s)


def test_alshain_activates_a_fully_built_mech_with_an_attack_counter_per_three_extra_counters():
    s = game({"post": [ALSHAIN], "hand": [COMMANDO, TACTICS],
              "build": [{"card": ATLAS, "cc": 14}, {"card": BANSHEE, "cc": 4}, {"card": COMMANDO, "cc": 1}]}, {},
             phase="deploy")
    atlas, banshee = cid(s, ATLAS, "build0"), cid(s, BANSHEE, "build0")
    printed = attack_value(s, atlas)
    do(s, ("use", cid(s, ALSHAIN, "post0"), "alshain"), ("scrap", cid(s, COMMANDO, "hand0")))
    assert set(options(s)) == {("choose", atlas), ("choose", banshee)}   # not Commando: 1 of 0+1A+1M
    do(s, ("choose", atlas))
    assert mark(s, "up", atlas) and mark(s, "plus_attack", atlas) == 2   # cost 7+1L, 8 without Logistics: 6 above
    assert attack_value(s, atlas) == printed + 2 and s.counters["deploys"] == 2   # no deployment spent


def test_does_not_apply_alshain_to_a_mech_short_of_its_cost():
    s = game({"post": [ALSHAIN], "hand": [COMMANDO], "build": [{"card": ATLAS, "cc": 7}]}, {}, phase="deploy")
    assert ("use", cid(s, ALSHAIN, "post0"), "alshain") not in options(s)


def test_a_box_power_cannot_be_attacked():
    s = game({"patrol": [BANSHEE]}, {"post": [THARKAD, ASSEMBLY]})
    targets = legal_targets(s, 0, (cid(s, BANSHEE, "patrol0"),))
    assert cid(s, THARKAD, "post1") not in targets and cid(s, ASSEMBLY, "post1") in targets


def test_the_hand_card_must_be_one_of_the_players_own():
    s = game({"post": [THARKAD], "hand": [ATLAS]}, {"hand": [COMMANDO]}, phase="deploy")
    do(s, ("use", cid(s, THARKAD, "post0"), "tharkad"))
    with pytest.raises(IllegalAction):
        R.apply(s, ("scrap", cid(s, COMMANDO, "hand1")))
    assert names(s, "hand1") == [COMMANDO]


# -- the High Command cards (T1111) ------------------------------------------------------------------------------------
WOLF_HC, COMSTAR_HC, DAVION_HC = "Wolf High Command", "ComStar High Command", "Davion High Command"
GHOST_BEAR_HC, STEINER_HC = "Ghost Bear High Command", "Steiner High Command"
FENRIS = "Fenris A (Ice Ferret)"   # a Clan 'Mech: 3 structure printed


@pytest.mark.parametrize("number", ["CE054", "CE078", "CE116", "CE171", "CE280", "CE345"])
def test_high_command_cards_are_implemented_here(number):
    assert number in implemented_numbers() and where(number).startswith("high_command_and_box_powers.py")


def test_wolf_high_command_lowers_structure_and_destroys_a_damaged_mech():
    from mechdeck.games.battletech_tcg.board import structure
    s = game({"build": [{"card": WOLF_HC, "cc": 4}],
              "patrol": [{"card": FENRIS, "damage": 0}, {"card": COMMANDO, "damage": 1}]},
             {"patrol": [FENRIS]}, stock=5, phase="deploy")
    fenris, commando, theirs = cid(s, FENRIS, "patrol0"), cid(s, COMMANDO, "patrol0"), cid(s, FENRIS, "patrol1")
    printed = structure(s, fenris), attack_value(s, fenris)
    do(s, ("reveal", cid(s, WOLF_HC, "build0")))
    assert structure(s, fenris) == printed[0] - 1 and attack_value(s, fenris) == printed[1] + 1
    assert COMMANDO in names(s, "scrap0")   # its 1 damage reaches its lowered structure (2 - 1)
    assert structure(s, theirs) == printed[0] and attack_value(s, theirs) == printed[1]   # Does not apply: theirs


def test_comstar_high_command_gives_the_target_two_attack():
    s = game({"patrol": [COMMANDO]}, {"post": [COMSTAR_HC], "patrol": [ATLAS]}, stock=5)
    atlas = cid(s, ATLAS, "patrol1")
    use = ("use", cid(s, COMSTAR_HC, "post1"), "target attack")
    mission(s, cid(s, COMMANDO, "patrol0"), target=atlas)
    while s.decision.player == 0:
        do(s, ("no block",) if ("no block",) in options(s) else ("done",))
    printed = attack_value(s, atlas)
    assert use in options(s)
    do(s, use)
    assert attack_value(s, atlas) == printed + 2


def test_davion_high_command_gathers_innovation_counters_and_cashes_them_for_initiative():
    s = game({"build": [{"card": DAVION_HC, "cc": 4}], "post": [TACTICS, TACTICS, TACTICS], "patrol": [BANSHEE]},
             {}, stock=5, phase="deploy")
    davion = cid(s, DAVION_HC, "build0")
    do(s, ("reveal", davion))
    assert mark(s, "innovation", davion) == 3
    do(s, ("done",))   # to the Missions phase
    mission(s, cid(s, BANSHEE, "patrol0"))
    before = initiative(s, 0)
    do(s, ("use", davion, "innovate"))
    assert set(options(s)) == {("withdraw", 3), ("withdraw", 2), ("withdraw", 1)}
    do(s, ("withdraw", 2))
    assert initiative(s, 0) == before + 2 and mark(s, "innovation", davion) == 1


def test_davion_high_command_gets_a_counter_in_each_of_your_untap_phases_only():
    s = game({"post": [{"card": DAVION_HC, "counters": {"innovation": 1}}], "patrol": [IDLE]}, {"patrol": [IDLE]},
             stock=5)
    davion = cid(s, DAVION_HC, "post0")
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert mark(s, "innovation", davion) == 1   # the opponent's Untap phase: none
    while s.counters["active"] == 1:
        do(s, s.decision.options[-1] if ("done",) not in options(s) else ("done",))
    assert mark(s, "innovation", davion) == 2


def test_ghost_bear_high_command_takes_command_cards_scrapped_from_the_stockpile_into_the_hand():
    from mechdeck.games.battletech_tcg.turn import scrap_from_stock
    s = game({"post": [GHOST_BEAR_HC], "stock": [ATLAS, TACTICS, COMSTAR_HC], "patrol": [IDLE]}, {}, )
    scrap_from_stock(s, 0, 3)
    assert names(s, "hand0") == [COMSTAR_HC]   # Does not apply: a Resource, a Unit
    assert sorted(names(s, "scrap0")) == sorted([ATLAS, TACTICS])


def test_steiner_high_command_shows_a_deployed_subterfuge_card_to_draw_and_deploy_again():
    s = game({"post": [STEINER_HC], "hand": ["Ambush!", ATLAS], "stock": [TACTICS] * 3}, {}, phase="deploy")
    ambush = cid(s, "Ambush!", "hand0")
    deploys = s.counters["deploys"]
    do(s, ("deploy", ambush))
    assert set(options(s)) == {("reveal", ambush), ("keep",)}
    do(s, ("reveal", ambush))
    assert s.counters["deploys"] == deploys and len(s.zones["hand0"]) == 2   # one more deployment, one more card
    assert "P1 shows Ambush! (Steiner High Command)" in public(s)
    do(s, ("deploy", cid(s, ATLAS, "hand0")))   # Does not apply: not a Subterfuge card, though P1 is still asked
    assert options(s) == (("keep",),) and R.no_reaction(s) == ("keep",)   # so that P2 cannot tell which it was
    do(s, ("keep",))
    assert len(s.zones["hand0"]) == 1


def test_kurita_high_command_gives_your_mechs_c3_and_minus_one_structure():
    from mechdeck.games.battletech_tcg.board import structure
    from mechdeck.games.battletech_tcg.missions import has_c3
    s = game({"post": ["Kurita High Command"], "patrol": [ATLAS, BANSHEE]}, {"patrol": [ATLAS]}, stock=5)
    atlas, banshee, theirs = cid(s, ATLAS, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, ATLAS, "patrol1")
    assert has_c3(s, atlas) and has_c3(s, banshee) and not has_c3(s, theirs)   # Does not apply: the opponent's
    assert structure(s, atlas) == structure(s, theirs) - 1
    printed = attack_value(s, atlas)
    mission(s, atlas, banshee)
    assert attack_value(s, atlas) == printed + 2   # C3 beside another Unit with C3 (T762)


def test_does_not_apply_ironhold_to_a_unit_its_player_may_not_repair(monkeypatch):
    """Every repair asks board.may_repair (Battle Attrition's "Your opponents cannot repair their Units")."""
    from mechdeck.games.battletech_tcg.abilities.registry import STATIC
    s = game({"post": [IRONHOLD], "hand": [ATLAS],
              "patrol": [{"card": ATLAS, "damage": 4}, {"card": COMMANDO, "damage": 1}]}, {}, phase="repair")
    atlas = cid(s, ATLAS, "patrol0")
    monkeypatch.setitem(STATIC, "may_repair", [lambda state, p, unit: unit != atlas])
    use(s, IRONHOLD, "ironhold", ATLAS)
    assert mark(s, "dmg", atlas, 0) == 4 and mark(s, "dmg", cid(s, COMMANDO, "patrol0"), 0) == 0


# -- CEB002 Huntress: {T}, scrap a hand card: reroll all of the missile dice of one of your 'Mechs, once they are all
# rolled (T1123, T1330-T1334) -----------------------------------------------------------------------------------------
HUNTRESS = "Huntress"
PUMA, BLACK_HAWK = "Puma A (Adder)", "Black Hawk D (Nova)"   # moderate 'Mechs: attack 1, 3 volleys; attack 0, 2
PUMA_TANK = "AR075"                                  # Puma, a Vehicle: slow, attack 2, 3 missile volleys
COVENTRY = "Coventry Metal Works"                    # {T}: reroll one of your missile dice (and Munitions)


def fire(state, volleys, rolls, *attackers):
    """P1's ``attackers`` go on a mission against P2's Stockpile and fire the ``volleys`` (units, in order) at it;
    the missile dice come out ``rolls``."""
    mission(state, *attackers)
    dice(state, *rolls)
    do(state, *[("missile", unit, "stock") for unit in volleys], ("done",))


def huntress_offered(state) -> bool:
    return state.decision is not None and any(o[0] == "use" and o[2] == "huntress" for o in options(state))


def test_huntress_rerolls_all_of_a_mechs_missile_dice_once_they_are_rolled():
    s = game({"post": [HUNTRESS], "hand": [ATLAS, COMMANDO], "patrol": [PUMA]}, {}, stock=8, spare=IDLE)
    puma, huntress = cid(s, PUMA, "patrol0"), cid(s, HUNTRESS, "post0")
    fire(s, [puma] * 3, (1, 1, 1), puma)
    assert s.counters["m.rolls"] == (1, 1, 1) and s.counters["m.rolled_for"] == puma   # all three rolled first
    assert s.decision.player == 0 and set(options(s)) == {("use", huntress, "huntress"), ("keep",)}
    dice(s, 2, 2, 1)
    use(s, HUNTRESS, "huntress", COMMANDO)     # the hand card is P1's choice
    assert mark(s, "tap", huntress) and names(s, "hand0") == [ATLAS]
    assert "P1 rerolls all of the missile dice of Puma A (Adder) (Huntress)" in public(s)
    assert [t for t in public(s) if t.startswith("missile volley")] == [
        "missile volley of Puma A (Adder) rolls 2: 2 damage to Stockpile",
        "missile volley of Puma A (Adder) rolls 2: 2 damage to Stockpile",
        "missile volley of Puma A (Adder) rolls 1: 1 damage to Stockpile"]
    assert "P2's Stockpile takes 6 damage" in public(s)   # 1 attack and 2+2+1, not 1+1+1


def test_huntress_waits_for_the_mechs_last_volley_and_its_new_rolls_take_the_die_roll_modifiers():
    """Puma A fires before and after Black Hawk: Huntress is offered for Black Hawk after its only volley, for Puma A
    after its second (T1330); Puma A's two new rolls are rolled one at a time, each open to Coventry Metal Works
    (T1123, T1331)."""
    s = game({"post": [HUNTRESS, COVENTRY], "hand": [ATLAS], "patrol": [PUMA, BLACK_HAWK]}, {}, stock=10, spare=IDLE)
    puma, hawk, cmw = cid(s, PUMA, "patrol0"), cid(s, BLACK_HAWK, "patrol0"), cid(s, COVENTRY, "post0")
    fire(s, [puma, hawk, puma], (1, 1, 1), puma, hawk)
    do(s, ("keep",))                                       # Coventry, on Puma A's first die: no Huntress yet
    assert not huntress_offered(s)
    do(s, ("keep",))                                       # Coventry, on Black Hawk's die
    assert huntress_offered(s) and s.counters["m.rolled_for"] == hawk
    do(s, ("keep",), ("keep",))                            # no Huntress for Black Hawk; Coventry on Puma A's last die
    assert huntress_offered(s) and s.counters["m.rolled_for"] == puma
    dice(s, 5, 2, 1)
    do(s, ("use", cid(s, HUNTRESS, "post0"), "huntress"))  # the only hand card: scrapped without a question
    assert ("modify", cmw, "coventry reroll") in options(s) and s.counters["m.rolls"] == (1, 1, 1)
    do(s, ("modify", cmw, "coventry reroll"))              # Puma A's first new roll, 5, rerolled: 2
    assert "P1 taps Coventry Metal Works to reroll a missile die (5): 2" in public(s)
    assert [t for t in public(s) if "(Huntress)" in t] == [
        "Atlas (AS7-D) is scrapped from the hand (Huntress)",
        "P1 rerolls all of the missile dice of Puma A (Adder) (Huntress)",
        "Puma A (Adder)'s missile die 1 is rerolled: 2 (Huntress)",
        "Puma A (Adder)'s missile die 1 is rerolled: 1 (Huntress)"]
    assert [t for t in public(s) if t.startswith("missile volley")] == [
        "missile volley of Puma A (Adder) rolls 2: 2 damage to Stockpile",
        "missile volley of Black Hawk D (Nova) rolls 1: 1 damage to Stockpile",   # its die is not rerolled
        "missile volley of Puma A (Adder) rolls 1: 1 damage to Stockpile"]
    assert names(s, "scrap0") == [ATLAS]


@pytest.mark.parametrize("p0, unit, damage", [
    ({"post": [HUNTRESS], "patrol": [PUMA]}, PUMA, 4),                                            # no hand card
    ({"post": [{"card": HUNTRESS, "tapped": True}], "hand": [ATLAS], "patrol": [PUMA]}, PUMA, 4),  # tapped
    ({"post": [HUNTRESS], "hand": [ATLAS], "patrol": [PUMA_TANK]}, "Puma", 5),                    # a Vehicle
], ids=["no hand card", "tapped", "a Vehicle"])
def test_does_not_apply_huntress_without_a_hand_card_when_tapped_or_to_a_vehicle(p0, unit, damage):
    """Does not apply: Huntress's price is a hand card and its tap, and it names "one of your Mechs" (T1332)."""
    s = game(p0, {}, stock=8, spare=IDLE)
    attacker = cid(s, unit, "patrol0")
    fire(s, [attacker] * 3, (1, 1, 1), attacker)
    assert not in_mission(s) and f"P2's Stockpile takes {damage} damage" in public(s)   # no question: the rolls stand
    assert not any("(Huntress)" in t for t in public(s))


def test_does_not_apply_huntress_to_a_mech_without_missiles_nor_to_the_opponents_mech():
    """Does not apply: Commando fires no missile, so nothing offers Huntress for it; P2's Puma's dice are not P1's to
    reroll (T1332), and P2's Huntress does not reach P1's Puma."""
    s = game({"post": [HUNTRESS], "hand": [ATLAS], "patrol": [PUMA, COMMANDO]}, {}, stock=8, spare=IDLE)
    puma, commando = cid(s, PUMA, "patrol0"), cid(s, COMMANDO, "patrol0")
    fire(s, [puma], (1,), puma, commando)
    assert s.counters["m.rolled_for"] == puma      # the only offer: Puma's
    do(s, ("keep",))
    assert not in_mission(s)
    s = game({"post": [HUNTRESS], "hand": [ATLAS], "patrol": [COMMANDO]},
             {"post": [HUNTRESS], "hand": [ATLAS], "patrol": [{"card": PUMA, "guard": "stock"}]}, stock=8, spare=IDLE)
    commando, blocker = cid(s, COMMANDO, "patrol0"), cid(s, PUMA, "patrol1")
    mission(s, commando)
    dice(s, 1)
    do(s, ("block", blocker), ("keep target out",), ("missile", blocker, commando), ("done",))
    offers = []
    while in_mission(s):
        if huntress_offered(s):
            offers.append((s.decision.player, options(s)))
        do(s, ("keep",) if huntress_offered(s) else R.no_reaction(s) or ("done",))
    assert offers == [(1, (("use", cid(s, HUNTRESS, "post1"), "huntress"), ("keep",)))]   # P2's own Huntress only


def indexed(state) -> set:
    """The learning environments' actions (action_space.py) for decks of as many card instances as the position."""
    from mechdeck.games.battletech_tcg.action_space import catalogue
    from mechdeck.games.battletech_tcg.cards import card_by_number
    half = [card_by_number("LT001").number] * len(state.card_types)
    return set(catalogue(R, {"decks": [half, half], "format": "all"}).actions)


def test_huntress_and_smoke_jaguar_high_command_are_in_the_learning_environments_actions():
    s = game({"post": [HUNTRESS], "hand": [ATLAS, COMMANDO], "patrol": [PUMA]}, {}, stock=8, spare=IDLE)
    puma = cid(s, PUMA, "patrol0")
    fire(s, [puma], (1,), puma)
    offer = options(s)
    do(s, ("use", cid(s, HUNTRESS, "post0"), "huntress"))
    assert set(offer) | set(options(s)) <= indexed(s) and len(options(s)) == 2   # the offer, then the hand card
    s = game({"post": ["Smoke Jaguar High Command"], "patrol": [PUMA]}, {}, stock=8, spare=IDLE)
    puma = cid(s, PUMA, "patrol0")
    fire(s, [puma], (2,), puma)
    assert len(options(s)) == 3 and set(options(s)) <= indexed(s)   # reroll, +1, keep


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_bots_play_through_huntress_without_failing(seed):
    """Random legal play (the heuristic bot's at every 10th decision, its look-ahead playing Huntress too) for 200
    decisions from positions where both players hold Huntress and missile 'Mechs; each seat's determinization and
    observation are built at every step."""
    import random
    from mechdeck.agents import make_agent
    side = {"post": [HUNTRESS, COVENTRY], "hand": [ATLAS, COMMANDO, BANSHEE], "stock": [ASSEMBLY, PUMA, COMMANDO] * 5,
            "patrol": [PUMA, BLACK_HAWK, PUMA_TANK, IDLE]}
    s = game(side, side, seed=seed, phase="draw")
    pick, heuristic = random.Random(seed), make_agent("heuristic", seed)
    used = 0
    for step in range(200):
        if s.decision is None:
            break
        for viewer in (0, 1):
            R.determinize(s, viewer, seed * 1000 + step)
            R.observe(s, viewer)
        action = heuristic.act(R, s) if step % 10 == 0 else pick.choice(s.decision.options)
        used += action[0] == "use" and action[2] == "huntress"
        R.apply(s, action)
    assert used   # the bots reached Huntress's offer and took it
