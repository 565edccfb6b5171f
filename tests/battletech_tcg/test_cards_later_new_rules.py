"""Later-set cards that brought new engine rules (docs/tcg-later-sets.md section 4): the C3 'Mechs (T762), the
Factions (T758) and the Terrain cards (T757, T752).  Each card's whole text is checked: what it does, when, who
decides, and what is refused when it does not apply."""
import pytest

from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of, attack_value, initiative, remove_from_battle

from tcg_support import FILL, R, cid, do, finish_effects, mission, options, public, game as tcg_game
from mechdeck.games.battletech_tcg.board import mark as mark_of


def game(p0, p1, keep=True, **spec):
    """A position; ``keep``: P1 also has a Mercury guarding the Scrapheap, so that P1's Missions phase goes on
    after a mission instead of running into the next turns."""
    return tcg_game(p0, p1, stock=10, spare={"card": "Mercury (MCY-97)", "guard": "scrap"} if keep else None, **spec)


def stock_lost(state, seat=1):
    """Filler cards scrapped from a player's Stockpile (the filler cards are only ever there)."""
    return sum(1 for c in state.zones[f"scrap{seat}"] if R.card_name(state.card_types[c]) == FILL)


def block(state, *units):
    do(state, *[("block", u) for u in units])
    if ("no more blockers",) in state.decision.options:
        do(state, "no more blockers")


# -- C3 (T762) ---------------------------------------------------------------------------------------------------------
C3_MECHS = ["MW003", "MW005", "MW028", "MW053", "MW060", "MW061", "MW089"]
OWENS, OWENS_D, SUNDER, AVATAR = "Owens (OW-1)", "Owens (OW-1D)", "Sunder (SD1-OB)", "Avatar (AV1-OC)"


@pytest.mark.parametrize("number", C3_MECHS)
def test_c3_mechs_are_implemented_with_c3_read_from_their_data(number):
    card = card_by_number(number)
    assert "C3 (Each " in card.text and card.options.get("c3") is True
    assert number in implemented_numbers() and where(number) == "mechs.py"


@pytest.mark.parametrize("number", C3_MECHS)
def test_each_c3_mech_gets_plus_two_beside_another_c3_mech(number):
    """Every C3 'Mech paired with Owens (OW-1) in an attacking group: both +2; alone, neither gets anything."""
    mech = card_by_number(number).name
    other = OWENS if mech != OWENS else OWENS_D
    s = game({"patrol": [mech, other]}, {})
    a, b = cid(s, mech, "patrol0"), cid(s, other, "patrol0")
    mission(s, a, b, target="stock")
    assert attack_value(s, a) == card_by_number(number).attack + 2
    assert attack_value(s, b) == 1 + 2


def test_c3_alone_or_beside_a_mech_without_c3_gives_nothing():
    s = game({"patrol": [OWENS, "Commando (COM-2D)"]}, {})
    owens, com = cid(s, OWENS, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    mission(s, owens, com, target="stock")
    assert attack_value(s, owens) == 1 and attack_value(s, com) == 2   # Commando's printed attack, no C3 anywhere


def test_c3_is_not_cumulative_and_deals_its_damage():
    """Three C3 'Mechs: each +2 once, not +4; unblocked, the attack reaches the Stockpile (3 + 3 + 5 cards)."""
    s = game({"patrol": [OWENS, OWENS_D, SUNDER]}, {"stock": [FILL] * 20})
    ids = [cid(s, n, "patrol0") for n in (OWENS, OWENS_D, SUNDER)]
    mission(s, *ids, target="stock")
    assert [attack_value(s, u) for u in ids] == [3, 3, 5]   # P2 has nothing to block with
    finish_effects(s)
    assert stock_lost(s) == 11


def test_c3_for_blockers_and_never_across_the_battle():
    """Two C3 blockers get +2 each; a C3 attacker facing them is no member of their group and gets nothing."""
    s = game({"patrol": [OWENS]}, {"patrol": [{"card": SUNDER, "guard": "stock"},
                                              {"card": AVATAR, "guard": "stock"}]})
    owens = cid(s, OWENS, "patrol0")
    sunder, avatar = cid(s, SUNDER, "patrol1"), cid(s, AVATAR, "patrol1")
    mission(s, owens, target="stock")
    block(s, sunder, avatar)
    assert attack_value(s, owens) == 1
    assert attack_value(s, sunder) == 5 and attack_value(s, avatar) == 4


def test_c3_single_blocker_with_the_attacker_of_its_side_only():
    """A single C3 blocker and a single C3 attacker: each group has one C3 'Mech, so nobody gets +2."""
    s = game({"patrol": [OWENS]}, {"patrol": [{"card": SUNDER, "guard": "stock"}]})
    owens, sunder = cid(s, OWENS, "patrol0"), cid(s, SUNDER, "patrol1")
    mission(s, owens, target="stock")
    block(s, sunder)
    assert attack_value(s, owens) == 1 and attack_value(s, sunder) == 3


def test_a_c3_target_mech_in_the_battle_is_no_member_of_the_blocking_group():
    """The mission's target 'Mech, included in the battle, is neither attacking nor blocking (T101): the C3 blocker
    beside it gets nothing, and nor does it."""
    s = game({"patrol": [SUNDER, AVATAR]}, {"patrol": [{"card": "Naginata (NG-C3A)", "tapped": True}, OWENS]})
    sunder, avatar = cid(s, SUNDER, "patrol0"), cid(s, AVATAR, "patrol0")
    naginata, owens = cid(s, "Naginata (NG-C3A)", "patrol1"), cid(s, OWENS, "patrol1")
    s.counters["attackable"] = (naginata,)   # a slow group may attack it (as Tracking System Failure would allow)
    mission(s, sunder, avatar, target=naginata)
    block(s, owens)
    do(s, "include target")
    assert attack_value(s, owens) == 1 and attack_value(s, naginata) == 0
    assert attack_value(s, sunder) == 5 and attack_value(s, avatar) == 4


def test_c3_may_be_declined_and_a_removed_mech_stops_counting():
    s = game({"patrol": [OWENS, OWENS_D, SUNDER]}, {})
    a, b, sun = (cid(s, n, "patrol0") for n in (OWENS, OWENS_D, SUNDER))
    mission(s, a, b, sun, target="stock")
    assert s.decision.player == 0   # P2 cannot block; the attacker, with the lower initiative, declares first
    assert {("decline", u, "c3") for u in (a, b, sun)} <= set(options(s))
    do(s, ("decline", a, "c3"))
    assert "Owens (OW-1) does not use c3" in public(s)
    assert attack_value(s, a) == 1 and attack_value(s, b) == 3 and attack_value(s, sun) == 5
    assert ("decline", a, "c3") not in options(s)
    remove_from_battle(s, sun)
    assert attack_value(s, b) == 1 and attack_of(s, b) == 1   # no other C3 'Mech in use is left in the group


# -- Factions (T758) ---------------------------------------------------------------------------------------------------
WARDEN, CRUSADER, MERCHANT, SCIENTIST = "Warden Faction", "Crusader Faction", "Merchant Caste", "Scientist Caste"
TECHNICIAN, WARRIOR, LOREMASTER = "Technician Caste", "Warrior Caste", "Loremaster"
POLITICS = "Support - Politics"


def deploy_game(p0, p1=None, phase="deploy", **spec):
    return game(p0, p1 or {}, keep=False, phase=phase, **spec)


@pytest.mark.parametrize("number", ["MW015", "MW050", "MW077", "MW094", "MW103", "MW048"])
def test_faction_cards_are_implemented_here(number):
    assert number in implemented_numbers() and where(number).startswith("terrain_and_factions.py")


def test_activating_a_faction_scraps_the_other_factions_you_control_only():
    """The other activated Factions of its player go; one under construction stays (no specific card yet), and so does
    the opponent's."""
    s = deploy_game({"post": [POLITICS, CRUSADER, MERCHANT], "build": [{"card": WARDEN, "cc": 4},
                                                                       {"card": SCIENTIST, "cc": 0}]},
                    {"post": [TECHNICIAN]})
    warden = cid(s, WARDEN, "build0")
    do(s, ("reveal", warden))
    assert warden in s.zones["post0"]
    names = [R.card_name(s.card_types[c]) for c in s.zones["scrap0"]]
    assert CRUSADER in names and MERCHANT in names
    assert SCIENTIST in [R.card_name(s.card_types[c]) for c in s.zones["build0"]]
    assert TECHNICIAN in [R.card_name(s.card_types[c]) for c in s.zones["post1"]]
    assert any("activating Warden Faction scraps all other Factions P1 controls" in t for t in public(s))


def test_loremaster_may_be_tapped_to_keep_the_other_factions():
    s = deploy_game({"post": [POLITICS, CRUSADER, LOREMASTER, {"card": LOREMASTER, "tapped": True}],
                     "build": [{"card": WARDEN, "cc": 4}]})
    lore = [c for c in s.zones["post0"] if R.card_name(s.card_types[c]) == LOREMASTER]
    do(s, ("reveal", cid(s, WARDEN, "build0")))
    assert set(options(s)) == {("tap", lore[0]), ("let it be",)} and s.decision.player == 0   # the untapped one
    do(s, ("tap", lore[0]))
    assert CRUSADER in [R.card_name(s.card_types[c]) for c in s.zones["post0"]]
    assert "P1 taps Loremaster: activating Warden Faction scraps no other Faction" in public(s)
    assert "tap:%d" % lore[0] in s.counters


def test_loremaster_declined_or_with_nothing_to_keep():
    s = deploy_game({"post": [POLITICS, CRUSADER, LOREMASTER], "build": [{"card": WARDEN, "cc": 4}]})
    do(s, ("reveal", cid(s, WARDEN, "build0")), "let it be")
    assert CRUSADER not in [R.card_name(s.card_types[c]) for c in s.zones["post0"]]
    assert "tap:%d" % cid(s, LOREMASTER, "post0") not in s.counters
    # no other Faction: Loremaster is not asked
    s = deploy_game({"post": [POLITICS, LOREMASTER], "build": [{"card": WARDEN, "cc": 4}]})
    do(s, ("reveal", cid(s, WARDEN, "build0")))
    assert s.decision.kind == "deploy-phase"


def test_loremaster_shows_a_faction_restocks_it_and_draws():
    s = deploy_game({"post": [LOREMASTER], "hand": [WARDEN, "Atlas (AS7-D)"], "stock": ["Commando (COM-2D)"]})
    lore, warden = cid(s, LOREMASTER, "post0"), cid(s, WARDEN, "hand0")
    use = ("use", lore, "restock faction")
    assert use in options(s)
    do(s, use)
    assert s.zones["stock0"] == [warden] and "Commando (COM-2D)" in [R.card_name(s.card_types[c])
                                                                    for c in s.zones["hand0"]]
    assert "P1 shows Warden Faction and restocks it (Loremaster)" in public(s)
    assert use not in options(s)   # tapped
    s = deploy_game({"post": [LOREMASTER], "hand": ["Atlas (AS7-D)"]})
    assert ("use", cid(s, LOREMASTER, "post0"), "restock faction") not in options(s)   # no Faction in hand


def test_warden_faction_plus_two_to_blockers_only():
    s = game({"patrol": ["Commando (COM-2D)"]}, {"post": [WARDEN], "patrol": [{"card": "Mercury (MCY-97)",
                                                                                "guard": "stock"}]})
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol1")
    assert attack_value(s, merc) == 1
    mission(s, com, target="stock")
    block(s, merc)
    assert attack_value(s, merc) == 3 and attack_value(s, com) == 2


def test_warden_faction_is_scrapped_when_its_player_attacks():
    s = game({"post": [WARDEN], "patrol": ["Commando (COM-2D)"]}, {})
    mission(s, cid(s, "Commando (COM-2D)", "patrol0"), target="stock")
    assert WARDEN in [R.card_name(s.card_types[c]) for c in s.zones["scrap0"]]
    assert "Warden Faction is scrapped (P1 attacks)" in public(s)


def test_crusader_faction_plus_one_to_each_attacker_once_per_mission():
    s = game({"post": [CRUSADER], "patrol": ["Commando (COM-2D)", "Mercury (MCY-97)"]}, {})
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol0", 0)
    crusader = cid(s, CRUSADER, "post0")
    mission(s, com, merc, target="stock")
    use = ("use", crusader, "crusade")
    assert use in options(s)
    do(s, use)
    assert attack_value(s, com) == 3 and attack_value(s, merc) == 2
    assert use not in options(s)


def test_crusader_faction_not_for_the_defender():
    s = game({"patrol": ["Commando (COM-2D)"]}, {"post": [CRUSADER], "patrol": [{"card": "Mercury (MCY-97)",
                                                                                  "guard": "stock"}]})
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol1")
    mission(s, com, target="stock")
    block(s, merc)
    while s.decision.player != 1:
        do(s, "done")
    assert not any(o[0] == "use" for o in options(s))


def test_crusader_faction_scrapped_when_a_patrolling_mech_could_have_attacked():
    """At the end of the Missions phase: an idle untapped patrolling 'Mech scraps it; guards do not count."""
    s = game({"post": [CRUSADER], "patrol": ["Commando (COM-2D)", {"card": "Mercury (MCY-97)", "guard": "stock"}]},
             {}, keep=False)
    do(s, "done")
    assert CRUSADER in [R.card_name(s.card_types[c]) for c in s.zones["scrap0"]]
    assert any("Commando (COM-2D) could have attacked but did not" in t for t in public(s))


def test_crusader_faction_stays_when_every_mech_attacked_even_untapped_again():
    s = game({"post": [CRUSADER], "patrol": ["Commando (COM-2D)", {"card": "Mercury (MCY-97)", "guard": "stock"}]},
             {}, keep=False)
    com = cid(s, "Commando (COM-2D)", "patrol0")
    mission(s, com, target="stock")
    finish_effects(s)
    del s.counters[f"tap:{com}"]   # untapped by an effect after attacking: it did attack this turn
    do(s, "done")
    assert CRUSADER in [R.card_name(s.card_types[c]) for c in s.zones["post0"]]


def test_technician_caste_repairs_one_damage_per_resource_in_repair_phase():
    s = deploy_game({"post": [TECHNICIAN, "Support - Logistics", "Support - Logistics"],
                     "patrol": [{"card": "Atlas (AS7-D)", "damage": 3}]},
                    {"patrol": [{"card": "Commando (COM-2D)", "damage": 1}]}, phase="repair")
    tech, atlas = cid(s, TECHNICIAN, "post0"), cid(s, "Atlas (AS7-D)", "patrol0")
    use = ("use", tech, "repair")
    assert use in options(s)
    do(s, use)
    do(s, ("tap", cid(s, "Support - Logistics", "post0")))
    # one 'Mech: any damaged one in play (T906)
    assert set(options(s)) == {("repair", atlas), ("repair", cid(s, "Commando (COM-2D)", "patrol1"))}
    do(s, ("repair", atlas))
    assert mark_of(s, "dmg", atlas) == 2
    assert "Technician Caste repairs 1 damage on Atlas (AS7-D)" in public(s)
    do(s, use, ("tap", cid(s, "Support - Logistics", "post0", 1)), ("repair", atlas))
    assert mark_of(s, "dmg", atlas) == 1
    assert use not in options(s)   # nothing left to pay with
    s = deploy_game({"post": [TECHNICIAN, "Support - Logistics"], "patrol": ["Commando (COM-2D)"]}, phase="repair")
    assert not any(o[0] == "use" for o in options(s))   # no damaged 'Mech


def test_scientist_caste_trades_a_hand_card_for_an_enhancement_of_the_scrapheap():
    s = deploy_game({"post": [SCIENTIST], "hand": ["Atlas (AS7-D)", "Ferro-Fibrous Armor"],
                     "scrap": ["Ferro-Fibrous Armor", "Commando (COM-2D)"]})
    sci = cid(s, SCIENTIST, "post0")
    enh, atlas = cid(s, "Ferro-Fibrous Armor", "scrap0"), cid(s, "Atlas (AS7-D)", "hand0")
    do(s, ("use", sci, "enhancement"))   # one Enhancement in the Scrapheap: taken without a question
    assert set(options(s)) == {("scrap", c) for c in s.zones["hand0"]}
    do(s, ("scrap", atlas))
    assert enh in s.zones["hand0"] and atlas in s.zones["scrap0"]
    assert "P1 returns Ferro-Fibrous Armor from the Scrapheap to the hand" in public(s)
    s = deploy_game({"post": [SCIENTIST], "hand": ["Ferro-Fibrous Armor"], "scrap": ["Commando (COM-2D)"]})
    assert not any(o[0] == "use" for o in options(s))   # no Enhancement in the Scrapheap


def test_merchant_caste_puts_a_resource_into_play_without_cost_or_deployment():
    s = deploy_game({"post": [MERCHANT], "hand": ["Coventry Metal Works", "Atlas (AS7-D)"]})
    merchant, cov = cid(s, MERCHANT, "post0"), cid(s, "Coventry Metal Works", "hand0")
    deploys = s.counters["deploys"]
    do(s, ("use", merchant, "resource"))
    assert cov in s.zones["post0"] and "tap:%d" % cov not in s.counters and s.counters["deploys"] == deploys
    assert ("tap", cov) in options(s)   # untapped: usable at once
    assert "P1 puts Coventry Metal Works into play (Merchant Caste)" in public(s)
    s = deploy_game({"post": [MERCHANT], "hand": ["Atlas (AS7-D)"]})
    assert not any(o[0] == "use" for o in options(s))   # no Resource in hand


def test_warrior_caste_gives_an_activated_pilots_bonuses_to_each_other_mech_until_end_of_turn():
    """Wolf Dragoons Pilot (+2 initiative, +1 attack) activated with Warrior Caste in play: each other 'Mech of its
    player gets +1 attack, and each of them in a mission adds +2 initiative, until the turn ends; the opponent's
    'Mechs get nothing."""
    s = deploy_game({"post": [WARRIOR, "Support - Tactics"],
                     "build": [{"card": "Wolf Dragoons Pilot", "cc": 1}],
                     "patrol": ["Commando (COM-2D)", "Mercury (MCY-97)", "Mercury (MCY-97)"]},
                    {"patrol": ["Commando (COM-2D)"]})
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol0")
    loc = cid(s, "Mercury (MCY-97)", "patrol0", 1)
    theirs = cid(s, "Commando (COM-2D)", "patrol1")
    do(s, ("reveal", cid(s, "Wolf Dragoons Pilot", "build0")), ("on", com))
    assert "Warrior Caste: Wolf Dragoons Pilot gives +1 attack and +2 initiative to each other 'Mech P1 controls " \
           "until end of turn" in public(s)
    assert attack_value(s, com) == 2 + 1 and attack_value(s, merc) == 1 + 1 and attack_value(s, loc) == 1 + 1
    assert attack_value(s, theirs) == 2
    do(s, "done")   # to the Missions phase
    mission(s, com, merc, loc, target="stock")
    do(s, "no block")
    # Tactics +1, the pilot's own +2 for its 'Mech, +2 for each of the two other 'Mechs in the mission
    assert initiative(s, 0) == 1 + 2 + 2 + 2
    finish_effects(s)
    do(s, "done")   # End of Turn: the gifts end
    assert "warrior_gifts" not in s.counters and attack_value(s, merc) == 1


def test_warrior_caste_only_for_pilots_its_player_activates_while_it_is_in_play():
    s = deploy_game({"post": ["Support - Tactics"], "build": [{"card": "Wolf Dragoons Pilot", "cc": 1},
                                                              {"card": WARRIOR, "cc": 1}],
                     "patrol": ["Commando (COM-2D)", "Mercury (MCY-97)"]})
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol0")
    do(s, ("reveal", cid(s, "Wolf Dragoons Pilot", "build0")), ("on", com))
    do(s, ("reveal", cid(s, WARRIOR, "build0")))   # after the pilot: nothing for it
    assert attack_value(s, merc) == 1 and "warrior_gifts" not in s.counters
    # Rookie Pilot's "-3 attack" is no bonus (T901)
    s = deploy_game({"post": [WARRIOR, POLITICS], "build": [{"card": "Rookie Pilot", "cc": 2}],
                     "patrol": ["Mercury (MCY-97)"]}, {"patrol": ["Commando (COM-2D)"]})
    do(s, ("reveal", cid(s, "Rookie Pilot", "build0")))
    assert "warrior_gifts" not in s.counters and attack_value(s, cid(s, "Mercury (MCY-97)", "patrol0")) == 1


# -- Terrain (T757, T752) ----------------------------------------------------------------------------------------------
ROCKY, ROLLING, WOODS, FOG = "Rocky Gorge", "Rolling Hills", "Heavy Woods", "Fog-Shrouded Moors"
DEEP, CIVILIAN, VALLEY, DIFFICULT = "Deep Lake", "Civilian Settlement", "Narrow Valley", "Difficult Terrain"
TERRAIN_NUMBERS = ["MW011", "MW018", "MW029", "MW036", "MW055", "MW074", "MW075", "ME028", "MW014"]


def put_terrain(state, seat, name, region):
    """Put the Terrain card ``name`` of the seat's hand into play in its ``region`` ("patrol", "stock", ...), as its
    activation would (the Terrain tests below start with Terrain in play)."""
    c = cid(state, name, f"hand{seat}")
    state.zones[f"hand{seat}"].remove(c)
    state.zones[f"attached{seat}"].append(c)
    state.counters[f"on:{c}"] = f"region:{region}{seat}"
    return c


def names_in(state, zone):
    return [R.card_name(state.card_types[c]) for c in state.zones[zone]]


@pytest.mark.parametrize("number", TERRAIN_NUMBERS)
def test_terrain_cards_are_implemented_here(number):
    assert number in implemented_numbers() and where(number).startswith("terrain_and_factions.py")


def test_a_terrain_card_goes_into_one_of_its_players_regions_and_scraps_the_other_terrain_there():
    s = deploy_game({"build": [{"card": ROCKY, "cc": 3}, {"card": WOODS, "cc": 3}],
                     "hand": [WOODS, FOG, DIFFICULT, "Atlas (AS7-D)"]}, {"hand": [ROLLING]})
    woods = put_terrain(s, 0, WOODS, "patrol")
    fog = put_terrain(s, 0, FOG, "stock")
    theirs = put_terrain(s, 1, ROLLING, "patrol")
    difficult = cid(s, DIFFICULT, "hand0")   # on P1's Stockpile, a site: in the Stockpile region (T752)
    s.zones["hand0"].remove(difficult)
    s.zones["attached0"].append(difficult)
    s.counters[f"on:{difficult}"] = "stock0"
    rocky = cid(s, ROCKY, "build0")
    do(s, ("reveal", rocky))
    assert set(options(s)) == {("on", f"region:{k}0") for k in ("stock", "build", "post", "patrol", "scrap")}
    do(s, ("on", "region:patrol0"))
    assert rocky in s.zones["attached0"] and s.counters[f"on:{rocky}"] == "region:patrol0"
    assert "Rocky Gorge goes in P1's Patrol region" in public(s)
    assert woods in s.zones["scrap0"] and fog in s.zones["attached0"] and theirs in s.zones["attached1"]
    assert any("activating Rocky Gorge scraps all other Terrain cards in P1's Patrol region" in t for t in public(s))
    # another one into the Stockpile region scraps Fog-Shrouded Moors and Difficult Terrain, on the Stockpile
    do(s, ("reveal", cid(s, WOODS, "build0")), ("on", "region:stock0"))
    assert fog in s.zones["scrap0"] and difficult in s.zones["scrap0"] and rocky in s.zones["attached0"]


def attack_stock(state, *units, target="stock"):
    mission(state, *units, target=target)
    if ("no block",) in options(state):
        do(state, "no block")


def test_rocky_gorge_two_damage_to_each_attacking_mech_only_for_a_target_in_its_region():
    s = game({"patrol": ["Commando (COM-2D)", "Mercury (MCY-97)"]}, {"hand": [ROCKY]})
    rocky = put_terrain(s, 1, ROCKY, "stock")
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol0")
    attack_stock(s, com, merc)
    use = ("use", rocky, "rocky gorge")
    assert s.decision.player == 1 and use in options(s)
    do(s, use)
    assert use not in options(s)   # once per mission
    finish_effects(s)
    assert mark_of(s, "dmg", com) == 2 - 1 and mark_of(s, "dmg", merc) == 2   # Commando's armor 1
    # the Scrapheap is another region: not usable; nor by the attacking player
    s = game({"patrol": ["Commando (COM-2D)"]}, {"hand": [ROCKY]})
    rocky = put_terrain(s, 1, ROCKY, "stock")
    attack_stock(s, cid(s, "Commando (COM-2D)", "patrol0"), target="scrap")
    assert not any(o[0] == "use" for o in options(s))


def test_rolling_hills_prevents_two_to_each_blocker_and_heavy_woods_two_to_the_target():
    s = game({"patrol": ["Commando (COM-2D)", "Commando (COM-2D)"]},
             {"hand": [ROLLING, WOODS], "patrol": [{"card": "Mercury (MCY-97)", "guard": "stock"}],
              "stock": [FILL] * 20})
    rolling, woods = put_terrain(s, 1, ROLLING, "stock"), put_terrain(s, 1, WOODS, "scrap")
    a, b = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Commando (COM-2D)", "patrol0", 1)
    merc = cid(s, "Mercury (MCY-97)", "patrol1")
    mission(s, a, b, target="stock")
    block(s, merc)
    do(s, "keep target out")
    assert ("use", woods, "heavy woods") not in options(s)   # the target is not in its region
    do(s, ("use", rolling, "rolling hills"))
    assert "2 damage to Mercury (MCY-97) will be prevented" in public(s)
    do(s, ("assign", merc, a))
    finish_effects(s)
    assert mark_of(s, "dmg", merc) == 4 - 2   # two Commandos' 4 damage, 2 prevented, no armor
    s = game({"patrol": ["Commando (COM-2D)"]}, {"hand": [WOODS], "stock": [FILL] * 20})
    woods = put_terrain(s, 1, WOODS, "stock")
    attack_stock(s, cid(s, "Commando (COM-2D)", "patrol0"))
    do(s, ("use", woods, "heavy woods"))
    finish_effects(s)
    assert stock_lost(s) == 0 and "up to 2 damage to Stockpile will be prevented (Heavy Woods)" in public(s)
    # with no blocker, Rolling Hills has nothing to do and is not offered
    s = game({"patrol": ["Commando (COM-2D)"]}, {"hand": [ROLLING]})
    rolling = put_terrain(s, 1, ROLLING, "stock")
    attack_stock(s, cid(s, "Commando (COM-2D)", "patrol0"))
    assert ("use", rolling, "rolling hills") not in options(s)


def test_fog_shrouded_moors_minus_one_attack_plus_one_armor_to_every_mech_in_the_mission():
    s = game({"patrol": ["Commando (COM-2D)"]},
             {"hand": [FOG], "patrol": [{"card": "Mercury (MCY-97)", "guard": "stock"}, "Commando (COM-2D)"]})
    fog = put_terrain(s, 1, FOG, "stock")
    com, merc = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Mercury (MCY-97)", "patrol1")
    idle = cid(s, "Commando (COM-2D)", "patrol1")
    mission(s, com, target="stock")
    block(s, merc)
    do(s, "keep target out", ("use", fog, "fog"))
    from mechdeck.games.battletech_tcg.board import armor
    assert attack_value(s, com) == 1 and armor(s, com) == 2 and attack_value(s, merc) == 0 and armor(s, merc) == 1
    assert attack_value(s, idle) == 2 and armor(s, idle) == 1   # not in the mission


def test_deep_lake_no_overheat_and_three_structure_damage_scraps():
    """Awesome overheats (+2 attack, 2 Overheat damage it does not receive) and deals 7 to Black Knight (armor 2):
    5 structure damage does not destroy it (structure 8), but Deep Lake scraps it at the end of the mission."""
    s = game({"patrol": ["Awesome (AWS-9M)"]}, {"hand": [DEEP], "patrol": [{"card": "Black Knight (BL6-KNT)",
                                                                             "guard": "stock"}]})
    deep = put_terrain(s, 1, DEEP, "stock")
    awesome, knight = cid(s, "Awesome (AWS-9M)", "patrol0"), cid(s, "Black Knight (BL6-KNT)", "patrol1")
    mission(s, awesome, target="stock")
    block(s, knight)
    do(s, "keep target out", ("use", deep, "deep lake"), "done")
    do(s, ("overheat", awesome, 0), ("assign all", awesome, knight))
    finish_effects(s)
    assert "Black Knight (BL6-KNT) takes 7 damage (5 to structure)" in public(s)
    assert knight in s.zones["scrap1"] and any("Deep Lake" in t for t in public(s) if "scrapped" in t)
    assert mark_of(s, "dmg", awesome, 0) == 0   # Black Knight's 3 fell on armor 3, and no Overheat damage
    assert awesome in s.zones["patrol0"]   # no structure damage: it stays


def test_civilian_settlement_the_attacker_scraps_a_stockpile_card_per_three_damage():
    s = game({"patrol": ["Awesome (AWS-9M)", "Black Knight (BL6-KNT)"]}, {"hand": [CIVILIAN], "stock": [FILL] * 20})
    civ = put_terrain(s, 1, CIVILIAN, "stock")
    awesome, knight = cid(s, "Awesome (AWS-9M)", "patrol0"), cid(s, "Black Knight (BL6-KNT)", "patrol0")
    attack_stock(s, awesome, knight)
    do(s, ("use", civ, "civilian settlement"))
    finish_effects(s)
    assert stock_lost(s, 1) == 8 and stock_lost(s, 0) == 2   # 5 + 3 damage: two full threes
    assert "Civilian Settlement: attacking 'Mechs deal 8 damage" in public(s)


def test_narrow_valley_no_more_than_two_attackers_or_blockers_for_a_site_in_its_region():
    three = ["Commando (COM-2D)"] * 3
    s = game({"patrol": three}, {"hand": [VALLEY], "patrol": [{"card": "Commando (COM-2D)", "guard": "stock"}] * 3})
    put_terrain(s, 1, VALLEY, "stock")
    a, b, c = (cid(s, "Commando (COM-2D)", "patrol0", k) for k in range(3))
    do(s, ("mission",), ("add", a), ("add", b), ("add", c))
    assert ("target", "stock") not in options(s) and ("target", "scrap") in options(s)
    do(s, "cancel")
    mission(s, a, b, target="stock")
    guards = [cid(s, "Commando (COM-2D)", "patrol1", k) for k in range(3)]
    do(s, ("block", guards[0]), ("block", guards[1]))
    assert ("block", guards[2]) not in options(s)
    s = game({"patrol": three}, {"patrol": [{"card": "Commando (COM-2D)", "guard": "stock"}] * 3})
    a, b, c = (cid(s, "Commando (COM-2D)", "patrol0", k) for k in range(3))
    do(s, ("mission",), ("add", a), ("add", b), ("add", c))
    assert ("target", "stock") in options(s)   # without Narrow Valley
    do(s, ("target", "stock"))
    guards = [cid(s, "Commando (COM-2D)", "patrol1", k) for k in range(3)]
    do(s, ("block", guards[0]), ("block", guards[1]))
    assert ("block", guards[2]) in options(s)


def test_difficult_terrain_attackers_of_its_site_are_one_speed_slower_and_slow_stays_slow():
    from mechdeck.games.battletech_tcg.missions import acting_speed
    s = game({"patrol": ["Mercury (MCY-97)", "Atlas (AS7-D)"]}, {"hand": [DIFFICULT], "patrol": ["Commando (COM-2D)"]})
    difficult = cid(s, DIFFICULT, "hand1")
    s.zones["hand1"].remove(difficult)
    s.zones["attached1"].append(difficult)
    s.counters[f"on:{difficult}"] = "stock1"
    merc, atlas = cid(s, "Mercury (MCY-97)", "patrol0"), cid(s, "Atlas (AS7-D)", "patrol0")
    com = cid(s, "Commando (COM-2D)", "patrol1")
    mission(s, merc, target="stock")
    assert acting_speed(s, merc) == 2 and ("block", com) in options(s)   # the moderate Commando may block it
    s = game({"patrol": ["Mercury (MCY-97)"]}, {"patrol": ["Commando (COM-2D)"]})
    mission(s, cid(s, "Mercury (MCY-97)", "patrol0"), target="stock")
    assert not any(o[0] == "block" for o in options(s))   # without it, the fast Mercury cannot be blocked
    s = game({"patrol": ["Atlas (AS7-D)"]}, {"hand": [DIFFICULT]})
    difficult = cid(s, DIFFICULT, "hand1")
    s.zones["hand1"].remove(difficult)
    s.zones["attached1"].append(difficult)
    s.counters[f"on:{difficult}"] = "stock1"
    atlas = cid(s, "Atlas (AS7-D)", "patrol0")
    mission(s, atlas, target="stock")
    assert acting_speed(s, atlas) == 1


def test_creative_terraforming_scraps_any_terrain_or_an_enhancement_on_a_site():
    s = deploy_game({"post": [POLITICS], "build": [{"card": "Creative Terraforming", "cc": 1}],
                     "hand": [DIFFICULT, "Atlas (AS7-D)"],
                     "patrol": [{"card": "Commando (COM-2D)", "enhancements": ["Ferro-Fibrous Armor"]}]},
                    {"hand": [ROCKY]})
    rocky = put_terrain(s, 1, ROCKY, "patrol")
    difficult = cid(s, DIFFICULT, "hand0")
    s.zones["hand0"].remove(difficult)
    s.zones["attached0"].append(difficult)
    s.counters[f"on:{difficult}"] = "stock0"
    terraforming = cid(s, "Creative Terraforming", "build0")
    do(s, ("reveal", terraforming))
    assert set(options(s)) == {("scrap", rocky), ("scrap", difficult)}   # not the armor on a 'Mech
    do(s, ("scrap", rocky))
    assert rocky in s.zones["scrap1"] and terraforming in s.zones["scrap0"] and difficult in s.zones["attached0"]


# -- MW007 C3 Retrofit -------------------------------------------------------------------------------------------------
def test_c3_retrofit_on_your_mech_minus_one_structure_and_c3():
    s = deploy_game({"post": ["Support - Tactics"], "build": [{"card": "C3 Retrofit", "cc": 1}],
                     "patrol": ["Commando (COM-2D)", OWENS], "hand": ["Atlas (AS7-D)"]},
                    {"patrol": ["Commando (COM-2D)"]})
    from mechdeck.games.battletech_tcg.board import structure
    com, owens = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, OWENS, "patrol0")
    do(s, ("reveal", cid(s, "C3 Retrofit", "build0")))
    assert set(options(s)) == {("on", com), ("on", owens)}   # only one of your 'Mechs
    do(s, ("on", com))
    assert structure(s, com) == 1 and structure(s, owens) == 6
    do(s, "done")
    mission(s, com, owens, target="stock")
    do(s, "no block")
    assert attack_value(s, com) == 2 + 2 and attack_value(s, owens) == 1 + 2
    assert ("decline", com, "c3") in options(s)
    do(s, ("decline", com, "c3"))
    assert attack_value(s, com) == 2 and attack_value(s, owens) == 1


def test_c3_retrofit_is_not_cumulative_destroys_at_its_structure_and_deploys_revealed():
    s = deploy_game({"post": ["Support - Tactics"], "build": [{"card": "C3 Retrofit", "cc": 1}],
                     "patrol": [OWENS, OWENS_D], "hand": ["Atlas (AS7-D)"]})
    owens, owens_d = cid(s, OWENS, "patrol0"), cid(s, OWENS_D, "patrol0")
    do(s, ("reveal", cid(s, "C3 Retrofit", "build0")), ("on", owens), "done")
    mission(s, owens, owens_d, target="stock")
    assert attack_value(s, owens) == 3 and attack_value(s, owens_d) == 3   # +2 once, however many C3 options
    s = deploy_game({"post": ["Support - Tactics"], "build": [{"card": "C3 Retrofit", "cc": 1}],
                     "patrol": [{"card": "Commando (COM-2D)", "damage": 1}], "hand": ["Atlas (AS7-D)"]})
    com = cid(s, "Commando (COM-2D)", "patrol0")
    do(s, ("reveal", cid(s, "C3 Retrofit", "build0")), ("on", com))
    assert com in s.zones["scrap0"] and "C3 Retrofit" in names_in(s, "scrap0")
    s = deploy_game({"post": ["Support - Tactics", "Support - Tactics"],
                     "hand": ["C3 Retrofit", "Atlas (AS7-D)", "Atlas (AS7-D)"], "patrol": ["Commando (COM-2D)"]})
    retrofit = cid(s, "C3 Retrofit", "hand0")
    while s.counters["deploys"]:
        do(s, ("deploy", cid(s, "Atlas (AS7-D)", "hand0")))
    assert ("deploy revealed", retrofit) in options(s)   # no deployment left: revealed at once, it is none


def test_warrior_caste_not_for_a_pilot_turned_up_by_the_opponents_attack():
    """A paid-for Pilot revealed by an unblocked attack was not activated by its player (as T841): no gift."""
    s = game({"post": [WARRIOR, "Support - Tactics"], "build": [{"card": "Wolf Dragoons Pilot", "cc": 3}],
              "patrol": [{"card": "Mercury (MCY-97)", "tapped": True}, {"card": "Atlas (AS7-D)", "tapped": True}]},
             {"patrol": ["Commando (COM-2D)", {"card": "Mercury (MCY-97)", "guard": "scrap"}]}, keep=False,
             active=1)
    pilot = cid(s, "Wolf Dragoons Pilot", "build0")
    mission(s, cid(s, "Commando (COM-2D)", "patrol1"), target=pilot)
    while s.decision.kind != "attach":
        do(s, "done")
    assert s.decision.player == 0 and "P1 reveals Wolf Dragoons Pilot" in public(s)
    do(s, ("on", cid(s, "Mercury (MCY-97)", "patrol0")))
    assert pilot in s.zones["attached0"] and "warrior_gifts" not in s.counters
    assert attack_value(s, cid(s, "Atlas (AS7-D)", "patrol0")) == 3


def test_terrain_in_the_patrol_region_works_when_a_patrolling_mech_is_the_target():
    """PG (Regions, Patrol Region): a Terrain card in the Patrol region is used when a patrolling Unit is the target;
    a Stockpile target is in another region."""
    s = game({"patrol": ["Commando (COM-2D)"]}, {"hand": [ROCKY], "patrol": [{"card": "Atlas (AS7-D)",
                                                                              "tapped": True}]})
    rocky = put_terrain(s, 1, ROCKY, "patrol")
    com, atlas = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Atlas (AS7-D)", "patrol1")
    mission(s, com, target=atlas)
    assert ("use", rocky, "rocky gorge") in options(s)
    s = game({"patrol": ["Commando (COM-2D)"]}, {"hand": [ROCKY]})
    rocky = put_terrain(s, 1, ROCKY, "patrol")
    attack_stock(s, cid(s, "Commando (COM-2D)", "patrol0"))
    assert ("use", rocky, "rocky gorge") not in options(s)
