"""mechdeck: BattleTech card and board games on one game-agnostic rules kernel.

Layout (each package says what it may import):
  kernel/      the rules engine core: state, decisions, frames, RNG, observation, JSON, replay. Imports nothing else here.
  games/       one package per rule set (rules + card data); each imports only the kernel.
  agents/      bots that play any rule set through the kernel API.
  simulation/  running many games between agents.
  interfaces/  command line, terminal game, web server and page; may import everything above.

setup.py compiles the modules the simulations spend their time in with mypyc; ``compiled_modules()`` says which
run compiled in this install.  The sources are the reference and behave identically as plain Python.
"""
__version__ = "0.1.0"

from . import games  # noqa: E402,F401  (``import mechdeck`` registers every rule set: docs/api.md)


def compiled_modules() -> list[str]:
    """The modules of this install that run as compiled code (setup.py builds them with mypyc), by dotted name;
    empty for a plain Python install.  Benchmarks print it with their figures."""
    from importlib.machinery import EXTENSION_SUFFIXES
    from pathlib import Path

    root = Path(__file__).parent
    found = []
    for path in root.rglob("*"):
        suffix = next((s for s in EXTENSION_SUFFIXES if path.name.endswith(s)), None)
        if suffix is not None:
            parts = path.relative_to(root.parent).with_name(path.name[: -len(suffix)]).parts
            found.append(".".join(parts))
    return sorted(found)
