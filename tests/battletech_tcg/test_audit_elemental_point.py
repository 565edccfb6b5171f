"""Audit of the base-set cards whose text names 'Mechs (or Units), against Elemental Point: a Command card that
attacks and blocks with a 'Mech but is no 'Mech, so those cards never choose, boost or protect it.  Each test pins a
place where the code did not do what the card's text (with the Player's Guide rulings) says."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import attack_of, deals, legal_targets

from tcg_support import FILL, cid, do, game, game as tcg_game, mission, public

TAC = "Support - Tactics"
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
CHARGER = "Charger (CGR-1A1)"             # moderate, 1 attack, 1/7
MOW = "Man O' War Prime (Gargoyle)"       # moderate, 4 attack, 3/7
DRAGON = "Dragon (DRG-1N)"                # moderate
EP = "Elemental Point"                    # Command card, 2 attack, 1/1: attacks and blocks with a 'Mech


def game_with_stock(p0, p1, **spec):
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


# -- LT067 Elemental Point is no 'Mech: cards that name 'Mechs (or Units) never pick or touch it -----------------------
def _ep_attack(hand0=(), hand1=(), patrol1=(MOW,), post1=(TAC,), p0_patrol=(CHARGER,)):
    """P1 attacks P2's Stockpile with a Charger and Elemental Point; P2 blocks with its first patrolling 'Mech."""
    s = game_with_stock({"post": [TAC, EP], "hand": list(hand0), "patrol": list(p0_patrol) + [SPARE]},
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


TACTICS = "Support - Tactics"
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6


# -- LT177 Mobile HQ: "cannot be attacked by slow 'Mechs" --------------------------------------------------------------
def test_mobile_hq_can_be_attacked_by_a_fast_mech_with_elemental_point():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point"]},
             {"stock": [FILL] * 5, "post": ["Mobile HQ"]})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    hq = cid(s, "Mobile HQ", "post1")
    assert hq in legal_targets(s, 0, (fenris, point))   # Elemental Point moves at its 'Mech's speed: fast


# -- Mission cards choose and boost 'Mechs, never Elemental Point (Player's Guide: not even "Units") -------------------
def test_mission_cards_do_not_treat_elemental_point_as_a_mech():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point", TACTICS],
              "hand": ["Pushing the Envelope"]},
             {"stock": [FILL] * 10})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    mission(s, fenris, point, target="stock")
    do(s, ("play", s.zones["hand0"][0]))
    # "one of your 'Mechs": the Fenris, the only choice (so not asked)
    assert s.counters["m.atk"] == ((fenris, 3),) and s.counters["m.dmg"] == ((fenris, 3, -1),)


# -- LT161 Marik Arms Trade: "deals 1 damage to attacking 'Mech" -------------------------------------------------------
def test_marik_arms_trade_damages_an_attacking_mech_not_elemental_point():
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS], "post": ["Elemental Point"]},
             {"stock": [FILL] * 10, "post": ["Marik Arms Trade"]})
    fenris, point = cid(s, FENRIS, "patrol0"), cid(s, "Elemental Point", "post0")
    mission(s, fenris, point, target="stock")
    do(s, ("use", cid(s, "Marik Arms Trade", "post1"), "damage"))   # the Fenris is the only choice: not asked
    assert s.counters["m.dmg"] == ((fenris, 1, cid(s, "Marik Arms Trade", "post1")),)
