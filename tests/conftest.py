"""Helpers shared by the tests of every rule set (matches.py, the conformance package) are importable from here."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


import pytest  # noqa: E402  (after the path is set)


@pytest.fixture
def tiny_rules():
    """Tiny Skirmish (conformance/tiny_game.py), the 2-4 seat test board game, registered (tests only)."""
    from conformance.tiny_game import RULES_ID, register_tiny
    from mechdeck.kernel import get_rules

    register_tiny()
    return get_rules(RULES_ID)
