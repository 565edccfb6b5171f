"""Cases where a card of the last sets' formats -- Legacies and Alliances, High Command cards, Box powers, the Arsenal
and Crusade Terrain cards -- must not apply (docs/scenarios.md, "Writing rule cases"; a docstring starting "Does not
apply:" marks each for tools/scenario_coverage.py): the opponent's card or Unit, a Vehicle where the text says 'Mech
(T1100/T1102), a card of the wrong kind, the wrong window, no House card, a target in another region.  Each card is
a constant of its own, so that the coverage reader finds it."""
from tcg_support import IDLE, R, cid, do, game, mission, names, options, public, refused

from mechdeck.games.battletech_tcg.board import activation_cost, armor, mark, structure
from mechdeck.games.battletech_tcg.missions import acting_speed, attack_value, has_c3, initiative
from mechdeck.games.battletech_tcg.turn import scrap_from_stock

from test_cards_last_terrain import block, finish, until
from test_legacies_and_alliances import to_p1_assignments

JANOS = "Janos Marik's Legacy"
KATRINA = "Katrina Steiner's Legacy"
MAXIMILLIAN = "Maximillian Liao's Legacy"
TAKASHI = "Takashi Kurita's Legacy"
ARC_ROYAL = "Arc-Royal Defense Cordon"
INVADING_CLANS = "The Invading Clans"
DAVION_HC = "Davion High Command"
GHOST_BEAR_HC = "Ghost Bear High Command"
KURITA_HC = "Kurita High Command"
STEINER_HC = "Steiner High Command"
WOLF_HC = "Wolf High Command"
COMSTAR_HC = "ComStar High Command"   # a Command card other than a Resource or Unit
ALSHAIN = "Alshain"
IRONHOLD = "Ironhold"
LUTHIEN = "Luthien"
NEW_AVALON = "New Avalon"
STRANA_MECHTY = "Strana Mechty"
TERRA = "Terra"
EMBANKMENT = "Defensive Embankment"
WASTELAND = "Desert Wasteland"
ICY = "Icy Terrain"
ENTRENCHED = "Entrenched Holdings"

BULLDOG = "Bulldog"                     # a Vehicle: slow 3/2/3, cost 3
ATLAS = "Atlas (AS7-D)"                 # a 'Mech: slow 3/3/11
BANSHEE = "Banshee (BNC-3E)"            # a 'Mech: slow 2/3/9
COMMANDO = "Commando (COM-2D)"          # a 'Mech: moderate 2/1/2, Inner Sphere, Steiner
CLINT = "Clint (CLNT-2-3T)"             # a 'Mech: moderate 2/1/3, Jump
GRAND_DRAGON = "Grand Dragon (DRG-5K)"  # a 'Mech: Overheat 2
CICADA = "Cicada (CDA-3M)"              # Inner Sphere, Marik: cost 1+1A
DRAGON = "Dragon (DRG-1N)"              # Inner Sphere, Kurita
BLACKJACK = "Blackjack (BJ2)"           # Inner Sphere, Davion: cost 3+2A
AMBUSH = "Ambush!"                      # a Subterfuge card: 4+4T
MARISSA = "Marissa Morgan"              # a Command card, no Support card
TACTICS = "Support - Tactics"
POLITICS = "Support - Politics"
ASSEMBLY = "Support - Assembly"



def never_offered(state, action, *wanted):
    """Finish the mission, checking at each decision that ``action`` is not offered: each of ``wanted`` is taken
    once when offered, otherwise no block, keep the target out, done."""
    wanted = list(wanted)
    while state.decision is not None and "m.att" in state.counters:
        assert action not in options(state), state.decision.prompt
        for pick in wanted + [("no block",), ("no more blockers",), ("keep target out",), ("done",)]:
            if pick in options(state):
                if pick in wanted:
                    wanted.remove(pick)
                do(state, pick)
                break
        else:
            do(state, R.no_reaction(state) or options(state)[0])


# -- Legacies and Alliances ----------------------------------------------------------------------------------------
def test_janos_mariks_legacy_without_another_marik_card_lowers_no_cost():
    """Does not apply: Janos Marik's Legacy: "As long as you control any Marik cards other than Janos Marik's
    Legacy": with only a Davion 'Mech beside it, P1's Cicada costs its printed 1+1A (2 without Assembly), and P2's
    Cicada is P2's."""
    s = game({"post": [JANOS], "patrol": [BLACKJACK], "build": [CICADA]}, {"build": [CICADA]}, stock=5,
             phase="deploy")
    assert activation_cost(s, 0, cid(s, CICADA, "build0")) == 2
    assert activation_cost(s, 1, cid(s, CICADA, "build1")) == 2


def test_katrina_steiners_legacy_gives_no_deployment_outside_the_deploy_phase():
    """Does not apply: Katrina Steiner's Legacy's additional deployment is a Deploy phase ability: in the Missions
    phase it is refused, and the Legacy stays untapped."""
    s = game({"post": [KATRINA], "patrol": [COMMANDO]}, {}, stock=5)
    katrina = cid(s, KATRINA, "post0")
    refused(s, ("use", katrina, "deploy"))
    assert not mark(s, "tap", katrina)


def test_maximillian_liaos_legacy_does_not_free_a_card_other_than_subterfuge():
    """Does not apply: Maximillian Liao's Legacy ignores construction costs of Subterfuge cards only: P1's Blackjack
    still costs 3+2A, and P2's Ambush! (P2 controls no Legacy) its 4+4T."""
    s = game({"post": [MAXIMILLIAN, CLINT], "build": [BLACKJACK]}, {"build": [AMBUSH]}, stock=5, phase="deploy")
    assert activation_cost(s, 0, cid(s, BLACKJACK, "build0")) == 3 + 2
    assert activation_cost(s, 1, cid(s, AMBUSH, "build1")) == 4 + 4


def test_takashi_kuritas_legacy_is_not_offered_for_an_attacking_vehicle():
    """Does not apply: Takashi Kurita's Legacy: "one of your attacking 'Mechs" (an Arsenal text's 'Mech: 'Mechs only,
    T1102): P1's Bulldog attacks alone, the Legacy is never offered and the Bulldog's attack stays printed."""
    s = game({"post": [TAKASHI], "patrol": [DRAGON, BULLDOG]}, {}, stock=5)
    bulldog = cid(s, BULLDOG, "patrol0")
    mission(s, bulldog)
    printed = attack_value(s, bulldog)
    assert ("use", cid(s, TAKASHI, "post0"), "attack") not in options(s)
    assert attack_value(s, bulldog) == printed


def test_takashi_kuritas_legacy_does_not_boost_the_opponents_attacking_mech():
    """Does not apply: Takashi Kurita's Legacy: "one of YOUR attacking 'Mechs": P2's Legacy is never offered while
    P1's Dragon attacks, and the Dragon takes its printed attack to the Stockpile."""
    s = game({"patrol": [DRAGON]}, {"post": [TAKASHI], "patrol": [DRAGON]}, stock=5, spare=IDLE)
    dragon = cid(s, DRAGON, "patrol0")
    printed = attack_value(s, dragon)
    mission(s, dragon)
    never_offered(s, ("use", cid(s, TAKASHI, "post1"), "attack"))
    assert len(s.zones["stock1"]) == 5 - printed


def test_arc_royal_defense_cordon_taxes_nothing_with_politics_nor_the_opponents_cards():
    """Does not apply: Arc-Royal Defense Cordon: "Your non-Support cards cost 0+2P more": with Politics in play the
    2 are paid by the asset, nothing more; P2's Blackjack is not P1's card; a Support card costs nothing more."""
    s = game({"post": [ARC_ROYAL, POLITICS], "build": [BLACKJACK, ASSEMBLY]}, {"build": [BLACKJACK]}, stock=5,
             phase="deploy")
    assert activation_cost(s, 0, cid(s, BLACKJACK, "build0")) == 3 + 2
    assert activation_cost(s, 0, cid(s, ASSEMBLY, "build0")) == 0
    assert activation_cost(s, 1, cid(s, BLACKJACK, "build1")) == 3 + 2


def test_the_invading_clans_does_not_limit_the_opponents_units():
    """Does not apply: The Invading Clans: "no opposing Unit may be dealt damage by more than two of YOUR Units":
    P2 controls it, so P1's third Commando may still assign its damage to P2's Atlas."""
    s = game({"patrol": [COMMANDO, COMMANDO, COMMANDO]}, {"post": [INVADING_CLANS], "patrol": [ATLAS]}, stock=5)
    atlas = cid(s, ATLAS, "patrol1")
    commandos = [cid(s, COMMANDO, "patrol0", k) for k in range(3)]
    mission(s, *commandos, target=atlas)
    to_p1_assignments(s)
    do(s, ("assign", commandos[0], atlas), ("assign", commandos[1], atlas), ("assign", commandos[2], atlas))
    assert {(src, dst) for src, dst, n in s.counters["m.asg"]} >= {(c, atlas) for c in commandos}


# -- High Command cards --------------------------------------------------------------------------------------------
def test_davion_high_command_without_innovation_counters_gives_no_initiative():
    """Does not apply: Davion High Command: "{T}: Remove any number of innovation counters": with none on it (put in
    play without being activated) it is never offered in P1's mission and stays untapped."""
    s = game({"post": [DAVION_HC], "patrol": [BANSHEE]}, {}, stock=5)
    davion = cid(s, DAVION_HC, "post0")
    mission(s, cid(s, BANSHEE, "patrol0"))
    before = initiative(s, 0)
    refused(s, ("use", davion, "innovate"))
    assert initiative(s, 0) == before and not mark(s, "tap", davion)


def test_ghost_bear_high_command_does_not_take_the_opponents_stockpile_cards():
    """Does not apply: Ghost Bear High Command acts on cards scrapped from YOUR Stockpile: P2 controls it, and the
    ComStar High Command scrapped from P1's Stockpile goes to P1's Scrapheap, not to a hand."""
    s = game({"stock": [COMSTAR_HC, TACTICS], "patrol": [IDLE]}, {"post": [GHOST_BEAR_HC]}, stock=5)
    scrap_from_stock(s, 0, 2)
    assert COMSTAR_HC in names(s, "scrap0") and COMSTAR_HC not in names(s, "hand0") + names(s, "hand1")


def test_kurita_high_command_does_not_touch_a_vehicle():
    """Does not apply: Kurita High Command: "each of your 'Mechs" (a Commander's Edition text: 'Mechs only): P1's
    Bulldog keeps its printed structure and gains no C3, while P1's Atlas loses 1 structure."""
    s = game({"patrol": [ATLAS, BULLDOG]}, {"patrol": [BULLDOG]}, stock=5)
    printed = structure(s, cid(s, BULLDOG, "patrol0"))
    s = game({"post": [KURITA_HC], "patrol": [ATLAS, BULLDOG]}, {"patrol": [BULLDOG]}, stock=5)
    bulldog = cid(s, BULLDOG, "patrol0")
    assert structure(s, bulldog) == printed and not has_c3(s, bulldog)
    assert has_c3(s, cid(s, ATLAS, "patrol0"))


def test_steiner_high_command_does_not_answer_the_opponents_subterfuge_deployment():
    """Does not apply: Steiner High Command: "Whenever YOU deploy a Subterfuge card": P2 controls it; P1's Ambush!
    deployment asks nobody to show it, and no card is drawn."""
    s = game({"hand": [AMBUSH, ATLAS], "stock": [TACTICS] * 3}, {"post": [STEINER_HC], "stock": [TACTICS] * 3},
             phase="deploy")
    ambush = cid(s, AMBUSH, "hand0")
    hands = len(s.zones["hand0"]), len(s.zones["hand1"])
    do(s, ("deploy", ambush))
    assert ("reveal", ambush) not in options(s)
    assert (len(s.zones["hand0"]), len(s.zones["hand1"])) == (hands[0] - 1, hands[1])
    assert not any("Steiner High Command" in t for t in public(s))


def test_wolf_high_command_does_not_touch_a_vehicle():
    """Does not apply: Wolf High Command: "each of your 'Mechs gets -1 structure and +1 attack" ('Mechs only, a
    Commander's Edition text): P1's Bulldog keeps its printed attack and structure."""
    s = game({"patrol": [BULLDOG]}, {}, stock=5)
    printed = attack_value(s, cid(s, BULLDOG, "patrol0")), structure(s, cid(s, BULLDOG, "patrol0"))
    s = game({"post": [WOLF_HC], "patrol": [BULLDOG]}, {}, stock=5)
    bulldog = cid(s, BULLDOG, "patrol0")
    assert (attack_value(s, bulldog), structure(s, bulldog)) == printed


# -- Box powers ----------------------------------------------------------------------------------------------------
def test_alshain_does_not_activate_a_fully_constructed_vehicle():
    """Does not apply: Alshain: "activate a fully constructed 'Mech": P1's Bulldog has all its construction counters
    but is a Vehicle, so Alshain is not offered and the Bulldog stays under construction."""
    s = game({"post": [ALSHAIN], "hand": [COMMANDO], "build": [{"card": BULLDOG, "cc": 9}]}, {}, phase="deploy")
    bulldog = cid(s, BULLDOG, "build0")
    refused(s, ("use", cid(s, ALSHAIN, "post0"), "alshain"))
    assert bulldog in s.zones["build0"] and not mark(s, "up", bulldog)


def test_ironhold_does_not_repair_the_opponents_units():
    """Does not apply: Ironhold repairs "each of YOUR Units": P2's damaged Bulldog keeps its damage while P1's is
    repaired."""
    s = game({"post": [IRONHOLD], "hand": [ATLAS], "patrol": [{"card": BULLDOG, "damage": 2}]},
             {"patrol": [{"card": BULLDOG, "damage": 2}]}, phase="repair")
    do(s, ("use", cid(s, IRONHOLD, "post0"), "ironhold"))
    assert mark(s, "dmg", cid(s, BULLDOG, "patrol0"), 0) == 0
    assert mark(s, "dmg", cid(s, BULLDOG, "patrol1"), 0) == 2


def test_luthien_is_not_offered_for_a_vehicle_attacking_alone():
    """Does not apply: Luthien: "a 'Mech you control attacking alone": P1's Bulldog attacks alone, Luthien is
    refused and the Bulldog keeps its printed attack."""
    s = game({"post": [LUTHIEN], "hand": [ATLAS], "patrol": [BULLDOG, IDLE]}, {}, stock=5)
    bulldog = cid(s, BULLDOG, "patrol0")
    mission(s, bulldog)
    printed = attack_value(s, bulldog)
    refused(s, ("use", cid(s, LUTHIEN, "post0"), "luthien"))
    assert attack_value(s, bulldog) == printed and names(s, "hand0") == [ATLAS]


def test_new_avalon_gives_no_initiative_outside_a_mission():
    """Does not apply: New Avalon's +2 initiative is used during a mission: in P1's Missions phase before any
    mission it is refused, and the hand card is not scrapped."""
    s = game({"post": [NEW_AVALON], "hand": [ATLAS], "patrol": [BANSHEE]}, {}, stock=5)
    refused(s, ("use", cid(s, NEW_AVALON, "post0"), "new avalon"))
    assert names(s, "hand0") == [ATLAS] and names(s, "scrap0") == []


def test_strana_mechty_has_no_mech_to_choose_among_vehicles_and_the_opponents_mechs():
    """Does not apply: Strana Mechty: "one of your 'Mechs": P1 controls only a Bulldog (a Vehicle) and P2 an Atlas,
    so it is refused and the Bulldog stays slow."""
    s = game({"post": [STRANA_MECHTY], "hand": [COMMANDO], "patrol": [BULLDOG]}, {"patrol": [ATLAS]}, stock=5)
    bulldog = cid(s, BULLDOG, "patrol0")
    speed = acting_speed(s, bulldog)
    refused(s, ("use", cid(s, STRANA_MECHTY, "post0"), "strana mechty"))
    assert acting_speed(s, bulldog) == speed and "strana" not in s.counters


def test_terra_discards_nothing_outside_the_missions_phase():
    """Does not apply: Terra is used in the Missions phase: in the Deploy phase it is refused, and P2's hand keeps
    all its cards, unseen."""
    s = game({"post": [TERRA], "hand": [ATLAS]}, {"hand": [COMMANDO, BANSHEE]}, stock=5, phase="deploy")
    refused(s, ("use", cid(s, TERRA, "post0"), "terra"))
    assert sorted(names(s, "hand1")) == sorted([COMMANDO, BANSHEE]) and names(s, "scrap1") == []


# -- Terrain -------------------------------------------------------------------------------------------------------
def test_defensive_embankment_is_not_offered_for_the_attackers_vehicle():
    """Does not apply: Defensive Embankment: "each of YOUR Vehicles": P1's Bulldog attacks P2's Stockpile (the
    Embankment's region) and P2's Banshee blocks; P2 has no Vehicle in the mission, so the Embankment is never
    offered and the Bulldog's printed 3 attack all goes on the Banshee's 3 armor."""
    s = game({"patrol": [BULLDOG]}, {"terrain": [{"card": EMBANKMENT, "region": "stock"}],
                                      "patrol": [{"card": BANSHEE, "guard": "stock"}]}, stock=5)
    bulldog = cid(s, BULLDOG, "patrol0")
    printed = attack_value(s, bulldog), armor(s, bulldog)
    mission(s, bulldog)
    block(s, cid(s, BANSHEE, "patrol1"))
    never_offered(s, ("use", cid(s, EMBANKMENT, "attached1"), "defensive embankment"))
    assert printed == (3, 2) and mark(s, "dmg", cid(s, BANSHEE, "patrol1"), 0) == 0   # its 3 armor takes it all


def test_desert_wasteland_does_nothing_for_a_target_in_another_region():
    """Does not apply: Desert Wasteland is used "only during a mission whose target is in the region": it enhances
    P2's Patrol region, P1's Grand Dragon attacks the Stockpile; it is never offered, and the Grand Dragon's Overheat
    damage lands on its armor as usual."""
    s = game({"patrol": [GRAND_DRAGON]}, {"terrain": [{"card": WASTELAND, "region": "patrol"}],
                                           "patrol": [{"card": BULLDOG, "guard": "stock"}]}, stock=5)
    dragon, bulldog = cid(s, GRAND_DRAGON, "patrol0"), cid(s, BULLDOG, "patrol1")
    use = ("use", cid(s, WASTELAND, "attached1"), "desert wasteland")
    mission(s, dragon)
    block(s, bulldog)
    never_offered(s, use, ("overheat", dragon, 0))
    assert "Grand Dragon (DRG-5K) overheats" in " ".join(public(s))
    assert mark(s, "dmg", dragon, 0) == 2 + 3 - 2   # armor absorbs 2 of the Overheat's 2 and the Bulldog's 3


def test_icy_terrain_does_not_damage_a_unit_that_never_jumps():
    """Does not apply: Icy Terrain damages "each Unit that uses or used Jump": P2 uses it, P1's Clint (it has Jump)
    never jumps, and its only damage is what it would take anyway (none: unblocked)."""
    s = game({"patrol": [CLINT]}, {"terrain": [{"card": ICY, "region": "stock"}]}, stock=5)
    clint, icy = cid(s, CLINT, "patrol0"), cid(s, ICY, "attached1")
    mission(s, clint)
    until(s, 1, ("use", icy, "icy terrain"))
    do(s, ("use", icy, "icy terrain"))
    finish(s)
    assert mark(s, "dmg", clint, 0) == 0 and not any("receives 2 damage (Icy Terrain)" in t for t in public(s))


def test_entrenched_holdings_does_not_make_a_guard_block_for_a_site_other_than_support():
    """Does not apply: Entrenched Holdings: Units guarding a site in the Command Post also guard "each of your
    Support cards" there: P2's Banshee guards Support - Tactics, P1 attacks Marissa Morgan (a Command card, no
    Support card), and the Banshee is not offered to block."""
    s = game({"patrol": [COMMANDO]}, {"post": [MARISSA, TACTICS], "terrain": [{"card": ENTRENCHED, "region": "post"}],
                                       "patrol": [{"card": BANSHEE, "guard": "post:1"}]}, stock=5)
    banshee, marissa = cid(s, BANSHEE, "patrol1"), cid(s, MARISSA, "post1")
    mission(s, cid(s, COMMANDO, "patrol0"), target=marissa)
    assert not any(o[0] == "block" for o in options(s))   # P2 has no blocker: the mission goes on to battle
    assert banshee not in s.counters.get("m.blk", ()) and mark(s, "guard", banshee) == cid(s, TACTICS, "post1")
