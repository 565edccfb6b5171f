"""Named counters of Arsenal and Crusade (abilities/counters.py, T1118): Airdropped Supplies, Resource Broker (T1139),
Knights of the Inner Sphere (docs/tcg-last-sets.md section 5, groups G and J).  Each test checks what the card's text
does, and a "Does not apply" case what it leaves alone."""
import pytest
from mechdeck.games.battletech_tcg.board import counters_on, mark
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.missions import attack_of

from tcg_support import FILL, IDLE, cid, dice, do, game, mission, names, options, play_out, public

POL, TAC = "Support - Politics", "Support - Tactics"
ATLAS = "Atlas (AS7-D)"             # slow 3/3/11
AWESOME = "Awesome (AWS-8Q)"        # slow 4/3/10
MADCAT = "Mad Cat B (Timber Wolf)"  # moderate, 7 attack
BULLDOG = "Bulldog"                 # a Vehicle, slow 3/2/3
AIRDROP = "Airdropped Supplies"
BROKER = "Resource Broker"
KNIGHTS = "Knights of the Inner Sphere"


def uses(state, card):
    return [a for a in options(state) if a[:2] == ("use", card)]


# -- AR002 Airdropped Supplies -----------------------------------------------------------------------------------------
def test_airdropped_supplies_pays_one_resource_for_a_supply_counter_in_the_deploy_phase():
    s = game({"post": [AIRDROP, POL], "hand": [IDLE], "stock": [FILL] * 3}, {"stock": [FILL] * 3}, phase="deploy")
    drop = cid(s, AIRDROP, "post0")
    assert [a for a in uses(s, drop)] == [("use", drop, "supply")]
    do(s, ("use", drop, "supply"), ("tap", cid(s, POL, "post0")))
    assert mark(s, "supply", drop) == 1 and mark(s, "tap", drop) and ("supply", 1) in counters_on(s, drop)


def _dropping(roll):
    s = game({"post": [{"card": AIRDROP, "counters": {"supply": 2}}], "stock": [FILL] * 3,
              "patrol": [{"card": ATLAS, "tapped": True}, IDLE]}, {"stock": [FILL] * 3})
    drop, atlas = cid(s, AIRDROP, "post0"), cid(s, ATLAS, "patrol0")
    dice(s, roll)
    do(s, ("use", drop, "drop"))
    assert set(options(s)) == {("supply", atlas), ("supply", cid(s, IDLE, "patrol0"))}   # any 'Mech you control
    do(s, ("supply", atlas))
    return s, drop, atlas


def test_airdropped_supplies_removes_a_counter_and_on_3_to_6_untaps_the_chosen_mech():
    s, drop, atlas = _dropping(3)
    assert not mark(s, "tap", atlas) and mark(s, "supply", drop) == 1 and mark(s, "tap", drop)
    assert "Airdropped Supplies untaps Atlas (AS7-D)" in public(s)


def test_airdropped_supplies_on_1_or_2_is_restocked_and_the_mech_stays_tapped():
    s, drop, atlas = _dropping(2)
    assert mark(s, "tap", atlas) and s.zones["stock0"][0] == drop and drop in known(s, 1)
    assert not mark(s, "supply", drop)   # its counters are gone with it (T1118)


def test_airdropped_supplies_does_not_apply_without_a_supply_counter_or_a_mech():
    s = game({"post": [AIRDROP], "patrol": [{"card": ATLAS, "tapped": True}, IDLE], "stock": [FILL] * 3},
             {"stock": [FILL] * 3})
    assert not uses(s, cid(s, AIRDROP, "post0"))
    s = game({"post": [{"card": AIRDROP, "counters": {"supply": 1}}], "patrol": [BULLDOG], "stock": [FILL] * 3},
             {"stock": [FILL] * 3})
    assert not uses(s, cid(s, AIRDROP, "post0"))   # a Vehicle is no 'Mech (T1100)


# -- AR077 Resource Broker ---------------------------------------------------------------------------------------------
def test_resource_broker_puts_three_investment_counters_on_itself():
    s = game({"post": [BROKER], "hand": [IDLE], "stock": [FILL] * 3}, {"stock": [FILL] * 3}, phase="deploy")
    broker = cid(s, BROKER, "post0")
    assert ("tap", broker) not in options(s)   # no {T}: {R}
    do(s, ("use", broker, "invest"))
    assert mark(s, "investment", broker) == 3 and mark(s, "tap", broker)


def test_resource_broker_moves_its_investment_counters_to_a_shown_card_under_construction():
    s = game({"post": [{"card": BROKER, "counters": {"investment": 3}}], "hand": [IDLE], "stock": [FILL] * 3,
              "build": [{"card": ATLAS, "cc": 1}, AWESOME]}, {"stock": [FILL] * 3}, phase="deploy")
    broker, atlas = cid(s, BROKER, "post0"), cid(s, ATLAS, "build0")
    do(s, ("use", broker, "build"))
    assert options(s) == (("remove", 3), ("remove", 2), ("remove", 1))
    do(s, ("remove", 2))
    assert set(options(s)) == {("build", atlas), ("build", cid(s, AWESOME, "build0"))}
    do(s, ("build", atlas))
    assert mark(s, "cc", atlas) == 3 and mark(s, "investment", broker) == 1 and atlas in known(s, 1)
    assert "Resource Broker: P1 shows Atlas (AS7-D) and puts 2 construction counters on it (3)" in public(s)


def test_resource_broker_moves_only_its_own_counters():
    s = game({"post": [{"card": BROKER, "counters": {"investment": 3}}, BROKER], "hand": [IDLE], "stock": [FILL] * 3,
              "build": [ATLAS]}, {"stock": [FILL] * 3}, phase="deploy")
    rich, poor = s.zones["post0"]
    assert ("use", rich, "build") in options(s) and ("use", poor, "build") not in options(s)   # T1139


def test_resource_broker_does_not_apply_with_nothing_under_construction_or_outside_the_deploy_phase():
    s = game({"post": [{"card": BROKER, "counters": {"investment": 3}}], "hand": [IDLE], "stock": [FILL] * 3},
             {"build": [ATLAS], "stock": [FILL] * 3}, phase="deploy")
    assert uses(s, cid(s, BROKER, "post0")) == [("use", cid(s, BROKER, "post0"), "invest")]   # not the opponent's card
    s = game({"post": [{"card": BROKER, "counters": {"investment": 3}}], "patrol": [IDLE], "stock": [FILL] * 3,
              "build": [ATLAS]}, {"stock": [FILL] * 3})
    assert not uses(s, cid(s, BROKER, "post0"))


# -- CR063 Knights of the Inner Sphere ---------------------------------------------------------------------------------
def _destroy_opposing_bulldog(knights_marks=None):
    knights = dict({"card": KNIGHTS}, **(knights_marks or {}))
    s = game({"post": [knights, TAC], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"patrol": [BULLDOG], "post": [TAC], "stock": [FILL] * 3})
    bulldog = cid(s, BULLDOG, "patrol1")
    mission(s, cid(s, MADCAT, "patrol0"), target=bulldog)
    play_out(s)
    assert bulldog in s.zones["scrap1"]
    return s, cid(s, KNIGHTS, "post0"), bulldog


def test_knights_of_the_inner_sphere_allows_the_restock_of_a_scrapped_opposing_unit_for_a_chivalry_counter():
    s, knights, bulldog = _destroy_opposing_bulldog()
    assert s.decision.player == 0 and set(options(s)) == {("allow restock", bulldog), ("refuse restock", bulldog)}
    do(s, ("allow restock", bulldog))
    assert mark(s, "chivalry", knights) == 1
    assert s.decision.player == 1 and set(options(s)) == {("restock", bulldog), ("leave scrapped", bulldog)}
    do(s, ("restock", bulldog))
    assert s.zones["stock1"][0] == bulldog and bulldog in known(s, 0) and bulldog in known(s, 1)


def test_knights_of_the_inner_sphere_refused_gives_no_counter_and_the_unit_stays_scrapped():
    s, knights, bulldog = _destroy_opposing_bulldog()
    do(s, ("refuse restock", bulldog))
    assert not mark(s, "chivalry", knights) and bulldog in s.zones["scrap1"]


def test_knights_of_the_inner_sphere_does_not_apply_tapped_or_to_your_own_units():
    s, knights, bulldog = _destroy_opposing_bulldog({"tapped": True})
    assert not any(a[0] == "allow restock" for a in options(s)) and "chivalry_offers" not in s.counters
    s = game({"post": [TAC], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"patrol": [BULLDOG], "post": [KNIGHTS, TAC], "stock": [FILL] * 3})
    bulldog = cid(s, BULLDOG, "patrol1")
    mission(s, cid(s, MADCAT, "patrol0"), target=bulldog)
    play_out(s)
    assert bulldog in s.zones["scrap1"] and not any(a[0] == "allow restock" for a in options(s))


def test_knights_of_the_inner_sphere_gives_one_of_your_units_plus_x_attack_in_battle():
    s = game({"post": [{"card": KNIGHTS, "counters": {"chivalry": 2}}, TAC], "patrol": [MADCAT, IDLE],
              "stock": [FILL] * 3}, {"patrol": [BULLDOG], "post": [TAC], "stock": [FILL] * 3})
    knights, madcat = cid(s, KNIGHTS, "post0"), cid(s, MADCAT, "patrol0")
    mission(s, madcat, target=cid(s, BULLDOG, "patrol1"))
    while ("use", knights, "knight") not in options(s):
        do(s, "done" if ("done",) in options(s) else s.decision.options[0])
    before = attack_of(s, madcat)
    do(s, ("use", knights, "knight"))
    assert attack_of(s, madcat) == before + 2 and mark(s, "tap", knights)


def test_knights_of_the_inner_sphere_attack_does_not_apply_without_counters_or_outside_battle():
    s = game({"post": [KNIGHTS, TAC], "patrol": [MADCAT, IDLE], "stock": [FILL] * 3},
             {"patrol": [BULLDOG], "post": [TAC], "stock": [FILL] * 3})
    knights = cid(s, KNIGHTS, "post0")
    mission(s, cid(s, MADCAT, "patrol0"), target=cid(s, BULLDOG, "patrol1"))
    while "m.att" in s.counters:
        assert not uses(s, knights)
        do(s, "done" if ("done",) in options(s) else s.decision.options[0])
    s = game({"post": [{"card": KNIGHTS, "counters": {"chivalry": 2}}, TAC], "patrol": [MADCAT, IDLE],
              "stock": [FILL] * 3}, {"post": [TAC], "stock": [FILL] * 12})
    knights = cid(s, KNIGHTS, "post0")
    mission(s, cid(s, MADCAT, "patrol0"))   # against the Stockpile, unblocked: no battle
    while "m.att" in s.counters:
        assert not uses(s, knights)
        do(s, "done" if ("done",) in options(s) else s.decision.options[0])


# -- Underworld Connections finds the new counters (T1118) -------------------------------------------------------------
def test_underworld_connections_doubles_a_supply_counter():
    s = game({"post": ["Underworld Connections", {"card": AIRDROP, "counters": {"supply": 1}}], "hand": [IDLE],
              "stock": [FILL] * 3}, {"stock": [FILL] * 3}, phase="deploy")
    drop = cid(s, AIRDROP, "post0")
    do(s, ("use", cid(s, "Underworld Connections", "post0"), "replace"))   # the only counter in play
    assert mark(s, "supply", drop) == 2


# -- the bots play them ------------------------------------------------------------------------------------------------
MINE = ["Advanced Manufacturing Techniques", AIRDROP, "Diamond Will's", BROKER, "Vehicle Repair Barn", "War Funds",
        "Star League Proving Grounds", KNIGHTS, "Command Circuit", "Doc Trevena", "Jump Troops", "Keith Smith",
        "Primus Sharilar Mori", "Khan Bjorn Jorgensson", "Heat of Battle", "Michael Ryan", "Perigard Zalman",
        "Steel Viper R&D Team"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_through_the_resources_counters_and_command_cards_do_not_crash(seed):
    """Random legal play (and every 25th decision the heuristic bot's, whose look-ahead plays the cards too) with
    these cards in both Command Posts (Unique ones on one side), 'Mechs, Vehicles and Battle Armor in play and more
    copies in the Stockpiles; each seat's determinization and observation are built at every step."""
    import random
    from mechdeck.agents import make_agent
    from tcg_support import R
    unique = {KNIGHTS, "Doc Trevena", "Keith Smith", "Primus Sharilar Mori", "Khan Bjorn Jorgensson", "Michael Ryan",
              "Perigard Zalman"}
    post0 = [{"card": c, "counters": {"supply": 1}} if c == AIRDROP else c for c in MINE[seed % 2::2]] + [POL, TAC]
    post1 = [c for c in MINE[(seed + 1) % 2::2] if c not in unique] + [POL, TAC]
    stock = [FILL, ATLAS, "Accurate Intelligence", BULLDOG] * 4 + [c for c in MINE if c not in unique]
    s = game({"stock": stock, "post": post0, "hand": [ATLAS, "Critical Hit"],
              "patrol": [MADCAT, {"card": BULLDOG, "damage": 1}, "Battle Armor Squad", IDLE],
              "build": [{"card": AWESOME, "cc": 5}]},
             {"stock": stock, "post": post1, "hand": [AWESOME], "patrol": [IDLE, BULLDOG, "Koshi B (Mist Lynx)"]},
             seed=seed, phase="draw")
    pick = random.Random(seed)
    heuristic = make_agent("heuristic", seed)
    for step in range(300):
        if s.decision is None:
            return
        for viewer in (0, 1):
            R.determinize(s, viewer, seed * 1000 + step)
            R.observe(s, viewer)
        R.apply(s, heuristic.act(R, s) if step % 25 == 0 else pick.choice(s.decision.options))


def test_knights_of_the_inner_sphere_offer_for_a_unit_scrapped_outside_a_mission_comes_as_the_next_phase_begins():
    s = game({"post": [KNIGHTS, "Tyra Miraborg"], "patrol": [IDLE], "stock": [FILL] * 3},
             {"patrol": [{"card": BULLDOG, "damage": 2}], "stock": [FILL] * 3})
    bulldog = cid(s, BULLDOG, "patrol1")
    do(s, ("use", cid(s, "Tyra Miraborg", "post0"), "damage"))   # the Bulldog (3 structure) is the only 'Mech there
    if bulldog not in s.zones["scrap1"]:
        do(s, ("damage", bulldog))
    assert bulldog in s.zones["scrap1"] and s.counters["chivalry_offers"] == ((cid(s, KNIGHTS, "post0"), bulldog),)
    do(s, "done")   # the Missions phase ends: the End of Turn begins with the offer
    assert set(options(s)) == {("allow restock", bulldog), ("refuse restock", bulldog)}
