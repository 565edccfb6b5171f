"""Helpers shared by the tests of every rule set (matches.py, the conformance package) are importable from here."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


import itertools  # noqa: E402

import pytest  # noqa: E402  (after the path is set)

_HOMES = itertools.count()


@pytest.fixture(autouse=True)
def mechdeck_home(tmp_path_factory, monkeypatch):
    """Each test is a new player: mechdeck's per-user data (interfaces/first_game.py: the rule sets this user has
    finished a game of) lives in a folder of the test's own, never in the real home folder."""
    home = tmp_path_factory.getbasetemp() / f"mechdeck-home-{next(_HOMES)}"
    monkeypatch.setenv("MECHDECK_HOME", str(home))
    return home


@pytest.fixture
def tiny_rules():
    """Tiny Skirmish (conformance/tiny_game.py), the 2-4 seat test board game, registered (tests only)."""
    from conformance.tiny_game import RULES_ID, register_tiny
    from mechdeck.kernel import get_rules

    register_tiny()
    return get_rules(RULES_ID)


@pytest.fixture
def tcg_cards_to_come():
    """A card whose code is still to come is refused wherever a card enters a game (deck lists, set-ups, scenarios).
    Every BattleTech TCG card is implemented or nearly, so the tests of those refusals make Accelerated Turnaround
    (CE001) and Airstrikes Close to Home (CE003) such cards for their duration."""
    from mechdeck.games.battletech_tcg.abilities import implemented_numbers, registry

    every = implemented_numbers()
    registry._IMPLEMENTED_NUMBERS[0] = every - {"CE001", "CE003"}
    yield
    registry._IMPLEMENTED_NUMBERS[0] = every
