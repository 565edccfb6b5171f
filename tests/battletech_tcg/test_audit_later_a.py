"""Audit of the later-set cards of abilities/mechs.py, one_shots.py and subterfuge.py against their printed texts
(issue 17, helper audit_a): each test pins a place where the code used to differ from the text."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import assignable

from tcg_support import FILL, cid, do, dmg, game, options, play_out

POL, TAC = "Support - Politics", "Support - Tactics"
BANSHEE = "Banshee (BNC-3E)"        # slow 2/3/9
BERSERKER = "Berserker (BRZ-A3)"    # slow 3/4/11, "+2 damage to an engaged 'Mech that is the same speed or slower"
CHARGER = "Charger (CGR-1A1)"       # moderate 1/1/7
FENRIS = "Fenris Prime (Ice Ferret)"  # fast 3/1/6


# -- MW013 Corridor of Fire, CS069 Pinpoint Air Strike, CS084 Strafing Run: an activated 'Mech is no site ------------
def test_corridor_of_fire_cannot_choose_an_activated_mech_waiting_in_the_construction_region():
    """"Deal to one site ...": a 'Mech activated this turn waits in the Construction region until End of Turn, but it
    is a 'Mech, not a card under construction (T500), so it is no site; a face-down card there still is (T1020)."""
    s = game({"stock": [FILL] * 3, "post": [POL, "Support - Munitions"],
              "build": [{"card": "Corridor of Fire", "cc": 7}]},
             {"stock": [FILL] * 5, "build": [{"card": FENRIS, "up": True}, {"card": CHARGER, "cc": 1}]},
             phase="deploy")
    fenris, charger = cid(s, FENRIS, "build1"), cid(s, CHARGER, "build1")
    do(s, ("reveal", cid(s, "Corridor of Fire", "build0")))
    assert ("site", charger) in options(s) and ("site", "stock1") in options(s)
    assert ("site", fenris) not in options(s)


def test_pinpoint_air_strike_offers_an_activated_mech_in_the_construction_region_once_as_a_mech():
    """"one site or 'Mech": the activated 'Mech waiting in the Construction region is offered once (as a 'Mech),
    not a second time as a site."""
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Pinpoint Air Strike", "cc": 6}]},
             {"stock": [FILL] * 5, "build": [{"card": FENRIS, "up": True}]}, phase="deploy")
    fenris = cid(s, FENRIS, "build1")
    do(s, ("reveal", cid(s, "Pinpoint Air Strike", "build0")))
    assert options(s).count(("damage", fenris)) == 1


# -- ME014 Berserker: "+2 damage to an engaged 'Mech that is the same speed or slower" -----------------------------
def test_berserker_deals_no_extra_damage_to_the_target_mech_of_its_attack():
    """The glossary's "Engaged: Blocking and attacking 'Mechs" (T101): a mission's target 'Mech attacks and blocks
    nothing, so Berserker's +2 does not reach it (Nightsky's "+1 damage to a 'Mech" would); attack 3 against
    armor 3 deals nothing (T1021).  The slow Banshee is made attackable by Caught in Hangar."""
    s = game({"stock": [FILL] * 3, "post": [TAC], "build": [{"card": "Caught in Hangar", "cc": 2}],
              "patrol": [BERSERKER, {"card": "Mercury (MCY-97)", "guard": "scrap"}]},
             {"stock": [FILL] * 5, "patrol": [BANSHEE]})
    berserker, banshee = cid(s, BERSERKER, "patrol0"), cid(s, BANSHEE, "patrol1")
    do(s, ("reveal", cid(s, "Caught in Hangar", "build0")))    # the only opposing 'Mech is chosen at once
    do(s, ("mission",), ("add", berserker), ("target", banshee))
    play_out(s)
    assert dmg(s, banshee) == 0


# -- ME093 Transportation Delay: "when opponent activates a 'Mech" ---------------------------------------------------
def test_transportation_delay_is_not_offered_for_a_mech_forced_open_by_your_own_attack():
    """A 'Mech card under construction turned face up, paid for, by the attack of the player holding Transportation
    Delay was not activated by the opponent (T841, T952), so no reaction window opens for it (T1022)."""
    s = game({"stock": [FILL] * 5, "patrol": ["Commando (COM-2D)", {"card": "Mercury (MCY-97)", "guard": "scrap"}],
              "build": [{"card": "Transportation Delay", "cc": 3}]},
             {"stock": [FILL] * 5, "build": [{"card": "Dragon (DRG-1N)", "cc": 4}]})
    s.config = dict(s.config, format="all")
    commando, dragon = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Dragon (DRG-1N)", "build1")
    do(s, ("mission",), ("add", commando), ("target", dragon))
    asked = []
    while s.decision is not None and "m.att" in s.counters:
        asked.append(s.decision.prompt)
        do(s, next(a for a in (("pass",), ("no block",), ("done",)) if a in options(s)))
    assert s.counters.get(f"up:{dragon}") and not s.counters.get(f"unpaid:{dragon}")   # forced open, paid for
    assert not any("is activated" in prompt for prompt in asked)
    assert not s.counters.get(f"dep:{dragon}")


# -- MW019 Defection: "Choose any Pilot that is not Unique that an opponent controls and move it" ------------------
def test_defection_does_not_move_a_rookie_pilot():
    """Rookie Pilot "cannot be reassigned": Defection moves no Rookie Pilot from one 'Mech to another, as Reassigned
    Pilot and the Deploy-phase reassignment never do (T151); with no other opposing Pilot it only draws (T1023)."""
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Defection", "cc": 0}], "patrol": [CHARGER]},
             {"stock": [FILL] * 3, "patrol": [{"card": BANSHEE, "pilot": "Rookie Pilot"}]}, phase="deploy")
    rookie = cid(s, "Rookie Pilot", "attached1")
    banshee = cid(s, BANSHEE, "patrol1")
    do(s, ("reveal", cid(s, "Defection", "build0")))
    assert len(s.zones["hand0"]) == 1 and s.decision.kind == "deploy-phase"
    assert rookie in s.zones["attached1"] and mark(s, "on", rookie) == banshee


def test_berserker_as_the_target_mech_deals_its_extra_damage_to_an_attacking_mech():
    """The attacking Banshee is engaged, whatever the target Berserker is: its +2 reaches it (T1021)."""
    s = game({"stock": [FILL] * 3, "post": [TAC], "build": [{"card": "Caught in Hangar", "cc": 2}],
              "patrol": [BANSHEE, {"card": "Mercury (MCY-97)", "guard": "scrap"}]},
             {"stock": [FILL] * 5, "patrol": [BERSERKER]})
    banshee, berserker = cid(s, BANSHEE, "patrol0"), cid(s, BERSERKER, "patrol1")
    do(s, ("reveal", cid(s, "Caught in Hangar", "build0")))
    do(s, ("mission",), ("add", banshee), ("target", berserker))
    assert assignable(s, berserker, banshee) == 3 + 2
