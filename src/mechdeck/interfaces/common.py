"""Pieces every command of the command line shares: the error exit and the --supply option's parser."""
from __future__ import annotations

import typer

DEFAULT_RULES = "domination-v2.2"


def fail(message: str, code: int = 2):
    """Report a problem without a traceback and exit (2: bad input)."""
    typer.echo(f"Error: {message}", err=True)
    raise typer.Exit(code)


def parse_supply(text: str):
    """--supply: 'random', 'first-game' or card names separated by commas."""
    word = text.strip().lower()
    if word in ("random", "first-game"):
        return word
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        fail("--supply: give 'random', 'first-game' or card names separated by commas")
    return names
