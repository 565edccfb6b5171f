"""The BattleTech TCG card pool: every card of every set, loaded once from data/cards.json (built by
tools/build_tcg_data.py) and validated against data/card.schema.json.  A card's type id is its index in ``CARDS``.

Look-up: ``card_by_number("LT009")``; ``card_by_name(text)`` takes a printed name in any case, with or without the
parentheses ("Atlas (AS7-D)", "atlas as7-d"), or a collector number.  A name printed in several sets (or as several
art variants) means the first of them in set order -- the base set first -- and, within a set, the lowest number."""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from mechdeck.kernel.carddata import CardDataError, load_card_data

__all__ = ["Card", "CardDataError", "CARDS", "BASE_SET", "SET_ORDER", "UnknownCard", "card_by_number",
           "card_by_name", "name_key", "title_key", "TITLE_VARIANTS"]

#: set codes in preference order (a name printed in several sets means the first); the base set first
SET_ORDER = ("LT", "CS", "ME", "MW", "AR", "CE", "CEB", "CR", "DCI")


class UnknownCard(KeyError):
    """No card has that name or number; the message lists close matches."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Card:
    """One card as printed, with the Player's Guide errata applied (see data/cards.json and its schema).
    Cards are singletons: compared and hashed by identity."""

    id: int                       # type id: the index in CARDS
    number: str                   # collector number, e.g. "LT009"
    name: str
    set: str
    set_code: str
    kind: str                     # mech, unit (Vehicle / Battle Armor), command, mission
    subtypes: tuple[str, ...]     # Resource, Pilot, Subterfuge, Enhancement, ...; Vehicle / Battle Armor for units
    cost: int | None              # None for Mission cards
    assets: Mapping[str, int]     # asset letter -> extra resources when that asset is not in play
    speed: str | None             # slow, moderate, fast
    attack: int | None
    armor: int | None
    structure: int | None
    provides: tuple[str, ...]     # asset letters the card provides in play
    keywords: tuple[str, ...]
    affiliation: tuple[str, ...]  # Inner Sphere / Clan and the Houses or Clans printed on the card
    unique: bool
    mass: int | None              # tons
    rarity: str
    options: Mapping[str, object]  # missile, overheat [[X, Y]], alpha_strike [Y], jump [[cost, init]], through, ...
    text: str
    errata: str | None
    source: str
    # The number whose rules the card plays by: its own, or the earlier printing's for a Commander's Edition reprint
    # with the same text (T1105).  The engine and the card modules key their tables by it; lists show ``number``.
    plays_as: str = ""
    # The title the card belongs to: its name, or for a Commander's Edition spelling of an earlier card's name that
    # card's name (T1106).  The Unique rule, "counts as" and copy limits compare titles (``title_key``).
    title: str = ""
    # A reworded reprint read as the earlier printing's card: why its rewording changes nothing (T1105); else None.
    reprint_reading: str | None = None

    def __repr__(self) -> str:
        return f"<Card {self.number} {self.name}>"

    @property
    def base_set(self) -> bool:
        return self.set_code == "LT"

    def cost_text(self) -> str:
        if self.cost is None:
            return ""
        return str(self.cost) + "".join(f"+{n}{letter}" for letter, n in self.assets.items())


def name_key(name: str) -> str:
    """The look-up form of a card name: case, parentheses, apostrophes, '!' and hyphens do not matter."""
    name = name.lower().replace("-", " ")
    return " ".join(re.sub(r"[()'!.,;:\"]", "", name).split())


# Names printed under two spellings of one title (T1106): each variant's name_key -> the title's key (filled from the
# data's ``title`` below).  Unique cards, "counts as" and copy limits compare titles through ``title_key``.
TITLE_VARIANTS: dict[str, str] = {}


def title_key(name: str) -> str:
    """The title a printed name belongs to: its name_key, or the key of the title it is a variant spelling of."""
    key = name_key(name)
    return TITLE_VARIANTS.get(key, key)


def _frozen(value):
    if isinstance(value, dict):
        return MappingProxyType({k: _frozen(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _make_cards(records: list[dict]) -> tuple[Card, ...]:
    return tuple(Card(id=i, **{"plays_as": r["number"], "title": r["name"], **{k: _frozen(v) for k, v in r.items()}})
                 for i, r in enumerate(records))


CARDS: tuple[Card, ...] = _make_cards(load_card_data(__package__)["cards"])
TITLE_VARIANTS.update({name_key(c.name): name_key(c.title) for c in CARDS if name_key(c.name) != name_key(c.title)})
_BY_NUMBER: dict[str, Card] = {c.number: c for c in CARDS}
_BY_NAME: dict[str, list[Card]] = {}
for _card in sorted(CARDS, key=lambda c: (SET_ORDER.index(c.set_code), c.number)):
    _BY_NAME.setdefault(name_key(_card.name), []).append(_card)
del _card
#: longer than any card name (the longest has 35 characters)
MAX_NAME = 100
#: collector numbers of the base set (Limited/Unlimited, LT001-LT293)
BASE_SET: tuple[str, ...] = tuple(c.number for c in CARDS if c.base_set)


def card_by_number(number: str) -> Card:
    card = _BY_NUMBER.get(number.strip().upper())
    if card is None:
        raise UnknownCard(f"no card has the collector number {number.strip()!r}")
    return card


def cards_named(text: str) -> list[Card]:
    """Every card printed under that name, in preference order (empty if none)."""
    return list(_BY_NAME.get(name_key(text), ()))


def card_by_name(text: str) -> Card:
    """The card a name (or collector number) stands for; an unknown one raises ``UnknownCard`` with suggestions."""
    wanted = text.strip()
    if wanted.upper() in _BY_NUMBER:
        return _BY_NUMBER[wanted.upper()]
    found = _BY_NAME.get(name_key(wanted))
    if found:
        return found[0]
    if re.fullmatch(r"[A-Za-z]{2,3}[0-9]{3}", wanted):
        raise UnknownCard(f"no card has the collector number {wanted!r} (the base set is LT001-LT293)")
    if len(wanted) > MAX_NAME:   # no card name is this long: neither echo nor compare all of it
        raise UnknownCard(f"unknown card {wanted[:MAX_NAME]!r}... ({len(wanted)} characters; no card name is "
                          f"longer than {MAX_NAME})")
    raise UnknownCard(f"unknown card {wanted!r}{suggest(wanted)}")


def _heads(name: str) -> set[str]:
    """A name's parts outside and inside parentheses: "Mad Cat A (Timber Wolf)" -> {"mad cat a", "timber wolf"}."""
    return {name_key(part) for part in re.split(r"[()]", name)} - {""}


_BY_HEAD: dict[str, list[str]] = {}
for _key, _cards in _BY_NAME.items():
    for _part in _heads(_cards[0].name):
        _BY_HEAD.setdefault(_part, []).append(_key)
del _key, _cards, _part


def suggest(text: str) -> str:
    """", did you mean ...?" with up to five close card names, or "" if none is close: names that begin with the
    text ("Mad Cat"), then names with a part outside or inside parentheses close to it or to a part of it ("Atlsa",
    "Timber Wolf"), then whole names close to it."""
    key = name_key(text)
    if not key:
        return ""
    close = [k for k in _BY_NAME if k.startswith(key + " ")]
    for part in sorted(_heads(text) | {key}):
        close += [k for head in difflib.get_close_matches(part, list(_BY_HEAD), n=3, cutoff=0.75)
                  for k in _BY_HEAD[head]]
    close += difflib.get_close_matches(key, list(_BY_NAME), n=5, cutoff=0.6)
    close = list(dict.fromkeys(close))[:5]
    if not close:
        return ""
    return "; did you mean " + ", ".join(repr(_BY_NAME[k][0].name) for k in close) + "?"

#: the numbers on a card a variant may change (kernel/variant.py; docs/balance.md)
NUMBER_FIELDS = ("cost", "assets", "speed", "attack", "armor", "structure")
PRINTED: Mapping[int, tuple] = MappingProxyType({})   # no changed numbers: every card as printed
_PRINTED_NUMBERS = tuple(tuple(getattr(c, f) for f in NUMBER_FIELDS) for c in CARDS)
_INSTALLED: list[Mapping[int, tuple]] = [PRINTED]


def changed_numbers(records: list[dict]) -> dict[int, tuple]:
    """A variant's cards (data-file records, by collector number) as the numbers that differ from the printed ones,
    by type id."""
    changed = {}
    for record in records:
        card = _BY_NUMBER[record["number"]]
        values = tuple(_frozen(record[f]) for f in NUMBER_FIELDS)
        if values != _PRINTED_NUMBERS[card.id]:
            changed[card.id] = values
    return changed


def install_numbers(changed: Mapping[int, tuple]) -> None:
    """Make the cards carry a variant's numbers (``PRINTED``: their own again).  The cards are singletons every
    module holds, so a process plays the games of one variant at a time; the rule set installs its numbers when a
    game starts and at each ``apply``."""
    current = _INSTALLED[0]
    if current is changed:
        return
    for t in current:
        _write(CARDS[t], _PRINTED_NUMBERS[t])
    for t, values in changed.items():
        _write(CARDS[t], values)
    _INSTALLED[0] = changed


def _write(card: Card, values: tuple) -> None:
    for name, value in zip(NUMBER_FIELDS, values):
        object.__setattr__(card, name, value)   # frozen against accidents; this is the one writer
