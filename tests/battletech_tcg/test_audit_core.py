"""Audit of the core rules (rulebook and the Player's Guide's general rulings) against the engine: each test pins a
place where the engine did not do what the texts say, or a reading taken (docs/rulings.md T500-T529)."""
from mechdeck.games.battletech_tcg.board import units_in_play

from tcg_support import FILL, R, cid, do, finish_effects, public, game as tcg_game


def game(p0, p1, **spec):
    return tcg_game(p0, p1, stock=10, **spec)


# -- a card revealed by damage while not paid for (T500) ----------------------------------------------------------------
def test_card_revealed_unpaid_is_no_unit_and_is_activated_once_paid():
    """Revealed by an unblocked attack but not paid for, a 'Mech card is still under construction: not a unit (no
    pilot can go on it); once its owner has paid its cost it can be activated in the Deploy phase."""
    s = game({"post": ["Support - Tactics", "Support - Politics", FILL],
              "build": [{"card": "Dragon (DRG-1N)", "cc": 1, "up": True, "counters": {"unpaid": True}},
                        {"card": "Gray Death Pilot", "cc": 0}]},
             {}, phase="deploy")
    dragon, pilot = cid(s, "Dragon (DRG-1N)", "build0"), cid(s, "Gray Death Pilot", "build0")
    assert dragon not in units_in_play(s, 0)
    assert ("reveal", pilot) not in s.decision.options      # no 'Mech for it to go on
    assert ("reveal", dragon) not in s.decision.options     # 1 of 2 paid
    do(s, ("tap", cid(s, "Support - Politics", "post0")), ("build", dragon))
    assert ("reveal", dragon) in s.decision.options
    do(s, ("reveal", dragon))
    assert dragon in units_in_play(s, 0) and not s.counters.get(f"unpaid:{dragon}")
    assert ("reveal", pilot) in s.decision.options
    do(s, "done")
    while s.counters["active"] == 0:
        do(s, "done")
    assert dragon in s.zones["patrol0"]


# -- guards guard sites, never 'Mechs (T501) ----------------------------------------------------------------------------
def test_guard_of_a_card_that_becomes_a_mech_returns_to_patrol():
    """"A 'Mech can't guard another 'Mech": a slow 'Mech guarding a card under construction that is activated as a
    'Mech stops guarding it, so it cannot block a fast attack on that 'Mech."""
    s = game({"post": [FILL], "build": [{"card": "Dragon (DRG-1N)", "cc": 2}],
              "patrol": [{"card": "Banshee (BNC-3E)", "guard": "build:0"}]},
             {"patrol": ["Cicada (CDA-3M)"]}, phase="deploy")
    dragon, banshee = cid(s, "Dragon (DRG-1N)", "build0"), cid(s, "Banshee (BNC-3E)", "patrol0")
    do(s, ("reveal", dragon))
    assert s.counters.get(f"guard:{banshee}") is None
    while s.counters["active"] == 0:
        assert not any(o[0] == "guard" and len(o) == 3 and o[2] == dragon for o in s.decision.options)
        do(s, "done")
    while ("mission",) not in s.decision.options:
        do(s, "done")
    cicada = cid(s, "Cicada (CDA-3M)", "patrol1")
    do(s, ("mission",), ("add", cicada), ("target", dragon))
    assert ("block", banshee) not in s.decision.options


def test_guard_of_a_scrapped_site_returns_to_patrol():
    """A 'Mech guarding a card under construction that is scrapped no longer guards anything: it is back on patrol
    and blocks by speed again."""
    s = game({"patrol": ["Cicada (CDA-3M)", "Cicada (CDA-2A)"]},
             {"build": [{"card": "Dragon (DRG-1N)", "cc": 0}],
              "patrol": [{"card": "Mercury (MCY-97)", "guard": "build:0"}]})
    c3m, c2a = cid(s, "Cicada (CDA-3M)", "patrol0"), cid(s, "Cicada (CDA-2A)", "patrol0")
    site, mercury = cid(s, "Dragon (DRG-1N)", "build1"), cid(s, "Mercury (MCY-97)", "patrol1")
    do(s, ("mission",), ("add", c3m), ("target", site))
    do(s, "no block")
    finish_effects(s)
    assert site in s.zones["scrap1"]
    assert s.counters.get(f"guard:{mercury}") is None
    do(s, ("mission",), ("add", c2a), ("target", "stock"))
    assert ("block", mercury) in s.decision.options


# -- End of Turn: activated 'Mechs move to patrol (T502) ----------------------------------------------------------------
def test_mech_activated_by_an_unblocked_attack_moves_to_patrol_at_the_end_of_that_turn():
    """Activated on the opponent's turn (revealed by an unblocked attack while still paid for), a 'Mech moves to its
    Patrol region at the end of that turn ("At the end of the turn in which it is finished being constructed, a
    'Mech moves ... into the Patrol region"), so it may go on missions in its owner's next turn."""
    s = game({"patrol": ["Cicada (CDA-3M)", {"card": "Mercury (MCY-97)", "guard": "scrap"}]},
             {"post": [FILL], "build": [{"card": "Dragon (DRG-1N)", "cc": 4}]})
    cicada, dragon = cid(s, "Cicada (CDA-3M)", "patrol0"), cid(s, "Dragon (DRG-1N)", "build1")
    do(s, ("mission",), ("add", cicada), ("target", dragon))
    finish_effects(s)
    assert dragon in s.zones["build1"] and s.counters.get(f"up:{dragon}")
    while s.counters["active"] == 0:
        do(s, "done")
    assert dragon in s.zones["patrol1"] and not s.counters.get(f"up:{dragon}")
    while s.decision.prompt.startswith("Missions") is False:
        do(s, "done")
    assert ("mission",) in s.decision.options


# -- an activated 'Mech still in the Construction region is a 'Mech, not a card under construction (T503) -------------
def test_activated_mech_in_the_construction_region_is_attacked_as_a_mech():
    """Once activated, a 'Mech waiting in the Construction region for the End of Turn is a Unit: only faster 'Mechs
    may attack it, and attacked it battles (deals its damage to the attackers)."""
    s = game({"patrol": ["Dragon (DRG-1N)", "Cicada (CDA-3M)", {"card": "Mercury (MCY-97)", "guard": "scrap"}]},
             {"build": [{"card": "Commando (COM-2D)", "up": True}, {"card": "Cicada (CDA-2A)", "up": True}]})
    dragon, cicada = cid(s, "Dragon (DRG-1N)", "patrol0"), cid(s, "Cicada (CDA-3M)", "patrol0")
    commando, fast = cid(s, "Commando (COM-2D)", "build1"), cid(s, "Cicada (CDA-2A)", "build1")
    do(s, ("mission",), ("add", dragon))
    assert ("target", commando) not in s.decision.options and ("target", fast) not in s.decision.options
    do(s, ("cancel",), ("mission",), ("add", cicada))
    assert ("target", commando) in s.decision.options and ("target", fast) not in s.decision.options
    do(s, ("target", commando))
    finish_effects(s)
    assert s.counters.get(f"dmg:{cicada}") == 2          # the Commando's 2 attack, Cicada armor 0
    assert s.counters.get(f"dmg:{commando}") == 1        # Cicada's 2 attack, Commando armor 1


# -- a battle: blocked, or a Unit attacked (T504) -----------------------------------------------------------------------
def test_unblocked_attack_on_a_mech_card_under_construction_is_no_battle():
    """"Use this ability only during battle": an unblocked attack on a card under construction is no battle, even when
    the card is a 'Mech card (it "is not a specific Unit", Player's Guide); an unblocked attack on a 'Mech is one."""
    s = game({"post": ["Helicopter Support", "Support - Tactics"],
              "patrol": ["Cicada (CDA-3M)", {"card": "Mercury (MCY-97)", "guard": "scrap"}]},
             {"build": [{"card": "Dragon (DRG-1N)", "cc": 2}], "patrol": ["Banshee (BNC-3E)"]})
    heli, cicada = cid(s, "Helicopter Support", "post0"), cid(s, "Cicada (CDA-3M)", "patrol0")
    dragon, banshee = cid(s, "Dragon (DRG-1N)", "build1"), cid(s, "Banshee (BNC-3E)", "patrol1")
    do(s, ("mission",), ("add", cicada), ("target", dragon))
    assert s.decision.player == 0 and ("use", heli, "hit") not in s.decision.options
    finish_effects(s)
    s = game({"post": ["Helicopter Support", "Support - Tactics"],
              "patrol": ["Cicada (CDA-3M)", {"card": "Mercury (MCY-97)", "guard": "scrap"}]},
             {"patrol": ["Banshee (BNC-3E)"]})
    heli, cicada = cid(s, "Helicopter Support", "post0"), cid(s, "Cicada (CDA-3M)", "patrol0")
    banshee = cid(s, "Banshee (BNC-3E)", "patrol1")
    do(s, ("mission",), ("add", cicada), ("target", banshee))
    while s.decision.player == 1:
        do(s, "done")
    assert ("use", heli, "hit") in s.decision.options


# -- Mission cards: at most the player's initiative, one of each per mission -----------------------------------------
def test_mission_cards_limited_by_current_initiative_and_one_of_each():
    """"The number of Mission cards a player uses must be equal to or less than that player's initiative" (the
    current one: Accurate Intelligence's +1 initiative lets a second card follow) and "cannot use more than one of a
    specific Mission card per mission"."""
    s = game({"post": ["Support - Tactics"], "hand": ["Accurate Intelligence", "Accurate Intelligence",
                                                        "Good Shooting!", "Move to Partial Cover"],
              "patrol": ["Cicada (CDA-3M)", {"card": "Mercury (MCY-97)", "guard": "scrap"}]}, {})
    cicada = cid(s, "Cicada (CDA-3M)", "patrol0")
    ai = [c for c in s.zones["hand0"] if R.card_name(s.card_types[c]) == "Accurate Intelligence"]
    gs, cover = cid(s, "Good Shooting!", "hand0"), cid(s, "Move to Partial Cover", "hand0")
    do(s, ("mission",), ("add", cicada), ("target", "stock"))
    assert ("play", gs) in s.decision.options
    do(s, ("play", ai[0]))
    while s.decision.prompt.startswith("P1") is False:
        do(s, s.decision.options[0])
    assert ("play", ai[1]) not in s.decision.options and ("play", gs) in s.decision.options
    do(s, ("play", gs))
    while s.decision.prompt.startswith("P1") is False:
        do(s, s.decision.options[0])
    assert not any(o[0] == "play" for o in s.decision.options)      # 2 played, initiative 2
    assert cover in s.zones["hand0"]


# -- victory --------------------------------------------------------------------------------------------------------------
def test_stockpile_damage_equal_to_its_cards_is_no_loss_until_a_draw():
    """A player loses when the Stockpile "cannot scrap enough cards to equal the damage", or must draw from an empty
    Stockpile: damage equal to the cards left empties it without a loss; the next draw loses."""
    s = game({"patrol": ["Cicada (CDA-3M)"]}, {"stock": [FILL, FILL]})
    cicada = cid(s, "Cicada (CDA-3M)", "patrol0")
    do(s, ("mission",), ("add", cicada), ("target", "stock"))
    while "m.att" in s.counters:
        do(s, "done")
    assert s.zones["stock1"] == [] and s.stack == []
    assert R.result(s)["winner"] == 0 and "P2 must draw from an empty Stockpile" in public(s)
    assert not any("cannot scrap" in t for t in public(s))


# -- an unblocked attack that deals no damage to a card under construction (T505) --------------------------------------
def test_unblocked_attack_with_no_damage_does_not_reveal_a_card_under_construction():
    """The rulebook's damage table and its "Under construction" entry reveal a card when *damage* from an unblocked
    source reaches it; an unblocked attacker with 0 attack deals none, so the card stays face down."""
    s = game({"patrol": ["Dasher C (Fire Moth)"]}, {"build": [{"card": "Dragon (DRG-1N)", "cc": 2}]})
    dasher, dragon = cid(s, "Dasher C (Fire Moth)", "patrol0"), cid(s, "Dragon (DRG-1N)", "build1")
    do(s, "mission", ("add", dasher), ("target", dragon))
    finish_effects(s)
    assert s.counters.get(f"up:{dragon}") is None and s.counters[f"cc:{dragon}"] == 2
