"""The Domination v2.2 card table: loaded once from data/cards.json, validated against data/card.schema.json."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources

import jsonschema


class CardDataError(ValueError):
    """The card data file is malformed; the message names the card and field."""


@dataclass(frozen=True)
class CardDef:
    id: int
    name: str
    type: str              # Unit, Resource, Support, Reaction
    subtype: str | None    # Mech / Vehicle / Infantry for units; Support / Attack for supports
    printed_type: str
    cost: int
    lostech: int
    attack: int | None
    defense: int | None
    base: bool
    copies: int
    text: str
    bonus: dict = field(default_factory=dict)

    @property
    def is_unit(self) -> bool:
        return self.type == "Unit"

    def cost_text(self) -> str:
        return f"{self.cost}+L" if self.lostech else str(self.cost)


def load_cards(data: dict | None = None) -> tuple[CardDef, ...]:
    """Validate and load the card table (the package's own file unless ``data`` is given)."""
    pkg = resources.files(__package__) / "data"
    schema = json.loads((pkg / "card.schema.json").read_text())
    if data is None:
        data = json.loads((pkg / "cards.json").read_text())
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(data), key=lambda e: list(e.path))
    if errors:
        e = errors[0]
        where = "/".join(str(p) for p in e.path) or "(top level)"
        if len(e.path) >= 2 and e.path[0] == "cards" and isinstance(e.path[1], int):
            card = data["cards"][e.path[1]]
            where += f" (card {card.get('name', '?')!r})" if isinstance(card, dict) else ""
        raise CardDataError(f"card data invalid at {where}: {e.message}")
    names = [c["name"] for c in data["cards"]]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise CardDataError(f"card data names a card twice: {', '.join(dupes)}")
    return tuple(CardDef(id=i, **c) for i, c in enumerate(data["cards"]))
