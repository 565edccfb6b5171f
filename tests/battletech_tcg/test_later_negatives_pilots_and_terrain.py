"""Cases where a later-set Pilot, Enhancement, Faction or Terrain card's text must not apply (docs/scenarios.md,
"Writing rule cases"; a docstring starting "Does not apply:" marks each for tools/scenario_coverage.py): a 'Mech of
the wrong speed or weight, the wrong phase, the opponent's card or roll, a target in another region, too little
damage, nothing to choose.  The positions reuse the builders of the cards' positive tests."""

from mechdeck.games.battletech_tcg.board import armor, base_attack, speed, structure, tapped
from mechdeck.games.battletech_tcg.missions import acting_speed, attack_value, in_mission

from tcg_support import FILL, PLAY_OUT, R, cid, dice, dmg, do, game, mission, names, options, play_out, public, refused
from test_cards_later_new_rules import attack_stock, block, deploy_game, put_terrain, stock_lost
from test_cards_later_new_rules import game as kept_game
from test_cards_later_pilots import BANSHEE, CHARGER, CICADA, DRAGON, MADCAT, PUMA, stock, until
from test_cards_later_turn_rules import STAY, _tracking

ALETHA = "Aletha Kabrinski"
GEARHEAD = "Gearhead"
HEADHUNTER = "Headhunter"
HOHIRO = "Hohiro Kurita"
PAINT_JOB = "Intimidating Paint Job"
JUMP_JETS = "Jump Jet Retrofit"
TARGETING_ACE = "Targeting Ace"
TARGETING_COMPUTER = "Targeting Computer Retrofit"
TRACKING = "Tracking System Failure"
CIVILIAN = "Civilian Settlement"
TERRAFORMING = "Creative Terraforming"
CRUSADER = "Crusader Faction"
DIFFICULT = "Difficult Terrain"
FOG = "Fog-Shrouded Moors"
WOODS = "Heavy Woods"
LOREMASTER = "Loremaster"
MERCHANT = "Merchant Caste"
VALLEY = "Narrow Valley"
ROCKY = "Rocky Gorge"
ROLLING = "Rolling Hills"
SCIENTIST = "Scientist Caste"
TECHNICIAN = "Technician Caste"
WARDEN = "Warden Faction"
WARRIOR = "Warrior Caste"

COMMANDO = "Commando (COM-2D)"   # moderate 2/1/2
MERCURY = "Mercury (MCY-97)"     # fast 1/0/3
ATLAS = "Atlas (AS7-D)"          # slow 3/3/11
CLINT = "Clint (CLNT-2-3T)"      # moderate 2/1/3, Jump
LOGISTICS = "Support - Logistics"
TACTICS = "Support - Tactics"
POLITICS = "Support - Politics"



def play_out_without(state, action):
    """Finish the mission as tcg_support.play_out does, checking at each decision that ``action`` is not offered."""
    while state.decision is not None and in_mission(state):
        assert action not in options(state), state.decision.prompt
        do(state, R.no_reaction(state) or next(pick for pick in PLAY_OUT if pick in options(state)))


# -- Pilots ------------------------------------------------------------------------------------------------------------
def test_aletha_kabrinski_on_a_slow_mech_prevents_nothing():
    """Does not apply: Aletha Kabrinski prevents damage only "If Aletha pilots a Moderate or Fast 'Mech": on the slow
    Banshee she is never offered, and the blocking Mad Cat's 7 damage fall on it in full."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": BANSHEE, "pilot": ALETHA}]}, stock(patrol=[MADCAT]))
    banshee, madcat = cid(s, BANSHEE, "patrol0"), cid(s, MADCAT, "patrol1")
    aletha = cid(s, ALETHA, "attached0")
    mission(s, banshee, target="stock")
    do(s, ("block", madcat))
    play_out_without(s, ("use", aletha, "prevent"))
    assert dmg(s, banshee) == 7 - 3                                        # the Banshee's armor 3, nothing prevented
    assert not any("Aletha" in t for t in public(s))


def test_aletha_kabrinski_is_no_ability_outside_a_mission():
    """Does not apply: Aletha Kabrinski: "Use this ability only during a mission": in the Deploy phase her moderate
    Dragon cannot use it."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": ALETHA, "damage": 1}]}, stock(),
             phase="deploy")
    refused(s, ("use", cid(s, ALETHA, "attached0"), "prevent"))
    assert dmg(s, cid(s, DRAGON, "patrol0")) == 1


def test_aletha_kabrinski_on_a_moderate_mech_slowed_by_tracking_system_failure_prevents_nothing():
    """Does not apply: Aletha Kabrinski: "If Aletha pilots a Moderate or Fast 'Mech": her moderate Dragon, made slow
    by P2's Tracking System Failure ("is now slow"), blocks as a guard and is never offered her prevention (ruling
    T996)."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": ALETHA, "guard": "stock"}]},
             {"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": TRACKING, "cc": 5}], "patrol": [MADCAT, STAY]},
             phase="deploy", active=1)
    dragon, madcat = cid(s, DRAGON, "patrol0"), cid(s, MADCAT, "patrol1")
    do(s, ("reveal", cid(s, TRACKING, "build1")), ("on", dragon), ("done",))
    mission(s, madcat, target="stock")
    do(s, ("block", dragon))
    play_out_without(s, ("use", cid(s, ALETHA, "attached0"), "prevent"))
    assert "Dragon (DRG-1N) takes 7 damage (6 to structure)" in public(s) and dmg(s, dragon) == 6


def test_gearhead_repairs_only_in_the_repair_phase_and_once_a_turn():
    """Does not apply: Gearhead's repair: "Use this ability only during your Repair/Reload phase and only once each
    turn": refused in the Deploy phase, and a second time in the same Repair/Reload phase."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": GEARHEAD, "damage": 2}]}, stock(),
             phase="deploy")
    dragon, gearhead = cid(s, DRAGON, "patrol0"), cid(s, GEARHEAD, "attached0")
    refused(s, ("use", gearhead, "repair"))
    assert dmg(s, dragon) == 2
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": GEARHEAD, "damage": 2}]}, stock(),
             phase="repair")
    dragon, gearhead = cid(s, DRAGON, "patrol0"), cid(s, GEARHEAD, "attached0")
    do(s, ("use", gearhead, "repair"))
    refused(s, ("use", gearhead, "repair"))
    assert dmg(s, dragon) == 1 and public(s).count("Gearhead repairs 1 damage on Dragon (DRG-1N)") == 1


def test_headhunter_rolls_nothing_for_an_unblocked_attack_on_a_site():
    """Does not apply: Headhunter rolls "For each 1 damage dealt by 'Mech piloted by Headhunter during battle": the
    Dragon's unblocked attack on the Stockpile is no battle (ruling T504), so no die is offered and its 3 damage all
    land."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "pilot": HEADHUNTER}]}, stock(12), spare=BANSHEE)
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    play_out_without(s, ("go",))
    assert len(s.zones["stock1"]) == 12 - 3 and not any("Headhunter rolls" in t for t in public(s))


def test_hohiro_kurita_hold_ends_once_his_mech_untaps():
    """Does not apply: Hohiro Kurita's hold lasts "as long as Hohiro pilots that 'Mech and remains tapped": P1 lets
    the Dragon untap, and in P2's next Untap phase the Charger it battled untaps too; the choice "to not untap" is
    asked for Hohiro's 'Mech only, not for P1's other tapped Banshee."""
    s = game({"stock": [FILL] * 20, "patrol": [{"card": DRAGON, "pilot": HOHIRO}, {"card": BANSHEE, "tapped": True}]},
             stock(20, patrol=[CHARGER]))
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, dragon, target="stock")
    do(s, ("block", charger), ("keep target out",))
    play_out(s)
    until(s, "choose")                                                     # P2's turn is over: P1 decides
    assert tapped(s, charger) and options(s) == (("untap", dragon), ("stay", dragon))
    do(s, ("untap", dragon))
    assert not tapped(s, dragon) and not tapped(s, cid(s, BANSHEE, "patrol0"))
    until(s, active=1)
    assert not tapped(s, charger)
    assert public(s).count("Charger (CGR-1A1) does not untap (Hohiro Kurita)") == 1   # in P2's first Untap phase only


def test_targeting_ace_cannot_change_the_missile_die_of_another_mech_of_its_group():
    """Does not apply: Targeting Ace changes "the die roll for each missile fired from 'Mech piloted by Targeting
    Ace": the unpiloted Puma beside its Dragon fires, and no modification is offered for that die."""
    s = game({"stock": [FILL] * 5, "patrol": [PUMA, {"card": DRAGON, "pilot": TARGETING_ACE}]},
             stock(patrol=[CHARGER]))
    puma, dragon, charger = cid(s, PUMA, "patrol0"), cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    ace = cid(s, TARGETING_ACE, "attached0")
    mission(s, puma, dragon, target="stock")
    block(s, charger)
    do(s, ("keep target out",), ("assign", charger, dragon))
    dice(s, 4)
    do(s, ("missile", puma, charger), ("done",))
    assert any("rolls 4" in t for t in public(s))
    play_out_without(s, ("modify", ace, "targeting ace +1"))
    assert not any("Targeting Ace" in t for t in public(s))


# -- Enhancements ------------------------------------------------------------------------------------------------------
def test_intimidating_paint_job_leaves_its_own_group_and_idle_mechs_alone():
    """Does not apply: Intimidating Paint Job: "All 'Mechs engaged in battle with that 'Mech get -1 attack": the
    Charger attacking beside the painted Banshee and P2's Cicada that does not block keep their attack (ruling
    T842: its own side is not engaged with it)."""
    s = game({"stock": [FILL] * 5, "patrol": [{"card": BANSHEE, "enhancements": [PAINT_JOB]}, CHARGER]},
             stock(patrol=[DRAGON, CICADA]))
    banshee, charger = cid(s, BANSHEE, "patrol0"), cid(s, CHARGER, "patrol0")
    dragon, cicada = cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    mission(s, banshee, charger, target="stock")
    block(s, dragon)
    assert base_attack(s, dragon) == 2 - 1                                 # engaged: the card is in force
    assert base_attack(s, charger) == 1 and base_attack(s, banshee) == 2 and base_attack(s, cicada) == 1


def test_intimidating_paint_job_cannot_go_on_a_mech_under_80_tons():
    """Does not apply: "Play Intimidating Paint Job only on a 'Mech of 80 tons or more": the 60-ton Dragon is
    refused and the Paint Job stays unplaced."""
    s = game({"stock": [FILL] * 5, "build": [{"card": PAINT_JOB, "cc": 5}], "patrol": [DRAGON, BANSHEE]},
             stock(), phase="deploy")
    paint = cid(s, PAINT_JOB, "build0")
    do(s, ("reveal", paint))
    refused(s, ("on", cid(s, DRAGON, "patrol0")))
    assert paint not in s.zones["attached0"]


def test_jump_jet_retrofit_cannot_go_on_a_mech_with_jump():
    """Does not apply: "Play Jump Jet Retrofit only on a 'Mech without Jump": the Clint, which has Jump, is refused;
    the Retrofit waits for its host, on none."""
    s = game({"stock": [FILL] * 5, "build": [{"card": JUMP_JETS, "cc": 5}], "patrol": [DRAGON, CLINT]},
             stock(), phase="deploy")
    jets = cid(s, JUMP_JETS, "build0")
    do(s, ("reveal", jets))
    refused(s, ("on", cid(s, CLINT, "patrol0")))
    assert s.decision.kind == "attach" and f"on:{jets}" not in s.counters


def test_jump_jet_retrofit_cannot_go_on_a_mech_that_another_one_gave_jump():
    """Does not apply: "Play Jump Jet Retrofit only on a 'Mech without Jump": the Dragon has Jump from the Jump Jet
    Retrofit it carries, so a second one may go on the Charger only."""
    s = game({"stock": [FILL] * 5, "build": [{"card": JUMP_JETS, "cc": 5}],
              "patrol": [{"card": DRAGON, "enhancements": [JUMP_JETS]}, CHARGER]}, stock(), phase="deploy")
    do(s, ("reveal", cid(s, JUMP_JETS, "build0")))
    refused(s, ("on", cid(s, DRAGON, "patrol0")))
    assert options(s) == (("on", cid(s, CHARGER, "patrol0")),) and names(s, "attached0") == [JUMP_JETS]


def test_targeting_computer_retrofit_deployed_face_down_draws_nothing_and_costs_a_deployment():
    """Does not apply: Targeting Computer Retrofit: "You may deploy [it] revealed to make an additional deployment"
    and "Draw a card when you activate": deployed face down, it uses a deployment, draws nothing and gives no
    'Mech +1 attack or -1 structure yet."""
    s = game({"stock": [FILL] * 5, "hand": [FILL, TARGETING_COMPUTER], "post": [TACTICS] * 4, "patrol": [DRAGON]},
             stock(), phase="deploy")
    dragon, retrofit = cid(s, DRAGON, "patrol0"), cid(s, TARGETING_COMPUTER, "hand0")
    deploys = s.counters["deploys"]
    do(s, ("deploy", retrofit))
    assert retrofit in s.zones["build0"] and names(s, "hand0") == [FILL] and s.counters["deploys"] == deploys - 1
    assert base_attack(s, dragon) == 2 and structure(s, dragon) == 7


def test_tracking_system_failure_goes_on_no_mech_of_its_own_player():
    """Does not apply: Tracking System Failure: "When you activate this card, put it on any opposing Unit": P1's own
    Dragon is refused; placed on P2's Fenris, it leaves P2's other 'Mech, the Cicada, fast and at full attack."""
    s, fenris, cicada = _tracking()
    refused(s, ("on", cid(s, DRAGON, "patrol0")))
    do(s, ("on", fenris))
    assert names(s, "attached1") == [TRACKING] and speed(s, cicada) == 3 and base_attack(s, cicada) == 1
    assert speed(s, cid(s, DRAGON, "patrol0")) == 2


# -- Factions ----------------------------------------------------------------------------------------------------------
def test_crusader_faction_stays_when_only_guards_tapped_mechs_or_the_opponents_mechs_stood_idle():
    """Does not apply: Crusader Faction is scrapped "if any of your patrolling 'Mechs could have attacked this turn but
    did not": P1's guarding Commando and tapped Atlas could not, and P2's idle Mercury is not P1's."""
    s = game({"stock": [FILL] * 5, "post": [CRUSADER],
              "patrol": [{"card": COMMANDO, "guard": "stock"}, {"card": ATLAS, "tapped": True}]},
             stock(patrol=[MERCURY]))
    crusader = cid(s, CRUSADER, "post0")
    do(s, ("done",))
    assert crusader in s.zones["post0"] and not any("could have attacked" in t for t in public(s))


def test_crusader_faction_gives_nothing_to_its_players_blockers():
    """Does not apply: Crusader Faction: "Each of your attacking 'Mechs gets +1 attack": P2, blocking with Crusader
    Faction in play, is never offered it and its Mercury keeps attack 1."""
    s = kept_game({"patrol": [COMMANDO]}, {"post": [CRUSADER], "patrol": [{"card": MERCURY, "guard": "stock"}]})
    com, merc = cid(s, COMMANDO, "patrol0"), cid(s, MERCURY, "patrol1")
    mission(s, com, target="stock")
    block(s, merc)
    play_out_without(s, ("use", cid(s, CRUSADER, "post1"), "crusade"))
    assert not any("Crusader" in t for t in public(s)) and attack_value(s, merc) == 1


def test_warden_faction_is_not_scrapped_by_the_opponents_attack_and_does_not_help_attackers():
    """Does not apply: Warden Faction: "Scrap Warden Faction if you attack" is P2's own attack only: P1's attack
    leaves P2's Warden in play; "Each of your blocking 'Mechs gets +2 attack": P1's attacker and P2's Mercury, not
    blocking, get nothing."""
    s = kept_game({"patrol": [COMMANDO]}, {"post": [WARDEN], "patrol": [MERCURY]})
    com, merc = cid(s, COMMANDO, "patrol0"), cid(s, MERCURY, "patrol1")
    warden = cid(s, WARDEN, "post1")
    mission(s, com, target="stock")
    assert warden in s.zones["post1"] and not any("Warden Faction is scrapped" in t for t in public(s))
    assert attack_value(s, com) == 2 and attack_value(s, merc) == 1


def test_loremaster_is_not_asked_when_the_opponent_activates_a_faction():
    """Does not apply: Loremaster's first ability: "Use this ability only when you activate a Faction": P2's Warden
    Faction scraps P2's Crusader Faction without P1 being asked to tap Loremaster, which stays untapped (ruling
    T997)."""
    s = deploy_game({"post": [LOREMASTER]}, {"post": [POLITICS, CRUSADER], "build": [{"card": WARDEN, "cc": 4}]},
                    active=1)
    lore, crusader = cid(s, LOREMASTER, "post0"), cid(s, CRUSADER, "post1")
    do(s, ("reveal", cid(s, WARDEN, "build1")))
    assert s.decision.player == 1 and ("tap", lore) not in options(s)
    assert crusader in s.zones["scrap1"] and not tapped(s, lore)


def test_loremaster_restocks_no_faction_outside_the_deploy_phase():
    """Does not apply: Loremaster's second ability: "Use this ability only during your Deploy phase": in the Missions
    phase the Warden Faction in hand stays there and nothing is drawn."""
    s = game({"stock": [FILL] * 5, "post": [LOREMASTER], "hand": [WARDEN], "patrol": [STAY]}, stock())
    refused(s, ("use", cid(s, LOREMASTER, "post0"), "restock faction"))
    assert names(s, "hand0") == [WARDEN] and len(s.zones["stock0"]) == 5


def test_merchant_caste_puts_no_resource_into_play_outside_the_deploy_phase():
    """Does not apply: Merchant Caste: "Use this ability only during your Deploy phase": in the Missions phase the
    Resource card stays in the hand."""
    s = game({"stock": [FILL] * 5, "post": [MERCHANT], "hand": ["Coventry Metal Works"], "patrol": [STAY]}, stock())
    refused(s, ("use", cid(s, MERCHANT, "post0"), "resource"))
    assert names(s, "hand0") == ["Coventry Metal Works"] and names(s, "post0") == [MERCHANT]


def test_scientist_caste_takes_no_enhancement_from_the_opponents_scrapheap():
    """Does not apply: Scientist Caste puts "one Enhancement card from your Scrapheap" into the hand: with an
    Enhancement only in P2's Scrapheap it is not offered, and the hand card is not scrapped."""
    s = deploy_game({"post": [SCIENTIST], "hand": [ATLAS], "scrap": [COMMANDO]}, {"scrap": ["Ferro-Fibrous Armor"]})
    refused(s, ("use", cid(s, SCIENTIST, "post0"), "enhancement"))
    assert names(s, "hand0") == [ATLAS] and names(s, "scrap1") == ["Ferro-Fibrous Armor"]


def test_technician_caste_repairs_nothing_outside_the_repair_phase():
    """Does not apply: Technician Caste: "Use this ability only during your Repair/Reload phase": in the Deploy phase
    the damaged Atlas stays damaged and the Logistics stays untapped."""
    s = deploy_game({"post": [TECHNICIAN, LOGISTICS], "patrol": [{"card": ATLAS, "damage": 3}]})
    refused(s, ("use", cid(s, TECHNICIAN, "post0"), "repair"))
    assert dmg(s, cid(s, ATLAS, "patrol0")) == 3 and not tapped(s, cid(s, LOGISTICS, "post0"))


def test_warrior_caste_gives_nothing_for_a_pilot_the_opponent_activates():
    """Does not apply: Warrior Caste: "Each Pilot that you activate also gives its attack and initiative bonuses to
    each other 'Mech you control": P2 activates Wolf Dragoons Pilot; P1's Warrior Caste gives neither player's other
    'Mechs anything."""
    s = deploy_game({"post": [WARRIOR], "patrol": [MERCURY]},
                    {"post": [TACTICS], "build": [{"card": "Wolf Dragoons Pilot", "cc": 1}],
                     "patrol": [COMMANDO, MERCURY]}, active=1)
    com, theirs, mine = cid(s, COMMANDO, "patrol1"), cid(s, MERCURY, "patrol1"), cid(s, MERCURY, "patrol0")
    do(s, ("reveal", cid(s, "Wolf Dragoons Pilot", "build1")), ("on", com))
    assert "warrior_gifts" not in s.counters and not any("Warrior Caste" in t for t in public(s))
    assert attack_value(s, com) == 2 + 1 and attack_value(s, theirs) == 1 and attack_value(s, mine) == 1


# -- Terrain -----------------------------------------------------------------------------------------------------------
def commando_attack(p0=None, p1=None):
    """A position where P1's Commando (attack 2) is ready to attack and P2 has 20 Stockpile cards; ``p0``/``p1`` add
    to the players' zones (a Terrain card goes in a hand, for put_terrain)."""
    s = kept_game(dict({"patrol": [COMMANDO]}, **(p0 or {})), dict({"stock": [FILL] * 20}, **(p1 or {})))
    return s, cid(s, COMMANDO, "patrol0")


def test_civilian_settlement_scraps_nothing_for_less_than_three_damage():
    """Does not apply: Civilian Settlement: "For every 3 damage dealt by attacking 'Mechs ... the attacking player
    scraps a card from his or her Stockpile": the Commando's 2 damage to the Stockpile cost P1 nothing."""
    s, com = commando_attack(p1={"hand": [CIVILIAN]})
    civilian = put_terrain(s, 1, CIVILIAN, "stock")
    attack_stock(s, com)
    do(s, ("use", civilian, "civilian settlement"))
    play_out(s)
    assert stock_lost(s, 1) == 2 and stock_lost(s, 0) == 0
    assert not any(t.startswith("Civilian Settlement: attacking") for t in public(s))


def test_civilian_settlement_is_not_offered_for_a_target_in_another_region():
    """Does not apply: Civilian Settlement: "Use this ability only during a mission whose target is in the region
    enhanced by Civilian Settlement": in the Patrol region, it is no answer to an attack on the Stockpile."""
    s, com = commando_attack(p1={"hand": [CIVILIAN]})
    civilian = put_terrain(s, 1, CIVILIAN, "patrol")
    attack_stock(s, com)
    refused(s, ("use", civilian, "civilian settlement"))
    play_out_without(s, ("use", civilian, "civilian settlement"))
    assert stock_lost(s, 1) == 2 and "m.civilian" not in s.counters


def test_fog_shrouded_moors_in_the_attackers_region_does_nothing_for_an_attack_on_the_defender():
    """Does not apply: Fog-Shrouded Moors: "Use this ability only during a mission whose target is in the region
    enhanced by Fog-Shrouded Moors": in P1's own Stockpile region, it is no choice when P1 attacks P2's Stockpile,
    and the Commando keeps attack 2 and armor 1."""
    s, com = commando_attack(p0={"hand": [FOG]})
    fog = put_terrain(s, 0, FOG, "stock")
    attack_stock(s, com)
    assert attack_value(s, com) == 2 and armor(s, com) == 1
    play_out_without(s, ("use", fog, "fog"))
    assert stock_lost(s, 1) == 2 and not any("gets +1 armor" in t for t in public(s))


def test_heavy_woods_prevents_nothing_for_a_target_in_another_region():
    """Does not apply: Heavy Woods: "Prevent up to 2 damage to the target. Use this ability only during a mission
    whose target is in the region enhanced by Heavy Woods": in P2's Patrol region, it leaves the Stockpile's 2
    damage alone."""
    s, com = commando_attack(p1={"hand": [WOODS]})
    woods = put_terrain(s, 1, WOODS, "patrol")
    attack_stock(s, com)
    play_out_without(s, ("use", woods, "heavy woods"))
    assert stock_lost(s, 1) == 2 and not any("(Heavy Woods)" in t for t in public(s))


def test_rocky_gorge_deals_no_damage_to_the_blockers():
    """Does not apply: Rocky Gorge: "Deal 2 damage to each attacking 'Mech": P2's blocking Mercury, in the same
    battle, is not dealt any."""
    s, com = commando_attack(p1={"hand": [ROCKY], "patrol": [{"card": MERCURY, "guard": "stock"}]})
    merc = cid(s, MERCURY, "patrol1")
    rocky = put_terrain(s, 1, ROCKY, "stock")
    mission(s, com, target="stock")
    block(s, merc)
    do(s, ("keep target out",), ("use", rocky, "rocky gorge"))
    assert s.counters["m.dmg"] == ((com, 2, -1),)
    assert "Commando (COM-2D) will receive 2 damage" in public(s)
    assert "Mercury (MCY-97) will receive 2 damage" not in public(s)


def test_rolling_hills_prevents_nothing_for_the_attacking_mechs():
    """Does not apply: Rolling Hills: "Prevent up to 2 damage to each blocking 'Mech": used with P2's Mercury
    blocking, it prevents nothing for P1's attacking Commando."""
    s, com = commando_attack(p1={"hand": [ROLLING], "patrol": [{"card": MERCURY, "guard": "stock"}]})
    merc = cid(s, MERCURY, "patrol1")
    rolling = put_terrain(s, 1, ROLLING, "stock")
    mission(s, com, target="stock")
    block(s, merc)
    do(s, ("keep target out",), ("use", rolling, "rolling hills"))
    assert s.counters["m.prev"] == ((merc, 2),)
    assert "2 damage to Commando (COM-2D) will be prevented" not in public(s)


def test_rolling_hills_is_not_offered_without_a_blocker():
    """Does not apply: Rolling Hills with no "blocking 'Mech" is no choice: the unblocked Commando's 2 damage reach
    the Stockpile."""
    s, com = commando_attack(p1={"hand": [ROLLING]})
    rolling = put_terrain(s, 1, ROLLING, "stock")
    attack_stock(s, com)
    play_out_without(s, ("use", rolling, "rolling hills"))
    assert stock_lost(s, 1) == 2


def test_narrow_valley_in_the_attackers_region_does_not_limit_the_attack():
    """Does not apply: Narrow Valley: "Any site in the region enhanced by Narrow Valley cannot be the target of a
    mission in which more than two 'Mechs attack": in P1's own Stockpile region, it leaves P1's three Commandos free
    to attack P2's Stockpile."""
    s = kept_game({"patrol": [COMMANDO] * 3, "hand": [VALLEY]}, {"stock": [FILL] * 20})
    put_terrain(s, 0, VALLEY, "stock")
    commandos = [cid(s, COMMANDO, "patrol0", k) for k in range(3)]
    attack_stock(s, *commandos)
    play_out(s)
    assert stock_lost(s, 1) == 3 * 2


def test_difficult_terrain_slows_no_attack_on_another_site():
    """Does not apply: Difficult Terrain: "'Mechs attacking that site are one speed slower": on P2's Stockpile, it
    leaves the fast Mercury fast when it attacks P2's Scrapheap, so the moderate Commando cannot block it."""
    s = kept_game({"patrol": [MERCURY]}, {"hand": [DIFFICULT], "patrol": [COMMANDO]})
    put_terrain(s, 1, DIFFICULT, "stock")
    s.counters[f"on:{cid(s, DIFFICULT, 'attached1')}"] = "stock1"   # "only on a site": P2's Stockpile itself (T752)
    merc = cid(s, MERCURY, "patrol0")
    mission(s, merc, target="scrap")
    assert acting_speed(s, merc) == 3 and not any(o[0] == "block" for o in options(s))


def test_creative_terraforming_with_no_terrain_and_no_enhancement_on_a_site_scraps_nothing_else():
    """Does not apply: Creative Terraforming scraps "any Terrain card or ... any Enhancement on a site": the Ferro-
    Fibrous Armor on a 'Mech is neither, so nothing is asked and only Creative Terraforming itself is scrapped."""
    s = deploy_game({"post": [POLITICS], "build": [{"card": TERRAFORMING, "cc": 1}], "hand": [ATLAS],
                     "patrol": [{"card": COMMANDO, "enhancements": ["Ferro-Fibrous Armor"]}]})
    armor_card = cid(s, "Ferro-Fibrous Armor", "attached0")
    do(s, ("reveal", cid(s, TERRAFORMING, "build0")))
    assert s.decision.kind == "deploy-phase" and armor_card in s.zones["attached0"]
    assert names(s, "scrap0") == [TERRAFORMING]
    assert "Creative Terraforming finds no Terrain card and no Enhancement on a site" in public(s)
