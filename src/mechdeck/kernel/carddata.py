"""Card data files shared by every game family: a rule-set package keeps its cards in ``data/cards.json`` and their
JSON Schema (draft 2020-12) in ``data/card.schema.json``; ``load_card_data`` reads and validates them."""
from __future__ import annotations

import json
from importlib import resources

import jsonschema


class CardDataError(ValueError):
    """The card data file is malformed; the message names the card and field."""


def _card_label(card) -> str:
    if not isinstance(card, dict):
        return ""
    label = " ".join(str(card[k]) for k in ("number", "name") if isinstance(card.get(k), str))
    return f" (card {label!r})" if label else ""


def _path_order(error) -> list[tuple]:
    # list indexes numerically, keys by name: the first error in file order comes first
    return [(0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in error.path]


def card_schema(package: str) -> dict:
    """A package's ``data/card.schema.json``."""
    folder = resources.files(package) / "data"
    return json.loads((folder / "card.schema.json").read_text(encoding="utf-8"))


def load_card_data(package: str, data: dict | None = None) -> dict:
    """A package's card data (its own ``data/cards.json`` unless ``data`` is given), validated against the package's
    ``data/card.schema.json``.  The first error (in file order) is raised as ``CardDataError`` naming the field's
    path and, inside the ``cards`` list, the card."""
    folder = resources.files(package) / "data"
    schema = card_schema(package)
    if data is None:
        data = json.loads((folder / "cards.json").read_text(encoding="utf-8"))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data), key=_path_order)
    if errors:
        e = errors[0]
        where = "/".join(str(p) for p in e.path) or "(top level)"
        if len(e.path) >= 2 and e.path[0] == "cards" and isinstance(e.path[1], int):
            where += _card_label(data["cards"][e.path[1]])
        raise CardDataError(f"card data invalid at {where}: {e.message}")
    return data
