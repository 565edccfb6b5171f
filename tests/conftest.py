"""Helpers shared by the tests of every rule set (matches.py, the conformance package) are importable from here."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
