"""The full-screen terminal game (Textual): ``mechdeck play`` when its output is a terminal.

``app.py`` holds the Textual app: panes for the opponents, the board or Supply, the human's own area and hand, the
decision (options as a list, chosen by keys, mouse or typed text), the log, a card's full text and the rule set's
how-to-play text; ``--watch`` steps through a bots' game by key or at a set pace.

It may import the kernel's presentation contract and the line terminal (``interfaces/terminal.py``: the game
``Session`` both front ends share, the generic drawing of areas and the widgets registered by name); it knows no
game: no branch on a rule-set id, no parsing of labels.  Nothing imports it but ``interfaces/cli.py``.
"""
from __future__ import annotations

from .app import GameApp, WatchApp, play, watch

__all__ = ["GameApp", "WatchApp", "play", "watch"]
