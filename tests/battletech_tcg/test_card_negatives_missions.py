"""Cases where a Mission card's or a Pilot's text must not apply (docs/scenarios.md, "Writing rule cases"; a
docstring starting "Does not apply:" marks each for tools/scenario_coverage.py): "play only if (un)blocked", the
die results that do nothing, a pilot's bonus away from its 'Mech's battle."""
import pytest

from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import attack_of, initiative

from tcg_support import (FILL, cid, dice, dmg, do, game as tcg_game, mission, names, options, patch_dice, play_out,
                         public)
from test_cards_missions import (BANSHEE, CICADA, COMMANDO, FENRIS, FENRIS_C, MADCAT, MOW, _fox, _topple, attack,
                                 game, stock1)
from test_cards_pilots import DRAGON, stock

JENNER = "Jenner (JR7-D)"   # fast, with Jump (Leap Before You Look chooses a 'Mech with Jump)
# (card, P1's attacker, whether it is blocked in the case where the card may not be played, whether the card is
# offered in the other case: Strength of the Pillar of Steel needs P1 blocking, which an attack never is)
PLAY_ONLY_WHEN = [
    ("Rampage!", FENRIS, True, True),                          # "Play only if unblocked."
    ("Satchel Charges", FENRIS, True, True),                   # "Play only when unblocked."
    ("Leap Before You Look", JENNER, False, True),             # "Play only if blocked or blocking."
    ("Running Battle", FENRIS, False, True),                   # "Play only when blocked or blocking."
    ("Strength of the Pillar of Steel", FENRIS, True, False),  # "Play only when blocking."
]


def offered_to_attacker(card, attacker, blocked):
    """Whether P1, attacking with ``attacker`` (blocked by a Cicada or not), may play ``card`` once P2 is done."""
    s = game(hand0=[card], patrol0=[attacker], patrol1=[CICADA] if blocked else [])
    attack(s, [cid(s, attacker, "patrol0")], blockers=[cid(s, CICADA, "patrol1")] if blocked else [])
    while s.decision.player == 1:
        do(s, "done")
    assert s.decision.prompt.startswith("P1")
    return ("play", cid(s, card, "hand0")) in options(s)


@pytest.mark.parametrize("card, attacker, blocked, otherwise", PLAY_ONLY_WHEN, ids=[p[0] for p in PLAY_ONLY_WHEN])
def test_mission_card_played_in_the_wrong_battle(card, attacker, blocked, otherwise):
    """Does not apply: a Mission card whose text says when it may be played is not offered to P1 otherwise (and
    is offered in the other battle, where it may be)."""
    assert not offered_to_attacker(card, attacker, blocked)
    assert offered_to_attacker(card, attacker, not blocked) is otherwise


def test_luck_of_the_fox_on_a_one():
    """Does not apply: Luck of the Fox rolls 1, "no effect": the Mad Cat's damage is not prevented and the card
    does not come back to the hand."""
    s, mow = _fox(1)
    assert dmg(s, mow) == 4 and names(s, "hand1") == [] and names(s, "scrap1") == ["Luck of the Fox"]


def test_topple_on_a_five_draws_nothing_and_deals_nothing():
    """Does not apply: Topple rolls 5, so its 1-4 branch (1 damage to the 'Mech, a card drawn) does not happen."""
    s, madcat, mow = _topple(5)
    assert dmg(s, madcat) == 4 - 2 and len(s.zones["hand1"]) == 0


def blocked_battle(card, hand1=(), **extra):
    """P1's Mad Cat attacks and is blocked by P2's Man O' War; P1's Fenris and P2's Commando stay home.  P2 is done
    first; P1 plays ``card`` (at once, when its choice has one answer).  Returns the state and the four 'Mechs."""
    s = game(hand0=[card], patrol0=[MADCAT, FENRIS], hand1=list(hand1), patrol1=[MOW, COMMANDO], **extra)
    units = cid(s, MADCAT, "patrol0"), cid(s, FENRIS, "patrol0"), cid(s, MOW, "patrol1"), cid(s, COMMANDO, "patrol1")
    attack(s, [units[0]], blockers=[units[2]])
    while s.decision.player == 1:
        do(s, "done")
    do(s, ("play", cid(s, card, "hand0")))
    return (s,) + units


@pytest.mark.parametrize("card, bonus", [("Accurate Intelligence", 1), ("Good Shooting!", 2)])
def test_attack_bonus_only_for_your_own_engaged_mech(card, bonus):
    """Does not apply: "Choose one of your 'Mechs. That 'Mech gets +N attack": the opponent's blocker and your
    'Mech left at home are no choice; only the attacker gets the bonus."""
    s, madcat, fenris, mow, commando = blocked_battle(card)
    assert attack_of(s, madcat) == 7 + bonus
    assert (attack_of(s, fenris), attack_of(s, mow), attack_of(s, commando)) == (3, 4, 2)


def test_overwhelm_leaves_mechs_out_of_the_battle_alone():
    """Does not apply: Overwhelm's +2 attack and its chosen target are for engaged 'Mechs: the Fenris at home gets
    no bonus and the opposing Commando at home is not the target."""
    s, madcat, fenris, mow, commando = blocked_battle("Overwhelm")
    assert attack_of(s, madcat) == 9 and attack_of(s, fenris) == 3
    do(s, "done")
    assert dmg(s, mow) == 9 - 3 and commando in s.zones["patrol1"] and dmg(s, commando) == 0


def test_move_to_partial_cover_does_not_shield_the_opponent():
    """Does not apply: "Choose one of your 'Mechs": the opposing blocker takes the Mad Cat's full damage."""
    s, madcat, fenris, mow, commando = blocked_battle("Move to Partial Cover")
    do(s, "done")
    assert dmg(s, mow) == 7 - 3 and dmg(s, madcat) == 0       # the Man O' War's 4 - 2 armor - 2 prevented


def test_pushing_the_envelope_not_on_a_mech_at_home():
    """Does not apply: "One of your 'Mechs gets +3 attack and receives 3 damage": the Fenris left at home is no
    choice, so only the attacker is pushed."""
    s, madcat, fenris, mow, commando = blocked_battle("Pushing the Envelope")
    assert attack_of(s, madcat) == 10 and attack_of(s, fenris) == 3
    do(s, "done")
    assert dmg(s, fenris) == 0


def test_head_shot_with_three_to_five_changes_nothing():
    """Does not apply: Head Shot rolls only 3-5 ("no effect") for the 4 structure damage: all of it is dealt, the
    'Mech stays, and Head Shot goes back to the hand (no 6 rolled)."""
    s, madcat, fenris, mow, commando = blocked_battle("Head Shot")
    dice(s, 3, 4, 5, 3)
    do(s, "done")
    assert dmg(s, mow) == 4 and mow in s.zones["patrol1"] and names(s, "hand0") == ["Head Shot"]


def test_prydes_pride_when_the_mech_survives():
    """Does not apply: Pryde's Pride's chosen 'Mech is not scrapped, so the Mad Cat that damaged it receives no 2
    structure damage."""
    s, madcat, fenris, mow, commando = blocked_battle("Pryde's Pride")
    do(s, ("choose", mow), "done")
    assert mow in s.zones["patrol1"] and dmg(s, mow) == 4
    assert dmg(s, madcat) == 4 - 2                           # the Man O' War's own damage only


def test_heavy_fog_does_not_touch_the_blocker():
    """Does not apply: Heavy Fog is for "attacking 'Mechs": the blocking Man O' War keeps its attack."""
    s = game(patrol0=[MADCAT], hand1=["Heavy Fog"], patrol1=[MOW], counters={"init1": 1})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done", ("play", cid(s, "Heavy Fog", "hand1")))
    assert attack_of(s, madcat) == 7 - 2 and attack_of(s, mow) == 4


def test_communications_failure_puts_no_counter_on_a_blocker():
    """Does not apply: Communications Failure puts static counters on attacking 'Mechs only."""
    s = game(patrol0=[MADCAT], hand1=["Communications Failure"], patrol1=[MOW], counters={"init1": 1})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done", ("play", cid(s, "Communications Failure", "hand1")))
    assert mark(s, "static", madcat) == 1 and not mark(s, "static", mow)


def test_missile_spotter_does_not_change_the_opponents_roll():
    """Does not apply: Missile Spotter is for "your missile die rolls": the blocking Fenris C's roll of 2 stands."""
    s = game(hand0=["Missile Spotter"], patrol0=[MADCAT], patrol1=[FENRIS_C])
    madcat, fenris_c = cid(s, MADCAT, "patrol0"), cid(s, FENRIS_C, "patrol1")
    attack(s, [madcat], blockers=[fenris_c])
    do(s, ("missile", fenris_c, madcat), "done", ("play", cid(s, "Missile Spotter", "hand0")))
    dice(s, 2)
    do(s, "done")
    assert not any(o[0] == "modify" for o in options(s))
    assert f"missile volley of {FENRIS_C} rolls 2: 2 damage to {MADCAT}" in public(s)


def test_special_forces_op_high_roll_against_a_stockpile():
    """Does not apply: Special Forces Op rolls 4 but the target is the Stockpile, not a card under construction:
    nothing is tripled."""
    s = game(hand0=["Special Forces Op"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    dice(s, 4)
    do(s, ("play", cid(s, "Special Forces Op", "hand0")), "done")
    assert stock1(s) == 10 - 3


def test_studied_move_without_a_mission_card_in_the_scrapheap():
    """Does not apply: Studied Move returns a Mission card; with none in the Scrapheap it is not offered."""
    s = game(hand0=["Studied Move"], patrol0=[FENRIS], scrap0=[FILL, "Dragon (DRG-1N)"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert s.decision.player == 0 and ("play", cid(s, "Studied Move", "hand0")) not in options(s)


# -- Pilots -----------------------------------------------------------------------------------------------------------
def test_bearer_of_mckennsy_hammer_on_a_three(monkeypatch):
    """Does not apply: Bearer of McKennsy Hammer rolls 3 ("1-3, no effect"): the Dragon stays tapped."""
    patch_dice(monkeypatch, 3)
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Bearer of McKennsy Hammer"}, BANSHEE]},
                 stock())
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    play_out(s)
    assert s.counters.get(f"tap:{dragon}")


def test_natasha_kerensky_on_a_four(monkeypatch):
    """Does not apply: Natasha Kerensky's 'Mech is scrapped and she rolls 4 ("1-4, no effect"): she goes to the
    Scrapheap with it."""
    patch_dice(monkeypatch, 4)
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Natasha Kerensky", "damage": 6}]},
                 {"stock": [FILL] * 8, "patrol": [FENRIS]})
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    do(s, ("block", cid(s, FENRIS, "patrol1")), ("keep target out",))
    play_out(s)
    assert dragon in s.zones["scrap0"] and "Natasha Kerensky" in names(s, "scrap0")
    assert "Natasha Kerensky" not in names(s, "hand0")


def test_silver_sunburst_pilot_on_a_five(monkeypatch):
    """Does not apply: Silver Sunburst Pilot rolls 5 ("4-6, no effect"): the Dragon deals its own attack only."""
    patch_dice(monkeypatch, 5)
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Silver Sunburst Pilot"}]}, stock())
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    before = attack_of(s, dragon)
    do(s, ("use", s.zones["attached0"][0], "roll"))
    assert attack_of(s, dragon) == before
    do(s, ("done",))
    assert len(s.zones["scrap1"]) == before


def test_jaime_wolf_attacking_alone():
    """Does not apply: Jaime Wolf's "+1 attack for each other 'Mech in a group": alone, its 'Mech gets none."""
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Jaime Wolf"}, BANSHEE]}, stock(12))
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    assert attack_of(s, dragon) == 2 and initiative(s, 0) == 2
    play_out(s)
    assert len(s.zones["scrap1"]) == 2


def test_veteran_mechwarrior_leaves_other_mechs_tapped():
    """Does not apply: Veteran MechWarrior untaps only the 'Mech it pilots: the Banshee that also attacked stays
    tapped at the end of the turn."""
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Veteran MechWarrior"}, BANSHEE]},
                 {"stock": [FILL] * 8, "hand": [FILL]})
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    mission(s, banshee, target="stock")
    play_out(s)
    mission(s, dragon, target="stock")
    play_out(s)
    assert s.decision.player == 1 and s.counters.get(f"tap:{banshee}")
    assert "Veteran MechWarrior untaps Banshee (BNC-3E)" not in public(s)


def test_wolf_dragoons_pilot_at_home():
    """Does not apply: Wolf Dragoons Pilot's +2 initiative counts while its 'Mech is engaged: another 'Mech's
    mission gets none of it."""
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Wolf Dragoons Pilot"}, BANSHEE]},
                 stock())
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    assert initiative(s, 0) == 0


def test_maverick_mechjock_cannot_be_joined():
    """Does not apply: "cannot attack or block in a group": no other 'Mech may join the Maverick's mission."""
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Maverick Mechjock"}, BANSHEE]},
                 stock())
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    do(s, ("mission",), ("add", dragon))
    assert ("add", banshee) not in options(s) and ("target", "stock") in options(s)


def test_lance_commander_cannot_protect_a_mech_outside_its_group():
    """Does not apply: Lance Commander prevents damage to a 'Mech "in a group that includes" its 'Mech: the Cicada
    left home is no choice."""
    s = tcg_game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Lance Commander"}, BANSHEE, CICADA]},
                 {"stock": [FILL] * 8, "patrol": [{"card": FENRIS, "guard": "stock"}]})
    dragon, banshee, home = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, CICADA, "patrol0")
    mission(s, dragon, banshee, target="stock")
    do(s, ("block", cid(s, FENRIS, "patrol1")), ("keep target out",), ("assign all", cid(s, FENRIS, "patrol1"), dragon))
    do(s, ("use", s.zones["attached0"][0], "prevent"))
    assert ("prevent", home) not in options(s) and ("prevent", dragon) in options(s)
