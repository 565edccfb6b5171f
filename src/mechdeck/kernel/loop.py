"""The engine's hot path, apart from ``RuleSet`` so that the compiled build (mypyc, see setup.py) turns it into C
while rule sets stay ordinary Python subclasses: finding the listed option an action names, running frames until the
next decision, and letting bots play a game out.  ``RuleSet.apply`` and ``RuleSet.advance`` (engine.py) are thin
wrappers around it."""
from __future__ import annotations

from typing import Any

from .state import Decision, State


def listed_option(decision: Decision, action: Any) -> tuple | None:
    """The option of ``decision`` that ``action`` names, or None.  Equal is not enough: 5.0 or True would pass for
    the card id 5 or 1 and break the state when used, so element types must match too.  A bot hands back the
    listed option itself: that is found by identity first, with no comparing."""
    options = decision.options
    for option in options:
        if option is action:
            return option
    if type(action) is not tuple:  # a list from a JSON client
        if not isinstance(action, (list, tuple)):
            return None
        action = tuple(action)
    try:
        legal: tuple = options[options.index(action)]
    except ValueError:
        return None
    if legal is not action:
        for a, b in zip(action, legal):
            if type(a) is not type(b):
                return None
    return legal


def run_to_decision(state: State, ops: dict[str, tuple]) -> None:
    """Run frames until one asks a decision (cached in ``state.decision``) or the stack is empty (game over)."""
    stack = state.stack
    while stack:
        frame = stack[-1]
        decision = ops[frame.op][0](state, frame)
        if decision is not None:
            state.decision = decision
            return
    state.decision = None


def resume_with(state: State, ops: dict[str, tuple], action: tuple) -> None:
    """Hand a listed action to the waiting frame, then run on to the next decision."""
    state.history.append(action)
    frame = state.stack[-1]
    ops[frame.op][1](state, frame, action)
    run_to_decision(state, ops)


def play_out(rules: Any, state: State, agents: Any, max_decisions: int = -1, seats: list | None = None) -> int:
    """Let ``agents[seat].act(rules, state)`` make every decision from here to the end of the game, or to
    ``max_decisions`` of them; returns how many were made.  Each action is checked as ``rules.apply`` checks it (an
    unlisted one raises its ``IllegalAction``).  ``seats``, if given, collects the deciding seat of each action
    (``state.history`` holds the actions).  Simulations and playouts run here, in compiled code, not in a Python
    loop around ``rules.apply``."""
    ops = rules.ops
    made = 0
    decision = state.decision
    while decision is not None and made != max_decisions:
        player = decision.player
        action = agents[player].act(rules, state)
        legal = listed_option(decision, action)
        if legal is None:
            rules.apply(state, action)  # raises, naming the action and the legal ones
            raise AssertionError("an unlisted action was applied")
        if seats is not None:
            seats.append(player)
        resume_with(state, ops, legal)
        made += 1
        decision = state.decision
    return made


def count_actions(history: list, seats: list, verbs: dict, players: int) -> dict:
    """Tally a played game's actions: for each value of ``verbs`` (which maps an action's verb to a key), one dict
    per seat of how many times each argument (``action[1]``) came with that verb.  ``seats[i]`` is the seat that
    made ``history[i]`` (as ``play_out`` records it).  Simulations count the cards bought and deployed this way."""
    counts: dict = {}
    for key in verbs.values():
        counts[key] = [{} for _ in range(players)]
    for i in range(min(len(history), len(seats))):
        action: tuple = history[i]
        if len(action) > 1:
            key = verbs.get(action[0])
            if key is not None:
                seat_counts: dict = counts[key][seats[i]]
                card = action[1]
                seat_counts[card] = seat_counts.get(card, 0) + 1
    return counts
