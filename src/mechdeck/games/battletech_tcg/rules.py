"""The BattleTech TCG rule set: set-up (rulebook "Set Up"), what each player may see, and the result."""
from __future__ import annotations

import copy
import re

from mechdeck.kernel import (FACE, FIXED_ROLLS, HIDDEN, OWNER, PUBLIC, RuleSet, RulesError, State, below, mix_seed,
                             shuffle)
from mechdeck.kernel.carddata import card_schema, load_card_data
from mechdeck.kernel.engine import required_and_banned
from mechdeck.kernel.patch import check
from mechdeck.kernel.procedures import OPS as KERNEL_OPS
from mechdeck.kernel.variant import PARAMETERS, check_numbers_only, variant_rules_id, variant_schema

from . import dice, missions, turn
from .abilities import load_all
from .abilities.registry import ABILITIES, SECRETS, static
from .board import (ATTACHED, BUILD, HAND, MISSION, PATROL, POST, REGION, REGION_NAMES, REMOVED, SCRAP, STOCK,
                    ZONE_SEAT, assets, mark, name_of, pile_text, who, zone_of)
from .bot import TCGPolicy
from .cards import CARDS, NUMBER_FIELDS, PRINTED, card_by_name, card_by_number, changed_numbers, install_numbers
from .decks import card_format, format_holding
from .knowledge import known
from .turn import RULES_ID, draw, start_turn

DEFAULT_DECKS = ("kurita", "wolf")


def _overheat_label(state: State, unit: int, k: int) -> str:
    x, y = missions.overheat_options(state, unit)[k]
    return f"option {k + 1} (Overheat {x}: +{y} attack)"


def _alpha_strike_label(state: State, unit: int, k: int) -> str:
    """Its printed Alpha Strikes, then those a card gives it for the mission (missions.alpha_strike_options)."""
    return f"option {k + 1} (Alpha Strike: +{missions.alpha_strike_options(state, unit)[k]} attack)"


def _jump_label(state: State, unit: int, k: int) -> str:
    cost, init = missions.opts(CARDS[state.card_types[unit]])["jump"][k]
    return f"option {k + 1} (Jump: -{cost} attack, +{init} initiative)"


# Options whose last part is the index of one of a unit's printed or granted options, not a card.
UNIT_OPTION_LABELS = {"overheat": _overheat_label, "alpha strike": _alpha_strike_label, "jump": _jump_label}
# Options whose one part is a number (a count, a seat), not a card.
NUMBER_LABELS = {
    # counters removed from a card for what they give (Comstar Bank Account, Booty Cache, Salvage Yard, The
    # Remembrance ...): the prompt names the card and the counters' kind
    "withdraw": lambda n: f"remove {n} counter{'s' if n != 1 else ''}",
    "hide": lambda n: f"hide {n}",                                                   # Shady Business, Steal 'Mech
    "guess": lambda n: f"guess {n}",                                                 # Shady Business
    "stockpile": lambda q: f"{who(q)}'s Stockpile",                                  # Mislabeled Drop Boxes ...
}
_SITE_ZONES = {"stock": STOCK, "scrap": SCRAP}  # the sites a mission may target, as zones


def is_card_part(state: State, action: tuple, i: int) -> bool:
    """Whether part ``i`` of an option is a card id: an int that names a card, unless the option's kind says that
    part is a number (an option's index, a count, a seat), so labels and scenario texts never show it as a card."""
    part = action[i]
    if not isinstance(part, int) or isinstance(part, bool) or not 0 <= part < len(state.card_types):
        return False
    kind = action[0]
    return not ((kind in UNIT_OPTION_LABELS and i == 2) or (kind in NUMBER_LABELS and i == 1))


def region_words(host: str, viewer: int) -> str:
    """A region a Terrain card enhances, as the viewer reads it: "your Patrol region", "P2's Command Post region"."""
    kind, seat = ZONE_SEAT[host[len(REGION):]]
    return f"{'your' if seat == viewer else who(seat) + chr(39) + 's'} {REGION_NAMES[kind]} region"


def deck_numbers(spec, seat: int, rules: BattleTechTCG | None = None, card_format: str = "whole",
                 box_powers: str = "one", deck_limits: str = "open") -> list[str]:
    """A deck given as a preset name or a list of card numbers/names -> the collector numbers, one per card (a Box
    power named beside the deck among them); checked against ``rules``' variant (its Stockpile size, its removed
    cards) when given, against the format (the set-up's, or "whole" where it names none: a given deck may then hold
    any card that can be played), and against the set-up's ``box_powers`` and ``deck_limits`` (T1112, T1119)."""
    from .decks import FORMAT_TEXT, MAX_CARDS, check_deck, deck_from_numbers, outside_format, preset_deck
    if isinstance(spec, str):
        try:
            deck = preset_deck(spec)
        except (KeyError, ValueError) as exc:
            raise RulesError(f"deck of P{seat + 1}: {exc}") from None
    elif isinstance(spec, (list, tuple)):
        numbers = []
        for item in spec:
            if not isinstance(item, str):
                raise RulesError(f"deck of P{seat + 1}: {item!r:.80} is not a card number or name")
            try:
                numbers.append(card_by_name(item).number)
            except (KeyError, ValueError) as exc:
                raise RulesError(f"deck of P{seat + 1}: {exc}") from None
        deck = deck_from_numbers(numbers)
    else:
        raise RulesError(f"deck of P{seat + 1} must be a preset name or a list of cards, not {spec!r:.80}")
    problems = check_deck(deck, max_cards=rules.parameters["stockpile_size"] if rules else MAX_CARDS,
                          box_powers=box_powers, deck_limits=deck_limits)
    removed = sorted({card.name for card in deck.cards() if rules and card.number in rules.removed})
    if removed:
        problems.append(f"the variant {rules.id if rules else ''} removed {', '.join(removed)} from the pool")
    if problems:
        raise RulesError(f"deck of P{seat + 1} is not legal: " + "; ".join(problems))
    from .decks import PLAYABLE_NOTE, unplayable_cards
    missing = unplayable_cards(deck.cards())
    if missing:
        raise RulesError(f"deck of P{seat + 1} holds cards this rule set cannot play ({PLAYABLE_NOTE}): "
                         f"{', '.join(missing)}")
    outside = outside_format(deck.cards(), card_format)
    if outside:
        raise RulesError(f"deck of P{seat + 1} holds cards outside the {card_format} format ("
                         f"{FORMAT_TEXT[card_format]}; the format 'whole' plays every implemented card): "
                         f"{', '.join(outside)}")
    return deck.numbers()


def begin_in_play(state: State, seat: int) -> None:
    """The cards that begin the game in play, taken from the shuffled deck before the first draw into their owner's
    Command Post, activated and untapped: an Alliance ("Begin the game with this card activated", T1113) and the Box
    power named beside the deck (T1112)."""
    from .decks import is_alliance, is_box_power
    stock = state.zones[STOCK[seat]]
    for c in [c for c in stock if is_alliance(CARDS[state.card_types[c]]) or is_box_power(CARDS[state.card_types[c]])]:
        stock.remove(c)
        state.zones[POST[seat]].append(c)
        state.say(f"{who(seat)} begins the game with {name_of(state, c)} in play")


class BattleTechTCG(RuleSet):
    id = RULES_ID
    title = "BattleTech Trading Card Game (1996), Limited/Unlimited rules"
    min_players = max_players = 2
    score_label = "Cards left in Stockpile"
    # The search bot (agents/mcts.py) searches the choices that shape a game (what to deploy and pay for, which
    # missions to send and against what, blocks, battle effects and damage, reactions); its playouts stop after
    # about a turn of both players' decisions and are scored by ``evaluate`` in Stockpile cards.
    search_kinds = ("deploy-phase", "repair-phase", "missions-phase", "end-of-turn", "declare-mission", "add-blocker",
                    "block", "include-target", "battle-effects", "assign-damage", "redirect-damage", "reaction",
                    "guard", "attach", "choose", "pick", "victim")
    search_horizon = 80
    search_scale = 6.0

    def evaluate(self, state: State) -> tuple[float, ...]:
        """Each seat's standing in a game in progress, in Stockpile cards (bot.py)."""
        from .bot import evaluate
        return evaluate(self, state)

    # Variants (kernel/variant.py): the numbers on a card (by collector number, ``cards/LT009/attack``), cards taken
    # out of the pool, and these rule parameters (docs/balance.md): the most cards a deck (the Stockpile) may hold,
    # the opening hand, the cards drawn each Draw phase and on the first player's first turn.
    variant_keys = ("number",)
    parameters: dict[str, int] = {"stockpile_size": 60, "opening_hand": 5, "draws_per_turn": 2, "first_turn_draws": 1}
    parameter_bounds = {"stockpile_size": (1, 500), "opening_hand": (0, 60), "draws_per_turn": (0, 20),
                        "first_turn_draws": (0, 20)}
    removed: frozenset[str] = frozenset()   # collector numbers a variant took out of the pool
    changed: object = PRINTED               # a variant's numbers by type id (cards.install_numbers)

    def new_game(self, seed: int = 0, config: dict | None = None, log: bool = True) -> State:
        install_numbers(self.changed)
        return super().new_game(seed, config, log)

    def apply(self, state: State, action) -> None:
        install_numbers(self.changed)   # a no-op unless a game of another variant ran in between
        super().apply(state, action)

    def variant_document(self) -> dict:
        """Every printing as the data file has it, and the rule parameters."""
        return {"cards": load_card_data(__package__)["cards"], PARAMETERS: dict(BattleTechTCG.parameters)}

    def make_variant(self, document: dict, origins) -> BattleTechTCG:
        keys = self.variant_keys
        shipped = self.variant_document()["cards"]
        definitions = card_schema(__package__)["$defs"]
        check_numbers_only(shipped, document, NUMBER_FIELDS, "number", origins, keys)
        check(document, variant_schema({"$ref": "#/$defs/card"}, definitions, self.parameter_bounds), origins, keys)
        kept = {c["number"] for c in document["cards"]}
        variant = copy.copy(self)
        variant.id = variant_rules_id(RULES_ID, document)
        variant.parameters = dict(document[PARAMETERS])
        variant.removed = frozenset(c["number"] for c in shipped if c["number"] not in kept)
        variant.changed = changed_numbers(document["cards"])
        return variant

    def __init__(self):
        load_all()
        self.ops = {**KERNEL_OPS, **turn.OPS, **missions.OPS, **dice.OPS}
        self._by_number = {c.number: i for i, c in enumerate(CARDS)}

    # -- set-up ---------------------------------------------------------------------------------------------------
    def setup(self, seed: int, config: dict) -> State:
        first = self.check_setup(config, ("decks", "first_player", "require", "ban", "format", "box_powers",
                                          "deck_limits"))
        numbers = self.setup_decks(config, seed)
        # The format is public: a set-up naming none plays in the smallest that holds its decks (reaction windows
        # are asked by what a deck of the format could hold, turn.could_hold).
        game_format = config.get("format") or format_holding(card_by_number(n).set_code for deck in numbers
                                                             for n in deck)
        config = dict(config, decks=numbers, format=card_format(game_format))
        rng = mix_seed(seed)
        # Instance ids are dealt after shuffling, so an id says nothing about the card behind it.
        holder = State(self.id, seed, config, (), rng)
        types: list[int] = []
        for seat in (0, 1):
            deck = [self._by_number[n] for n in numbers[seat]]
            shuffle(holder, deck)
            types.extend(deck)
        state = State(self.id, seed, config, tuple(types), holder.rng)
        split = len(numbers[0])
        for seat in (0, 1):
            for zone in (STOCK, HAND, SCRAP, BUILD, POST, PATROL, ATTACHED, REMOVED):
                state.zones[zone[seat]] = []
        state.zones[MISSION] = []
        state.zones[STOCK[0]] = list(range(split))
        state.zones[STOCK[1]] = list(range(split, len(types)))
        state.counters["split"] = split
        for seat in (0, 1):
            begin_in_play(state, seat)
        if first is None:
            first = below(state, 2)
        state.counters["first_player"] = first
        for seat in (0, 1):
            draw(state, seat, self.parameters["opening_hand"])
        state.say(f"{who(first)} goes first")
        start_turn(state, first)
        return state

    # -- what players see -----------------------------------------------------------------------------------------
    def card_name(self, type_id: int) -> str:
        return CARDS[type_id].name

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        if zone == MISSION:
            return PUBLIC, -1
        kind, seat = ZONE_SEAT[zone]
        if kind == "stock":
            return HIDDEN, seat
        if kind == "hand":
            return OWNER, seat
        if kind == "build":
            return FACE, seat
        return PUBLIC, seat

    def face_down(self, state: State, card: int) -> bool:
        return mark(state, "up", card) is None

    def result(self, state: State) -> dict:
        lost = [f"lost{p}" in state.counters for p in (0, 1)]
        if lost[0] and lost[1]:
            winner = None
        elif lost[0]:
            winner = 1
        elif lost[1]:
            winner = 0
        else:
            winner = None
        return {"winner": winner, "scores": [len(state.zones[STOCK[p]]) for p in (0, 1)],
                "turns": state.counters.get("turn", 0), "reason": "Stockpile ran out"}

    # -- scenario files (scenario.py; docs/scenarios.md) ----------------------------------------------------------
    def from_scenario(self, root) -> State:
        from .scenario import from_scenario
        return from_scenario(self, root)

    def check_expect(self, state: State, node) -> list[str]:
        from .scenario import check_expect
        return check_expect(self, state, node)

    def parse_action(self, state: State, text: str):
        """An action's text with instance ids (``tap 5``) or card names (``tap Support - Tactics``)."""
        from .scenario import parse_action
        return parse_action(self, state, text)

    # -- helpers for interfaces -----------------------------------------------------------------------------------
    def card_listing(self):
        """(records, columns, rows) for ``mechdeck cards``: listing.py, with a variant's numbers and without its removed
        cards."""
        from .listing import card_listing
        install_numbers(self.changed)
        return card_listing(self.removed)

    @property
    def deck_presets(self) -> tuple[str, ...]:
        from .decks import PRESET_NAMES
        return PRESET_NAMES

    def deck_option(self, text: str):
        """A --deck value: a preset name, ``random`` / ``random:SEED`` (a random legal deck of the format's implemented
        cards, dealt by set-up: ``setup_decks``; ``random:game``, one dealt from each game's seed), or the path of a deck-list file -> the deck as set-up takes it.
        Bad input raises RulesError."""
        from pathlib import Path

        from .decks import PRESET_NAMES, DeckError, read_deck_file
        word = text.strip()
        kinds = f"a preset ({', '.join(PRESET_NAMES)}), random[:SEED], random:game or a deck-list file"
        if not word:
            raise RulesError(f"an empty deck name; give {kinds}")
        if word.lower() in PRESET_NAMES:
            return word.lower()
        if word.lower() == "random" or word.lower().startswith("random:"):
            seed_text = word[7:].lower() or "0"
            if seed_text == "game":
                return "random:game"   # dealt at set-up from the game's seed
            if not re.fullmatch(r"[0-9]+", seed_text):
                raise RulesError(f"deck {text!r}: random:SEED needs a whole number or 'game'")
            return f"random:{int(seed_text)}"   # dealt at set-up, which honours the set-up's require and ban
        path = Path(word)
        if not path.exists():
            raise RulesError(f"deck {text!r}: no such file; give {kinds}")
        try:
            return read_deck_file(path).numbers()
        except DeckError as exc:
            raise RulesError(str(exc)) from None

    # -- the set-up's decks, its require and ban options, and a card's worth (`mechdeck card-value`) ---------------
    def setup_decks(self, config: dict, game_seed: int | None = None) -> list[list[str]]:
        """Each seat's deck as collector numbers from the set-up's ``decks`` (preset names, lists of cards, or
        ``random:SEED``: a random legal deck of the format's implemented cards holding every ``require``d card and no
        ``ban``ned one; ``random:game`` is dealt from the game's seed, ``game_seed``, so that each game of a run has
        a deck of its own and both seats naming it hold the same); a given deck holding a banned card or lacking a required one, or a card outside the set-up's
        ``format`` (``decks.FORMATS``), is refused.  A set-up naming no format draws random decks from the base set
        and takes given decks of any cards that can be played (set-ups written before the formats play as they
        did; a preset of the later sets needs no option).  The switches ``box_powers`` and ``deck_limits`` (decks.py,
        T1112, T1119) say whether a deck may name a Box power and which limits it keeps."""
        from .decks import DEFAULT_FORMAT, box_powers_option, card_format, deck_limits_option, random_deck
        try:
            chosen = card_format(config["format"]) if "format" in config else None
        except ValueError as exc:
            raise RulesError(f"config 'format': {exc}") from None
        switches = {}
        for option, read in (("box_powers", lambda value: box_powers_option(value, chosen or "whole")),
                             ("deck_limits", deck_limits_option)):
            try:
                switches[option] = read(config.get(option))
            except ValueError as exc:
                raise RulesError(f"config {option!r}: {exc}") from None
        specs = config.get("decks", list(DEFAULT_DECKS))
        if not isinstance(specs, (list, tuple)) or len(specs) != 2:
            raise RulesError("config 'decks' must list two decks (preset names or lists of cards)")
        required, banned = self._card_selection(config)
        numbers = []
        for seat, spec in enumerate(specs):
            seed_text = spec[len("random:"):] if isinstance(spec, str) and spec.startswith("random:") else None
            if seed_text is not None:
                if seed_text == "game" and game_seed is None:
                    raise RulesError(f"deck of P{seat + 1}: random:game is dealt from a game's seed, and this is no "
                                     "game's set-up")
                if seed_text != "game" and not re.fullmatch(r"[0-9]+", seed_text):
                    raise RulesError(f"deck of P{seat + 1}: random:SEED needs a whole number or 'game', not "
                                     f"{spec!r:.80}")
                deal = game_seed if seed_text == "game" else int(seed_text)
                try:
                    spec = random_deck(self._pool(chosen or DEFAULT_FORMAT), deal, require=required,
                                       ban=banned).numbers()
                except ValueError as exc:
                    raise RulesError(f"deck of P{seat + 1}: {exc}") from None
            deck = deck_numbers(spec, seat, self, chosen or "whole", **switches)
            names = {CARDS[self._by_number[n]].name for n in deck}
            for problem, wrong in (("lacks the required", [n for n in required if n not in names]),
                                   ("holds the banned", [n for n in banned if n in names])):
                if wrong:
                    raise RulesError(f"deck of P{seat + 1} {problem} {', '.join(wrong)}")
            numbers.append(deck)
        return numbers

    def _card_selection(self, config: dict) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The set-up's ``require`` and ``ban`` options as card names (each name once)."""
        required, banned = required_and_banned(config, self.card_by_name)
        return tuple(required), tuple(banned)

    def _pool(self, card_format: str = "base") -> list[str]:
        """The collector numbers a random deck is drawn from: the format's implemented cards (a variant's removed
        cards aside)."""
        from .decks import format_pool
        return [n for n in format_pool(card_format) if n not in self.removed]

    def card_by_name(self, text: str) -> str:
        """The name of the card a name (case, parentheses and punctuation aside) or collector number stands for;
        an unknown one raises ``cards.UnknownCard`` (a KeyError) naming close matches."""
        return card_by_name(text).name

    def takeable_cards(self) -> tuple[str, ...]:
        """The cards a deck may hold, each name once: the cards `mechdeck card-value` measures (a deck game: a seat
        takes a card by building its deck with it)."""
        return tuple(dict.fromkeys(CARDS[self._by_number[n]].name for n in self._pool()))

    def card_trial_decks(self, numbers: list[str], card: str, seed: int) -> tuple[list[str], list[str]]:
        """(the deck ``numbers`` with the card swapped in, the same deck without it): decks.trial_decks."""
        from .decks import trial_decks
        try:
            return trial_decks(numbers, card, seed)
        except ValueError as exc:
            raise RulesError(str(exc)) from None

    @property
    def cards(self):
        return CARDS

    def determinize(self, state: State, viewer: int, seed: int) -> State:
        """A state the viewer cannot tell from this one.  Unlike the kernel's (which re-deals the card instances),
        it re-deals only *what* each hidden card is among its side's hidden cards (Stockpile, the other hand,
        face-down cards under construction): ids, places and markers are public here and stay put, and a face-down
        card is never dealt a mission (missions cannot be deployed).  A hidden card the viewer knows (knowledge.py:
        shown to it, or followed into a hidden place) keeps what it is (ruling T721).  The other player's hidden
        numbers (``secret<seat>:<name>`` with a SECRETS entry) are drawn anew among their possible values; the rest
        of that player's secret counters (what it knows, what it has just drawn) name card ids, which stay put."""
        new = state.clone()
        new.rng = mix_seed(seed)
        new.counters.pop(FIXED_ROLLS, None)   # fixed dice results (scenario files) are the future
        types = list(new.card_types)
        knows = set(known(new, viewer))
        for p in (0, 1):
            face_down = [c for c in new.zones[BUILD[p]]
                         if c not in knows and not self._seen_in(new, BUILD[p], c, viewer)]
            rest = [c for zone in (STOCK[p], HAND[p]) for c in new.zones[zone]
                    if c not in knows and not self._seen_in(new, zone, c, viewer)]
            # dealt from a sorted list, so that the deal depends on which cards are hidden, never on where each lies
            dealt = sorted(types[c] for c in face_down + rest)
            shuffle(new, dealt)
            # the face-down places take the first deployable cards of the deal, the other places the rest in order
            deployable = [i for i, t in enumerate(dealt) if CARDS[t].kind != "mission"]
            picked = deployable[:len(face_down)]
            taken = set(picked)
            others = [i for i in range(len(dealt)) if i not in taken]
            for c, i in zip(face_down + rest, picked + others):
                types[c] = dealt[i]
        new.card_types = tuple(types)
        hidden = f"secret{1 - viewer}:"
        for key in [k for k in new.counters if k.startswith(hidden) and k[len(hidden):] in SECRETS]:
            choices = SECRETS[key[len(hidden):]](new, 1 - viewer)
            new.counters[key] = choices[below(new, len(choices))]
        new.rng = mix_seed(seed ^ 0x5DEECE66D)
        return new

    def seen(self, state: State, c: int, viewer: int) -> bool:
        """May the viewer see which card this is?"""
        zone = zone_of(state, c)
        return zone is not None and self._seen_in(state, zone, c, viewer)

    def _seen_in(self, state: State, zone: str, c: int, viewer: int) -> bool:
        """``seen`` for a card known to lie in ``zone`` (finding a card's zone is a search of every zone)."""
        kind, seat = self.zone_visibility(zone)
        if kind == PUBLIC:
            return True
        if kind == FACE:
            return seat == viewer or not self.face_down(state, c)
        return kind == OWNER and seat == viewer

    def card_label(self, state: State, c: int, viewer: int) -> str:
        if not self.seen(state, c, viewer):
            return f"face-down card #{c}" if zone_of(state, c) in BUILD else f"card #{c}"
        return f"{name_of(state, c)} #{c}"

    def action_label(self, state: State, action: tuple, viewer: int, card_text=None) -> str:
        """An option in words, card ids shown as the names the viewer may see; a part that is a number but no card
        (the k-th Overheat of a 'Mech, a count, a seat) reads as what it is.  Cards read as ``card_label`` ("Atlas
        #12": observations and scenario texts) unless ``card_text`` (card id -> words) says otherwise: the
        presentation names cards in words only (presentation.py)."""
        card = (lambda c: self.card_label(state, c, viewer)) if card_text is None else card_text
        kind = action[0]
        if kind in UNIT_OPTION_LABELS:
            unit, k = action[1], action[2]
            return f"{kind} {card(unit)} {UNIT_OPTION_LABELS[kind](state, unit, k)}"
        if kind == "use":
            ability = next(a for a in ABILITIES[CARDS[state.card_types[action[1]]].plays_as] if a.key == action[2])
            return f"use {card(action[1])} ({ability.label})"
        if kind in NUMBER_LABELS:
            return NUMBER_LABELS[kind](action[1])
        if kind == "on" and isinstance(action[1], str) and action[1].startswith(REGION):   # a Terrain card's region
            return f"in {region_words(action[1], viewer)}"
        parts = []
        for i, part in enumerate(action):
            if is_card_part(state, action, i):
                parts.append(card(part))
            elif part == "stock":
                parts.append("Stockpile")
            elif part == "scrap":
                parts.append("Scrapheap")
            elif isinstance(part, str) and part in ZONE_SEAT and ZONE_SEAT[part][0] in ("stock", "scrap"):
                parts.append(pile_text(part))   # a seat's pile named by an effect: "P2's Stockpile"
            else:
                parts.append(str(part))
        return " ".join(parts)

    def observe(self, state: State, viewer: int) -> dict:
        view = super().observe(state, viewer)
        view["board"] = [self._side(state, p, viewer) for p in (0, 1)]
        view["mission"] = self._mission_view(state, viewer)
        view["hand_ids"] = list(state.zones[HAND[viewer]])   # the viewer's own hand, in the order of its names
        if state.decision is not None and state.decision.player == viewer:
            view["labels"] = [self.action_label(state, o, viewer) for o in state.decision.options]
            passing = self.no_reaction(state)
            if passing is not None:   # the front ends' auto-pass answers with it (the decider's own view only)
                view["no_reaction"] = list(passing)
        return view

    def heuristic_policy(self, seed: int):
        """The heuristic bot's policy for this rule set (bot.py; ``agents.HeuristicAgent`` plays it)."""
        return TCGPolicy(seed)

    def action_catalogue(self, config: dict):
        """Every action of this rule set at a fixed index (action_space.py; mechdeck.env)."""
        from .action_space import catalogue
        return catalogue(self, config)

    def observation_spec(self, config: dict):
        """The layout of a seat's fixed-size observation (action_space.py; mechdeck.env)."""
        from .action_space import observation_spec
        return observation_spec(self, config)

    def option_targets(self, state: State, action: tuple) -> tuple:
        """What an option of the current decision refers to: ``("card", id)`` for every part that is a card id
        (``is_card_part``: an option's index, a count or a seat is not a card), ``("zone", name)`` for the
        Stockpile or Scrapheap a mission targets, ``("seat", q)`` for a seat chosen by number; cancelling a mission
        being declared refers to the 'Mechs chosen for it so far."""
        decision = state.decision
        if decision is None or action not in decision.options:
            return ()
        me = decision.player
        targets: list = []
        for i, part in enumerate(action):
            if is_card_part(state, action, i):
                targets.append(("card", part))
            elif action[0] == "target" and part in _SITE_ZONES:  # the opponent's Stockpile or Scrapheap
                targets.append(("zone", _SITE_ZONES[part][1 - me]))
            elif action[0] == "stockpile" and i == 1:
                targets.append(("seat", part))
        if decision.kind == "declare-mission" and action[0] == "cancel":
            targets.extend(("card", m) for m in state.stack[-1].locals["group"])
        return tuple(targets)

    def no_reaction(self, state: State):
        """At a reaction window (turn.ask_reaction) where the decider holds no card to react with: the action that
        passes, else None.  The window itself is asked whether or not one is held (ruling T722)."""
        stack = state.stack
        if state.decision is None or not stack or stack[-1].op != "choose":
            return None
        passing = stack[-1].locals.get("react")
        return passing if passing is not None and state.decision.options == (passing,) else None

    def _card_view(self, state: State, c: int, viewer: int) -> dict:
        out = {"id": c, "name": name_of(state, c) if self.seen(state, c, viewer) else None}
        if zone_of(state, c) in BUILD and self.face_down(state, c):
            out["face_down"] = True
        for key, field in (("tap", "tapped"), ("dep", "depleted"), ("dmg", "damage"), ("cc", "counters"),
                           ("guard", "guard"), ("on", "on")):
            value = mark(state, key, c)
            if value is not None:
                out[field] = value
        return out

    def _side(self, state: State, p: int, viewer: int) -> dict:
        z = state.zones
        side = {
            "stockpile": len(z[STOCK[p]]), "hand": len(z[HAND[p]]),
            "scrapheap": [name_of(state, c) for c in z[SCRAP[p]]],
            **{name: [self._card_view(state, c, viewer) for c in z[zone[p]]]
               for name, zone in (("build", BUILD), ("command_post", POST), ("patrol", PATROL),
                                  ("attached", ATTACHED))},
            "assets": sorted(assets(state, p)),
        }
        if self.top_face_up(state, STOCK[p]):
            side["stockpile_top"] = name_of(state, z[STOCK[p]][-1])
        return side

    def top_face_up(self, state: State, zone: str) -> bool:
        """A Stockpile played with its top card face up (Judith Faber, T1125), once both seats know that card (the card
        that opens it makes it known to both; until then, within the effect that opened it, nothing shows)."""
        seat = STOCK.index(zone) if zone in STOCK else -1
        if seat < 0 or not state.zones[zone] or not any(fn(state, seat) for fn in static(state, "open_stock_top")):
            return False
        top = state.zones[zone][-1]
        return top in known(state, 0) and top in known(state, 1)

    def _mission_view(self, state: State, viewer: int, card_text=None):
        """The mission in progress as the viewer sees it, cards read as ``card_label`` unless ``card_text`` (card id
        -> words) says otherwise (the presentation's words, presentation.py); None when no mission is on."""
        c = state.counters
        if "m.att" not in c:
            return None
        card = (lambda x: self.card_label(state, x, viewer)) if card_text is None else card_text
        label = lambda x: card(x) if isinstance(x, int) else x  # noqa: E731
        return {"attacker": c["m.p"], "attackers": [label(u) for u in c["m.att"]],
                "blockers": [label(u) for u in c.get("m.blk", ())], "target": label(c.get("m.tgt")),
                "ids": {"attackers": list(c["m.att"]), "blockers": list(c.get("m.blk", ())),   # the cards on the table
                        "target": c.get("m.tgt") if isinstance(c.get("m.tgt"), int) else None},
                "target_in_battle": bool(c.get("m.in")),
                "initiative": [missions.initiative(state, 0), missions.initiative(state, 1)],
                "damage": [[label(s), label(d), n] for s, d, n in c.get("m.asg", ())],
                "missiles": [[label(s), label(d)] for s, d in c.get("m.msl", ())],
                "mission_cards": [name for _, name in c.get("m.cards", ())]}


from . import presentation  # noqa: E402,F401  (registers what a seat sees: presentation.py)
