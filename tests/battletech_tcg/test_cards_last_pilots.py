"""Pilots of Arsenal and Crusade (abilities/pilots.py, its last part; Star Commander's reroll:
test_cards_last_dice.py): one or more tests per card, each checking every clause of its text, its timing and what is
refused."""
from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import base_attack, pilot_of
from mechdeck.games.battletech_tcg.missions import attack_of, initiative
from mechdeck.games.battletech_tcg.turn import scrap_card

from tcg_support import FILL, IDLE, R, cid, dice, dmg, do, game, mission, names, options, play_out, private, public

FENRIS = "Fenris Prime (Ice Ferret)"     # fast 3/1/6, Clan
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7, cost 1
DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7, cost 2
LOKI = "Loki A (Hellbringer)"            # moderate 5/1/5, Jade Falcon
THOR = "Thor B (Summoner)"               # moderate 3/2/6, Jade Falcon
MADCAT = "Mad Cat Prime (Timber Wolf)"   # moderate 7/2/9, cost 15
BULLDOG = "Bulldog"                      # a Vehicle, slow 3/2/3
SLOTH = "Sloth Squad"                    # Battle Armor, slow 2/0/2
LAST_PILOTS = ("AR019", "AR026", "AR033", "AR063", "AR092", "CR003", "CR025", "CR065", "CR066", "CR073", "CR086")


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def attached(s, name, seat=0):
    return cid(s, name, f"attached{seat}")


def test_the_last_pilots_are_implemented_in_pilots_py():
    assert set(LAST_PILOTS) <= implemented_numbers()
    assert all(where(n).startswith("pilots.py") for n in LAST_PILOTS)


# -- T1130: the Crusade lines without "Pilot:" are the printed bonus; T1132: Pilots only on 'Mechs ---------------------
def test_crusade_pilot_lines_give_their_bonus():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Aris Sung"}, {"card": CHARGER, "pilot": "ComStar Deep Agent"},
                           {"card": BANSHEE, "pilot": "Marthe Pryde"}, {"card": CICADA, "pilot": "Natural Talent"},
                           {"card": FENRIS, "pilot": "Solahma MechWarrior"}]), stock())
    dragon, charger, banshee, cicada, fenris = (cid(s, n, "patrol0")
                                                for n in (DRAGON, CHARGER, BANSHEE, CICADA, FENRIS))
    assert [base_attack(s, m) for m in (dragon, charger, banshee, cicada, fenris)] == [2 + 2, 1 + 2, 2, 1 + 2, 3 + 1]
    mission(s, dragon)
    assert initiative(s, 0) == 2                                           # "+2 initiative, +2 attack"
    play_out(s)
    for unit, init in ((charger, 2), (banshee, 2), (cicada, 0), (fenris, 1)):
        s2 = s.clone()
        mission(s2, unit)
        assert initiative(s2, 0) == init                                   # Natural Talent: "+2 attack" only


def test_a_last_pilot_goes_on_an_unpiloted_mech_and_never_on_a_vehicle_or_battle_armor():
    s = game(stock(build=[{"card": "Solahma MechWarrior", "cc": 3}],
                   patrol=[{"card": DRAGON, "pilot": "Aris Sung"}, CHARGER, BULLDOG, SLOTH]), stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Solahma MechWarrior", "build0")))
    assert options(s) == (("on", cid(s, CHARGER, "patrol0")),)            # T1132: 'Mechs only


def test_pilots_put_into_play_or_reassigned_by_the_last_pilots_go_on_mechs_only():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Dan Allard"}, BULLDOG, CHARGER]), stock())
    dan = attached(s, "Dan Allard")
    mission(s, cid(s, DRAGON, "patrol0"), cid(s, BULLDOG, "patrol0"))     # only a Vehicle besides its 'Mech
    assert ("use", dan, "reassign") not in options(s)
    s = game(stock(hand=["Tanya O'Bannon"], build=[{"card": "Elizabeth O'Bannon", "cc": 5}],
                   patrol=[DRAGON, BULLDOG]), stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Elizabeth O'Bannon", "build0")))
    assert options(s) == (("on", cid(s, DRAGON, "patrol0")),)             # the one 'Mech
    do(s, ("on", cid(s, DRAGON, "patrol0")))                               # no 'Mech left for Tanya: no search
    assert s.decision.prompt.startswith("Deploy phase") and names(s, "hand0") == ["Tanya O'Bannon"]


# -- AR019 Chaos March Veteran ---------------------------------------------------------------------------------------
def test_chaos_march_veteran_gives_2_attack_in_battle_once():
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "Chaos March Veteran"}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]))
    fenris, charger, veteran = cid(s, FENRIS, "patrol0"), cid(s, CHARGER, "patrol1"), attached(s, "Chaos March Veteran")
    assert base_attack(s, fenris) == 3 + 1                                 # Pilot: +1 initiative, +1 attack
    mission(s, fenris)
    do(s, ("block", charger), ("keep target out",), ("done",))
    assert initiative(s, 0) == 1
    do(s, ("use", veteran, "veteran"))
    assert attack_of(s, fenris) == 4 + 2
    assert ("use", veteran, "veteran") not in options(s)                   # once per mission


def test_chaos_march_veteran_bonus_outlives_the_battle():
    s = game(stock(hand=["Forged Mission Orders"], patrol=[{"card": FENRIS, "pilot": "Chaos March Veteran"}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]), spare=IDLE)
    fenris, charger, veteran = cid(s, FENRIS, "patrol0"), cid(s, CHARGER, "patrol1"), attached(s, "Chaos March Veteran")
    mission(s, fenris)
    do(s, ("block", charger), ("keep target out",), ("done",), ("use", veteran, "veteran"))
    do(s, ("play", cid(s, "Forged Mission Orders", "hand0")))            # removes the only opposing Unit: no battle
    assert charger not in s.counters["m.blk"] and attack_of(s, fenris) == 6   # the +2 still applies (Guide, T1141)
    do(s, ("assign all", fenris, "stock"), ("done",))
    assert "P2's Stockpile takes 6 damage" in public(s)


def test_chaos_march_veteran_needs_its_mech_in_a_battle():
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "Chaos March Veteran"}, CICADA]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]))
    fenris, cicada, veteran = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol0"), attached(s, "Chaos March Veteran")
    mission(s, fenris)                                                     # unblocked: no battle
    assert ("use", veteran, "veteran") not in options(s)
    play_out(s)
    mission(s, cicada)
    do(s, ("block", cid(s, CHARGER, "patrol1")), ("keep target out",), ("done",))
    assert ("use", veteran, "veteran") not in options(s)                   # its 'Mech is not in the battle


# -- AR026 Dan Allard -------------------------------------------------------------------------------------------------
def test_dan_allard_reassigns_one_pilot_once_per_mission():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Dan Allard"}, CHARGER, BANSHEE,
                           {"card": CICADA, "pilot": "Solahma MechWarrior"}]), stock())
    dragon, charger, banshee, cicada = (cid(s, n, "patrol0") for n in (DRAGON, CHARGER, BANSHEE, CICADA))
    dan, solahma = attached(s, "Dan Allard"), attached(s, "Solahma MechWarrior")
    assert base_attack(s, dragon) == 2 + 2
    mission(s, dragon, charger)
    assert initiative(s, 0) == 1
    do(s, ("use", dan, "reassign"))
    assert set(options(s)) == {("reassign", dan, charger), ("reassign", solahma, charger)}   # not the Banshee at home
    do(s, ("reassign", solahma, charger))
    assert pilot_of(s, charger) == solahma and pilot_of(s, cicada) is None
    assert initiative(s, 0) == 2 and base_attack(s, charger) == 1 + 1     # the pilot counts where it is now
    assert ("use", dan, "reassign") not in options(s)                      # once per mission: one Pilot (Guide)


def test_dan_allard_may_reassign_itself_to_a_mech_of_its_group():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Dan Allard"}, CHARGER]), stock())
    dragon, charger, dan = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0"), attached(s, "Dan Allard")
    mission(s, dragon, charger)
    do(s, ("use", dan, "reassign"))                                        # its one choice: to the Charger
    assert pilot_of(s, charger) == dan and pilot_of(s, dragon) is None     # Guide: "Dan Allard may reassign itself"
    assert base_attack(s, charger) == 1 + 2 and base_attack(s, dragon) == 2


def test_dan_allard_needs_its_mech_in_the_mission_and_an_unpiloted_mech_in_its_group():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Dan Allard"}, CHARGER,
                           {"card": CICADA, "pilot": "Solahma MechWarrior"}]), stock())
    dragon, charger, cicada, dan = (cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0"), cid(s, CICADA, "patrol0"),
                                    attached(s, "Dan Allard"))
    mission(s, charger)                                                    # Dan's 'Mech stays home
    assert ("use", dan, "reassign") not in options(s)
    play_out(s)
    mission(s, dragon, cicada)                                             # every 'Mech of the group piloted
    assert ("use", dan, "reassign") not in options(s)


# -- AR033 Elizabeth O'Bannon, AR092 Tanya O'Bannon ------------------------------------------------------------------
def test_elizabeth_obannon_brings_tanya_from_the_hand_free_and_without_a_deployment():
    s = game(stock(hand=["Tanya O'Bannon"], build=[{"card": "Elizabeth O'Bannon", "cc": 5}],
                   patrol=[DRAGON, CHARGER]), stock(), phase="deploy")
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0")
    deploys = s.counters["deploys"]
    do(s, ("reveal", cid(s, "Elizabeth O'Bannon", "build0")), ("on", dragon))
    assert options(s) == (("search", "hand"), ("search", "stock"), ("pass",))
    do(s, ("search", "hand"))                                              # onto the one unpiloted 'Mech left
    assert names(s, "attached0") == ["Elizabeth O'Bannon", "Tanya O'Bannon"] and pilot_of(s, charger) is not None
    assert names(s, "hand0") == [] and s.counters["deploys"] == deploys   # no cost, no deployment
    assert base_attack(s, charger) == 1 + 2


def test_tanya_obannon_searches_the_stockpile_and_shuffles_it():
    s = game(stock(5, build=[{"card": "Tanya O'Bannon", "cc": 5}], scrap=["Elizabeth O'Bannon"],
                   patrol=[DRAGON, CHARGER]), stock(), phase="deploy")
    s.zones["stock0"].insert(2, cid(s, "Elizabeth O'Bannon", "scrap0"))   # one copy in the Stockpile
    s.zones["scrap0"].clear()
    do(s, ("reveal", cid(s, "Tanya O'Bannon", "build0")), ("on", cid(s, DRAGON, "patrol0")))
    assert options(s) == (("search", "stock"), ("pass",))
    do(s, ("search", "stock"))                                             # onto the Charger, the one 'Mech left
    assert "Elizabeth O'Bannon" in names(s, "attached0") and len(s.zones["stock0"]) == 5
    assert "P1 shuffles the Stockpile" in public(s)


def test_obannon_search_finding_nothing_still_shuffles_and_nothing_when_no_mech_or_her_title_is_in_play():
    s = game(stock(5, build=[{"card": "Tanya O'Bannon", "cc": 5}], patrol=[DRAGON, CHARGER]), stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Tanya O'Bannon", "build0")), ("on", cid(s, DRAGON, "patrol0")), ("search", "stock"))
    assert "P1 finds no Elizabeth O'Bannon" in public(s) and "P1 shuffles the Stockpile" in public(s)
    s = game(stock(hand=["Elizabeth O'Bannon"], build=[{"card": "Tanya O'Bannon", "cc": 5}], patrol=[DRAGON]),
             stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Tanya O'Bannon", "build0")), ("on", cid(s, DRAGON, "patrol0")))
    assert s.decision.prompt.startswith("Deploy phase") and names(s, "hand0") == ["Elizabeth O'Bannon"]   # no 'Mech

    s = game(stock(hand=["Elizabeth O'Bannon"], build=[{"card": "Tanya O'Bannon", "cc": 5}],
                   patrol=[DRAGON, CHARGER]), stock(patrol=[{"card": BANSHEE, "pilot": "Elizabeth O'Bannon"}]),
             phase="deploy")
    do(s, ("reveal", cid(s, "Tanya O'Bannon", "build0")), ("on", cid(s, DRAGON, "patrol0")))
    assert ("search", "hand") not in options(s)                            # Unique: her title is in play


# -- AR063 MechWarrior Peter ------------------------------------------------------------------------------------------
def test_mechwarrior_peter_lets_a_fast_blocked_mech_deal_any_of_its_damage_to_the_target():
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "MechWarrior Peter"}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]))
    fenris, charger = cid(s, FENRIS, "patrol0"), cid(s, CHARGER, "patrol1")
    assert base_attack(s, fenris) == 3                                     # "Pilot: +1 initiative" only
    mission(s, fenris)
    do(s, ("block", charger), ("keep target out",), ("done",))
    assert initiative(s, 0) == 1
    do(s, ("assign all", fenris, "stock"), ("done",))
    assert "P2's Stockpile takes 3 damage" in public(s) and dmg(s, charger) == 0


def test_mechwarrior_peter_does_nothing_for_a_mech_that_is_not_fast():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "MechWarrior Peter"}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]))
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, dragon)
    do(s, ("block", charger), ("keep target out",), ("done",))
    assert all(o[2] == charger for o in options(s) if o[0].startswith("assign"))


# -- CR003 Aris Sung --------------------------------------------------------------------------------------------------
def test_aris_sung_prevents_up_to_the_units_of_its_group_to_one_of_them():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Aris Sung"}, CHARGER, BANSHEE]),
             stock(patrol=[{"card": MADCAT, "guard": "stock"}]))
    dragon, charger, banshee, madcat = (cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0"),
                                        cid(s, BANSHEE, "patrol0"), cid(s, MADCAT, "patrol1"))
    aris = attached(s, "Aris Sung")
    mission(s, dragon, charger, banshee)
    do(s, ("block", madcat), ("keep target out",), ("assign all", madcat, charger), ("done",))
    do(s, ("use", aris, "prevent"))
    assert set(options(s)) == {("prevent", dragon), ("prevent", charger), ("prevent", banshee)}
    do(s, ("prevent", charger))
    assert ("use", aris, "prevent") not in options(s)
    play_out(s)
    assert dmg(s, charger) == 7 - 3 - 1                                    # 3 prevented, 1 armor


def test_aris_sung_only_during_a_mission_of_its_mech():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Aris Sung"}, CHARGER]), stock())
    aris = attached(s, "Aris Sung")
    assert ("use", aris, "prevent") not in options(s)                      # no mission
    mission(s, cid(s, CHARGER, "patrol0"))
    assert ("use", aris, "prevent") not in options(s)                      # its 'Mech is not in it


# -- CR025 ComStar Deep Agent -----------------------------------------------------------------------------------------
def test_comstar_deep_agent_scrapped_from_play_rearranges_the_top_8_of_the_opponents_stockpile():
    top = ["Atlas (AS7-D)", "Dragon (DRG-1N)", "Support - Politics"] + [FILL] * 6   # top card last
    s = game(stock(patrol=[{"card": CHARGER, "pilot": "ComStar Deep Agent"}]), {"stock": list(reversed(top))},
             spare=IDLE)
    agent = attached(s, "ComStar Deep Agent")
    scrap_card(s, cid(s, CHARGER, "patrol0"), "(test)")                    # the Pilot goes with its 'Mech
    R.advance(s)
    assert s.decision.player == 0
    assert "top first: Atlas (AS7-D), Dragon (DRG-1N), Support - Politics, " + ", ".join([FILL] * 5) in private(s, 0)
    assert not any("Atlas" in line for line in public(s) + private(s, 1))
    assert set(options(s)) == {("next", "Atlas (AS7-D)"), ("next", "Dragon (DRG-1N)"), ("next", "Support - Politics"),
                               ("next", FILL)}
    do(s, ("next", FILL), ("next", "Support - Politics"), ("next", FILL), ("next", "Dragon (DRG-1N)"))
    assert set(options(s)) == {("next", "Atlas (AS7-D)"), ("next", FILL)}
    do(s, ("next", "Atlas (AS7-D)"))                                       # the rest are alike: no more to ask
    stock1 = names(s, "stock1")
    assert stock1[-5:] == ["Atlas (AS7-D)", "Dragon (DRG-1N)", FILL, "Support - Politics", FILL]   # top last
    assert stock1[:4] == [FILL] * 4 and len(stock1) == 9                   # the 9th card untouched
    assert agent in s.zones["scrap0"]


def test_comstar_deep_agent_scrapped_from_the_hand_does_nothing():
    s = game(stock(hand=["ComStar Deep Agent"]), stock())
    scrap_card(s, cid(s, "ComStar Deep Agent", "hand0"), "(test)")
    R.advance(s)
    assert not any("ComStar Deep Agent)" in line for line in public(s))
    assert s.decision.prompt != "ComStar Deep Agent: which card goes next from the top?"


# -- CR065 Loose Cannon -----------------------------------------------------------------------------------------------
def test_loose_cannon_scraps_the_top_card_for_its_cost_in_initiative_and_attack():
    s = game({"stock": [FILL] * 3 + [MADCAT], "patrol": [{"card": DRAGON, "pilot": "Loose Cannon"}]}, stock())
    dragon, cannon = cid(s, DRAGON, "patrol0"), attached(s, "Loose Cannon")
    assert base_attack(s, dragon) == 2                                     # no printed bonus
    mission(s, dragon)
    assert initiative(s, 0) == 0
    do(s, ("use", cannon, "cannon"))
    assert names(s, "scrap0") == [MADCAT] and len(s.zones["stock0"]) == 3
    assert initiative(s, 0) == 15 and attack_of(s, dragon) == 2 + 15       # its base construction cost
    assert ("use", cannon, "cannon") not in options(s)


def test_loose_cannon_needs_its_mech_in_the_mission_and_a_stockpile():
    s = game({"stock": [], "patrol": [{"card": DRAGON, "pilot": "Loose Cannon"}, CHARGER]}, stock())
    cannon = attached(s, "Loose Cannon")
    mission(s, cid(s, DRAGON, "patrol0"))
    assert ("use", cannon, "cannon") not in options(s)                     # nothing to scrap
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Loose Cannon"}, CHARGER]), stock())
    mission(s, cid(s, CHARGER, "patrol0"))
    assert ("use", attached(s, "Loose Cannon"), "cannon") not in options(s)


# -- CR066 Marthe Pryde -----------------------------------------------------------------------------------------------
def test_marthe_pryde_gives_2_attack_per_jade_falcon_unit_of_its_group():
    s = game(stock(patrol=[{"card": LOKI, "pilot": "Marthe Pryde"}, THOR, CHARGER]), stock())
    loki, thor, charger, marthe = (cid(s, LOKI, "patrol0"), cid(s, THOR, "patrol0"), cid(s, CHARGER, "patrol0"),
                                   attached(s, "Marthe Pryde"))
    mission(s, loki, thor, charger)
    assert initiative(s, 0) == 2 and base_attack(s, loki) == 5            # "+2 initiative" only
    do(s, ("use", marthe, "falcons"))
    assert attack_of(s, loki) == 5 + 4 and attack_of(s, thor) == 3        # two Jade Falcon Units; its 'Mech only


def test_marthe_pryde_without_jade_falcon_units_in_its_group_is_not_offered():
    s = game(stock(patrol=[{"card": DRAGON, "pilot": "Marthe Pryde"}, CHARGER, THOR]), stock())
    marthe = attached(s, "Marthe Pryde")
    mission(s, cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol0"))    # the Thor stays home
    assert ("use", marthe, "falcons") not in options(s)


# -- CR073 Natural Talent, CR086 Solahma MechWarrior ---------------------------------------------------------------
def test_natural_talent_rolls_for_initiative_in_battle_not_before():
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "Natural Talent"}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]))
    fenris, talent = cid(s, FENRIS, "patrol0"), attached(s, "Natural Talent")
    mission(s, fenris)
    assert ("use", talent, "talent") not in options(s)                     # not a battle yet
    do(s, ("block", cid(s, CHARGER, "patrol1")), ("keep target out",), ("done",))
    dice(s, 4)
    do(s, ("use", talent, "talent"))
    assert initiative(s, 0) == 4 and "Natural Talent rolls 4: P1 gets +4 initiative" in public(s)
    assert ("use", talent, "talent") not in options(s)


def test_solahma_mechwarrior_gives_2_initiative_and_2_attack_in_battle():
    s = game(stock(patrol=[{"card": FENRIS, "pilot": "Solahma MechWarrior"}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]))
    fenris, solahma = cid(s, FENRIS, "patrol0"), attached(s, "Solahma MechWarrior")
    mission(s, fenris)
    assert ("use", solahma, "solahma") not in options(s)                   # unblocked so far: no battle
    do(s, ("block", cid(s, CHARGER, "patrol1")), ("keep target out",), ("done",))
    assert initiative(s, 0) == 1
    do(s, ("use", solahma, "solahma"))
    assert initiative(s, 0) == 3 and attack_of(s, fenris) == 4 + 2


# -- the bots play them ------------------------------------------------------------------------------------------------
def test_bots_play_through_the_last_pilots_without_failing():
    for seed in range(6):
        s = game(stock(12, hand=["Tanya O'Bannon", "Loose Cannon"],
                       build=[{"card": "Elizabeth O'Bannon", "cc": 5}],
                       patrol=[{"card": FENRIS, "pilot": "Chaos March Veteran"},
                               {"card": DRAGON, "pilot": "Dan Allard"},
                               {"card": LOKI, "pilot": "Marthe Pryde"}, {"card": THOR, "pilot": "Aris Sung"},
                               {"card": CICADA, "pilot": "Natural Talent"}, CHARGER, BANSHEE]),
                 stock(12, post=["Smoke Jaguar High Command"],
                       patrol=[{"card": MADCAT, "pilot": "ComStar Deep Agent"},
                               {"card": LOKI, "pilot": "Star Commander"}, BULLDOG,
                               {"card": CHARGER, "pilot": "Solahma MechWarrior"},
                               {"card": CICADA, "pilot": "MechWarrior Peter"}]), phase="deploy", seed=seed)
        bots = [make_agent("heuristic" if seed < 2 else "random", seed), make_agent("random", seed + 100)]
        for _ in range(300):
            if s.decision is None:
                break
            do(s, bots[s.decision.player].act(R, s))
