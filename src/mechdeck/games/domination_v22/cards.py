"""The Domination v2.2 card table: loaded once from data/cards.json, validated against data/card.schema.json (the
loader and card definition are the family's: mechdeck.games.domination.cards)."""
from __future__ import annotations

from ..domination.cards import CardDataError, CardDef, load_cards as _load

__all__ = ["CardDataError", "CardDef", "load_cards"]


def load_cards(data: dict | None = None):
    """Validate and load the v2.2 card table (the package's own file unless ``data`` is given)."""
    return _load(__package__, 0, data)
