"""The smallest rule set of any number of seats, for the N-seat tests of sim, MCTS, the CLI and scenario files.

Two to four seats; for ROUNDS rounds each seat in turn picks a number, 1, 2 or 3 (the action ``("buy", "n")``:
"buy", so that the search bot, whose search points are "buy" decisions, searches it; the number as text, since
sweeps read an int as a card instance).  The highest total wins; seats level on the highest total share first
place.  It is registered only while a test asks for it (the ``seats_rules`` fixture), so ``mechdeck rules`` never
lists it.
"""
import pytest

from mechdeck.kernel import Decision, RuleSet, State, engine
from mechdeck.kernel.outcome import Outcome, ranks_from_scores, returns_from_ranks

SEATS_ID = "test-seats"
ROUNDS = 2
PICKS = (("buy", "1"), ("buy", "2"), ("buy", "3"))


def _run_pick(state, frame):
    seats = state.config.get("players", 2)
    turn = state.counters["turn"]
    if turn >= ROUNDS * seats:
        state.stack.pop()
        return None
    return Decision(turn % seats, PICKS, "pick a number", "pick")


def _resume_pick(state, frame, action):
    counters = state.counters
    totals = list(counters["totals"])
    totals[counters["turn"] % len(totals)] += int(action[1])
    counters["totals"] = tuple(totals)
    counters["turn"] += 1


class SeatsGame(RuleSet):
    id = SEATS_ID
    title = "Highest total (tests only)"
    min_players = 2
    max_players = 4
    options = ("players",)
    ops = {"pick": (_run_pick, _resume_pick)}

    def setup(self, seed, config):
        state = State(self.id, seed, config, (), seed)
        state.counters.update(turn=0, totals=(0,) * config.get("players", self.min_players))
        state.stack.append(["pick", 0, 0, {}])   # a frame: op, two ints, locals (kernel/state.py)
        return state

    def result(self, state):
        totals = list(state.counters["totals"])
        best = max(totals)
        winners = [seat for seat, total in enumerate(totals) if total == best]
        return {"winner": winners[0] if len(winners) == 1 else None, "scores": totals, "turns": ROUNDS}

    def outcome(self, state):
        ranks = ranks_from_scores(tuple(state.counters["totals"]))
        return Outcome(ranks, returns_from_ranks(ranks), state.counters["totals"], "highest total")


@pytest.fixture
def seats_rules(monkeypatch):
    """The rule set, registered for this test only."""
    monkeypatch.setitem(engine._REGISTRY, SEATS_ID, SeatsGame)
    monkeypatch.delitem(engine._LOADED, SEATS_ID, raising=False)
    yield engine.get_rules(SEATS_ID)
    engine._LOADED.pop(SEATS_ID, None)
