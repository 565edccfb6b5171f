"""The TCG tests' shared helpers live in tcg_support.py, importable from here."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
