"""docs/api.md promises that its examples run as they are: each ```python block runs in a fresh namespace."""
import re
from pathlib import Path

import pytest

DOC = Path(__file__).parents[2] / "docs" / "api.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S)


def test_the_page_has_examples():
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_example_runs(index, capsys):
    exec(compile(BLOCKS[index], f"{DOC.name} block {index + 1}", "exec"), {"__name__": "api_doc_example"})
    assert capsys.readouterr().out.strip(), "every example prints what it shows"
