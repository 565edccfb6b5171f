"""Enhancements and Retrofits of Counterstrike, Mercenaries and MechWarrior (abilities/pilots.py, its last part):
one or more tests per card, each checking every clause of its text, its timing and what is refused."""
from mechdeck.games.battletech_tcg.board import armor, base_attack, mark, pilot_of, structure, tapped
from mechdeck.games.battletech_tcg.missions import assignable, attack_of, initiative, restricted_attack

from tcg_support import FILL, cid, dice, dmg, do, game, mission, names, options, play_out, public

DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7, 60 tons
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9, 95 tons
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7, 80 tons
HUNCHBACK = "Hunchback (HBK-4G)"         # slow 2/1/7, Alpha Strike +2
PUMA = "Puma A (Adder)"                  # moderate 1/1/5, Missile 3
LANCELOT = "Lancelot (LNC25-01)"         # moderate 4/2/5, Overheat 4: +1
TACTICS = "Support - Tactics"


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


# -- ME001 Access to Extra Munitions -----------------------------------------------------------------------------------
def test_access_to_extra_munitions_alpha_strike_does_not_deplete_and_the_card_draws():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": HUNCHBACK, "enhancements": ["Access to Extra Munitions"]},
                                              {"card": "Centurion (CN9-A)"}]}, stock())
    hunchback, centurion = cid(s, HUNCHBACK, "patrol0"), cid(s, "Centurion (CN9-A)", "patrol0")
    mission(s, hunchback, centurion, target="stock")
    do(s, ("alpha strike", hunchback, 0), ("alpha strike", centurion, 0))
    assert attack_of(s, hunchback) == 4
    play_out(s)
    assert not mark(s, "dep", hunchback) and mark(s, "dep", centurion)    # only its own 'Mech
    s = game({"stock": [FILL] * 5, "hand": [FILL, FILL, "Access to Extra Munitions"],
              "post": ["Support - Logistics"] * 2, "patrol": [HUNCHBACK]}, stock(), phase="deploy")
    munitions = cid(s, "Access to Extra Munitions", "hand0")
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy revealed", munitions))
    while s.decision.kind == "pay":
        do(s, options(s)[0])
    do(s, ("on", cid(s, HUNCHBACK, "patrol0")))
    assert names(s, "hand0") == [FILL] and s.counters["deploys"] == 0     # no deployment used; a draw


# -- ME046 Intimidating Paint Job --------------------------------------------------------------------------------------
def test_intimidating_paint_job_on_80_tons_gives_1_attack_less_to_each_mech_engaged_with_it():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Intimidating Paint Job", "cc": 5}], "patrol": [DRAGON, BANSHEE]},
             stock(), phase="deploy")
    paint = cid(s, "Intimidating Paint Job", "build0")
    do(s, ("reveal", paint))
    assert options(s) == (("on", cid(s, BANSHEE, "patrol0")),)            # not the 60-ton Dragon
    s = game({"stock": [FILL] * 5, "patrol": [{"card": BANSHEE, "enhancements": ["Intimidating Paint Job"] * 2}]},
             stock(patrol=[DRAGON, CICADA]))
    banshee, dragon, cicada = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    mission(s, banshee, target="stock")
    assert base_attack(s, dragon) == 2                                     # not engaged yet
    do(s, ("block", dragon), ("block", cicada))
    assert base_attack(s, dragon) == 0 and base_attack(s, cicada) == 0     # two Paint Jobs add up (Guide)
    assert base_attack(s, banshee) == 2


# -- MW040 Inferno Missile Retrofit ------------------------------------------------------------------------------------
def test_inferno_missile_retrofit_gives_ap_and_doubles_the_chosen_mechs_overheat_damage():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Inferno Missile Retrofit"]}]},
             stock(patrol=[LANCELOT]))
    dragon, lancelot = cid(s, DRAGON, "patrol0"), cid(s, LANCELOT, "patrol1")
    inferno = cid(s, "Inferno Missile Retrofit", "attached0")
    assert [n for n, ok in restricted_attack(s, dragon)].count(1) >= 1
    mission(s, dragon, target="stock")
    assert ("use", inferno, "inferno") not in options(s)
    do(s, ("block", lancelot), ("keep target out",), ("done",))
    do(s, ("use", inferno, "inferno"))                                     # the only opposing 'Mech: chosen
    assert ("use", inferno, "inferno") not in options(s)
    do(s, ("done",))
    assert "Inferno Missile Retrofit: Lancelot (LNC25-01) receives 8 more damage" in public(s)
    assert "Lancelot (LNC25-01) takes 10 damage (8 to structure)" in public(s)   # 2, twice its Overheat 4
    assert lancelot in s.zones["scrap1"]


def test_inferno_missile_retrofit_ap_reaches_a_site_and_adds_to_a_printed_ap():
    """Ruling T826: the Retrofit's AP is AP once more, for a 'Mech with AP printed too (the Guide: an ability an
    Enhancement gives that the Unit already has, it has twice)."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Inferno Missile Retrofit"]}]},
             stock())
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    play_out(s)
    assert len(s.zones["scrap1"]) == 3                                     # 2 + 1 AP to the Stockpile
    viper = "Dragonfly C (Viper)"   # AP printed
    s = game({"stock": [FILL] * 5, "patrol": [viper, {"card": viper, "enhancements": ["Inferno Missile Retrofit"]},
                                              {"card": DRAGON, "enhancements": ["Inferno Missile Retrofit"] * 2}]},
             stock())
    bare, retrofitted = s.zones["patrol0"][:2]
    assert [len(restricted_attack(s, m)) for m in (bare, retrofitted, cid(s, DRAGON, "patrol0"))] == [1, 2, 2]


def test_inferno_missile_retrofits_ap_does_not_reach_a_mech():
    """Does not apply: Inferno Missile Retrofit's AP ("+1 attack against a target that is not a 'Mech") adds nothing
    to the damage its 'Mech may deal to a blocking 'Mech: 2, the Dragon's attack, where the Stockpile could get 3."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Inferno Missile Retrofit"]}]},
             stock(patrol=[CICADA]))
    dragon, cicada = cid(s, DRAGON, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", cicada), ("include target",))
    assert assignable(s, dragon, cicada) == 2 and assignable(s, dragon, "stock") == 3


# -- MW042 Jump Jet Retrofit -------------------------------------------------------------------------------------------
def test_jump_jet_retrofit_gives_jump_to_a_mech_without_it():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Jump Jet Retrofit", "cc": 5}],
              "patrol": [DRAGON, "Clint (CLNT-2-3T)"]}, stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Jump Jet Retrofit", "build0")))
    assert options(s) == (("on", cid(s, DRAGON, "patrol0")),)             # the Clint has Jump
    do(s, options(s)[0])
    assert names(s, "hand0") == [FILL]                                     # drew a card
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["Jump Jet Retrofit"]}]},
             stock(patrol=[CICADA]))
    dragon = cid(s, DRAGON, "patrol0")
    jets = cid(s, "Jump Jet Retrofit", "attached0")
    mission(s, dragon, target="stock")
    do(s, ("block", cid(s, CICADA, "patrol1")), ("keep target out",), ("done",))
    assert initiative(s, 0) == 0 and s.decision.player == 0
    do(s, ("use", jets, "jump"))
    assert initiative(s, 0) == 1 and attack_of(s, dragon) == 1
    assert ("use", jets, "jump") not in options(s)


# -- MW054 NARC Retrofit -----------------------------------------------------------------------------------------------
def test_narc_retrofit_costs_1_attack_and_gives_narc_which_may_be_declined():
    s = game({"stock": [FILL] * 5, "post": ["Support - Munitions"],
              "patrol": [{"card": DRAGON, "enhancements": ["NARC Retrofit"]}, PUMA]}, stock(patrol=[CHARGER]))
    dragon, puma, charger = cid(s, DRAGON, "patrol0"), cid(s, PUMA, "patrol0"), cid(s, CHARGER, "patrol1")
    assert base_attack(s, dragon) == 1
    mission(s, dragon, puma, target="stock")
    do(s, ("block", charger), ("keep target out",), ("assign", charger, dragon))
    assert ("decline", dragon, "narc") in options(s)
    dice(s, 4, 6)
    do(s, ("missile", puma, charger), ("missile", puma, charger), ("done",))
    assert dmg(s, charger) == 3 + 0 + 2 - 1                                # 4 becomes 3 (Munitions), 6 becomes 5
    s = game({"stock": [FILL] * 5, "post": ["Support - Munitions"],
              "patrol": [{"card": DRAGON, "enhancements": ["NARC Retrofit"]}, PUMA]}, stock(patrol=[CHARGER]))
    dragon, puma, charger = cid(s, DRAGON, "patrol0"), cid(s, PUMA, "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, dragon, puma, target="stock")
    do(s, ("block", charger), ("keep target out",), ("assign", charger, dragon), ("decline", dragon, "narc"))
    dice(s, 4)
    do(s, ("missile", puma, charger), ("done",))
    assert dmg(s, charger) == 0 + 2 - 1                                    # 4: no missile damage
    assert "Dragon (DRG-1N) does not use narc" in public(s) or "Dragon (DRG-1N) does not use NARC" in public(s)


def test_narc_retrofit_only_on_a_mech_of_base_attack_1_and_not_cumulative():
    s = game({"stock": [FILL] * 5, "build": [{"card": "NARC Retrofit", "cc": 5}],
              "patrol": [DRAGON, "Black Hawk D (Nova)"]}, stock(), phase="deploy")
    do(s, ("reveal", cid(s, "NARC Retrofit", "build0")))
    assert options(s) == (("on", cid(s, DRAGON, "patrol0")),)
    s = game({"stock": [FILL] * 5, "post": ["Support - Munitions"],
              "patrol": [{"card": "Puma C (Adder)", "enhancements": ["NARC Retrofit"]}]}, stock(patrol=[CHARGER]))
    puma, charger = cid(s, "Puma C (Adder)", "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, puma, target="stock")
    do(s, ("block", charger), ("keep target out",), ("done",))
    assert options(s).count(("decline", puma, "narc")) == 1
    dice(s, 4)
    do(s, ("missile", puma, charger), ("done",))
    assert dmg(s, charger) == 3 + 1 - 1                                    # 4 - 1 only once: 3 with Munitions


# -- MW096 Thunder LRMs ------------------------------------------------------------------------------------------------
def test_thunder_lrms_mechs_its_missiles_damage_do_not_untap_in_their_next_untap_phase():
    s = game({"stock": [FILL] * 8, "patrol": [{"card": PUMA, "enhancements": ["Thunder LRMs"]}]},
             stock(patrol=[CICADA, DRAGON]))
    puma, cicada, dragon = cid(s, PUMA, "patrol0"), cid(s, CICADA, "patrol1"), cid(s, DRAGON, "patrol1")
    mission(s, puma, target="stock")
    do(s, ("block", cicada), ("block", dragon), ("keep target out",), ("done",))
    dice(s, 2, 6)
    turn = s.counters["turn"]
    do(s, ("missile", puma, dragon), ("missile", puma, cicada), ("assign", puma, cicada), ("done",))
    # the mission is over, and with it P1's turn: P2's Untap phase has come
    assert s.counters["turn"] == turn + 1 and s.counters["active"] == 1
    log = public(s)
    assert log.index("Dragon (DRG-1N) will not untap in P2's next Untap phase (Thunder LRMs)") < \
        log.index("Dragon (DRG-1N) does not untap (Thunder LRMs)")
    assert tapped(s, dragon) and not tapped(s, cicada)                     # the Cicada took no missile damage
    assert mark(s, "thunder", dragon) is None                              # only the next Untap phase


def test_thunder_lrms_only_on_a_mech_with_the_missile_option():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Thunder LRMs", "cc": 5}],
              "patrol": [DRAGON, PUMA, {"card": CHARGER, "enhancements": ["Retrofitted Missile Rack"]}]}, stock(),
             phase="deploy")
    do(s, ("reveal", cid(s, "Thunder LRMs", "build0")))
    assert options(s) == (("on", cid(s, PUMA, "patrol0")), ("on", cid(s, CHARGER, "patrol0")))


# -- MW021 ECM Retrofit, MW093 Targeting Computer Retrofit -------------------------------------------------------------
def test_ecm_retrofit_goes_on_your_mech_draws_and_takes_1_structure():
    s = game({"stock": [FILL] * 5, "build": [{"card": "ECM Retrofit", "cc": 3}],
              "patrol": [DRAGON, {"card": CHARGER, "damage": 6}]}, stock(patrol=[BANSHEE]), phase="deploy")
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0")
    do(s, ("reveal", cid(s, "ECM Retrofit", "build0")))
    assert options(s) == (("on", dragon), ("on", charger))                # one of your 'Mechs only
    assert names(s, "hand0") == [FILL]                                     # "Draw a card when you activate"
    do(s, ("on", charger))
    assert charger in s.zones["scrap0"]                                    # 6 damage: its structure is 6 now
    assert "Charger (CGR-1A1) is scrapped (destroyed: its damage reaches its structure)" in public(s)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["ECM Retrofit"]}]}, stock())
    assert structure(s, cid(s, DRAGON, "patrol0")) == 6


def test_ecm_retrofit_gives_its_group_1_armor_declinable_and_not_cumulative():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["ECM Retrofit"]}, CHARGER]},
             stock(12, patrol=[{"card": "Raven (RVN-3L)"}]))
    dragon, charger, raven = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0"), cid(s, "Raven (RVN-3L)", "patrol1")
    assert armor(s, dragon) == 1                                           # only in a mission group
    mission(s, dragon, charger, target="stock")
    assert armor(s, dragon) == 2 and armor(s, charger) == 2 and armor(s, raven) == 0
    do(s, ("block", raven), ("keep target out",))
    assert armor(s, raven) == 1                                            # its own printed ECM
    do(s, ("assign", raven, dragon), ("assign", raven, charger), ("done",))
    assert options(s).count(("decline", dragon, "ecm")) == 1
    do(s, ("decline", dragon, "ecm"))
    assert armor(s, dragon) == 1 and armor(s, charger) == 1
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "enhancements": ["ECM Retrofit"]}, "Raven (RVN-3L)"]},
             stock(12))
    dragon, raven = cid(s, DRAGON, "patrol0"), cid(s, "Raven (RVN-3L)", "patrol0")
    mission(s, dragon, raven, target="stock")
    assert armor(s, dragon) == 2 and armor(s, raven) == 1                  # +1 once with a printed ECM too


def test_targeting_computer_retrofit_gives_1_attack_takes_1_structure_draws_and_deploys_free():
    s = game({"stock": [FILL] * 5, "hand": [FILL, FILL, "Targeting Computer Retrofit"], "post": [TACTICS] * 4,
              "patrol": [DRAGON]}, stock(), phase="deploy")
    dragon, retrofit = cid(s, DRAGON, "patrol0"), cid(s, "Targeting Computer Retrofit", "hand0")
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy revealed", retrofit))
    while s.decision.kind == "pay":
        do(s, options(s)[0])
    do(s, ("on", dragon))
    assert names(s, "hand0") == [FILL] and pilot_of(s, dragon) is None   # an Enhancement, no pilot
    assert base_attack(s, dragon) == 3 and structure(s, dragon) == 6
