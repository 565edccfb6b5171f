"""Commander's Edition reprints of Mission cards and counter cards whose rewording changes what they do (T1105;
docs/tcg-last-sets.md section 6): each plays by its own text, with the earlier printing's code
(abilities/missions_cards.py, abilities/counters.py).  The reprints read as the same card are listed in
tools/tcg_reprint_readings/ce_missions.tsv.  For each card what differs from the earlier printing, and a "Does not
apply:" case; then the earlier printings that now read "'Mech" as 'Mechs only because their reprint keeps the word
(T1102), and random play through the reprints."""
import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import mark, structure, tapped

from missions_support import (COMMANDO, CICADA, FENRIS, KOSHI, MADCAT, MOW, TAC, attack, game, ids, playable,
                              played_by, stock1)
from tcg_support import FILL, IDLE, R, cid, dice, dmg, do, finish_effects, names, options
from tcg_support import game as tcg_game

MAGI = "Magi"                     # Vehicle: slow, 2 attack, 2/7, 70 tons
CHARGER = "Charger (CGR-1A1)"     # moderate, 1 attack, 1/7, 80 tons
DIFFERENT = ("CE070", "CE111", "CE212", "CE213", "CE232", "CE244", "CE247", "CE310", "CE319", "CE322", "CE330",
             "CE332")


def hand_card(s, seat=0, nth=0):
    return s.zones[f"hand{seat}"][nth]


def test_the_reworded_reprints_are_cards_of_their_own_in_the_earlier_printings_modules():
    for number in DIFFERENT:
        assert number in implemented_numbers()
        assert where(number) == ("counters.py" if number == "CE330" else "missions_cards.py")


# -- CE070 Critical Hit: "Play only during battle" (LT046: only when blocked or blocking) ------------------------------
def test_critical_hit_ce_is_played_in_an_unblocked_attack_on_a_unit_where_lt046_is_not():
    s = game(hand0=["CE070", "LT046"], patrol0=[FENRIS], patrol1=[MOW], counters={"init0": 1})
    fenris, mow = cid(s, FENRIS, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [fenris], target=mow)
    do(s, "done")                             # P2 first: its target 'Mech's damage to the Fenris
    ce, older = hand_card(s), hand_card(s, nth=1)
    assert playable(s, ce) and not playable(s, older)
    dice(s, 6)
    played_by(s, 0, ce)
    finish_effects(s)
    assert dmg(s, mow) == 3 + 6 - 3


def test_critical_hit_ce_does_not_apply_to_an_unblocked_attack_on_the_stockpile():
    """Does not apply: no battle when an unblocked attack goes to the Stockpile."""
    s = game(hand0=["CE070"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, hand_card(s))


# -- CE310 Temporary Cease-Fire: "Play only during battle" (LT256: only when blocked or blocking) ----------------------
def test_temporary_cease_fire_ce_in_an_unblocked_attack_on_a_unit_stops_every_units_damage():
    s = game(hand0=["CE310", "LT256"], patrol0=[FENRIS], patrol1=[MOW], counters={"init0": 1})
    fenris, mow = cid(s, FENRIS, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [fenris], target=mow)
    do(s, "done")                             # P2 first: its target 'Mech's damage to the Fenris
    ce, older = hand_card(s), hand_card(s, nth=1)
    assert playable(s, ce) and not playable(s, older)
    dice(s, 4)
    played_by(s, 0, ce)
    finish_effects(s)
    assert dmg(s, mow) == 0 and dmg(s, fenris) == 4 - 1   # the target is not engaged: its damage stays (T1133)


def test_temporary_cease_fire_ce_does_not_apply_to_an_unblocked_attack_on_the_stockpile():
    """Does not apply: no battle, by either player."""
    s = game(patrol0=[FENRIS], hand1=["CE310"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, hand_card(s, 1))


# -- CE319 Topple: "Play only during battle" (LT266 has no such limit) -------------------------------------------------
def test_topple_ce_is_not_played_by_the_defender_of_an_unblocked_attack_on_the_stockpile():
    """Does not apply: the defender of an unblocked attack may play LT266 on an attacker, not CE319."""
    s = game(patrol0=[FENRIS], hand1=["CE319", "LT266"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    ce, older = hand_card(s, 1), hand_card(s, 1, 1)
    assert not playable(s, ce) and playable(s, older)


def test_topple_ce_in_a_battle_prevents_the_damage_of_an_opposing_unit_on_five_or_six():
    s = game(patrol0=[MADCAT], hand1=["CE319"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, 5)
    played_by(s, 1, hand_card(s, 1))          # the Mad Cat, the only opposing Unit: chosen at once
    finish_effects(s)
    assert dmg(s, mow) == 0 and dmg(s, madcat) == 4 - 2


# -- CE244 Reactor Breach: "Play only during battle" (ME073 has no such limit) -----------------------------------------
def test_reactor_breach_ce_is_not_played_by_the_attacker_of_an_unblocked_attack_on_the_stockpile():
    """Does not apply: ME073 may be played by the unblocked attacker, CE244 needs a battle."""
    s = game(hand0=["CE244", "ME073"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    ce, older = hand_card(s), hand_card(s, nth=1)
    assert not playable(s, ce) and playable(s, older)


def test_reactor_breach_ce_in_a_battle_scraps_the_unit_and_rolls_for_each_other_one():
    s = game(patrol0=[MADCAT], hand1=["CE244"], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    played_by(s, 1, hand_card(s, 1))
    do(s, ("choose", commando), "done")
    dice(s, 3, 2)                             # the Mad Cat 3 (damage), the Man O' War 2 (no effect)
    do(s, ("assign all", madcat, mow))
    assert commando in s.zones["scrap1"] and dmg(s, madcat) == 4 + 2 + 3 - 2


# -- CE322 Trapped!: "Play only when attacked" (CS091: either player) --------------------------------------------------
def test_trapped_ce_is_played_by_the_defender_and_pins_the_attacking_unit():
    s = game(patrol0=[FENRIS], hand1=["CE322"])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    dice(s, 3)
    played_by(s, 1, hand_card(s, 1))          # the Fenris, the only opposing Unit: chosen at once
    finish_effects(s)
    assert mark(s, "pinned", fenris) == 1 and names(s, "scrap1")[-1] == "Trapped!"


def test_trapped_ce_is_not_played_by_the_attacking_player():
    """Does not apply: the attacker may play CS091 on its own attacking 'Mech, not CE322."""
    s = game(hand0=["CE322", "CS091"], patrol0=[FENRIS], counters={"init0": 1})
    attack(s, [cid(s, FENRIS, "patrol0")])
    ce, older = hand_card(s), hand_card(s, nth=1)
    assert not playable(s, ce) and playable(s, older)


# -- CE332 Unopposed: "one of your Units is attacking alone" (ME095: either player, T814) ------------------------------
def test_unopposed_ce_doubles_the_printed_attack_of_your_lone_unblocked_attacker():
    s = game(hand0=["CE332"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    played_by(s, 0, hand_card(s))
    finish_effects(s)
    assert stock1(s) == 10 - 2 * 3


def test_unopposed_ce_is_not_played_by_the_defender():
    """Does not apply: the defender may play ME095 (T814), not CE332."""
    s = game(patrol0=[FENRIS], hand1=["CE332", "ME095"], counters={"init1": 1})
    attack(s, [cid(s, FENRIS, "patrol0")])
    do(s, "done")                             # P1 first
    ce, older = hand_card(s, 1), hand_card(s, 1, 1)
    assert not playable(s, ce) and playable(s, older)


# -- CE247 Relentless Assault: no "'Mechs that have already dealt damage assign this extra damage" (T1255) -------------
def _relentless(number):
    s = game(patrol0=[MOW, MADCAT], hand1=[number], patrol1=[CHARGER, COMMANDO], counters={"init1": 1})
    mow, madcat = ids(s, "patrol0", MOW, MADCAT)
    charger, commando = ids(s, "patrol1", CHARGER, COMMANDO)
    attack(s, [mow, madcat], blockers=[charger, commando])
    do(s, ("assign all", mow, charger), ("assign all", madcat, commando))   # P1 first, and finished
    played_by(s, 1, hand_card(s, 1))          # P1's Man O' War and P2's Charger: 80 tons each
    return s, mow, charger


def test_relentless_assault_ce_extra_damage_of_an_opposing_unit_is_assigned_by_the_cards_player():
    s, mow, charger = _relentless("CE247")
    assert s.decision.player == 1 and set(options(s)) == {("assign", mow, charger), ("assign all", mow, charger)}
    do(s, ("assign all", mow, charger))       # P2 assigns it, where P1 assigned the Man O' War's damage (rulebook)
    assert (mow, charger, 2) in s.counters["m.asg"] and armor_bonus(s, mow) == 2 and armor_bonus(s, charger) == 2


def test_relentless_assault_ce_does_not_let_the_units_own_player_assign_the_extra():
    """Does not apply: ME075's last sentence (the 'Mech's own player assigns it) is not on CE247."""
    s, mow, charger = _relentless("ME075")
    assert s.decision.player == 0 and s.decision.prompt == "assign the new damage"
    s, mow, charger = _relentless("CE247")
    assert s.decision.player == 1 and s.decision.prompt != "assign the new damage"


def armor_bonus(s, u):
    return sum(n for v, n in s.counters.get("m.armor", ()) if v == u)


# -- CE111 For the Chancellor!: "you may untap one of your 'Mechs" (T1250) ---------------------------------------------
def _chancellor(number):
    s = game(hand0=[number], patrol0=[MADCAT, FENRIS], patrol1=[MOW, COMMANDO])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat, fenris], blockers=[mow, commando])
    do(s, ("assign all", mow, fenris), ("assign all", commando, fenris))
    played_by(s, 0, hand_card(s))
    do(s, ("assign all", madcat, mow), ("assign all", fenris, commando))
    return s, madcat, fenris


def test_for_the_chancellor_ce_asks_for_each_untap_and_may_decline():
    """Both blockers take structure damage: CS041 untaps both attackers at once, CE111 asks for each, "done" ends."""
    s, madcat, fenris = _chancellor("CS041")
    assert not tapped(s, madcat)
    assert not tapped(s, fenris)
    s, madcat, fenris = _chancellor("CE111")
    assert s.decision.player == 0 and set(options(s)) == {("untap", madcat), ("untap", fenris), ("done",)}
    do(s, ("done",))
    assert tapped(s, madcat) and tapped(s, fenris) and "m.att" not in s.counters
    s, madcat, fenris = _chancellor("CE111")
    do(s, ("untap", madcat))
    assert set(options(s)) == {("untap", fenris), ("done",)}
    do(s, ("done",))
    assert not tapped(s, madcat) and tapped(s, fenris)


def test_for_the_chancellor_ce_untaps_no_vehicle_and_needs_a_block():
    """Does not apply: the attacking Vehicle is no 'Mech (both printings, T1102), and an unblocked attack."""
    for number in ("CS041", "CE111"):
        s = game(hand0=[number], patrol0=[MADCAT, MAGI], patrol1=[MOW])
        madcat, magi = ids(s, "patrol0", MADCAT, MAGI)
        mow = cid(s, MOW, "patrol1")
        attack(s, [madcat, magi], blockers=[mow])
        do(s, ("assign all", mow, magi))
        played_by(s, 0, hand_card(s))
        dice(s, 1)                            # the Magi's Vehicle roll: it stays in play
        do(s, ("assign all", madcat, mow), ("assign all", magi, mow))
        if number == "CE111":                 # asked after the mission
            assert set(options(s)) == {("untap", madcat), ("done",)}
            do(s, ("untap", madcat))
        assert not tapped(s, madcat) and tapped(s, magi)
    s = game(hand0=["CE111"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, hand_card(s))


# -- CE212 Overrun: "if all blocking Units were scrapped when damage was resolved" (T1251) -----------------------------
def _overrun(number):
    """P2 (initiative 2) scraps its only blocker with Last Stand at Hanover after P1 played Overrun."""
    s = game(hand0=[number], patrol0=[MADCAT, FENRIS], hand1=["ME049"], patrol1=[COMMANDO], counters={"init1": 1})
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    commando = cid(s, COMMANDO, "patrol1")
    attack(s, [madcat, fenris], blockers=[commando])
    played_by(s, 0, hand_card(s))
    do(s, "done")
    dice(s, 1)
    played_by(s, 1, hand_card(s, 1))          # its only Unit: scrapped at once, the roll of 1 does nothing more
    finish_effects(s)
    assert commando in s.zones["scrap1"]
    return s, madcat, fenris


def test_overrun_ce_does_not_untap_when_the_blockers_were_scrapped_before_damage_was_resolved():
    """Does not apply: CS067 counts a blocker scrapped during the battle, CE212 only those scrapped at resolution."""
    s, madcat, fenris = _overrun("CS067")
    assert not tapped(s, madcat) and not tapped(s, fenris)
    s, madcat, fenris = _overrun("CE212")
    assert tapped(s, madcat) and tapped(s, fenris)


def test_overrun_ce_untaps_the_attackers_when_every_blocker_is_scrapped_by_the_damage():
    s = game(hand0=["CE212"], patrol0=[MADCAT, FENRIS], patrol1=[COMMANDO, CICADA])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    commando, cicada = ids(s, "patrol1", COMMANDO, CICADA)
    attack(s, [madcat, fenris], blockers=[commando, cicada])
    do(s, ("assign all", commando, madcat), ("assign all", cicada, madcat))
    played_by(s, 0, hand_card(s))
    do(s, ("assign all", madcat, commando), ("assign all", fenris, cicada), "done")
    assert commando in s.zones["scrap1"] and cicada in s.zones["scrap1"]
    assert not tapped(s, madcat) and not tapped(s, fenris)


# -- CE213 Overwhelm: "You may assign their damage only to that opposing Unit" (T1252) ---------------------------------
def test_overwhelm_ce_limits_where_your_units_assign_their_damage():
    s = game(hand0=["CE213"], patrol0=[MADCAT, FENRIS], patrol1=[MOW, COMMANDO])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat, fenris], blockers=[mow, commando])
    do(s, ("assign all", mow, madcat), ("assign all", commando, madcat))
    do(s, ("assign all", fenris, commando))   # assigned before the card: it stays
    played_by(s, 0, hand_card(s))
    do(s, ("choose", mow))
    assert not [a for a in options(s) if a[0].startswith("assign") and a[2] != mow]   # the Fenris' extra 2 too
    do(s, ("assign all", madcat, mow), "done")   # the Fenris' 2 go where they may: the Man O' War
    assert mow in s.zones["scrap1"] and commando in s.zones["scrap1"]   # 9 + 2 against 3/7; the Fenris' 3 stayed


def test_overwhelm_ce_does_not_redirect_damage_assigned_before_it_as_lt189_does():
    """Does not apply: CE213 limits the assignments made after it; LT189 sends all damage to the 'Mech chosen."""
    for number, commando_hit in (("LT189", False), ("CE213", True)):
        s = game(hand0=[number], patrol0=[MADCAT, FENRIS], patrol1=[MOW, COMMANDO])
        madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
        mow, commando = ids(s, "patrol1", MOW, COMMANDO)
        attack(s, [madcat, fenris], blockers=[mow, commando])
        do(s, ("assign all", mow, madcat), ("assign all", commando, madcat))
        do(s, ("assign all", fenris, commando))
        played_by(s, 0, hand_card(s))
        do(s, ("choose", mow), ("assign all", madcat, mow), ("assign all", fenris, mow))
        finish_effects(s)
        assert (commando in s.zones["scrap1"]) == commando_hit


def test_overwhelm_ce_is_not_played_by_the_defender_of_an_unblocked_attack():
    """Does not apply: "Play only during battle" (LT189 has no such limit)."""
    s = game(patrol0=[FENRIS], hand1=["CE213", "LT189"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, hand_card(s, 1)) and playable(s, hand_card(s, 1, 1))


# -- CE232 Pryde's Pride: one of your Units; each Unit that "had assigned damage" to it (T1253) ------------------------
def _pryde(number):
    """P2 (initiative 2) blocks with its Commando, plays Pryde's Pride on it and Luck of the Fox on the Fenris (4:
    the Fenris deals no damage); the Mad Cat scraps the Commando."""
    s = game(patrol0=[MADCAT, FENRIS], hand1=[number, "LT148"], patrol1=[COMMANDO], counters={"init1": 1})
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    commando = cid(s, COMMANDO, "patrol1")
    attack(s, [madcat, fenris], blockers=[commando])
    do(s, ("assign all", madcat, commando), ("assign all", fenris, commando))   # P1 first
    pryde, fox = hand_card(s, 1), hand_card(s, 1, 1)
    played_by(s, 1, pryde)
    if s.decision.prompt.startswith("Pryde's Pride"):
        do(s, ("choose", commando))
    dice(s, 4)
    played_by(s, 1, fox)
    do(s, ("choose", fenris), ("assign all", commando, madcat))
    finish_effects(s)
    assert commando in s.zones["scrap1"]
    return s, madcat, fenris


def test_prydes_pride_ce_hurts_each_unit_that_assigned_damage_even_if_it_dealt_none():
    s, madcat, fenris = _pryde("CE232")
    assert dmg(s, madcat) == 2 - 2 + 2 and dmg(s, fenris) == 2
    s, madcat, fenris = _pryde("LT195")      # LT195: only the 'Mechs whose damage reached it (T113)
    assert dmg(s, madcat) == 2 - 2 + 2 and dmg(s, fenris) == 0


@pytest.mark.parametrize("number", ["LT195", "CE232"])
def test_prydes_pride_hurts_a_unit_once_however_many_assignments_it_made(number):
    """The Mad Cat assigns its damage to the Commando in three assignments: 2 structure damage, once (LT195 gave 2
    per assignment before)."""
    s = game(patrol0=[MADCAT], hand1=[number], patrol1=[COMMANDO], counters={"init1": 1})
    madcat, commando = cid(s, MADCAT, "patrol0"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat], blockers=[commando])
    do(s, ("assign", madcat, commando), ("assign", madcat, commando), ("assign all", madcat, commando))
    played_by(s, 1, hand_card(s, 1))
    if s.decision.prompt.startswith("Pryde's Pride"):
        do(s, ("choose", commando))
    finish_effects(s)
    assert commando in s.zones["scrap1"] and dmg(s, madcat) == 2 - 2 + 2


def test_prydes_pride_ce_chooses_no_opposing_unit_and_needs_a_battle():
    """Does not apply: an opposing Unit cannot be chosen, and an unblocked attack on the Stockpile is no battle."""
    s = game(hand0=["CE232"], patrol0=[MADCAT], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    attack(s, [madcat], blockers=ids(s, "patrol1", MOW, COMMANDO))
    do(s, "done")
    played_by(s, 0, hand_card(s))
    assert s.counters["m.pryde_assigned"] == (madcat,)     # its only Unit: chosen at once, never an opposing one
    s = game(hand0=["CE232", "LT195"], patrol0=[FENRIS], counters={"init0": 1})
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, hand_card(s)) and playable(s, hand_card(s, nth=1))


# -- CE330 Underworld Connections: ME094's ability, printed armor 0 and structure 1 ------------------------------------
def test_underworld_connections_ce_doubles_a_counter_and_has_its_printed_structure():
    s = tcg_game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [IDLE], "post": ["CE330"]},
                 {"stock": [FILL] * 5, "build": [{"card": FILL, "cc": 3}]}, phase="deploy")
    uc, built = s.zones["post0"][0], s.zones["build1"][0]
    assert structure(s, uc) == 1
    do(s, ("use", uc, "replace"))            # the only counter on a card: replaced at once
    assert s.counters[f"cc:{built}"] == 4 and f"tap:{uc}" in s.counters


def test_underworld_connections_ce_does_not_apply_without_a_counter_on_a_card():
    """Does not apply: no counter on any card."""
    s = tcg_game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [IDLE], "post": ["CE330"]},
                 {"stock": [FILL] * 5, "patrol": [MOW]}, phase="deploy")
    assert ("use", s.zones["post0"][0], "replace") not in options(s)


# -- T1102: an earlier printing keeps "'Mech" where its reprint does ---------------------------------------------------
@pytest.mark.parametrize("number", ["CS096", "MW006"])
def test_vicious_kick_and_brutal_punch_choose_no_vehicle_as_their_reprints_keep_mech(number):
    """Does not apply: Vicious Kick (CE337) and Brutal Punch (CE038) keep "'Mech": a Vehicle is not chosen."""
    s = game(hand0=[number], patrol0=[MADCAT, MAGI], patrol1=[MOW])
    madcat, magi = ids(s, "patrol0", MADCAT, MAGI)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, magi], blockers=[mow])
    do(s, ("assign all", mow, magi))
    dice(s, 4)
    played_by(s, 0, hand_card(s))             # the Mad Cat, the only 'Mech: chosen at once
    assert [n for u, n in s.counters["m.atk"] if u == magi] == [] and [u for u, n in s.counters["m.atk"]] == [madcat]
    s = game(hand0=[number], patrol0=[MAGI], patrol1=[MOW])
    attack(s, [cid(s, MAGI, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))


# -- the bots play them ------------------------------------------------------------------------------------------------
CE_MISSIONS = ["CE070", "CE111", "CE212", "CE213", "CE232", "CE244", "CE247", "CE310", "CE319", "CE322", "CE332",
               "CE337", "CE038"]


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_through_the_reworded_mission_reprints_do_not_crash(seed):
    """Random legal play (every 25th decision the heuristic bot's) from a position where both hands hold these
    reprints, with 'Mechs, a Vehicle and Underworld Connections in play."""
    import random
    from mechdeck.agents import make_agent
    stock = [FILL, MADCAT] * 4 + CE_MISSIONS
    posts = [TAC, "CE330"]
    s = tcg_game({"stock": stock, "hand": CE_MISSIONS[seed % 2::2], "post": posts, "patrol": [MADCAT, MAGI, MOW]},
                 {"stock": stock, "hand": CE_MISSIONS[(seed + 1) % 2::2], "post": posts,
                  "patrol": [MOW, COMMANDO, FENRIS, KOSHI]}, seed=seed)
    pick = random.Random(seed)
    heuristic = make_agent("heuristic", seed)
    for step in range(300):
        if s.decision is None:
            return
        for viewer in (0, 1):
            R.determinize(s, viewer, seed * 1000 + step)
            R.observe(s, viewer)
        R.apply(s, heuristic.act(R, s) if step % 25 == 0 else pick.choice(s.decision.options))
