"""docs/rulings.md names the test that pins each ruling (paths relative to tests/domination_v22/, in its
Domination v4 part to tests/domination_v4/, and in its BattleTech TCG part from the repository root); every cited
scenario file and test function must exist, and every numbered ruling must cite one."""
import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
DOC = HERE.parents[1] / "docs" / "rulings.md"
V4_HEADING = "# Rulings: BattleTech Domination v4"
TCG_HEADING = "# Rulings: BattleTech Trading Card Game"
ROOT = HERE.parents[1]


def _parts():
    text = DOC.read_text()
    v22, _, rest = text.partition(V4_HEADING)
    v4, _, tcg = rest.partition(TCG_HEADING)
    return {"v2.2": (v22, HERE), "v4": (v4, HERE.parent / "domination_v4"), "tcg": (tcg, ROOT)}


@pytest.mark.parametrize("part", ["v2.2", "v4"])
def test_every_cited_test_exists(part):
    text, here = _parts()[part]
    scenarios = set(re.findall(r"(scenarios/[\w/.\-]+\.yaml)", text))
    assert len(scenarios) > (50 if part == "v2.2" else 30)
    for ref in scenarios:
        assert (here / ref).exists(), f"{ref} is cited in docs/rulings.md ({part}) but does not exist"
    for module, functions in re.findall(r"`(test_\w+\.py)((?:::\w+|`, `::\w+)*)", text):
        source = (here / module).read_text()
        for function in re.findall(r"::(\w+)", functions):
            assert f"def {function}(" in source, f"{module}::{function} is cited but does not exist"


def test_every_v4_ruling_cites_a_test():
    text = _parts()["v4"][0]
    rows = re.findall(r"^\| [VW]\d+ \|.*", text, re.M)
    assert len(rows) >= 20, len(rows)
    for row in rows:
        assert re.search(r"\.yaml|test_\w+\.py", row), f"ruling without a pinning test: {row[:100]}"


def test_every_numbered_ruling_cites_a_test():
    text = _parts()["v2.2"][0]
    rows = re.findall(r"^\| R\d+ \|.*", text, re.M)
    blocks = re.split(r"\n(?=- \*\*B\d+\.|#)", text)
    rows += [b for b in blocks if b.startswith("- **B")]
    assert len(rows) >= 60, len(rows)
    for row in rows:
        if row.startswith("| R9 "):
            continue  # out of scope: no Allegiance cards exist
        assert re.search(r"\.yaml|test_\w+\.py", row), f"ruling without a pinning test: {row[:100]}"


def test_every_tcg_ruling_cites_an_existing_test():
    text = _parts()["tcg"][0]
    rows = re.findall(r"^\| T\d+ \|.*", text, re.M)
    assert len(rows) >= 100, len(rows)
    numbers = [int(re.match(r"\| T(\d+)", row).group(1)) for row in rows]
    assert len(numbers) == len(set(numbers)), "a TCG ruling number is used twice"
    for row in rows:
        cited = re.findall(r"(tests/battletech_tcg/[\w/.\-]+\.(?:yaml|py))((?:::\w+)*)", row)
        assert cited, f"ruling without a pinning test: {row[:100]}"
        for path, functions in cited:
            assert (ROOT / path).exists(), f"{path} is cited in docs/rulings.md (TCG) but does not exist"
            source = (ROOT / path).read_text() if path.endswith(".py") else ""
            for function in re.findall(r"::(\w+)", functions):
                assert f"def {function}(" in source, f"{path}::{function} is cited but does not exist"
