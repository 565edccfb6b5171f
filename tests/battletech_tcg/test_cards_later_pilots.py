"""Pilots of Counterstrike, Mercenaries and MechWarrior (abilities/pilots.py, its last part; their Enhancements and
Retrofits: test_cards_later_enhancements.py): one or more tests per card, each checking every clause of its text, its
timing and what is refused."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import armor, base_attack, mark, pilot_of, tapped
from mechdeck.games.battletech_tcg.missions import attack_of, initiative

from mechdeck.games.battletech_tcg.turn import scrap_card

from tcg_support import FILL, R, cid, dice, dmg, do, game, mission, names, options, play_out, public

DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7, 60 tons
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9, 95 tons
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
FENRIS = "Fenris Prime (Ice Ferret)"     # fast 3/1/6
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7, 80 tons
HUNCHBACK = "Hunchback (HBK-4G)"         # slow 2/1/7, Alpha Strike +2
MADCAT = "Mad Cat Prime (Timber Wolf)"   # moderate 7/2/9, Missile 2, Overheat 3: +3
PUMA = "Puma A (Adder)"                  # moderate 1/1/5, Missile 3
LANCELOT = "Lancelot (LNC25-01)"         # moderate 4/2/5, Overheat 4: +1
TACTICS = "Support - Tactics"


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def later_card(s, name, zone="attached0"):
    return cid(s, name, zone)


def test_the_cards_of_this_module_are_implemented_in_pilots_py():
    mine = ("CS008", "CS036", "CS073", "ME003", "ME043", "ME077", "ME089", "MW033", "MW035", "MW072", "MW073",
            "MW079", "MW080", "MW085", "ME001", "ME046", "MW021", "MW040", "MW042", "MW054", "MW093", "MW096")
    assert set(mine) <= implemented_numbers()
    assert all(where(n).startswith("pilots.py") for n in mine)


# -- later pilots in general: printed bonuses read from the text, reassignment ----------------------------------------
def test_later_pilots_add_their_printed_attack_and_initiative_and_may_be_reassigned():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Aletha Kabrinski"}, BANSHEE,
                                              {"card": CICADA, "pilot": "Solaris Games Veteran"}]}, stock())
    dragon, banshee, cicada = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, CICADA, "patrol0")
    aletha, veteran = later_card(s, "Aletha Kabrinski"), later_card(s, "Solaris Games Veteran")
    assert base_attack(s, dragon) == 3 and base_attack(s, cicada) == 3      # "Pilot:+1 initiative, +1 attack", "+2"
    mission(s, dragon, cicada, target="stock")
    assert initiative(s, 0) == 3                                           # +1 and "+2 attack, +2 initiative"
    play_out(s)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Aletha Kabrinski"}, BANSHEE]}, stock(),
             phase="deploy")
    aletha, banshee = later_card(s, "Aletha Kabrinski"), cid(s, BANSHEE, "patrol0")
    do(s, ("reassign", aletha, banshee))
    assert pilot_of(s, banshee) == aletha and veteran is not None


# -- CS008 Berserker Warrior -------------------------------------------------------------------------------------------
def test_berserker_warrior_alone_gets_2_attack_and_prevents_1_per_opposing_mech_after_the_first():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Berserker Warrior"}]},
             stock(patrol=[CICADA, CHARGER, FENRIS]))
    dragon = cid(s, DRAGON, "patrol0")
    cicada, charger = cid(s, CICADA, "patrol1"), cid(s, CHARGER, "patrol1")
    berserker = later_card(s, "Berserker Warrior")
    mission(s, dragon, target="stock")
    assert ("use", berserker, "berserk") not in options(s)                 # before blockers: not a battle yet
    do(s, ("block", cicada), ("block", charger), ("no more blockers",), ("keep target out",))
    assert initiative(s, 0) == 1 and s.decision.player == 1               # Pilot: +1 initiative
    do(s, ("done",))
    do(s, ("use", berserker, "berserk"))
    assert attack_of(s, dragon) == 2 + 2                                   # one blocker after the first
    assert ("use", berserker, "berserk") not in options(s)                 # once per mission
    do(s, ("assign all", dragon, charger), ("done",))
    assert dmg(s, dragon) == 0                                             # 1 + 1 - 1 prevented - 1 armor
    assert dmg(s, charger) == 3


def test_berserker_warrior_needs_to_be_alone_and_two_opposing_mechs():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Berserker Warrior"}, BANSHEE]},
             stock(patrol=[CICADA, CHARGER]))
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    berserker = later_card(s, "Berserker Warrior")
    mission(s, dragon, banshee, target="stock")                            # not alone
    cicada, charger = cid(s, CICADA, "patrol1"), cid(s, CHARGER, "patrol1")
    do(s, ("block", cicada), ("block", charger), ("keep target out",), ("assign", cicada, dragon),
       ("assign", charger, dragon))
    assert s.decision.player == 0 and ("use", berserker, "berserk") not in options(s)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Berserker Warrior"}]},
             stock(patrol=[CICADA, CHARGER]))
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    do(s, ("block", cid(s, CICADA, "patrol1")), ("no more blockers",), ("keep target out",), ("done",))
    assert ("use", later_card(s, "Berserker Warrior"), "berserk") not in options(s)   # one blocker: no "after"


def test_berserker_warrior_blocking_alone_counts_the_mechs_it_blocks():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, CHARGER, DRAGON]},
             stock(patrol=[{"card": FENRIS, "pilot": "Berserker Warrior"}]))
    banshee = cid(s, FENRIS, "patrol1")
    berserker = later_card(s, "Berserker Warrior", "attached1")
    mission(s, cid(s, CICADA, "patrol0"), cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol0"), target="stock")
    do(s, ("block", banshee), ("keep target out",))
    assert s.decision.player == 0
    do(s, ("done",))
    assert s.decision.player == 1
    do(s, ("use", berserker, "berserk"))
    assert attack_of(s, banshee) == 3 + 4                                  # two attackers after the first
    assert ("m.prev" in s.counters) and (banshee, 2) in s.counters["m.prev"]


# -- CS036 Fanatical Leader --------------------------------------------------------------------------------------------
def test_fanatical_leader_gives_1_attack_to_each_other_mech_of_its_group():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Fanatical Leader"}, BANSHEE,
                                              {"card": CICADA, "pilot": "Fanatical Leader"}, CHARGER]}, stock(12))
    dragon, banshee, cicada, charger = (cid(s, n, "patrol0") for n in (DRAGON, BANSHEE, CICADA, CHARGER))
    assert base_attack(s, banshee) == 2                                    # only in a group of a mission
    mission(s, dragon, banshee, cicada, target="stock")
    assert base_attack(s, dragon) == 2 + 1 and base_attack(s, cicada) == 1 + 1   # from the other leader only
    assert base_attack(s, banshee) == 2 + 2                                # each leader of its group (T820)
    assert base_attack(s, charger) == 1                                    # not in the group
    assert initiative(s, 0) == 2
    play_out(s)
    assert base_attack(s, banshee) == 2


def test_fanatical_leader_gives_blockers_too_but_not_the_other_side():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE, {"card": HUNCHBACK, "pilot": "Fanatical Leader"}]},
             stock(patrol=[{"card": DRAGON, "pilot": "Fanatical Leader"}, CHARGER]))
    banshee, dragon, charger = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1"), cid(s, CHARGER, "patrol1")
    mission(s, banshee, target="stock")                                    # without its leader's 'Mech
    assert base_attack(s, banshee) == 2
    do(s, ("block", dragon), ("block", charger))
    assert base_attack(s, charger) == 2 and base_attack(s, dragon) == 2 and base_attack(s, banshee) == 2


# -- CS073 Recon Pilot -------------------------------------------------------------------------------------------------
def test_recon_pilot_attacking_deals_no_damage_and_prevents_up_to_5_to_its_mech():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": MADCAT, "pilot": "Recon Pilot"}]},
             stock(patrol=[{"card": BANSHEE, "guard": "stock"}]))
    madcat, banshee = cid(s, MADCAT, "patrol0"), cid(s, BANSHEE, "patrol1")
    recon = later_card(s, "Recon Pilot")
    mission(s, madcat, target="stock")
    do(s, ("block", banshee), ("keep target out",))
    assert initiative(s, 0) == 1
    do(s, ("done",))
    do(s, ("use", recon, "recon"))
    assert ("use", recon, "recon") not in options(s)
    do(s, ("overheat", madcat, 0), ("assign all", madcat, banshee))
    dice(s, 1, 2)
    do(s, ("missile", madcat, banshee), ("missile", madcat, banshee), ("done",))
    assert dmg(s, banshee) == 0                                            # 10 damage and 3 of missiles: none dealt
    assert dmg(s, madcat) == 0                                             # 2 + 3 Overheat - 5 prevented
    assert "Mad Cat Prime (Timber Wolf) will deal no damage (Recon Pilot)" in public(s)


def test_recon_pilot_only_when_attacking_free_deployment_and_draw():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             stock(patrol=[{"card": DRAGON, "pilot": "Recon Pilot"}]))
    recon = later_card(s, "Recon Pilot", "attached1")
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", cid(s, DRAGON, "patrol1")), ("keep target out",))
    assert s.decision.player == 0
    do(s, ("done",))
    assert s.decision.player == 1 and ("use", recon, "recon") not in options(s)   # blocking
    s = game({"stock": [FILL] * 5, "hand": [FILL, FILL, "Recon Pilot"], "post": [TACTICS] * 4, "patrol": [DRAGON]},
             stock(), phase="deploy")
    recon = cid(s, "Recon Pilot", "hand0")
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy", cid(s, FILL, "hand0")))
    assert ("deploy revealed", recon) in options(s)                        # does not count as a deployment
    do(s, ("deploy revealed", recon))
    while s.decision.kind == "pay":
        do(s, options(s)[0])
    do(s, ("on", cid(s, DRAGON, "patrol0")))
    assert names(s, "hand0") == [FILL] and pilot_of(s, cid(s, DRAGON, "patrol0")) == recon   # drew a card


# -- ME003 Aletha Kabrinski --------------------------------------------------------------------------------------------
def test_aletha_kabrinski_prevents_3_to_a_moderate_or_fast_mech_during_a_mission():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Aletha Kabrinski"}]},
             stock(patrol=[MADCAT]))
    dragon, madcat = cid(s, DRAGON, "patrol0"), cid(s, MADCAT, "patrol1")
    aletha = later_card(s, "Aletha Kabrinski")
    mission(s, dragon, target="stock")
    do(s, ("block", madcat), ("keep target out",), ("done",))
    do(s, ("use", aletha, "prevent"))
    assert ("use", aletha, "prevent") not in options(s)
    do(s, ("done",))
    assert dmg(s, dragon) == 3                                             # 7 - 3 prevented - 1 armor
    s = game({"stock": [FILL] * 5, "patrol": [{"card": BANSHEE, "pilot": "Aletha Kabrinski"}]},
             stock(patrol=[MADCAT]))
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", cid(s, MADCAT, "patrol1")), ("keep target out",), ("done",))
    assert ("use", later_card(s, "Aletha Kabrinski"), "prevent") not in options(s)   # a slow 'Mech


# -- ME043 Hohiro Kurita -----------------------------------------------------------------------------------------------
def until(s, kind=None, active=None):
    """Go on (``done``) until a decision of this kind, or of this active player, comes."""
    while (s.decision.kind != kind) if kind else (s.counters["active"] != active):
        do(s, ("done",))


def test_hohiro_kurita_holds_the_mechs_its_mech_battled_while_it_stays_tapped():
    s = game({"stock": [FILL] * 20, "patrol": [{"card": DRAGON, "pilot": "Hohiro Kurita"}]},
             stock(20, patrol=[CHARGER, CICADA, {"card": FENRIS, "tapped": True}]))
    dragon, charger, fenris = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1"), cid(s, FENRIS, "patrol1")
    assert base_attack(s, dragon) == 3                                     # "+2 initiative, +1 attack"
    mission(s, dragon, target="stock")
    assert initiative(s, 0) == 2
    do(s, ("block", charger), ("no more blockers",), ("keep target out",))
    play_out(s)
    assert s.counters["active"] == 1
    assert tapped(s, charger) and not tapped(s, fenris)                    # only the 'Mech it battled stays tapped
    assert "Charger (CGR-1A1) does not untap (Hohiro Kurita)" in public(s)
    until(s, "choose")                                                     # P2's turn is over: P1 decides
    assert s.decision.player == 0 and options(s) == (("untap", dragon), ("stay", dragon))
    do(s, ("stay", dragon))
    assert s.counters["active"] == 0 and tapped(s, dragon)
    assert "P1 keeps Dragon (DRG-1N) tapped (Hohiro Kurita)" in public(s)
    until(s, active=1)
    assert tapped(s, charger)                                              # still held
    until(s, "choose")
    do(s, ("untap", dragon))
    assert not tapped(s, dragon)
    until(s, active=1)
    assert not tapped(s, charger)                                          # its 'Mech untapped: the hold is over


def test_hohiro_kurita_hold_ends_when_hohiro_pilots_another_mech():
    s = game({"stock": [FILL] * 20, "patrol": [{"card": DRAGON, "pilot": "Hohiro Kurita"}, BANSHEE]},
             stock(20, patrol=[CHARGER]))
    dragon, banshee, charger = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, CHARGER, "patrol1")
    hohiro = later_card(s, "Hohiro Kurita")
    mission(s, dragon, target="stock")
    do(s, ("block", charger), ("keep target out",))
    play_out(s)
    until(s, active=1)
    assert tapped(s, charger)
    until(s, "choose")
    do(s, ("stay", dragon))
    until(s, "deploy-phase")
    do(s, ("reassign", hohiro, banshee))
    assert tapped(s, dragon) and pilot_of(s, banshee) == hohiro
    until(s, active=1)
    assert not tapped(s, charger)                                          # Hohiro no longer pilots the Dragon


# -- ME077 Rhonda Snord ------------------------------------------------------------------------------------------------
RHONDA_CHOICES = ("must use missile", "cannot use missile", "must use overheat", "cannot use overheat",
                  "must use alpha", "cannot use alpha", "must use jump", "cannot use jump")


def test_rhonda_snord_as_her_mech_is_blocked_makes_the_blockers_overheat():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Rhonda Snord"}]},
             stock(12, patrol=[MADCAT, LANCELOT]))
    dragon, madcat, lancelot = cid(s, DRAGON, "patrol0"), cid(s, MADCAT, "patrol1"), cid(s, LANCELOT, "patrol1")
    rhonda = later_card(s, "Rhonda Snord")
    assert base_attack(s, dragon) == 3
    mission(s, dragon, target="stock")
    do(s, ("block", madcat), ("block", lancelot))
    assert s.decision.player == 0                                          # before initiative order (Guide)
    assert options(s) == tuple(("use", rhonda, key) for key in RHONDA_CHOICES) + (("pass",),)
    do(s, ("use", rhonda, "must use overheat"))
    assert attack_of(s, madcat) == 7 + 3 and attack_of(s, lancelot) == 4 + 1   # forced, and it still damages
    assert (madcat, 3) in s.counters["m.heat"] and (lancelot, 4) in s.counters["m.heat"]
    assert "Rhonda Snord: P2's 'Mechs must use Overheat" in public(s)
    do(s, ("keep target out",))
    assert initiative(s, 0) == 3
    assert not any(o[0] == "overheat" for o in options(s))


def test_rhonda_snord_missiles_forbidden_or_forced():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Rhonda Snord"}]},
             stock(12, patrol=[MADCAT]))
    dragon, madcat = cid(s, DRAGON, "patrol0"), cid(s, MADCAT, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", madcat), ("use", later_card(s, "Rhonda Snord"), "cannot use missile"), ("keep target out",))
    assert s.decision.player == 1 and not any(o[0] == "missile" for o in options(s))
    assert any(o[0] == "overheat" for o in options(s))                     # only the chosen option
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Rhonda Snord"}, CHARGER]},
             stock(12, patrol=[MADCAT]))
    dragon, charger, madcat = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0"), cid(s, MADCAT, "patrol1")
    mission(s, dragon, charger, target="stock")
    do(s, ("block", madcat), ("use", later_card(s, "Rhonda Snord"), "must use missile"))
    assert s.decision.player == 1 and options(s) == (("missile", madcat, dragon), ("missile", madcat, charger))
    do(s, ("missile", madcat, charger), ("missile", madcat, dragon))
    assert s.counters["m.msl"] == ((madcat, charger), (madcat, dragon))


def test_rhonda_snord_blocking_forces_an_alpha_strike_or_forbids_a_jump_and_is_not_offered_unblocked():
    s = game({"stock": [FILL] * 5, "patrol": [HUNCHBACK, "Clint (CLNT-2-3T)"]},
             stock(12, patrol=[{"card": BANSHEE, "pilot": "Rhonda Snord"}]))
    hunchback = cid(s, HUNCHBACK, "patrol0")
    mission(s, hunchback, target="stock")
    do(s, ("block", cid(s, BANSHEE, "patrol1")))
    assert s.decision.player == 1
    do(s, ("use", later_card(s, "Rhonda Snord", "attached1"), "must use alpha"))
    assert hunchback in s.counters["m.alpha"] and attack_of(s, hunchback) == 4
    play_out(s)
    assert mark(s, "dep", hunchback)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": "Clint (CLNT-2-3T)", "pilot": "Rhonda Snord"}]},
             stock(12, patrol=[{"card": "Clint (CLNT-2-3U)"}]))
    clint, other = cid(s, "Clint (CLNT-2-3T)", "patrol0"), cid(s, "Clint (CLNT-2-3U)", "patrol1")
    mission(s, clint, target="stock")
    do(s, ("block", other), ("use", later_card(s, "Rhonda Snord"), "cannot use jump"), ("keep target out",))
    assert not any(o[0] == "jump" for o in options(s)) and any(o[0] == "overheat" for o in options(s))
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Rhonda Snord"}]}, stock(12))
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    assert s.decision.kind == "battle-effects"                             # not blocked: no choice offered


def test_rhonda_snord_forbids_overheat_or_alpha_strike_and_forces_a_jump():
    def blocked_by_rhonda(attackers, choice):
        s = game({"stock": [FILL] * 5, "patrol": list(attackers)},
                 stock(12, patrol=[{"card": DRAGON, "pilot": "Rhonda Snord"}]))
        mission(s, *s.zones["patrol0"], target="stock")
        do(s, ("block", cid(s, DRAGON, "patrol1")), ("use", later_card(s, "Rhonda Snord", "attached1"), choice),
           ("keep target out",))
        return s
    s = blocked_by_rhonda([{"card": LANCELOT, "pilot": "Redline Pilot"}], "cannot use overheat")
    assert s.decision.player == 0 and not any(o[0] == "overheat" for o in options(s))
    assert attack_of(s, cid(s, LANCELOT, "patrol0")) == 4                  # kept from it: it did not overheat
    s = blocked_by_rhonda(["Centurion (CN9-A)"], "cannot use alpha")
    assert not any(o[0] == "alpha strike" for o in options(s))
    s = blocked_by_rhonda(["Clint (CLNT-2-3T)"], "must use jump")
    clint = cid(s, "Clint (CLNT-2-3T)", "patrol0")
    assert attack_of(s, clint) == 1 and initiative(s, 0) == 1 and (clint, "jump0") in s.counters["m.used"]


# -- ME089 Targeting Ace -----------------------------------------------------------------------------------------------
def test_targeting_ace_adds_or_subtracts_1_on_each_missile_die_right_after_the_roll():
    s = game({"stock": [FILL] * 5, "post": ["Support - Munitions"],
              "patrol": [{"card": PUMA, "pilot": "Targeting Ace"}]}, stock(patrol=[DRAGON]))
    puma, dragon = cid(s, PUMA, "patrol0"), cid(s, DRAGON, "patrol1")
    ace = later_card(s, "Targeting Ace")
    mission(s, puma, target="stock")
    do(s, ("block", dragon), ("keep target out",), ("done",))
    dice(s, 4, 1, 6)
    do(s, ("missile", puma, dragon), ("missile", puma, dragon), ("missile", puma, dragon), ("done",))
    assert options(s) == (("modify", ace, "targeting ace +1"), ("modify", ace, "targeting ace -1"), ("keep",))
    do(s, ("modify", ace, "targeting ace -1"))
    assert options(s) == (("modify", ace, "targeting ace +1"), ("keep",))   # 1: only up; once on each die
    do(s, ("modify", ace, "targeting ace +1"))
    assert options(s) == (("modify", ace, "targeting ace -1"), ("keep",))   # 6: only down
    do(s, ("keep",))
    assert dmg(s, dragon) == 3 + 2 + 0 + 1 - 1                             # 3 (Munitions), 2, 5; the Puma's 1; armor
    assert "P1 uses Targeting Ace: -1 to the missile die (4 -> 3)" in public(s)


# -- MW033 Gearhead ----------------------------------------------------------------------------------------------------
def test_gearhead_gives_1_armor_and_repairs_1_once_a_turn_in_the_repair_phase():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Gearhead", "damage": 2}, CICADA]}, stock(),
             phase="repair")
    dragon = cid(s, DRAGON, "patrol0")
    gearhead = later_card(s, "Gearhead")
    assert armor(s, dragon) == 2 and base_attack(s, dragon) == 3          # +1 armor, "Pilot: +1 attack"
    assert options(s) == (("use", gearhead, "repair"), ("done",))
    do(s, ("use", gearhead, "repair"))
    assert dmg(s, dragon) == 1
    assert ("use", gearhead, "repair") not in options(s)                   # once each turn
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Gearhead", "damage": 2}]}, stock(),
             phase="deploy")
    assert ("use", later_card(s, "Gearhead"), "repair") not in options(s)  # only in the Repair/Reload phase


# -- MW035 Headhunter --------------------------------------------------------------------------------------------------
def test_headhunter_rolls_for_each_damage_its_mech_deals_in_battle_1_2_prevents_6_scraps():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Headhunter"}]}, stock(12, patrol=[CHARGER]))
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    assert base_attack(s, dragon) == 3                                     # "Pilot: +1 attack"
    mission(s, dragon, target="stock")
    do(s, ("block", charger), ("keep target out",), ("done",))
    dice(s, 1, 6)
    do(s, ("done",))
    assert s.decision.player == 0 and options(s) == (("go",), ("pass",))
    assert "3 not rolled for" in s.decision.prompt
    do(s, ("go",), ("go",))                                                # 1: prevented; 6: scrapped
    assert charger in s.zones["scrap1"]                                    # 2 damage (1 to structure), and the 6
    log = public(s)
    assert "Headhunter rolls 1 for 1 damage to Charger (CGR-1A1): prevented" in log
    assert "Headhunter rolls 6 for 1 damage to Charger (CGR-1A1): that 'Mech will be scrapped" in log
    assert "Charger (CGR-1A1) takes 2 damage (1 to structure)" in log


def test_headhunter_rolls_are_optional_and_only_in_a_battle():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Headhunter"}]}, stock(12, patrol=[CHARGER]))
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", charger), ("keep target out",), ("done",))
    dice(s, 4)
    do(s, ("done",), ("go",), ("pass",))                                   # 4: no effect; then no more rolls
    assert dmg(s, charger) == 2 and "Headhunter rolls 4 for 1 damage to Charger (CGR-1A1): no effect" in public(s)
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": "Headhunter"}]}, stock(12), spare=BANSHEE)
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    play_out(s)
    assert len(s.zones["scrap1"]) == 3 and s.decision.kind == "missions-phase"   # not a battle: no roll


# -- MW072 Redline Pilot -----------------------------------------------------------------------------------------------
def test_redline_pilot_takes_no_overheat_damage_and_gets_2_attack_when_it_overheats():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": LANCELOT, "pilot": "Redline Pilot"}]},
             stock(patrol=[CICADA]))
    lancelot, cicada = cid(s, LANCELOT, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, lancelot, target="stock")
    do(s, ("block", cicada), ("keep target out",), ("done",))
    do(s, ("overheat", lancelot, 0))
    assert attack_of(s, lancelot) == 4 + 1 + 2
    do(s, ("done",))
    assert dmg(s, lancelot) == 0                                           # 4 Overheat and the Cicada's 1 - 2 armor
    assert "Lancelot (LNC25-01) receives no Overheat damage (Redline Pilot)" in public(s)
    assert cicada in s.zones["scrap1"]


# -- MW073 Ristar MechWarrior ------------------------------------------------------------------------------------------
def test_ristar_mechwarrior_rolls_for_each_mission_card_played_4_to_6_back_to_the_hand():
    s = game({"stock": [FILL] * 5, "hand": ["Good Shooting!", "Move to Partial Cover"],
              "patrol": [{"card": DRAGON, "pilot": "Ristar MechWarrior"}]},
             stock(hand=["Good Shooting!"], post=[TACTICS], patrol=[FENRIS]))
    dragon, fenris = cid(s, DRAGON, "patrol0"), cid(s, FENRIS, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", fenris), ("keep target out",))
    do(s, ("play", cid(s, "Good Shooting!", "hand1")), ("assign all", fenris, dragon))   # the opponent's: no roll
    do(s, ("play", cid(s, "Good Shooting!", "hand0")))
    dice(s, 4)
    do(s, ("done",))
    assert names(s, "hand0") == ["Move to Partial Cover", "Good Shooting!"]
    assert "Ristar MechWarrior rolls 4 for Good Shooting!" in public(s)
    assert names(s, "scrap1") == ["Good Shooting!"]


def test_ristar_mechwarrior_a_low_roll_leaves_the_card_and_other_missions_do_not_roll():
    s = game({"stock": [FILL] * 5, "hand": ["Good Shooting!", "Good Shooting!"],
              "post": [TACTICS], "patrol": [{"card": DRAGON, "pilot": "Ristar MechWarrior"}, CHARGER]},
             stock(12, patrol=[FENRIS]))
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0")
    mission(s, dragon, target="stock")
    do(s, ("block", cid(s, FENRIS, "patrol1")), ("keep target out",), ("done",))
    do(s, ("play", cid(s, "Good Shooting!", "hand0")))
    dice(s, 3)
    do(s, ("done",))
    assert names(s, "scrap0") == ["Good Shooting!"]
    assert "Ristar MechWarrior rolls 3 for Good Shooting!: no effect" in public(s)
    mission(s, charger, target="stock")                                    # its 'Mech is not in this one
    do(s, ("play", cid(s, "Good Shooting!", "hand0")))
    play_out(s)
    assert names(s, "scrap0") == ["Good Shooting!", "Good Shooting!"] and "rolls" not in public(s)[-1]


# -- MW079 Sharpshooter ------------------------------------------------------------------------------------------------
def test_sharpshooter_alpha_strike_gets_2_attack_and_does_not_deplete():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": HUNCHBACK, "pilot": "Sharpshooter"}]}, stock())
    hunchback = cid(s, HUNCHBACK, "patrol0")
    mission(s, hunchback, target="stock")
    do(s, ("alpha strike", hunchback, 0))
    assert attack_of(s, hunchback) == 2 + 2 + 2
    play_out(s)
    assert len(s.zones["scrap1"]) == 6
    assert not mark(s, "dep", hunchback) and tapped(s, hunchback)
    assert "Hunchback (HBK-4G) used Alpha Strike and does not deplete" in public(s)


# -- MW080 Shin Yodama -------------------------------------------------------------------------------------------------
def test_shin_yodama_mech_scrapped_in_a_mission_goes_with_it_on_top_of_the_stockpile():
    s = game({"stock": [FILL] * 5, "patrol": [{"card": CICADA, "pilot": "Shin Yodama"}]}, stock(patrol=[FENRIS]))
    cicada, madcat = cid(s, CICADA, "patrol0"), cid(s, FENRIS, "patrol1")
    shin = later_card(s, "Shin Yodama")
    mission(s, cicada, target="stock")
    do(s, ("block", madcat), ("keep target out",), ("done",), ("done",))
    assert s.decision.player == 0 and options(s) == (("choose", cicada), ("choose", shin))
    do(s, ("choose", cicada))
    assert s.zones["stock0"][-2:] == [shin, cicada]                      # the chosen card on top
    assert "Cicada (CDA-2A) goes on top of P1's Stockpile (Shin Yodama)" in public(s)


def test_shin_yodama_outside_a_mission_or_scrapped_alone_does_nothing():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]}, stock(patrol=[{"card": CICADA, "pilot": "Shin Yodama"}]))
    shin = later_card(s, "Shin Yodama", "attached1")
    scrap_card(s, shin)                                                    # the pilot alone
    R.advance(s)
    assert shin in s.zones["scrap1"] and s.decision.kind == "missions-phase"
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]}, stock(patrol=[{"card": CICADA, "pilot": "Shin Yodama"}]))
    cicada, shin = cid(s, CICADA, "patrol1"), later_card(s, "Shin Yodama", "attached1")
    scrap_card(s, cicada)                                                  # outside a mission
    R.advance(s)
    assert cicada in s.zones["scrap1"] and shin in s.zones["scrap1"] and s.decision.kind == "missions-phase"


# -- MW085 Solaris Games Veteran ---------------------------------------------------------------------------------------
def test_solaris_games_veteran_scraps_a_hand_card_to_untap_its_blocking_mech_at_the_end_of_the_mission():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             stock(hand=[FILL, "Tactical Advantage"], patrol=[{"card": DRAGON, "pilot": "Solaris Games Veteran"}]))
    dragon = cid(s, DRAGON, "patrol1")
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", dragon), ("keep target out",), ("done",), ("done",))
    advantage = cid(s, "Tactical Advantage", "hand1")
    assert s.decision.player == 1 and ("scrap", advantage) in options(s) and ("pass",) in options(s)
    do(s, ("scrap", advantage))
    assert not tapped(s, dragon) and "Tactical Advantage" in names(s, "scrap1")


def test_solaris_games_veteran_not_when_it_attacked_or_with_an_empty_hand():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [{"card": DRAGON, "pilot": "Solaris Games Veteran"}]},
             stock(), spare=BANSHEE)
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target="stock")
    play_out(s)
    assert tapped(s, dragon) and s.decision.kind == "missions-phase"
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE]},
             stock(patrol=[{"card": DRAGON, "pilot": "Solaris Games Veteran"}]), spare=CICADA)
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("block", cid(s, DRAGON, "patrol1")), ("keep target out",), ("done",), ("done",))
    assert s.decision.player == 0 and tapped(s, cid(s, DRAGON, "patrol1"))
