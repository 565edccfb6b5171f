"""Ruling B55: Expert Mech Techs' "where does it go?" and Headshot!'s window are asked by what the other seat sees.
Twin positions that differ only in whether the card is in the hand or in the deck show the waiting seat exactly the
same thing, and a lone option is the presentation's `auto` option."""
import textwrap

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import present
from mechdeck.kernel.scenario import load as load_scenario

RULES = get_rules("domination-v2.2")

# P1's Uziel attacks P2's Marauder in combat; one card of the pair is in the reacting player's hand, the other in the
# deck under a Basic Factory, so the other seat cannot tell the two positions apart.
POSITIONS = {
    "Expert Mech Techs": """
        active: P1
        phase: combat
        P1: {{units: [Uziel], hand: [Basic Factory]}}
        P2: {{units: [Marauder], hand: [Basic Factory, {held}], deck: [{other}, Basic Factory]}}
        """,
    "Headshot!": """
        active: P1
        phase: combat
        P1: {{units: [Uziel], hand: [Basic Factory, {held}], deck: [{other}, Basic Factory]}}
        P2: {{units: [Marauder], hand: [Basic Factory]}}
        """,
}
WAITING = {"Expert Mech Techs": 0, "Headshot!": 1}   # the seat that waits while the other is asked


def position(card: str, held: str, other: str):
    text = "rules: domination-v2.2\n" + textwrap.dedent(POSITIONS[card].format(held=held, other=other))
    return load_scenario(text)


@pytest.mark.parametrize("card", sorted(POSITIONS))
def test_the_waiting_seat_sees_the_same_whether_or_not_the_hand_holds_the_card(card):
    holding = position(card, card, "Infantry Platoon")
    not_holding = position(card, "Infantry Platoon", card)
    waiting = WAITING[card]
    assert holding.decision.player == not_holding.decision.player == 1 - waiting
    assert len(holding.decision.options) == 2 and len(not_holding.decision.options) == 1
    assert RULES.observe(holding, waiting) == RULES.observe(not_holding, waiting)
    assert present(RULES, holding, waiting) == present(RULES, not_holding, waiting)
    assert present(RULES, not_holding, 1 - waiting)["decision"]["auto"] == 0
    assert present(RULES, holding, 1 - waiting)["decision"]["auto"] is None


@pytest.mark.parametrize("card", sorted(POSITIONS))
def test_not_asked_when_public_information_proves_the_card_is_not_held(card):
    state = position(card, "Infantry Platoon", "Basic Factory")   # no copy anywhere the other seat cannot see
    if card == "Expert Mech Techs":
        assert state.decision.kind != "damaged"   # the Marauder went to the discard pile without a question
        assert "Marauder" in [RULES.card_name(state.card_types[c]) for c in state.zones["discard1"]]
    else:
        assert state.decision.kind != "reaction"
