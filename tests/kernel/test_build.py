"""The compiled build (setup.py compiles the hot path with mypyc) must match its sources: a compiled module shadows
its .py file, so a source edited after the last ``pip install -e .`` would leave the tests running old code."""
import re
from pathlib import Path

import mechdeck

ROOT = Path(__file__).parents[2]
PACKAGE = Path(mechdeck.__file__).parent


def compiled_list() -> list[str]:
    """setup.py's COMPILED list, as dotted module names."""
    paths = re.findall(r'"src/(mechdeck/[\w/]+)\.py"', (ROOT / "setup.py").read_text())
    assert len(paths) >= 10
    return [p.replace("/", ".") for p in paths]


def test_the_build_compiles_all_of_the_list_or_none_of_it():
    compiled = set(mechdeck.compiled_modules())
    assert compiled <= set(compiled_list()), compiled - set(compiled_list())
    assert not compiled or compiled == set(compiled_list()), (
        f"a partial build: {sorted(set(compiled_list()) - compiled)} not compiled; run `pip install -e .` again")


def test_no_compiled_module_is_older_than_its_source():
    for name in mechdeck.compiled_modules():
        source = PACKAGE.parent.joinpath(*name.split(".")).with_suffix(".py")
        built = next(source.parent.glob(source.stem + ".*.so"), None) or next(source.parent.glob(source.stem + ".*.pyd"))
        assert source.stat().st_mtime <= built.stat().st_mtime, (
            f"{source.relative_to(PACKAGE.parent)} changed after it was compiled, so the tests would run the old code: "
            "run `pip install -e .` again (or MECHDECK_PURE_PYTHON=1 pip install -e . to work without compiling)")


GAMES_DIGEST = """
import hashlib
import mechdeck.games
from mechdeck.agents import make_agent
from mechdeck.kernel import get_rules

def digest():
    h = hashlib.sha256()
    for rules_id in ("domination-v2.2", "domination-v4"):
        rules = get_rules(rules_id)
        for seed in range(12):
            state = rules.new_game(seed, {}, log=seed % 2 == 0)
            bots = (make_agent("heuristic", seed), make_agent("random" if seed % 3 == 0 else "heuristic", seed + 1))
            while state.decision is not None:
                decision = state.decision
                action = bots[decision.player].act(rules, state)
                h.update(repr((decision.player, decision.prompt, decision.options, action)).encode())
                rules.apply(state, action)
            h.update(state.to_json().encode())
    return h.hexdigest()
"""


def test_compiled_and_plain_python_play_the_same_games(tmp_path):
    """The same games, decision by decision, from the compiled modules and from their plain sources."""
    import shutil
    import subprocess
    import sys

    import pytest

    if not mechdeck.compiled_modules():
        pytest.skip("a plain Python install: nothing compiled to compare")
    shutil.copytree(PACKAGE, tmp_path / "mechdeck", ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    (tmp_path / "digest.py").write_text(GAMES_DIGEST + "\nprint(digest())\n")
    plain = subprocess.run([sys.executable, str(tmp_path / "digest.py")], capture_output=True, text=True,
                           cwd=tmp_path, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}, check=True)
    namespace: dict = {}
    exec(GAMES_DIGEST, namespace)
    assert plain.stdout.strip() == namespace["digest"]()
