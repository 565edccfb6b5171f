"""Arsenal's and Crusade's one-shot Command cards and the DCI promo Double Overtime (abilities/one_shots.py): what each
text does, a case where it does not apply, what the opponent's view shows of its searches and hidden numbers, and a
few random games from a position holding them."""
import pytest

from mechdeck.games.battletech_tcg.board import assets, mark
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.missions import EFFECTS_ASKED_BY_WHAT_IS_PUBLIC, attackers_available, legal_targets
from mechdeck.kernel import IllegalAction

from tcg_support import FILL, IDLE, PLAY_OUT, R, cid, dice, do, game, names, options, play_out, private, public

ATLAS, CHARGER = "Atlas (AS7-D)", "Charger (CGR-1A1)"
CLAN_MECH = "Black Hawk A (Nova)"          # a non-Unique Clan 'Mech
CLAN_RESOURCE = "Blood of Kerensky"        # a non-Unique Clan Resource
UNIQUE = "Alex Mallory"                    # a Unique Command card (no Pilot)
PILOT = "Elite MechWarrior"
MISSION_CARD = "Accurate Intelligence"
VEHICLE = "Bulldog"                        # an Arsenal Vehicle: a Unit, no 'Mech


def _reveal(s, name, seat=0):
    do(s, ("reveal", cid(s, name, f"build{seat}")))


# -- AR020 Combat Drop -------------------------------------------------------------------------------------------------
def _combat_drop_battle(cc=7, mechs=(ATLAS, CHARGER)):
    s = game({"stock": [FILL] * 5, "patrol": [IDLE] + list(mechs),
              "build": [{"card": "Combat Drop", "cc": cc}]},
             {"stock": [FILL] * 5, "patrol": [{"card": "Dragon (DRG-1N)", "guard": "stock"}]})
    banshee = cid(s, IDLE, "patrol0")
    do(s, ("mission",), ("add", banshee), ("target", "stock"), ("block", cid(s, "Dragon (DRG-1N)", "patrol1")),
       ("keep target out",))
    return s


def test_combat_drop_brings_one_mech_per_two_counters_into_the_battle_with_structure_damage():
    s = _combat_drop_battle(cc=7)          # cost 1 + 2 without Logistics: 4 above it, two 'Mechs
    drop = cid(s, "Combat Drop", "build0")
    while s.decision.player != 0:
        do(s, "done")
    assert ("reveal", drop) in options(s)
    do(s, ("reveal", drop))
    assert names(s, "scrap0") == ["Combat Drop"]
    atlas, charger = cid(s, ATLAS, "patrol0"), cid(s, CHARGER, "patrol0")
    do(s, ("drop", atlas))                 # the other is the only one left: chosen at once
    assert set(s.counters["m.att"]) >= {atlas, charger}
    assert mark(s, "tap", atlas) and mark(s, "tap", charger)
    assert (atlas, 1) in s.counters["m.sdmg"] and (charger, 1) in s.counters["m.sdmg"]
    play_out(s, (("done",),))
    assert mark(s, "dmg", atlas, 0) >= 1 and mark(s, "dmg", charger, 0) >= 1


def test_combat_drop_cannot_be_revealed_outside_a_battle():
    s = game({"stock": [FILL] * 5, "patrol": [ATLAS], "build": [{"card": "Combat Drop", "cc": 7}]},
             {"stock": [FILL] * 5}, phase="deploy")
    drop = cid(s, "Combat Drop", "build0")
    assert ("reveal", drop) not in options(s)
    with pytest.raises(IllegalAction):
        R.apply(s, ("reveal", drop))
    assert drop in s.zones["build0"]
    do(s, ("done",), ("mission",), ("add", cid(s, ATLAS, "patrol0")), ("target", "stock"))
    assert not any(o == ("reveal", drop) for o in options(s))   # an unblocked mission on a Stockpile is no battle


def test_combat_drop_with_too_few_counters_brings_no_mech():
    s = _combat_drop_battle(cc=4)          # 1 above the cost: no 'Mech
    while s.decision.player != 0:
        do(s, "done")
    do(s, ("reveal", cid(s, "Combat Drop", "build0")))
    assert cid(s, ATLAS, "patrol0") not in s.counters["m.att"] and "m.sdmg" not in s.counters


def test_combat_drop_battle_step_is_asked_by_what_is_public_not_by_the_card_held():
    """A player who could hold a paid-for Combat Drop (a face-down card with its activation cost in counters) has the
    battle's effects step asked even with nothing to choose, whatever that card is (T722); one who could not has
    not.  The step's options then differ only by the reveal itself."""
    def battle(build):
        s = game({"stock": [FILL] * 5, "patrol": [IDLE], "build": [build]},
                 {"stock": [FILL] * 4 + ["Combat Drop"], "patrol": [{"card": "Dragon (DRG-1N)", "guard": "stock"}]})
        do(s, ("mission",), ("add", cid(s, IDLE, "patrol0")), ("target", "stock"),
           ("block", cid(s, "Dragon (DRG-1N)", "patrol1")), ("keep target out",))
        while s.decision.player != 0:
            do(s, s.decision.options[-1])
        return s, any(fn(s, 0) for fn in EFFECTS_ASKED_BY_WHAT_IS_PUBLIC)
    held, asked = battle({"card": "Combat Drop", "cc": 3})   # 3: its cost without Logistics
    assert asked and ("reveal", cid(held, "Combat Drop", "build0")) in options(held)
    other, asked = battle({"card": ATLAS, "cc": 3})
    assert asked and [o for o in options(held) if o[0] != "reveal"] == list(options(other))
    assert not battle({"card": ATLAS, "cc": 2})[1]


# -- AR080 Secret Buildup ----------------------------------------------------------------------------------------------
def test_secret_buildup_deploys_two_shown_cards_and_scraps_the_rest():
    s = game({"stock": [FILL] * 3 + [ATLAS, MISSION_CARD, UNIQUE, CHARGER],
              "build": [{"card": "Secret Buildup", "cc": 5}]}, {"stock": [FILL] * 5}, phase="deploy")
    deploys = s.counters["deploys"]
    _reveal(s, "Secret Buildup")
    charger, atlas = cid(s, CHARGER, "stock0"), cid(s, ATLAS, "stock0")
    assert ("deploy", cid(s, MISSION_CARD, "stock0")) not in options(s)   # no Mission card
    looked = "top first: Charger (CGR-1A1), Alex Mallory, Accurate Intelligence, Atlas (AS7-D)"
    assert looked in private(s, 0) and looked not in private(s, 1) + public(s)
    do(s, ("deploy", charger), ("deploy", atlas))
    assert charger in s.zones["build0"] and atlas in s.zones["build0"]
    assert s.counters["deploys"] == deploys                      # not deployments
    assert {charger, atlas} <= set(known(s, 1))                  # shown to all players
    assert set(names(s, "scrap0")) == {"Secret Buildup", UNIQUE, MISSION_CARD}
    assert len(s.zones["stock0"]) == 3


def test_secret_buildup_may_deploy_nothing():
    s = game({"stock": [FILL] * 3 + [ATLAS], "build": [{"card": "Secret Buildup", "cc": 5}]}, {"stock": [FILL] * 5},
             phase="deploy")
    _reveal(s, "Secret Buildup")
    do(s, ("scrap the rest",))
    assert names(s, "build0") == [] and len(s.zones["stock0"]) == 0 and ATLAS in names(s, "scrap0")


# -- AR095 Trial of Bloodright -----------------------------------------------------------------------------------------
def test_trial_of_bloodright_puts_a_pilot_from_the_stockpile_on_a_mech():
    s = game({"stock": [FILL] * 3 + [PILOT, FILL], "patrol": [ATLAS, VEHICLE],
              "build": [{"card": "Trial of Bloodright", "cc": 4}]}, {"stock": [FILL] * 5}, phase="deploy")
    deploys = s.counters["deploys"]
    pilot = cid(s, PILOT, "stock0")
    _reveal(s, "Trial of Bloodright")      # the only Pilot and the only 'Mech (no Vehicle: T1132): chosen at once
    atlas = cid(s, ATLAS, "patrol0")
    assert s.zones["attached0"] == [pilot] and mark(s, "on", pilot) == atlas
    assert s.counters["deploys"] == deploys and len(s.zones["stock0"]) == 4
    assert "P1 shuffles the Stockpile" in public(s)


def test_trial_of_bloodright_finds_no_pilot_without_a_mech_to_carry_it():
    s = game({"stock": [FILL] * 3 + [PILOT], "patrol": [VEHICLE],
              "build": [{"card": "Trial of Bloodright", "cc": 4}]}, {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Trial of Bloodright")
    assert PILOT in names(s, "stock0") and s.zones["attached0"] == []


# -- AR096 Trial of Grievance ------------------------------------------------------------------------------------------
def test_trial_of_grievance_gives_every_asset_until_the_end_of_turn_and_a_card():
    s = game({"stock": [FILL] * 3 + [ATLAS], "post": ["Support - Tactics"],
              "build": [{"card": "Trial of Grievance", "cc": 0}]}, {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Trial of Grievance")
    assert assets(s, 0) == frozenset("ALMPT") and ATLAS in names(s, "hand0")
    do(s, ("done",), ("done",))            # Missions phase, then End of Turn
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert assets(s, 0) == frozenset("T") and "grievance0" not in s.counters


def test_trial_of_grievance_deployed_revealed_needs_no_deployment():
    s = game({"stock": [FILL] * 5, "hand": ["Trial of Grievance"]}, {"stock": [FILL] * 5}, phase="deploy",
             counters={"deploys": 0})
    tog = cid(s, "Trial of Grievance", "hand0")
    assert ("deploy", tog) not in options(s)
    do(s, ("deploy revealed", tog))
    assert names(s, "scrap0") == ["Trial of Grievance"] and assets(s, 0) == frozenset("ALMPT")


# -- AR097 Trial of Position -------------------------------------------------------------------------------------------
def test_trial_of_position_deploys_a_shown_mech_from_the_stockpile():
    s = game({"stock": [FILL] * 3 + [ATLAS, VEHICLE, CHARGER], "build": [{"card": "Trial of Position", "cc": 4}]},
             {"stock": [FILL] * 5}, phase="deploy")
    deploys = s.counters["deploys"]
    _reveal(s, "Trial of Position")
    assert set(options(s)) == {("take", ATLAS), ("take", CHARGER)}   # no Vehicle, no stopping
    do(s, ("take", ATLAS))
    atlas = cid(s, ATLAS, "build0")
    assert not mark(s, "up", atlas) and s.counters.get(f"cc:{atlas}", 0) == 0 and atlas in known(s, 1)
    assert s.counters["deploys"] == deploys and len(s.zones["stock0"]) == 5


def test_trial_of_position_finds_nothing_in_a_stockpile_without_mechs():
    s = game({"stock": [FILL] * 3 + [VEHICLE], "build": [{"card": "Trial of Position", "cc": 4}]},
             {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Trial of Position")
    assert names(s, "build0") == [] and len(s.zones["stock0"]) == 4


# -- AR098 Trial of Possession -----------------------------------------------------------------------------------------
def test_trial_of_possession_takes_a_non_unique_clan_card_and_untaps_it():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Trial of Possession", "cc": 11}]},
             {"stock": [FILL] * 5, "post": [{"card": CLAN_RESOURCE, "tapped": True}, UNIQUE],
              "patrol": [{"card": CLAN_MECH, "tapped": True}, ATLAS]}, phase="deploy")
    _reveal(s, "Trial of Possession")
    res, hawk = cid(s, CLAN_RESOURCE, "post1"), cid(s, CLAN_MECH, "patrol1")
    assert set(options(s)) == {("take control of", res), ("take control of", hawk)}   # no Inner Sphere, no Unique
    do(s, ("take control of", hawk))
    assert hawk in s.zones["patrol0"] and not mark(s, "tap", hawk)


def test_trial_of_possession_does_nothing_without_an_opposing_clan_card():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Trial of Possession", "cc": 11}]},
             {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase="deploy")
    _reveal(s, "Trial of Possession")
    assert names(s, "patrol1") == [ATLAS] and names(s, "scrap0") == ["Trial of Possession"]


# -- AR099 Trial of Refusal --------------------------------------------------------------------------------------------
def test_trial_of_refusal_keeps_clan_mechs_from_missions_until_your_next_turn():
    s = game({"stock": [FILL] * 5, "patrol": [CLAN_MECH, ATLAS], "build": [{"card": "Trial of Refusal", "cc": 4}]},
             {"stock": [FILL] * 5, "patrol": [CLAN_MECH]}, phase="deploy")
    deploys = s.counters["deploys"]
    _reveal(s, "Trial of Refusal")
    assert s.counters["deploys"] == deploys + 1
    assert attackers_available(s, 0) == [cid(s, ATLAS, "patrol0")]
    do(s, ("done",))
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert attackers_available(s, 1) == []                       # the opponent's Clan 'Mech stays home
    while s.counters["active"] == 1:
        do(s, ("done",))
    assert "refusal" not in s.counters and cid(s, CLAN_MECH, "patrol0") in attackers_available(s, 0)


def test_trial_of_refusal_does_not_stop_inner_sphere_mechs_or_other_units():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "patrol": [ATLAS, VEHICLE],
              "build": [{"card": "Trial of Refusal", "cc": 4}]}, {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Trial of Refusal")
    assert s.counters["refusal"] == (0,)
    assert set(attackers_available(s, 0)) == {cid(s, ATLAS, "patrol0"), cid(s, VEHICLE, "patrol0")}


# -- AR101 Unlikely Love Affair ----------------------------------------------------------------------------------------
def test_unlikely_love_affair_restocks_a_unique_command_card_and_draws():
    s = game({"stock": [FILL] * 3 + [ATLAS], "build": [{"card": "Unlikely Love Affair", "cc": 1}]},
             {"stock": [FILL] * 5, "post": [UNIQUE, FILL]}, phase="deploy")
    mallory = cid(s, UNIQUE, "post1")
    _reveal(s, "Unlikely Love Affair")
    assert s.zones["stock1"][0] == mallory and mallory in known(s, 0)   # the bottom of its owner's deck
    assert ATLAS in names(s, "hand0")


def test_unlikely_love_affair_restocks_nothing_without_a_unique_command_card_in_play():
    s = game({"stock": [FILL] * 3 + [ATLAS], "build": [{"card": "Unlikely Love Affair", "cc": 1}]},
             {"stock": [FILL] * 5, "post": [FILL]}, phase="deploy")
    _reveal(s, "Unlikely Love Affair")
    assert ATLAS in names(s, "hand0") and len(s.zones["stock1"]) == 5


# -- CR031 DEST Commando Sabotage --------------------------------------------------------------------------------------
def test_dest_commando_sabotage_deals_two_structure_damage_to_each_opposing_unit():
    s = game({"stock": [FILL] * 5, "patrol": [CHARGER], "build": [{"card": "DEST Commando Sabotage", "cc": 8}]},
             {"stock": [FILL] * 5, "patrol": [ATLAS, "Charger (CGR-1A1)", VEHICLE]}, phase="deploy")
    dice(s, 1)                             # the Vehicle's damage roll (T1101): it stays
    _reveal(s, "DEST Commando Sabotage")
    assert [mark(s, "dmg", m) for m in s.zones["patrol1"]] == [2, 2, 2]   # structure damage: no armor absorbs it


def test_dest_commando_sabotage_does_not_damage_its_players_units():
    s = game({"stock": [FILL] * 5, "patrol": [CHARGER], "build": [{"card": "DEST Commando Sabotage", "cc": 8}]},
             {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "DEST Commando Sabotage")
    assert mark(s, "dmg", cid(s, CHARGER, "patrol0")) is None and names(s, "scrap0") == ["DEST Commando Sabotage"]


# -- CR037 Fast Deployment ---------------------------------------------------------------------------------------------
def test_fast_deployment_gives_three_deployments_in_your_turn_only():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "Fast Deployment", "cc": 5}]},
             {"stock": [FILL] * 5}, phase="deploy")
    deploys = s.counters["deploys"]
    _reveal(s, "Fast Deployment")
    assert s.counters["deploys"] == deploys + 3


def test_fast_deployment_revealed_on_the_opponents_turn_gives_no_deployment():
    s = game({"stock": [FILL] * 5, "patrol": [ATLAS]},
             {"stock": [FILL] * 5, "build": [{"card": "Fast Deployment", "cc": 9}]}, spare=IDLE)
    fast = cid(s, "Fast Deployment", "build1")
    deploys = s.counters.get("deploys")
    do(s, ("mission",), ("add", cid(s, ATLAS, "patrol0")), ("target", fast))
    play_out(s, (("pass",),) + PLAY_OUT)
    assert "Fast Deployment" in names(s, "scrap1") and s.counters["active"] == 0
    assert s.counters.get("deploys") == deploys and not any("additional" in t for t in public(s))   # T308


# -- CR050 Hasty Alliance ----------------------------------------------------------------------------------------------
def test_hasty_alliance_puts_a_unique_command_card_into_play_activated():
    s = game({"stock": [FILL] * 3 + ["Leo Showers", PILOT], "post": ["Justin Xiang Allard"],
              "build": [{"card": "Hasty Alliance", "cc": 6}]}, {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Hasty Alliance")
    assert "Leo Showers" in names(s, "post0") and "Hasty Alliance" in names(s, "scrap0")
    assert not mark(s, "tap", cid(s, "Leo Showers", "post0")) and len(s.zones["stock0"]) == 4


def test_hasty_alliance_finds_no_pilot_and_a_title_in_play_is_scrapped_at_once():
    s = game({"stock": [FILL] * 3 + ["Natasha Kerensky", "Justin Xiang Allard"], "post": ["Justin Xiang Allard"],
              "patrol": [ATLAS], "build": [{"card": "Hasty Alliance", "cc": 6}]}, {"stock": [FILL] * 5},
             phase="deploy")
    _reveal(s, "Hasty Alliance")        # Natasha Kerensky, a Unique Pilot, goes on a 'Mech, not into a Command Post
    assert names(s, "post0") == ["Justin Xiang Allard"] and "Justin Xiang Allard" in names(s, "scrap0")   # T771
    assert "Natasha Kerensky" in names(s, "stock0")


def test_hasty_alliance_cannot_be_revealed_without_a_unique_command_card_in_play():
    s = game({"stock": [FILL] * 3 + ["Leo Showers"], "post": [FILL], "build": [{"card": "Hasty Alliance", "cc": 6}]},
             {"stock": [FILL] * 5, "post": [UNIQUE]}, phase="deploy")
    assert ("reveal", cid(s, "Hasty Alliance", "build0")) not in options(s)   # the opponent's does not count


# -- CR068 Mech Smuggling (T1124) --------------------------------------------------------------------------------------
def _smuggling():
    return game({"stock": [FILL] * 6 + [ATLAS, CHARGER, VEHICLE], "build": [{"card": "Mech Smuggling", "cc": 6}]},
                {"stock": [FILL] * 5}, phase="deploy")


def test_mech_smuggling_hides_a_number_the_opponent_guesses():
    s = _smuggling()
    _reveal(s, "Mech Smuggling")
    do(s, ("hide", 3))
    assert s.decision.player == 1 and options(s) == tuple(("guess", n) for n in range(1, 6))
    view = R.observe(s, 1)
    assert "secret0:smuggling" not in str(view) and "3" not in [t for t in public(s) if "hides" in t][0]
    do(s, ("guess", 2))
    do(s, ("take", ATLAS), ("take", CHARGER))                    # a Vehicle is no 'Mech card
    assert {ATLAS, CHARGER} <= set(names(s, "hand0")) and set(known(s, 1)) >= set(s.zones["hand0"])
    assert "P2 guesses 2; P1 hid 3" in public(s) and len(s.zones["stock0"]) == 7


def test_mech_smuggling_guessed_scraps_that_many_and_searches_nothing():
    s = _smuggling()
    _reveal(s, "Mech Smuggling")
    do(s, ("hide", 4), ("guess", 4))
    assert len(s.zones["stock0"]) == 5 and names(s, "hand0") == []


# -- CR096 Task Force Serpent ------------------------------------------------------------------------------------------
def test_task_force_serpent_takes_up_to_three_units_and_two_unique_command_cards_shown():
    s = game({"stock": [FILL] * 3 + [ATLAS, CHARGER, VEHICLE, IDLE, UNIQUE, "Leo Showers", "Justin Xiang Allard"],
              "build": [{"card": "Task Force Serpent", "cc": 11}]}, {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Task Force Serpent")
    do(s, ("take", ATLAS), ("take", VEHICLE), ("take", IDLE))
    assert not any(o[1] in (CHARGER,) for o in options(s) if o[0] == "take")   # three Units taken
    do(s, ("take", UNIQUE), ("take", "Leo Showers"))
    assert set(names(s, "hand0")) == {ATLAS, VEHICLE, IDLE, UNIQUE, "Leo Showers"}
    assert set(s.zones["hand0"]) <= set(known(s, 1)) and len(s.zones["stock0"]) == 5


def test_task_force_serpent_takes_nothing_when_its_player_stops_searching():
    s = game({"stock": [FILL] * 3 + [ATLAS], "build": [{"card": "Task Force Serpent", "cc": 11}]},
             {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Task Force Serpent")
    do(s, ("stop searching",))
    assert names(s, "hand0") == [] and len(s.zones["stock0"]) == 4


# -- DCI01 Double Overtime (T1121) -------------------------------------------------------------------------------------
def test_double_overtime_doubles_the_counters_once():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Double Overtime", "cc": 0}, {"card": ATLAS, "cc": 3},
                                             {"card": UNIQUE, "cc": 2}]}, {"stock": [FILL] * 5}, phase="deploy")
    atlas = cid(s, ATLAS, "build0")
    _reveal(s, "Double Overtime")                                # the only Unit: chosen at once
    assert s.counters[f"cc:{atlas}"] == 6 and atlas in known(s, 1)
    assert s.counters[f"cc:{cid(s, UNIQUE, 'build0')}"] == 2
    assert "Double Overtime" in names(s, "post0")               # no "scrap when revealed": it stays


def test_double_overtime_in_play_cannot_be_attacked():
    s = game({"stock": [FILL] * 5, "patrol": [ATLAS]}, {"stock": [FILL] * 5, "post": ["Double Overtime", FILL]})
    atlas = cid(s, ATLAS, "patrol0")
    targets = legal_targets(s, 0, (atlas,))
    assert cid(s, "Double Overtime", "post1") not in targets and cid(s, FILL, "post1") in targets


def test_double_overtime_without_a_unit_under_construction_does_nothing():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Double Overtime", "cc": 0}, {"card": UNIQUE, "cc": 2}]},
             {"stock": [FILL] * 5}, phase="deploy")
    _reveal(s, "Double Overtime")
    assert s.counters[f"cc:{cid(s, UNIQUE, 'build0')}"] == 2 and "Double Overtime" in names(s, "post0")


# -- the bots play them ------------------------------------------------------------------------------------------------
def play_randomly(s, seed, steps=400):
    """Random legal play from the position, with each seat's determinization and observation built at every step
    (hidden numbers and searched cards must survive both), and a few heuristic decisions (its look-ahead plays the
    cards too)."""
    import random
    from mechdeck.agents import make_agent
    pick = random.Random(seed)
    heuristic = make_agent("heuristic", seed)
    for step in range(steps):
        if s.decision is None:
            return
        for viewer in (0, 1):
            R.determinize(s, viewer, seed * 1000 + step)
            assert not any(k.startswith(f"secret{1 - viewer}") for k in R.observe(s, viewer)["counters"])
        R.apply(s, heuristic.act(R, s) if step % 25 == 0 else pick.choice(s.decision.options))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_through_the_one_shots_do_not_crash(seed):
    cards = ["Secret Buildup", "Trial of Bloodright", "Trial of Grievance", "Trial of Position", "Trial of Possession",
             "Trial of Refusal", "Unlikely Love Affair", "DEST Commando Sabotage", "Fast Deployment", "Hasty Alliance",
             "Mech Smuggling", "Task Force Serpent", "Double Overtime", "Combat Drop"]
    stock = [ATLAS, PILOT, CLAN_MECH, UNIQUE, "Support - Politics"] * 3
    k = seed % 3
    s = game({"stock": stock + cards, "hand": cards[k::3], "post": ["Support - Politics"] * 4 + [UNIQUE],
              "patrol": [ATLAS, CLAN_MECH]},
             {"stock": stock + cards, "hand": cards[k + 1::3], "post": ["Support - Politics"] * 4 + [CLAN_RESOURCE],
              "patrol": [CHARGER, CLAN_MECH]}, phase="deploy", seed=seed)
    play_randomly(s, seed)
