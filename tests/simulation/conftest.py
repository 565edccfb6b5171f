"""A small results folder made once for the simulation tests (heuristic vs random, random Supplies)."""
import pytest
from typer.testing import CliRunner

from mechdeck.interfaces import cli

GAMES = 16
SEED = 11


def invoke(*args):
    result = CliRunner().invoke(cli.app, [str(a) for a in args])
    assert "Traceback" not in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.fixture(scope="session")
def results_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("sim") / "results"
    result = invoke("sim", "--bots", "heuristic,random", "--games", GAMES, "--workers", 1, "--seed", SEED,
                    "--supply", "random", "--out", out)
    assert result.exit_code == 0, result.output
    return out
