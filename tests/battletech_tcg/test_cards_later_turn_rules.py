"""The cards of Counterstrike, Mercenaries and MechWarrior whose rules live in the turn (turn.py's hooks): reaction
windows when you are attacked (Report from the Norns, Disguised Coordinates, High-Profile Target), one or more tests
per card, each checking every clause of its text."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import in_mission
from mechdeck.games.battletech_tcg.turn import could_hold

from tcg_support import FILL, R, cid, do, game, mission, names, options, play_out, public

CICADA, ATLAS, BANSHEE = "Cicada (CDA-2A)", "Atlas (AS7-D)", "Banshee (BNC-5S)"   # fast; slow; slow
STAY = "Hunchback (HBK-4G)"   # an idle 'Mech keeps the active player's Missions phase open
NORNS, DISGUISED, HIGH_PROFILE = "Report from the Norns", "Disguised Coordinates", "High-Profile Target"

GROUP = ("CS074 ME029 ME042 CS039 MW101 MW084 MW081 CS072 MW012 MW059 "
         "ME017 MW076 MW091 MW097 ME032 ME056 ME058 ME004 ME093 MW095 ME020 ME092").split()


def test_the_cards_are_implemented_in_their_modules():
    implemented = implemented_numbers()
    for number in GROUP:
        assert number in implemented and not plain_by_data(card_by_number(number))
    assert where("CS074").startswith("subterfuge.py") and where("ME029").startswith("subterfuge.py")
    assert where("ME042").startswith("one_shots.py") and where("CS039") == "resources.py"


def later(state):
    """The position plays in the format of all implemented sets (a set-up holding later-set cards must say so)."""
    state.config = dict(state.config, format="all")
    return state


def finish_mission(state):
    """Both players go on (done, keep a blocked target out, pass a reaction window) until the mission is over."""
    while in_mission(state):
        do(state, R.no_reaction(state) or (("done",) if ("done",) in options(state) else ("keep target out",)))


def block_options(state):
    return [a for a in options(state) if a[0] == "block"]


# -- turn.could_hold and the game's format ----------------------------------------------------------------------------
def test_could_hold_refuses_later_set_cards_in_a_base_set_game():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, STAY]},
             {"stock": [FILL] * 5, "build": [{"card": FILL, "cc": 2}]})
    assert not could_hold(s, 1, ("CS074",))                 # base set: no Report from the Norns in any deck
    assert could_hold(s, 1, ("CS074", "LT004")) is False    # Ambush! costs 4 + 4: 2 counters are not enough
    later(s)
    assert could_hold(s, 1, ("CS074",))                     # cost 0: any face-down card could be it


def test_no_window_is_asked_for_later_set_cards_in_a_base_set_game():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, STAY]},
             {"stock": [FILL] * 5, "build": [{"card": FILL, "cc": 0}], "patrol": [ATLAS]})
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    assert s.decision.kind == "battle-effects"   # no reaction window: the slow Atlas cannot block, the battle begins


# -- CS074 Report from the Norns --------------------------------------------------------------------------------------
def _norns(**p1):
    p1 = dict({"stock": [FILL] * 5, "build": [{"card": NORNS, "cc": 0}],
               "patrol": [ATLAS, {"card": BANSHEE, "tapped": True}]}, **p1)
    return later(game({"stock": [FILL] * 5, "patrol": [CICADA, STAY], "hand": [FILL]}, p1))


def test_report_from_the_norns_lets_untapped_mechs_block_whatever_their_speed():
    s = _norns()
    cicada, atlas = cid(s, CICADA, "patrol0"), cid(s, ATLAS, "patrol1")
    norns = cid(s, NORNS, "build1")
    mission(s, cicada, target="stock")
    assert s.decision.player == 1 and s.decision.kind == "reaction"
    assert options(s) == (("reveal", norns), ("pass",))
    do(s, ("reveal", norns))
    assert names(s, "scrap1") == [NORNS] and "P2 reveals Report from the Norns" in public(s)
    assert "P2's 'Mechs may block this mission regardless of their speed" in public(s)
    assert block_options(s) == [("block", atlas)]   # the slow Atlas blocks the fast Cicada; the tapped Banshee not
    do(s, ("block", atlas))
    finish_mission(s)
    assert s.zones["scrap0"] == [cicada]             # the Atlas's 3 attack scraps the Cicada (structure 3)


def test_report_from_the_norns_passed_the_slow_mechs_cannot_block():
    s = _norns()
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    do(s, ("pass",))
    assert s.decision.kind != "block" and in_mission(s)   # nobody may block: no blocking decision at all
    assert "P2's 'Mechs may block this mission regardless of their speed" not in public(s)


def test_report_from_the_norns_lasts_for_that_mission_only():
    s = _norns()
    cicada = cid(s, CICADA, "patrol0")
    mission(s, cicada, target="stock")
    do(s, ("reveal", cid(s, NORNS, "build1")), ("no block",))
    finish_mission(s)
    assert "m.anyspeed1" not in s.counters


def test_report_from_the_norns_is_revealed_only_when_you_are_attacked():
    s = later(game({"stock": [FILL] * 5, "build": [{"card": NORNS, "cc": 0}], "patrol": [CICADA, STAY],
                    "hand": [FILL]}, {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase="deploy"))
    norns = cid(s, NORNS, "build0")
    assert ("reveal", norns) not in options(s)       # not in its own Deploy phase
    do(s, ("done",))
    assert ("reveal", norns) not in options(s)       # nor in its own Missions phase
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    assert s.decision.kind == "battle-effects"       # nor when its owner attacks: no window, the battle begins
    assert norns in s.zones["build0"]


# -- ME042 High-Profile Target ----------------------------------------------------------------------------------------
def _high_profile():
    return later(game({"stock": [FILL] * 5, "patrol": [CICADA, STAY], "hand": [FILL]},
                      {"stock": [FILL] * 5, "build": [{"card": HIGH_PROFILE, "cc": 1}], "patrol": [ATLAS, BANSHEE]}))


def test_high_profile_target_when_a_mech_is_attacked_lets_your_mechs_block_whatever_their_speed():
    s = _high_profile()
    cicada, atlas, banshee = cid(s, CICADA, "patrol0"), cid(s, ATLAS, "patrol1"), cid(s, BANSHEE, "patrol1")
    hpt = cid(s, HIGH_PROFILE, "build1")                 # cost 0 and 1 for the missing Tech asset
    mission(s, cicada, target=atlas)
    assert options(s) == (("reveal", hpt), ("pass",))
    do(s, ("reveal", hpt))
    assert names(s, "scrap1") == [HIGH_PROFILE]
    assert block_options(s) == [("block", banshee)]      # the target itself never blocks
    do(s, ("block", banshee))
    finish_mission(s)
    assert cicada in s.zones["scrap0"]


def test_high_profile_target_is_not_offered_when_no_mech_is_attacked():
    s = _high_profile()
    hpt = cid(s, HIGH_PROFILE, "build1")
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    # asked all the same (it could be a Report from the Norns, cost 0), but the card cannot answer this attack
    assert s.decision.kind == "reaction" and options(s) == (("pass",),)
    do(s, ("pass",))
    assert hpt in s.zones["build1"]


# -- ME029 Disguised Coordinates --------------------------------------------------------------------------------------
def _disguised(**p1):
    p1 = dict({"stock": [FILL] * 5, "build": [{"card": DISGUISED, "cc": 9}, {"card": FILL, "cc": 1}],
               "post": [FILL], "patrol": [ATLAS]}, **p1)
    return later(game({"stock": [FILL] * 5, "patrol": [CICADA, "Commando (COM-2D)", STAY], "hand": [FILL]}, p1))


def test_disguised_coordinates_redirects_the_attack_to_a_legal_site():
    s = _disguised()
    cicada = cid(s, CICADA, "patrol0")
    dc = cid(s, DISGUISED, "build1")                         # cost 3 and 6 for the missing Politics asset
    other, post = cid(s, FILL, "build1"), cid(s, FILL, "post1")
    mission(s, cicada, target="stock")
    do(s, ("reveal", dc))
    assert names(s, "scrap1") == [DISGUISED]
    # the legal targets that are sites, but the target itself and the Atlas ('Mechs are no sites)
    assert s.decision.player == 1 and options(s) == (("site", "scrap"), ("site", post), ("site", other), ("keep",))
    do(s, ("site", post))
    assert s.counters["m.tgt"] == post
    assert "Disguised Coordinates: the attack is redirected to P2's Support - Assembly" in public(s)
    finish_mission(s)
    assert "Support - Assembly takes 1 damage (0 to structure)" in public(s)
    assert len(s.zones["stock1"]) == 5 and "P2's Stockpile takes" not in " ".join(public(s))   # the Stockpile is spared


def test_disguised_coordinates_redirects_every_attack_until_the_end_of_the_turn():
    s = _disguised()
    cicada, commando = cid(s, CICADA, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    mission(s, cicada, target="stock")
    do(s, ("reveal", cid(s, DISGUISED, "build1")), ("keep",))   # "you may": the target stays
    finish_mission(s)
    assert s.counters.get("m.tgt") is None and len(s.zones["stock1"]) == 4
    mission(s, commando, target="scrap")                        # a second attack the same turn: asked again
    assert s.decision.player == 1 and ("site", "stock") in options(s) and ("site", "scrap") not in options(s)
    do(s, ("site", "stock"))
    assert s.counters["m.tgt"] == "stock"


def test_disguised_coordinates_ends_with_the_turn():
    s = _disguised()
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    do(s, ("reveal", cid(s, DISGUISED, "build1")), ("keep",))
    finish_mission(s)
    assert s.counters["disguised1"] == s.counters["turn"]
    s.counters["turn"] += 1                                      # a later turn: the effect is over
    mission(s, cid(s, "Commando (COM-2D)", "patrol0"), target="stock")
    assert not (s.decision.player == 1 and ("keep",) in options(s))


def test_report_from_the_norns_and_disguised_coordinates_both_answer_one_attack():
    s = _disguised(build=[{"card": DISGUISED, "cc": 9}, {"card": NORNS, "cc": 0}])
    cicada, atlas = cid(s, CICADA, "patrol0"), cid(s, ATLAS, "patrol1")
    dc, norns = cid(s, DISGUISED, "build1"), cid(s, NORNS, "build1")
    mission(s, cicada, target="stock")
    assert options(s) == (("pass",),)      # first Ambush!'s window: the 9 counters of a card could pay for one
    do(s, ("pass",))
    assert options(s) == (("reveal", dc), ("reveal", norns), ("pass",))
    do(s, ("reveal", norns))
    assert options(s) == (("reveal", dc), ("pass",))            # asked again: another card may follow
    do(s, ("reveal", dc), ("site", "scrap"), ("block", atlas))
    assert s.counters["m.tgt"] == "scrap" and s.counters["m.blk"] == (atlas,)


# -- CS039 Field Construction Site ------------------------------------------------------------------------------------
FCS = "Field Construction Site"


def test_field_construction_site_taps_for_one_and_is_scrapped_for_two_in_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": [FCS], "build": [{"card": ATLAS, "cc": 0}], "hand": [FILL]},
             {"stock": [FILL] * 5}, phase="deploy")
    fcs, atlas = cid(s, FCS, "post0"), cid(s, ATLAS, "build0")
    assert ("tap", fcs) in options(s) and ("scrap", fcs) in options(s)
    do(s, ("tap", fcs))                                  # {T}: {R}
    assert ("build", atlas) in options(s)
    do(s, ("build", atlas))
    assert ("scrap", fcs) in options(s) and ("tap", fcs) not in options(s)   # tapped: it may still be scrapped
    do(s, ("scrap", fcs))
    assert names(s, "scrap0") == [FCS] and "Field Construction Site is scrapped for 2 resources" in public(s)
    assert s.counters["pool0"] == 2
    do(s, ("build", atlas), ("build", atlas))
    assert s.counters["cc:%d" % atlas] == 3 and "pool0" not in s.counters   # 1 + 2 from the one card


def test_field_construction_site_pays_a_cost_by_scrapping_while_tapped_and_the_rest_must_be_spent_at_once():
    s = game({"stock": [FILL] * 5, "post": [{"card": FCS, "tapped": True}, {"card": FILL, "tapped": True}],
              "patrol": [{"card": CICADA, "damage": 2}], "hand": [FILL]},
             {"stock": [FILL] * 5}, phase="repair")
    fcs, cicada = cid(s, FCS, "post0"), cid(s, CICADA, "patrol0")
    assert ("repair", cicada) in options(s)              # can_pay counts the 2 it would give
    do(s, ("repair", cicada))
    assert s.decision.kind == "pay" and options(s) == (("scrap", fcs),)
    do(s, ("scrap", fcs))
    assert s.counters.get("dmg:%d" % cicada) == 1
    assert "P1 lets 1 unspent resource go" in public(s)   # resources are spent at once (Guide): the other one lapses


def test_field_construction_site_is_only_scrapped_by_its_controller_from_the_command_post():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": FCS, "cc": 0}]},
             {"stock": [FILL] * 5, "post": [FCS]}, phase="deploy")
    assert not [a for a in options(s) if a[0] == "scrap"]   # neither under construction nor the opponent's


# -- MW101 Tyra Miraborg ----------------------------------------------------------------------------------------------
TYRA = "Tyra Miraborg"


def test_tyra_miraborg_deals_1_structure_damage_in_the_missions_phase_outside_missions():
    s = game({"stock": [FILL] * 5, "post": [TYRA, FILL], "patrol": [CICADA, STAY]},
             {"stock": [FILL] * 5, "post": [FILL], "patrol": [ATLAS]})
    tyra, atlas = cid(s, TYRA, "post0"), cid(s, ATLAS, "patrol1")
    assert ("use", tyra, "turn") not in options(s)            # the extra turn: Deploy phase only
    do(s, ("use", tyra, "damage"))
    mechs = [cid(s, CICADA, "patrol0"), cid(s, STAY, "patrol0"), atlas]
    assert options(s) == tuple(("damage", c) for c in mechs + [tyra, cid(s, FILL, "post0"), cid(s, FILL, "post1")])
    do(s, ("damage", atlas))
    assert s.counters["dmg:%d" % atlas] == 1                  # structure damage: the Atlas's armor 3 does not stop it
    assert "Tyra Miraborg deals 1 structure damage to Atlas (AS7-D)" in public(s)
    assert s.counters.get("tap:%d" % tyra) and ("use", tyra, "damage") not in options(s)


def test_tyra_miraborg_damage_is_not_used_during_a_mission_nor_in_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": [TYRA], "patrol": [CICADA, STAY], "hand": [FILL]},
             {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase="deploy")
    tyra = cid(s, TYRA, "post0")
    assert ("use", tyra, "damage") not in options(s) and ("use", tyra, "turn") in options(s)
    do(s, ("done",))
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    assert not [a for a in options(s) if a[:2] == ("use", tyra)]   # the battle's effects: not during a mission


def test_tyra_miraborg_gives_an_extra_turn_without_a_missions_phase_and_leaves_the_game():
    s = game({"stock": [FILL] * 8, "post": [TYRA], "patrol": [CICADA], "hand": [FILL]},
             {"stock": [FILL] * 8, "patrol": [ATLAS]}, phase="deploy")
    tyra, cicada = cid(s, TYRA, "post0"), cid(s, CICADA, "patrol0")
    turn = s.counters["turn"]
    do(s, ("use", tyra, "turn"))
    assert s.zones["removed0"] == [tyra] and tyra not in s.zones["scrap0"]
    assert "Tyra Miraborg is removed from the game: P1 takes an extra turn after this one, without its Missions " \
        "phase" in public(s)
    do(s, ("done",))
    assert s.decision.kind == "missions-phase"               # this turn keeps its Missions phase
    mission(s, cicada, target="stock")
    finish_mission(s)
    while s.counters["turn"] == turn:
        do(s, ("done",))
    assert s.counters["turn"] == turn + 1 and s.counters["active"] == 0   # a turn of the same player, counted
    assert "P1 takes an extra turn (no Missions phase)" in public(s)
    assert not s.counters.get("tap:%d" % cicada)             # its Untap phase untapped the Cicada
    assert len(s.zones["hand0"]) == 3                        # its Draw phase: 1 + 2 drawn
    kinds = []
    while s.counters["active"] == 0:
        kinds.append(s.decision.kind)
        do(s, ("done",))
    assert "deploy-phase" in kinds and "missions-phase" not in kinds   # the Missions phase is skipped
    assert s.counters["turn"] == turn + 2 and "extra_turns0" not in s.counters   # then the opponent's turn


# -- MW084 Solaris Contacts -------------------------------------------------------------------------------------------
SOLARIS, KHP, DRAGON = "Solaris Contacts", "Kell Hound Pilot", "Dragon (DRG-1N)"


def _solaris(hand, phase="deploy"):
    return game({"stock": [FILL] * 5, "post": [SOLARIS], "hand": hand,
                 "patrol": [DRAGON, STAY, {"card": BANSHEE, "pilot": "Jaime Wolf"},
                            {"card": CICADA, "depleted": True}]},
                {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase=phase)


def test_solaris_contacts_puts_a_pilot_from_the_hand_on_an_unpiloted_mech_without_a_deployment():
    s = _solaris([KHP, "Wolf Dragoons Pilot", "Rookie Pilot", FILL])
    sc, khp, dragon = cid(s, SOLARIS, "post0"), cid(s, KHP, "hand0"), cid(s, DRAGON, "patrol0")
    deploys = s.counters["deploys"]
    assert ("tap", sc) in options(s)                          # {T}: {R} as well
    do(s, ("use", sc, "pilot"))
    # Rookie Pilot goes only on an opponent's 'Mech
    assert options(s) == (("choose", khp), ("choose", cid(s, "Wolf Dragoons Pilot", "hand0")))
    do(s, ("choose", khp))
    assert options(s) == (("on", dragon), ("on", cid(s, STAY, "patrol0")))   # not the piloted Banshee nor the
    do(s, ("on", dragon))                                                     # depleted Cicada
    assert khp in s.zones["attached0"] and s.counters["on:%d" % khp] == dragon
    assert "P1 puts Kell Hound Pilot into play on Dragon (DRG-1N) (Solaris Contacts)" in public(s)
    assert s.counters["deploys"] == deploys and s.counters.get("tap:%d" % sc)   # no deployment used; tapped
    assert ("use", sc, "pilot") not in options(s)


def test_solaris_contacts_unique_pilot_in_play_is_scrapped_at_once():
    s = _solaris(["Jaime Wolf", FILL])
    sc, jw, dragon = cid(s, SOLARIS, "post0"), cid(s, "Jaime Wolf", "hand0"), cid(s, DRAGON, "patrol0")
    do(s, ("use", sc, "pilot"), ("on", dragon))             # the only Pilot card in hand is chosen at once
    assert jw in s.zones["scrap0"] and "Jaime Wolf is scrapped (a Unique card of that title is in play)" in public(s)


def test_solaris_contacts_is_used_only_in_the_deploy_phase_with_a_pilot_to_place():
    s = _solaris([KHP], phase="missions")
    sc = cid(s, SOLARIS, "post0")
    assert ("use", sc, "pilot") not in options(s)
    s = _solaris(["Rookie Pilot", FILL])
    assert ("use", cid(s, SOLARIS, "post0"), "pilot") not in options(s)


# -- MW081 Sibko Allegiance -------------------------------------------------------------------------------------------
def _sibko(stock):
    return game({"stock": stock, "hand": ["Sibko Allegiance"], "post": [FILL],
                 "patrol": [DRAGON, {"card": BANSHEE, "pilot": KHP}, {"card": STAY, "pilot": "Wolf Dragoons Pilot"},
                            CICADA]},
                {"stock": [FILL] * 5, "patrol": []})


def test_sibko_allegiance_puts_a_copy_of_a_controlled_pilot_from_the_stockpile_on_an_engaged_mech():
    s = _sibko([FILL, KHP, "Lance Commander", "Wolf Dragoons Pilot", FILL, KHP])
    dragon, banshee, cicada = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, CICADA, "patrol0")
    sibko = cid(s, "Sibko Allegiance", "hand0")
    mission(s, dragon, banshee, cicada, target="stock")
    assert ("play", sibko) in options(s)
    do(s, ("play", sibko))
    # the titles of the pilots P1 controls (not the Lance Commander), one choice each, top of the Stockpile first
    assert options(s) == (("retrieve", KHP), ("retrieve", "Wolf Dragoons Pilot"))
    do(s, ("retrieve", KHP))
    assert options(s) == (("on", dragon), ("on", cicada))   # engaged and unpiloted: not the Banshee nor the idle one
    do(s, ("on", cicada))
    copies = [c for c in s.zones["attached0"] if R.card_name(s.card_types[c]) == KHP]
    assert len(copies) == 2 and any(s.counters.get("on:%d" % c) == cicada for c in copies)
    assert names(s, "stock0").count(KHP) == 1 and len(s.zones["stock0"]) == 5
    assert "P1 puts Kell Hound Pilot into play on Cicada (CDA-2A) (Sibko Allegiance)" in public(s)
    assert "P1 shuffles the Stockpile" in public(s)


def test_sibko_allegiance_finds_nothing_and_still_shuffles():
    s = _sibko([FILL, "Lance Commander", FILL])
    dragon = cid(s, DRAGON, "patrol0")
    mission(s, dragon, cid(s, BANSHEE, "patrol0"), target="stock")
    do(s, ("play", cid(s, "Sibko Allegiance", "hand0")))
    assert "P1 finds no copy of a Pilot card they control" in public(s) and "P1 shuffles the Stockpile" in public(s)
    assert not [a for a in s.zones["attached0"] if s.counters.get("on:%d" % a) == dragon]


def test_sibko_allegiance_needs_a_pilot_you_control_and_an_engaged_unpiloted_mech():
    s = _sibko([FILL, KHP])
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")      # the only engaged 'Mech is piloted
    assert ("play", cid(s, "Sibko Allegiance", "hand0")) not in options(s)
    s = game({"stock": [FILL, KHP], "hand": ["Sibko Allegiance"], "post": [FILL], "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 5})
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")       # no Pilot card in play
    assert ("play", cid(s, "Sibko Allegiance", "hand0")) not in options(s)


# -- CS072 Quick Salvage Operation ------------------------------------------------------------------------------------
QSO = "Quick Salvage Operation"


def _salvage(hand1=(QSO,)):
    """P1 attacks with a Cicada (1/0/3) and a Commando (2/1/2); P2 blocks with an Atlas and a Banshee (Grayson Death
    Carlyle lets the slow 'Mechs block) and has Tactics (initiative 1, so one Mission card)."""
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, "Commando (COM-2D)", STAY]},
             {"stock": [FILL] * 5, "hand": list(hand1), "post": ["Grayson Death Carlyle", "Support - Tactics"],
              "patrol": [ATLAS, BANSHEE]})
    cicada, commando = cid(s, CICADA, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    atlas, banshee = cid(s, ATLAS, "patrol1"), cid(s, BANSHEE, "patrol1")
    mission(s, cicada, commando, target="stock")
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    do(s, ("block", atlas), ("block", banshee), ("keep target out",))
    do(s, ("assign", cicada, atlas), ("assign all", commando, atlas))   # P1 first (lower initiative)
    return s, cicada, commando, atlas, banshee


def test_quick_salvage_operation_puts_a_scrapped_attacker_into_play_untapped_with_structure_less_one_damage():
    s, cicada, commando, atlas, banshee = _salvage()
    do(s, ("play", cid(s, QSO, "hand1")))
    do(s, ("assign all", atlas, cicada), ("assign all", banshee, commando))
    finish_mission(s)                                     # both attackers are scrapped; then the battle ends
    assert s.decision.player == 1 and options(s) == (("mech", cicada), ("mech", commando))
    do(s, ("mech", cicada))
    assert cicada in s.zones["patrol1"] and commando in s.zones["scrap0"]
    assert s.counters["dmg:%d" % cicada] == 2 and not s.counters.get("tap:%d" % cicada)   # structure 3 - 1; untapped
    assert "P2 puts Cicada (CDA-2A) into play in their Patrol region (Quick Salvage Operation)" in public(s)
    assert names(s, "scrap1") == [QSO]
    do(s, ("done",))                                      # P1 goes on; on P2's turn the Cicada may attack
    assert s.zones["patrol1"].count(cicada) == 1


def test_quick_salvage_operation_is_played_only_when_blocking():
    s = game({"stock": [FILL] * 5, "hand": [QSO], "post": ["Support - Tactics"], "patrol": [ATLAS, STAY]},
             {"stock": [FILL] * 5, "patrol": [CICADA]})
    mission(s, cid(s, ATLAS, "patrol0"), target="stock")
    do(s, ("block", cid(s, CICADA, "patrol1")))
    while ("play", cid(s, QSO, "hand0")) not in options(s) and s.decision.player != 0:
        do(s, options(s)[-1])
    assert ("play", cid(s, QSO, "hand0")) not in options(s)   # the attacker's Mission card: refused


# -- MW012 Contract with Hansen's Roughriders -------------------------------------------------------------------------
HANSEN = "Contract with Hansen's Roughriders"


def _roughriders():
    """P1 attacks with an Atlas, P2 blocks with a Banshee (5 attack) and has Tactics: P1 plays effects first."""
    s = game({"stock": [FILL] * 5, "post": [HANSEN], "hand": [DRAGON, FILL], "patrol": [ATLAS, STAY]},
             {"stock": [FILL] * 5, "post": ["Support - Tactics"], "patrol": [BANSHEE]})
    atlas, banshee = cid(s, ATLAS, "patrol0"), cid(s, BANSHEE, "patrol1")
    hansen, dragon = cid(s, HANSEN, "post0"), cid(s, DRAGON, "hand0")
    mission(s, atlas, target="stock")
    assert ("use", hansen, "hire") not in options(s) or s.decision.player != 0   # not before the battle
    do(s, ("block", banshee), ("keep target out",))
    return s, atlas, banshee, hansen, dragon


def test_hansens_roughriders_mech_joins_the_battle_and_returns_to_the_hand_at_the_end_of_the_mission():
    s, atlas, banshee, hansen, dragon = _roughriders()
    assert s.decision.player == 0 and ("use", hansen, "hire") in options(s)
    do(s, ("use", hansen, "hire"))                         # the only 'Mech card in hand: chosen at once
    assert dragon in s.zones["patrol0"] and s.counters["m.att"] == (atlas, dragon)
    assert s.counters.get("tap:%d" % dragon) and s.counters.get("tap:%d" % hansen)
    assert "P1 puts Dragon (DRG-1N) into play in their Patrol region (Contract with Hansen's Roughriders)" in public(s)
    do(s, ("assign all", atlas, banshee), ("assign all", dragon, banshee), ("done",))
    do(s, ("assign all", banshee, atlas))
    finish_mission(s)
    assert dragon in s.zones["hand0"] and "dmg:%d" % dragon not in s.counters and hansen in s.zones["post0"]
    assert "Dragon (DRG-1N) returns to P1's hand (Contract with Hansen's Roughriders)" in public(s)


def test_hansens_roughriders_mech_receiving_5_damage_is_scrapped_with_the_contract():
    s, atlas, banshee, hansen, dragon = _roughriders()
    do(s, ("use", hansen, "hire"), ("assign all", atlas, banshee), ("assign all", dragon, banshee), ("done",))
    do(s, ("assign all", banshee, dragon))                 # 5 damage: armor 1, 4 to structure (7): it survives
    finish_mission(s)
    assert dragon in s.zones["scrap0"] and hansen in s.zones["scrap0"]


def test_hansens_roughriders_upkeep_pay_one_plus_two_or_the_opponent_gains_control_of_it_tapped():
    s = game({"stock": [FILL] * 5, "post": [HANSEN, FILL, FILL, FILL], "patrol": [STAY]}, {"stock": [FILL] * 5},
             phase="draw")
    hansen = cid(s, HANSEN, "post0")
    assert s.decision.options == (("pay for", hansen), ("give away", hansen))   # 1 + 2 without Politics
    do(s, ("pay for", hansen), *[("tap", c) for c in s.zones["post0"][1:]])
    assert hansen in s.zones["post0"] and "P1 pays for Contract with Hansen's Roughriders" in public(s)
    s = game({"stock": [FILL] * 5, "post": [HANSEN, FILL], "patrol": [STAY]}, {"stock": [FILL] * 5}, phase="draw")
    hansen = cid(s, HANSEN, "post1")
    assert hansen in s.zones["post1"] and s.counters.get("tap:%d" % hansen)   # 3 needed, 1 resource: given away
    assert "P2 gains control of Contract with Hansen's Roughriders" in public(s)


# -- MW059 OmniMech-Pod Cache -----------------------------------------------------------------------------------------
POD, PUMA_A, PUMA_C, PUMA_PRIME = "OmniMech-Pod Cache", "Puma A (Adder)", "Puma C (Adder)", "Puma Prime (Adder)"


def test_configurations_share_the_chassis_before_the_configuration():
    from mechdeck.games.battletech_tcg.abilities.card_flow import chassis
    assert chassis(PUMA_A) == chassis(PUMA_PRIME) == "Puma"
    assert chassis("Blackjack (BJ2-OB)") == "Blackjack" and chassis("Man O' War A (Gargoyle)") == "Man O' War"
    assert chassis("Koshi C Mist Lynx") == chassis("Koshi Prime (Mist Lynx)") == "Koshi"
    assert chassis("Widowmaker (Daishi Dire Wolf)") != chassis("Daishi A (Dire Wolf)")


def _pod(stock):
    return game({"stock": stock, "post": [POD, FILL, FILL], "hand": [FILL],
                 "patrol": [{"card": PUMA_A, "damage": 2}, STAY]}, {"stock": [FILL] * 5}, phase="deploy")


def test_omnimech_pod_cache_trades_an_omni_mech_for_another_configuration_paying_the_difference():
    s = _pod([FILL, PUMA_PRIME, PUMA_C, FILL, PUMA_A, "Fenris A (Ice Ferret)"])
    pod, puma = cid(s, POD, "post0"), cid(s, PUMA_A, "patrol0")
    assert ("use", pod, "pod") in options(s)
    do(s, ("use", pod, "pod"))                              # the only Omni 'Mech: chosen at once, and scrapped
    assert puma in s.zones["scrap0"]
    # the other configurations in the Stockpile (not another Puma A, not a Fenris), one choice per title
    assert options(s) == (("retrieve", PUMA_C), ("retrieve", PUMA_PRIME))
    do(s, ("retrieve", PUMA_PRIME))
    prime = cid(s, PUMA_PRIME, "patrol0")
    assert not s.counters.get("tap:%d" % prime) and "dmg:%d" % prime not in s.counters
    assert "P1 shuffles the Stockpile" in public(s)
    # base costs 5 and 3: two points, each 1 resource or a Stockpile card
    assert options(s) == (("pay for", prime), ("scrap", "stock0"))
    do(s, ("pay for", prime), ("tap", s.zones["post0"][1]))
    assert len(s.zones["stock0"]) == 5
    do(s, ("scrap", "stock0"))
    assert len(s.zones["stock0"]) == 4 and len(s.zones["scrap0"]) == 2
    assert s.decision.kind == "deploy-phase" and s.counters.get("tap:%d" % pod)


def test_omnimech_pod_cache_to_a_cheaper_configuration_costs_nothing_and_may_find_nothing():
    s = _pod([FILL, "Puma D (Adder)"])
    do(s, ("use", cid(s, POD, "post0"), "pod"))              # the only configuration found: taken at once
    assert names(s, "patrol0") == [STAY, "Puma D (Adder)"] and s.decision.kind == "deploy-phase"
    s = _pod([FILL, "Fenris A (Ice Ferret)"])
    do(s, ("use", cid(s, POD, "post0"), "pod"))
    assert names(s, "scrap0") == [PUMA_A] and "P1 finds no other configuration of Puma A (Adder)" in public(s)
    assert "P1 shuffles the Stockpile" in public(s)


def test_omnimech_pod_cache_only_in_the_deploy_phase_with_an_omni_mech():
    s = _pod([FILL])
    do(s, ("done",))
    assert ("use", cid(s, POD, "post0"), "pod") not in options(s)
    s = game({"stock": [FILL], "post": [POD], "hand": [FILL], "patrol": [STAY]}, {"stock": [FILL]}, phase="deploy")
    assert ("use", cid(s, POD, "post0"), "pod") not in options(s)   # no Omni 'Mech


# -- ME017 ComStar Investment -----------------------------------------------------------------------------------------
P2_ENDING = {"stock": [FILL] * 8, "post": ["Support - Logistics"], "hand": [FILL]}   # P2's End of Turn: a decision


def _to_own_deploy_phase(state):
    """Go on (done, or pass a reaction window) until P1's Deploy phase."""
    while not (state.decision.kind == "deploy-phase" and state.counters["active"] == 0):
        do(state, R.no_reaction(state) or ("done",))


def test_comstar_investment_grows_each_of_your_turns_and_taps_for_a_resource_per_counter_keeping_them():
    s = game({"stock": [FILL] * 8, "post": ["ComStar Investment"], "hand": [FILL], "patrol": [STAY],
              "build": [{"card": ATLAS, "cc": 0}]}, P2_ENDING, phase="end", active=1)
    ci = cid(s, "ComStar Investment", "post0")
    assert "investment:%d" % ci not in s.counters
    _to_own_deploy_phase(s)                                          # as P1's turn began: one counter
    assert s.counters["investment:%d" % ci] == 1 and "ComStar Investment gets an investment counter (1)" in public(s)
    do(s, ("use", ci, "invest"))
    assert s.counters["pool0"] == 1 and s.counters["investment:%d" % ci] == 1   # the counter stays
    assert "P1 gains 1 resource from ComStar Investment" in public(s)
    do(s, ("build", cid(s, ATLAS, "build0")))
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert s.counters["investment:%d" % ci] == 1                    # not on the opponent's turn
    _to_own_deploy_phase(s)
    assert s.counters["investment:%d" % ci] == 2


def test_comstar_investment_without_counters_cannot_be_tapped():
    s = game({"stock": [FILL] * 5, "post": ["ComStar Investment"], "hand": [FILL]}, {"stock": [FILL] * 5},
             phase="deploy")
    assert ("use", cid(s, "ComStar Investment", "post0"), "invest") not in options(s)


# -- MW076 Salvage Yard -----------------------------------------------------------------------------------------------
def test_salvage_yard_gets_a_counter_for_each_mech_you_control_that_is_scrapped():
    s = game({"stock": [FILL] * 5, "post": ["Salvage Yard", "Support - Tactics"],
              "patrol": [CICADA, "Commando (COM-2D)", STAY]},
             {"stock": [FILL] * 5, "post": ["Grayson Death Carlyle", "Salvage Yard"], "patrol": [ATLAS, BANSHEE]})
    mine, theirs = cid(s, "Salvage Yard", "post0"), cid(s, "Salvage Yard", "post1")
    cicada, commando = cid(s, CICADA, "patrol0"), cid(s, "Commando (COM-2D)", "patrol0")
    atlas, banshee = cid(s, ATLAS, "patrol1"), cid(s, BANSHEE, "patrol1")
    mission(s, cicada, commando, target="stock")
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    do(s, ("block", atlas), ("block", banshee), ("keep target out",))
    do(s, ("assign all", atlas, cicada), ("assign all", banshee, commando), ("done",))   # P2 first (lower initiative)
    do(s, ("assign", cicada, atlas), ("assign all", commando, atlas))
    finish_mission(s)
    assert s.counters["salvage:%d" % mine] == 2 and "salvage:%d" % theirs not in s.counters   # not the opponent's
    assert "Salvage Yard gets a salvage counter (2)" in public(s)


def test_salvage_yard_cashes_in_any_number_of_counters_in_your_deploy_phase():
    s = game({"stock": [FILL] * 8, "post": ["Salvage Yard"], "hand": [FILL], "patrol": [STAY],
              "build": [{"card": ATLAS, "cc": 0}]}, P2_ENDING, phase="end", active=1)
    yard = cid(s, "Salvage Yard", "post0")
    s.counters["salvage:%d" % yard] = 3
    _to_own_deploy_phase(s)
    do(s, ("use", yard, "cash in"))
    assert options(s) == (("withdraw", 3), ("withdraw", 2), ("withdraw", 1))
    do(s, ("withdraw", 2))
    assert s.counters["salvage:%d" % yard] == 1 and s.counters["pool0"] == 2
    assert "P1 removes 2 salvage counters from Salvage Yard: +2 resources" in public(s)
    do(s, ("let go",))
    assert ("tap", yard) not in options(s) and ("use", yard, "cash in") not in options(s)   # tapped
    do(s, ("done",))
    assert ("use", yard, "cash in") not in options(s)                # not in the Missions phase


# -- MW091 Support from Home ------------------------------------------------------------------------------------------
def test_support_from_home_counts_each_surviving_engaged_mech_after_every_battle():
    s = game({"stock": [FILL] * 5, "post": ["Support from Home", "Support - Tactics"],
              "patrol": [CICADA, "Commando (COM-2D)", DRAGON, STAY]},
             {"stock": [FILL] * 5, "post": ["Grayson Death Carlyle", "Support from Home"], "patrol": [ATLAS, BANSHEE]})
    mine, theirs = cid(s, "Support from Home", "post0"), cid(s, "Support from Home", "post1")
    cicada, commando, dragon = (cid(s, n, "patrol0") for n in (CICADA, "Commando (COM-2D)", DRAGON))
    atlas, banshee = cid(s, ATLAS, "patrol1"), cid(s, BANSHEE, "patrol1")
    mission(s, cicada, commando, dragon, target="stock")
    do(s, ("use", cid(s, "Grayson Death Carlyle", "post1"), "block"))
    do(s, ("block", atlas), ("block", banshee), ("keep target out",))
    do(s, ("assign all", atlas, cicada), ("assign all", banshee, commando))   # both scrapped; the Dragon is not
    while "m.att" in s.counters:
        do(s, ("done",) if ("done",) in options(s) else options(s)[-1])
    assert s.counters["support:%d" % mine] == 1 and s.counters["support:%d" % theirs] == 2   # the defender's too
    assert "Support from Home gets 1 support counter (1)" in public(s)


def test_support_from_home_gets_nothing_without_a_battle():
    s = game({"stock": [FILL] * 5, "post": ["Support from Home"], "patrol": [CICADA, STAY]}, {"stock": [FILL] * 5})
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    finish_mission(s)
    assert "support:%d" % cid(s, "Support from Home", "post0") not in s.counters


# -- MW097 Time Bomb --------------------------------------------------------------------------------------------------
def test_time_bomb_ticks_each_of_your_turns_and_goes_off_on_a_mech_or_site():
    s = game({"stock": [FILL] * 8, "post": ["Time Bomb"], "hand": [FILL], "patrol": [STAY]}, P2_ENDING,
             phase="end", active=1)
    bomb = cid(s, "Time Bomb", "post0")
    s.counters["time:%d" % bomb] = 2
    _to_own_deploy_phase(s)
    assert s.counters["time:%d" % bomb] == 3 and "Time Bomb gets a time counter (3)" in public(s)
    do(s, ("use", bomb, "detonate"))
    assert bomb in s.zones["scrap0"]
    stay, logistics = cid(s, STAY, "patrol0"), cid(s, "Support - Logistics", "post1")
    assert options(s) == (("damage", stay), ("damage", "stock0"), ("damage", "scrap0"), ("damage", "stock1"),
                          ("damage", "scrap1"), ("damage", logistics))
    do(s, ("damage", "stock1"))
    assert len(s.zones["stock1"]) == 5 and "Time Bomb deals 3 damage to P2's Stockpile" in public(s)


def test_time_bomb_without_time_counters_or_outside_the_deploy_phase_cannot_go_off():
    s = game({"stock": [FILL] * 5, "post": ["Time Bomb"], "hand": [FILL], "patrol": [STAY]}, {"stock": [FILL] * 5},
             phase="deploy")
    assert ("use", cid(s, "Time Bomb", "post0"), "detonate") not in options(s)
    s.counters["time:%d" % cid(s, "Time Bomb", "post0")] = 1
    do(s, ("done",))                                                  # the Missions phase
    assert ("use", cid(s, "Time Bomb", "post0"), "detonate") not in options(s)


def test_time_bomb_and_thumper_battery_offer_no_command_post_card_that_is_no_site():
    """An Alliance, a Box power, The Remembrance and Double Overtime are in the Command Post but are no sites (T1336):
    a card that damages "one site" does not offer them, as a mission cannot target them."""
    s = game({"stock": [FILL] * 8, "post": ["Time Bomb", "Thumper Battery"], "hand": [FILL], "patrol": [STAY]},
             {**P2_ENDING, "post": ["Support - Logistics", "The Star League", "Tharkad", "The Remembrance",
                                    "Double Overtime"]}, phase="end", active=1)
    bomb, thumper = cid(s, "Time Bomb", "post0"), cid(s, "Thumper Battery", "post0")
    s.counters["time:%d" % bomb] = 2
    _to_own_deploy_phase(s)
    do(s, ("use", bomb, "detonate"))
    logistics = cid(s, "Support - Logistics", "post1")
    no_sites = {c for c in s.zones["post1"] if c != logistics}
    assert len(no_sites) == 4 and ("damage", logistics) in options(s)
    assert not any(o[1] in no_sites for o in options(s))
    do(s, ("damage", "stock1"))
    do(s, ("done",))                                                  # the Missions phase: Thumper Battery
    do(s, ("use", thumper, "shell"))
    assert ("shell", logistics) in options(s) and ("shell", thumper) in options(s)
    assert not any(o[1] in no_sites for o in options(s))


# -- ME032 Expert Negotiating Team ------------------------------------------------------------------------------------
ENT, GDL, WDC = "Expert Negotiating Team", "Contract with Gray Death Legion", "Contract with Wolf's Dragoons"


def test_expert_negotiating_team_untaps_a_mercenary_card_of_either_player():
    s = game({"stock": [FILL] * 5, "post": [ENT, {"card": FILL, "tapped": True}, {"card": WDC, "tapped": True}],
              "patrol": [CICADA, STAY]},
             {"stock": [FILL] * 5, "post": [{"card": GDL, "tapped": True}]})
    ent, wdc, gdl = cid(s, ENT, "post0"), cid(s, WDC, "post0"), cid(s, GDL, "post1")
    do(s, ("use", ent, "untap"))
    assert options(s) == (("untap", wdc), ("untap", gdl))        # only cards with the keyword Mercenary
    do(s, ("untap", gdl))
    assert not s.counters.get("tap:%d" % gdl) and s.counters.get("tap:%d" % ent)
    assert "Expert Negotiating Team untaps Contract with Gray Death Legion" in public(s)


def test_expert_negotiating_team_only_in_your_missions_phase_outside_missions():
    s = game({"stock": [FILL] * 5, "post": [ENT, {"card": WDC, "tapped": True}], "patrol": [CICADA, STAY],
              "hand": [FILL]}, {"stock": [FILL] * 5}, phase="deploy")
    ent = cid(s, ENT, "post0")
    assert ("use", ent, "untap") not in options(s)
    do(s, ("done",))
    assert ("use", ent, "untap") in options(s)
    mission(s, cid(s, CICADA, "patrol0"), target="stock")
    assert not [a for a in options(s) if a[:2] == ("use", ent)]


# -- ME056 Mercenary Commission Contacts ------------------------------------------------------------------------------
def test_mercenary_commission_contacts_finds_shows_and_takes_a_mercenary_card_then_shuffles():
    s = game({"stock": [FILL, GDL, KHP, FILL, "Lance Commander"], "post": ["Mercenary Commission Contacts"],
              "hand": [FILL]}, {"stock": [FILL] * 5}, phase="deploy")
    mcc = cid(s, "Mercenary Commission Contacts", "post0")
    do(s, ("use", mcc, "search"))
    assert options(s) == (("retrieve", GDL), ("retrieve", KHP))   # not the Lance Commander: no keyword Mercenary
    do(s, ("retrieve", GDL))
    gdl = cid(s, GDL, "hand0")
    assert "P1 shows Contract with Gray Death Legion and puts it into the hand" in public(s)
    from mechdeck.games.battletech_tcg.knowledge import known
    assert gdl in known(s, 1)                                    # shown to all players
    assert len(s.zones["stock0"]) == 4 and "P1 shuffles the Stockpile" in public(s)


def test_mercenary_commission_contacts_finding_nothing_still_shuffles():
    s = game({"stock": [FILL, "Lance Commander"], "post": ["Mercenary Commission Contacts"], "hand": [FILL]},
             {"stock": [FILL] * 5}, phase="deploy")
    do(s, ("use", cid(s, "Mercenary Commission Contacts", "post0"), "search"))
    assert "P1 finds no Mercenary card" in public(s) and "P1 shuffles the Stockpile" in public(s)
    assert len(s.zones["hand0"]) == 1


# -- ME058 Mercenary Relations Division -------------------------------------------------------------------------------
def test_mercenary_relations_division_returns_a_mercenary_card_from_the_scrapheap():
    s = game({"stock": [FILL] * 5, "post": ["Mercenary Relations Division"], "hand": [FILL],
              "scrap": [KHP, "Lance Commander", GDL]}, {"stock": [FILL] * 5}, phase="deploy")
    mrd = cid(s, "Mercenary Relations Division", "post0")
    assert ("tap", mrd) in options(s)                              # {T}: {R} as well
    do(s, ("use", mrd, "take"))
    assert options(s) == (("take", cid(s, KHP, "scrap0")), ("take", cid(s, GDL, "scrap0")))
    do(s, ("take", cid(s, GDL, "scrap0")))
    assert names(s, "hand0") == [FILL, GDL]
    assert "P1 returns Contract with Gray Death Legion from the Scrapheap to the hand" in public(s)


def test_mercenary_relations_division_needs_a_mercenary_card_in_the_scrapheap():
    s = game({"stock": [FILL] * 5, "post": ["Mercenary Relations Division"], "hand": [FILL],
              "scrap": ["Lance Commander"]}, {"stock": [FILL] * 5}, phase="deploy")
    assert ("use", cid(s, "Mercenary Relations Division", "post0"), "take") not in options(s)


# -- ME004 Ammo Truck -------------------------------------------------------------------------------------------------
TRUCK = "Ammo Truck"


def _truck_block(truck):
    s = game({"stock": [FILL] * 5, "patrol": [STAY, "Hunchback (HBK-4G)"]},
             {"stock": [FILL] * 5, "post": [truck], "patrol": [ATLAS]})
    hunchback, atlas = cid(s, "Hunchback (HBK-4G)", "patrol0"), cid(s, ATLAS, "patrol1")
    mission(s, hunchback, target="stock")
    do(s, ("block", atlas), ("keep target out",), ("alpha strike", atlas, 0))
    play_out(s)
    return s, atlas


def test_ammo_truck_untapped_spares_your_blocking_mechs_alpha_strike_from_depletion():
    s, atlas = _truck_block(TRUCK)
    assert not s.counters.get("dep:%d" % atlas) and "Atlas (AS7-D) used Alpha Strike and does not deplete" in public(s)
    s, atlas = _truck_block({"card": TRUCK, "tapped": True})
    assert s.counters.get("dep:%d" % atlas)                          # tapped: the Atlas depletes


def test_ammo_truck_reloads_a_depleted_mech_in_the_missions_phase_outside_missions():
    s = game({"stock": [FILL] * 5, "post": [TRUCK], "hand": [FILL],
              "patrol": [{"card": CICADA, "depleted": True, "tapped": True}, STAY]}, {"stock": [FILL] * 5},
             phase="deploy")
    truck, cicada = cid(s, TRUCK, "post0"), cid(s, CICADA, "patrol0")
    assert ("use", truck, "reload") not in options(s)
    do(s, ("done",))
    do(s, ("use", truck, "reload"))                                   # the only depleted 'Mech: chosen at once
    assert not s.counters.get("dep:%d" % cicada) and s.counters.get("tap:%d" % cicada)   # reloaded: tapped
    assert "Ammo Truck reloads Cicada (CDA-2A)" in public(s)
    mission(s, cid(s, STAY, "patrol0"), target="stock")
    assert not [a for a in options(s) if a[:2] == ("use", truck)]


def test_ammo_truck_deployed_and_revealed_the_same_turn_makes_an_additional_deployment():
    s = game({"stock": [FILL] * 5, "post": [FILL, FILL], "hand": [TRUCK, FILL, FILL]}, {"stock": [FILL] * 5},
             phase="deploy")
    truck = cid(s, TRUCK, "hand0")
    deploys = s.counters["deploys"]
    do(s, ("deploy", truck), *[("tap", c) for c in s.zones["post0"][:1]], ("build", truck))
    do(s, ("tap", s.zones["post0"][1]), ("build", truck), ("reveal", truck))   # 0 + 2 for the missing Logistics
    assert truck in s.zones["post0"] and s.counters["deploys"] == deploys


# -- ME093 Transportation Delay ---------------------------------------------------------------------------------------
DELAY = "Transportation Delay"


def _delay():
    s = later(game({"stock": [FILL] * 5, "post": [FILL], "hand": [FILL], "build": [{"card": DRAGON, "cc": 2}]},
                   {"stock": [FILL] * 5, "build": [{"card": DELAY, "cc": 3}]}, phase="deploy"))
    return s, cid(s, DRAGON, "build0"), cid(s, DELAY, "build1")


def test_transportation_delay_depletes_a_mech_the_opponent_activates():
    s, dragon, delay = _delay()
    do(s, ("reveal", dragon))
    assert s.decision.player == 1 and s.decision.kind == "reaction"   # cost 1 and 2 for the missing Logistics
    assert options(s) == (("reveal", delay), ("pass",))
    do(s, ("reveal", delay))
    assert names(s, "scrap1") == [DELAY] and "Dragon (DRG-1N) is depleted (Transportation Delay)" in public(s)
    assert s.counters.get("dep:%d" % dragon) and s.counters.get("tap:%d" % dragon)
    while s.counters["active"] == 0:
        do(s, ("done",))
    assert dragon in s.zones["patrol0"] and s.counters.get("dep:%d" % dragon)   # reloaded in P1's next Repair phase


def test_transportation_delay_passed_or_in_a_base_set_game_changes_nothing():
    s, dragon, delay = _delay()
    do(s, ("reveal", dragon), ("pass",))
    assert not s.counters.get("dep:%d" % dragon) and delay in s.zones["build1"]
    s = game({"stock": [FILL] * 5, "post": [FILL], "hand": [FILL], "build": [{"card": DRAGON, "cc": 2}]},
             {"stock": [FILL] * 5, "build": [{"card": DELAY, "cc": 3}]}, phase="deploy")
    s.config = dict(s.config, format="base")   # said by the set-up: no deck may hold the card, so no window opens
    do(s, ("reveal", cid(s, DRAGON, "build0")))
    assert s.decision.player == 0


def test_transportation_delay_is_not_offered_for_your_own_mech_nor_revealed_otherwise():
    s = later(game({"stock": [FILL] * 5, "post": [FILL], "hand": [FILL],
                    "build": [{"card": DRAGON, "cc": 2}, {"card": DELAY, "cc": 3}]}, {"stock": [FILL] * 5},
                   phase="deploy"))
    delay = cid(s, DELAY, "build0")
    assert ("reveal", delay) not in options(s)
    do(s, ("reveal", cid(s, DRAGON, "build0")))
    assert s.decision.player == 0 and delay in s.zones["build0"]


# -- MW095 The Remembrance --------------------------------------------------------------------------------------------
REM = "The Remembrance"


def test_the_remembrance_gets_a_verse_counter_for_each_opposing_mech_scrapped():
    s = game({"stock": [FILL] * 5, "post": [REM], "patrol": [BANSHEE, STAY]},
             {"stock": [FILL] * 5, "post": [REM], "patrol": [CICADA]})
    mine, theirs = cid(s, REM, "post0"), cid(s, REM, "post1")
    banshee, cicada = cid(s, BANSHEE, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, banshee, target="stock")
    do(s, ("block", cicada), ("keep target out",))
    finish_mission(s)                                              # the Banshee's 5 scraps the Cicada
    assert cicada in s.zones["scrap1"]
    assert s.counters["verse:%d" % mine] == 1 and "verse:%d" % theirs not in s.counters   # an opposing 'Mech only
    assert "The Remembrance gets a verse counter (1)" in public(s)


def test_the_remembrance_removes_verse_counters_for_damage_to_an_opposing_mech_once_per_mission():
    s = game({"stock": [FILL] * 5, "post": [REM]}, {"stock": [FILL] * 5, "patrol": [CICADA, STAY]}, active=1)
    rem, cicada = cid(s, REM, "post0"), cid(s, CICADA, "patrol1")
    s.counters["verse:%d" % rem] = 3
    mission(s, cicada, target="stock")                             # the attacking Cicada: an opposing 'Mech in it
    while s.decision.player != 0 or ("use", rem, "recite") not in options(s):
        do(s, options(s)[-1])
    do(s, ("use", rem, "recite"))
    assert options(s) == (("withdraw", 3), ("withdraw", 2), ("withdraw", 1))
    do(s, ("withdraw", 2))                                         # the only opposing 'Mech: chosen at once
    assert s.counters["verse:%d" % rem] == 1 and ("use", rem, "recite") not in options(s)   # once per mission
    finish_mission(s)
    assert s.counters["dmg:%d" % cicada] == 2                      # armor 0
    assert ("use", rem, "recite") not in options(s)                # not outside a mission


def test_the_remembrance_cannot_be_attacked_and_scraps_your_other_copies_when_activated():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, STAY]}, {"stock": [FILL] * 5, "post": [REM]})
    do(s, ("mission",), ("add", cid(s, CICADA, "patrol0")))
    assert ("target", cid(s, REM, "post1")) not in options(s) and ("target", "stock") in options(s)
    s = game({"stock": [FILL] * 5, "post": [REM], "hand": [FILL], "build": [{"card": REM, "cc": 7}]},
             {"stock": [FILL] * 5, "post": [REM]}, phase="deploy")
    old, new, theirs = cid(s, REM, "post0"), cid(s, REM, "build0"), cid(s, REM, "post1")
    do(s, ("reveal", new))                                         # 1, and 3 + 3 for the missing Politics and Tech
    assert s.zones["post0"] == [new] and old in s.zones["scrap0"] and theirs in s.zones["post1"]
    assert "The Remembrance is scrapped (another The Remembrance was activated)" in public(s)


# -- ME020 ComStar Technicians ----------------------------------------------------------------------------------------
TECHS = "ComStar Technicians"


def test_comstar_technicians_pays_two_for_a_communique_counter_in_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": [TECHS, FILL, FILL], "hand": [FILL]}, {"stock": [FILL] * 5},
             phase="deploy")
    techs = cid(s, TECHS, "post0")
    do(s, ("use", techs, "counter"), *[("tap", c) for c in s.zones["post0"][1:]])
    assert s.counters["communique:%d" % techs] == 1 and s.counters.get("tap:%d" % techs)
    assert "ComStar Technicians gets a communiqué counter (1)" in public(s)
    s = game({"stock": [FILL] * 5, "post": [TECHS, FILL], "hand": [FILL]}, {"stock": [FILL] * 5}, phase="deploy")
    assert ("use", cid(s, TECHS, "post0"), "counter") not in options(s)   # one resource: cannot pay {R}{R}


def test_comstar_technicians_removes_counters_to_prevent_damage_to_the_target_site():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE, STAY]}, {"stock": [FILL] * 8, "post": [TECHS]})
    techs = cid(s, TECHS, "post1")
    s.counters["communique:%d" % techs] = 2
    mission(s, cid(s, BANSHEE, "patrol0"), target="stock")
    while s.decision.player != 1 or ("use", techs, "prevent") not in options(s):
        do(s, options(s)[-1])
    do(s, ("use", techs, "prevent"))                               # once per mission, as every ability (T1052)
    assert s.counters["communique:%d" % techs] == 1 and ("use", techs, "prevent") not in options(s)
    finish_mission(s)
    assert len(s.zones["stock1"]) == 8 - 4                         # the Banshee's 5, 1 prevented


def test_comstar_technicians_prevents_nothing_for_a_mech_target():
    s = game({"stock": [FILL] * 5, "patrol": [CICADA, STAY]}, {"stock": [FILL] * 8, "post": [TECHS], "patrol": [ATLAS]})
    techs = cid(s, TECHS, "post1")
    s.counters["communique:%d" % techs] = 1
    mission(s, cid(s, CICADA, "patrol0"), target=cid(s, ATLAS, "patrol1"))
    while in_mission(s):
        assert ("use", techs, "prevent") not in options(s)
        do(s, R.no_reaction(s) or (("done",) if ("done",) in options(s) else options(s)[-1]))
    assert s.counters["communique:%d" % techs] == 1


# -- ME092 Tracking System Failure ------------------------------------------------------------------------------------
TSF, FENRIS = "Tracking System Failure", "Fenris Prime (Ice Ferret)"   # Fenris: fast 3/1/6


def _tracking():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": TSF, "cc": 5}], "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 5, "patrol": [FENRIS, CICADA]}, phase="deploy")
    fenris, cicada = cid(s, FENRIS, "patrol1"), cid(s, CICADA, "patrol1")
    do(s, ("reveal", cid(s, TSF, "build0")))                       # cost 1 and 4 for the missing Politics
    return s, fenris, cicada


def test_tracking_system_failure_goes_on_an_opposing_mech_slow_with_2_less_attack():
    from mechdeck.games.battletech_tcg.board import speed
    from mechdeck.games.battletech_tcg.missions import attack_of
    s, fenris, cicada = _tracking()
    assert s.decision.kind == "attach" and options(s) == (("on", fenris), ("on", cicada))   # not P1's own 'Mechs
    do(s, ("on", fenris))
    tsf = cid(s, TSF, "attached1")
    assert s.counters["on:%d" % tsf] == fenris and speed(s, fenris) == 1 and speed(s, cicada) == 3
    do(s, ("done",))
    mission(s, cid(s, DRAGON, "patrol0"), target=fenris)            # slow now: a moderate 'Mech may attack it
    assert attack_of(s, fenris) == 1                                  # 3 - 2


def test_tracking_system_failure_mech_cannot_block_unless_guarding():
    s, fenris, cicada = _tracking()
    do(s, ("on", fenris), ("done",))
    mission(s, cid(s, STAY, "patrol0"), target="stock")               # slow: both could block it
    assert [a for a in options(s) if a[0] == "block"] == [("block", cicada)]


def test_tracking_system_failure_mech_guarding_the_target_still_blocks():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": TSF, "cc": 5}], "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 5, "patrol": [{"card": FENRIS, "guard": "stock"}, CICADA]}, phase="deploy")
    fenris = cid(s, FENRIS, "patrol1")
    do(s, ("reveal", cid(s, TSF, "build0")), ("on", fenris), ("done",))
    mission(s, cid(s, STAY, "patrol0"), target="stock")
    assert ("block", fenris) in options(s)
