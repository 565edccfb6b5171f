"""Tiny Skirmish, three seats, through the terminal front end with no change to it: the generic renderer draws the
board game from the presentation contract alone, a human seat plays between two bots to the end, and bots watch a
game to its ranked result.  (Sim: tests/simulation/test_seats.py; CLI: tests/interfaces/test_cli_seats.py; web:
tests/server; scenario files: tests/kernel/test_tiny_game.py.)"""
from __future__ import annotations

import random

from rich.console import Console

from mechdeck.agents import make_agent
from mechdeck.interfaces import terminal

from conformance.tiny_game import NODES


def test_a_human_seat_between_two_bots_plays_to_the_end(tiny_rules):
    state = tiny_rules.new_game(4, {"players": 3})
    console = Console(record=True, width=80)
    pick = random.Random(4)
    prompts = []

    def read(prompt):   # a random listed option number, as a person would type it
        prompts.append(prompt)
        return str(pick.randint(1, int(prompt.split("-")[1].split(",")[0])))

    seats = [make_agent("random", 1), None, make_agent("random", 2)]
    finished = terminal.play_game(tiny_rules, state, seats, ["random a", "you", "random b"], console, read=read,
                                  confirm=lambda question: True)
    text = console.export_text()
    assert finished and state.decision is None and prompts
    assert "P1 (random a)" in text and "P2 (you)" in text and "P3 (random b)" in text
    assert any(node in text for node in NODES)   # the board's places are drawn
    outcome = tiny_rules.outcome(state)
    assert sorted(outcome.ranks)[0] == 1 and len(outcome.ranks) == 3
    assert outcome.reason in text


def test_three_bots_watched_to_a_ranked_result(tiny_rules):
    state = tiny_rules.new_game(9, {"players": 3})
    console = Console(record=True, width=100)
    terminal.watch(tiny_rules, state, [make_agent("random", s) for s in range(3)], ["a", "b", "c"], console)
    text = console.export_text()
    assert state.decision is None and "Game over" in text
    assert tiny_rules.outcome(state).reason in text
