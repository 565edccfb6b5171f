"""Cases where a Mission card, a one-shot Command card or a Subterfuge card of Counterstrike, Mercenaries and
MechWarrior must not apply (docs/scenarios.md, "Writing rule cases"; a docstring starting "Does not apply:" marks each
for tools/scenario_coverage.py): a battle that is no battle, the wrong player's 'Mechs, a 'Mech not in the battle, a
die roll on the other side, too few construction counters above the cost, a moment the text does not give.  The
positions are those of the cards' own tests (test_cards_later_missions*.py, test_cards_later_commands.py,
test_cards_later_battle_rules.py, test_cards_later_turn_rules.py)."""
import pytest

from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.cards import card_by_name
from mechdeck.games.battletech_tcg.missions import in_mission, initiative
from mechdeck.kernel import IllegalAction

from missions_support import (BANSHEE, CICADA, COMMANDO, FENRIS, GRASSHOPPER, KOSHI, MADCAT, MOW, attack, game, ids,
                              playable, played_by, stock1)
from tcg_support import FILL, R, cid, dice, dmg, do, finish_effects, names, options, public
from tcg_support import game as tcg_game
from test_cards_later_battle_rules import BANSHEE as SLOW_BANSHEE, DRAGON, HUNCHBACK, TAC, stock
from test_cards_later_commands import ASM, ATLAS, CHARGER, IDLE, LOG, MUN, POL
from test_cards_later_turn_rules import (BANSHEE as SLOW_BANSHEE_5S, CICADA as FAST_CICADA, STAY, block_options,
                                         finish_mission, later)

LANCE = [FENRIS, KOSHI, CICADA, COMMANDO]


def refused(state, player, action):
    """``player`` is deciding, and applying ``action`` now raises IllegalAction and leaves the decision as it was."""
    assert state.decision.player == player, state.decision.prompt
    before = (player, options(state))
    with pytest.raises(IllegalAction):
        R.apply(state, action)
    assert (state.decision.player, options(state)) == before


# -- Mission cards: "Play only during battle" -------------------------------------------------------------------------
@pytest.mark.parametrize("number, name", [("MW001", "Accidental Collision"), ("CS046", "Hazardous Battle Zone")])
def test_battle_only_mission_cards_are_refused_against_an_unblocked_stockpile(number, name):
    """Does not apply: Accidental Collision and Hazardous Battle Zone, "Play only during battle": an unblocked attack
    on the Stockpile is no battle; the card stays in the hand and no 'Mech is hurt."""
    s = game(hand0=[number], patrol0=[MADCAT])
    madcat = cid(s, MADCAT, "patrol0")
    attack(s, [madcat])
    card = s.zones["hand0"][0]
    assert not playable(s, card)
    refused(s, 0, ("play", card))
    finish_effects(s)
    assert names(s, "hand0") == [name] and dmg(s, madcat) == 0 and stock1(s) == 10 - 7


def test_accidental_collision_cannot_reach_an_opposing_mech_outside_the_battle():
    """Does not apply: Accidental Collision, "Play only during battle. Choose ... a 'Mech an opponent controls": the
    engaged ones (ruling T101): P2's Banshee, idle at home, is no choice and takes nothing; on a 3 the Commando
    chosen receives its 25 tons / 10."""
    s = game(hand0=["MW001"], patrol0=[MADCAT], patrol1=[MOW, COMMANDO, BANSHEE])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando, banshee = ids(s, "patrol1", MOW, COMMANDO, BANSHEE)
    attack(s, [madcat], blockers=[mow, commando])
    do(s, "done")                                 # the blockers' 4 + 2 go to the Mad Cat
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])          # the Mad Cat, P1's only engaged 'Mech, at once
    assert set(options(s)) == {("choose", mow), ("choose", commando)}
    do(s, ("choose", commando))
    assert [(u, n) for u, n, src in s.counters.get("m.dmg", ())] == [(commando, 2)]
    do(s, ("assign all", madcat, mow))
    finish_effects(s)
    assert dmg(s, banshee) == 0 and dmg(s, commando) == 2 - 1 and dmg(s, mow) == 7 - 3


def test_brutal_punch_is_refused_against_an_unblocked_stockpile():
    """Does not apply: Brutal Punch, "Play only during battle": unblocked, the Man O' War deals its printed 4."""
    s = game(hand0=["MW006"], patrol0=[MOW])
    attack(s, [cid(s, MOW, "patrol0")])
    card = s.zones["hand0"][0]
    refused(s, 0, ("play", card))
    finish_effects(s)
    assert names(s, "hand0") == ["Brutal Punch"] and stock1(s) == 10 - 4


def test_brutal_punch_cannot_boost_the_opposing_blocker():
    """Does not apply: Brutal Punch gives "One of your 'Mechs" its armor in attack: the blocking Man O' War is no
    choice, and its 4 reach the Mad Cat unchanged."""
    s = game(hand0=["MW006"], patrol0=[MADCAT, FENRIS], patrol1=[MOW])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, fenris], blockers=[mow])
    do(s, ("assign all", mow, madcat))            # P2 first on the tie
    played_by(s, 0, s.zones["hand0"][0])
    assert set(options(s)) == {("choose", madcat), ("choose", fenris)}
    do(s, ("choose", fenris), ("assign all", madcat, mow), ("assign all", fenris, mow))
    finish_effects(s)
    assert dmg(s, madcat) == 4 - 2                # the Man O' War's own 4 against armor 2
    assert mow in s.zones["scrap1"]               # 7 + 3 + 1 (the Fenris's armor)


def test_vicious_kick_cannot_kick_with_the_opposing_blocker():
    """Does not apply: Vicious Kick, "Choose one of your 'Mechs": the blocking Banshee is no choice; the Fenris (45
    tons) gets +1, and the Banshee's 2 reach the Grasshopper unchanged."""
    s = game(hand0=["CS096"], patrol0=[GRASSHOPPER, FENRIS], patrol1=[BANSHEE])
    gh, fenris = ids(s, "patrol0", GRASSHOPPER, FENRIS)
    banshee = cid(s, BANSHEE, "patrol1")
    attack(s, [gh, fenris], blockers=[banshee])
    do(s, ("assign all", banshee, gh))
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])
    assert set(options(s)) == {("choose", gh), ("choose", fenris)}
    do(s, ("choose", fenris), ("assign all", gh, banshee), ("assign all", fenris, banshee))
    finish_effects(s)
    assert dmg(s, gh) == 2 - 2 and dmg(s, banshee) == 3 + 3 + 1 - 3


# -- Mission cards: who may play them, and what they reach -------------------------------------------------------------
@pytest.mark.parametrize("number, name", [("CS012", "Blitzkrieg"), ("CS024", "Cover of Night"),
                                          ("CS041", "For the Chancellor!")])
def test_attacker_only_mission_cards_are_refused_to_the_blocking_defender(number, name):
    """Does not apply: Blitzkrieg ("Play only when attacking"), Cover of Night and For the Chancellor! ("Play only
    when blocked") in the hand of P2, who blocks: refused, and the battle's damage is as assigned."""
    s = game(patrol0=[MADCAT], hand1=[number], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    card = s.zones["hand1"][0]
    assert not playable(s, card)
    refused(s, 1, ("play", card))                 # P2 first on the tie
    do(s, "done", ("assign all", madcat, mow))
    finish_effects(s)
    assert names(s, "hand1") == [name] and dmg(s, madcat) == 4 - 2 and dmg(s, mow) == 7 - 3
    assert mark(s, "tap", madcat) and mark(s, "tap", mow)


def test_blitzkrieg_leaves_a_guarding_blocker_and_the_target_unhurt():
    """Does not apply: Blitzkrieg removes "each blocking Unit that is not guarding", and only "If no blocking Units
    remain" is the target hit as if unblocked: the only blocker guards, so it stays and the Stockpile takes nothing."""
    s = game(hand0=["CS012"], patrol0=[MADCAT], patrol1=[COMMANDO])
    madcat, commando = cid(s, MADCAT, "patrol0"), cid(s, COMMANDO, "patrol1")
    s.counters[f"guard:{commando}"] = "stock"
    attack(s, [madcat], blockers=[commando])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    assert s.counters["m.blk"] == (commando,)
    assert "no blocking 'Mech remains: the attack reaches the target as if unblocked" not in public(s)
    finish_effects(s)
    assert stock1(s) == 10 and commando in s.zones["scrap1"] and names(s, "scrap0") == ["Blitzkrieg"]


def test_com_guard_response_team_gives_a_stockpile_kept_out_of_the_battle_nothing_to_deal():
    """Does not apply: Com Guard Response Team, "The target gets +4 attack": a Stockpile kept out of the battle
    deals no damage, +4 or not; the Mad Cat takes only the Man O' War's 4."""
    s = game(patrol0=[MADCAT], hand1=["ME016"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done", ("assign all", madcat, mow))
    finish_effects(s)
    assert dmg(s, madcat) == 4 - 2 and dmg(s, mow) == 7 - 3 and stock1(s) == 10


def test_cover_of_night_one_to_four_silences_no_blocker():
    """Does not apply: Cover of Night, "1-4: No effect": both blockers roll 4 and 3, and both deal their damage."""
    s = game(hand0=["CS024"], patrol0=[MADCAT], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    do(s, "done")                                 # the blockers' 4 + 2 go to the Mad Cat
    dice(s, 4, 3)
    played_by(s, 0, s.zones["hand0"][0])
    assert "m.silent" not in s.counters
    do(s, ("assign all", madcat, commando))
    finish_effects(s)
    assert dmg(s, madcat) == 4 + 2 - 2


def test_defensive_formation_prevents_nothing_for_the_opposing_blocker():
    """Does not apply: Defensive Formation prevents 1 damage "to each of your Units": played by the attacker, it
    saves the Mad Cat 1 and the blocking Man O' War none."""
    s = game(hand0=["CS031"], patrol0=[MADCAT], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    do(s, "done")                                 # the blockers' 4 + 2 go to the Mad Cat
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", madcat, mow))
    finish_effects(s)
    assert dmg(s, madcat) == 4 + 2 - 1 - 2 and dmg(s, mow) == 7 - 3


def test_expert_timing_with_the_lower_initiative_adds_nothing():
    """Does not apply: Expert Timing gives +1 attack "For each point by which your initiative exceeds your
    opponent's": 1 against 2 is no lead (and takes no attack away); the Fenris deals its 3."""
    s = game(hand0=["MW023"], patrol0=[FENRIS], counters={"init1": 1})
    attack(s, [cid(s, FENRIS, "patrol0")])
    played_by(s, 0, s.zones["hand0"][0])
    finish_effects(s)
    assert stock1(s) == 10 - 3


def test_for_the_chancellor_untaps_nothing_when_the_blocker_takes_no_structure_damage():
    """Does not apply: For the Chancellor! untaps "for each blocking 'Mech that takes structure damage": the
    Banshee's 2 stop at the Man O' War's armor 3, so the Banshee stays tapped."""
    s = game(hand0=["CS041"], patrol0=[BANSHEE], patrol1=[MOW])
    banshee, mow = cid(s, BANSHEE, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [banshee], blockers=[mow])
    do(s, "done")                                 # the Man O' War's 4 go to the Banshee
    played_by(s, 0, s.zones["hand0"][0])
    finish_effects(s)
    assert "m.att" not in s.counters and dmg(s, mow) == 0 and dmg(s, banshee) == 4 - 3
    assert mark(s, "tap", banshee) and names(s, "scrap0") == ["For the Chancellor!"]


def test_fortunes_of_war_rolls_for_none_of_the_opposing_mechs():
    """Does not apply: Fortunes of War rolls "for each of your 'Mechs": the blocking Cicada gets no die and no
    +1 attack (its 2 reach the Fenris as they are), and a 1-3 gives no initiative."""
    s = game(hand0=["MW030"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    dice(s, 2, 2)                                 # a second die would be the Cicada's
    played_by(s, 0, s.zones["hand0"][0])
    assert initiative(s, 0) == 1 and "Fortunes of War: Cicada (CDA-3M) rolls 2" not in public(s)
    finish_effects(s)
    assert dmg(s, fenris) == 2 - 1 and cicada in s.zones["scrap1"]


@pytest.mark.parametrize("number, name, group", [("CS055", "Lance Diversion", [FENRIS, KOSHI, COMMANDO]),
                                                 ("CS082", "Star Diversion", LANCE)])
def test_diversions_need_exactly_their_number_of_attackers(number, name, group):
    """Does not apply: Lance Diversion ("exactly four 'Mechs") with three attackers, Star Diversion ("exactly five")
    with four: refused, and no attacker reaches the Stockpile as if unblocked."""
    s = game(hand0=[number], patrol0=group, patrol1=[MOW], stock=20)
    units = ids(s, "patrol0", *group)
    mow = cid(s, MOW, "patrol1")
    attack(s, units, blockers=[mow])
    do(s, ("assign all", mow, units[-1]))         # P2 first on the tie: the Commando takes the Man O' War's 4
    card = s.zones["hand0"][0]
    assert not playable(s, card)
    refused(s, 0, ("play", card))
    for u in units:
        do(s, ("assign all", u, mow))
    finish_effects(s)
    assert names(s, "hand0") == [name] and "m.asif" not in s.counters and stock1(s) == 20


def test_star_formation_with_four_mechs_is_refused():
    """Does not apply: Star Formation, "exactly five 'Mechs": four attack; no +1 initiative, no +1 attack."""
    s = game(hand0=["CS083"], patrol0=LANCE, stock=20)
    attack(s, ids(s, "patrol0", *LANCE))
    card = s.zones["hand0"][0]
    refused(s, 0, ("play", card))
    assert initiative(s, 0) == 1
    finish_effects(s)
    assert stock1(s) == 20 - (3 + 4 + 2 + 2)


def test_massive_battlefield_confusion_is_refused_to_the_blocked_attacker():
    """Does not apply: Massive Battlefield Confusion, "Play only when blocking": the attacker, blocked, may not
    play it; no die is rolled and the damage goes where it is assigned."""
    s = game(hand0=["CS058"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done")
    card = s.zones["hand0"][0]
    refused(s, 0, ("play", card))
    finish_effects(s)
    assert "m.confused" not in s.counters and dmg(s, madcat) == 4 - 2 and dmg(s, mow) == 7 - 3
    assert names(s, "hand0") == ["Massive Battlefield Confusion"]


def test_minefield_hurts_no_blocking_mech():
    """Does not apply: Minefield, "4-6: Deal 2 damage to each attacking 'Mech": the blocking Man O' War gets none."""
    s = game(patrol0=[MADCAT], hand1=["CS061"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, 5)
    played_by(s, 1, s.zones["hand1"][0])
    assert [(u, n) for u, n, src in s.counters.get("m.dmg", ())] == [(madcat, 2)]
    finish_effects(s)
    assert dmg(s, mow) == 7 - 3


def test_relentless_assault_leaves_a_75_ton_mech_as_it_is():
    """Does not apply: Relentless Assault, "'Mechs of 80 tons or more": the Mad Cat (75 tons) gets no +2 armor,
    so the Fenris's 3 still reach its structure."""
    s = game(patrol0=[MADCAT], hand1=["ME075"], patrol1=[FENRIS])
    madcat, fenris = cid(s, MADCAT, "patrol0"), cid(s, FENRIS, "patrol1")
    attack(s, [madcat], blockers=[fenris])
    played_by(s, 1, s.zones["hand1"][0])
    assert "gets +2 armor" not in " ".join(public(s))
    finish_effects(s)
    assert dmg(s, madcat) == 3 - 2 and fenris in s.zones["scrap1"]


def test_superior_navigation_is_refused_when_blocked():
    """Does not apply: Superior Navigation, "Play only when unblocked": blocked by the Cicada, no die is rolled,
    no +4, and the Fenris stays tapped after the mission."""
    s = game(hand0=["CS085"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    card = s.zones["hand0"][0]
    refused(s, 0, ("play", card))
    finish_effects(s)
    assert names(s, "hand0") == ["Superior Navigation"] and mark(s, "tap", fenris) and cicada in s.zones["scrap1"]


def test_tactical_advantage_gives_the_opponent_nothing():
    """Does not apply: Tactical Advantage, "You get +3 initiative. Draw a card.": P2's initiative, hand and
    Stockpile do not change."""
    s = game(hand0=["ME087"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    played_by(s, 0, s.zones["hand0"][0])
    assert initiative(s, 0) == 4 and initiative(s, 1) == 1
    assert names(s, "hand1") == [] and stock1(s) == 10 and len(s.zones["hand0"]) == 1


def test_disrupted_supply_lines_leaves_an_alpha_strike_mech_outside_the_battle():
    """Does not apply: Disrupted Supply Lines depletes "all opposing 'Mechs with Alpha Strike" of this battle (the
    engaged ones, ruling T101): P2's Hunchback, idle at home, is not depleted."""
    s = tcg_game(stock(post=[TAC], hand=["Disrupted Supply Lines"], patrol=[SLOW_BANSHEE]),
                 stock(post=[TAC], patrol=[DRAGON, HUNCHBACK]), spare=FENRIS)
    banshee = cid(s, SLOW_BANSHEE, "patrol0")
    dragon, hunchback = cid(s, DRAGON, "patrol1"), cid(s, HUNCHBACK, "patrol1")
    do(s, ("mission",), ("add", banshee), ("target", "stock"))
    do(s, ("block", dragon), "no more blockers", "keep target out")
    while s.decision.player == 1:
        do(s, "done")
    do(s, ("play", s.zones["hand0"][0]))
    while in_mission(s):
        do(s, "done")
    assert not mark(s, "dep", hunchback) and not mark(s, "dep", dragon)
    assert "is depleted (Disrupted Supply Lines)" not in " ".join(public(s))


def test_tactical_superiority_is_over_with_its_mission():
    """Does not apply: Tactical Superiority, "You win initiative", for the mission it is played in: P1 declares last
    once it is played, but in P1's next mission P2's higher initiative has P1 declare first again."""
    s = game(hand0=["MW092"], patrol0=[FENRIS, KOSHI], hand1=[FILL], counters={"init1": 1})
    fenris, koshi = ids(s, "patrol0", FENRIS, KOSHI)
    attack(s, [fenris])
    played_by(s, 0, s.zones["hand0"][0])
    assert "P1 wins initiative this mission" in public(s) and s.decision.player == 1
    finish_effects(s)
    attack(s, [koshi])
    assert "m.init_winner" not in s.counters and s.decision.player == 0   # the lower initiative declares first
    finish_effects(s)
    assert stock1(s) == 10 - 3 - 4


# -- one-shot Command cards: construction counters above the cost ------------------------------------------------------
def pass_reactions(state, player):
    """``player`` passes the reaction windows it is asked (a face-down card could answer, ruling T722)."""
    while state.decision is not None and state.decision.player == player and state.decision.kind == "reaction":
        do(state, R.no_reaction(state))


def revealed(p0, p1):
    """Both players' positions in P1's Deploy phase, and P1 reveals its first card under construction (P2 lets it
    be)."""
    s = tcg_game(dict({"stock": [FILL] * 5}, **p0), dict({"stock": [FILL] * 5}, **p1), phase="deploy")
    do(s, ("reveal", s.zones["build0"][0]))
    pass_reactions(s, 1)
    return s


@pytest.mark.parametrize("name", ["Corridor of Fire", "Tactical Nuke"])
def test_damage_per_counter_above_cost_at_the_cost_deals_none(name):
    """Does not apply: Corridor of Fire and Tactical Nuke deal damage "equal to the number of construction counters
    above the cost": revealed with exactly its cost (4 and 2, the assets in play), no site is asked for and no
    Stockpile loses a card."""
    s = revealed({"post": [POL, MUN], "build": [{"card": name, "cc": card_by_name(name).cost}]}, {})
    assert names(s, "scrap0") == [name] and s.decision.kind == "deploy-phase" and s.decision.player == 0
    assert len(s.zones["stock0"]) == 5 and len(s.zones["stock1"]) == 5


def test_pinpoint_air_strike_one_counter_above_cost_deals_nothing():
    """Does not apply: Pinpoint Air Strike deals 1 damage "for every 2 construction counters above the cost": one
    above (5 on a cost of 4) deals none."""
    s = revealed({"post": [POL], "build": [{"card": "Pinpoint Air Strike", "cc": 5}]}, {"patrol": [CHARGER]})
    assert s.decision.kind == "deploy-phase" and "Pinpoint Air Strike deals" not in " ".join(public(s))
    assert dmg(s, cid(s, CHARGER, "patrol1")) == 0 and len(s.zones["stock1"]) == 5


def test_mech_rotation_one_counter_above_cost_repairs_nothing():
    """Does not apply: Mech Rotation repairs "for every 2 construction counters above the cost": one above (1 on a
    cost of 0) leaves the damage on both 'Mechs."""
    s = revealed({"post": [ASM, LOG], "build": [{"card": "Mech Rotation", "cc": 1}],
                  "patrol": [{"card": ATLAS, "damage": 6}]}, {"patrol": [{"card": IDLE, "damage": 4}]})
    assert s.decision.kind == "deploy-phase" and names(s, "scrap0") == ["Mech Rotation"]
    assert dmg(s, cid(s, ATLAS, "patrol0")) == 6 and dmg(s, cid(s, IDLE, "patrol1")) == 4


def _double_time(cc):
    s = tcg_game({"stock": [FILL] * 5, "post": [LOG], "build": [{"card": "Double-Time Offense", "cc": cc}],
                  "patrol": [{"card": FENRIS, "tapped": True}, {"card": CHARGER, "tapped": True}, IDLE]},
                 {"stock": [FILL] * 5}, phase="deploy")
    return s, cid(s, "Double-Time Offense", "build0"), ids(s, "patrol0", FENRIS, CHARGER)


def test_double_time_offense_is_not_revealed_in_the_deploy_phase():
    """Does not apply: Double-Time Offense, "Activate only during your Missions phase": in the Deploy phase the
    reveal is refused and both 'Mechs stay tapped."""
    s, dto, mechs = _double_time(9)
    refused(s, 0, ("reveal", dto))
    assert dto in s.zones["build0"] and all(mark(s, "tap", m) for m in mechs)


def test_double_time_offense_one_counter_above_cost_untaps_nothing():
    """Does not apply: Double-Time Offense untaps "one 'Mech for every 2 construction counters above the cost":
    one above (5 on a cost of 4) untaps none, and the Missions phase goes on."""
    s, dto, mechs = _double_time(5)
    do(s, "done", ("reveal", dto))
    assert names(s, "scrap0") == ["Double-Time Offense"] and all(mark(s, "tap", m) for m in mechs)
    assert s.decision.kind == "missions-phase" and s.decision.player == 0


def test_financial_collapse_with_no_opposing_counters_moves_none():
    """Does not apply: Financial Collapse distributes "those construction counters" it removed from the opponent's
    cards: P2's card has none, so P1's Atlas keeps its 2 and gets no more."""
    s = revealed({"post": [POL], "build": [{"card": "Financial Collapse", "cc": 1}, {"card": ATLAS, "cc": 2}]},
                 {"build": [{"card": CHARGER, "cc": 0}]})
    atlas = cid(s, ATLAS, "build0")
    assert s.decision.kind == "deploy-phase" and s.counters[f"cc:{atlas}"] == 2
    assert "Financial Collapse removes 0 construction counters from P2's cards under construction" in public(s)


def test_hidden_reserves_draws_for_its_player_only():
    """Does not apply: Hidden Reserves, "Draw three cards": its player's; P2's hand and Stockpile do not change."""
    s = revealed({"post": [LOG], "build": [{"card": "Hidden Reserves", "cc": 1}]}, {"hand": [ATLAS]})
    assert len(s.zones["hand0"]) == 3 and names(s, "hand1") == [ATLAS] and len(s.zones["stock1"]) == 5


def test_strafing_run_cannot_hit_a_pilot():
    """Does not apply: Strafing Run deals 3 structure damage "to one 'Mech or site": the Elite MechWarrior piloting
    the Atlas is neither, so it is no choice and stays in play."""
    s = revealed({"post": [POL], "build": [{"card": "Strafing Run", "cc": 4}]},
                 {"patrol": [{"card": ATLAS, "pilot": "Elite MechWarrior"}]})
    pilot, atlas = cid(s, "Elite MechWarrior", "attached1"), cid(s, ATLAS, "patrol1")
    assert ("damage", atlas) in options(s) and ("damage", pilot) not in options(s)
    do(s, ("damage", atlas))
    assert names(s, "attached1") == ["Elite MechWarrior"] and dmg(s, atlas) == 3


# -- Subterfuge cards --------------------------------------------------------------------------------------------------
def test_assassination_finds_no_unique_card_under_construction():
    """Does not apply: Assassination scraps "a pilot card or unique card in play": Thomas Marik, still under
    construction, and a plain Charger are no choice; nothing but Assassination is scrapped."""
    s = revealed({"post": [POL], "build": [{"card": "Assassination", "cc": 3}]},
                 {"build": [{"card": "Thomas Marik", "cc": 2}], "patrol": [CHARGER]})
    assert s.decision.kind == "deploy-phase" and names(s, "scrap0") == ["Assassination"]
    assert names(s, "scrap1") == [] and names(s, "build1") == ["Thomas Marik"] and names(s, "patrol1") == [CHARGER]


def test_defection_cannot_take_a_unique_pilot():
    """Does not apply: Defection moves "any Pilot that is not Unique": Kai Allard-Liao stays with P2; the card
    still draws."""
    s = revealed({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Defection", "cc": 0}], "patrol": [CHARGER]},
                 {"patrol": [{"card": IDLE, "pilot": "Kai Allard-Liao"}]})
    kai = cid(s, "Kai Allard-Liao", "attached1")
    assert s.decision.kind == "deploy-phase" and len(s.zones["hand0"]) == 1
    assert names(s, "attached1") == ["Kai Allard-Liao"] and mark(s, "on", kai) == cid(s, IDLE, "patrol1")
    assert names(s, "attached0") == []


def test_unnamed_sources_with_an_empty_hand_draws_and_restocks_nothing():
    """Does not apply: Unnamed Sources draws "as many cards as are in your hand": none in hand, none drawn and none
    restocked (the additional deployment still comes)."""
    s = tcg_game({"stock": [FILL] * 5, "post": [POL], "build": [{"card": "Unnamed Sources", "cc": 2}]},
                 {"stock": [FILL] * 5}, phase="deploy", turn=3)
    deploys = s.counters["deploys"]
    do(s, ("reveal", cid(s, "Unnamed Sources", "build0")))
    assert names(s, "hand0") == [] and len(s.zones["stock0"]) == 5 and s.decision.kind == "deploy-phase"
    assert s.counters["deploys"] == deploys + 1


def test_nekekami_sabotage_cannot_fire_during_a_mission():
    """Does not apply: Nekekami Sabotage, "Use this ability only during your Missions phase, but not during a
    mission": once P1 has declared a mission, the ability is refused and the Atlas keeps its 3 counters."""
    s = tcg_game({"stock": [FILL] * 5, "post": ["Nekekami Sabotage"], "patrol": [FENRIS, IDLE]},
                 {"stock": [FILL] * 5, "build": [{"card": ATLAS, "cc": 3}]})
    nek, atlas = cid(s, "Nekekami Sabotage", "post0"), cid(s, ATLAS, "build1")
    assert ("use", nek, "fire") in options(s)     # in the Missions phase, before a mission
    do(s, ("mission",), ("add", cid(s, FENRIS, "patrol0")), ("target", "stock"))
    pass_reactions(s, 1)
    assert in_mission(s)
    refused(s, 0, ("use", nek, "fire"))
    assert s.counters[f"cc:{atlas}"] == 3 and not mark(s, "tap", nek)


def test_report_from_the_norns_is_over_for_the_next_mission():
    """Does not apply: Report from the Norns lets "the current attack" be blocked whatever the speed: the next
    mission the same turn, P2's slow Atlas may not block the fast Fenris."""
    s = later(tcg_game({"stock": [FILL] * 5, "patrol": [FAST_CICADA, FENRIS, STAY], "hand": [FILL]},
                       {"stock": [FILL] * 5, "build": [{"card": "Report from the Norns", "cc": 0}], "patrol": [ATLAS]}))
    cicada, fenris = cid(s, FAST_CICADA, "patrol0"), cid(s, FENRIS, "patrol0")
    do(s, ("mission",), ("add", cicada), ("target", "stock"), ("reveal", cid(s, "Report from the Norns", "build1")),
       ("no block",))
    finish_mission(s)
    do(s, ("mission",), ("add", fenris), ("target", "stock"))
    assert block_options(s) == [] and "m.anyspeed1" not in s.counters
    finish_mission(s)
    assert len(s.zones["stock1"]) == 5 - 1 - 3 and dmg(s, fenris) == 0


def test_high_profile_target_is_not_revealed_for_an_attack_on_a_site():
    """Does not apply: High-Profile Target, "when opponent attacks one of your 'Mechs": against P2's Stockpile the
    window offers only to pass, the card stays face down and the slow 'Mechs may not block."""
    s = later(tcg_game({"stock": [FILL] * 5, "patrol": [FAST_CICADA, STAY], "hand": [FILL]},
                       {"stock": [FILL] * 5, "build": [{"card": "High-Profile Target", "cc": 1}],
                        "patrol": [ATLAS, SLOW_BANSHEE_5S]}))
    hpt = cid(s, "High-Profile Target", "build1")
    do(s, ("mission",), ("add", cid(s, FAST_CICADA, "patrol0")), ("target", "stock"))
    assert s.decision.player == 1 and options(s) == (("pass",),)
    refused(s, 1, ("reveal", hpt))
    do(s, ("pass",))
    assert hpt in s.zones["build1"] and block_options(s) == []


def test_disguised_coordinates_is_not_revealed_when_its_player_attacks():
    """Does not apply: Disguised Coordinates, "only when opponent attacks": P1's own mission opens no window for it;
    the card stays face down and the attack keeps its target."""
    s = later(tcg_game({"stock": [FILL] * 5, "build": [{"card": "Disguised Coordinates", "cc": 9}], "post": [FILL],
                        "patrol": [FAST_CICADA, STAY], "hand": [FILL]}, {"stock": [FILL] * 5}))
    dc = cid(s, "Disguised Coordinates", "build0")
    refused(s, 0, ("reveal", dc))
    do(s, ("mission",), ("add", cid(s, FAST_CICADA, "patrol0")), ("target", "stock"))
    assert s.decision.player == 0 and ("reveal", dc) not in options(s)
    finish_mission(s)
    assert dc in s.zones["build0"] and "disguised0" not in s.counters and len(s.zones["stock1"]) == 5 - 1
