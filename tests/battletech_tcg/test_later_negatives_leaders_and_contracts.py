"""Cases where a later-set leader, site, Operation, Contract or artillery card's text must not apply (docs/scenarios.md,
"Writing rule cases"; a docstring starting "Does not apply:" marks each for tools/scenario_coverage.py): outside the
phase or moment the text names, the wrong player's card or roll, counters not yet gone, a damage threshold not
reached, a choice outside what the text names.  The positions come from the positive tests' helpers."""
import pytest

from mechdeck.games.battletech_tcg.board import armor, assets, has_asset, mark, tapped
from mechdeck.games.battletech_tcg.missions import attack_of, initiative, legal_targets
from mechdeck.kernel import IllegalAction

from tcg_support import FILL, R, cid, dice, do, game, mission, names, options, play_out, public
from test_cards_later_battle_rules import (BANSHEE, CICADA, DRAGON, FENRIS, HUNCHBACK, POLITICS, TAC, VLAD,
                                           later_format, next_turn_of, oda_game, stock)
from test_cards_later_leaders import CHARGER, HEAVY, IDLE, _blocked_charger, finish_mission, until_player
from test_cards_later_leaders_sites import _to_next_turn
from test_cards_later_turn_rules import HANSEN, QSO, TRUCK

PILOT = "Gray Death Pilot"
MOW = "Man O' War Prime (Gargoyle)"     # moderate, 4 attack, armor 3: one short of a Contract's 5 damage


def refused(s, action):
    """``action`` is not offered, and applying it raises IllegalAction and adds nothing to the log."""
    assert action not in options(s)
    log = list(s.log)
    with pytest.raises(IllegalAction):
        R.apply(s, action)
    assert s.log == log


# -- Operations: Accelerate Conflict, Blockade, Orbital Bombardment --------------------------------------------------
def test_accelerate_conflict_scrapped_for_its_upkeep_doubles_nothing():
    """Does not apply: Accelerate Conflict doubles Stockpile damage "when the last operation counter has been
    removed": with 2 counters, one is removed and the upkeep finds no resource ("If you cannot pay this cost, scrap
    Accelerate Conflict"), so the Charger's 1 damage to P2's Stockpile stays 1."""
    s = game({"stock": [FILL] * 9, "post": [{"card": "Accelerate Conflict", "counters": {"op": 2}}],
              "patrol": [CHARGER, IDLE]}, {"stock": [FILL] * 9, "patrol": [DRAGON]}, phase="end", active=1)
    _to_next_turn(s)
    assert "Accelerate Conflict is scrapped (its upkeep of 6 could not be paid)" in public(s)
    assert "accelerated" not in s.counters
    while s.decision.player == 0 and ("mission",) not in options(s):
        do(s, ("done",))
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"), ("no block",))
    finish_mission(s)
    assert len(s.zones["stock1"]) == 9 - 1 and "P2's Stockpile takes 1 damage" in public(s)


def test_blockade_with_counters_left_costs_the_opponent_only_the_draws():
    """Does not apply: Blockade's "opponent scraps three cards at the beginning of his or her turn" starts "when the
    last operation counter has been removed": with 2, one goes as P1's turn begins and P2's turn costs P2's
    Stockpile only the usual two draws."""
    s = game({"stock": [FILL] * 20, "post": [{"card": "Blockade", "counters": {"op": 2}}], "hand": [FILL, FILL],
              "patrol": [IDLE]}, {"stock": [FILL] * 20}, phase="end", active=1)
    _to_next_turn(s)
    blockade = cid(s, "Blockade", "post0")
    assert s.counters[f"op:{blockade}"] == 1 and "blockade1" not in s.counters
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert len(s.zones["stock1"]) == 20 - 2 and not any("(Blockade)" in t for t in public(s))


def test_orbital_bombardment_with_no_card_scrapped_from_the_hand_deals_nothing():
    """Does not apply: Orbital Bombardment deals "2 damage to any 'Mech or site for each card you scrap from your
    hand": P1 scraps none, so nothing is bombarded and P2's Dragon and Stockpile are untouched."""
    s = game({"stock": [FILL] * 9, "post": [{"card": "Orbital Bombardment", "counters": {"op": 1}}],
              "hand": ["Critical Hit", FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 9, "patrol": [DRAGON]}, phase="end", active=1)
    _to_next_turn(s)
    assert "Orbital Bombardment" in names(s, "scrap0") and ("done",) in options(s)
    hand, stock1 = list(s.zones["hand0"]), len(s.zones["stock1"])
    do(s, ("done",))
    assert not any(o[0] == "bombard" for o in options(s))
    assert s.zones["hand0"][:2] == hand and len(s.zones["stock1"]) == stock1
    assert mark(s, "dmg", cid(s, DRAGON, "patrol1"), 0) == 0


# -- Deploy-phase leaders and sites: Katherine Steiner-Davion, Mech Hangar, Ulric Kerensky, Myndo Waterly -------------
def test_katherine_steiner_davion_is_refused_in_the_missions_phase():
    """Does not apply: Katherine Steiner-Davion: "Use this ability only during your Deploy phase": in P1's Missions
    phase she is not offered and P2's Politics stays in play."""
    s = game({"stock": [FILL] * 3, "post": ["Katherine Steiner-Davion"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": [POLITICS]})
    katherine = cid(s, "Katherine Steiner-Davion", "post0")
    refused(s, ("use", katherine, "scrap"))
    assert names(s, "post1") == [POLITICS] and not tapped(s, katherine)


def test_mech_hangar_gives_no_deployment_in_the_missions_phase():
    """Does not apply: Mech Hangar: "Use this ability only during your Deploy phase": in P1's Missions phase it is
    refused and the deployments left do not change."""
    s = game({"stock": [FILL] * 3, "post": ["Mech Hangar"], "hand": [FILL], "patrol": [IDLE]}, {"stock": [FILL] * 3})
    hangar = cid(s, "Mech Hangar", "post0")
    deploys = s.counters.get("deploys")
    refused(s, ("use", hangar, "deploy"))
    assert s.counters.get("deploys") == deploys and not tapped(s, hangar)


def test_ulric_kerensky_untaps_nothing_in_the_missions_phase():
    """Does not apply: Ulric Kerensky: "Untap all of your Resources. Use this ability only during your Deploy
    phase": in P1's Missions phase he is refused and P1's tapped resources stay tapped."""
    s = game({"stock": [FILL] * 3, "post": ["Ulric Kerensky", {"card": FILL, "tapped": True},
                                            {"card": POLITICS, "tapped": True}], "patrol": [IDLE]},
             {"stock": [FILL] * 3})
    refused(s, ("use", cid(s, "Ulric Kerensky", "post0"), "untap"))
    assert all(tapped(s, c) for c in s.zones["post0"][1:])


def test_myndo_waterly_taps_only_the_opponents_politics():
    """Does not apply: Myndo Waterly taps "all of his or her cards that provide {P}" (the opponent's): P1's own
    Katherine Steiner-Davion, which provides {P}, stays untapped and is not frozen."""
    s = game({"stock": [FILL] * 6, "post": ["Myndo Waterly", TAC, "Katherine Steiner-Davion"], "hand": [FILL],
              "patrol": [IDLE]},
             {"stock": [FILL] * 6, "post": [POLITICS], "hand": [FILL]}, phase="deploy")
    katherine, politics = cid(s, "Katherine Steiner-Davion", "post0"), cid(s, POLITICS, "post1")
    do(s, ("use", cid(s, "Myndo Waterly", "post0"), "restock"))      # the only Resource: restocked at once
    assert tapped(s, politics) and mark(s, "frozen", politics)
    assert not tapped(s, katherine) and not mark(s, "frozen", katherine)


# -- Redjack Ryan, Thumper Battery, Single Combat: the moment -----------------------------------------------------
def test_redjack_ryan_takes_nothing_in_the_missions_phase():
    """Does not apply: Redjack Ryan: "Use this ability only during your Repair/Reload phase": in P1's Missions
    phase he is refused and P2 keeps its Politics."""
    s = game({"stock": [FILL] * 3, "post": ["Redjack Ryan"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": [{"card": POLITICS, "tapped": True}]})
    refused(s, ("use", cid(s, "Redjack Ryan", "post0"), "take"))
    politics = cid(s, POLITICS, "post1")
    assert tapped(s, politics) and not mark(s, "borrowed", politics)


def test_thumper_battery_is_refused_during_a_mission():
    """Does not apply: Thumper Battery: "Use this ability only during your Missions phase, but not during a
    mission": in the battle of P1's own mission it is refused and P2's Stockpile keeps its cards."""
    s, charger = _blocked_charger("Thumper Battery")
    assert s.decision.player == 0
    stock1 = len(s.zones["stock1"])
    refused(s, ("use", cid(s, "Thumper Battery", "post0"), "shell"))
    assert len(s.zones["stock1"]) == stock1


def test_single_combat_cannot_be_avoided_by_an_opponent_with_a_kurita_card():
    """Does not apply: Single Combat's way out, "If that opponent controls no Clan or Kurita cards, he or she may
    avoid this battle": P2 controls a Kurita Dragon, so even with the Cicada chosen P2 may not untap P1's 'Mech."""
    s = game(stock(post=[TAC, "Single Combat"], patrol=[BANSHEE]), stock(post=[TAC], patrol=[CICADA, DRAGON]),
             spare=FENRIS)
    banshee, cicada = cid(s, BANSHEE, "patrol0"), cid(s, CICADA, "patrol1")
    do(s, ("use", cid(s, "Single Combat", "post0"), "single combat"), ("mech", banshee), ("mech", cicada))
    assert ("untap", banshee) not in options(s) and ("accept",) not in options(s)
    assert tapped(s, banshee) and s.counters["m.att"] == (banshee,) and s.counters["m.blk"] == (cicada,)
    assert not any("avoids the Single Combat" in t for t in public(s))


# -- ComStar Support, Severed Supply Lines: the asset chosen ---------------------------------------------------------
def test_comstar_support_provides_only_the_asset_chosen_and_only_to_its_player():
    """Does not apply: ComStar Support "provides that asset" (the one chosen): with M chosen, P1 has no {P} from
    it, and P2 has no M."""
    s = game(stock(build=[{"card": "ComStar Support", "cc": 1}]), stock(), phase="deploy")
    do(s, ("reveal", cid(s, "ComStar Support", "build0")), ("asset", "M"))
    assert has_asset(s, 0, "M") and not has_asset(s, 0, "P") and "P" not in assets(s, 0)
    assert not has_asset(s, 1, "M")


def test_severed_supply_lines_leaves_its_own_players_asset_alone():
    """Does not apply: Severed Supply Lines: "Choose an opponent and any asset. That opponent loses that asset":
    P1, who revealed it, keeps its own Tactics' T."""
    s = game(stock(post=[POLITICS, TAC], build=[{"card": "Severed Supply Lines", "cc": 1}]), stock(post=[TAC]),
             phase="deploy")
    do(s, ("reveal", cid(s, "Severed Supply Lines", "build0")), ("asset", "T"))
    assert not has_asset(s, 1, "T")
    assert has_asset(s, 0, "T") and "T" in assets(s, 0) and "lost_assets0" not in s.counters


# -- Oda Hideyoshi, Vlad of the Wards: the attacking group -----------------------------------------------------------
def test_oda_hideyoshi_is_refused_for_an_attack_of_two_mechs():
    """Does not apply: Oda Hideyoshi: "Use this ability only when declaring an attack with only one 'Mech": with
    two attackers he is refused and P2 may block with two 'Mechs."""
    s = oda_game()
    dragon, spare, oda = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, "Oda Hideyoshi", "post0")
    mission(s, dragon, spare)
    refused(s, ("use", oda, "one blocker"))
    while not s.decision.prompt.startswith("block the mission"):
        do(s, "done")
    do(s, ("block", cid(s, CICADA, "patrol1")))
    assert ("block", cid(s, FENRIS, "patrol1")) in options(s) and not tapped(s, oda)


def test_vlad_of_the_wards_does_nothing_for_an_unpiloted_mech():
    """Does not apply: "A 'Mech piloted by Vlad of the Wards may attack any 'Mech": P1's unpiloted Banshee, beside
    Vlad's Dragon, still may attack no 'Mech, and Vlad's "+1 initiative" is not P1's while his 'Mech stays home."""
    s = game(stock(patrol=[BANSHEE, {"card": DRAGON, "pilot": VLAD}]), stock(patrol=[FENRIS, HUNCHBACK]))
    banshee = cid(s, BANSHEE, "patrol0")
    assert legal_targets(s, 0, (banshee,)) == ["stock", "scrap"]
    mission(s, banshee)
    assert initiative(s, 0) == 0


# -- Assault on the Rear Echelon, Mech Trap, Ammo Truck: depletion ----------------------------------------------------
def test_assault_on_the_rear_echelon_is_over_on_the_next_turn():
    """Does not apply: Assault on the Rear Echelon depletes blockers "Until the end of the turn": on P2's next
    turn, P1's patrolling Fenris blocks and is not depleted."""
    s = game(stock(post=[TAC], build=[{"card": "Assault on the Rear Echelon", "cc": 2}], patrol=[FENRIS]),
             stock(post=[TAC], patrol=[DRAGON]), spare=CICADA, phase="deploy")
    do(s, ("reveal", cid(s, "Assault on the Rear Echelon", "build0")))
    next_turn_of(s, 1)
    fenris = cid(s, FENRIS, "patrol0")
    mission(s, cid(s, DRAGON, "patrol1"))
    do(s, ("block", fenris), ("no more blockers",), "keep target out")
    play_out(s)
    assert not mark(s, "dep", fenris) and not any("(Assault on the Rear Echelon)" in t for t in public(s))


def test_mech_trap_is_not_revealed_when_its_player_attacks():
    """Does not apply: 'Mech Trap: "You may activate 'Mech Trap only when opponent attacks": P1's own attack opens
    no window for it, it stays face down and P1's attackers are not depleted."""
    s = later_format(game(stock(post=[POLITICS], build=[{"card": "Mech Trap", "cc": 4}], patrol=[BANSHEE, HUNCHBACK]),
                          stock(), spare=CICADA))
    banshee, hunchback = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0")
    trap = cid(s, "Mech Trap", "build0")
    mission(s, banshee, hunchback)
    while "m.att" in s.counters:
        assert ("reveal", trap) not in options(s)
        do(s, R.no_reaction(s) or options(s)[-1])
    assert trap in s.zones["build0"] and not mark(s, "dep", banshee) and not mark(s, "dep", hunchback)


def test_ammo_truck_does_not_spare_an_attacking_mechs_alpha_strike():
    """Does not apply: Ammo Truck: "Alpha Strikes do not deplete your blocking 'Mechs": P1's attacking Hunchback
    fires its Alpha Strike with the Truck untapped and is depleted."""
    s = game({"stock": [FILL] * 5, "post": [TRUCK], "patrol": [HUNCHBACK, IDLE]}, {"stock": [FILL] * 5})
    hunchback, truck = cid(s, HUNCHBACK, "patrol0"), cid(s, TRUCK, "post0")
    mission(s, hunchback)                       # unblocked (P2 has no 'Mech): P1 plays effects at once
    do(s, ("alpha strike", hunchback, 0))
    finish_mission(s)
    assert not tapped(s, truck) and mark(s, "dep", hunchback)
    assert not any("does not deplete" in t for t in public(s))


# -- Contracts: the 5-damage clause, the battle ----------------------------------------------------------------------
CONTRACTS = ["Contract with Kell Hounds", "Contract with 21st Centauri Lancers", "Contract with Black Thorns",
             "Contract with Eridani Light Horse", "Contract with Northwind Highlanders", "Mercenary Contract"]


@pytest.mark.parametrize("contract", CONTRACTS)
def test_contract_is_kept_when_its_mech_receives_four_damage(contract):
    """Does not apply: a Contract's "If that 'Mech receives 5 or more damage, scrap this card": the blocking Man O'
    War deals the hired Charger 4 damage and the Contract stays in play."""
    s, charger = _blocked_charger(contract, MOW)
    c = cid(s, contract, "post0")
    dice(s, 1, 1)                               # Black Thorns: +1 attack, +1 armor
    do(s, ("use", c, "hire"), ("done",))
    finish_mission(s)
    assert any(t.startswith("Charger (CGR-1A1) takes 4 damage") for t in public(s))
    assert c in s.zones["post0"] and not any(f"{contract} is scrapped" in t for t in public(s))


def test_hansens_roughriders_join_no_unblocked_mission():
    """Does not apply: Contract with Hansen's Roughriders: "That 'Mech joins the battle. Use this ability only during
    battle": P1's Atlas goes unblocked, there is no battle, and the Dragon stays in P1's hand."""
    s = game({"stock": [FILL] * 5, "post": [HANSEN], "hand": [DRAGON, FILL], "patrol": ["Atlas (AS7-D)", IDLE]},
             {"stock": [FILL] * 5, "post": [TAC]})
    hansen, dragon = cid(s, HANSEN, "post0"), cid(s, DRAGON, "hand0")
    mission(s, cid(s, "Atlas (AS7-D)", "patrol0"))
    until_player(s, 0)
    refused(s, ("use", hansen, "hire"))
    finish_mission(s)
    assert dragon in s.zones["hand0"] and not tapped(s, hansen)


# -- Mission-only artillery and leaders; Sandhurst, Omi Kurita -------------------------------------------------------
MISSION_ONLY = [("Mobile Long Tom", "shell"), ("Thor Mobile Artillery", "shell"), ("Ryan Steiner", "strike"),
                ("Artillery Bombardment", "bombard")]


@pytest.mark.parametrize("card, verb", MISSION_ONLY)
def test_mission_only_ability_is_refused_outside_a_mission(card, verb):
    """Does not apply: "Use this ability only during a mission" (Mobile Long Tom, Thor Mobile Artillery, Ryan
    Steiner, Artillery Bombardment): in P1's Missions phase before any mission the card is refused, stays untapped
    and no 'Mech or site takes damage."""
    s = game({"stock": [FILL] * 3, "post": [card], "patrol": [CHARGER, IDLE]}, {"stock": [FILL] * 3,
                                                                                "patrol": [DRAGON]})
    c = cid(s, card, "post0")
    refused(s, ("use", c, verb))
    assert not tapped(s, c) and len(s.zones["stock1"]) == 3
    assert not any(k.startswith("dmg:") for k in s.counters)


def test_sandhurst_trains_no_piloted_mech():
    """Does not apply: Sandhurst Royal Military Academy: "Choose one of your unpiloted 'Mechs": P1's only 'Mech in
    the battle is piloted, so the Academy is not offered and the Charger's attack and armor stay as they are."""
    s = game({"stock": [FILL] * 3, "post": ["Sandhurst Royal Military Academy"],
              "patrol": [{"card": CHARGER, "pilot": PILOT}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": DRAGON, "guard": "stock"}]})
    charger = cid(s, CHARGER, "patrol0")
    before = attack_of(s, charger), armor(s, charger)
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, DRAGON, "patrol1")),
       ("keep target out",))
    until_player(s, 0)
    academy = cid(s, "Sandhurst Royal Military Academy", "post0")
    refused(s, ("use", academy, "train"))
    assert (attack_of(s, charger), armor(s, charger)) == before and not tapped(s, academy)


def test_omi_kurita_offers_no_card_that_is_neither_a_resource_nor_kurita_nor_her_players():
    """Does not apply: Omi Kurita puts "a Resource card or Kurita card you own" on top of the Stockpile: P1's
    Hunchback (Inner Sphere, not Kurita) and P2's Tactics are no choice, nor the Tactics in P1's hand (Guide: "You
    may get cards only from play")."""
    s = game({"stock": [FILL] * 3, "post": ["Omi Kurita", POLITICS], "hand": [TAC], "patrol": [HUNCHBACK]},
             {"stock": [FILL] * 3, "post": [TAC], "patrol": [HEAVY, IDLE]}, active=1)
    politics, omi = cid(s, POLITICS, "post0"), cid(s, "Omi Kurita", "post0")
    do(s, ("mission",), ("add", cid(s, HEAVY, "patrol1")), ("target", politics))   # the slow Hunchback cannot block
    until_player(s, 0)
    do(s, ("use", omi, "stock"))
    assert options(s) == (("stock", omi), ("stock", politics))
    assert names(s, "patrol0") == [HUNCHBACK] and names(s, "hand0") == [TAC] and names(s, "post1") == [TAC]


# -- Quick Salvage Operation, Training Facility, Field Command Post -------------------------------------------------
def test_quick_salvage_operation_salvages_no_scrapped_blocker():
    """Does not apply: Quick Salvage Operation: "If any attacking 'Mechs are scrapped during this battle, put one of
    those 'Mechs into play": only P2's own blocking Cicada is scrapped, so nothing is put into play and the Cicada
    stays in P2's Scrap heap."""
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS, IDLE]},
             {"stock": [FILL] * 5, "hand": [QSO], "post": [TAC], "patrol": [CICADA]})
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, fenris)
    do(s, ("block", cicada), ("keep target out",))
    until_player(s, 1)
    do(s, ("play", cid(s, QSO, "hand1")))
    finish_mission(s)
    assert cicada in s.zones["scrap1"] and fenris in s.zones["patrol0"] and s.zones["patrol1"] == []
    assert sorted(names(s, "scrap1")) == sorted([CICADA, QSO])
    assert not any("(Quick Salvage Operation)" in t for t in public(s))


def test_training_facility_gives_the_opponents_pilots_nothing():
    """Does not apply: Training Facility: "Each of your Pilots gets +1 initiative and +1 attack": P2's Facility
    leaves P1's piloted Charger's attack and P1's initiative as they are without it."""
    def attacking(post1):
        s = game({"stock": [FILL] * 3, "patrol": [{"card": CHARGER, "pilot": PILOT}, IDLE]},
                 {"stock": [FILL] * 3, "post": post1})
        charger = cid(s, CHARGER, "patrol0")
        mission(s, charger)
        return attack_of(s, charger), initiative(s, 0), initiative(s, 1)

    assert attacking(["Training Facility"]) == attacking([])


def test_field_command_post_leaves_the_opponents_die_roll_alone():
    """Does not apply: Field Command Post: "Add +1 to one of your die rolls": P2's Critical Hit roll of 5 is not
    P1's to change, P1 is offered no modification and the roll stays 5."""
    s = game({"stock": [FILL] * 10, "post": [TAC, "Field Command Post"], "patrol": [MOW, "Mercury (MCY-97)"]},
             {"stock": [FILL] * 10, "hand": ["LT046"], "post": [TAC, TAC], "patrol": ["Commando (COM-2D)"]})
    mow, commando = cid(s, MOW, "patrol0"), cid(s, "Commando (COM-2D)", "patrol1")
    fcp = cid(s, "Field Command Post", "post0")
    do(s, ("mission",), ("add", mow), ("target", "stock"), ("block", commando), ("keep target out",))
    until_player(s, 1)
    dice(s, 5)
    do(s, ("play", s.zones["hand1"][0]))
    while "m.att" in s.counters:
        assert not any(o[0] == "modify" for o in options(s)), s.decision.prompt
        do(s, R.no_reaction(s) or ("done",))
    assert "P2 rolls 5 for Critical Hit" in public(s) and not tapped(s, fcp)
