"""A player's first game of a rule set: the rulebook's recommended first set-up and a pointer to the primer, for
someone who has never finished a game of that rule set in the terminal.

A rule set marks its recommended first-game value on a set-up option of its schema (``catalogue(rules)["setup"]``)
with ``first_game``: Domination v2.2's Supply is ``"first-game"`` (its rulebook's "RECOMMENDED SUPPLY PILES for 1st
GAME"); the other rule sets' texts recommend none.  Whether this user has finished a game of a rule set is kept as
one rule-set id a line in the file ``played`` of the user's data folder: ``$MECHDECK_HOME`` when set (the tests point
it at a temporary folder), else ``$XDG_DATA_HOME/mechdeck``, else ``~/.local/share/mechdeck``.  The file is a
convenience, never a reason to stop: a folder that cannot be read or written only means that every game counts as a
first game.  Imports the kernel's presentation catalogue and click; nothing imports this but the command line."""
from __future__ import annotations

import os
from pathlib import Path

import click
from click.core import ParameterSource

from mechdeck.kernel import RuleSet
from mechdeck.kernel.presentation import catalogue

PLAYED_FILE = "played"


def data_dir() -> Path:
    """The folder of this user's mechdeck data (see the module docstring)."""
    home = os.environ.get("MECHDECK_HOME", "").strip()
    if home:
        return Path(home).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME", "").strip()
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else Path.home() / ".local" / "share"   # as the XDG spec says
    return base / "mechdeck"


def finished_rule_sets() -> set[str]:
    """The ids of the rule sets this user has finished a game of (empty when the file is missing or unreadable)."""
    try:
        text = (data_dir() / PLAYED_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return set()
    return {line.strip() for line in text.splitlines() if line.strip()}


def has_played(rules_id: str) -> bool:
    return rules_id in finished_rule_sets()


def mark_played(rules_id: str) -> None:
    """Record that this user finished a game of ``rules_id``; where the folder cannot be written nothing is kept
    (the next game then counts as a first game again) and nothing is reported."""
    if has_played(rules_id):
        return
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with open(folder / PLAYED_FILE, "a", encoding="utf-8") as played:
            played.write(rules_id + "\n")
    except OSError:
        pass


def first_game_setup(ruleset: RuleSet) -> dict[str, object]:
    """Set-up option name -> the rulebook's recommended value for a first game, for the options that have one."""
    return {option["name"]: option["first_game"] for option in catalogue(ruleset)["setup"] if "first_game" in option}


def option_given(name: str) -> bool:
    """Whether the running command's option ``name`` was given (on the command line or by the environment) rather
    than left at its default; True outside a command, so nothing is replaced there."""
    context = click.get_current_context(silent=True)
    if context is None:
        return True
    source = context.get_parameter_source(name)
    return source is not None and source not in (ParameterSource.DEFAULT, ParameterSource.DEFAULT_MAP)


def first_game_supply(ruleset: RuleSet, rules_id: str, supply: str, watching: bool) -> tuple[str, str]:
    """``(supply, note)`` for ``mechdeck play --rules rules_id``: the rulebook's recommended first-game Supply in
    place of the default ``--supply`` when a human plays, has never finished a game of ``rules_id`` and left
    ``--supply`` out, with the line that tells the player so and where the primer is; else ``supply`` as given and
    no note (the game itself tells how to open the primer)."""
    recommended = first_game_setup(ruleset).get("supply")
    if watching or not isinstance(recommended, str) or option_given("supply") or has_played(rules_id):
        return supply, ""
    return recommended, (f"Your first game of {ruleset.title}: the rulebook's recommended first Supply (--supply "
                         f"{recommended}); after a finished game it is random. `mechdeck rules {rules_id}` explains "
                         "how to play.")
