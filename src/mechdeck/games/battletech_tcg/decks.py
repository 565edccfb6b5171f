"""Deck lists of the BattleTech TCG: the plain-text format, the construction rules, the preset decks and random legal
decks.

Format (one entry a line; ``#`` starts a comment; blank lines are ignored; an optional ``Deck: name`` line first)::

    Deck: House Kurita
    4 Atlas (AS7-D)      # or "4 Atlas AS7-D", or "4 LT009"
    3 LT240              # an art variant (Support - Assembly B) by its number

Construction rules (rulebook "Set Up", "Unique Cards", "Universe Deck Construction"; Player's Guide "Universe
Rules"): at most 60 cards, at least one; one copy of a Unique card (by title); and, under the Universe rules, no
Inner Sphere card with a Clan card, and one House or Clan shared by every card that names one (a card naming
several counts for any of them).  Mercenary, Wolf's Dragoons and Periphery are not Houses.  Crusade and
Commander's Edition add: one Alliance card at most (its text), whose "in your deck" clause changes its deck's
alignments and affiliations before the Universe check, a card with both alignments counting as either (T1113,
T1114); a Box power named beside the cards (``1 Tharkad``), one at most, where the set-up's ``box_powers`` allows it
(T1112); and, with ``deck_limits`` "tournament", at most 4 copies of a title other than a Support card and 10
Vehicles and Battle Armor together (T1119).
"""
from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from .cards import CARDS, SET_ORDER, Card, card_by_name, card_by_number, cards_named, name_key, title_key

__all__ = ["BOX_POWERS", "DECK_LIMITS", "DEFAULT_DECK_LIMITS", "box_powers_option", "deck_limits_option",
           "is_box_power", "is_alliance", "is_support", "deck_traits",
           "Deck", "DeckError", "DeckFileError", "UnknownDeck", "MAX_CARDS", "INNER_SPHERE_HOUSES", "CLANS",
           "AFFILIATIONS", "PRESET_NAMES", "parse_deck", "read_deck_file", "format_deck", "check_deck",
           "deck_from_numbers", "preset_deck", "random_deck", "summary", "universe_affiliation", "PLAYABLE_SETS",
           "PLAYABLE_NOTE", "unplayable_reason", "unplayable_cards", "trial_decks", "FORMATS", "FORMAT_TEXT",
           "DEFAULT_FORMAT", "card_format", "format_holding", "format_pool", "outside_format"]

MAX_CARDS = 60
#: The sets whose rules this rule set takes on, by set code (cards.SET_ORDER): every set.  A card plays once its whole
#: text works (``abilities.implemented_numbers``); every other card (one whose code is still to come) is refused
#: wherever a card enters a game: deck lists, set-ups, scenarios.
PLAYABLE_SETS = frozenset(SET_ORDER)
#: Card formats (the set-up option ``format``, ``--format``): the sets whose cards a game's decks may hold.  A set-up
#: naming none draws its random decks from the base set (``DEFAULT_FORMAT``: set-ups written before the formats play
#: as they did) and takes given decks of any card that can be played.  "all" holds the sets of the first half of the
#: later sets (docs/tcg-later-sets.md); Arsenal, Commander's Edition and Crusade join it when all their cards play
#: (issue 18, docs/tcg-last-sets.md), so that the random decks of recorded games do not change card by card.
#: "whole" is every set, Arsenal, Commander's Edition with its Box powers, Crusade and the DCI promo included: the
#: pool while their cards arrive, which no recorded game uses.
FORMATS = {"base": ("LT",), "all": ("LT", "CS", "ME", "MW"), "whole": SET_ORDER}
FORMAT_TEXT = {"base": "the Limited/Unlimited base set",
               "all": "every implemented card of the base set, Counterstrike, Mercenaries and MechWarrior",
               "whole": "every implemented card of every set, Arsenal, Commander's Edition (its Box powers too) "
                        "and Crusade included"}
DEFAULT_FORMAT = "base"
#: The set-up's format switches (T1112, T1119): each value with what it means.  ``box_powers``: may a deck list name
#: a Box power (Commander's Edition, rarity "Box") beside its cards, to begin the game in play; unset, a format
#: whose sets hold the Box powers allows one, any other none.  ``deck_limits``: the copy and Vehicle limits of
#: tournament play on top of T5's 60 cards and T6's one copy of a Unique card.
TOURNAMENT_COPIES, TOURNAMENT_VEHICLES = 4, 10
BOX_POWERS = {"none": "no Box power", "one": "one Box power named beside the deck's cards, in play from the start"}
DECK_LIMITS = {"open": "at most 60 cards, one copy of a Unique card, one Alliance",
               "tournament": f"as open, and at most {TOURNAMENT_COPIES} copies of a title other than a Support card "
                             f"and at most {TOURNAMENT_VEHICLES} Vehicles and Battle Armor together"}
DEFAULT_DECK_LIMITS = "open"
#: what can be played, in words (messages refusing a card)
PLAYABLE_NOTE = ("it plays each card once its whole text works: `mechdeck cards --rules battletech-tcg` marks them "
                 "impl.")
#: Player's Guide, "Universe Rules"
INNER_SPHERE_HOUSES = ("Davion", "Marik", "Kurita", "Liao", "Rasalhague", "Steiner", "St. Ives", "ComStar")
CLANS = ("Ghost Bear", "Jade Falcon", "Smoke Jaguar", "Wolf", "Steel Viper")
SIDES = ("Inner Sphere", "Clan")
#: what ``universe=`` and ``random_deck(universe=)`` accept: a side (its cards without a House or Clan) or a House/Clan
AFFILIATIONS = SIDES + INNER_SPHERE_HOUSES + CLANS
PRESET_NAMES = ("kurita", "wolf", "kurita-c3", "wolf-castes", "davion-armor", "jaguar-elementals")


class DeckError(ValueError):
    """A deck list that cannot be read; ``problems`` holds one "source:line: ..." message per bad line."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


class DeckFileError(DeckError):
    """A deck-list file that cannot be read at all (missing, a folder, not text)."""


class UnknownDeck(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True)
class Deck:
    """A deck list: (card, count) entries in list order, one entry per card."""

    entries: tuple[tuple[Card, int], ...]
    name: str | None = None

    @property
    def size(self) -> int:
        """The deck's cards: a Box power is named beside them (T1112) and is not one of them."""
        return sum(n for card, n in self.entries if not is_box_power(card))

    @property
    def box_powers(self) -> list[Card]:
        return [card for card, n in self.entries if is_box_power(card) for _ in range(n)]

    def numbers(self) -> list[str]:
        """The collector numbers, one per copy, in list order."""
        return [card.number for card, n in self.entries for _ in range(n)]

    def cards(self) -> list[Card]:
        return [card for card, n in self.entries for _ in range(n)]


def _merged(pairs, name: str | None = None) -> Deck:
    counts: dict[Card, int] = {}
    for card, n in pairs:
        counts[card] = counts.get(card, 0) + n
    return Deck(tuple(counts.items()), name)


def unplayable_reason(card: Card) -> str | None:
    """Why a card cannot be played (its set's rules, or its own text, are not implemented), or None if it can."""
    from .abilities import implemented_numbers
    if card.number in implemented_numbers():
        return None
    if card.set_code in PLAYABLE_SETS:
        return f"{card.name} ({card.number}) from {card.set} is not implemented yet"
    return (f"{card.name} ({card.number}) is a card of {card.set}, a set whose rules are not implemented "
            f"({PLAYABLE_NOTE})")


def is_box_power(card: Card) -> bool:
    """A Commander's Edition Box power (rarity "Box", T1112): named beside a deck, never one of its cards."""
    return card.set_code == "CEB"


def is_alliance(card: Card) -> bool:
    """A Crusade Alliance (T1113)."""
    return "Alliance" in card.subtypes


def is_support(card: Card) -> bool:
    """A Support card (T1115): one of the five basic Resources titled "Support - X"."""
    return card.name.startswith("Support - ")


def _switch(option: str, value, choices: dict[str, str]) -> str:
    key = value.strip().lower() if isinstance(value, str) else None
    if key not in choices:
        known = "; ".join(f"{k} ({text})" for k, text in choices.items())
        raise ValueError(f"unknown {option} {value!r:.40}; {option}: {known}")
    return key


def box_powers_option(value, game_format: str) -> str:
    """The set-up's ``box_powers`` as given (any case) -> its key in ``BOX_POWERS``; unset (None), "one" when the
    format's sets hold the Box powers and "none" otherwise (T1112).  ValueError naming the values otherwise."""
    if value is None:
        return "one" if "CEB" in FORMATS[game_format] else "none"
    return _switch("box_powers", value, BOX_POWERS)


def deck_limits_option(value) -> str:
    """The set-up's ``deck_limits`` as given (any case) -> its key in ``DECK_LIMITS``; unset (None), "open" (T1119).
    ValueError naming the values otherwise."""
    return DEFAULT_DECK_LIMITS if value is None else _switch("deck_limits", value, DECK_LIMITS)


def card_format(name) -> str:
    """A format's name as given (any case) -> its key in ``FORMATS``; ValueError naming the formats otherwise."""
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in FORMATS:
        known = "; ".join(f"{k} ({text})" for k, text in FORMAT_TEXT.items())
        raise ValueError(f"unknown format {name!r:.40}; formats: {known}")
    return key


def format_holding(set_codes) -> str:
    """The smallest format whose sets hold cards of these set codes: the format a set-up naming none plays in (public
    at the table, as players agree on a format before they play)."""
    codes = set(set_codes)
    return next(name for name, sets in FORMATS.items() if codes <= set(sets))


def format_pool(name: str = DEFAULT_FORMAT) -> tuple[str, ...]:
    """The collector numbers a deck of the format may hold: the implemented cards of its sets, in pool order."""
    from .abilities import implemented_numbers
    sets = FORMATS[name]
    implemented = implemented_numbers()
    return tuple(c.number for c in CARDS if c.set_code in sets and c.number in implemented)


def outside_format(cards, name: str) -> list[str]:
    """"Name (number) from Set" for each distinct card of a set the format does not hold."""
    return sorted({f"{card.name} ({card.number}) from {card.set}" for card in cards
                   if card.set_code not in FORMATS[name]})


def unplayable_cards(cards) -> list[str]:
    """"Name (number) from Set" for each distinct card that cannot be played (``unplayable_reason``)."""
    return sorted({f"{card.name} ({card.number}) from {card.set}" for card in cards if unplayable_reason(card)})


def deck_from_numbers(numbers, name: str | None = None) -> Deck:
    """A deck from collector numbers, one per copy (repeats are merged into one entry)."""
    return _merged(((card_by_number(n), 1) for n in numbers), name)


# -- the text format --------------------------------------------------------------------------------------------------
def parse_deck(text: str, source: str = "<deck>") -> Deck:
    """Read a deck list; every bad line is reported (``DeckError``), each as "source:line: what -- 'the line'"."""
    problems: list[str] = []
    pairs: list[tuple[Card, int]] = []
    name = None
    for lineno, raw in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        where = f"{source}:{lineno}"
        if line.lower().startswith("deck:"):
            if pairs or name is not None:
                problems.append(f"{where}: a 'Deck:' line must come first, before the cards -- {raw.strip()!r}")
            else:
                name = line[len("deck:"):].strip() or None
            continue
        count_text, card_text = (line.split(None, 1) + [""])[:2]   # a tab between count and card is fine
        if not re.fullmatch(r"[0-9]+", count_text):   # not str.isdigit: "²" is a digit to it, not to int()
            problems.append(f"{where}: bad count {count_text!r}; a line is COUNT CARD, e.g. '4 Atlas (AS7-D)' -- "
                            f"{raw.strip()!r}")
            continue
        if not card_text:
            problems.append(f"{where}: no card after the count -- {raw.strip()!r}")
            continue
        try:
            card = card_by_name(card_text)
        except KeyError as exc:
            problems.append(f"{where}: {exc} -- {raw.strip()!r}")
            continue
        count = int(count_text)
        if count == 0:
            problems.append(f"{where}: count 0 for {card.name}; leave the line out instead -- {raw.strip()!r}")
            continue
        if count > MAX_CARDS:
            problems.append(f"{where}: {count} copies of {card.name}, more than a whole deck (at most {MAX_CARDS} "
                            f"cards) -- {raw.strip()!r}")
            continue
        pairs.append((card, count))
    if problems:
        raise DeckError(problems)
    return _merged(pairs, name)


def read_deck_file(path) -> Deck:
    """A deck-list file: UTF-8 (a byte-order mark is fine) or UTF-16 with its byte-order mark, as Windows editors
    save it.  A file that cannot be read raises ``DeckError`` naming it, as bad lines do."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise DeckFileError([f"{path}: a folder, not a deck-list file"]) from None
    except OSError as exc:
        raise DeckFileError([f"{path}: cannot read the file: {exc.strerror or exc}"]) from None
    encoding = "utf-16" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else "utf-8"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise DeckFileError([f"{path}: not a text file in {encoding.upper()} (byte {data[exc.start]:#04x} at offset "
                         f"{exc.start}); save the list as UTF-8 text"]) from None
    return parse_deck(text, source=str(path))


def entry_text(card: Card) -> tuple[str, str]:
    """(what a list line names, its comment): the printed name if it stands for this card, else the number."""
    if cards_named(card.name)[0] is card:
        return card.name, card.number
    return card.number, card.name


def format_deck(deck: Deck) -> str:
    """The deck as a list that ``parse_deck`` reads back to the same deck."""
    lines = [f"Deck: {deck.name}"] if deck.name else []
    for card, n in deck.entries:
        named, comment = entry_text(card)
        lines.append(f"{n} {named}  # {comment}")
    return "\n".join(lines) + "\n"


# -- construction rules -----------------------------------------------------------------------------------------------
def _houses(card: Card) -> set[str]:
    return set(card.affiliation) & set(INNER_SPHERE_HOUSES + CLANS)


def _sides(card: Card) -> set[str]:
    return set(card.affiliation) & set(SIDES)


ARC_ROYAL, FEDERATED_COMMONWEALTH, INVADING_CLANS, STAR_LEAGUE = "CR002", "CR098", "CR099", "CR100"


def deck_traits(card: Card, alliances=()) -> tuple[frozenset[str], frozenset[str]]:
    """(alignments, affiliations) of a card of a deck holding these Alliances (their numbers): its printed ones as
    the Alliances' "every ... card in your deck gains/loses" clauses change them (T1113, T1114).  Unaffiliated is
    aligned with no affiliation; "gains" adds and keeps the rest."""
    sides, houses = _sides(card), _houses(card)
    for alliance in alliances:
        if alliance == ARC_ROYAL and ("Wolf" in houses or ("Clan" in sides and not houses)):
            sides, houses = sides | {"Inner Sphere"}, houses | {"Steiner"}
        elif alliance == FEDERATED_COMMONWEALTH and houses & {"Davion", "Steiner"}:
            houses = houses | {"Davion", "Steiner"}
        elif (alliance == INVADING_CLANS and "Clan" in sides) or (alliance == STAR_LEAGUE and "Inner Sphere" in sides):
            houses = set()
    return frozenset(sides), frozenset(houses)


def _traits(deck: Deck) -> dict[Card, tuple[frozenset[str], frozenset[str]]]:
    alliances = [card.plays_as for card, _ in deck.entries if is_alliance(card)]
    return {card: deck_traits(card, alliances) for card, _ in deck.entries}


def _names(cards) -> str:
    return ", ".join(c.name for c in cards)


def universe_affiliation(deck: Deck) -> tuple[str | None, str | None]:
    """(side, House or Clan) a deck is built for under the Universe rules (None where it names none)."""
    traits = _traits(deck)
    sides = Counter(s for card, n in deck.entries for s in traits[card][0])
    houses = Counter(h for card, n in deck.entries for h in traits[card][1])
    side = max(sorted(sides), key=lambda s: sides[s]) if sides else None
    shared = set.intersection(*(set(traits[c][1]) for c, _ in deck.entries if traits[c][1])) if houses else set()
    house = max(sorted(shared), key=lambda h: houses[h]) if shared else None
    return side, house


def check_deck(deck: Deck, universe: bool | str = False, max_cards: int = MAX_CARDS, box_powers: str = "one",
               deck_limits: str = DEFAULT_DECK_LIMITS) -> list[str]:
    """The construction rules the deck breaks, each naming the cards (empty: legal).  ``universe``: also the
    Universe Deck Construction rules; a name from ``AFFILIATIONS`` requires that side or House/Clan.
    ``max_cards``: the most a deck may hold (a variant's Stockpile size); a Box power is named beside those cards,
    one at most, and none when ``box_powers`` is "none" (T1112).  ``deck_limits`` "tournament" adds the copy and
    Vehicle limits (T1119)."""
    problems = []
    size = deck.size
    if size == 0:
        problems.append("the deck is empty")
    elif size > max_cards:
        problems.append(f"the deck has {size} cards; at most {max_cards} are allowed")
    titles: dict[str, list] = {}
    for card, n in deck.entries:
        if card.unique:
            titles.setdefault(title_key(card.name), [card.name, 0])[1] += n
    for title, copies in titles.values():
        if copies > 1:
            problems.append(f"{title} is Unique: {copies} copies, at most 1 is allowed")
    alliances = [card for card, n in deck.entries if is_alliance(card) for _ in range(n)]
    if len(alliances) > 1:   # the Alliances' own text (T1113)
        problems.append(f"a deck may contain only one Alliance card, not {len(alliances)}: {_names(alliances)}")
    powers = deck.box_powers
    if powers and box_powers == "none":
        problems.append(f"this game names no Box power (box_powers none), but the list names {_names(powers)}")
    elif len(powers) > 1:
        problems.append(f"a deck list may name one Box power beside its cards, not {len(powers)}: {_names(powers)}")
    if deck_limits == "tournament":
        problems += _tournament_problems(deck)
    if universe:
        problems += _universe_problems(deck, universe if isinstance(universe, str) else None)
    return problems


def _tournament_problems(deck: Deck) -> list[str]:
    """T1119's tournament limits: copies of a title (Support cards aside), and Vehicles and Battle Armor together."""
    problems = []
    copies: dict[str, list] = {}
    for card, n in deck.entries:
        if not is_support(card) and not is_box_power(card):
            copies.setdefault(title_key(card.name), [card.name, 0])[1] += n
    for title, n in copies.values():
        if n > TOURNAMENT_COPIES:
            problems.append(f"tournament limits: {n} copies of {title}, at most {TOURNAMENT_COPIES} of a title other "
                            f"than a Support card")
    vehicles = sum(n for card, n in deck.entries if card.kind == "unit")
    if vehicles > TOURNAMENT_VEHICLES:
        problems.append(f"tournament limits: {vehicles} Vehicles and Battle Armor, at most {TOURNAMENT_VEHICLES} "
                        f"together")
    return problems


def _universe_problems(deck: Deck, wanted: str | None) -> list[str]:
    if wanted is not None and wanted not in AFFILIATIONS:
        raise ValueError(f"unknown affiliation {wanted!r}; known: {', '.join(AFFILIATIONS)}")
    traits = _traits(deck)   # the Alliance's deck clause acts before the check (T1113)
    sides = {card: traits[card][0] for card in traits}
    houses = {card: traits[card][1] for card in traits}
    cards = [card for card, _ in deck.entries]
    problems = []
    # a card with both alignments (an Alliance gave it one) counts as either (T1114)
    only = {s: [c for c in cards if sides[c] == {s}] for s in SIDES}
    want_side = None
    if wanted is not None:
        want_side = wanted if wanted in SIDES else ("Clan" if wanted in CLANS else "Inner Sphere")
    if want_side is not None:
        other = "Clan" if want_side == "Inner Sphere" else "Inner Sphere"
        if only[other]:
            problems.append(f"Universe rules: a {wanted} deck cannot hold {other} cards: {_names(only[other])}")
    elif only["Inner Sphere"] and only["Clan"]:
        few, many = sorted(SIDES, key=lambda s: (len(only[s]), s))
        problems.append(f"Universe rules: Inner Sphere and Clan cards never mix; {few} cards "
                        f"{_names(only[few])} with {len(only[many])} {many} cards")
    house_cards = [c for c in cards if houses[c]]
    if wanted in SIDES:
        if house_cards:
            problems.append(f"Universe rules: a plain {wanted} deck names no House or Clan, but these do: "
                            + ", ".join(f"{c.name} ({'/'.join(sorted(houses[c]))})" for c in house_cards))
        return problems
    if not house_cards:
        return problems
    if wanted is not None:
        house = wanted
    else:
        tally = Counter(h for c, n in deck.entries for h in houses[c] for _ in range(n))  # by copies
        house = max(sorted(tally), key=lambda h: tally[h])
    outside = [c for c in house_cards if house not in houses[c]]
    if outside:
        lead = (f"a {house} deck" if wanted is not None else
                f"every card naming a House or Clan must share one; most name {house}, but not")
        problems.append(f"Universe rules: {lead}"
                        + (" cannot hold " if wanted is not None else " ")
                        + ", ".join(f"{c.name} ({'/'.join(sorted(houses[c]))})" for c in outside))
    return problems


# -- presets ----------------------------------------------------------------------------------------------------------
def preset_deck(name: str) -> Deck:
    """A preset deck by name (``PRESET_NAMES``, any case): the sample decks shipped in data/decks/."""
    key = name.strip().lower()
    if key not in PRESET_NAMES:
        raise UnknownDeck(f"unknown preset deck {name!r:.80}; presets: {', '.join(PRESET_NAMES)}")
    return _preset(key)


@lru_cache(maxsize=None)
def _preset(key: str) -> Deck:
    text = (resources.files(__package__) / "data" / "decks" / f"{key}.txt").read_text(encoding="utf-8")
    return parse_deck(text, source=f"preset {key}")


# -- random decks -----------------------------------------------------------------------------------------------------
def _fits(card: Card, universe: str | None) -> bool:
    if universe is None:
        return True
    side = universe if universe in SIDES else ("Clan" if universe in CLANS else "Inner Sphere")
    if _sides(card) - {side}:
        return False
    houses = _houses(card)
    return not houses if universe in SIDES else (not houses or universe in houses)


def _unit_copies(card: Card) -> tuple[int, ...]:
    """Fewer copies of the dearer units, so that a random deck can field its 'Mechs."""
    total = (card.cost or 0) + sum(card.assets.values())
    return (1,) if total >= 10 else (1, 1, 2) if total >= 6 else (1, 2, 2, 3)


def random_deck(pool_numbers, seed: int, size: int = MAX_CARDS, universe: str | None = None,
                require: tuple[str, ...] = (), ban: tuple[str, ...] = ()) -> Deck:
    """A legal deck of ``size`` cards from the pool, the same for the same arguments: about 40% Resource cards
    (chosen so that their assets cover the asset costs of the rest), about a third 'Mechs, the rest other Command
    and Mission cards.  ``universe``: a name from ``AFFILIATIONS``; the deck then keeps the Universe rules for it.
    ``require``: card names the deck holds (a few copies each, one of a Unique card); ``ban``: card names it never
    holds; a ValueError says which cannot be honoured."""
    if not 1 <= size <= MAX_CARDS:
        raise ValueError(f"a deck holds 1 to {MAX_CARDS} cards, not {size}")
    if universe is not None and universe not in AFFILIATIONS:
        raise ValueError(f"unknown affiliation {universe!r}; known: {', '.join(AFFILIATIONS)}")
    pool = sorted({card_by_number(n) for n in pool_numbers}, key=lambda c: c.id)
    pool = [c for c in pool if _fits(c, universe) and not is_box_power(c)]   # a Box power is no deck card (T1112)
    banned = {name_key(name) for name in ban}
    pool = [c for c in pool if name_key(c.name) not in banned]
    required = []
    for name in require:
        printings = [c for c in pool if name_key(c.name) == name_key(name)]
        if not printings:
            raise ValueError(f"required card {name} is not among the cards a random deck is drawn from"
                             + (f" (a {universe} deck)" if universe else ""))
        required.append(printings[0])
    if not any(not c.unique for c in pool):
        raise ValueError("the pool holds no card that may be taken more than once; cannot fill a deck")
    rng = random.Random(seed)
    resources_ = [c for c in pool if "Resource" in c.subtypes]
    units = [c for c in pool if c.kind in ("mech", "unit")]
    others = [c for c in pool if c not in resources_ and c not in units]
    counts: dict[Card, int] = {}
    titles: set[str] = set()

    def take(card: Card, wanted: int, room: int) -> int:
        if card.unique or is_alliance(card):   # one copy of a Unique title; one Alliance of all (T1113)
            key = "an Alliance" if is_alliance(card) else name_key(card.name)
            if key in titles:
                return 0
            titles.add(key)
            wanted = 1
        n = min(wanted, room)
        if n > 0:
            counts[card] = counts.get(card, 0) + n
        return n

    def fill(cards: list[Card], room: int, copies=lambda card: (1, 2, 2, 3)) -> int:
        """Add random cards (a few copies each) until ``room`` is used up or nothing can be added; returns the
        number added."""
        added = 0
        candidates = list(cards)
        while added < room and candidates:
            card = rng.choice(candidates)
            got = take(card, rng.choice(copies(card)), room - added)
            if got == 0 or card.unique or is_alliance(card):
                candidates.remove(card)
            added += got
        return added

    n_units = round(size / 3) if units else 0
    n_others = size - round(size * 0.4) - n_units if others else 0
    forced = {"units": 0, "others": 0, "resources": 0}
    for card in required:
        group = "resources" if card in resources_ else "units" if card in units else "others"
        copies = _unit_copies(card) if group == "units" else (1, 2, 2, 3)
        forced[group] += take(card, rng.choice(copies), size - sum(forced.values()))
    if sum(forced.values()) < len(required):
        raise ValueError(f"the required cards do not fit a {size}-card deck")
    room = size - sum(forced.values())
    room -= fill(units, max(0, n_units - forced["units"]), copies=_unit_copies)
    room -= fill(others, min(max(0, n_others - forced["others"]), room))
    # The rest are Resources: each asset letter the chosen cards ask for gets a share by how many cards ask for it
    # (at least one card providing it), then any Resources; none that asks for an asset the deck does not provide.
    need = Counter(letter for card, n in counts.items() for letter in card.assets for _ in range(n))
    covered = {letter for letter in need if any(letter in c.provides for c in resources_)}
    letters = sorted(covered, key=lambda a: (-need[a], a))
    total_need = sum(need[a] for a in letters)
    providers = {a: [c for c in resources_ if a in c.provides and set(c.assets) <= covered] for a in letters}
    for letter in letters:
        room -= fill(providers[letter], min(1, room), copies=lambda card: (1,))
    slots = room
    for letter in letters:
        room -= fill(providers[letter], min(round(slots * need[letter] / total_need), room))
    provided = {a for c in counts for a in c.provides}
    room -= fill([c for c in resources_ if set(c.assets) <= provided], room)
    # What is left (a pool short of some kind of card): any card of the pool.
    room -= fill(pool, room, copies=lambda card: (1, 2, 3, 4))
    if room > 0:
        raise ValueError(f"the pool cannot fill a {size}-card deck")
    order = {c: i for i, c in enumerate(pool)}
    kind_order = {"mech": 0, "unit": 0, "command": 1, "mission": 2}
    entries = sorted(counts.items(), key=lambda e: ("Resource" in e[0].subtypes, kind_order[e[0].kind],
                                                      order[e[0]]))
    label = f"Random {universe} deck" if universe else "Random deck"
    return Deck(tuple(entries), f"{label} (seed {seed})")


# -- a card's worth: a deck with the card and the same deck without it -----------------------------------------------
#: the copies of a (not Unique) card a deck holds to measure its worth: as many as a player keen on it would play
TRIAL_COPIES = 4


def _role(card: Card) -> str:
    """What a card is for in a deck (a card is swapped only for one with the same role where the deck has one)."""
    if "Resource" in card.subtypes:
        return "Resource"
    return "Unit" if card.kind in ("mech", "unit") else card.kind


def trial_decks(numbers: list[str], name: str, seed: int) -> tuple[list[str], list[str]]:
    """(a deck holding the card ``name``, the same deck without it), as collector numbers in the given order, for
    ``mechdeck card-value``.  The deck without it: ``numbers`` with every copy of the card swapped for another copy
    of a card of the same role already in the deck.  The deck with it: that deck with ``TRIAL_COPIES`` cards (one
    for a Unique card) of the card's role, drawn at random from ``seed``, swapped for the card.  Both keep the deck's
    size and the place of every card not swapped, so that shuffled alike they deal alike.  ValueError when the deck
    holds nothing to swap."""
    printings = cards_named(name)
    if not printings:
        raise ValueError(f"unknown card {name!r}")
    card, key = printings[0], name_key(name)
    rng = random.Random(seed)
    deck = [card_by_number(n) for n in numbers]
    kept = [c for c in deck if name_key(c.name) != key]
    if not kept:
        raise ValueError(f"the deck holds nothing but {card.name}: no card to swap it for")
    spares = [c for c in kept if not c.unique] or kept[:1]
    without = []
    for c in deck:
        if name_key(c.name) == key:   # another copy of a card of its role (any card where the deck has none)
            alike = [s for s in spares if _role(s) == _role(c)] or spares
            c = rng.choice(alike)
        without.append(c)
    places = [i for i, c in enumerate(without) if _role(c) == _role(card)]
    others = [i for i, c in enumerate(without) if _role(c) != _role(card)]
    wanted = min(1 if card.unique else TRIAL_COPIES, len(without))
    rng.shuffle(places)
    rng.shuffle(others)
    with_card = list(without)
    for i in (places + others)[:wanted]:
        with_card[i] = card
    return [c.number for c in with_card], [c.number for c in without]


# -- summary ----------------------------------------------------------------------------------------------------------
def summary(deck: Deck) -> list[str]:
    """A few lines describing the deck: size, card kinds, affiliation, assets asked for and provided."""
    kinds = Counter()
    for card, n in deck.entries:
        if is_box_power(card):
            continue
        if "Resource" in card.subtypes:
            kinds["Resource"] += n
        elif card.kind == "mech":
            kinds["'Mech"] += n
        elif card.kind == "unit":
            kinds["other Unit"] += n
        elif card.kind == "mission":
            kinds["Mission"] += n
        else:
            kinds["other Command"] += n
    parts = ", ".join(f"{kinds[k]} {k}" for k in ("'Mech", "other Unit", "Resource", "other Command", "Mission")
                      if kinds[k])
    side, house = universe_affiliation(deck)
    need = Counter(a for card, n in deck.entries for a in card.assets for _ in range(n))
    have = Counter(a for card, n in deck.entries for a in card.provides for _ in range(n))
    letters = sorted(set(need) | set(have), key="ALMPT".index)
    lines = [f"{deck.name or 'Deck'}: {deck.size} cards ({parts or 'none'})",
             "affiliation: " + (" / ".join(x for x in (side, house) if x) or "none")]
    if letters:
        lines.append("assets (cards asking for it / cards providing it): "
                     + ", ".join(f"{a} {need[a]}/{have[a]}" for a in letters))
    if deck.box_powers:
        lines.append("Box power, beside the deck: " + _names(deck.box_powers))
    return lines
