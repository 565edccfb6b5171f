"""The MechWarrior cards that "count as X while in play" (Kai, Champion of Solaris; Khan Natasha Kerensky; Phelan
Ward; Prince Victor Steiner-Davion: the Unique rule with two titles, ruling T763, turn.unique_blocked) and Hidden
Location (an Enhancement on a Command card, turn.needs_host "command card"): abilities/pilots.py, its last part."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import base_attack, counters_on, mark, pilot_of, tapped
from mechdeck.games.battletech_tcg.decks import Deck, check_deck
from mechdeck.games.battletech_tcg.cards import card_by_name
from mechdeck.games.battletech_tcg.missions import attack_of, declaring, initiative, legal_targets
from mechdeck.games.battletech_tcg.turn import reveal, unique_blocked

from tcg_support import FILL, cid, dmg, do, game, mission, names, options, play_out, public
from test_cards_later_battle_rules import BANSHEE, CICADA, DRAGON, FENRIS   # the same 'Mechs

CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7
TACTICS = "Support - Tactics"
MARIK = "Marik Arms Trade"
KAI = "Kai, Champion of Solaris"
KHAN = "Khan Natasha Kerensky"
PHELAN = "Phelan Ward"
PRINCE = "Prince Victor Steiner-Davion"
HIDDEN = "Hidden Location"


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def test_the_cards_are_implemented_in_pilots_py():
    mine = ("MW037", "MW043", "MW045", "MW065", "MW069")
    assert set(mine) <= implemented_numbers()
    assert all(where(n).startswith("pilots.py") for n in mine)


# -- the Unique rule with a second title (T763) -----------------------------------------------------------------------
def test_a_card_counting_as_x_and_x_keep_each_other_out_of_play_either_player():
    """Kai, Champion of Solaris counts as Kai Allard-Liao: neither enters play beside the other, whoever holds it."""
    s = game(stock(post=[TACTICS, TACTICS], build=[{"card": KAI, "cc": 10}], patrol=[DRAGON]),
             stock(patrol=[{"card": BANSHEE, "pilot": "Kai Allard-Liao"}]), phase="deploy")
    kai = cid(s, KAI, "build0")
    assert unique_blocked(s, kai) and ("reveal", kai) not in options(s)
    reveal(s, 0, kai)                                  # entering play for any reason: scrapped at once (Guide)
    assert names(s, "scrap0") == [KAI] and pilot_of(s, cid(s, DRAGON, "patrol0")) is None
    s = game(stock(post=[TACTICS, TACTICS], build=[{"card": "Kai Allard-Liao", "cc": 12}], patrol=[DRAGON]),
             stock(patrol=[{"card": BANSHEE, "pilot": KAI}]), phase="deploy")
    assert ("reveal", cid(s, "Kai Allard-Liao", "build0")) not in options(s)


def test_each_counted_title_is_matched_whatever_its_hyphens_and_only_while_in_play():
    """Prince Victor Steiner-Davion counts as "Victor Steiner Davion" (LT279's spelling); Phelan Ward as Phelan, a
    Command card; Khan Natasha Kerensky as Natasha Kerensky, a pilot."""
    for counting, counted, counted_spec in ((PRINCE, "Victor Steiner Davion", {"card": BANSHEE,
                                                                                "pilot": "Victor Steiner Davion"}),
                                            (PHELAN, "Phelan", "Phelan"),
                                            (KHAN, "Natasha Kerensky", {"card": BANSHEE,
                                                                        "pilot": "Natasha Kerensky"})):
        zone = "post" if counted_spec == "Phelan" else "patrol"
        s = game(stock(post=[TACTICS, TACTICS, "Support - Politics"], build=[{"card": counting, "cc": 12}],
                       patrol=[DRAGON]), stock(**{zone: [counted_spec]}), phase="deploy")
        assert ("reveal", cid(s, counting, "build0")) not in options(s), counting
        s = game(stock(post=[TACTICS, TACTICS, "Support - Politics"], build=[{"card": counting, "cc": 12}],
                       patrol=[DRAGON]), stock(hand=[counted]), phase="deploy")
        assert ("reveal", cid(s, counting, "build0")) in options(s), counting   # X in a hand is not in play


def test_a_deck_may_hold_a_card_and_the_card_that_counts_as_it():
    """Does not apply: in a deck only the printed title counts (T6), so one of each is no second copy."""
    deck = Deck(tuple((card_by_name(n), 1) for n in ("Kai Allard-Liao", KAI, PRINCE, "Victor Steiner Davion")))
    assert check_deck(deck) == []


# -- MW043 Kai, Champion of Solaris -----------------------------------------------------------------------------------
def kai_game(**extra):
    """P1's Dragon piloted by Kai (initiative 1 + 1) attacks; P2 (initiative 1 + 1 more) blocks with a Charger and a
    Cicada."""
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": KAI}]),
             stock(post=[TACTICS], hand=["Tactical Superiority"], patrol=[CHARGER, CICADA]), spare=BANSHEE,
             counters={"init1": 2}, **extra)
    return s, cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1"), cid(s, CICADA, "patrol1"), cid(s, KAI, "attached0")


def test_kai_champion_of_solaris_gives_its_printed_bonuses_and_wins_initiative_until_a_later_tactical_superiority():
    s, dragon, charger, cicada, kai = kai_game()
    assert base_attack(s, dragon) == 2 + 4                                  # "Pilot: +1 initiative, +4 attack"
    mission(s, dragon)
    do(s, ("block", charger), ("block", cicada), "keep target out")
    assert (initiative(s, 0), initiative(s, 1)) == (2, 3) and declaring(s) == 0   # the lower declares first
    do(s, ("use", kai, "win initiative"))
    assert "P1 wins initiative this mission (Kai, Champion of Solaris)" in public(s)
    assert (initiative(s, 0), initiative(s, 1)) == (2, 3) and declaring(s) == 1   # P1 declares last now
    assert ("use", kai, "win initiative") not in options(s)                 # once a mission
    do(s, ("play", s.zones["hand1"][0]))                                     # Tactical Superiority after it (Guide)
    assert declaring(s) == 0 and "P2 wins initiative this mission" in public(s)
    assert ("use", kai, "win initiative") not in options(s)


def test_kai_champion_of_solaris_deals_2_damage_to_each_mech_engaged_in_battle_with_its_mech():
    s, dragon, charger, cicada, kai = kai_game()
    mission(s, dragon)
    do(s, ("block", charger), ("block", cicada), "keep target out")
    do(s, ("use", kai, "damage"))
    assert ("use", kai, "damage") not in options(s)                         # once a mission
    do(s, ("assign all", dragon, charger), "done")
    play_out(s)
    assert dmg(s, cicada) == 2                                              # Kai's 2, no armor; the Dragon's went on
    assert "Charger (CGR-1A1) takes 8 damage (7 to structure)" in public(s)   # its 6 and Kai's 2 less 1 armor
    assert CHARGER in names(s, "scrap1")
    assert dmg(s, dragon) == 1 + 1 - 1                                      # the blockers' 2 less its armor: not Kai's


def test_kai_champion_of_solaris_damage_needs_a_battle_and_winning_needs_its_mech_in_the_mission():
    s, dragon, charger, cicada, kai = kai_game()
    mission(s, dragon)
    do(s, "no block")
    while s.decision.player != 0:
        do(s, "done")
    assert ("use", kai, "damage") not in options(s)                         # unblocked against a site: no battle
    assert ("use", kai, "win initiative") in options(s)
    play_out(s)
    assert dmg(s, charger) == 0 and dmg(s, cicada) == 0
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": KAI}, CHARGER]),
             stock(post=[TACTICS], patrol=[FENRIS]), spare=BANSHEE, counters={"init1": 2})
    kai = cid(s, KAI, "attached0")
    mission(s, cid(s, CHARGER, "patrol0"))                                  # its 'Mech stays at home
    do(s, ("block", cid(s, FENRIS, "patrol1")), "keep target out")
    assert s.decision.player == 0
    assert ("use", kai, "win initiative") not in options(s) and ("use", kai, "damage") not in options(s)
    assert "m.init_winner" not in s.counters


# -- MW065 Phelan Ward ------------------------------------------------------------------------------------------------
def test_phelan_ward_gives_its_printed_bonuses_then_in_battle_no_mech_deals_damage_and_it_goes_to_the_hand():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PHELAN}]), stock(post=[TACTICS], patrol=[CICADA]),
             spare=BANSHEE, counters={"init1": 5})
    dragon, cicada, phelan = cid(s, DRAGON, "patrol0"), cid(s, CICADA, "patrol1"), cid(s, PHELAN, "attached0")
    assert base_attack(s, dragon) == 2 + 2        # "Counts as Phelan while in play. Pilot: +1 initiative, +2 attack"
    mission(s, dragon)
    assert initiative(s, 0) == 1 + 1
    do(s, ("block", cicada), "keep target out")
    assert s.decision.player == 0
    do(s, ("use", phelan, "no damage"))
    assert names(s, "hand0") == [PHELAN] and pilot_of(s, dragon) is None
    assert attack_of(s, dragon) == 2 and initiative(s, 0) == 1               # its bonuses left with it
    assert "no 'Mech will deal damage this mission (Phelan Ward)" in public(s)
    play_out(s)
    assert dmg(s, cicada) == 0 and dmg(s, dragon) == 0                      # neither side's 'Mechs deal damage


def test_phelan_ward_on_a_target_mech_in_battle_stops_its_damage_too():
    s = game(stock(post=[TACTICS], patrol=[DRAGON]), stock(post=[TACTICS], patrol=[{"card": BANSHEE, "pilot": PHELAN}]),
             spare=CICADA)
    dragon, banshee, phelan = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol1"), cid(s, PHELAN, "attached1")
    mission(s, dragon, target=banshee)                                      # no blocker: the target battles it
    while ("use", phelan, "no damage") not in options(s):
        do(s, "done")
    do(s, ("use", phelan, "no damage"))
    assert names(s, "hand1") == [PHELAN]
    play_out(s)
    assert dmg(s, banshee) == 0 and dmg(s, dragon) == 0


def test_phelan_ward_cannot_be_used_unless_its_mech_is_in_the_battle():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PHELAN}, FENRIS]),
             stock(post=[TACTICS], patrol=[CICADA]), spare=BANSHEE, counters={"init1": 5})
    phelan, fenris, cicada = cid(s, PHELAN, "attached0"), cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, fenris)                                                      # its 'Mech is not in the battle
    do(s, ("block", cicada), "keep target out")
    assert s.decision.player == 0 and ("use", phelan, "no damage") not in options(s)
    play_out(s)
    assert CICADA in names(s, "scrap1") and PHELAN not in names(s, "hand0")
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PHELAN}]), stock(post=[TACTICS]), spare=BANSHEE)
    phelan = cid(s, PHELAN, "attached0")
    mission(s, cid(s, DRAGON, "patrol0"))                                   # unblocked against a site: no battle
    while s.decision.player != 0:
        do(s, "done")
    assert ("use", phelan, "no damage") not in options(s)


# -- MW069 Prince Victor Steiner-Davion -------------------------------------------------------------------------------
def test_prince_victor_gives_each_other_mech_of_its_group_1_attack_and_1_initiative():
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PRINCE}, BANSHEE, CICADA, CHARGER]), stock(20))
    dragon, banshee, cicada, charger = (cid(s, n, "patrol0") for n in (DRAGON, BANSHEE, CICADA, CHARGER))
    assert base_attack(s, dragon) == 2 + 3 and base_attack(s, banshee) == 2    # no group outside a mission
    mission(s, dragon, banshee, cicada)
    assert base_attack(s, dragon) == 2 + 3                                  # "each other 'Mech"
    assert base_attack(s, banshee) == 2 + 1 and base_attack(s, cicada) == 1 + 1
    assert base_attack(s, charger) == 1                                     # not in the group
    assert initiative(s, 0) == 1 + 3 + 2                                    # Tactics, its pilot, two others
    play_out(s)
    assert base_attack(s, banshee) == 2


def test_prince_victor_blocking_group_and_not_the_other_side_nor_alone():
    s = game(stock(post=[TACTICS], patrol=[DRAGON, BANSHEE]),
             stock(post=[TACTICS], patrol=[{"card": FENRIS, "pilot": PRINCE}, CHARGER]), spare=CICADA)
    dragon, banshee = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0")
    fenris, charger = cid(s, FENRIS, "patrol1"), cid(s, CHARGER, "patrol1")
    mission(s, dragon, banshee)
    do(s, ("block", fenris), ("block", charger))
    assert base_attack(s, charger) == 1 + 1 and initiative(s, 1) == 1 + 3 + 1
    assert base_attack(s, dragon) == 2 and initiative(s, 0) == 1            # the attackers get nothing
    s = game(stock(post=[TACTICS], patrol=[{"card": DRAGON, "pilot": PRINCE}, BANSHEE]), stock())
    mission(s, cid(s, DRAGON, "patrol0"))                                   # alone: no other 'Mech
    assert initiative(s, 0) == 1 + 3 and base_attack(s, cid(s, BANSHEE, "patrol0")) == 2


# -- MW045 Khan Natasha Kerensky --------------------------------------------------------------------------------------
def khan_game():
    s = game(stock(post=[TACTICS, KHAN], patrol=[CICADA]), stock(post=[TACTICS], patrol=[FENRIS]), spare=BANSHEE)
    return s, cid(s, KHAN, "post0"), cid(s, CICADA, "patrol0"), cid(s, FENRIS, "patrol1")


def test_khan_natasha_kerensky_gives_1_initiative_and_3_attack_to_a_mech_scrapped_with_it():
    s, khan, cicada, fenris = khan_game()
    mission(s, cicada)
    do(s, ("block", fenris), "keep target out")
    assert initiative(s, 0) == 1 + 1                                        # "You get +1 initiative"
    while s.decision.player != 0:
        do(s, "done")
    do(s, ("use", khan, "boost"))
    assert options(s) == (("choose", cicada), ("choose", fenris))           # a 'Mech in the mission, either side's
    do(s, ("choose", cicada))
    assert attack_of(s, cicada) == 1 + 3 and tapped(s, khan)
    play_out(s)                                                             # Fenris's 3 scrap the Cicada (0/3)
    assert CICADA in names(s, "scrap0") and KHAN in names(s, "scrap0") and dmg(s, fenris) == 4 - 1


def test_khan_natasha_kerensky_stays_when_the_mech_survives_and_is_not_used_outside_a_mission():
    s, khan, cicada, fenris = khan_game()
    assert ("use", khan, "boost") not in options(s)                         # only during a mission
    mission(s, cicada)
    do(s, ("block", fenris), "keep target out")
    while s.decision.player != 0:
        do(s, "done")
    do(s, ("use", khan, "boost"), ("choose", fenris))                      # the opposing Fenris gets it
    assert attack_of(s, fenris) == 3 + 3
    play_out(s)
    assert FENRIS in names(s, "patrol1") and names(s, "post0") == [TACTICS, KHAN]
    assert CICADA in names(s, "scrap0") and "m.khan" not in s.counters


# -- MW037 Hidden Location --------------------------------------------------------------------------------------------
def hidden_game():
    """P1 reveals Hidden Location in its Deploy phase; P2 has a fast 'Mech to attack with."""
    return game(stock(hand=[FILL], post=[TACTICS, MARIK], build=[{"card": HIDDEN, "cc": 3}, {"card": MARIK}],
                      patrol=[DRAGON]),
                stock(post=[TACTICS], build=[{"card": MARIK}], patrol=[FENRIS]), phase="deploy")


def test_hidden_location_goes_only_on_a_command_post_card_of_its_player_with_three_counters():
    s = hidden_game()
    hidden, tactics, marik = cid(s, HIDDEN, "build0"), cid(s, TACTICS, "post0"), cid(s, MARIK, "post0")
    do(s, ("reveal", hidden))
    assert options(s) == (("on", tactics), ("on", marik))                   # not a card under construction, no 'Mech
    do(s, ("on", tactics))
    assert mark(s, "on", hidden) == tactics and counters_on(s, hidden) == [("camouflage", 3)]
    assert "Hidden Location gets three camouflage counters" in public(s)


def test_hidden_location_cannot_be_revealed_without_a_command_post_card():
    s = game(stock(post=[], build=[{"card": HIDDEN, "cc": 3}, {"card": TACTICS, "cc": 0}], patrol=[DRAGON]),
             stock(post=[TACTICS]), phase="deploy")
    hidden = cid(s, HIDDEN, "build0")
    assert ("reveal", hidden) not in options(s) and not mark(s, "up", hidden)


def test_hidden_location_card_cannot_be_attacked_and_loses_a_counter_each_of_its_players_turns():
    s = hidden_game()
    hidden, tactics, marik = cid(s, HIDDEN, "build0"), cid(s, TACTICS, "post0"), cid(s, MARIK, "post0")
    fenris = cid(s, FENRIS, "patrol1")
    do(s, ("reveal", hidden), ("on", tactics), "done", "done")              # to P2's turn
    assert s.decision.player == 1 and mark(s, "camouflage", hidden) == 3    # not on the opponent's turn
    do(s, "done")
    do(s, ("mission",), ("add", fenris))
    targets = [a[1] for a in options(s) if a[0] == "target"]
    assert tactics not in targets and marik in targets and "stock" in targets
    assert legal_targets(s, 1, (fenris,)) == targets
    for left in (2, 1):
        do(s, "cancel", "done")                                             # P2 ends its turn; P1's turn begins
        assert mark(s, "camouflage", hidden) == left and tactics not in legal_targets(s, 1, (fenris,))
        do(s, "done", "done", "done", ("mission",), ("add", fenris))        # P1's turn, then P2's Missions phase
    do(s, "cancel", "done")
    assert HIDDEN in names(s, "scrap0") and "its last camouflage counter was removed" in " ".join(public(s))
    assert tactics in legal_targets(s, 1, (fenris,))
