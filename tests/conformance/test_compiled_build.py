"""The compiled build (setup.py: mypyc compiles the kernel loop, state and board, the Domination family, War Rig's
rules modules and the heuristic bots) plays the same games as its plain sources, for every registered rule set and seat count: the plain build runs
in a subprocess from a copy of the package without its compiled modules, and both hash every decision (seat, kind,
prompt, options, the bot's choice) and the final state."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import mechdeck

CONFORMANCE = Path(__file__).parent
GAMES_DIGEST = """
import hashlib
import mechdeck.games
from conformance.tiny_game import register_tiny
from mechdeck.agents import make_agent
from mechdeck.games.war_rig.rules import register_war_rig
from mechdeck.kernel import get_rules, rule_set_ids

register_tiny()
register_war_rig()   # both are registered by tests only: the same list of rule sets in both processes

def digest():
    h = hashlib.sha256()
    for rules_id in rule_set_ids():
        rules = get_rules(rules_id)
        for players in range(rules.min_players, rules.max_players + 1):
            config = {} if players == rules.min_players else {"players": players}
            for seed in range(6):
                state = rules.new_game(seed, config, log=seed % 2 == 0)
                names = ["random" if (seed + seat) % 3 == 0 or rules.heuristic_policy(0) is None else "heuristic"
                         for seat in range(players)]
                bots = [make_agent(name, seed * 8 + seat) for seat, name in enumerate(names)]
                while state.decision is not None:
                    decision = state.decision
                    action = bots[decision.player].act(rules, state)
                    h.update(repr((decision.player, decision.kind, decision.prompt, decision.options,
                                   action)).encode())
                    rules.apply(state, action)
                h.update(state.to_json().encode())
                h.update(repr(rules.outcome(state)).encode())
    return h.hexdigest()
"""


def digest_here() -> str:
    namespace: dict = {}
    exec(GAMES_DIGEST, namespace)
    return namespace["digest"]()


def test_the_digest_covers_every_rule_set_and_changes_with_a_game():
    """The digest is not a constant: it differs when one rule set plays one seed differently."""
    namespace: dict = {}
    exec(GAMES_DIGEST.replace("range(6)", "range(1, 7)"), namespace)
    assert namespace["digest"]() != digest_here()


def test_compiled_and_plain_python_play_the_same_games_of_every_rule_set(tmp_path):
    if not mechdeck.compiled_modules():
        pytest.skip("a plain Python install: nothing compiled to compare")
    package = Path(mechdeck.__file__).parent
    shutil.copytree(package, tmp_path / "mechdeck", ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    shutil.copytree(CONFORMANCE, tmp_path / "conformance", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "digest.py").write_text(GAMES_DIGEST + "\nprint(digest())\n")
    plain = subprocess.run([sys.executable, str(tmp_path / "digest.py")], capture_output=True, text=True,
                           cwd=tmp_path, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"}, check=True)
    assert plain.stdout.strip() == digest_here()
