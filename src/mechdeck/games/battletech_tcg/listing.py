"""The card list as interfaces show it (``mechdeck cards --rules battletech-tcg``): one JSON-able record per card of
the pool, and the same as table rows ("impl." under the number: the engine has code for the whole card; "*errata":
the Player's Guide or the source data changed the printed card)."""
from __future__ import annotations

from .cards import CARDS, Card

COLUMNS = ("No.", "Card / type", "Cost", "Stats", "Text")


def _plain(value):
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if hasattr(value, "items"):
        return {k: _plain(v) for k, v in value.items()}
    return value


def card_record(card: Card, implemented: frozenset[str]) -> dict:
    return {
        "number": card.number, "name": card.name, "set": card.set, "set_code": card.set_code, "kind": card.kind,
        "subtypes": list(card.subtypes), "cost": card.cost, "assets": dict(card.assets),
        "cost_text": card.cost_text(), "speed": card.speed, "attack": card.attack, "armor": card.armor,
        "structure": card.structure, "provides": list(card.provides), "keywords": list(card.keywords),
        "affiliation": list(card.affiliation), "unique": card.unique, "mass": card.mass, "rarity": card.rarity,
        "options": _plain(card.options), "text": card.text, "errata": card.errata,
        "implemented": card.number in implemented,
    }


def type_line(card: Card) -> str:
    head = {"mech": "Unit - 'Mech", "unit": "Unit", "command": "Command", "mission": "Mission"}[card.kind]
    return " - ".join([head, *card.subtypes]) + (" (Unique)" if card.unique else "")


def card_listing(removed: frozenset[str] = frozenset()) -> tuple[list[dict], tuple[str, ...], list[list[str]]]:
    """(records, table columns, table rows) of every card, in pool order (base set first), but the ``removed``
    collector numbers (a variant's)."""
    from .abilities import implemented_numbers

    implemented = frozenset(implemented_numbers())
    pool = [c for c in CARDS if c.number not in removed]
    records = [card_record(c, implemented) for c in pool]
    rows = []
    for c in pool:
        stats = [c.speed or "", "" if c.attack is None else f"att {c.attack}",
                 "" if c.armor is None and c.structure is None else f"{c.armor}/{c.structure}"]
        rows.append([c.number + ("\nimpl." if c.number in implemented else ""),
                     f"{c.name}\n{type_line(c)}" + (" *errata" if c.errata else ""), c.cost_text(),
                     "\n".join(x for x in stats if x), c.text])
    return records, COLUMNS, rows
