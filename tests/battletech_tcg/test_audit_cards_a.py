"""Audit of the base-set cards LT001-LT150 whose text is more than options: each test pins a place where the code did
not do what the card's text (with the Player's Guide rulings) says."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import attack_of, deals

from tcg_support import cid, dice, do, public, game as tcg_game

TAC = "Support - Tactics"
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
KOSHI_A = "Koshi A (Mist Lynx)"           # fast, 0 attack (AP +1 only to what is not a 'Mech), 0/3
CHARGER = "Charger (CGR-1A1)"             # moderate, 1 attack, 1/7
MOW = "Man O' War Prime (Gargoyle)"       # moderate, 4 attack, 3/7
DRAGON = "Dragon (DRG-1N)"                # moderate
EP = "Elemental Point"                    # Command card, 2 attack, 1/1: attacks and blocks with a 'Mech


def game(p0, p1, **spec):
    """P1 (seat 0) is in its Missions phase."""
    return tcg_game(p0, p1, stock=10, **spec)


def block(state, *units, include=False):
    """P2 blocks with ``units`` and keeps the target out (or includes it)."""
    do(state, *[("block", u) for u in units])
    if state.decision.prompt.startswith("block the mission"):
        do(state, "no more blockers")
    do(state, "include target" if include else "keep target out")


def pass_turn(state, player):
    """``player`` finishes its battle effects: each damage source's damage all to its first destination, then done."""
    while state.decision is not None and state.decision.player == player and "m.att" in state.counters:
        options = state.decision.options
        assign = [o for o in options if o[0] == "assign all"] or [o for o in options if o[0] == "assign"]
        do(state, assign[0] if assign else ("done",))


# -- LT005 Ammo Explosion: "damage equal to its base attack" is the printed attack -----------------------------------
def test_ammo_explosion_deals_the_printed_base_attack_not_the_pilots_bonus():
    """Player's Guide, Unit Stats / Unopposed: base attack is the number printed on the card and never changes, so a
    pilot's +1 attack does not add to Ammo Explosion's damage (ruling T530)."""
    s = game({"post": [TAC], "patrol": [{"card": MADCAT, "pilot": "Kell Hound Pilot"}, SPARE]},
             {"post": [TAC], "hand": ["LT005"], "patrol": [KOSHI_A]})
    madcat, koshi = cid(s, MADCAT, "patrol0"), cid(s, KOSHI_A, "patrol1")
    assert attack_of(s, madcat) == 8                       # 7 + Kell Hound Pilot's +1
    do(s, ("mission",), ("add", madcat), ("target", "stock"))
    block(s, koshi)
    dice(s, 4)
    assert s.decision.player == 1                          # P2 (initiative 1) goes before P1 (1 + 1)
    do(s, ("play", s.zones["hand1"][0]), ("choose", madcat), "done", "done")
    assert "Mad Cat B (Timber Wolf) will receive 7 damage that cannot be prevented" in public(s)
    assert mark(s, "dmg", madcat, 0) == 7 - 2              # armor 2


# -- LT067 Elemental Point is no 'Mech: cards that name 'Mechs (or Units) never pick or touch it ----------------------
def _ep_attack(hand0=(), hand1=(), patrol1=(MOW,), post1=(TAC,), p0_patrol=(CHARGER,)):
    """P1 attacks P2's Stockpile with a Charger and Elemental Point; P2 blocks with its first patrolling 'Mech."""
    s = game({"post": [TAC, EP], "hand": list(hand0), "patrol": list(p0_patrol) + [SPARE]},
             {"post": list(post1), "hand": list(hand1), "patrol": list(patrol1)})
    mech, ep = s.zones["patrol0"][0], cid(s, EP, "post0")
    do(s, ("mission",), ("add", mech), ("add", ep), ("target", "stock"))
    return s, mech, ep


def test_mission_cards_do_not_choose_elemental_point():
    s, charger, ep = _ep_attack(hand0=["LT094"])           # Good Shooting!: "Choose one of your 'Mechs"
    mow = s.zones["patrol1"][0]
    block(s, mow)
    pass_turn(s, 1)
    do(s, ("play", s.zones["hand0"][0]))                    # the Charger is the only choice: no question
    assert "Charger (CGR-1A1) gets +2 attack" in public(s) and attack_of(s, charger) == 3


def test_heavy_fog_and_communications_failure_touch_only_attacking_mechs():
    s, charger, ep = _ep_attack(hand1=["LT106", "LT041"], post1=[TAC, TAC], patrol1=[MOW])
    mow = s.zones["patrol1"][0]
    s.counters["init1"] = 1                                  # room for two Mission cards
    block(s, mow)
    pass_turn(s, 0)                                          # P1 (initiative 1) before P2 (2)
    fog, failure = s.zones["hand1"]
    do(s, ("play", fog), ("play", failure))
    assert deals(s, ep) == 2                                 # Heavy Fog: "Attacking 'Mechs each get -2 attack"
    assert mark(s, "static", charger) == 1 and mark(s, "static", ep) is None


def test_galen_cox_is_not_faster_than_a_group_because_of_elemental_point():
    """The attacking group moves at its slowest 'Mech's speed; Elemental Point has none of its own (ruling T154)."""
    s, charger, ep = _ep_attack(patrol1=[{"card": MOW, "pilot": "Galen Cox", "tapped": True}, DRAGON])
    mow = cid(s, MOW, "patrol1")
    assert s.decision.player == 1
    assert ("block", mow) not in s.decision.options          # moderate is not faster than the moderate Charger


def test_jaime_wolf_counts_only_other_mechs_of_its_group():
    s, mow, ep = _ep_attack(p0_patrol=[{"card": MOW, "pilot": "Jaime Wolf"}], patrol1=[DRAGON])
    assert attack_of(s, mow) == 4                            # no other 'Mech in the group: +0


def test_lance_commander_protects_only_mechs():
    s, mow, ep = _ep_attack(p0_patrol=[{"card": MOW, "pilot": "Lance Commander"}], patrol1=[MADCAT])
    madcat = s.zones["patrol1"][0]
    lance = s.zones["attached0"][0]
    block(s, madcat)
    pass_turn(s, 1)                                          # P2 (1) before P1 (1 + Lance Commander's 2)
    do(s, ("use", lance, "prevent"))                         # the Man O' War is the only choice: no question
    assert s.counters["m.prev"] == ((mow, 1),)


def test_kai_allard_liao_prevents_nothing_for_elemental_point():
    s, mow, ep = _ep_attack(p0_patrol=[{"card": MOW, "pilot": "Kai Allard-Liao"}], patrol1=[MADCAT])
    madcat = s.zones["patrol1"][0]
    do(s, "done")                                            # P1 does not use Kai's reveal before blockers
    block(s, madcat)
    assert s.decision.player == 1                            # P2 (1) before P1 (1 + Kai's 3)
    do(s, ("assign", madcat, ep), ("assign", madcat, ep), ("assign all", madcat, mow), "done")
    pass_turn(s, 0)
    assert ep in s.zones["scrap0"]                           # 1 damage through armor 1 kills it
    assert "Kai Allard-Liao prevents 2 damage to Elemental Point" not in public(s)


def test_catapult_hits_a_mech_or_the_target_not_elemental_point():
    s, charger, ep = _ep_attack(patrol1=[MOW, "Catapult (CPLT-C3)"])
    mow, catapult = s.zones["patrol1"]
    block(s, mow)
    assert s.decision.player == 1
    do(s, ("use", catapult, "catapult"))
    assert set(s.decision.options) == {("choose", charger), ("choose", mow), ("choose", "stock")}


# -- LT043 / LT044 Contracts: "If that 'Mech receives 5 or more damage" -----------------------------------------------
def test_contract_counts_unpreventable_damage_even_when_prevention_exceeds_the_rest():
    """Prevention takes nothing off damage that cannot be prevented: 0 ordinary damage with 2 prevented, plus Ammo
    Explosion's 5, is 5 received (ruling T257), so the Contract goes."""
    hawk = "Black Hawk A (Nova)"                        # moderate, 5 attack, 1/7
    s = game({"post": [TAC, "Contract with Wolf's Dragoons"], "hand": ["LT181"], "patrol": [hawk, SPARE]},
             {"post": [TAC], "hand": ["LT005"], "patrol": [KOSHI_A]})
    bh, koshi = cid(s, hawk, "patrol0"), cid(s, KOSHI_A, "patrol1")
    contract = cid(s, "Contract with Wolf's Dragoons", "post0")
    do(s, ("mission",), ("add", bh), ("target", "stock"))
    block(s, koshi)
    dice(s, 4)
    do(s, ("play", s.zones["hand1"][0]), ("choose", bh), "done")     # P2 first: Ammo Explosion, 5 to Black Hawk A
    do(s, ("use", contract, "hire"), ("play", s.zones["hand0"][0]))   # +4 armor; Move to Partial Cover: prevent 2
    pass_turn(s, 0)
    assert contract in s.zones["scrap0"]
    assert mark(s, "dmg", bh, 0) == 0                   # 5 against armor 1 + 4


# -- LT032 Chaparral Missile Tank / LT078 Feint: "prevent all damage ... received by that 'Mech" -----------------------
def test_feint_also_prevents_chaparral_structure_damage():
    """Structure damage is damage received: Feint's 2-6 prevents all of it, the Chaparral's included (ruling T533)."""
    s = game({"post": [TAC], "hand": ["LT078"], "patrol": [MOW, SPARE]},
             {"post": [TAC, "Chaparral Missile Tank"], "patrol": [KOSHI_A]})
    mow, koshi = cid(s, MOW, "patrol0"), cid(s, KOSHI_A, "patrol1")
    tank = cid(s, "Chaparral Missile Tank", "post1")
    do(s, ("mission",), ("add", mow), ("target", "stock"))
    block(s, koshi)
    do(s, ("use", tank, "fire"), ("mech", mow), "done")  # P2 first: 1 structure damage to the Man O' War
    dice(s, 2)
    do(s, ("play", s.zones["hand0"][0]))                # Feint 2: the Man O' War neither deals nor receives damage
    pass_turn(s, 0)
    assert mark(s, "dmg", mow, 0) == 0 and koshi in s.zones["patrol1"]
