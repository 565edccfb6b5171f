"""Audit of the later-set cards of abilities/missions_cards.py, counters.py, dice_and_infantry.py and resources.py
against their printed texts and the Player's Guide: each test pins a place where the code did not do what the text
says (rulings T1030-T1039)."""
from mechdeck.games.battletech_tcg.board import ASSET_EFFECTS, mark
from mechdeck.games.battletech_tcg.missions import mission_card_options, remove_from_battle

from tcg_support import FILL, cid, do, game, options, public

CICADA, ATLAS = "Cicada (CDA-2A)", "Atlas (AS7-D)"   # fast 1/0/3; slow 3/3/11
FENRIS = "Fenris Prime (Ice Ferret)"                 # fast 3/1/6
COMMANDO = "Commando (COM-2D)"                       # moderate 2/1/2
STAY = "Hunchback (HBK-4G)"                          # an idle 'Mech keeps the active player's Missions phase open
TAC = "Support - Tactics"


def finish_battle(state):
    """Each player finishes the battle: assigns what it must (the last damage option offered), then is done."""
    while "m.att" in state.counters:
        opts = options(state)
        if ("no block",) in opts:
            do(state, ("no block",))
        elif ("done",) in opts:
            do(state, ("done",))
        else:
            do(state, opts[-1])


def support(state, card):
    return state.counters.get(f"support:{card}", 0)


# -- MW091 Support from Home: "each of your engaged 'Mechs" (T1030) ----------------------------------------------------
def test_support_from_home_does_not_count_a_target_mech_that_neither_attacks_nor_blocks():
    s = game({"stock": [FILL] * 5, "post": [TAC], "patrol": [CICADA, STAY]},
             {"stock": [FILL] * 5, "post": ["Support from Home"], "patrol": [ATLAS]})
    home, atlas = cid(s, "Support from Home", "post1"), cid(s, ATLAS, "patrol1")
    do(s, ("mission",), ("add", cid(s, CICADA, "patrol0")), ("target", atlas))
    finish_battle(s)
    assert atlas in s.zones["patrol1"] and "Cicada (CDA-2A) is scrapped (destroyed)" in public(s)   # a battle
    assert support(s, home) == 0   # the Atlas was attacked, and neither attacked nor blocked: no engaged 'Mech


def test_support_from_home_counts_attackers_whose_target_mech_was_scrapped_in_the_battle():
    s = game({"stock": [FILL] * 5, "post": ["Support from Home"], "patrol": [FENRIS, STAY]},
             {"stock": [FILL] * 5, "post": [TAC], "patrol": [COMMANDO]})
    home, fenris = cid(s, "Support from Home", "post0"), cid(s, FENRIS, "patrol0")
    do(s, ("mission",), ("add", fenris), ("target", cid(s, COMMANDO, "patrol1")))
    finish_battle(s)
    assert "Commando (COM-2D) is scrapped (destroyed)" in public(s) and fenris in s.zones["patrol0"]
    assert support(s, home) == 1 and "Support from Home gets 1 support counter (1)" in public(s)


# -- ME018 ComStar News Bureau: "each card you control that provides {P}" (T1031) --------------------------------------
def test_comstar_news_bureau_counts_a_comstar_support_made_to_provide_politics():
    s = game({"stock": [FILL] * 3, "post": ["ComStar News Bureau", "ComStar Support", "Support - Politics"]},
             {"stock": [FILL] * 3}, phase="deploy")
    support_card = cid(s, "ComStar Support", "post0")
    s.counters.update({ASSET_EFFECTS: True, f"provides:{support_card}": "P"})   # as its reveal chose P
    do(s, ("use", cid(s, "ComStar News Bureau", "post0"), "gain"))
    assert "P1 gains 2 resources from ComStar News Bureau" in public(s)


# -- MW020 DropShip Intercept: "do not control any blocking 'Mechs" (T1032) --------------------------------------------
def test_dropship_intercept_is_played_when_only_elemental_point_is_left_blocking():
    s = game({"stock": [FILL] * 5, "post": [TAC], "patrol": [FENRIS, STAY]},
             {"stock": [FILL] * 5, "post": [TAC, "Elemental Point"], "hand": ["DropShip Intercept"],
              "patrol": [CICADA]})
    cicada, point = cid(s, CICADA, "patrol1"), cid(s, "Elemental Point", "post1")
    intercept = cid(s, "DropShip Intercept", "hand1")
    do(s, ("mission",), ("add", cid(s, FENRIS, "patrol0")), ("target", "stock"))
    do(s, ("block", cicada), ("block", point))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",))
    assert ("play", intercept) not in mission_card_options(s, 1, "battle")   # the Cicada blocks
    remove_from_battle(s, cicada)                 # as a card removes it (Player's Guide, Removing Units from Battle)
    assert s.counters["m.blk"] == (point,)        # still blocked, by a card that is no 'Mech
    assert ("play", intercept) in mission_card_options(s, 1, "battle")


# -- CS041 For the Chancellor!: "for each blocking 'Mech that takes structure damage" (T1033) -------------------------
def test_for_the_chancellor_does_not_count_structure_damage_to_a_blocking_elemental_point():
    s = game({"stock": [FILL] * 5, "post": [TAC], "hand": ["For the Chancellor!"], "patrol": [FENRIS, CICADA, STAY]},
             {"stock": [FILL] * 5, "post": [TAC, "Elemental Point"], "patrol": [FENRIS]})
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol0")
    blocker, point = cid(s, FENRIS, "patrol1"), cid(s, "Elemental Point", "post1")
    do(s, ("mission",), ("add", fenris), ("add", cicada), ("target", "stock"))
    do(s, ("block", blocker), ("block", point), ("keep target out",))
    do(s, ("assign all", blocker, fenris), ("assign all", point, fenris))   # P2: 5 damage to the Fenris, which lives
    do(s, ("play", cid(s, "For the Chancellor!", "hand0")))
    do(s, ("assign all", fenris, point), ("assign", cicada, blocker))      # 3 to Elemental Point, 1 to the armor
    do(s, ("done",))
    log = public(s)
    assert "Elemental Point takes 3 damage (2 to structure)" in log
    assert "Fenris Prime (Ice Ferret) takes 1 damage (0 to structure)" in log
    assert not any(line.startswith("For the Chancellor!:") for line in log)   # no blocking 'Mech took structure damage
    assert s.decision is None or "For the Chancellor!" not in s.decision.prompt
    assert fenris in s.zones["patrol0"] and mark(s, "tap", fenris) and mark(s, "tap", cicada)
