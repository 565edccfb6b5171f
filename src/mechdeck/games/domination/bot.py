"""What the heuristic bot's Domination policies share (domination_v22/bot.py, domination_v4/bot.py): option
helpers that read the options themselves and the zones the decider sees."""
from __future__ import annotations

from mechdeck.kernel.state import State

from .table import NAMES


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



def names_from(state: State, options: tuple, own: str, other: str, rules) -> bool:
    """Whether the cards ``options`` name are taken from the zone ``own`` rather than ``other``, the only two zones
    that decision can take them from (both seen by the decider): a "discard" pick takes a card of the decider's hand
    or of the revealed cards.  A name only one of them holds settles it (nearly always the first option's); only
    when both hold every name does the bot read the option's targets, ``("zone", own)`` among them: that call into
    the rule set costs ten times these scans."""
    zones = state.zones
    own_cards = zones[own]
    other_cards = zones[other]
    types = state.card_types
    names = NAMES  # read once: compiled code looks an imported global up in the module's dict at every use
    for option in options:
        if len(option) < 2:
            continue  # "done"
        name: str = option[1]
        if not _holds(names, types, own_cards, name):
            return False  # not in ``own``: the targets could not name it there either
        if not _holds(names, types, other_cards, name):
            return True
    return ("zone", own) in rules.option_targets(state, options[0])


def _holds(names: list[str], types: tuple[int, ...], cards: list[int], name: str) -> bool:
    for card in cards:
        if names[types[card]] == name:
            return True
    return False
