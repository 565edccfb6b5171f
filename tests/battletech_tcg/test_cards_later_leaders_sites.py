"""Counterstrike, Mercenaries and MechWarrior Command cards acting on cards in play outside missions
(abilities/leaders_and_sites.py): Adam Steiner ... Protection Racket.  One or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.cards import card_by_number

from tcg_support import FILL, cid, do, game, names, options, public
from test_cards_later_leaders import CHARGER, DRAGON, IDLE, until_player

GROUP = "CS003 CS060 CS089 CS093 ME005 MW044 ME059 ME074 ME071 CS001 CS013 CS066 ME082 ME063".split()
CLAN = "Black Hawk A (Nova)"


def test_group_is_card_code():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


def used(s, c):
    return any(o[:2] == ("use", c) for o in options(s))


# -- CS003 Adam Steiner ------------------------------------------------------------------------------------------------
def test_adam_steiner_untaps_any_mech_but_not_a_depleted_one():
    s = game({"stock": [FILL] * 3, "post": ["Adam Steiner"], "patrol": [{"card": CHARGER, "tapped": True}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": DRAGON, "tapped": True},
                                              {"card": "Cicada (CDA-2A)", "depleted": True}]})
    a = cid(s, "Adam Steiner", "post0")
    charger, dragon = cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol1")
    do(s, ("use", a, "untap"))
    assert options(s) == (("untap", charger), ("untap", dragon))     # either player's; not the depleted Cicada
    do(s, ("untap", dragon))
    assert f"tap:{dragon}" not in s.counters and "Adam Steiner untaps Dragon (DRG-1N)" in public(s)


def test_adam_steiner_only_in_your_missions_phase_with_a_tapped_mech():
    s = game({"stock": [FILL] * 3, "post": ["Adam Steiner"], "patrol": [IDLE]}, {"stock": [FILL] * 3})
    assert not used(s, cid(s, "Adam Steiner", "post0"))               # nothing to untap
    s = game({"stock": [FILL] * 3, "post": ["Adam Steiner"], "patrol": [{"card": CHARGER, "tapped": True}, IDLE],
              "hand": [FILL]}, {"stock": [FILL] * 3}, phase="deploy")
    assert ("deploy", cid(s, FILL, "hand0")) in options(s)
    assert not used(s, cid(s, "Adam Steiner", "post0"))


# -- CS060 Mech Hangar -------------------------------------------------------------------------------------------------
def test_mech_hangar_gives_an_additional_deployment():
    s = game({"stock": [FILL] * 3, "post": ["Mech Hangar"], "hand": [FILL, FILL, FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    mh = cid(s, "Mech Hangar", "post0")
    do(s, ("use", mh, "deploy"))
    assert s.counters["deploys"] == 3 and f"tap:{mh}" in s.counters
    for c in list(s.zones["hand0"]):
        do(s, ("deploy", c))
    assert len(s.zones["build0"]) == 3


# -- CS089 Thumper Battery ---------------------------------------------------------------------------------------------
def test_thumper_battery_deals_two_damage_to_one_site():
    s = game({"stock": [FILL] * 3, "post": ["Thumper Battery"], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "post": [DRAGON, "Support - Politics"], "build": [{"card": FILL, "cc": 3}]})
    tb = cid(s, "Thumper Battery", "post0")
    do(s, ("use", tb, "shell"))
    politics = cid(s, "Support - Politics", "post1")
    built = s.zones["build1"][0]
    assert set(options(s)) >= {("shell", "stock1"), ("shell", "scrap1"), ("shell", politics), ("shell", built),
                               ("shell", "stock0"), ("shell", tb)}
    do(s, ("shell", "stock1"))
    assert len(s.zones["stock1"]) == 3 and "Thumper Battery deals 2 damage to P2's Stockpile" in public(s)


def test_thumper_battery_on_a_card_under_construction_takes_counters():
    s = game({"stock": [FILL] * 3, "post": ["Thumper Battery"], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "build": [{"card": FILL, "cc": 3}]})
    built = s.zones["build1"][0]
    do(s, ("use", cid(s, "Thumper Battery", "post0"), "shell"), ("shell", built))
    assert s.counters[f"cc:{built}"] == 2


# -- CS093 Ulric Kerensky ----------------------------------------------------------------------------------------------
def test_ulric_kerensky_untaps_all_of_your_resources():
    s = game({"stock": [FILL] * 3, "post": ["Ulric Kerensky", {"card": FILL, "tapped": True},
                                            {"card": "Support - Politics", "tapped": True}, "Support - Tactics",
                                            {"card": "Mech Hangar", "tapped": True}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": [{"card": FILL, "tapped": True}]}, phase="deploy")
    do(s, ("use", cid(s, "Ulric Kerensky", "post0"), "untap"))
    post0 = s.zones["post0"]
    assert [f"tap:{c}" in s.counters for c in post0] == [True, False, False, False, True]   # not Mech Hangar
    assert f"tap:{s.zones['post1'][0]}" in s.counters


# -- ME005 Anastasius Focht --------------------------------------------------------------------------------------------
def test_anastasius_focht_untaps_an_inner_sphere_mech_and_taps_a_clan_mech_or_the_reverse():
    s = game({"stock": [FILL] * 3, "post": ["Anastasius Focht", "Support - Politics"],
              "patrol": [{"card": CHARGER, "tapped": True}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [CLAN, {"card": "Black Hawk B (Nova)", "tapped": True}]})
    af = cid(s, "Anastasius Focht", "post0")
    assert ("use", af, "is") in options(s) and ("use", af, "clan") in options(s)
    do(s, ("use", af, "is"), ("tap", cid(s, "Support - Politics", "post0")))     # {R}
    charger, clan = cid(s, CHARGER, "patrol0"), cid(s, CLAN, "patrol1")
    # the only tapped Inner Sphere 'Mech and the only untapped Clan 'Mech: both chosen at once
    assert f"tap:{charger}" not in s.counters and f"tap:{clan}" in s.counters and f"tap:{af}" in s.counters
    assert "Anastasius Focht untaps Charger (CGR-1A1)" in public(s)
    assert "Anastasius Focht taps Black Hawk A (Nova)" in public(s)


def test_anastasius_focht_needs_both_kinds_of_mech():
    s = game({"stock": [FILL] * 3, "post": ["Anastasius Focht", "Support - Politics"],
              "patrol": [{"card": CHARGER, "tapped": True}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": CLAN, "tapped": True}]})
    af = cid(s, "Anastasius Focht", "post0")
    assert ("use", af, "is") not in options(s)          # no untapped Clan 'Mech to tap
    assert ("use", af, "clan") in options(s)            # untap the Black Hawk, tap the Banshee
    s = game({"stock": [FILL] * 3, "post": ["Anastasius Focht"], "patrol": [{"card": CHARGER, "tapped": True}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [CLAN]})
    assert not used(s, cid(s, "Anastasius Focht", "post0"))   # {R} cannot be paid


# -- MW044 Katherine Steiner-Davion ------------------------------------------------------------------------------------
def test_katherine_steiner_davion_scraps_a_command_card_that_provides_politics():
    s = game({"stock": [FILL] * 3, "post": ["Katherine Steiner-Davion", "Support - Politics", FILL],
              "hand": [FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": ["Support - Politics", "Support - Tactics"]}, phase="deploy")
    k = cid(s, "Katherine Steiner-Davion", "post0")
    mine, theirs = cid(s, "Support - Politics", "post0"), cid(s, "Support - Politics", "post1")
    do(s, ("use", k, "scrap"))
    assert options(s) == (("scrap", k), ("scrap", mine), ("scrap", theirs))   # she provides P herself
    do(s, ("scrap", theirs))
    assert names(s, "scrap1") == ["Support - Politics"]
    assert "Support - Politics is scrapped (Katherine Steiner-Davion)" in public(s)


# -- ME059 Myndo Waterly -----------------------------------------------------------------------------------------------
def test_myndo_waterly_restocks_a_resource_and_freezes_the_opponents_politics_for_a_turn():
    s = game({"stock": [FILL] * 6, "post": ["Myndo Waterly", "Support - Tactics"], "hand": [FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 6, "post": ["Support - Politics", "Support - Politics", "Support - Tactics"],
              "hand": [FILL]}, phase="deploy")
    my = cid(s, "Myndo Waterly", "post0")
    tactics = cid(s, "Support - Tactics", "post0")
    do(s, ("use", my, "restock"))                          # the only Resource: restocked at once
    assert s.zones["stock0"][0] == tactics and tactics not in s.zones["post0"]
    assert "Support - Tactics goes from play to the bottom of P1's Stockpile" in public(s)
    politics = [c for c in s.zones["post1"] if "Politics" in names(s, "post1")[s.zones["post1"].index(c)]]
    assert all(f"tap:{c}" in s.counters for c in politics) and len(politics) == 2
    assert f"tap:{cid(s, 'Support - Tactics', 'post1')}" not in s.counters
    while s.counters["active"] == 0:
        do(s, options(s)[-1])
    assert all(f"tap:{c}" in s.counters for c in politics)          # P2's Untap phase: they stay tapped
    from mechdeck.games.battletech_tcg.turn import try_untap
    assert not try_untap(s, politics[0])                             # nor does any card untap them this turn
    while s.counters["active"] == 1:
        do(s, options(s)[-1])
    while s.counters["active"] == 0:
        do(s, options(s)[-1])
    assert not any(f"tap:{c}" in s.counters for c in politics)       # P2's turn after: they untap


def test_myndo_waterly_freezes_the_politics_for_the_opponents_next_turn_after_an_extra_turn():
    """Ruling T1005: with an extra turn of P1's still to come (Tyra Miraborg), "the opponent's next turn" is the one
    after it, not the turn that follows at once."""
    s = game({"stock": [FILL] * 6, "post": ["Myndo Waterly", "Support - Tactics"], "hand": [FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 6, "post": ["Support - Politics"], "hand": [FILL]}, phase="deploy")
    s.counters["extra_turns0"] = 1
    politics = cid(s, "Support - Politics", "post1")
    do(s, ("use", cid(s, "Myndo Waterly", "post0"), "restock"))
    assert s.counters[f"frozen:{politics}"] == s.counters["turn"] + 2 and f"tap:{politics}" in s.counters


# -- ME074 Redjack Ryan ------------------------------------------------------------------------------------------------
def test_redjack_ryan_untaps_and_takes_an_opposing_resource_until_the_end_of_the_turn():
    s = game({"stock": [FILL] * 3, "post": ["Redjack Ryan"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": [{"card": "Support - Politics", "tapped": True}, "Mech Hangar"]},
             phase="repair")
    rr = cid(s, "Redjack Ryan", "post0")
    politics = cid(s, "Support - Politics", "post1")
    assert ("use", rr, "take") in options(s)
    do(s, ("use", rr, "take"))                              # the only opposing Resource card: taken at once
    assert politics in s.zones["post0"] and f"tap:{politics}" not in s.counters
    assert "P1 gains control of Support - Politics until the end of the turn" in public(s)
    while s.counters["active"] == 0 and politics in s.zones["post0"]:
        do(s, options(s)[-1])
    assert politics in s.zones["post1"] and "P2 regains control of Support - Politics" in public(s)


def test_redjack_ryan_only_in_the_repair_phase():
    s = game({"stock": [FILL] * 3, "post": ["Redjack Ryan"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": ["Support - Politics"]})
    assert not used(s, cid(s, "Redjack Ryan", "post0"))


# -- ME071 Protection Racket -------------------------------------------------------------------------------------------
def test_protection_racket_makes_the_opponent_pay_for_each_unique_card_or_scrap_it():
    s = game({"stock": [FILL] * 3, "post": ["Takashi Kurita", "Adam Steiner", "Support - Politics", FILL],
              "patrol": [{"card": "Yen-Lo-Wang (CN9-YLW)", "pilot": "Gray Death Pilot"}]},
             {"stock": [FILL] * 3, "post": ["Protection Racket", "Takashi Kurita"]}, phase="draw")
    takashi, adam = cid(s, "Takashi Kurita", "post0"), cid(s, "Adam Steiner", "post0")
    ylw = cid(s, "Yen-Lo-Wang (CN9-YLW)", "patrol0")
    assert s.decision.player == 0 and options(s) == (("pay for", takashi), ("scrap", takashi))   # 1 with Politics
    do(s, ("pay for", takashi), ("tap", cid(s, FILL, "post0")))
    assert "P1 pays Protection Racket for Takashi Kurita" in public(s)
    assert options(s) == (("pay for", adam), ("scrap", adam))
    do(s, ("pay for", adam), ("tap", cid(s, "Support - Politics", "post0")))
    # nothing left to pay with: the Unique 'Mech is scrapped (its pilot with it); P2's own Takashi is not asked for
    assert ylw in s.zones["scrap0"] and "Yen-Lo-Wang (CN9-YLW) is scrapped (Protection Racket)" in public(s)
    assert names(s, "post0")[:2] == ["Takashi Kurita", "Adam Steiner"] and "Takashi Kurita" in names(s, "post1")


def test_protection_racket_costs_three_without_politics_and_asks_only_its_opponent():
    s = game({"stock": [FILL] * 3, "post": ["Protection Racket"], "patrol": ["Yen-Lo-Wang (CN9-YLW)", IDLE]},
             {"stock": [FILL] * 3}, phase="repair")
    assert not any(o[0] in ("pay for", "scrap") for o in options(s))   # P1's own racket asks nothing of P1
    s = game({"stock": [FILL] * 3, "post": [FILL, FILL], "patrol": ["Yen-Lo-Wang (CN9-YLW)", IDLE]},
             {"stock": [FILL] * 3, "post": ["Protection Racket"]}, phase="draw")
    assert names(s, "scrap0") == ["Yen-Lo-Wang (CN9-YLW)"]   # 3 needed without Politics, 2 resources: scrapped


# -- CS001 Accelerate Conflict, CS066 Orbital Bombardment: Operations --------------------------------------------------
def _to_next_turn(s):
    """P2 ends the turn (each of P2's decisions answered "done")."""
    while s.counters["active"] == 1:
        do(s, ("done",))


@pytest.mark.parametrize("card", ["Accelerate Conflict", "Blockade", "Orbital Bombardment"])
def test_operation_gets_three_counters_and_loses_one_as_each_turn_begins(card):
    s = game({"stock": [FILL] * 5, "build": [{"card": card, "cc": 12}], "hand": [FILL], "patrol": [IDLE],
              "post": [FILL] * 6}, {"stock": [FILL] * 5}, phase="deploy")
    c = cid(s, card, "build0")
    do(s, ("reveal", c))
    while card not in names(s, "post0"):
        do(s, options(s)[0])            # pays with the untapped resources
    assert s.counters[f"op:{c}"] == 3 and f"{card} gets three operation counters" in public(s)
    s.counters[f"op:{c}"] = 2
    s.counters["active"] = 1            # as if P2's turn were ending
    from mechdeck.games.battletech_tcg.abilities.subterfuge import count_down_operations
    count_down_operations(s, 0)
    assert s.counters[f"op:{c}"] == 1 and f"{card}: an operation counter is removed (1 left)" in public(s)


def test_accelerate_conflict_doubles_all_stockpile_damage_for_the_rest_of_the_game():
    s = game({"stock": [FILL] * 9, "post": [{"card": "Accelerate Conflict", "counters": {"op": 1}}],
              "patrol": [CHARGER, IDLE]}, {"stock": [FILL] * 9, "patrol": [DRAGON]}, phase="end", active=1)
    _to_next_turn(s)
    assert "Accelerate Conflict" in names(s, "scrap0") and s.counters["accelerated"] == 1
    assert "all damage dealt to each player's Stockpile is doubled until the end of the game" in public(s)
    while s.decision.player == 0 and ("mission",) not in options(s):
        do(s, ("done",))
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"), ("no block",))
    while "m.att" in s.counters:
        do(s, ("done",))
    assert len(s.zones["stock1"]) == 9 - 2 and "P2's Stockpile takes 2 damage" in public(s)   # 1 attack, doubled


def test_accelerate_conflict_upkeep_three_plus_three_or_scrapped():
    s = game({"stock": [FILL] * 9, "post": [{"card": "Accelerate Conflict", "counters": {"op": 3}}] + [FILL] * 6,
              "patrol": [IDLE]}, {"stock": [FILL] * 9}, phase="end", active=1)
    _to_next_turn(s)
    ac = cid(s, "Accelerate Conflict", "post0")
    assert s.counters[f"op:{ac}"] == 2
    assert not any(o[0] == "done" for o in options(s))          # it must be paid: 3 + 3 without Logistics
    for r in s.zones["post0"][1:]:
        do(s, ("tap", r))
    assert ac in s.zones["post0"] and "P1 pays for Accelerate Conflict" in public(s)
    s = game({"stock": [FILL] * 9, "post": [{"card": "Accelerate Conflict", "counters": {"op": 3}}] + [FILL] * 5,
              "patrol": [IDLE]}, {"stock": [FILL] * 9}, phase="end", active=1)
    _to_next_turn(s)
    assert "Accelerate Conflict" in names(s, "scrap0")
    assert "Accelerate Conflict is scrapped (its upkeep of 6 could not be paid)" in public(s)


def test_orbital_bombardment_two_damage_per_card_scrapped_from_hand():
    s = game({"stock": [FILL] * 9, "post": [{"card": "Orbital Bombardment", "counters": {"op": 1}}],
              "hand": ["Critical Hit", FILL, "Critical Hit"], "patrol": [IDLE]},
             {"stock": [FILL] * 9, "patrol": [DRAGON], "post": ["Support - Politics"]}, phase="end", active=1)
    _to_next_turn(s)
    ob = cid(s, "Orbital Bombardment", "scrap0")
    assert "Orbital Bombardment is scrapped (last operation counter removed)" in public(s)
    crit = cid(s, "Critical Hit", "hand0")
    hand = list(s.zones["hand0"])
    assert options(s) == (("scrap", crit), ("scrap", cid(s, FILL, "hand0")), ("done",))
    do(s, ("scrap", crit))
    do(s, ("scrap", cid(s, "Critical Hit", "hand0")), ("done",))
    dragon = cid(s, DRAGON, "patrol1")
    assert ("bombard", dragon) in options(s) and ("bombard", "stock1") in options(s)
    do(s, ("bombard", dragon), ("bombard", "stock1"))
    assert s.counters[f"dmg:{dragon}"] == 1 and len(s.zones["stock1"]) == 7
    assert ob in s.zones["scrap0"] and len(hand) == 3


# -- ME082 Sharilar Mori -----------------------------------------------------------------------------------------------
def test_sharilar_mori_chooses_a_player_on_activation():
    s = game({"stock": [FILL] * 3, "build": [{"card": "Sharilar Mori", "cc": 2}], "post": ["Support - Politics"],
              "hand": [FILL], "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    sm = cid(s, "Sharilar Mori", "build0")
    do(s, ("reveal", sm))
    assert options(s) == (("give -1 initiative to", "P1"), ("give -1 initiative to", "P2"))
    do(s, ("give -1 initiative to", "P2"))
    assert s.counters[f"mori:{sm}"] == 2 and "P2 gets -1 initiative while Sharilar Mori is in play" in public(s)


def test_sharilar_mori_minus_one_initiative_never_counts_below_zero():
    from mechdeck.games.battletech_tcg.missions import initiative
    s = game({"stock": [FILL] * 3, "post": [{"card": "Sharilar Mori", "counters": {"mori": 2}}],
              "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "post": ["Support - Tactics"], "patrol": [{"card": DRAGON, "guard": "stock"}]})
    assert initiative(s, 1) == 0 and initiative(s, 0) == 0           # Tactics' +1, -1
    s.zones["post1"].clear()
    assert initiative(s, 1) == 0                                      # -1 counts as 0
    s.counters["init1"] = 1                                           # a +1 on top of -1 makes 0, not 1
    assert initiative(s, 1) == 0
    s.counters["init1"] = 2
    assert initiative(s, 1) == 1
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"),
       ("block", cid(s, DRAGON, "patrol1")), ("keep target out",))
    assert s.decision.player == 0                                     # P1 0 against P2 1: P1 declares first
    s.counters["init1"] = 0
    scrap = cid(s, "Sharilar Mori", "post0")
    from mechdeck.games.battletech_tcg.turn import scrap_card
    scrap_card(s, scrap)
    assert initiative(s, 1) == 0                                      # she is gone


# -- ME063 Omi Kurita --------------------------------------------------------------------------------------------------
HEAVY = "Black Hawk Prime (Nova)"


def test_omi_kurita_saves_an_attacked_resource_on_top_of_the_stockpile():
    s = game({"stock": [FILL] * 3, "post": ["Omi Kurita", "Support - Politics"], "patrol": [CHARGER]},
             {"stock": [FILL] * 3, "patrol": [HEAVY, IDLE]}, active=1)
    heavy = cid(s, HEAVY, "patrol1")
    politics = cid(s, "Support - Politics", "post0")
    omi = cid(s, "Omi Kurita", "post0")
    do(s, ("mission",), ("add", heavy), ("target", politics), ("no block",))
    until_player(s, 0)
    do(s, ("use", omi, "stock"))
    assert options(s) == (("stock", omi), ("stock", politics), ("stock", cid(s, CHARGER, "patrol0")))   # owned only
    do(s, ("stock", politics))
    assert s.zones["stock0"][-1] == politics and "Support - Politics goes from play to the top of P1's Stockpile" \
        in public(s)
    while "m.att" in s.counters:
        o = options(s)
        do(s, next((a for a in o if a[0] == "assign all"), ("done",)))
    assert s.zones["stock0"] == [cid(s, FILL, "stock0"), *s.zones["stock0"][1:3], politics]
    assert len(s.zones["stock0"]) == 4 and not any("Support - Politics takes" in t for t in public(s))


def test_omi_kurita_takes_a_kurita_mech_out_of_the_battle():
    s = game({"stock": [FILL] * 12, "post": ["Omi Kurita"], "patrol": [{"card": CHARGER, "guard": "stock"}]},
             {"stock": [FILL] * 3, "patrol": [HEAVY, IDLE]}, active=1)
    heavy, charger = cid(s, HEAVY, "patrol1"), cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", heavy), ("target", "stock"), ("block", charger), ("keep target out",))
    until_player(s, 0)
    do(s, ("use", cid(s, "Omi Kurita", "post0"), "stock"), ("stock", charger))
    assert s.zones["stock0"][-1] == charger and "Charger (CGR-1A1) is removed from the battle" in public(s)
    while "m.att" in s.counters:
        o = options(s)
        do(s, next((a for a in o if a[0] == "assign all"), ("done",)))
    # the last blocker gone, the attack is unblocked: 7 damage to the Stockpile, the Charger on top first
    assert len(s.zones["stock0"]) == 13 - 7 and charger in s.zones["scrap0"] and f"dmg:{charger}" not in s.counters


def test_omi_kurita_only_during_a_mission():
    s = game({"stock": [FILL] * 3, "post": ["Omi Kurita", "Support - Politics"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3})
    assert not used(s, cid(s, "Omi Kurita", "post0"))


def test_a_contract_scrapped_for_protection_racket_asks_no_upkeep():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Kell Hounds", FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": ["Protection Racket"]}, phase="draw")
    # the racket asks first (3 cannot be paid with 1 resource: scrapped), then the contract's upkeep has nothing to ask
    assert names(s, "scrap0") == ["Contract with Kell Hounds"]
    assert "Contract with Kell Hounds is scrapped (Protection Racket)" in public(s)
    assert not any(o[0] in ("pay for", "give away") for o in options(s))


def test_blockade_makes_the_opponent_scrap_three_a_turn_until_its_player_deploys_a_card():
    s = game({"stock": [FILL] * 20, "post": [{"card": "Blockade", "counters": {"op": 1}}], "hand": [FILL, FILL],
              "patrol": [IDLE]}, {"stock": [FILL] * 20}, phase="end", active=1)
    _to_next_turn(s)
    assert "Blockade" in names(s, "scrap0")
    assert "P2 scraps three cards at the beginning of each turn until P1 deploys a card" in public(s)
    while s.counters["active"] == 0:
        do(s, ("done",))                                   # P1 deploys nothing
    assert "P2 scraps 3 cards from the Stockpile (Blockade)" in public(s)
    assert len(s.zones["stock1"]) == 20 - 3 - 2            # the Blockade, then two draws
    while s.counters["active"] == 1:
        do(s, ("done",))
    while not any(o[0] == "deploy" for o in options(s)):
        do(s, ("done",))
    do(s, next(o for o in options(s) if o[0] == "deploy"))
    assert "P1 deploys a card: the Blockade on P2 ends" in public(s) and "blockade1" not in s.counters
    before = len(s.zones["stock1"])
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert len(s.zones["stock1"]) == before - 2            # only the draws
    assert public(s).count("P2 scraps 3 cards from the Stockpile (Blockade)") == 1
