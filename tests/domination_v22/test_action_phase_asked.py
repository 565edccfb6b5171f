"""The Action phase asked by what the other seat sees (rulings B53, V10) as the seats and front ends see it: the
other seat is shown the same thing whether or not the hand holds a card to play, the presentation offers the lone
`end` as the option a front end may take, and the terminal takes it for a human only while auto-pass is on."""
import io
import textwrap

import pytest
from rich.console import Console

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.interfaces.terminal import TerminalGame
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import present
from mechdeck.kernel.scenario import load as load_scenario

# P1's hand holds a Uziel (deployable) or a Basic Factory in its place; the other card of the pair lies in the deck,
# so P2 cannot tell the two positions apart.
POSITION = """
    active: P1
    phase: action
    P1:
      hand: [Basic Factory, Munitions Factory, {held}]
      deck: [{other}, Basic Factory]
    P2:
      hand: [Basic Factory]
    """


def position(rules_id: str, held: str, other: str):
    text = f"rules: {rules_id}\n" + textwrap.dedent(POSITION.format(held=held, other=other))
    return get_rules(rules_id), load_scenario(text)


@pytest.mark.parametrize("rules_id", ["domination-v2.2", "domination-v4"])
def test_the_other_seat_sees_the_same_whether_or_not_the_hand_holds_a_unit(rules_id):
    rules, with_unit = position(rules_id, "Infantry Platoon", "Basic Factory")
    _, without = position(rules_id, "Basic Factory", "Infantry Platoon")
    assert with_unit.decision.options != without.decision.options   # P1 itself knows the difference
    assert without.decision.options == (("end",),) and without.decision.kind == "action"
    assert rules.observe(with_unit, 1) == rules.observe(without, 1)
    assert present(rules, with_unit, 1) == present(rules, without, 1)


@pytest.mark.parametrize("rules_id", ["domination-v2.2", "domination-v4"])
def test_the_lone_end_is_the_option_a_front_end_may_take(rules_id):
    rules, with_unit = position(rules_id, "Infantry Platoon", "Basic Factory")
    _, without = position(rules_id, "Basic Factory", "Infantry Platoon")
    assert present(rules, without, 0)["decision"]["auto"] == 0
    assert present(rules, with_unit, 0)["decision"]["auto"] is None
    assert present(rules, without, 1)["decision"].get("auto") is None   # nothing for the seat that waits


@pytest.mark.parametrize("auto", (True, False))
def test_the_terminal_ends_the_phase_for_a_human_only_with_auto_pass_on(auto):
    rules, state = position("domination-v2.2", "Basic Factory", "Infantry Platoon")
    asked = []
    game = TerminalGame(rules, state, 0, make_agent("heuristic", 1), Console(file=io.StringIO()),
                        read=lambda prompt: asked.append(state.decision.prompt) or "q", confirm=lambda q: True)
    game.session.auto_pass = auto   # the setting lives in the session both terminal modes share
    assert game.run() is False
    assert (state.history[:1] == [("end",)]) is auto
    assert asked[0].startswith("Buy phase" if auto else "Action phase")
