"""Audit of the rulebook's Glossary of Terms and Quick Reference against the engine, entry by entry: each test pins
an entry no scenario file pinned yet, or a place where the engine did not do what the entry says (docs/rulings.md
T650-T669).  The entries already pinned elsewhere are listed in the report of this audit."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import initiative, legal_targets

from tcg_support import FILL, cid, do, finish_effects, game as tcg_game, names, patch_dice, public


def game(p0, p1, **spec):
    return tcg_game(p0, p1, stock=10, **spec)


# -- Depleted (Player's Guide, Unit Stats: an included depleted Unit "won't deal damage but can use abilities and
# options") --------------------------------------------------------------------------------------------------------
def _depleted_target_included(target):
    s = game({"patrol": ["Dragon (DRG-1N)", "Banshee (BNC-3E)"]},
             {"patrol": [{"card": target, "tapped": True, "depleted": True}, "Clint (CLNT-2-3T)"]})
    dragon, tgt = cid(s, "Dragon (DRG-1N)", "patrol0"), cid(s, target, "patrol1")
    clint = cid(s, "Clint (CLNT-2-3T)", "patrol1")
    do(s, ("mission",), ("add", dragon), ("target", tgt), ("block", clint),
       ("include target",))
    return s, dragon, tgt, clint


def test_depleted_target_included_in_the_battle_may_use_its_options():
    """A depleted Blackjack (Jump 1: +1 initiative, Overheat 1: +1) included in the battle may jump and overheat, though
    it still deals no damage."""
    s, dragon, blackjack, clint = _depleted_target_included("Blackjack (BJ2)")
    assert s.decision.player == 1   # a tie: the defender first
    assert ("jump", blackjack, 0) in s.decision.options
    assert ("overheat", blackjack, 0) in s.decision.options
    do(s, ("jump", blackjack, 0))
    assert initiative(s, 1) == 1
    assert not any(o[0] in ("assign", "assign all") and o[1] == blackjack for o in s.decision.options)


def test_depleted_target_included_fires_no_missiles_and_makes_no_alpha_strike():
    """Missiles are part of the damage a Unit deals (Player's Guide, Missiles) and an Alpha Strike only adds damage: a
    depleted Atlas, which deals no damage, is offered neither."""
    s, dragon, atlas, clint = _depleted_target_included("Atlas (AS7-D)")
    kinds = {o[0] for o in s.decision.options if len(o) > 1 and o[1] == atlas}
    assert "missile" not in kinds and "alpha strike" not in kinds


def test_depleted_ecm_target_included_protects_its_group():
    """"Can use abilities and options, such as ... ECM": a depleted Raven (ECM) included in the battle gives the
    blocking Clint +1 armor, so the Dragon's 2 damage does no structure damage."""
    s, dragon, raven, clint = _depleted_target_included("Raven (RVN-3L)")
    do(s, ("assign all", clint, dragon), ("done",), ("assign all", dragon, clint), ("done",))
    finish_effects(s)
    assert "Clint (CLNT-2-3T) takes 2 damage (0 to structure)" in public(s)


def test_a_depleted_mech_may_be_attacked_by_a_slower_mech():
    """Glossary, Attack / Depleted: "Depleted 'Mechs can be attacked" -- by any 'Mech, even a slower one."""
    s = game({"patrol": ["Banshee (BNC-3E)"]},
             {"patrol": [{"card": "Mercury (MCY-97)", "tapped": True, "depleted": True}, "Cicada (CDA-3M)"]})
    banshee = cid(s, "Banshee (BNC-3E)", "patrol0")
    mercury, cicada = cid(s, "Mercury (MCY-97)", "patrol1"), cid(s, "Cicada (CDA-3M)", "patrol1")
    targets = legal_targets(s, 0, (banshee,))
    assert mercury in targets and cicada not in targets


# -- Reveal: a Command card revealed by an unblocked attack goes to the Command Post at once --------------------------
def test_command_card_revealed_by_an_unblocked_attack_goes_to_the_command_post_at_once():
    """Player's Guide, Deploy Phase: "Command cards move into your Command Post as soon as you activate them."  NAIS
    (cost 3, 5 counters) revealed by an unblocked Dragon (2 damage: 4 counters left, still paid for) is activated in
    the attacker's Missions phase: it is in the Command Post at once, a site that can be attacked, and its Tactics
    counts for its owner's initiative in the next mission."""
    s = game({"patrol": ["Dragon (DRG-1N)", "Cicada (CDA-3M)", "Banshee (BNC-3E)"]},
             {"build": [{"card": "NAIS", "cc": 5}]})
    dragon, cicada = cid(s, "Dragon (DRG-1N)", "patrol0"), cid(s, "Cicada (CDA-3M)", "patrol0")
    nais = cid(s, "NAIS", "build1")
    assert initiative(s, 1) == 0
    do(s, ("mission",), ("add", dragon), ("target", nais))
    finish_effects(s)
    assert nais in s.zones["post1"] and not s.counters.get(f"cc:{nais}")
    assert not s.counters.get(f"tap:{nais}")
    assert s.counters["active"] == 0 and s.decision.player == 0
    do(s, ("mission",), ("add", cicada))
    assert ("target", nais) in s.decision.options
    do(s, ("target", "stock"))
    assert initiative(s, 1) == 1


# -- End of Turn: "There is no handsize limit, so you do not need to discard" --------------------------------------
def test_no_hand_size_limit_at_the_end_of_the_turn():
    hand = ["Dragon (DRG-1N)"] * 14
    s = game({"hand": hand}, {}, phase="end")
    while s.counters["active"] == 0:
        do(s, "done")
    assert len(s.zones["hand0"]) == 14 and not s.zones["scrap0"]


def test_a_depleted_mech_stays_tapped_when_a_card_would_untap_it(monkeypatch):
    """Glossary, Depleted: "'Mechs that use Alpha Strike are depleted and are tapped until they are reloaded."  Bearer
    of McKennsy Hammer's 4-6 untaps its 'Mech at the end of the mission; an Enforcer that made an Alpha Strike in
    that mission is depleted by then and stays tapped."""
    patch_dice(monkeypatch, 6)
    s = game({"patrol": [{"card": "Enforcer (ENF-4R)", "pilot": "Bearer of McKennsy Hammer"}, "Mercury (MCY-97)"]},
             {})
    enforcer = cid(s, "Enforcer (ENF-4R)", "patrol0")
    do(s, ("mission",), ("add", enforcer), ("target", "stock"))
    do(s, ("alpha strike", enforcer, 0))
    finish_effects(s)
    assert mark(s, "dep", enforcer) and mark(s, "tap", enforcer)
    assert "Enforcer (ENF-4R) is depleted" in public(s)


def test_pilot_revealed_by_an_unblocked_attack_goes_on_a_mech_at_once():
    """Glossary, Reveal / Pilot: a paid-for Veteran MechWarrior revealed by an unblocked Cicada (2 damage: 4 of 5
    counters left, cost 1 + 2 without Tactics) is activated at once: its owner puts it on one of its 'Mechs."""
    s = game({"patrol": ["Cicada (CDA-3M)", "Mercury (MCY-97)"]},
             {"build": [{"card": "Veteran MechWarrior", "cc": 5}], "patrol": ["Banshee (BNC-3E)"]})
    cicada, banshee = cid(s, "Cicada (CDA-3M)", "patrol0"), cid(s, "Banshee (BNC-3E)", "patrol1")
    veteran = cid(s, "Veteran MechWarrior", "build1")
    do(s, ("mission",), ("add", cicada), ("target", veteran))
    while ("done",) in s.decision.options:
        do(s, "done")
    assert s.decision.player == 1 and s.decision.options == (("on", banshee),)
    do(s, ("on", banshee))
    assert veteran in s.zones["attached1"] and mark(s, "on", veteran) == banshee
    assert s.counters["active"] == 0 and s.decision.player == 0


def test_depleted_target_included_uses_its_pilots_ability_and_initiative():
    """"Such as those provided by a Pilot's ability": a depleted Imp piloted by Gray Death Pilot, included in the
    battle, gives its player the pilot's +3 initiative and may use the pilot's "prevent 1 damage"."""
    s = game({"patrol": ["Dragon (DRG-1N)", "Banshee (BNC-3E)"]},
             {"patrol": [{"card": "Imp (IMP-3E)", "tapped": True, "depleted": True, "pilot": "Gray Death Pilot"},
                         "Clint (CLNT-2-3T)"]})
    dragon, imp = cid(s, "Dragon (DRG-1N)", "patrol0"), cid(s, "Imp (IMP-3E)", "patrol1")
    pilot = cid(s, "Gray Death Pilot", "attached1")
    do(s, ("mission",), ("add", dragon), ("target", imp), ("block", cid(s, "Clint (CLNT-2-3T)", "patrol1")))
    assert initiative(s, 1) == 0
    do(s, ("include target",))
    assert initiative(s, 1) == 3
    do(s, ("assign all", dragon, imp))   # P1 (initiative 0) first
    assert s.decision.player == 1 and any(o[:2] == ("use", pilot) for o in s.decision.options)
