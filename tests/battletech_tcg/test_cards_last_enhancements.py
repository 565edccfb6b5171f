"""Enhancements and Retrofits of Arsenal, Commander's Edition and Crusade (abilities/pilots.py, its last part): one
or more tests per card, each checking every clause of its text, where it may go and what is refused."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import base_attack, counters_on, mark, tapped
from mechdeck.games.battletech_tcg.missions import attack_of, overheat_options, volleys_left

from mechdeck.games.battletech_tcg.turn import scrap_card

from tcg_support import FILL, IDLE, R, cid, dice, dmg, do, game, mission, names, options, play_out, public

DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7
CHARGER = "Charger (CGR-1A1)"            # moderate 1/1/7
MADCAT = "Mad Cat Prime (Timber Wolf)"   # moderate 7/2/9, Missile 2, Overheat 3: +3
BLACK_HAWK = "Black Hawk D (Nova)"       # moderate 0/1/7, Missile 2
PUMA = "Puma A (Adder)"                  # moderate 1/1/5, Missile 3
LOKI = "Loki A (Hellbringer)"            # moderate 5/1/5, Missile 1, Overheat 3: +2
FENRIS = "Fenris Prime (Ice Ferret)"     # fast 3/1/6
MUNITIONS, TACTICS = "Support - Munitions", "Support - Tactics"
BULLDOG = "Bulldog"                      # Vehicle, slow 3/2/3
PUMA_TANK = "AR075"                      # Puma, a Vehicle: slow 2/3/7, Missile 3
SLOTH = "Sloth Squad"                    # Battle Armor, slow 2/0/2
JENNER = "Jenner (JR7-D)"                # fast 2/1/2, Overheat 2: +2
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
MINE = ("CE174", "CE196", "CR052", "AR047", "AR035", "AR034", "AR049")


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


def test_the_last_enhancements_are_implemented_in_pilots_py():
    assert set(MINE) <= implemented_numbers()
    assert all(where(n).startswith("pilots.py") for n in MINE)


def use_up_deployments(s):
    """Deploy filler cards from the hand until no deployment is left: then a card is only deployed revealed."""
    while FILL in names(s, "hand0") and ("deploy", cid(s, FILL, "hand0")) in options(s):
        do(s, ("deploy", cid(s, FILL, "hand0")))


# -- CE174 Laser System Retrofit ---------------------------------------------------------------------------------------
def test_laser_system_retrofit_gives_another_overheat_option_and_1_attack_less():
    s = game(stock(patrol=[{"card": MADCAT, "enhancements": ["Laser System Retrofit"]}]), stock(), spare=IDLE)
    madcat = cid(s, MADCAT, "patrol0")
    assert base_attack(s, madcat) == 7 - 1
    mission(s, madcat)
    assert overheat_options(s, madcat) == [(3, 3), (2, 3)]                # another option, not a changed one (Guide)
    do(s, ("overheat", madcat, 1))
    assert attack_of(s, madcat) == 6 + 3 and ("overheat", madcat, 0) in options(s)   # the other not forced
    do(s, ("assign all", madcat, "stock"), ("done",))
    assert dmg(s, madcat) == 2 - 2                                          # Overheat 2 against armor 2


def test_laser_system_retrofit_goes_free_on_your_unit_with_attack_not_on_others():
    s = game(stock(hand=[FILL, FILL, "Laser System Retrofit"], post=[MUNITIONS] * 2, patrol=[DRAGON, BLACK_HAWK]),
             stock(patrol=[CHARGER]), phase="deploy")
    use_up_deployments(s)
    do(s, ("deploy revealed", cid(s, "Laser System Retrofit", "hand0")))
    while s.decision.kind == "pay":
        do(s, options(s)[0])
    assert options(s) == (("on", cid(s, DRAGON, "patrol0")),)            # not the 0-attack Black Hawk, not the
    do(s, ("on", cid(s, DRAGON, "patrol0")))                               # opponent's Charger
    assert s.counters["deploys"] == 0 and names(s, "hand0") == []          # revealed at once: no deployment used
    assert base_attack(s, cid(s, DRAGON, "patrol0")) == 1


# -- CE196 Missile Rack Retrofit ---------------------------------------------------------------------------------------
def test_missile_rack_retrofit_gives_missile_2_and_1_attack_less():
    s = game(stock(post=[MUNITIONS], patrol=[{"card": DRAGON, "enhancements": ["Missile Rack Retrofit"]}]), stock(),
             spare=IDLE)
    dragon = cid(s, DRAGON, "patrol0")
    assert base_attack(s, dragon) == 1
    mission(s, dragon)
    assert volleys_left(s, dragon) == 2
    dice(s, 2, 3)
    do(s, ("missile", dragon, "stock"), ("missile", dragon, "stock"))
    assert volleys_left(s, dragon) == 0
    do(s, ("assign", dragon, "stock"), ("done",))
    assert "P2's Stockpile takes 6 damage" in public(s)                     # 1 + missiles 2 and 3 (Munitions)


def test_missile_rack_retrofit_is_not_played_on_a_unit_without_attack():
    s = game(stock(hand=[FILL, FILL, "Missile Rack Retrofit"], post=[MUNITIONS] * 3, patrol=[BLACK_HAWK, DRAGON]),
             stock(), phase="deploy")
    use_up_deployments(s)
    assert ("deploy revealed", cid(s, "Missile Rack Retrofit", "hand0")) in options(s)   # the Dragon could take it
    s = game(stock(hand=[FILL, FILL, "Missile Rack Retrofit"], post=[MUNITIONS] * 3, patrol=[BLACK_HAWK]), stock(),
             phase="deploy")
    use_up_deployments(s)
    assert ("deploy revealed", cid(s, "Missile Rack Retrofit", "hand0")) not in options(s)   # no Unit with attack


# -- CR052 Heat Sink Destruction ---------------------------------------------------------------------------------------
def test_heat_sink_destruction_goes_on_a_damaged_opposing_unit_taps_it_and_trades_its_attack_for_overheat():
    s = game(stock(build=[{"card": "Heat Sink Destruction", "cc": 2}], patrol=[DRAGON]),
             stock(patrol=[{"card": LOKI, "damage": 1}, CHARGER]), phase="deploy")
    loki, charger = cid(s, LOKI, "patrol1"), cid(s, CHARGER, "patrol1")
    do(s, ("reveal", cid(s, "Heat Sink Destruction", "build0")))
    assert options(s) == (("on", loki),)                                   # the one damaged opposing Unit
    do(s, ("on", loki))
    assert names(s, "attached1") == ["Heat Sink Destruction"] and tapped(s, loki) and not tapped(s, charger)
    assert base_attack(s, loki) == 0                                       # -5: its base attack
    s = game(stock(), stock(patrol=[{"card": LOKI, "enhancements": ["Heat Sink Destruction"]}]), active=1)
    loki = cid(s, LOKI, "patrol1")
    mission(s, loki)
    assert overheat_options(s, loki) == [(3, 2), (5, 5)]                   # Overheat 5: +5 beside its own
    do(s, ("overheat", loki, 1))
    assert attack_of(s, loki) == 0 + 5


def test_heat_sink_destruction_needs_a_damaged_opposing_unit():
    s = game(stock(build=[{"card": "Heat Sink Destruction", "cc": 2}], patrol=[{"card": DRAGON, "damage": 2}]),
             stock(patrol=[LOKI]), phase="deploy")
    assert ("reveal", cid(s, "Heat Sink Destruction", "build0")) not in options(s)   # its own damaged 'Mech: no


# -- AR047 Hot-Loaded LRMs -------------------------------------------------------------------------------------------
def test_hot_loaded_lrms_go_on_a_unit_with_missiles_and_add_its_missiles_to_its_attack():
    s = game(stock(build=[{"card": "Hot-Loaded LRMs", "cc": 2}], patrol=[DRAGON, BLACK_HAWK]), stock(),
             phase="deploy")
    do(s, ("reveal", cid(s, "Hot-Loaded LRMs", "build0")))
    assert options(s) == (("on", cid(s, BLACK_HAWK, "patrol0")),)         # not the Dragon: no Missile option
    do(s, ("on", cid(s, BLACK_HAWK, "patrol0")))
    assert base_attack(s, cid(s, BLACK_HAWK, "patrol0")) == 0 + 2
    s = game(stock(patrol=[{"card": PUMA, "enhancements": ["Hot-Loaded LRMs", "Missile Rack Retrofit"]}]), stock())
    assert base_attack(s, cid(s, PUMA, "patrol0")) == 1 - 1 + 3 + 2        # the Retrofit's Missile 2 too


def test_hot_loaded_lrms_roll_after_the_mission_against_the_structure_damage_taken():
    for roll, scrapped in ((2, True), (3, False)):
        s = game(stock(patrol=[{"card": PUMA, "enhancements": ["Hot-Loaded LRMs"]}]),
                 stock(patrol=[{"card": FENRIS, "guard": "stock"}]), spare=IDLE)
        puma, fenris = cid(s, PUMA, "patrol0"), cid(s, FENRIS, "patrol1")
        mission(s, puma)
        do(s, ("block", fenris), ("keep target out",), ("assign all", fenris, puma))
        dice(s, roll)
        do(s, ("done",))                                                   # the Puma's 4 go to the Fenris alone
        assert f"Hot-Loaded LRMs: P1 rolls {roll} for Puma A (Adder) (2 structure damage taken)" + \
            ("" if scrapped else ": no effect") in public(s)
        assert (puma in s.zones["scrap0"]) == scrapped                     # "scrap it": the 'Mech (T1190)


def test_hot_loaded_lrms_roll_no_die_without_structure_damage():
    s = game(stock(patrol=[{"card": PUMA, "enhancements": ["Hot-Loaded LRMs"]}]), stock(), spare=IDLE)
    puma = cid(s, PUMA, "patrol0")
    mission(s, puma)
    play_out(s)
    assert not any("Hot-Loaded" in line for line in public(s)) and puma in s.zones["patrol0"]
    assert not mark(s, "dmg", puma)


# -- AR035 Ferro-Fibrous Upgrade ---------------------------------------------------------------------------------------
def test_ferro_fibrous_upgrade_goes_on_a_vehicle_or_battle_armor_free_and_draws():
    s = game(stock(hand=[FILL, FILL, "Ferro-Fibrous Upgrade"], post=["Support - Logistics"],
                   patrol=[DRAGON, BULLDOG, SLOTH]), stock(), phase="deploy")
    use_up_deployments(s)
    do(s, ("deploy revealed", cid(s, "Ferro-Fibrous Upgrade", "hand0")))
    assert set(options(s)) == {("on", cid(s, BULLDOG, "patrol0")), ("on", cid(s, SLOTH, "patrol0"))}   # no 'Mech
    do(s, ("on", cid(s, SLOTH, "patrol0")))
    assert names(s, "hand0") == [FILL] and s.counters["deploys"] == 0      # a card drawn; no deployment used


def test_ferro_fibrous_upgrade_prevents_3_then_goes():
    s = game(stock(patrol=[{"card": BULLDOG, "enhancements": ["Ferro-Fibrous Upgrade"]}]),
             stock(patrol=[{"card": CHARGER, "guard": "stock"}]), spare=IDLE)
    bulldog, charger = cid(s, BULLDOG, "patrol0"), cid(s, CHARGER, "patrol1")
    mission(s, bulldog)
    do(s, ("block", charger), ("keep target out",))
    play_out(s)
    assert "Ferro-Fibrous Upgrade prevents 1 damage to Bulldog" in public(s)   # automatic: all of the 1 it received
    assert "Ferro-Fibrous Upgrade" in names(s, "scrap0") and dmg(s, bulldog) == 0
    assert not any("Vehicle roll" in line for line in public(s))           # all prevented: no Vehicle roll (T1136)
    s = game(stock(patrol=[{"card": BULLDOG, "enhancements": ["Ferro-Fibrous Upgrade"]}]),
             stock(patrol=[{"card": MADCAT, "guard": "stock"}]), spare=IDLE)
    bulldog, madcat = cid(s, BULLDOG, "patrol0"), cid(s, MADCAT, "patrol1")
    mission(s, bulldog)
    do(s, ("block", madcat), ("keep target out",))
    dice(s, 4)
    play_out(s)                                                            # the Mad Cat's 7 to the Bulldog
    assert "Ferro-Fibrous Upgrade prevents 3 damage to Bulldog" in public(s)
    assert dmg(s, bulldog) == 7 - 3 - 2 and "Bulldog: Vehicle roll 4, no effect" in public(s)   # then the roll


def test_several_ferro_fibrous_upgrades_prevent_in_turn_while_damage_is_left():
    for blocker, left in ((MADCAT, []), (CHARGER, ["Ferro-Fibrous Upgrade"])):
        s = game(stock(patrol=[{"card": BULLDOG, "enhancements": ["Ferro-Fibrous Upgrade"] * 2}]),
                 stock(patrol=[{"card": blocker, "guard": "stock"}]), spare=IDLE)
        mission(s, cid(s, BULLDOG, "patrol0"))
        do(s, ("block", cid(s, blocker, "patrol1")), ("keep target out",))
        dice(s, 4)
        play_out(s)                                                        # 7: 3 and 3 prevented; 1: the first only
        assert names(s, "attached0") == left and dmg(s, cid(s, BULLDOG, "patrol0")) == 0   # T1193


def test_ferro_fibrous_upgrade_does_not_go_on_a_mech():
    s = game(stock(build=[{"card": "Ferro-Fibrous Upgrade", "cc": 2}], patrol=[DRAGON]), stock(), phase="deploy")
    assert ("reveal", cid(s, "Ferro-Fibrous Upgrade", "build0")) not in options(s)


# -- T1194: an older Enhancement's "only on a 'Mech" reads "Unit" (T1102); Intimidating Paint Job's reprint keeps 'Mechs
def test_older_enhancements_go_on_any_unit_but_intimidating_paint_job_on_no_vehicle():
    s = game(stock(build=[{"card": "Ferro-Fibrous Armor", "cc": 3}], patrol=[BULLDOG]), stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Ferro-Fibrous Armor", "build0")))
    assert options(s) == (("on", cid(s, BULLDOG, "patrol0")),)
    s = game(stock(build=[{"card": "Intimidating Paint Job", "cc": 5}], patrol=["Demolisher"]), stock(),
             phase="deploy")
    assert ("reveal", cid(s, "Intimidating Paint Job", "build0")) not in options(s)   # 80 tons, but no 'Mech


# -- AR034 Enhanced IR Sensors ---------------------------------------------------------------------------------------
def test_enhanced_ir_sensors_attack_a_mech_with_overheat_whatever_its_speed():
    s = game(stock(patrol=[{"card": BANSHEE, "enhancements": ["Enhanced IR Sensors"]}, DRAGON]),
             stock(patrol=[JENNER, CICADA]))
    banshee, dragon, jenner, cicada = (cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol0"), cid(s, JENNER, "patrol1"),
                                       cid(s, CICADA, "patrol1"))
    do(s, ("mission",), ("add", banshee))
    assert ("target", jenner) in options(s) and ("target", cicada) not in options(s)   # the fast one with Overheat
    do(s, ("add", dragon))
    assert ("target", jenner) not in options(s)                            # the Dragon's speed still limits its group


def test_enhanced_ir_sensors_block_a_mech_with_overheat_whatever_its_speed():
    s = game(stock(patrol=[{"card": BANSHEE, "enhancements": ["Enhanced IR Sensors"]}, DRAGON]),
             stock(patrol=[JENNER, CICADA]), active=1)
    banshee, dragon, jenner, cicada = (cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol0"), cid(s, JENNER, "patrol1"),
                                       cid(s, CICADA, "patrol1"))
    mission(s, jenner)
    assert ("block", banshee) in options(s) and ("block", dragon) not in options(s)
    do(s, "no block")
    play_out(s)
    mission(s, cicada)
    assert s.decision.player == 1                                          # no Overheat: no block at its speed


def test_enhanced_ir_sensors_do_not_go_on_a_vehicle():
    s = game(stock(build=[{"card": "Enhanced IR Sensors", "cc": 3}], patrol=[BULLDOG, DRAGON]), stock(),
             phase="deploy")
    do(s, ("reveal", cid(s, "Enhanced IR Sensors", "build0")))
    assert options(s) == (("on", cid(s, DRAGON, "patrol0")),)             # not the Vehicle: "only on a 'Mech"


# -- AR049 Jade Monkey ------------------------------------------------------------------------------------------------
def test_jade_monkey_goes_on_a_pilot_or_command_card_and_brings_it_back_to_the_hand():
    s = game(stock(build=[{"card": "Jade Monkey", "cc": 1}], post=[TACTICS],
                   patrol=[{"card": DRAGON, "pilot": "Solahma MechWarrior"}, CHARGER]), stock(), phase="deploy")
    solahma, tactics = cid(s, "Solahma MechWarrior", "attached0"), cid(s, TACTICS, "post0")
    do(s, ("reveal", cid(s, "Jade Monkey", "build0")))
    assert set(options(s)) == {("on", solahma), ("on", tactics)}           # not a 'Mech
    do(s, ("on", solahma))
    scrap_card(s, cid(s, DRAGON, "patrol0"), "(test)")                     # the Pilot goes to the Scrapheap with it
    R.advance(s)
    assert options(s) == (("take", solahma), ("pass",))
    do(s, ("take", solahma))
    assert names(s, "hand0") == ["Solahma MechWarrior"] and "Jade Monkey" in names(s, "scrap0")


def test_jade_monkey_scrapped_alone_or_passed_brings_nothing_back():
    s = game(stock(build=[{"card": "Jade Monkey", "cc": 1}], post=[TACTICS], patrol=[CHARGER]), stock(),
             phase="deploy")
    tactics = cid(s, TACTICS, "post0")
    do(s, ("reveal", cid(s, "Jade Monkey", "build0")), ("on", tactics))
    scrap_card(s, cid(s, "Jade Monkey", "attached0"), "(test)")           # alone: its card stays where it is
    R.advance(s)
    assert tactics in s.zones["post0"] and s.decision.prompt.startswith("Deploy phase")
    s = game(stock(build=[{"card": "Jade Monkey", "cc": 1}], post=[TACTICS], patrol=[CHARGER]), stock(),
             phase="deploy")
    tactics = cid(s, TACTICS, "post0")
    do(s, ("reveal", cid(s, "Jade Monkey", "build0")), ("on", tactics))
    scrap_card(s, tactics, "(test)")
    R.advance(s)
    do(s, ("pass",))                                                       # "you may": it stays in the Scrapheap
    assert tactics in s.zones["scrap0"] and names(s, "hand0") == []


# -- AR090 Suicide Troops --------------------------------------------------------------------------------------------
CRICHELL = "Elias Crichell"              # a Command card, 3 armor 2 structure


def suicide_game(**p0):
    """P1's Bulldog carries Suicide Troops (a second Bulldog another); P2 has Elias Crichell and a Dragon."""
    return game(stock(patrol=[{"card": BULLDOG, "enhancements": ["Suicide Troops"]}], **p0),
                stock(post=[CRICHELL], patrol=[DRAGON]))


def test_suicide_troops_puts_a_guerrilla_counter_on_a_site_its_vehicle_attacks_unblocked():
    s = suicide_game()
    bulldog, crichell, dragon = cid(s, BULLDOG, "patrol0"), cid(s, CRICHELL, "post1"), cid(s, DRAGON, "patrol1")
    troops = cid(s, "Suicide Troops", "attached0")
    mission(s, bulldog, target=crichell)
    do(s, "no block")
    play_out(s)
    assert s.counters[f"guerrilla:{crichell}"] == (troops,) and counters_on(s, crichell) == [("guerrilla", 1)]
    assert "Suicide Troops puts a guerrilla counter on Elias Crichell" in public(s)
    assert "Elias Crichell takes 2 damage (0 to structure)" in public(s)   # P2's Repair/Reload phase: 2 per counter
    deck = len(s.zones["stock1"])
    assert ("remove guerrilla", dragon, crichell) in options(s)            # P2's Deploy phase
    do(s, ("remove guerrilla", dragon, crichell))
    assert f"guerrilla:{crichell}" not in s.counters and mark(s, "tap", dragon)
    assert len(s.zones["stock1"]) == deck - 2                              # twice as many cards scrapped


def test_suicide_troops_blocked_puts_no_counter():
    s = suicide_game()
    bulldog, crichell, dragon = cid(s, BULLDOG, "patrol0"), cid(s, CRICHELL, "post1"), cid(s, DRAGON, "patrol1")
    mission(s, bulldog, target=crichell)
    do(s, ("block", dragon))
    play_out(s)
    assert not any(k.startswith("guerrilla:") for k in s.counters)


def test_suicide_troops_deals_its_counters_damage_at_once():
    s = game(stock(patrol=[{"card": BULLDOG, "enhancements": ["Suicide Troops"]}, IDLE]),
             stock(post=[CRICHELL]))
    crichell, troops = cid(s, CRICHELL, "post1"), cid(s, "Suicide Troops", "attached0")
    s.counters[f"guerrilla:{crichell}"] = (troops, troops)                 # two counters of one Suicide Troops
    do(s, "done")                                                          # P1's turn ends
    assert "Elias Crichell takes 4 damage (1 to structure)" in public(s)   # 4 at once: through the 3 armor (Guide)


def test_suicide_troops_ignores_other_suicide_troops_counters_and_its_own_go_with_it():
    s = game(stock(patrol=[{"card": BULLDOG, "enhancements": ["Suicide Troops"]},
                           {"card": BULLDOG, "enhancements": ["Suicide Troops"]}, IDLE]),
             stock(post=[CRICHELL]))
    crichell = cid(s, CRICHELL, "post1")
    first, second = cid(s, "Suicide Troops", "attached0"), cid(s, "Suicide Troops", "attached0", 1)
    s.counters[f"guerrilla:{crichell}"] = (first, second)
    scrap_card(s, first, "(test)")                                         # its counters are useless now: gone
    assert s.counters[f"guerrilla:{crichell}"] == (second,)
    s.counters[f"guerrilla:{crichell}"] = (second, second + 1000)          # a counter no Suicide Troops in play made
    do(s, "done")
    assert "Elias Crichell takes 2 damage (0 to structure)" in public(s)   # its own counter only


def test_suicide_troops_goes_only_on_a_vehicle():
    s = game(stock(build=[{"card": "Suicide Troops", "cc": 5}], patrol=[DRAGON, SLOTH]), stock(), phase="deploy")
    do(s, ("reveal", cid(s, "Suicide Troops", "build0")))
    assert options(s) == (("on", cid(s, SLOTH, "patrol0")),)               # Battle Armor is a "Vehicle" (PG)


# -- the bots play them ------------------------------------------------------------------------------------------------
def test_bots_play_through_the_last_enhancements_without_failing():
    from mechdeck.agents import make_agent
    for seed in range(5):
        s = game(stock(14, hand=["Laser System Retrofit", "Missile Rack Retrofit", "Hot-Loaded LRMs", FILL],
                       post=[MUNITIONS, TACTICS, "Support - Logistics", {"card": CRICHELL}],
                       build=[{"card": "Jade Monkey", "cc": 1}, {"card": "Enhanced IR Sensors", "cc": 3}],
                       patrol=[{"card": BULLDOG, "enhancements": ["Suicide Troops", "Ferro-Fibrous Upgrade"]},
                               {"card": PUMA, "pilot": "Solahma MechWarrior"}, MADCAT, BANSHEE]),
                 stock(14, hand=["Heat Sink Destruction"], post=[TACTICS, CRICHELL],
                       patrol=[{"card": LOKI, "damage": 1}, JENNER, {"card": SLOTH, "enhancements": ["Suicide Troops"]},
                               BULLDOG]), phase="deploy", seed=seed)
        bots = [make_agent("heuristic" if seed < 2 else "random", seed), make_agent("random", seed + 100)]
        for _ in range(300):
            if s.decision is None:
                break
            do(s, bots[s.decision.player].act(R, s))
