"""NAIS and the die-roll modifiers (dice.py), Battalion Support and damage redirection (abilities/dice_and_infantry.py,
missions.redirect_decision)."""
from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import site_attack
from mechdeck.games.battletech_tcg.turn import scrap_card

from tcg_support import FILL, cid, dice, do, names, options, public, game as tcg_game

TAC = "Support - Tactics"
LOG = "Support - Logistics"
COMMANDO = "Commando (COM-2D)"            # moderate, 2 attack, 1/2
MOW = "Man O' War Prime (Gargoyle)"       # moderate, 4 attack, 3/7
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6
FENRIS_C = "Fenris C (Ice Ferret)"        # fast, 1 attack, 1/6, Missile 1
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
BS = "Battalion Support"


def game(p0, p1, **spec):
    return tcg_game(p0, p1, stock=10, spare=SPARE, **spec)


def attack(state, units, target="stock", blockers=()):
    do(state, ("mission",), *[("add", u) for u in units], ("target", target))
    if blockers:
        do(state, *[("block", b) for b in blockers])
        if state.decision.prompt.startswith("block the mission"):
            do(state, "no more blockers")
        do(state, "keep target out")
    elif state.decision.prompt.startswith("block the mission"):
        do(state, "no block")


def test_both_cards_are_implemented():
    assert {"LT016", "LT182"} <= IMPLEMENTED


# -- LT182 NAIS -------------------------------------------------------------------------------------------------------
def _critical_hit(post0=(TAC, "NAIS"), post1=(TAC,)):
    """P1's Commando is blocked by P2's Man O' War; P1 is about to play Critical Hit (6: +6 attack)."""
    s = game({"hand": ["LT046"], "post": list(post0), "patrol": [COMMANDO]},
             {"post": list(post1), "patrol": [MOW]})
    commando, mow = cid(s, COMMANDO, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [commando], blockers=[mow])
    do(s, "done")                                   # P2 (initiative tie: the defender first)
    return s, mow


def test_nais_adds_1_right_after_the_roll():
    s, mow = _critical_hit()
    nais = cid(s, "NAIS", "post0")
    dice(s, 5)
    do(s, ("play", s.zones["hand0"][0]))
    assert s.decision.player == 0 and s.decision.prompt == "P1 rolled 5: modify the roll?"
    assert options(s) == (("modify", nais, "nais"), ("keep",))
    do(s, ("modify", nais, "nais"))                 # NAIS is tapped now: nothing more to offer, the 6 stands
    assert mark(s, "tap", nais) and "P1 taps NAIS: +1 to the die roll (5 -> 6)" in public(s)
    assert "P1 rolls 6 for Critical Hit" in public(s)
    do(s, "done")
    assert mark(s, "dmg", mow) == 2 + 6 - 3 and names(s, "hand0") == []


def test_nais_keep_the_roll():
    s, mow = _critical_hit()
    dice(s, 5)
    do(s, ("play", s.zones["hand0"][0]), ("keep",))
    assert not mark(s, "tap", cid(s, "NAIS", "post0")) and "P1 rolls 5 for Critical Hit" in public(s)
    do(s, "done")
    assert mark(s, "dmg", mow, 0) == 0 and names(s, "hand0") == ["Critical Hit"]


def test_no_modifier_no_decision():
    for post0, post1 in (((TAC, {"card": "NAIS", "tapped": True}), (TAC,)),   # own NAIS tapped
                         ((TAC,), (TAC, "NAIS"))):                            # only the opponent has one
        s, mow = _critical_hit(post0, post1)
        dice(s, 5)
        do(s, ("play", s.zones["hand0"][0]))
        assert "P1 rolls 5 for Critical Hit" in public(s) and "rolled" not in s.decision.prompt
        assert not any(o[0] == "modify" for o in options(s))


def test_nais_is_not_offered_on_a_six():
    s, mow = _critical_hit()
    dice(s, 6)
    do(s, ("play", s.zones["hand0"][0]))
    assert "P1 rolls 6 for Critical Hit" in public(s) and "rolled" not in s.decision.prompt


def test_two_nais_add_2_to_one_roll():
    s, mow = _critical_hit(post0=(TAC, "NAIS", "NAIS"))
    first, second = cid(s, "NAIS", "post0"), cid(s, "NAIS", "post0", 1)
    dice(s, 4)
    do(s, ("play", s.zones["hand0"][0]), ("modify", first, "nais"))
    assert options(s) == (("modify", second, "nais"), ("keep",))
    do(s, ("modify", second, "nais"), "done")
    assert "P1 rolls 6 for Critical Hit" in public(s) and mark(s, "dmg", mow) == 2 + 6 - 3


def test_nais_and_coventry_on_one_missile_roll():
    s = game({"post": ["NAIS", "Coventry Metal Works"], "patrol": [FENRIS_C]}, {})
    fc = cid(s, FENRIS_C, "patrol0")
    nais, cmw = cid(s, "NAIS", "post0"), cid(s, "Coventry Metal Works", "post0")
    attack(s, [fc])
    do(s, ("missile", fc, "stock"))
    dice(s, 5, 2)                                   # 5, rerolled: 2, +1: 3 (Coventry provides Munitions)
    do(s, "done")
    assert s.decision.player == 0 and options(s) == (("modify", cmw, "coventry reroll"), ("modify", nais, "nais"),
                                                  ("keep",))
    do(s, ("modify", cmw, "coventry reroll"), ("modify", nais, "nais"))
    assert "missile volley of Fenris C (Ice Ferret) rolls 3: 3 damage to Stockpile" in public(s)
    assert len(s.zones["stock1"]) == 10 - 1 - 3


def _static_fenris(post0, roll):
    """P1's Fenris attacked and got a static counter (Communications Failure); play runs to P1's next Untap phase,
    where the untap die comes out as ``roll``."""
    s = game({"post": list(post0), "patrol": [FENRIS]}, {"hand": ["LT041"], "post": [TAC]})
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    do(s, ("play", s.zones["hand1"][0]), "done")
    assert mark(s, "static", fenris) == 1
    dice(s, roll)
    start = s.counters["turn"]
    while s.counters["turn"] < start + 2 or s.counters["active"] != 0:
        do(s, "done" if ("done",) in options(s) else options(s)[-1])
    return s, fenris


def test_nais_on_the_static_untap_roll():
    """The untap roll is the 'Mech's controller's and waits for their NAIS (ruling T404): 3 + 1 clears the static."""
    s, fenris = _static_fenris((TAC, "NAIS"), 3)
    nais = cid(s, "NAIS", "post0")
    assert s.decision.player == 0 and s.decision.prompt == "P1 rolled 3: modify the roll?"
    assert mark(s, "tap", fenris)                   # tapped until the roll is final
    do(s, ("modify", nais, "nais"))
    assert not mark(s, "tap", fenris) and not mark(s, "static", fenris)
    assert "Fenris Prime (Ice Ferret) clears its static (rolls 4)" in public(s)


def test_static_untap_roll_kept():
    s, fenris = _static_fenris((TAC, "NAIS"), 3)
    do(s, ("keep",))
    assert mark(s, "tap", fenris) and mark(s, "static", fenris) == 1


def test_nais_on_head_shot_dice():
    """Head Shot's dice (one per structure damage point) wait for NAIS: a 5 made a 6 scraps the 'Mech."""
    s = game({"hand": ["LT105"], "post": [TAC, "NAIS"], "patrol": [MADCAT]}, {"post": [TAC], "patrol": [MOW]})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    nais = cid(s, "NAIS", "post0")
    attack(s, [madcat], blockers=[mow])
    do(s, "done", ("play", s.zones["hand0"][0]))
    dice(s, 4, 5)                                   # 4 structure damage (7 - 3 armor): the second die is a 5
    do(s, "done")
    assert s.decision.prompt == "P1 rolled 4: modify the roll?"
    do(s, ("keep",))
    assert s.decision.prompt == "P1 rolled 5: modify the roll?"
    do(s, ("modify", nais, "nais"))
    assert "Head Shot rolls 6: Man O' War Prime (Gargoyle) is scrapped" in public(s)
    assert mow in s.zones["scrap1"] and names(s, "scrap0") == ["Head Shot"]


def test_head_shot_dice_with_nais_kept():
    s = game({"hand": ["LT105"], "post": [TAC, "NAIS"], "patrol": [MADCAT]}, {"post": [TAC], "patrol": [MOW]})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done", ("play", s.zones["hand0"][0]))
    dice(s, 1, 3, 4, 5)
    do(s, "done", ("keep",), ("keep",), ("keep",), ("keep",))
    assert mark(s, "dmg", mow) == 3 and names(s, "hand0") == ["Head Shot"]   # one point prevented, no 6



def test_running_battle_dice_are_the_card_players():
    """Running Battle: its player rolls every slow 'Mech's die (ruling T405), so that player's NAIS may turn the
    opposing Banshee's 3 into a 4; the opponent's NAIS is never offered."""
    banshee = "Banshee (BNC-3E)"                   # slow
    s = game({"hand": ["LT212"], "post": [TAC, "NAIS"], "patrol": [banshee]},
             {"post": [TAC, "NAIS"], "patrol": [banshee]})
    mine, theirs = cid(s, banshee, "patrol0"), cid(s, banshee, "patrol1")
    nais = cid(s, "NAIS", "post0")
    attack(s, [mine], blockers=[theirs])
    do(s, "done")
    dice(s, 6, 3)
    do(s, ("play", s.zones["hand0"][0]))           # mine: 6 (nothing to add); theirs: 3
    assert s.decision.player == 0 and options(s) == (("modify", nais, "nais"), ("keep",))
    do(s, ("modify", nais, "nais"))
    assert "Running Battle: Banshee (BNC-3E) rolls 6" in public(s) and public(s).count(
        "Running Battle: Banshee (BNC-3E) rolls 4") == 1


def test_dest_pilot_roll_waits_for_nais():
    """A die rolled as a card is scrapped (DEST Pilot) is offered to its owner's NAIS; 4 + 1 brings it back."""
    dragon = "Dragon (DRG-1N)"                      # moderate 2 attack 1/7
    s = game({"post": [TAC, "NAIS"], "patrol": [{"card": dragon, "pilot": "DEST Pilot", "damage": 6}]},
             {"patrol": [FENRIS]})
    nais = cid(s, "NAIS", "post0")
    attack(s, [cid(s, dragon, "patrol0")], blockers=[cid(s, FENRIS, "patrol1")])
    dice(s, 4)
    while s.decision.prompt != "P1 rolled 4: modify the roll?":
        do(s, "done")
    assert "DEST Pilot" in names(s, "scrap0")        # until the roll is final
    do(s, ("modify", nais, "nais"))
    assert "DEST Pilot rolls 5: back to the hand" in public(s) and names(s, "hand0") == ["DEST Pilot"]

# -- LT016 Battalion Support ------------------------------------------------------------------------------------------
def test_battalion_support_gets_five_counters_held_in_reserve():
    s = game({"post": [LOG, FILL], "build": [{"card": BS, "cc": 3}]}, {}, phase="deploy")
    bs = cid(s, BS, "build0")
    do(s, ("reveal", bs))
    assert bs in s.zones["post0"] and s.counters[f"infantry:{bs}"] == (bs,) * 5
    assert "Battalion Support gets five infantry counters" in public(s)
    assert site_attack(s, bs) == 0                  # counters on their own card add nothing (ruling T410)


def test_battalion_support_moves_counters_for_1_resource_each():
    s = game({"post": [LOG, FILL, FILL], "build": [{"card": BS, "cc": 3}, {"card": MOW, "cc": 1}]}, {},
             phase="deploy")
    bs, log = cid(s, BS, "build0"), cid(s, LOG, "post0")
    fill, fill2 = cid(s, FILL, "post0"), cid(s, FILL, "post0", 1)
    building = cid(s, MOW, "build0")
    do(s, ("reveal", bs))
    moves = [o for o in options(s) if o[0] == "move infantry"]
    assert moves == [("move infantry", bs, d) for d in ("stock0", "scrap0", log, fill, fill2, building)]
    do(s, ("move infantry", bs, "stock0"))
    assert s.decision.prompt == "pay 1 more resource"
    do(s, ("tap", log))
    assert s.counters["infantry:stock0"] == (bs,) and len(s.counters[f"infantry:{bs}"]) == 4
    assert "P1 moves an infantry counter from Battalion Support to P1's Stockpile" in public(s)
    assert site_attack(s, "stock0") == 1
    do(s, ("move infantry", bs, "stock0"), ("tap", fill), ("move infantry", "stock0", building), ("tap", fill2))
    assert s.counters["infantry:stock0"] == (bs,) and s.counters[f"infantry:{building}"] == (bs,)
    assert not any(o[0] == "move infantry" for o in options(s))   # every resource spent
    s.counters.pop(f"tap:{log}")
    assert ("move infantry", "stock0", bs) not in options(s)      # never back onto its own card (ruling T411)
    assert ("move infantry", "stock0", "stock1") not in options(s)


def _infantry_on_stock1(n, attacker=FENRIS):
    """P2 has a Battalion Support whose n counters are on P2's Stockpile; P1 attacks that Stockpile unblocked."""
    s = game({"patrol": [attacker]}, {"post": [BS]})
    bs = cid(s, BS, "post1")
    s.counters[f"infantry:{bs}"] = (bs,) * (5 - n)
    s.counters["infantry:stock1"] = (bs,) * n
    return s, bs


def test_infantry_adds_attack_to_its_site_and_the_attacker_redirects_damage():
    s, bs = _infantry_on_stock1(2)
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    assert site_attack(s, "stock") == 2
    do(s, "done", "done")                           # P2's Stockpile deals its 2 to the Fenris; P1 its 3
    assert s.decision.player == 0 and s.decision.prompt == "P2's Stockpile is about to take 3 damage: redirect 1 of it?"
    assert options(s) == (("redirect", "stock", "infantry"), ("done",))
    do(s, ("redirect", "stock", "infantry"), "done")
    assert "P1 redirects 1 damage to an infantry counter on P2's Stockpile: it is scrapped" in public(s)
    assert s.counters["infantry:stock1"] == (bs,) and len(s.zones["stock1"]) == 10 - 2
    assert mark(s, "dmg", fenris) == 2 - 1          # the Stockpile's 2 attack (armor 1)


def test_each_counter_takes_one_damage_at_most_and_declining_keeps_them():
    s, bs = _infantry_on_stock1(2)
    attack(s, [cid(s, FENRIS, "patrol0")])
    do(s, "done", "done", ("redirect", "stock", "infantry"), ("redirect", "stock", "infantry"))   # then none left
    assert "infantry:stock1" not in s.counters and len(s.zones["stock1"]) == 10 - 1
    s, bs = _infantry_on_stock1(2)
    attack(s, [cid(s, FENRIS, "patrol0")])
    do(s, "done", "done", "done")
    assert s.counters["infantry:stock1"] == (bs, bs) and len(s.zones["stock1"]) == 10 - 3


def test_redirection_outside_a_mission_long_tom():
    s = game({"post": ["Long Tom Battery"]}, {"post": [BS]})
    bs = cid(s, BS, "post1")
    s.counters["infantry:stock1"] = (bs,) * 2
    do(s, ("use", cid(s, "Long Tom Battery", "post0"), "fire"), ("site", "stock1"))
    assert s.decision.player == 0 and options(s) == (("redirect", "stock1", "infantry"), ("done",))
    do(s, ("redirect", "stock1", "infantry"), "done")
    assert len(s.zones["stock1"]) == 10 - 2 and s.counters["infantry:stock1"] == (bs,)


def test_counters_leave_play_with_their_battalion_support():
    s, bs = _infantry_on_stock1(2)
    scrap_card(s, bs)
    assert not any(k.startswith("infantry:") for k in s.counters)   # ruling T412
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert site_attack(s, "stock") == 0
    do(s, "done")                                   # P2's Stockpile deals nothing: only P1 decides
    assert len(s.zones["stock1"]) == 10 - 3         # no redirection offered
