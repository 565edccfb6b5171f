"""What the heuristic bot's Domination policies share (domination_v22/bot.py, domination_v4/bot.py): option
helpers that read only the options themselves."""
from __future__ import annotations


def resource_play(options: tuple) -> tuple | None:
    """The Domination bots play every Resource before buying: all the plain ones at once when the rules offer it,
    then the others one by one (None once none is left to play)."""
    option: tuple
    for option in options:
        verb: str = option[0]
        if verb == "play all" or verb == "play":
            return option  # "play all" comes first when offered
    return None


def listed(options: tuple, word: str) -> tuple:
    """The listed option ``(word,)`` ("done", "end"), looked for from the end, where the rules list it: handing the
    engine the listed object spares it comparing a new tuple with every option."""
    for i in range(len(options) - 1, -1, -1):
        option: tuple = options[i]
        verb: str = option[0]
        if verb == word and len(option) == 1:
            return option
    return (word,)
