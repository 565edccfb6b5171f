"""`mechdeck rules [ID]`: the rule sets, and each one's primer printed with Rich Markdown; docs/how-to-play.md, the
index of the primers; where a user's data folder is (interfaces/first_game.py)."""
import re
from pathlib import Path

import pytest

import mechdeck.games
from mechdeck.interfaces import first_game
from mechdeck.kernel import get_rules

from cli_runner import run

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = mechdeck.games.SHIPPED_RULE_SETS


def test_rules_lists_every_rule_set_and_says_how_to_read_one():
    result = run("rules")
    assert result.exit_code == 0
    for rules_id in SHIPPED:
        assert rules_id in result.stdout and get_rules(rules_id).title[:30] in result.stdout
    assert "mechdeck rules ID" in result.stdout


@pytest.mark.parametrize("rules_id", SHIPPED)
def test_rules_id_prints_the_primer(rules_id, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")   # Rich's width where the output is no terminal
    result = run("rules", rules_id)
    assert result.exit_code == 0, result.output
    out = result.stdout
    heading = re.search(r"^# (.+)$", cli_primer(rules_id), re.M).group(1)
    assert heading in " ".join(out.split())
    for section in ("The goal", "How to read a card", "On the screen", "The full rules"):
        assert section in out
    assert not re.search(r"^\s*#{1,3} ", out, re.M) and "**" not in out   # rendered, not raw Markdown
    assert max(len(line.rstrip()) for line in out.splitlines()) <= 80   # fits the width it was given


def cli_primer(rules_id: str) -> str:
    from mechdeck.kernel.presentation import catalogue
    return catalogue(get_rules(rules_id))["how_to_play"]


def test_an_unknown_id_is_one_line_naming_the_ids():
    result = run("rules", "chess")
    assert result.exit_code == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "unknown rule set 'chess'" in lines[0]
    for rules_id in SHIPPED:
        assert rules_id in lines[0]


def test_a_rule_set_without_a_primer_says_so(tiny_rules):
    result = run("rules", tiny_rules.id)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == f"Error: rule set {tiny_rules.id} has no how-to-play text"


# -- docs/how-to-play.md: links to the primers, no copies of them -------------------------------------------------
def test_the_docs_index_links_every_primer_and_copies_none():
    page = (ROOT / "docs" / "how-to-play.md").read_text(encoding="utf-8")
    links = re.findall(r"^\[[\w-]+\]: (\.\./src/\S+/how-to-play\.md)$", page, re.M)
    assert len(links) == len(SHIPPED)
    for rules_id, link in zip(SHIPPED, links):
        target = (ROOT / "docs" / link).resolve()
        assert target.is_file(), link
        assert f"`{rules_id}`" in page
        primer = target.read_text(encoding="utf-8")
        assert primer == cli_primer(rules_id)
        assert not [line for line in primer.splitlines()[2:] if len(line) > 40 and line in page]   # no prose copied


# -- the user's data folder (interfaces/first_game.py) ------------------------------------------------------------
def test_the_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("MECHDECK_HOME", str(tmp_path / "mine"))
    assert first_game.data_dir() == tmp_path / "mine"
    monkeypatch.delenv("MECHDECK_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert first_game.data_dir() == tmp_path / "xdg" / "mechdeck"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")   # the XDG spec: a relative path is ignored
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert first_game.data_dir() == tmp_path / "home" / ".local" / "share" / "mechdeck"


def test_marks_are_kept_once_per_rule_set(mechdeck_home):
    assert first_game.finished_rule_sets() == set()
    for rules_id in ("war-rig", "domination-v4", "war-rig"):
        first_game.mark_played(rules_id)
    assert (mechdeck_home / "played").read_text(encoding="utf-8") == "war-rig\ndomination-v4\n"
    assert first_game.has_played("war-rig") and not first_game.has_played("battletech-tcg")
