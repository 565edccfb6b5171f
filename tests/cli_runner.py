"""The ``mechdeck`` command run in-process through Typer's CliRunner, for the tests of every game's commands."""
from typer.testing import CliRunner

from mechdeck.interfaces import cli

runner = CliRunner()


def run(*args):
    """``mechdeck ARGS``: a user never sees a traceback, whatever the arguments; exits are the command's own."""
    result = runner.invoke(cli.app, list(args))
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result
