"""Card definitions of the Domination family, loaded from a rule-set package's data/cards.json and validated
against that package's data/card.schema.json by mechdeck.kernel.carddata."""
from __future__ import annotations

from dataclasses import dataclass, field

from mechdeck.kernel.carddata import CardDataError, load_card_data

__all__ = ["CardDataError", "CardDef", "load_cards"]


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
    data = load_card_data(package, data)
    names = [c["name"] for c in data["cards"]]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise CardDataError(f"card data names a card twice: {', '.join(dupes)}")
    return tuple(CardDef(id=first_id + i, **c) for i, c in enumerate(data["cards"]))
