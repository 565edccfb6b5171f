"""Card flow and battle Command cards of Arsenal, Commander's Edition and Crusade: Keith Smith, Primus Sharilar Mori,
Michael Ryan, Perigard Zalman, Steel Viper R&D Team (abilities/card_flow.py) and Doc Trevena, Jump Troops, Khan Bjorn
Jorgensson, Heat of Battle (abilities/battle_commands.py) (docs/tcg-last-sets.md section 5, group J).  Each test
checks what the card's text does, and a "Does not apply" case what it leaves alone."""
from mechdeck.games.battletech_tcg.board import assets, mark
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.turn import can_reveal

from tcg_support import FILL, IDLE, cid, do, game, mission, names, options, play_out, private, public

POL, LOG, TAC = "Support - Politics", "Support - Logistics", "Support - Tactics"
ATLAS = "Atlas (AS7-D)"
FENRIS = "Fenris Prime (Ice Ferret)"
CHARGER = "Charger (CGR-1A1)"
MADCAT = "Mad Cat B (Timber Wolf)"   # moderate, 7 attack
AMBUSH = "Accurate Intelligence"   # a Mission card
CRITICAL = "Critical Hit"          # a Mission card


def uses(state, card):
    return [a for a in options(state) if a[:2] == ("use", card)]


# -- AR054 Keith Smith -------------------------------------------------------------------------------------------------
def test_keith_smith_arranges_the_top_three_of_the_opponents_stockpile_in_any_order():
    s = game({"post": ["Keith Smith", POL], "stock": [FILL] * 3},
             {"stock": [FILL, TAC, CHARGER, ATLAS, FENRIS]}, phase="deploy")
    keith = cid(s, "Keith Smith", "post0")
    fenris, atlas, banshee = cid(s, FENRIS, "stock1"), cid(s, ATLAS, "stock1"), cid(s, CHARGER, "stock1")
    do(s, ("use", keith, "arrange"))
    assert "P1 sees Fenris Prime (Ice Ferret), Atlas (AS7-D), Charger (CGR-1A1) (top first)" in private(s, 0)
    assert {fenris, atlas, banshee} <= set(known(s, 0))
    assert set(options(s)) == {("put", fenris), ("put", atlas), ("put", banshee)}
    do(s, ("put", banshee), ("put", fenris))   # the last one goes third by itself
    assert names(s, "stock1") == [FILL, TAC, ATLAS, FENRIS, CHARGER]   # top card last: Charger on top
    assert "P1 arranges them" in public(s) and not any("Charger" in line for line in public(s))
    assert mark(s, "tap", keith)


def test_keith_smith_the_owner_forgets_where_the_arranged_cards_lie():
    s = game({"post": ["Keith Smith", POL], "stock": [FILL] * 3},
             {"stock": [FILL, CHARGER, ATLAS, FENRIS]}, phase="deploy")
    fenris, atlas = cid(s, FENRIS, "stock1"), cid(s, ATLAS, "stock1")
    s.counters["secret1:known"] = (fenris,)   # P2 knew its top card (Blood of Kerensky, say)
    do(s, ("use", cid(s, "Keith Smith", "post0"), "arrange"), ("put", atlas), ("put", fenris))
    assert fenris not in known(s, 1)


def test_keith_smith_does_not_apply_outside_the_deploy_phase_or_to_an_empty_stockpile():
    s = game({"post": ["Keith Smith"], "patrol": [IDLE], "stock": [FILL] * 3}, {"stock": [FILL] * 3})
    assert not uses(s, cid(s, "Keith Smith", "post0"))   # Missions phase
    s = game({"post": ["Keith Smith"], "hand": [ATLAS], "stock": [FILL] * 3}, {"stock": []}, phase="deploy")
    assert not uses(s, cid(s, "Keith Smith", "post0"))


def test_keith_smith_with_copies_of_one_title_on_top_asks_nothing():
    s = game({"post": ["Keith Smith"], "hand": [ATLAS], "stock": [FILL] * 3}, {"stock": [ATLAS, FILL, FILL, FILL]},
             phase="deploy")
    do(s, ("use", cid(s, "Keith Smith", "post0"), "arrange"))
    assert names(s, "stock1") == [ATLAS, FILL, FILL, FILL] and not s.decision.prompt.startswith("Keith Smith")


# -- AR074 Primus Sharilar Mori ----------------------------------------------------------------------------------------
def test_primus_sharilar_mori_scraps_a_resource_from_hand_to_draw_and_counts_as_sharilar_mori():
    s = game({"post": ["Primus Sharilar Mori"], "hand": [POL, ATLAS, LOG], "stock": [FILL, CHARGER]},
             {"stock": [FILL] * 3}, phase="deploy")
    primus = cid(s, "Primus Sharilar Mori", "post0")
    do(s, ("use", primus, "draw"))
    assert set(options(s)) == {("scrap", cid(s, POL, "hand0")), ("scrap", cid(s, LOG, "hand0"))}   # Resources only
    do(s, ("scrap", cid(s, POL, "hand0")))
    assert names(s, "hand0") == [ATLAS, LOG, CHARGER] and names(s, "scrap0") == [POL] and mark(s, "tap", primus)
    assert "L" in assets(s, 0)   # Logistics


def test_primus_sharilar_mori_counts_as_sharilar_mori_for_the_unique_rule():
    s = game({"post": ["Primus Sharilar Mori"], "stock": [FILL] * 3},
             {"build": [{"card": "Sharilar Mori", "cc": 9}], "stock": [FILL] * 3}, phase="deploy", active=1)
    assert not can_reveal(s, 1, cid(s, "Sharilar Mori", "build1"))   # T763
    s = game({"post": [POL], "stock": [FILL] * 3},
             {"build": [{"card": "Sharilar Mori", "cc": 9}], "stock": [FILL] * 3}, phase="deploy", active=1)
    assert can_reveal(s, 1, cid(s, "Sharilar Mori", "build1"))


def test_primus_sharilar_mori_does_not_apply_without_a_resource_in_hand_or_outside_the_deploy_phase():
    s = game({"post": ["Primus Sharilar Mori"], "hand": [ATLAS], "stock": [FILL] * 3}, {"stock": [FILL] * 3},
             phase="deploy")
    assert not uses(s, cid(s, "Primus Sharilar Mori", "post0"))
    s = game({"post": ["Primus Sharilar Mori"], "hand": [POL], "patrol": [IDLE], "stock": [FILL] * 3},
             {"stock": [FILL] * 3}, phase="missions")
    assert not uses(s, cid(s, "Primus Sharilar Mori", "post0"))


# -- CR070 Michael Ryan ------------------------------------------------------------------------------------------------


def test_michael_ryan_takes_a_command_card_scrapped_from_play_this_turn_into_play_under_your_control():
    s = game({"post": ["Michael Ryan"], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"post": ["Keith Smith", TAC], "scrap": ["Marik Arms Trade"], "stock": [FILL] * 3})
    ryan, keith = cid(s, "Michael Ryan", "post0"), cid(s, "Keith Smith", "post1")
    assert not uses(s, ryan)   # Marik Arms Trade was scrapped before this turn
    mission(s, cid(s, MADCAT, "patrol0"), target=keith)
    play_out(s)
    assert keith in s.zones["scrap1"]
    do(s, ("use", ryan, "take over"))   # the only card to take: taken at once
    assert keith in s.zones["post0"] and not mark(s, "tap", keith) and mark(s, "tap", ryan)
    assert "P1 puts Keith Smith into play under their control (Michael Ryan)" in public(s)
    s.counters["active"], s.counters["turn"] = 0, s.counters["turn"] + 2   # P1's next turn: Keith Smith is P1's
    assert ("use", keith, "arrange") in [a for a in _deploy_options(s)]


def _deploy_options(state):
    from mechdeck.games.battletech_tcg.turn import ability_options
    return ability_options(state, 0, "deploy")


def test_michael_ryan_does_not_take_a_unit_or_a_card_scrapped_in_an_earlier_turn_or_outside_the_missions_phase():
    s = game({"post": ["Michael Ryan"], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"patrol": [{"card": IDLE, "damage": 8}], "post": [TAC], "scrap": ["Keith Smith"],
              "stock": [FILL] * 3})
    banshee = cid(s, IDLE, "patrol1")   # a slow 'Mech: the group may attack it
    mission(s, cid(s, MADCAT, "patrol0"), target=banshee)
    play_out(s)
    assert banshee in s.zones["scrap1"] and not uses(s, cid(s, "Michael Ryan", "post0"))
    s = game({"post": ["Michael Ryan"], "hand": [ATLAS], "stock": [FILL] * 3}, {"stock": [FILL] * 3}, phase="deploy",
             counters={"scrapped_from_play": (3, 0)})
    assert not uses(s, cid(s, "Michael Ryan", "post0"))


def test_michael_ryan_a_unique_card_whose_title_is_in_play_is_scrapped_at_once():
    s = game({"post": ["Michael Ryan", "Keith Smith"], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"post": ["Keith Smith", TAC], "stock": [FILL] * 3})
    keith = cid(s, "Keith Smith", "post1")
    mission(s, cid(s, MADCAT, "patrol0"), target=keith)
    play_out(s)
    do(s, ("use", cid(s, "Michael Ryan", "post0"), "take over"))
    assert keith in s.zones["scrap1"]
    assert "Keith Smith is scrapped (a Unique card of that title is in play)" in public(s)


# -- CR078 Perigard Zalman ---------------------------------------------------------------------------------------------
def test_perigard_zalman_puts_a_mission_card_from_your_scrapheap_into_your_hand():
    s = game({"post": ["Perigard Zalman"], "patrol": [IDLE], "scrap": [AMBUSH, ATLAS, CRITICAL],
              "stock": [FILL] * 3}, {"stock": [FILL] * 3})
    pz = cid(s, "Perigard Zalman", "post0")
    do(s, ("use", pz, "take"))
    assert set(options(s)) == {("take", cid(s, AMBUSH, "scrap0")), ("take", cid(s, CRITICAL, "scrap0"))}
    do(s, ("take", cid(s, AMBUSH, "scrap0")))
    assert names(s, "hand0") == [AMBUSH] and names(s, "scrap0") == [ATLAS, CRITICAL] and mark(s, "tap", pz)


def test_perigard_zalman_does_not_apply_without_a_mission_card_or_outside_the_missions_phase():
    s = game({"post": ["Perigard Zalman"], "patrol": [IDLE], "scrap": [ATLAS], "stock": [FILL] * 3},
             {"stock": [FILL] * 3})
    assert not uses(s, cid(s, "Perigard Zalman", "post0"))
    s = game({"post": ["Perigard Zalman"], "hand": [ATLAS], "scrap": [AMBUSH], "stock": [FILL] * 3},
             {"stock": [FILL] * 3},
             phase="deploy")
    assert not uses(s, cid(s, "Perigard Zalman", "post0"))


# -- CR092 Steel Viper R&D Team ----------------------------------------------------------------------------------------
def test_steel_viper_rd_team_draws_a_card_and_gives_an_additional_deployment_in_the_deploy_phase():
    s = game({"post": ["Steel Viper R&D Team"], "stock": [FILL, ATLAS, CHARGER]}, {"stock": [FILL] * 3}, phase="draw")
    team = cid(s, "Steel Viper R&D Team", "post0")
    do(s, ("use", team, "draw"))
    assert CHARGER in names(s, "hand0") and mark(s, "tap", team)
    assert "P1 may make an additional deployment this turn" in public(s)
    while s.counters.get("phase") != "deploy" and "deploys" not in s.counters:
        do(s, "done")
    assert s.counters["deploys"] == 3   # two in a later turn, and the additional one (T884)


def test_steel_viper_rd_team_does_not_apply_outside_the_draw_phase():
    s = game({"post": ["Steel Viper R&D Team"], "hand": [ATLAS], "stock": [FILL] * 3}, {"stock": [FILL] * 3},
             phase="deploy")
    assert not uses(s, cid(s, "Steel Viper R&D Team", "post0"))


# -- MW059 OmniMech-Pod Cache and the Commander's Edition name variants (T1106) ----------------------------------------
def test_omnimech_pod_cache_does_not_trade_for_a_name_variant_of_the_same_configuration():
    s = game({"post": ["OmniMech-Pod Cache", FILL, FILL], "hand": [FILL], "patrol": ["Koshi C Mist Lynx", IDLE],
              "stock": [FILL, "Koshi A (Mist Lynx)", "CE168"]}, {"stock": [FILL] * 5}, phase="deploy")
    ce168 = s.zones["stock0"][-1]   # Koshi C (Mist Lynx), the Commander's Edition printing
    do(s, ("use", cid(s, "OmniMech-Pod Cache", "post0"), "pod"))   # the only Omni 'Mech, the only other title
    assert names(s, "patrol0") == [IDLE, "Koshi A (Mist Lynx)"] and ce168 in s.zones["stock0"]


# -- battle Command cards: a mission played up to a card's ability -----------------------------------------------------
def _until(state, action):
    """Answer every decision with "done" (or, lacking it, its first option) until ``action`` is offered."""
    while action not in options(state):
        do(state, "done" if ("done",) in options(state) else options(state)[0])


# -- AR032 Doc Trevena -------------------------------------------------------------------------------------------------
KOSHI = "Koshi B (Mist Lynx)"    # fast, 4 attack, 0/4
CAVALRY = "Cavalry"              # a fast Vehicle


def test_doc_trevena_prevents_two_damage_to_each_of_your_fast_mechs():
    s = game({"post": ["Doc Trevena", TAC], "patrol": [FENRIS, KOSHI, CAVALRY, IDLE], "stock": [FILL] * 3},
             {"patrol": [KOSHI], "post": [TAC], "stock": [FILL] * 10})
    doc, fenris = cid(s, "Doc Trevena", "post0"), cid(s, FENRIS, "patrol0")
    koshi, cavalry = cid(s, KOSHI, "patrol0"), cid(s, CAVALRY, "patrol0")
    mission(s, fenris)
    _until(s, ("use", doc, "prevent"))
    do(s, ("use", doc, "prevent"))
    prevented = dict(s.counters["m.prev"])
    assert prevented == {fenris: 2, koshi: 2} and mark(s, "tap", doc)   # not the Vehicle, not the opponent's Koshi
    assert cavalry not in prevented and cid(s, KOSHI, "patrol1") not in prevented


def test_doc_trevena_does_not_apply_without_a_fast_mech_in_the_mission():
    s = game({"post": ["Doc Trevena", TAC], "patrol": [ATLAS, FENRIS, IDLE], "stock": [FILL] * 3},
             {"post": [TAC], "stock": [FILL] * 10})
    doc = cid(s, "Doc Trevena", "post0")
    mission(s, cid(s, ATLAS, "patrol0"))
    while "m.att" in s.counters:
        assert not uses(s, doc)
        do(s, "done" if ("done",) in options(s) else options(s)[0])


# -- AR052 Jump Troops -------------------------------------------------------------------------------------------------
BANSHEE = IDLE   # slow, 2 attack, 3/9


def _jump(redirect):
    s = game({"post": [TAC], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"post": ["Jump Troops", TAC], "patrol": [BANSHEE], "stock": [FILL] * 10})
    jt, banshee, madcat = cid(s, "Jump Troops", "post1"), cid(s, BANSHEE, "patrol1"), cid(s, MADCAT, "patrol0")
    mission(s, madcat, target=banshee)
    _until(s, ("use", jt, "jump"))
    do(s, ("use", jt, "jump"))
    assert ("m.atk" in s.counters and (banshee, 2) in s.counters["m.atk"]) and (1, 1) in s.counters["m.init"]
    _until(s, ("redirect", banshee, jt))
    assert s.decision.player == 0   # the attacking player chooses
    do(s, ("redirect", banshee, jt) if redirect else ("done",))
    while "m.att" in s.counters:
        do(s, "done" if ("done",) in options(s) else options(s)[0])
    return s, jt, banshee


def test_jump_troops_give_initiative_and_the_target_attack_and_may_take_three_of_its_damage():
    s, jt, banshee = _jump(True)
    assert jt in s.zones["scrap1"] and mark(s, "dmg", banshee) == 1   # 7 - 3 redirected - 3 armor
    assert "P1 redirects 3 damage from Banshee (BNC-3E) to Jump Troops" in public(s)


def test_jump_troops_redirect_declined_leaves_the_damage_on_the_target():
    s, jt, banshee = _jump(False)
    assert jt in s.zones["post1"] and mark(s, "dmg", banshee) == 4


def test_jump_troops_does_not_apply_outside_battle():
    s = game({"post": [TAC], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"post": ["Jump Troops", TAC], "stock": [FILL] * 10})
    jt = cid(s, "Jump Troops", "post1")
    mission(s, cid(s, MADCAT, "patrol0"))   # the Stockpile, unblocked: no battle
    while "m.att" in s.counters:
        assert not uses(s, jt)
        do(s, "done" if ("done",) in options(s) else options(s)[0])


def test_jump_troops_deployed_revealed_gives_the_deployment_back():
    from mechdeck.games.battletech_tcg.turn import FREE_DEPLOY
    assert "AR052" in FREE_DEPLOY   # T356, as Flea


# -- CE162 Khan Bjorn Jorgensson ---------------------------------------------------------------------------------------
def test_khan_bjorn_jorgensson_gives_five_attack_usable_only_against_targets_other_than_units():
    s = game({"post": ["Khan Bjorn Jorgensson", TAC], "patrol": [ATLAS, IDLE], "stock": [FILL] * 3},
             {"post": [TAC], "stock": [FILL] * 12})
    khan, atlas = cid(s, "Khan Bjorn Jorgensson", "post0"), cid(s, ATLAS, "patrol0")
    mission(s, atlas)
    _until(s, ("use", khan, "arm"))
    do(s, ("use", khan, "arm"))   # the Atlas is the only Unit of P1's in the mission
    while "m.att" in s.counters:
        do(s, "done" if ("done",) in options(s) else options(s)[0])
    assert len(s.zones["stock1"]) == 12 - 8 and mark(s, "tap", khan)   # 3 + 5 to the Stockpile


def test_khan_bjorn_jorgensson_bonus_does_not_apply_against_a_unit():
    from mechdeck.games.battletech_tcg.missions import restricted_attack
    s = game({"post": ["Khan Bjorn Jorgensson", TAC], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"post": [TAC], "patrol": [BANSHEE], "stock": [FILL] * 12})
    khan, madcat, banshee = cid(s, "Khan Bjorn Jorgensson", "post0"), cid(s, MADCAT, "patrol0"), \
        cid(s, BANSHEE, "patrol1")
    mission(s, madcat, target=banshee)
    _until(s, ("use", khan, "arm"))
    do(s, ("use", khan, "arm"))
    (n, allowed), = restricted_attack(s, madcat)
    assert n == 5 and not allowed(s, madcat, banshee) and allowed(s, madcat, "stock")
    while "m.att" in s.counters:
        do(s, "done" if ("done",) in options(s) else options(s)[0])
    assert mark(s, "dmg", banshee) == 4   # the Mad Cat's 7 attack against 3 armor: the +5 cannot go there


def test_khan_bjorn_jorgensson_counts_as_bjorn_jorgensson():
    from mechdeck.games.battletech_tcg.turn import TITLES
    from mechdeck.games.battletech_tcg.cards import card_by_name, title_key
    assert title_key("Bjorn Jorgensson") in TITLES[card_by_name("Khan Bjorn Jorgensson").id]


# -- CR051 Heat of Battle ----------------------------------------------------------------------------------------------
CHARGER_2 = "Dragon (DRG-1N)"   # moderate, 2 attack, 1/7


def _heat_attack(heat=True, attackers=2, blockers=(IDLE, ATLAS)):
    """P1 (with or without Heat of Battle) sends ``attackers`` slow 'Mechs against P2's Stockpile; P2 has
    ``blockers``.  Played up to P2's first blocking decision, if any."""
    s = game({"post": (["Heat of Battle"] if heat else []) + [TAC], "patrol": [ATLAS, IDLE][:attackers] + [FENRIS],
              "stock": [FILL] * 3}, {"post": [TAC], "patrol": list(blockers), "stock": [FILL] * 10})
    do(s, ("mission",), *[("add", u) for u in s.zones["patrol0"][:attackers]], ("target", "stock"))
    while "m.blk" not in s.counters and not s.decision.prompt.startswith("block the mission"):
        do(s, options(s)[0])
    return s


def test_heat_of_battle_lets_a_group_of_two_be_blocked_only_by_two_or_more_units():
    s = _heat_attack()
    first, second = s.zones["patrol1"]
    do(s, ("block", first))
    assert options(s) == (("block", second),)   # no "no more blockers" with one blocker
    do(s, ("block", second))
    assert s.counters["m.blk"] == (first, second)
    s = _heat_attack(blockers=(IDLE,))   # a single blocker cannot block the two
    assert s.counters["m.blk"] == ()


def test_heat_of_battle_does_not_apply_to_a_single_attacker_or_without_the_card():
    s = _heat_attack(attackers=1)
    do(s, ("block", s.zones["patrol1"][0]))
    assert ("no more blockers",) in options(s)
    s = _heat_attack(heat=False)
    do(s, ("block", s.zones["patrol1"][0]))
    assert ("no more blockers",) in options(s)
