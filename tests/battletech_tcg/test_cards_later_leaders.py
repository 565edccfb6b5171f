"""Counterstrike, Mercenaries and MechWarrior Command cards with abilities (docs/tcg-later-sets.md section 4, groups
H and J): the Contracts and Wolfgang Hansen (abilities/battle_commands.py), leaders and sites that move cards
(abilities/card_flow.py: test_cards_later_leaders_flow.py; abilities/leaders_and_sites.py:
test_cards_later_leaders_sites.py).  One or more tests per card, each checking every clause of its text."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data, where
from mechdeck.games.battletech_tcg.board import armor, owner
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of

from tcg_support import FILL, cid, dice, do, game, names, options, public

IDLE = "Banshee (BNC-3E)"   # an untapped 'Mech keeps the Missions phase open (it could go on a mission)
CHARGER = "Charger (CGR-1A1)"   # moderate, 1 attack, armor 1, structure 7
DRAGON = "Dragon (DRG-1N)"      # moderate, 2 attack, armor 1, structure 7
HEAVY = "Black Hawk Prime (Nova)"   # moderate, 7 attack, armor 1

GROUP = "CS023 ME021 ME022 ME023 ME024 ME025 ME057 MW106 CS062 CS087 CS076 ME008 ME080 MW082 MW098".split()


def test_group_is_card_code():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []
    assert where("CS087") == "battle_commands.py (building blocks: damage to a 'Mech in the mission)"


def go_on(s):
    """The default answer: "done", else all of a unit's damage to its first destination."""
    o = options(s)
    do(s, ("done",) if ("done",) in o else next((a for a in o if a[0] == "assign all"), o[0]))


def until_player(s, seat):
    """The other player goes on (``go_on``) until ``seat`` has a decision."""
    while s.decision is not None and s.decision.player != seat:
        go_on(s)


def _blocked_charger(contract, blocker=DRAGON, post=(), patrol1=()):
    """P1's Charger attacks P2's Stockpile, blocked by ``blocker`` guarding it; P2 (defender, tie) has said done, so
    P1 acts in the battle with ``contract`` in the Command Post."""
    s = game({"stock": [FILL] * 3, "post": [contract, *post], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": blocker, "guard": "stock"}, *patrol1]})
    charger = cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, blocker, "patrol1")))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",), ("done",))
    return s, charger


# -- the Contracts' bonus, their 5-damage clause and their upkeep ------------------------------------------------------
BONUSES = [("Contract with Kell Hounds", 3, 4), ("Contract with Eridani Light Horse", 2, 5),
           ("Contract with Northwind Highlanders", 2, 3), ("Contract with Snord's Irregulars", 2, 3),
           ("Mercenary Contract", 2, 1)]


@pytest.mark.parametrize("contract, attack, armor_", BONUSES)
def test_contract_gives_one_of_your_mechs_its_bonus_for_the_mission(contract, attack, armor_):
    s, charger = _blocked_charger(contract)
    dragon = cid(s, DRAGON, "patrol1")
    c = cid(s, contract, "post0")
    assert ("use", c, "hire") in options(s)
    do(s, ("use", c, "hire"))                  # the only engaged 'Mech is chosen at once
    assert f"tap:{c}" in s.counters
    assert attack_of(s, charger) == 1 + attack and armor(s, charger) == 1 + armor_
    do(s, ("done",))
    assert f"dmg:{charger}" not in s.counters                 # the Dragon's 2 against armor 1 + bonus
    assert s.counters[f"dmg:{dragon}"] == attack              # 1 + bonus against armor 1
    assert contract in names(s, "post0") and armor(s, charger) == 1   # kept; the bonus lasted the mission


def test_contract_is_used_only_during_a_mission_on_a_mech_in_it():
    s = game({"stock": [FILL] * 3, "post": ["Mercenary Contract"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "patrol": [DRAGON]})
    c = cid(s, "Mercenary Contract", "post0")
    assert not any(o[:2] == ("use", c) for o in options(s))   # Missions phase, no mission
    s, charger = _blocked_charger("Mercenary Contract")
    do(s, ("use", cid(s, "Mercenary Contract", "post0"), "hire"))
    assert s.decision.player == 0 and ("use", cid(s, "Mercenary Contract", "post0"), "hire") not in options(s)


@pytest.mark.parametrize("contract", ["Contract with Kell Hounds", "Contract with 21st Centauri Lancers",
                                      "Contract with Black Thorns", "Contract with Eridani Light Horse",
                                      "Contract with Snord's Irregulars", "Mercenary Contract"])
def test_contract_is_scrapped_when_its_mech_receives_five_or_more(contract):
    s, charger = _blocked_charger(contract, HEAVY)
    c = cid(s, contract, "post0")
    dice(s, 1, 1)                               # Black Thorns: +1 attack, +1 armor
    do(s, ("use", c, "hire"))
    do(s, ("done",))
    assert s.counters[f"dmg:{charger}"] >= 1      # 7 damage received, armor or not
    assert contract in names(s, "scrap0")


def test_northwind_highlanders_are_restocked_instead_of_scrapped_from_play():
    s, charger = _blocked_charger("Contract with Northwind Highlanders", HEAVY)
    c = cid(s, "Contract with Northwind Highlanders", "post0")
    do(s, ("use", c, "hire"), ("done",))
    assert c not in s.zones["scrap0"] and s.zones["stock0"][0] == c    # the bottom of its owner's Stockpile
    assert "P1 restocks Contract with Northwind Highlanders instead" in public(s)


def test_northwind_highlanders_in_the_opponents_control_go_back_to_the_owners_stockpile():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Northwind Highlanders"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    c = cid(s, "Contract with Northwind Highlanders", "post1")   # no resources: it had to go
    from mechdeck.games.battletech_tcg.turn import scrap_card
    scrap_card(s, c)
    assert s.zones["stock0"][0] == c and c not in s.zones["scrap0"]


def test_northwind_highlanders_scrapped_from_hand_stay_in_the_scrapheap():
    s = game({"stock": [FILL] * 3, "hand": ["Contract with Northwind Highlanders"], "patrol": [IDLE]},
             {"stock": [FILL] * 3})
    c = cid(s, "Contract with Northwind Highlanders", "hand0")
    from mechdeck.games.battletech_tcg.turn import scrap_card
    scrap_card(s, c, "from the hand")
    assert c in s.zones["scrap0"]


@pytest.mark.parametrize("contract", [c for c, a, r in BONUSES] + ["Contract with 21st Centauri Lancers",
                                                                   "Contract with Black Thorns"])
def test_contract_upkeep_pay_one_plus_two_p_or_give_it_away(contract):
    s = game({"stock": [FILL] * 3, "post": [contract, FILL, FILL, FILL], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="draw")
    c = cid(s, contract, "post0")
    assert s.decision.options == (("pay for", c), ("give away", c))   # 1 + 2 without Politics
    do(s, ("pay for", c))
    for r in s.zones["post0"][1:]:
        do(s, ("tap", r))
    assert c in s.zones["post0"] and f"tap:{c}" not in s.counters
    s = game({"stock": [FILL] * 3, "post": [contract, "Support - Politics"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    c = cid(s, contract, "post0")
    assert s.decision.options == (("pay for", c), ("give away", c))   # 1 with Politics
    do(s, ("give away", c))
    assert f"tap:{c}" in s.counters and owner(s, c) == 0
    if contract == "Contract with Kell Hounds":
        assert c in s.zones["post0"]            # it changes sides only as the turn ends (T759)
    else:
        assert c in s.zones["post1"]


def test_kell_hounds_change_sides_at_the_end_of_the_turn():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Kell Hounds", "Support - Politics"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    c = cid(s, "Contract with Kell Hounds", "post0")
    do(s, ("give away", c))
    assert "P1 taps Contract with Kell Hounds: P2 gains control of it at the end of the turn" in public(s)
    while s.counters["active"] == 0 and c in s.zones["post0"]:
        assert "P2 gains control of Contract with Kell Hounds" not in public(s)
        do(s, ("done",))
    log = public(s)
    assert log.index("P2 gains control of Contract with Kell Hounds") < log.index("-- turn 4: P2 --")
    # P2's own upkeep follows in P2's Repair/Reload phase: with nothing to pay, P2 taps it and it goes back
    assert log[-1] == "P2 taps Contract with Kell Hounds: P1 gains control of it at the end of the turn"
    assert c in s.zones["post1"] and s.counters[f"leaving:{c}"] == 2


# -- ME021 Contract with 21st Centauri Lancers -------------------------------------------------------------------------
def test_centauri_lancers_reduce_the_armor_of_each_opposing_mech_in_the_mission_to_zero():
    s, charger = _blocked_charger("Contract with 21st Centauri Lancers", "Banshee (BNC-3E)",
                                  patrol1=[{"card": DRAGON, "guard": "stock"}])
    banshee = cid(s, "Banshee (BNC-3E)", "patrol1")
    dragon = cid(s, DRAGON, "patrol1")
    c = cid(s, "Contract with 21st Centauri Lancers", "post0")
    assert armor(s, banshee) == 3
    do(s, ("use", c, "hire"))
    assert "the armor of each of P2's 'Mechs in the mission is reduced to 0" in public(s)
    assert armor(s, banshee) == 0 and armor(s, dragon) == 1         # the Dragon is not in the mission
    assert attack_of(s, charger) == 1 and armor(s, charger) == 1    # no bonus of its own
    do(s, ("done",))
    assert s.counters[f"dmg:{banshee}"] == 1                         # all 1 damage to structure
    assert armor(s, banshee) == 3


# -- ME022 Contract with Black Thorns ----------------------------------------------------------------------------------
def test_black_thorns_roll_the_attack_then_the_armor_bonus():
    s, charger = _blocked_charger("Contract with Black Thorns", "Banshee (BNC-3E)")
    c = cid(s, "Contract with Black Thorns", "post0")
    dice(s, 4, 6)
    do(s, ("use", c, "hire"))
    assert attack_of(s, charger) == 5 and armor(s, charger) == 7
    assert "Charger (CGR-1A1) gets +4 attack" in public(s) and "Charger (CGR-1A1) gets +6 armor" in public(s)
    do(s, ("done",))
    assert s.counters[f"dmg:{cid(s, 'Banshee (BNC-3E)', 'patrol1')}"] == 2     # 5 against armor 3


# -- ME023 Contract with Eridani Light Horse ---------------------------------------------------------------------------
def _attack_construction(contract_used, target_cc=2):
    s = game({"stock": [FILL] * 3, "post": ["Contract with Eridani Light Horse"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "Support - Tactics", "cc": target_cc}]})
    charger = cid(s, CHARGER, "patrol0")
    site = cid(s, "Support - Tactics", "build1")
    do(s, ("mission",), ("add", charger), ("target", site))
    until_player(s, 0)
    if contract_used:
        do(s, ("use", cid(s, "Contract with Eridani Light Horse", "post0"), "hire"))
    do(s, ("done",))
    while "m.att" in s.counters:
        do(s, ("done",))
    return s, site


def test_eridani_light_horse_scraps_a_card_under_construction_its_mech_damages():
    s, site = _attack_construction(True)
    assert site in s.zones["scrap1"] and "Support - Tactics is scrapped (Contract with Eridani Light Horse)" \
        in public(s)
    s, site = _attack_construction(False)
    assert site in s.zones["post1"]                                   # unblocked without it: revealed (T-rule)


def test_eridani_light_horse_scraps_only_what_its_own_mech_damages():
    def attack(hired):
        """The Charger and the Dragon attack a card under construction; P2's Cicada blocks, the target is included;
        the Charger's damage goes to the target, the Dragon's to the Cicada; the Contract hires ``hired``."""
        s = game({"stock": [FILL] * 3, "post": ["Contract with Eridani Light Horse"],
                  "patrol": [CHARGER, DRAGON, IDLE]},
                 {"stock": [FILL] * 3, "build": [{"card": "Support - Tactics", "cc": 2}],
                  "patrol": ["Cicada (CDA-2A)"]})
        charger, dragon = cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol0")
        site, cicada = cid(s, "Support - Tactics", "build1"), cid(s, "Cicada (CDA-2A)", "patrol1")
        do(s, ("mission",), ("add", charger), ("add", dragon), ("target", site), ("block", cicada),
           ("include target",), ("assign", cicada, charger))   # P2 has nothing more to do
        do(s, ("use", cid(s, "Contract with Eridani Light Horse", "post0"), "hire"))
        assert options(s) == (("hire", charger), ("hire", dragon))
        do(s, ("hire", charger if hired == CHARGER else dragon))
        while "m.att" in s.counters:
            o = options(s)
            do(s, next((a for a in o if a[0] in ("assign", "assign all")
                        and a[1:] in ((charger, site), (dragon, cicada))), ("done",)))
        return s, site

    s, site = attack(CHARGER)
    assert site in s.zones["scrap1"]                           # the hired Charger damaged it
    s, site = attack(DRAGON)
    assert site in s.zones["build1"] and s.counters[f"cc:{site}"] == 2   # the Charger's 1 damage: 1 // 2 counters


# -- ME025 Contract with Snord's Irregulars ----------------------------------------------------------------------------
def test_snords_irregulars_put_their_mech_scrapped_this_mission_on_top_of_the_stockpile():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Snord's Irregulars"],
              "patrol": [{"card": CHARGER, "damage": 5}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": HEAVY, "guard": "stock"}]})
    charger = cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, HEAVY, "patrol1")),
       ("keep target out",), ("done",))
    do(s, ("use", cid(s, "Contract with Snord's Irregulars", "post0"), "hire"), ("done",))
    assert s.zones["stock0"][-1] == charger and charger not in s.zones["scrap0"]   # 5 + (7 - 4) >= 7
    assert "Charger (CGR-1A1) goes on top of P1's Stockpile (Contract with Snord's Irregulars)" in public(s)
    assert "Contract with Snord's Irregulars" in names(s, "scrap0")                   # it received 7
    assert f"dmg:{charger}" not in s.counters


def test_snords_irregulars_do_not_save_a_mech_they_were_not_used_on():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Snord's Irregulars"],
              "patrol": [{"card": CHARGER, "damage": 6}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": HEAVY, "guard": "stock"}]})
    charger = cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, HEAVY, "patrol1")),
       ("keep target out",), ("done",), ("done",))
    assert charger in s.zones["scrap0"]


# -- MW106 Wolfgang Hansen ---------------------------------------------------------------------------------------------
def _hansen_battle(pilot_side, blocked=True):
    """P1's Charger attacks P2's Stockpile (blocked by P2's Dragon guarding it, if ``blocked``); the pilot is on the
    Charger (0) or the Dragon (1).  P1 has Wolfgang Hansen; P2 has said done."""
    charger = {"card": CHARGER, "pilot": "Gray Death Pilot"} if pilot_side == 0 else CHARGER
    dragon = {"card": DRAGON, "guard": "stock"}
    if pilot_side == 1:
        dragon["pilot"] = "Gray Death Pilot"
    s = game({"stock": [FILL] * 3, "post": ["Wolfgang Hansen"], "patrol": [charger, IDLE]},
             {"stock": [FILL] * 8, "patrol": [dragon]})
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"))
    do(s, ("block", cid(s, DRAGON, "patrol1")), ("keep target out",)) if blocked else do(s, ("no block",))
    until_player(s, 0)
    return s, cid(s, "Wolfgang Hansen", "post0")


@pytest.mark.parametrize("side", [0, 1])
def test_wolfgang_hansen_untaps_a_piloted_mech_in_the_battle_at_the_end_of_the_mission(side):
    s, hansen = _hansen_battle(side)
    mech = cid(s, CHARGER if side == 0 else DRAGON, f"patrol{side}")
    do(s, ("use", hansen, "untap"))                       # the only piloted 'Mech in the battle: chosen at once
    assert f"tap:{hansen}" in s.counters and f"tap:{mech}" in s.counters
    assert f"{'Charger (CGR-1A1)' if side == 0 else 'Dragon (DRG-1N)'} will untap at the end of the mission" \
        in public(s)
    do(s, ("done",))
    while "m.att" in s.counters:
        do(s, ("done",))
    assert f"tap:{mech}" not in s.counters
    other = cid(s, DRAGON if side == 0 else CHARGER, f"patrol{1 - side}")
    assert f"tap:{other}" in s.counters


def test_wolfgang_hansen_needs_a_battle_and_a_piloted_mech_in_it():
    s, hansen = _hansen_battle(0, blocked=False)        # unblocked: a mission, no battle
    assert not any(o[:2] == ("use", hansen) for o in options(s))
    s = game({"stock": [FILL] * 3, "post": ["Wolfgang Hansen"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 8, "patrol": [{"card": DRAGON, "guard": "stock"},
                                              {"card": "Banshee (BNC-3E)", "pilot": "Gray Death Pilot"}]})
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"),
       ("block", cid(s, DRAGON, "patrol1")), ("keep target out",))     # the slow Banshee cannot block
    until_player(s, 0)
    assert not any(o[:2] == ("use", cid(s, "Wolfgang Hansen", "post0")) for o in options(s))   # piloted, not engaged


def test_wolfgang_hansen_does_not_untap_a_mech_scrapped_or_depleted():
    s, hansen = _hansen_battle(0)
    charger = cid(s, CHARGER, "patrol0")
    do(s, ("use", hansen, "untap"))
    s.counters[f"dep:{charger}"] = True                   # depleted in the meantime: stays tapped (T651)
    do(s, ("done",))
    while "m.att" in s.counters:
        do(s, ("done",))
    assert f"tap:{charger}" in s.counters


# == battle_commands.py: Artillery and leaders used in missions =======================================================
def finish_mission(s):
    while "m.att" in s.counters:
        go_on(s)


@pytest.mark.parametrize("card, n", [("Mobile Long Tom", 3), ("Thor Mobile Artillery", 2)])
def test_mobile_artillery_deals_damage_to_one_mech_in_the_mission(card, n):
    s, charger = _blocked_charger(card)
    c = cid(s, card, "post0")
    dragon = cid(s, DRAGON, "patrol1")
    do(s, ("use", c, "shell"))
    assert options(s) == (("shell", charger), ("shell", dragon))     # not the idle Banshee, not outside the mission
    do(s, ("shell", dragon), ("done",))
    assert s.counters[f"dmg:{dragon}"] == 1 + n - 1                   # Charger's 1 + n against armor 1


def test_mobile_long_tom_reaches_a_target_mech_and_is_used_in_the_opponents_mission():
    s = game({"stock": [FILL] * 3, "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "post": ["Mobile Long Tom"], "patrol": [DRAGON]})
    charger = cid(s, CHARGER, "patrol0")
    dragon = cid(s, DRAGON, "patrol1")
    from mechdeck.games.battletech_tcg.missions import legal_targets
    s.counters["attackable"] = (dragon,)
    assert dragon in legal_targets(s, 0, (charger,))
    do(s, ("mission",), ("add", charger), ("target", dragon))
    while s.decision.player != 1 or not any(o[0] == "use" for o in options(s)):
        do(s, options(s)[-1] if ("no block",) not in options(s) else ("no block",))
    lt = cid(s, "Mobile Long Tom", "post1")
    do(s, ("use", lt, "shell"))
    assert options(s) == (("shell", charger), ("shell", dragon))


def test_mobile_artillery_only_during_a_mission():
    s = game({"stock": [FILL] * 3, "post": ["Mobile Long Tom"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "patrol": [DRAGON]})
    assert not any(o[:2] == ("use", cid(s, "Mobile Long Tom", "post0")) for o in options(s))


def test_ryan_steiner_deals_two_damage_to_the_target_even_when_blocked():
    s, charger = _blocked_charger("Ryan Steiner")
    rs = cid(s, "Ryan Steiner", "post0")
    do(s, ("use", rs, "strike"))
    assert "Stockpile will receive 2 damage" in public(s)
    do(s, ("done",))
    assert len(s.zones["stock1"]) == 1                                # 3 - 2: the blocked attack's target
    assert "P2's Stockpile takes 2 damage" in public(s)


def test_ryan_steiner_is_for_the_attacking_player():
    s = game({"stock": [FILL] * 3, "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3, "post": ["Ryan Steiner"], "patrol": [{"card": DRAGON, "guard": "stock"}]})
    do(s, ("mission",), ("add", cid(s, CHARGER, "patrol0")), ("target", "stock"),
       ("block", cid(s, DRAGON, "patrol1")), ("keep target out",))
    assert s.decision.player == 1
    assert not any(o[:2] == ("use", cid(s, "Ryan Steiner", "post1")) for o in options(s))


@pytest.mark.parametrize("which", ["attackers", "blockers"])
def test_artillery_bombardment_deals_structure_damage_to_each_attacker_or_each_blocker(which):
    s = game({"stock": [FILL] * 3, "post": ["Artillery Bombardment"], "patrol": [CHARGER, DRAGON, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    charger, dragon = cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol0")
    banshee = cid(s, "Banshee (BNC-3E)", "patrol1")
    do(s, ("mission",), ("add", charger), ("add", dragon), ("target", "stock"), ("block", banshee))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",))
    until_player(s, 0)
    do(s, ("use", cid(s, "Artillery Bombardment", "post0"), "bombard"))
    assert options(s) == (("bombard", "attackers"), ("bombard", "blockers"))
    do(s, ("bombard", which))
    finish_mission(s)
    # the Banshee (2 attack) put all its damage on the Charger; the attackers' 3 against the Banshee's armor 3
    if which == "attackers":   # armor does not absorb structure damage
        assert (s.counters[f"dmg:{charger}"], s.counters[f"dmg:{dragon}"]) == (1 + 1, 1)
        assert f"dmg:{banshee}" not in s.counters
    else:
        assert s.counters[f"dmg:{banshee}"] == 1 and s.counters[f"dmg:{charger}"] == 1


def test_artillery_bombardment_unblocked_offers_only_the_attackers():
    s = game({"stock": [FILL] * 3, "post": ["Artillery Bombardment"], "patrol": [CHARGER, IDLE]},
             {"stock": [FILL] * 3})
    charger = cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"))
    until_player(s, 0)
    do(s, ("use", cid(s, "Artillery Bombardment", "post0"), "bombard"))   # the only choice: taken at once
    finish_mission(s)
    assert s.counters[f"dmg:{charger}"] == 1                            # through its armor 1


@pytest.mark.parametrize("bonus", ["+2 attack", "+2 armor"])
def test_sandhurst_trains_an_unpiloted_mech_and_untaps_at_the_end_of_the_mission(bonus):
    s, charger = _blocked_charger("Sandhurst Royal Military Academy")
    sh = cid(s, "Sandhurst Royal Military Academy", "post0")
    do(s, ("use", sh, "train"))
    assert options(s) == (("+2 attack",), ("+2 armor",))
    do(s, (bonus,))
    assert (attack_of(s, charger), armor(s, charger)) == ((3, 1) if bonus == "+2 attack" else (1, 3))
    assert f"tap:{sh}" in s.counters
    finish_mission(s)
    assert sh in s.zones["post0"] and f"tap:{sh}" not in s.counters
    assert "Sandhurst Royal Military Academy untaps" in public(s)


def test_sandhurst_is_scrapped_with_its_mech_and_ignores_piloted_ones():
    s = game({"stock": [FILL] * 3, "post": ["Sandhurst Royal Military Academy"],
              "patrol": [{"card": CHARGER, "damage": 6}, {"card": DRAGON, "pilot": "Gray Death Pilot"}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": HEAVY, "guard": "stock"}]})
    charger, dragon = cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol0")
    do(s, ("mission",), ("add", charger), ("add", dragon), ("target", "stock"), ("block", cid(s, HEAVY, "patrol1")))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",))
    until_player(s, 0)
    sh = cid(s, "Sandhurst Royal Military Academy", "post0")
    do(s, ("use", sh, "train"))          # the piloted Dragon is no choice: the Charger is taken at once
    do(s, ("+2 armor",))
    while "m.att" in s.counters:
        o = options(s)
        do(s, next((a for a in o if a[0] == "assign" and a[2] == charger), ("done",)))
    assert charger in s.zones["scrap0"] and sh in s.zones["scrap0"]
    assert "Sandhurst Royal Military Academy is scrapped (its 'Mech was scrapped)" in public(s)


def test_simone_devon_per_mech_outnumbering_the_opponent():
    s = game({"stock": [FILL] * 3, "post": ["Simone Devon"], "patrol": [CHARGER, DRAGON, "Cicada (CDA-2A)", IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": HEAVY, "guard": "stock"}]})
    mechs = [cid(s, n, "patrol0") for n in (CHARGER, DRAGON)]
    do(s, ("mission",), *[("add", m) for m in mechs], ("target", "stock"), ("block", cid(s, HEAVY, "patrol1")))
    if ("no more blockers",) in options(s):
        do(s, ("no more blockers",))
    do(s, ("keep target out",))
    until_player(s, 0)
    from mechdeck.games.battletech_tcg.missions import initiative
    before = initiative(s, 0)
    do(s, ("use", cid(s, "Simone Devon", "post0"), "rally"))
    assert initiative(s, 0) == before + 1                               # 2 engaged against 1
    assert attack_of(s, mechs[0]) == 2 and attack_of(s, mechs[1]) == 3
    assert attack_of(s, cid(s, "Cicada (CDA-2A)", "patrol0")) == 1      # not in the battle


def test_simone_devon_needs_more_mechs_in_the_battle():
    s, charger = _blocked_charger("Simone Devon")                       # one against one
    assert not any(o[:2] == ("use", cid(s, "Simone Devon", "post0")) for o in options(s))


# -- MW098 Training Facility -------------------------------------------------------------------------------------------
def test_training_facility_gives_each_of_your_pilots_one_initiative_and_one_attack():
    from mechdeck.games.battletech_tcg.missions import initiative

    def build(facilities):
        s = game({"stock": [FILL] * 3, "post": ["Training Facility"] * facilities,
                  "patrol": [{"card": CHARGER, "pilot": "Gray Death Pilot"}, DRAGON, IDLE]},
                 {"stock": [FILL] * 3, "patrol": [{"card": "Cicada (CDA-2A)", "pilot": "Gray Death Pilot"}]})
        charger, dragon = cid(s, CHARGER, "patrol0"), cid(s, DRAGON, "patrol0")
        before = (attack_of(s, charger), attack_of(s, dragon), attack_of(s, cid(s, "Cicada (CDA-2A)", "patrol1")))
        do(s, ("mission",), ("add", charger), ("add", dragon), ("target", "stock"))
        return before, initiative(s, 0), initiative(s, 1)

    (charger, dragon, cicada), init0, init1 = build(0)
    assert build(1) == ((charger + 1, dragon, cicada), init0 + 1, init1)   # the piloted Charger only; not P2's
    assert build(2) == ((charger + 2, dragon, cicada), init0 + 2, init1)   # cumulative
