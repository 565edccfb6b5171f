"""Arsenal and Crusade Command cards with abilities: leaders and sites acting on cards in play, deployments, costs,
attacks and what players see (abilities/leaders_and_sites.py; docs/tcg-last-sets.md section 5, group J).  One or
more tests per card, each checking every clause of its text, and one where it must not apply."""

import pytest
from mechdeck.kernel.presentation import present

from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data, where
from mechdeck.games.battletech_tcg.board import activation_cost, assets
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.abilities import leaders_and_sites
from mechdeck.games.battletech_tcg.turn import WINDOW_ACTIONS, can_reveal

from tcg_support import FILL, R, cid, dmg, do, game, mission, names, options, play_on, play_out, public
from test_cards_later_leaders import CHARGER, DRAGON, IDLE

GROUP = "AR022 CR034 CR057 CR093 AR094 CR069 CR062 CR097 CR061 AR051 CR059 CR006".split()
CLAN = "Black Hawk A (Nova)"          # a Clan 'Mech
COORDINATOR = "Coordinator Theodore Kurita"
LOGISTICS = "Support - Logistics"


def test_group_is_card_code():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
        assert where(number).startswith("leaders_and_sites.py")
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


def used(s, c):
    return any(o[:2] == ("use", c) for o in options(s))


def tapped(s, c):
    return f"tap:{c}" in s.counters


# -- AR022 Coordinator Theodore Kurita ---------------------------------------------------------------------------------
def _p2_deploys(p2_post, p1_post=(COORDINATOR,)):
    """P2's Deploy phase, one card in hand, the Command Post ``p2_post``; P1 has ``p1_post``."""
    return game({"stock": [FILL] * 3, "post": list(p1_post)},
                {"stock": [FILL] * 3, "hand": [DRAGON], "post": list(p2_post)}, active=1, phase="deploy")


def test_coordinator_theodore_kurita_charges_each_opposing_deployment_two_without_logistics():
    s = _p2_deploys([FILL, FILL])
    dragon = cid(s, DRAGON, "hand1")
    do(s, ("deploy", dragon))
    assert s.decision.kind == "pay" and names(s, "hand1") == [DRAGON]     # paid first, then deployed
    do(s, ("tap", s.zones["post1"][0]), ("tap", s.zones["post1"][1]))
    assert s.zones["build1"] == [dragon] and all(tapped(s, c) for c in s.zones["post1"])
    assert "P2 pays 2 for the deployment (Coordinator Theodore Kurita)" in public(s)
    assert not any(DRAGON in line for line in public(s))          # deployed face down: still unnamed


def test_coordinator_theodore_kurita_charges_nothing_with_logistics_or_to_its_own_player():
    s = _p2_deploys([LOGISTICS])
    dragon = cid(s, DRAGON, "hand1")
    do(s, ("deploy", dragon))
    assert s.zones["build1"] == [dragon] and not tapped(s, s.zones["post1"][0])   # 0+2L: 0 with Logistics
    s = game({"stock": [FILL] * 3, "post": [COORDINATOR], "hand": [DRAGON]}, {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("deploy", cid(s, DRAGON, "hand0")))
    assert names(s, "build0") == [DRAGON]


def test_coordinator_theodore_kurita_an_opponent_who_cannot_pay_cannot_deploy():
    s = _p2_deploys([FILL])
    assert ("deploy", cid(s, DRAGON, "hand1")) not in options(s)
    s = _p2_deploys([FILL], p1_post=())
    assert ("deploy", cid(s, DRAGON, "hand1")) in options(s)


def test_coordinator_theodore_kurita_charge_wraps_every_other_deploy_action():
    """The charge is paid before every other module's deploy action runs (Blockade, Severed Supply Lines ...): a
    card module loaded later must not wrap "deploy" again around it."""
    assert WINDOW_ACTIONS["deploy"] is leaders_and_sites._charged


def test_coordinator_theodore_kurita_counts_as_theodore_kurita_and_has_tactics():
    s = game({"stock": [FILL] * 3, "post": [COORDINATOR]},
             {"stock": [FILL] * 3, "build": [{"card": "Theodore Kurita", "cc": 8}]}, active=1, phase="deploy")
    assert not can_reveal(s, 1, s.zones["build1"][0])     # a Unique card of its title is in play (T763)
    assert "T" in assets(s, 0)


# -- CR034 Entropy-Based Warfare ---------------------------------------------------------------------------------------
def _costs(p1_post, p2_post=()):
    """The activation costs of P1's Dragon, and of P2's Dragon and Mech Hangar, under construction."""
    s = game({"stock": [FILL] * 3, "post": list(p1_post), "build": [DRAGON]},
             {"stock": [FILL] * 3, "post": list(p2_post), "build": [DRAGON, "Mech Hangar"]})
    return (activation_cost(s, 0, s.zones["build0"][0]), activation_cost(s, 1, s.zones["build1"][0]),
            activation_cost(s, 1, s.zones["build1"][1]))


def test_entropy_based_warfare_each_opposing_unit_costs_one_more_per_copy():
    mine, theirs, hangar = _costs(())
    # each copy adds 1 to the opposing Unit; a Command card and its own player's Units do not change
    assert _costs(["Entropy-Based Warfare"] * 2) == (mine, theirs + 2, hangar)
    assert _costs(["Entropy-Based Warfare"], ["Entropy-Based Warfare"]) == (mine + 1, theirs + 1, hangar)


def test_entropy_based_warfare_does_not_apply_while_under_construction():
    s = game({"stock": [FILL] * 3, "build": [DRAGON]}, {"stock": [FILL] * 3, "build": ["Entropy-Based Warfare"]})
    assert activation_cost(s, 0, s.zones["build0"][0]) == _costs(())[0]


# -- CR057 Indiscriminate Terrorism ------------------------------------------------------------------------------------
def test_indiscriminate_terrorism_deals_five_damage_to_each_stockpile():
    s = game({"stock": [FILL] * 8, "post": ["Indiscriminate Terrorism"], "patrol": [IDLE]}, {"stock": [FILL] * 9})
    terror = cid(s, "Indiscriminate Terrorism", "post0")
    do(s, ("use", terror, "terrorize"))
    assert len(s.zones["stock0"]) == 3 and len(s.zones["stock1"]) == 4 and tapped(s, terror)
    assert "Indiscriminate Terrorism deals 5 damage to each Stockpile" in public(s)


def test_indiscriminate_terrorism_not_in_the_deploy_phase():
    s = game({"stock": [FILL] * 8, "post": ["Indiscriminate Terrorism"], "hand": [FILL]}, {"stock": [FILL] * 9},
             phase="deploy")
    assert not used(s, cid(s, "Indiscriminate Terrorism", "post0"))


# -- CR093 Strategic Bombardment ---------------------------------------------------------------------------------------
def test_strategic_bombardment_deals_two_structure_damage_to_any_resource_card():
    s = game({"stock": [FILL] * 3, "post": ["Strategic Bombardment", FILL], "hand": [FILL]},
             {"stock": [FILL] * 3, "post": [LOGISTICS, "Mech Hangar"]}, phase="deploy")   # any window (T313)
    bombard, mine = cid(s, "Strategic Bombardment", "post0"), cid(s, FILL, "post0")
    logistics = cid(s, LOGISTICS, "post1")
    do(s, ("use", bombard, "bombard"))
    assert set(options(s)) == {("bombard", mine), ("bombard", logistics)}    # Resources only, either player's
    do(s, ("bombard", logistics))
    assert dmg(s, logistics) == 2            # armor 4 absorbs none of it: structure damage
    assert "Strategic Bombardment deals 2 structure damage to Support - Logistics" in public(s)


def test_strategic_bombardment_destroys_a_resource_and_needs_one_in_play():
    s = game({"stock": [FILL] * 3, "post": ["Strategic Bombardment"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": [{"card": LOGISTICS, "damage": 1}]})
    do(s, ("use", cid(s, "Strategic Bombardment", "post0"), "bombard"))
    assert names(s, "scrap1") == [LOGISTICS]       # structure 3: scrapped
    s = game({"stock": [FILL] * 3, "post": ["Strategic Bombardment"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": ["Mech Hangar"]})
    assert not used(s, cid(s, "Strategic Bombardment", "post0"))


# -- AR094 Tormano Liao ------------------------------------------------------------------------------------------------
def test_tormano_liao_taps_or_untaps_any_command_card_but_itself():
    s = game({"stock": [FILL] * 3, "post": ["Tormano Liao", {"card": FILL, "tapped": True}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": [LOGISTICS]})
    tormano, mine, theirs = cid(s, "Tormano Liao", "post0"), cid(s, FILL, "post0"), cid(s, LOGISTICS, "post1")
    do(s, ("use", tormano, "tap or untap"))
    assert set(options(s)) == {("untap", mine), ("tap", theirs)}
    do(s, ("tap", theirs))
    assert tapped(s, theirs) and tapped(s, tormano) and "Tormano Liao taps Support - Logistics" in public(s)


def test_tormano_liao_untaps_a_resource_not_in_the_deploy_phase():
    s = game({"stock": [FILL] * 3, "post": ["Tormano Liao", {"card": FILL, "tapped": True}], "patrol": [IDLE]},
             {"stock": [FILL] * 3})
    tormano, mine = cid(s, "Tormano Liao", "post0"), cid(s, FILL, "post0")
    do(s, ("use", tormano, "tap or untap"))          # the one choice: its own tapped Support
    assert not tapped(s, mine) and "Tormano Liao untaps Support - Assembly" in public(s)
    s = game({"stock": [FILL] * 3, "post": ["Tormano Liao", FILL], "hand": [FILL]}, {"stock": [FILL] * 3},
             phase="deploy")
    assert not used(s, cid(s, "Tormano Liao", "post0"))


# -- CR069 MechWarrior Trent -------------------------------------------------------------------------------------------
def _trent(p2_patrol=(CLAN,), guard=DRAGON):
    return game({"stock": [FILL] * 3, "post": ["MechWarrior Trent"], "patrol": [CHARGER, IDLE]},
                {"stock": [FILL] * 5, "post": [FILL], "patrol": [{"card": guard, "guard": "post:0"}, *p2_patrol]})


def test_mechwarrior_trent_next_mission_unblockable_against_a_clan_player_not_at_a_stockpile():
    s = _trent()
    do(s, ("use", cid(s, "MechWarrior Trent", "post0"), "unblockable"))
    mission(s, cid(s, CHARGER, "patrol0"), target=s.zones["post1"][0])
    assert "this mission cannot be blocked (MechWarrior Trent)" in public(s)
    assert s.decision.kind != "block"                               # the guard is never asked to block
    assert s.counters["m.blk"] == () and "trent" not in s.counters
    play_out(s)
    mission(s, cid(s, IDLE, "patrol0"), target=s.zones["post1"][0])
    assert s.decision.kind == "block"                               # only the next mission


def test_mechwarrior_trent_does_not_apply_against_a_stockpile_or_a_player_without_clan_cards():
    s = _trent()
    do(s, ("use", cid(s, "MechWarrior Trent", "post0"), "unblockable"))
    mission(s, cid(s, CHARGER, "patrol0"), target="stock")
    assert s.decision.kind == "block" and "trent" not in s.counters    # used up all the same
    s = _trent(p2_patrol=())
    do(s, ("use", cid(s, "MechWarrior Trent", "post0"), "unblockable"))
    mission(s, cid(s, CHARGER, "patrol0"), target=s.zones["post1"][0])
    assert s.decision.kind == "block"


# -- CR062 Khan Vlad Ward ----------------------------------------------------------------------------------------------
def _warded():
    """P1 (Deploy phase) uses Khan Vlad Ward on P2's Dragon, then ends the turn: P2's turn, its Missions phase."""
    s = game({"stock": [FILL] * 5, "post": ["Khan Vlad Ward"], "hand": [FILL]},
             {"stock": [FILL] * 5, "patrol": [DRAGON, CHARGER]}, phase="deploy")
    dragon = cid(s, DRAGON, "patrol1")
    do(s, ("use", cid(s, "Khan Vlad Ward", "post0"), "ward"))
    assert set(options(s)) == {("ward", dragon), ("ward", cid(s, CHARGER, "patrol1"))}
    do(s, ("ward", dragon))
    assert "Dragon (DRG-1N) must attack during P2's next turn or be scrapped (Khan Vlad Ward)" in public(s)
    while not (s.decision.player == 1 and s.decision.kind == "missions-phase"):
        do(s, "done")
    return s, dragon


def test_khan_vlad_ward_scraps_the_unit_that_did_not_attack_in_the_next_turn():
    s, dragon = _warded()
    do(s, "done")
    while s.decision.player == 1:
        do(s, "done")
    assert names(s, "scrap1") == [DRAGON] and "Dragon (DRG-1N) is scrapped (it did not attack: Khan Vlad Ward)" \
        in public(s)
    assert names(s, "patrol1") == [CHARGER]


def test_khan_vlad_ward_does_not_scrap_a_unit_that_attacked():
    s, dragon = _warded()
    mission(s, dragon)
    play_out(s)
    while s.decision.player == 1:
        do(s, "done")
    assert dragon in s.zones["patrol1"] and f"ward:{dragon}" not in s.counters


def test_khan_vlad_ward_counts_as_vlad_of_the_wards():
    s = game({"stock": [FILL] * 3, "post": ["Khan Vlad Ward"]},
             {"stock": [FILL] * 3, "patrol": [DRAGON], "build": [{"card": "Vlad of the Wards", "cc": 8}]},
             active=1, phase="deploy")
    assert not can_reveal(s, 1, s.zones["build1"][0])


# -- AR051 Jerrard Cranston --------------------------------------------------------------------------------------------
def _cranston_turn():
    """P2's turn has nothing to do; P1's turn begins (tapped Jerrard Cranston, a tapped Support) and reaches its
    Deploy phase."""
    return game({"stock": [FILL] * 15, "post": [{"card": "Jerrard Cranston", "tapped": True},
                                                {"card": FILL, "tapped": True}, FILL],
                 "hand": [FILL], "patrol": [CHARGER]},
                {"stock": [FILL] * 15, "hand": ["Overrun"], "patrol": [{"card": DRAGON, "guard": "stock"}]},
                active=1, phase="end")


def test_jerrard_cranston_does_not_untap_in_the_untap_phase_and_pays_two_to_untap():
    s = _cranston_turn()
    while s.decision.kind != "deploy-phase":
        do(s, "done")
    jerrard, support = s.zones["post0"][0], s.zones["post0"][1]
    assert tapped(s, jerrard) and not tapped(s, support)          # only Jerrard stays tapped
    assert ("use", jerrard, "no mission cards") not in options(s)
    do(s, ("use", jerrard, "untap"), ("tap", s.zones["post0"][1]), ("tap", s.zones["post0"][2]))
    assert not tapped(s, jerrard) and "Jerrard Cranston untaps Jerrard Cranston" in public(s)


def test_jerrard_cranston_bars_the_opponents_mission_cards_until_your_next_turn():
    s = _cranston_turn()
    while s.decision.kind != "deploy-phase":
        do(s, "done")
    jerrard = s.zones["post0"][0]
    do(s, ("use", jerrard, "untap"), ("tap", s.zones["post0"][1]), ("tap", s.zones["post0"][2]))
    do(s, ("use", jerrard, "no mission cards"))
    assert "P2 may not play Mission cards until the beginning of P1's next turn (Jerrard Cranston)" in public(s)
    do(s, "done")
    mission(s, cid(s, CHARGER, "patrol0"))
    assert s.counters.get("m.no_mission_cards1") and not s.counters.get("m.no_mission_cards0")
    play_out(s)
    while s.decision.kind != "missions-phase" or s.decision.player != 1:
        do(s, "done")
    mission(s, cid(s, DRAGON, "patrol1"))                           # P2's own turn: still barred
    assert s.counters.get("m.no_mission_cards1")
    play_out(s)
    while s.decision.kind != "deploy-phase" or s.decision.player != 0:
        do(s, "done")
    assert "cranston1" not in s.counters and "P2 may play Mission cards again (Jerrard Cranston)" in public(s)


def test_jerrard_cranston_counts_as_galen_cox_and_untaps_by_other_effects():
    s = game({"stock": [FILL] * 3, "post": ["Jerrard Cranston"], "patrol": [DRAGON]},
             {"stock": [FILL] * 3, "patrol": [CHARGER], "build": [{"card": "Galen Cox", "cc": 8}]},
             active=1, phase="deploy")
    assert not can_reveal(s, 1, s.zones["build1"][0])             # a Unique card of its title is in play (T763)
    s = game({"stock": [FILL] * 3, "post": ["Tormano Liao", {"card": "Jerrard Cranston", "tapped": True}],
              "patrol": [IDLE]}, {"stock": [FILL] * 3})
    do(s, ("use", cid(s, "Tormano Liao", "post0"), "tap or untap"))
    assert not tapped(s, cid(s, "Jerrard Cranston", "post0"))    # not the Untap phase: it untaps


# -- CR059 Isolated Forces ---------------------------------------------------------------------------------------------
def test_isolated_forces_deals_five_damage_to_its_players_stockpile_when_activated():
    s = game({"stock": [FILL] * 8, "build": [{"card": "Isolated Forces", "cc": 12}], "hand": [FILL]},
             {"stock": [FILL] * 8}, phase="deploy")
    do(s, ("reveal", s.zones["build0"][0]))
    assert len(s.zones["stock0"]) == 3 and len(s.zones["stock1"]) == 8
    assert names(s, "post0") == ["Isolated Forces"]


def _isolated_untap():
    """P1 controls Isolated Forces and ends its turn; P2's turn begins with two tapped 'Mechs, a tapped and an
    untapped Support: P2's Repair/Reload phase."""
    s = game({"stock": [FILL] * 5, "post": ["Isolated Forces"], "patrol": [{"card": IDLE, "tapped": True}]},
             {"stock": [FILL] * 5, "post": [{"card": FILL, "tapped": True}, FILL],
              "patrol": [{"card": DRAGON, "tapped": True}, {"card": CHARGER, "tapped": True}]}, phase="end")
    while s.decision.player == 0:
        do(s, "done")
    return s


def test_isolated_forces_opposing_units_stay_tapped_and_pay_one_each_to_untap():
    s = _isolated_untap()
    dragon, charger = cid(s, DRAGON, "patrol1"), cid(s, CHARGER, "patrol1")
    support = s.zones["post1"][0]
    assert s.decision.kind == "repair-phase"
    assert tapped(s, dragon) and tapped(s, charger) and not tapped(s, support)   # a Command card untaps
    assert {("pay to untap", dragon), ("pay to untap", charger)} <= set(options(s))
    do(s, ("pay to untap", dragon), ("tap", support))
    assert not tapped(s, dragon) and tapped(s, charger) and "Isolated Forces untaps Dragon (DRG-1N)" in public(s)
    do(s, ("pay to untap", charger), ("tap", s.zones["post1"][1]))
    assert not tapped(s, charger)


def test_isolated_forces_does_not_stop_its_own_players_units():
    s = _isolated_untap()
    while s.decision.player == 1:
        do(s, "done")
    assert not tapped(s, cid(s, IDLE, "patrol0"))
    assert not any(o[0] == "pay to untap" for o in options(s))


# -- CR006 Battle Attrition -------------------------------------------------------------------------------------------
ATLAS = "Atlas (AS7-D)"     # Missile 1, Alpha Strike +2


def _attrition_repair():
    """P2's Repair/Reload phase under P1's Battle Attrition: four Support - Assembly, a damaged Dragon."""
    return game({"stock": [FILL] * 5, "post": ["Battle Attrition"], "patrol": [{"card": CHARGER, "damage": 1}]},
                {"stock": [FILL] * 5, "post": [FILL] * 4, "patrol": [{"card": DRAGON, "damage": 2}]},
                active=1, phase="repair")


def test_battle_attrition_bars_repairs_until_the_opponent_pays_three():
    s = _attrition_repair()
    dragon, attrition = cid(s, DRAGON, "patrol1"), cid(s, "Battle Attrition", "post0")
    assert ("repair", dragon) not in options(s) and ("pay off", attrition) in options(s)
    do(s, ("pay off", attrition), *[("tap", c) for c in s.zones["post1"][:3]])
    assert "P2 pays to ignore Battle Attrition this turn" in public(s)
    assert ("pay off", attrition) not in options(s)
    do(s, ("repair", dragon), ("tap", s.zones["post1"][3]))
    assert dmg(s, dragon) == 1


def test_battle_attrition_does_not_bar_its_own_players_repairs():
    s = game({"stock": [FILL] * 5, "post": ["Battle Attrition", FILL], "patrol": [{"card": CHARGER, "damage": 1}]},
             {"stock": [FILL] * 5}, phase="repair")
    assert ("repair", cid(s, CHARGER, "patrol0")) in options(s)
    assert not any(o[0] == "pay off" for o in options(s))


@pytest.mark.parametrize("repairer, where, unit", [("Repair Facility", "post", DRAGON),
                                                    ("Technician Caste", "post", DRAGON),
                                                    ("Vehicle Repair Barn", "post", "Behemoth (Flamer Variant)"),
                                                    ("Gearhead", "pilot", DRAGON)])
def test_battle_attrition_bars_every_card_that_repairs_the_opponents_units(repairer, where, unit):
    damaged = {"card": unit, "damage": 2, **({"pilot": repairer} if where == "pilot" else {})}
    s = game({"stock": [FILL] * 5, "post": ["Battle Attrition"]},
             {"stock": [FILL] * 5, "post": [FILL] * 4 + ([repairer] if where == "post" else []),
              "patrol": [damaged]}, active=1, phase="repair")
    card = cid(s, repairer, "post1" if where == "post" else "attached1")
    assert not used(s, card)
    do(s, ("pay off", cid(s, "Battle Attrition", "post0")), *[("tap", c) for c in s.zones["post1"][:3]])
    assert used(s, card)


def test_battle_attrition_mech_rotation_repairs_no_unit_of_the_opponent():
    s = game({"stock": [FILL] * 5, "post": ["Battle Attrition"]},
             {"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "damage": 2}],
              "build": [{"card": "Mech Rotation", "cc": 8}], "hand": [FILL]}, active=1, phase="deploy")
    do(s, ("reveal", s.zones["build1"][0]))
    assert dmg(s, cid(s, DRAGON, "patrol1")) == 2                  # its own Dragon may not be repaired


def _attrition_attack(p1_post=("Battle Attrition",)):
    """P2's Atlas attacks P1's Stockpile, unblocked; P2 acts in the battle."""
    s = game({"stock": [FILL] * 9, "post": list(p1_post), "patrol": [ATLAS]},
             {"stock": [FILL] * 9, "patrol": [ATLAS, IDLE]}, active=1)
    atlas = cid(s, ATLAS, "patrol1")
    mission(s, atlas)
    do(s, "no block")
    while s.decision.player != 1:
        do(s, "done")
    return s, atlas


def test_battle_attrition_no_alpha_strike_and_a_missile_depletes_the_unit():
    s, atlas = _attrition_attack()
    assert ("alpha strike", atlas, 0) not in options(s)
    do(s, ("missile", atlas, "stock"))
    assert "Atlas (AS7-D) will be depleted at the end of the mission (Battle Attrition)" in public(s)
    play_out(s)
    assert s.counters.get(f"dep:{atlas}") and "Atlas (AS7-D) is depleted (Battle Attrition)" in public(s)


def test_battle_attrition_does_not_apply_without_the_card():
    s, atlas = _attrition_attack(p1_post=())
    assert ("alpha strike", atlas, 0) in options(s)
    do(s, ("missile", atlas, "stock"))
    play_out(s)
    assert not s.counters.get(f"dep:{atlas}")


# -- CR097 Temptation --------------------------------------------------------------------------------------------------
def _tempted(p2_patrol):
    return game({"stock": [FILL] * 5, "post": ["Temptation"]}, {"stock": [FILL] * 5, "patrol": p2_patrol}, active=1)


def test_temptation_forces_one_attack():
    s = _tempted([DRAGON, CHARGER])
    assert ("done",) not in options(s) and ("mission",) in options(s)
    mission(s, cid(s, DRAGON, "patrol1"))
    play_out(s)
    assert ("done",) in options(s)                # one attack this turn: the phase may end


def test_temptation_does_not_force_a_player_who_cannot_attack():
    s = _tempted([{"card": DRAGON, "tapped": True}])
    assert (s.decision.player, s.decision.kind) == (0, "deploy-phase")   # nothing could attack: P2's turn went on
    s = _tempted(["Battle Armor Squad"])            # Battle Armor never attacks alone (T1103)
    assert ("done",) in options(s) and ("mission",) not in options(s)
    s = game({"stock": [FILL] * 5, "post": ["Temptation"], "patrol": [IDLE]}, {"stock": [FILL] * 5})
    assert ("done",) in options(s)                # its own player is not tempted


def test_temptation_may_be_deployed_revealed_for_an_additional_deployment():
    s = game({"stock": [FILL] * 3, "post": ["Support - Tactics", FILL], "hand": [FILL, FILL, "Temptation"]},
             {"stock": [FILL] * 3}, phase="deploy")
    temptation = cid(s, "Temptation", "hand0")
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy", cid(s, FILL, "hand0")))
    do(s, ("deploy revealed", temptation))
    while s.decision.kind == "pay":
        do(s, options(s)[0])
    assert names(s, "post0")[-1] == "Temptation" and s.counters["deploys"] == 0   # no deployment used


# -- CR061 Judith Faber ------------------------------------------------------------------------------------------------
def test_judith_faber_opens_a_clan_players_stockpile_top():
    s = game({"stock": [FILL] * 3 + [DRAGON], "post": ["Judith Faber"]},
             {"stock": [FILL] * 3 + [CHARGER], "hand": [FILL], "build": [{"card": CLAN, "cc": 10}]},
             active=1, phase="deploy")
    top = s.zones["stock1"][-1]
    assert top not in known(s, 0)
    do(s, ("reveal", s.zones["build1"][0]))          # P2 now controls a Clan card
    assert top in known(s, 0) and top in known(s, 1)
    assert "the top card of P2's Stockpile is face up: Charger (CGR-1A1) (Judith Faber)" in public(s)
    mine = s.zones["stock0"][-1]
    assert mine not in known(s, 0) + known(s, 1)           # P1 controls no Clan card
    for seed in range(5):
        assert R.determinize(s, 0, seed).card_types[top] == s.card_types[top]   # a search sees it where it is
    views = [R.observe(s, seat)["board"] for seat in (0, 1)]
    assert [v[1].get("stockpile_top") for v in views] == ["Charger (CGR-1A1)"] * 2    # face up: both see it
    assert "stockpile_top" not in views[0][0] and "stockpile_top" not in views[1][0]
    # the screens draw it too: the open Stockpile shows its top to both seats, the closed one only its count
    for seat in (0, 1):
        areas = {a["id"]: a for a in present(R, s, seat)["areas"]}
        assert areas["stock1"].get("top") == "Charger (CGR-1A1)" and "top" not in areas["stock0"]
        assert areas["stock1"]["count"] == 4 and "pieces" not in areas["stock1"]


def test_judith_faber_shows_a_clan_players_draws_and_each_new_top():
    s = game({"stock": [FILL] * 3, "post": ["Judith Faber"], "patrol": [IDLE]},
             {"stock": [FILL, DRAGON, CHARGER], "patrol": [CLAN]})
    charger, dragon = s.zones["stock1"][-1], s.zones["stock1"][-2]
    do(s, "done")
    while s.decision.player == 0:
        do(s, "done")
    assert "P2 shows the card drawn: Charger (CGR-1A1) (Judith Faber)" in public(s)
    assert charger in known(s, 0) and dragon in known(s, 0)
    assert "the top card of P2's Stockpile is face up: Dragon (DRG-1N) (Judith Faber)" in public(s)


def test_judith_faber_does_not_open_anything_without_a_clan_card():
    s = game({"stock": [FILL] * 3, "post": ["Judith Faber"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "patrol": [DRAGON]})
    assert not any("Judith Faber" in line for line in public(s)) and not known(s, 0)


# -- the bots play these cards -----------------------------------------------------------------------------------------
def _table(seed):
    return game({"stock": [FILL, DRAGON] * 8, "post": [COORDINATOR, "Temptation", "Tormano Liao", "Isolated Forces",
                                                        "Jerrard Cranston", "Battle Attrition", FILL, FILL],
                 "hand": ["Strategic Bombardment", "Indiscriminate Terrorism"], "patrol": [CHARGER]},
                {"stock": [FILL, CLAN] * 8, "post": ["Judith Faber", "Khan Vlad Ward", "MechWarrior Trent",
                                                     "Entropy-Based Warfare", FILL, LOGISTICS],
                 "patrol": [CLAN, DRAGON]}, seed=seed)


def test_random_and_heuristic_games_with_these_cards_do_not_fail():
    for seed in range(4):
        play_on(_table(seed), 400, seed)
    play_on(_table(0), 300, bots=[make_agent("heuristic", 1), make_agent("heuristic", 2)])
