"""Card definitions of the Domination family, loaded from a rule-set package's data/cards.json and validated
against that package's data/card.schema.json."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources

import jsonschema


class CardDataError(ValueError):
    """The card data file is malformed; the message names the card and field."""


@dataclass(frozen=True)
class CardDef:
    id: int                # family-wide type id (table.py: disjoint across rule sets)
    name: str
    type: str              # Unit, Resource, Support, Reaction, Overrun
    subtype: str | None    # Mech / Vehicle / Infantry for units; Support / Attack / Reaction for supports
    printed_type: str
    cost: int
    lostech: int
    attack: int | None
    defense: int | None
    base: bool
    copies: int
    text: str
    bonus: dict = field(default_factory=dict)
    overrun: int = 0       # v4: Overrun points (a positive number, subtracted at the end)
    support: bool = False  # v4: an Overrun card that is also a Support card ("Overrun - Support")
    data_name: str | None = None  # v4: the name the source data uses where it differs from the printed list's

    @property
    def is_unit(self) -> bool:
        return self.type == "Unit"

    def cost_text(self) -> str:
        return f"{self.cost}+L" if self.lostech else str(self.cost)


def load_cards(package: str, first_id: int = 0, data: dict | None = None) -> tuple[CardDef, ...]:
    """Validate and load a rule-set package's card table (its own file unless ``data`` is given); type ids start at
    ``first_id``."""
    pkg = resources.files(package) / "data"
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
    return tuple(CardDef(id=first_id + i, **c) for i, c in enumerate(data["cards"]))
