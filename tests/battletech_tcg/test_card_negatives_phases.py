"""Cases where a card's text must not apply (docs/scenarios.md, "Writing rule cases"; tools/scenario_coverage.py
counts a test as one when its docstring starts "Does not apply:"): abilities used outside the phase or the mission
their text names."""
import pytest

from tcg_support import FILL, cid, do, game, names, options
from test_cards_card_flow import _draw_phase

IDLE = "Banshee (BNC-3E)"   # an untapped 'Mech keeps the Missions phase open
PHASE_PROMPT = {"draw": "Draw phase", "deploy": "Deploy phase", "missions": "Missions phase"}


def uses(state, card):
    """The ability keys of ``card`` offered now."""
    return {o[2] for o in options(state) if o[0] == "use" and o[1] == card}


def position(card, phase):
    """``card`` in P1's Post with everything its abilities could want (a resource, a card in hand and in the
    Scrapheap, a card under construction, an idle 'Mech), P2 with a hand and a 'Mech."""
    return game({"post": [card, FILL], "patrol": [IDLE], "hand": ["Dragon (DRG-1N)"], "scrap": ["Dragon (DRG-1N)"],
                 "build": [{"card": "Atlas (AS7-D)", "cc": 0}]},
                {"patrol": ["Jenner (JR7-D)"], "hand": ["Cicada (CDA-2A)"]}, stock=5, phase=phase)


# (card, a phase its text does not allow, the ability key, the phase it is offered in)
WRONG_PHASE = [
    ("Alex Mallory", "missions", "roll", "deploy"),              # scrap to roll: Deploy phase only
    ("Comstar Bank Account", "missions", "deposit", "deploy"),
    ("Dropship Site", "deploy", "draw", "draw"),
    ("Leo Showers", "deploy", "draw", "draw"),
    ("Thomas Marik", "deploy", "draw", "draw"),
    ("Tsen Shang", "missions", "restock", "draw"),
    ("Theodore Kurita", "missions", "deploy", "deploy"),
    ("Elias Crichell", "missions", "untap", None),                # nothing tapped to untap: not offered in either
    ("Specialized Project Team", "missions", "draw", "deploy"),
    ("Maskirovka Operatives", "deploy", "tap", "missions"),
    ("Justin Xiang Allard", "deploy", "look", "missions"),
    ("Arrow IV Battery", "deploy", "fire", "missions"),
    ("Long Tom Battery", "deploy", "fire", "missions"),
    ("Expert 'Mech Technicians", "deploy", "untap", "missions"),
]


@pytest.mark.parametrize("card, phase, key, allowed", WRONG_PHASE, ids=[w[0] for w in WRONG_PHASE])
def test_ability_outside_its_phase(card, phase, key, allowed):
    """Does not apply: "Use this ability only during your ... phase": the ability is not offered in another
    phase (and is, with the same position, in its own)."""
    s = position(card, phase)
    assert s.decision.prompt.startswith(PHASE_PROMPT[phase]) and s.decision.player == 0
    assert key not in uses(s, cid(s, card, "post0"))
    if allowed is not None:
        s = position(card, allowed)
        assert s.decision.prompt.startswith(PHASE_PROMPT[allowed])
        assert key in uses(s, cid(s, card, "post0"))


DURING_A_MISSION = ["Evantha Fetladral", "Hanse Davion - The Fox", "Marissa Morgan", "Morgan Hasek Davion",
                    "Sun Zhang MechWarrior Academy", "Phelan", "Thomas Marik", "Phantom Signal"]


@pytest.mark.parametrize("card", DURING_A_MISSION)
def test_mission_ability_outside_a_mission(card):
    """Does not apply: "Use this ability only during a mission" (or "only before assigning blockers"): in the
    Missions phase before any mission, its +1 initiative (or roll) is not offered."""
    s = position(card, "missions")
    assert s.decision.prompt.startswith("Missions phase") and s.decision.player == 0
    assert uses(s, cid(s, card, "post0")) <= {"restock"}     # Phelan's scrap-to-restock may be used at any time


def test_subhash_indrahar_after_the_draw_phase():
    """Does not apply: Subhash Indrahar's claim is offered in the Draw phase with cards just drawn, and no longer
    in the Deploy phase, though the same cards are still in the hand."""
    s = _draw_phase({"stock": [FILL, "Support - Tactics", "Ambush!", "Dragon (DRG-1N)"],
                     "post": ["Subhash Indrahar"], "patrol": [IDLE]}, {"stock": [FILL] * 7})
    subhash = cid(s, "Subhash Indrahar", "post0")
    assert s.decision.prompt.startswith("Draw phase") and "claim" in uses(s, subhash)
    do(s, "done")
    assert s.decision.prompt.startswith("Deploy phase") and "Ambush!" in names(s, "hand0")
    assert "claim" not in uses(s, subhash)
