"""The presentation contract's parts added for issue 19 (kernel/presentation.py): ``decision.notes`` (a game's reasons
why an expected option is absent) in the decider's view only, ``Presenter.option_labels`` (labels that may depend on
each other), ``Presenter.end_reason`` (the outcome's reason in a player's words) and the catalogue's ``notation``;
their defaults change nothing for a game that does not fill them."""
import pytest

from mechdeck.kernel.presentation import Presenter, catalogue, present, register_presenter


class NotingPresenter(Presenter):
    """Notes from the state (the decider's seat and the option count), numbered labels, a reworded end."""

    def decision_notes(self, state, viewer):
        return [f"P{viewer + 1} has {len(state.decision.options)} options"]

    def option_labels(self, state, viewer):
        return [f"option {i + 1} of {len(state.decision.options)}" for i in range(len(state.decision.options))]

    def end_reason(self, state, reason):
        return f"in words: {reason}"

    def notation(self):
        return "`P1a`: the first piece of P1"


@pytest.fixture
def noting(tiny_rules):
    register_presenter(tiny_rules.id, NotingPresenter)
    try:
        yield tiny_rules
    finally:
        register_presenter(tiny_rules.id, Presenter)


def play_to_end(rules, state):
    while state.decision is not None:
        rules.apply(state, state.decision.options[-1])


def test_notes_reach_the_decider_only(noting):
    state = noting.new_game(3, {"players": 3})
    for _ in range(12):
        decider = state.decision.player
        for seat in range(3):
            decision = present(noting, state, seat)["decision"]
            if seat == decider:
                assert decision["notes"] == [f"P{seat + 1} has {len(state.decision.options)} options"]
                assert [o["label"] for o in decision["options"]] == [
                    f"option {i + 1} of {len(state.decision.options)}" for i in range(len(state.decision.options))]
            else:
                assert "notes" not in decision and decision["options"] == []
        noting.apply(state, state.decision.options[0])


def test_the_end_reason_and_notation_come_from_the_presenter(noting):
    state = noting.new_game(4, {"players": 2})
    play_to_end(noting, state)
    outcome = present(noting, state, 0)["outcome"]
    assert outcome["reason"] == "in words: " + noting.outcome(state).reason
    assert catalogue(noting)["notation"] == "`P1a`: the first piece of P1"


def test_the_defaults_add_no_notes_and_keep_the_rule_sets_words(tiny_rules):
    state = tiny_rules.new_game(5, {"players": 2})
    decision = present(tiny_rules, state, state.decision.player)["decision"]
    assert decision["notes"] == []
    assert [o["label"] for o in decision["options"]] == [tiny_rules.action_text(a) for a in state.decision.options]
    play_to_end(tiny_rules, state)
    assert present(tiny_rules, state, 1)["outcome"]["reason"] == tiny_rules.outcome(state).reason
    assert catalogue(tiny_rules)["notation"] == ""
