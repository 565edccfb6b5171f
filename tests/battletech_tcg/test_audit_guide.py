"""Audit of the Player's Guide rulings (Individual Card Rulings of the base-set cards, and the General Rulings'
principles as they apply to base-set cards): each test pins one ruling the other test files left open."""
from mechdeck.games.battletech_tcg.board import armor, mark
from mechdeck.games.battletech_tcg.missions import attack_of, initiative

from tcg_support import PLAY_OUT, cid, dmg, do, mission, names, options, patch_dice, public
from tcg_support import game as tcg_game, play_out as tcg_play_out

TAC = "Support - Tactics"
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
JENNER = "Jenner (JR7-D)"                 # fast, 2 attack, 1/2, Jump, Overheat 2: +2
CICADA = "Cicada (CDA-2A)"                # fast, 1 attack, 0/3
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6
FENRIS_C = "Fenris C (Ice Ferret)"        # fast, 1 attack, 1/6, Missile 1
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
DRAGON = "Dragon (DRG-1N)"                # moderate, 2 attack, 1/7
RAVEN = "Raven (RVN-3L)"                  # moderate, 2 attack, 0/3, ECM, NARC
BANSHEE = "Banshee (BNC-3E)"              # slow, 2 attack, 3/9
THOR_D = "Thor D (Summoner)"              # moderate, 6 attack, 2/6, may deal up to 2 to the target when blocked
TREBUCHET = "Trebuchet (TBT-7M)"          # moderate, 2 attack, 1/5, Jump, Missile 1, NARC
CHARGER = "Charger (CGR-1A1)"             # moderate, 1 attack, 1/7
HATCHETMAN = "Hatchetman (HCT-3F)"        # slow, 3 attack, 1/4, +1 attack against Units of its speed or slower


def game(p0, p1, **spec):
    """P1 (seat 0) is the active player, in its Missions phase unless told otherwise."""
    return tcg_game(p0, p1, stock=10, **spec)


def play_out(state):
    """Finish the mission: no block, keep the target out, pass, each player done."""
    tcg_play_out(state, PLAY_OUT[:3] + (("pass",),) + PLAY_OUT[3:])


# -- Heavy Fog: "Like any other kind of damage prevention, this can prevent Overheat damage, Missile damage" ----------
def test_heavy_fog_prevents_the_overheat_damage_of_an_attacker():
    s = game({"patrol": [JENNER, SPARE]}, {"post": [TAC], "hand": ["Heavy Fog"]})
    jenner = cid(s, JENNER, "patrol0")
    mission(s, jenner)
    do(s, ("overheat", jenner, 0), ("assign all", jenner, "stock"), ("done",))   # P1 (initiative 0) first
    do(s, ("play", s.zones["hand1"][0]), ("done",))
    assert dmg(s, jenner) == 0                    # Overheat 2, 2 prevented (without the fog: 2 - armor 1 = 1)
    assert "P2's Stockpile takes 2 damage" in public(s)   # 4 attack - 2


def test_heavy_fog_prevents_missile_damage_to_an_attacker(monkeypatch):
    s = game({"patrol": [CICADA, SPARE]}, {"post": [TAC], "hand": ["Heavy Fog"], "patrol": [FENRIS_C]})
    cicada, fenris_c = cid(s, CICADA, "patrol0"), cid(s, FENRIS_C, "patrol1")
    mission(s, cicada)
    do(s, ("block", fenris_c), ("keep target out",))
    do(s, ("assign", cicada, fenris_c))          # all its attack assigned: P1's part ends
    patch_dice(monkeypatch, 2)
    do(s, ("play", s.zones["hand1"][0]), ("missile", fenris_c, cicada), ("assign", fenris_c, cicada))
    play_out(s)
    assert dmg(s, cicada) == 1                    # 1 attack + 2 missile - 2 prevented, armor 0


# -- Ambush!: "Units destroyed by Ambush! still deal their damage as normal" ------------------------------------------
def test_a_mech_destroyed_by_ambush_still_deals_its_damage():
    s = game({"patrol": [CICADA, SPARE]}, {"build": [{"card": "Ambush!", "cc": 11}]})   # 3 above the cost 8
    cicada = cid(s, CICADA, "patrol0")
    mission(s, cicada)
    do(s, ("reveal", cid(s, "Ambush!", "build1")))
    play_out(s)
    assert cicada in s.zones["scrap0"]            # 3 damage against 0/3
    assert "P2's Stockpile takes 1 damage" in public(s)


# -- Candace Liao: scraps the Subterfuge cards revealed after it comes into play, not those already in play ----------
def test_candace_liao_leaves_a_subterfuge_card_already_in_play():
    s = game({"build": [{"card": "Candace Liao", "cc": 12}], "patrol": [SPARE]},
             {"post": ["Master Spy"]}, phase="deploy")
    do(s, ("reveal", cid(s, "Candace Liao", "build0")))
    assert names(s, "post0") == ["Candace Liao"] and names(s, "post1") == ["Master Spy"]


# -- Elemental Point: "You can play a site Enhancement card on Elemental Point" ----------------------------------------
def test_a_site_enhancement_may_go_on_elemental_point():
    s = game({"build": [{"card": "Infantry Platoon", "cc": 3}], "post": ["Elemental Point"], "patrol": [SPARE]},
             {}, phase="deploy")
    do(s, ("reveal", cid(s, "Infantry Platoon", "build0")))
    assert ("on", cid(s, "Elemental Point", "post0")) in options(s)


# -- Grayson Death Carlyle / Lured into Bog: they lift only the attacker's speed, so Elite MechWarrior still holds ----
def test_grayson_death_carlyle_does_not_beat_elite_mechwarrior():
    s = game({"patrol": [{"card": FENRIS, "pilot": "Elite MechWarrior"}, SPARE]},
             {"post": ["Grayson Death Carlyle"], "patrol": [BANSHEE, CICADA]})
    mission(s, cid(s, FENRIS, "patrol0"))
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    assert "P2 does not block" in public(s)       # a fast guard of the target alone could block


def test_lured_into_bog_does_not_beat_elite_mechwarrior():
    s = game({"patrol": [{"card": FENRIS, "pilot": "Elite MechWarrior"}, SPARE]},
             {"post": [TAC], "hand": ["Lured into Bog"], "patrol": [BANSHEE, CICADA]})
    mission(s, cid(s, FENRIS, "patrol0"))
    do(s, ("play", s.zones["hand1"][0]))
    assert "P2 does not block" in public(s)


# -- Temporary Cease-Fire: "affects only damage dealt by Units", not a Mission card's "receives" damage ----------------
def test_temporary_cease_fire_does_not_stop_the_damage_of_sacrifice_for_the_dragon(monkeypatch):
    s = game({"post": [TAC], "hand": ["Sacrifice for the Dragon!"], "patrol": [FENRIS, SPARE]},
             {"post": [TAC], "hand": ["Temporary Cease-Fire"], "patrol": [CICADA]})
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, fenris)
    do(s, ("block", cicada), ("keep target out",))
    patch_dice(monkeypatch, 4, 3)                       # Sacrifice: +4 attack, 2 damage; Cease-Fire 3: no unit damage
    do(s, ("play", s.zones["hand1"][0]), ("done",))          # P2 declares first on the tie
    do(s, ("play", s.zones["hand0"][0]))
    play_out(s)
    assert dmg(s, cicada) == 0
    assert dmg(s, fenris) == 1                    # the card's 2 damage against armor 1


# -- Takashi Kurita with Treachery!: one unit (or group) is "able to attack your Stockpile", the others are free -------
def test_takashi_kurita_lets_the_other_mechs_off_treachery_after_one_attack():
    s = game({"patrol": [DRAGON, CICADA]}, {"post": ["Takashi Kurita"]}, counters={"treachery0": 3})
    dragon = cid(s, DRAGON, "patrol0")
    do(s, ("attack stockpile",), ("add", dragon), ("go",))
    play_out(s)
    assert ("attack stockpile",) not in options(s) and ("done",) in options(s)


def test_treachery_binds_again_once_takashi_kurita_is_scrapped():
    s = game({"patrol": [DRAGON, CICADA, MADCAT]},
             {"post": [{"card": "Takashi Kurita", "damage": 1}]}, counters={"treachery0": 3})
    dragon, madcat = cid(s, DRAGON, "patrol0"), cid(s, MADCAT, "patrol0")
    do(s, ("attack stockpile",), ("add", dragon), ("go",))
    play_out(s)
    mission(s, madcat, target=cid(s, "Takashi Kurita", "post1"))   # 7 against armor 4: 3 more on 1 of 2 structure
    play_out(s)
    assert "Takashi Kurita" in names(s, "scrap1")
    assert options(s) == (("attack stockpile",),)  # the Cicada must now go


# -- Long-Range Targeting System: cumulative with a printed "deal N to the target if blocked" (Thor D: 3 + 2 = 5) ---
def test_long_range_targeting_system_adds_to_thor_d_long_range():
    s = game({"patrol": [{"card": THOR_D, "enhancements": ["Long Range Targeting System"]}, SPARE]},
             {"patrol": [MADCAT]})
    thor, madcat = cid(s, THOR_D, "patrol0"), cid(s, MADCAT, "patrol1")
    mission(s, thor)
    do(s, ("block", madcat), ("keep target out",), ("done",))
    for _ in range(5):
        do(s, ("assign", thor, "stock"))
    assert ("assign", thor, "stock") not in options(s)
    play_out(s)
    assert "P2's Stockpile takes 5 damage" in public(s)


# -- Bearer of McKennsy Hammer: "If the Unit untaps as a result of the die roll, it may attack again" -----------------
def test_bearer_of_mckennsy_hammer_mech_may_attack_again(monkeypatch):
    patch_dice(monkeypatch, 5)
    s = game({"patrol": [{"card": DRAGON, "pilot": "Bearer of McKennsy Hammer"}, SPARE]}, {})
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon)
    play_out(s)
    do(s, ("mission",))
    assert ("add", dragon) in options(s)


# -- Mission cards played before blockers still count against initiative (General Rulings, Mission Cards) ------------
def test_a_before_blockers_mission_card_needs_initiative():
    s = game({"patrol": [FENRIS, SPARE]}, {"hand": ["Lured into Bog"], "patrol": [BANSHEE]})   # P2: initiative 0
    mission(s, cid(s, FENRIS, "patrol0"))         # no window before blockers for P2: nothing it may play
    assert "P2 does not block" in public(s) and names(s, "hand1") == ["Lured into Bog"]


def test_a_before_blockers_mission_card_uses_up_initiative():
    s = game({"patrol": [FENRIS, SPARE]},
             {"post": [TAC], "hand": ["Lured into Bog", "Heavy Fog"], "patrol": [BANSHEE]})
    fenris, banshee = cid(s, FENRIS, "patrol0"), cid(s, BANSHEE, "patrol1")
    mission(s, fenris)
    do(s, ("play", cid(s, "Lured into Bog", "hand1")), ("block", banshee))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",), ("assign all", fenris, banshee))
    assert s.decision.player == 1 and not any(o[0] == "play" for o in options(s))


# -- Removing Units from Battle: a used Jump's initiative stays; the removed unit's ECM no longer applies --------------
def test_jump_initiative_stays_after_the_jumper_is_removed_from_battle():
    s = game({"post": [TAC], "hand": ["Forged Mission Orders"], "patrol": [MADCAT, SPARE]},
             {"post": [TAC], "patrol": [TREBUCHET]})
    madcat, treb = cid(s, MADCAT, "patrol0"), cid(s, TREBUCHET, "patrol1")
    mission(s, madcat)
    do(s, ("block", treb), ("keep target out",))
    do(s, ("jump", treb, 0))                      # P2 first on the tie; now P1 is lower
    assert initiative(s, 1) == 2 and s.decision.player == 0
    do(s, ("play", s.zones["hand0"][0]))          # the only blocker: chosen at once
    assert treb in s.zones["patrol1"] and initiative(s, 1) == 2


def test_ecm_of_a_blocker_removed_from_battle_no_longer_protects_the_group():
    s = game({"post": [TAC], "hand": ["Forged Mission Orders"], "patrol": [MADCAT, SPARE]},
             {"patrol": [RAVEN, DRAGON]})
    madcat, raven, dragon = cid(s, MADCAT, "patrol0"), cid(s, RAVEN, "patrol1"), cid(s, DRAGON, "patrol1")
    mission(s, madcat)
    do(s, ("block", raven), ("block", dragon))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",), ("done",))        # P2 (initiative 0) first
    assert armor(s, dragon) == 2                  # the Raven's ECM: +1
    do(s, ("play", s.zones["hand0"][0]), ("choose", raven), ("assign all", madcat, dragon), ("done",))
    assert dmg(s, dragon) == 7 - 1                # armor 1: the Raven's ECM left with it


# -- Communications Failure (errata): 4-6 removes all static counters -------------------------------------------------
def test_communications_failure_four_to_six_removes_every_static_counter(monkeypatch):
    s = game({"patrol": [{"card": FENRIS, "tapped": True, "counters": {"static": 2}}]}, {}, phase="end", active=1)
    fenris = cid(s, FENRIS, "patrol0")
    patch_dice(monkeypatch, 5)
    do(s, ("done",))                              # P2's turn ends; P1's Untap phase
    assert not mark(s, "tap", fenris) and not mark(s, "static", fenris)


# -- Misrouted Command: "You can remove a diversion counter whenever the Unit would untap, not just during the Untap
#    phase" (Veteran MechWarrior's untap at the end of the turn) -------------------------------------------------------
def test_misrouted_command_counter_goes_when_a_card_would_untap_the_mech():
    s = game({"patrol": [{"card": DRAGON, "tapped": True, "pilot": "Veteran MechWarrior", "counters": {"divert": 2}},
                         SPARE]}, {})
    dragon = cid(s, DRAGON, "patrol0")
    do(s, ("done",))                              # P1's Missions phase ends; End of Turn
    assert mark(s, "tap", dragon) and mark(s, "divert", dragon) == 1
    assert "Veteran MechWarrior untaps Dragon (DRG-1N)" not in public(s)


def test_a_pilot_bonus_and_victor_steiner_davion_leave_with_a_removed_blocker():
    def battle(removed):
        s = game({"post": [TAC], "hand": ["Forged Mission Orders"], "patrol": [MADCAT, SPARE]},
                 {"post": [TAC], "patrol": [{"card": DRAGON, "pilot": "Elite MechWarrior"},
                                            {"card": CHARGER, "pilot": "Victor Steiner Davion"}]})
        dragon, charger = cid(s, DRAGON, "patrol1"), cid(s, CHARGER, "patrol1")
        mission(s, cid(s, MADCAT, "patrol0"))
        do(s, ("block", dragon), ("block", charger), ("keep target out",))
        assert initiative(s, 1) == 2 and attack_of(s, dragon) == 2 + 1 + 2
        do(s, ("play", s.zones["hand0"][0]), ("choose", dragon if removed == "dragon" else charger))
        return s, dragon, charger
    s, dragon, charger = battle("dragon")
    assert initiative(s, 1) == 1                  # Elite MechWarrior's +1 initiative left with its 'Mech
    s, dragon, charger = battle("charger")
    assert attack_of(s, dragon) == 2 + 1          # no Victor Steiner-Davion in its group any more


# -- NARC "can combine with other abilities that modify die rolls" (Missile Spotter) -----------------------------------
def test_narc_and_missile_spotter_both_lower_one_roll(monkeypatch):
    s = game({"post": [TAC], "hand": ["Missile Spotter"], "patrol": [TREBUCHET, SPARE]}, {})
    treb = cid(s, TREBUCHET, "patrol0")
    mission(s, treb)
    do(s, ("play", s.zones["hand0"][0]), ("missile", treb, "stock"))
    patch_dice(monkeypatch, 4)
    do(s, ("assign all", treb, "stock"), ("done",))
    do(s, ("modify", cid(s, "Missile Spotter", "mission"), "spotter"))
    assert "missile volley of Trebuchet (TBT-7M) rolls 2: 2 damage to Stockpile" in public(s)   # 4 - 1 - 1


# -- Grayson Death Carlyle "works much the same as Perimeter Alarm": Navigation Computer is moot, the pilots are not --
def test_grayson_death_carlyle_renders_navigation_computer_moot():
    s = game({"patrol": [{"card": DRAGON, "enhancements": ["Navigation Computer"]}, SPARE]},
             {"post": ["Grayson Death Carlyle"], "patrol": [CHARGER]})
    mission(s, cid(s, DRAGON, "patrol0"))
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    assert ("block", cid(s, CHARGER, "patrol1")) in options(s)   # moderate against moderate


def test_grayson_death_carlyle_does_not_beat_maneuvering_ace():
    s = game({"patrol": [{"card": FENRIS, "pilot": "Maneuvering Ace"}, SPARE]},
             {"post": ["Grayson Death Carlyle"], "patrol": [BANSHEE, CICADA]})
    mission(s, cid(s, FENRIS, "patrol0"))
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    assert "P2 does not block" in public(s)


# -- Temporary Cease-Fire: a unit's missiles are its damage (Player's Guide, Missiles) ---------------------------------
def test_temporary_cease_fire_stops_missiles_too(monkeypatch):
    s = game({"post": [TAC], "patrol": [FENRIS_C, SPARE]},
             {"post": [TAC], "hand": ["Temporary Cease-Fire"], "patrol": [CICADA]})
    fenris_c, cicada = cid(s, FENRIS_C, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, fenris_c)
    do(s, ("block", cicada), ("keep target out",))
    patch_dice(monkeypatch, 3, 2)                       # Cease-Fire 3: no 'Mech deals damage; the missile rolls 2
    do(s, ("play", s.zones["hand1"][0]), ("done",), ("missile", fenris_c, cicada), ("assign", fenris_c, cicada))
    play_out(s)
    assert dmg(s, cicada) == 0 and cicada in s.zones["patrol1"]


# -- Candace Liao: a paid-for Subterfuge card revealed by an unblocked attack is "revealed" too ------------------------
def test_candace_liao_scraps_a_subterfuge_card_revealed_by_damage():
    s = game({"post": ["Candace Liao"], "patrol": [DRAGON, SPARE]},
             {"build": [{"card": "Sabotage 'Mech", "cc": 12}]})
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, target=cid(s, "Sabotage 'Mech", "build1"))
    play_out(s)
    assert names(s, "scrap1") == ["Sabotage 'Mech"] and dmg(s, dragon) == 0
    assert "Sabotage 'Mech is scrapped with no effect (Candace Liao)" in public(s)


# -- Elemental Point: "Cards that state that they apply to Units don't apply" (Hatchetman's +1 against Units) ----------
def test_hatchetman_extra_attack_cannot_go_to_elemental_point():
    s = game({"patrol": [HATCHETMAN, SPARE]}, {"post": ["Elemental Point"], "patrol": [BANSHEE]})
    hatchet, banshee, point = cid(s, HATCHETMAN, "patrol0"), cid(s, BANSHEE, "patrol1"), cid(s, "Elemental Point",
                                                                                                 "post1")
    mission(s, hatchet)
    do(s, ("block", banshee), ("block", point), ("keep target out",), ("done",))
    do(s, ("assign all", hatchet, point))         # its 3; the +1 only against a Unit of its speed or slower
    assert options(s) == (("jump", hatchet, 0), ("assign", hatchet, banshee))


# -- Cataphract (errata): a Liao Unit, not Davion ----------------------------------------------------------------------
def test_cataphract_is_a_liao_unit():
    from mechdeck.games.battletech_tcg.cards import card_by_number
    card = card_by_number("LT027")
    assert "Liao" in card.affiliation and "Davion" not in card.affiliation
