"""docs/rulings.md names the test that pins each ruling (paths relative to tests/domination_v22/); every cited
scenario file and test function must exist, and every numbered ruling must cite one."""
import re
from pathlib import Path

HERE = Path(__file__).parent
DOC = HERE.parents[1] / "docs" / "rulings.md"


def test_every_cited_test_exists():
    text = DOC.read_text()
    scenarios = set(re.findall(r"(scenarios/[\w/.\-]+\.yaml)", text))
    assert len(scenarios) > 50
    for ref in scenarios:
        assert (HERE / ref).exists(), f"{ref} is cited in docs/rulings.md but does not exist"
    for module, functions in re.findall(r"`(test_\w+\.py)((?:::\w+|`, `::\w+)*)", text):
        source = (HERE / module).read_text()
        for function in re.findall(r"::(\w+)", functions):
            assert f"def {function}(" in source, f"{module}::{function} is cited but does not exist"


def test_every_numbered_ruling_cites_a_test():
    text = DOC.read_text()
    rows = re.findall(r"^\| R\d+ \|.*", text, re.M)
    blocks = re.split(r"\n(?=- \*\*B\d+\.|#)", text)
    rows += [b for b in blocks if b.startswith("- **B")]
    assert len(rows) >= 60, len(rows)
    for row in rows:
        if row.startswith("| R9 "):
            continue  # out of scope: no Allegiance cards exist
        assert re.search(r"\.yaml|test_\w+\.py", row), f"ruling without a pinning test: {row[:100]}"
