"""Checks every rule set's primer (its package's ``data/how-to-play.md``, docs/how-to-play.md) must pass; each game's
``test_primer.py`` calls ``check_primer`` with the terms its primer must name."""
from __future__ import annotations

import fnmatch
import re
import tomllib
from importlib.resources import files
from pathlib import Path

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import catalogue

ROOT = Path(__file__).resolve().parents[1]
PRIMER = "data/how-to-play.md"
# What every primer covers (the list): each is a "## " heading.
SECTIONS = ("The goal", "How to read a card", "On the screen", "The full rules")
# The screen parts every primer explains, in the words a player meets on screen.
SCREEN_WORDS = ("The decision", "The log", "`?`", "Undo", "terminal", "browser")


def primer_text(package: str) -> str:
    return files(package).joinpath(*PRIMER.split("/")).read_text(encoding="utf-8")


def shipped_as_package_data(package: str) -> bool:
    """Whether pyproject.toml's package-data patterns put the primer into the built package (the setuptools rule: a
    pattern of the package's own key or of "*", matched against the path inside the package)."""
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    return any(fnmatch.fnmatch(PRIMER, pattern) for key in (package, "*") for pattern in patterns.get(key, ()))


def check_primer(rules_id: str, package: str, terms: tuple[str, ...]) -> str:
    """The primer of ``rules_id`` (shipped in ``package``): present, 80-150 lines of at most 120 characters, the
    catalogue's ``how_to_play``, shipped as package data, with every section, the screen's parts and ``terms``;
    returns its text."""
    text = primer_text(package)
    lines = text.splitlines()
    assert 80 <= len(lines) <= 150, f"{rules_id}: {len(lines)} lines"
    assert not [n for n, line in enumerate(lines, 1) if len(line) > 120], "lines over 120 characters"
    rules = get_rules(rules_id)
    assert catalogue(rules)["how_to_play"] == text
    assert shipped_as_package_data(package)
    assert lines[0].startswith("# How to play ")
    headings = [line[3:] for line in lines if line.startswith("## ")]
    for section in SECTIONS:
        assert section in headings, f"{rules_id}: no section {section!r}"
    assert any(h.startswith("A turn") or h.startswith("A round") for h in headings), headings
    screen = text[text.index("## On the screen"):]
    for word in SCREEN_WORDS:
        assert word in screen, f"{rules_id}: the screen section does not mention {word!r}"
    for term in terms:
        assert term in text, f"{rules_id}: the primer does not mention {term!r}"
    assert f"mechdeck cards --rules {rules_id}" in text
    assert not re.search(r"<[a-z/]", text), "no HTML: the page renders a safe subset of Markdown"
    return text


def rulings_section_named(text: str) -> None:
    """The docs/rulings.md section a primer points to (`section "Rulings: ..."`) exists there."""
    named = re.findall(r'"(Rulings: [^"]+)"', text)
    assert named
    rulings = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    for title in named:
        assert f"# {title}" in rulings, title
