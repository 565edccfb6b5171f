"""Audit of how cards written in different modules combine (Player's Guide general rulings and individual card
rulings about combinations): removal from battle, control changes, group rules with Elemental Point, Subterfuge
answers, damage doubling and prevention across sources."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import initiative

from tcg_support import PLAY_OUT, cid, dmg, do, mission, names, options, patch_dice, public
from tcg_support import game as tcg_game, play_out as tcg_play_out

TAC = "Support - Tactics"
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
DRAGON = "Dragon (DRG-1N)"                # moderate, 2 attack, 1/7
CHARGER = "Charger (CGR-1A1)"             # moderate, 1 attack, 1/7
EP = "Elemental Point"                    # Command card, 2 attack, 1/1: attacks and blocks with a 'Mech
VSD = "Victor Steiner Davion"


def game(p0, p1, **spec):
    """P1 (seat 0) is the active player, in its Missions phase unless told otherwise."""
    return tcg_game(p0, p1, stock=10, **spec)


def play_out(state):
    tcg_play_out(state, PLAY_OUT[:3] + (("pass",),) + PLAY_OUT[3:])


# -- Victor Steiner-Davion "cannot attack or block alone": Elemental Point is no 'Mech, so it is no company ----------
def test_victor_steiner_davion_with_only_elemental_point_still_attacks_alone():
    s = game({"post": [EP], "patrol": [{"card": CHARGER, "pilot": VSD}, DRAGON]}, {})
    charger, ep, dragon = cid(s, CHARGER, "patrol0"), cid(s, EP, "post0"), cid(s, DRAGON, "patrol0")
    do(s, ("mission",), ("add", charger))
    assert ("add", ep) in options(s)
    do(s, ("add", ep))
    assert not any(o[0] == "target" for o in options(s))
    do(s, ("add", dragon))
    assert ("target", "stock") in options(s)


def test_victor_steiner_davion_with_only_elemental_point_still_blocks_alone():
    s = game({"patrol": [MADCAT, SPARE]}, {"post": [EP], "patrol": [{"card": CHARGER, "pilot": VSD}, DRAGON]})
    madcat, charger = cid(s, MADCAT, "patrol0"), cid(s, CHARGER, "patrol1")
    ep, dragon = cid(s, EP, "post1"), cid(s, DRAGON, "patrol1")
    mission(s, madcat)
    do(s, ("block", charger), ("block", ep))
    assert ("no more blockers",) not in options(s) and ("block", dragon) in options(s)


# -- Removing Units from Battle: "Units removed from battle neither deal nor receive damage" -- the damage a Mission
#    card or an ability put on them (unpreventable or structure damage) goes with them --------------------------------
def test_a_blocker_removed_from_battle_takes_no_ammo_explosion_damage(monkeypatch):
    s = game({"post": [TAC], "hand": ["Forged Mission Orders"], "patrol": [MADCAT, SPARE]},
             {"post": [TAC], "hand": ["Ammo Explosion"], "patrol": [DRAGON]})
    madcat, dragon = cid(s, MADCAT, "patrol0"), cid(s, DRAGON, "patrol1")
    mission(s, madcat)
    do(s, ("block", dragon), ("keep target out",))
    patch_dice(monkeypatch, 5)
    do(s, ("play", cid(s, "Ammo Explosion", "hand1")))          # P2 first on the tie
    if ("choose", dragon) in options(s):
        do(s, ("choose", dragon))
    do(s, ("done",))
    do(s, ("play", cid(s, "Forged Mission Orders", "hand0")))  # the only blocker leaves
    play_out(s)
    assert dmg(s, dragon) == 0 and dragon in s.zones["patrol1"]


def test_a_blocker_removed_from_battle_takes_no_chaparral_structure_damage():
    s = game({"post": [TAC, "Chaparral Missile Tank"], "hand": ["Forged Mission Orders"], "patrol": [MADCAT, SPARE]},
             {"patrol": [DRAGON]})
    madcat, dragon = cid(s, MADCAT, "patrol0"), cid(s, DRAGON, "patrol1")
    tank = cid(s, "Chaparral Missile Tank", "post0")
    mission(s, madcat)
    do(s, ("block", dragon), ("keep target out",), ("done",))      # P2 (initiative 0) first
    do(s, ("use", tank, [k for o, c, k in [x for x in options(s) if x[0] == "use"] if c == tank][0]))
    do(s, ("mech", dragon))
    do(s, ("play", cid(s, "Forged Mission Orders", "hand0")))
    play_out(s)
    assert dmg(s, dragon) == 0


def test_an_anti_missile_blocker_removed_from_battle_no_longer_lowers_missiles(monkeypatch):
    s = game({"post": [TAC], "hand": ["Forged Mission Orders"], "patrol": ["Mad Cat C (Timber Wolf)", SPARE]},
             {"patrol": ["Firestarter (FS9-S)", DRAGON]})
    madcat, dragon = cid(s, "Mad Cat C (Timber Wolf)", "patrol0"), cid(s, DRAGON, "patrol1")
    firestarter = cid(s, "Firestarter (FS9-S)", "patrol1")
    mission(s, madcat)
    do(s, ("block", firestarter), ("block", dragon))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",), ("done",))                       # P2 (initiative 0) first
    do(s, ("play", cid(s, "Forged Mission Orders", "hand0")), ("choose", firestarter))
    do(s, ("missile", madcat, dragon), ("assign all", madcat, dragon))
    patch_dice(monkeypatch, 2)
    play_out(s)
    assert "missile volley of Mad Cat C (Timber Wolf) rolls 2: 2 damage to Dragon (DRG-1N)" in public(s)
    assert dmg(s, dragon) == 5 + 2 - 1


# -- Control changes: pilots and Enhancements go with the card; scrapped, each card goes to its owner's Scrapheap ------
def test_a_contract_given_away_takes_its_site_enhancement_along():
    s = game({"post": [{"card": "Contract with Gray Death Legion", "enhancements": ["Infantry Platoon"]},
                       "Support - Politics"], "patrol": [MADCAT]}, {}, phase="draw")
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    platoon = s.zones["attached0"][0]
    do(s, ("give away", gdl))
    assert gdl in s.zones["post1"] and platoon in s.zones["attached1"] and mark(s, "on", platoon) == gdl
    assert s.decision.player == 0 and not any(o[0] == "move enhancement" for o in options(s))   # P1's Deploy phase


def test_a_stolen_mech_keeps_its_pilot_and_enhancement_and_goes_to_its_owners_scrapheap():
    from mechdeck.games.battletech_tcg.turn import scrap_card
    s = game({"build": [{"card": "Steal 'Mech", "cc": 10}], "hand": [SPARE]},
             {"patrol": [{"card": DRAGON, "guard": "stock", "pilot": "Gray Death Pilot",
                          "enhancements": ["Ferro-Fibrous Armor"]}]}, phase="deploy")
    dragon = cid(s, DRAGON, "patrol1")
    pilot, ffa = (cid(s, n, "attached1") for n in ("Gray Death Pilot", "Ferro-Fibrous Armor"))
    do(s, ("reveal", cid(s, "Steal 'Mech", "build0")), ("hide", 2), ("hide", 1))
    assert dragon in s.zones["patrol0"] and {pilot, ffa} <= set(s.zones["attached0"])
    assert mark(s, "guard", dragon) is None
    do(s, ("done",))                                             # to P1's Missions phase
    mission(s, dragon)
    assert initiative(s, 0) == 3                                 # the stolen pilot's +3 counts for its new controller
    scrap_card(s, dragon)
    assert {dragon, pilot, ffa} <= set(s.zones["scrap1"]) and not {dragon, pilot, ffa} & set(s.zones["scrap0"])


# -- ISF Counterespionage "Reveal only when opponent reveals a Subterfuge card": Ambush! when an opponent attacks, and a
#    Subterfuge card an unblocked attack forces open while it is paid for -------------------------------------------
def test_the_attacker_answers_ambush_with_isf_counterespionage():
    s = game({"build": [{"card": "ISF Counterespionage", "cc": 0}], "patrol": [DRAGON, SPARE]},
             {"build": [{"card": "Ambush!", "cc": 11}]})
    dragon, isf = cid(s, DRAGON, "patrol0"), cid(s, "ISF Counterespionage", "build0")
    mission(s, dragon)
    do(s, ("reveal", cid(s, "Ambush!", "build1")))
    assert s.decision.player == 0 and options(s) == (("reveal ISF", isf), ("let it be",))
    do(s, ("reveal ISF", isf))
    play_out(s)
    assert names(s, "scrap1")[0] == "Ambush!" and names(s, "scrap0") == ["ISF Counterespionage"]
    assert dmg(s, dragon) == 0 and not any(t.startswith("Ambush! deals") for t in public(s))


def test_isf_counterespionage_answers_a_subterfuge_card_forced_open_by_an_unblocked_attack():
    s = game({"build": [{"card": "ISF Counterespionage", "cc": 0}], "patrol": [DRAGON, SPARE]},
             {"build": [{"card": "Treachery!", "cc": 12}]})
    dragon, treachery = cid(s, DRAGON, "patrol0"), cid(s, "Treachery!", "build1")
    isf = cid(s, "ISF Counterespionage", "build0")
    mission(s, dragon, target=treachery)
    for _ in range(10):
        if ("reveal ISF", isf) in options(s):
            break
        do(s, next(p for p in PLAY_OUT[:3] + (("pass",),) + PLAY_OUT[3:] if p in options(s)))
    assert s.decision.player == 0 and options(s) == (("reveal ISF", isf), ("let it be",))
    do(s, ("reveal ISF", isf))
    play_out(s)
    assert names(s, "scrap1") == ["Treachery!"] and names(s, "scrap0") == ["ISF Counterespionage"]
    assert "treachery0" not in s.counters


# -- Effective Groundwork doubles all the damage dealt to its site: attack, missiles and a card's damage at once ------
def test_effective_groundwork_doubles_attack_missile_and_ability_damage_to_a_stockpile(monkeypatch):
    s = game({"patrol": ["Trebuchet (TBT-7M)", "Catapult (CPLT-C3)", SPARE]}, {"stock": ["Support - Assembly"] * 30},
             counters={"groundwork": (("stock1", 3),)})
    treb, cat = cid(s, "Trebuchet (TBT-7M)", "patrol0"), cid(s, "Catapult (CPLT-C3)", "patrol0")
    mission(s, treb)                                               # the Catapult stays home, untapped
    use = next(o for o in options(s) if o[:2] == ("use", cat))
    do(s, use)
    if ("choose", "stock") in options(s):
        do(s, ("choose", "stock"))
    do(s, ("decline", treb, "narc"), ("missile", treb, "stock"))
    patch_dice(monkeypatch, 2)
    play_out(s)
    assert "P2's Stockpile takes 10 damage" in public(s)           # (2 attack + 2 missile + 1 Catapult) x 2
    assert len(s.zones["stock1"]) == 30 - 10


# -- "If all of the blocking Units are removed ... the target may deal damage to the attacking Units even if it wasn't
#    previously included in the battle": the defender, already done, assigns the target's damage at once -------------
def test_the_target_mech_deals_its_damage_once_the_last_blocker_is_removed():
    s = game({"post": [TAC], "hand": ["Forged Mission Orders"], "patrol": [DRAGON, SPARE]},
             {"patrol": ["Banshee (BNC-3E)", CHARGER]})
    dragon, banshee, charger = cid(s, DRAGON, "patrol0"), cid(s, "Banshee (BNC-3E)", "patrol1"), cid(s, CHARGER,
                                                                                                        "patrol1")
    mission(s, dragon, target=banshee)
    do(s, ("block", charger), ("keep target out",), ("done",))    # P2 (initiative 0) is done
    do(s, ("play", cid(s, "Forged Mission Orders", "hand0")))    # the only blocker leaves
    play_out(s)
    assert dmg(s, dragon) == 2 - 1                                # the Banshee's 2 against the Dragon's armor 1
    assert dmg(s, charger) == 0 and not mark(s, "tap", charger)


# -- ECM: "Each 'Mech in a group ... gets +1 armor": Elemental Point, no 'Mech (T531), gets none ---------------------
def test_ecm_gives_no_armor_to_elemental_point():
    from mechdeck.games.battletech_tcg.board import armor
    s = game({"patrol": [MADCAT, SPARE]}, {"post": [EP], "patrol": ["Raven (RVN-3L)"]})
    madcat, raven, ep = cid(s, MADCAT, "patrol0"), cid(s, "Raven (RVN-3L)", "patrol1"), cid(s, EP, "post1")
    mission(s, madcat)
    do(s, ("block", raven), ("block", ep))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",))
    assert armor(s, raven) == 1 and armor(s, ep) == 1
