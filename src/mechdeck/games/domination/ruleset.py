"""What every Domination rule-set class shares: zone visibility, card names and their aliases, the result (a
per-rule-set ``score``, ties to the player with more deployed units), and the deployment-zone totals."""
from __future__ import annotations

import copy
from functools import cached_property

from mechdeck.kernel import HIDDEN, OWNER, PUBLIC, TOP, RuleSet, RulesError, State
from mechdeck.kernel.engine import required_and_banned
from mechdeck.kernel.carddata import card_schema, load_card_data
from mechdeck.kernel.patch import check
from mechdeck.kernel.variant import PARAMETERS, check_numbers_only, variant_rules_id, variant_schema

from .cards import CardDef
from .table import NUMBER_FIELDS, TABLES, RuleTable, install

from .core import ASIDE, DECK, DISCARD, HAND, PLAY, REVEAL, UNITS, pile
from .turn import PLAY_ALL, play_all_label

# Each seat's zones: (the zone-name table, its visibility); a zone's owner is its index in the table.
_SEAT_ZONES = ((HAND, OWNER), (DECK, HIDDEN), (DISCARD, TOP), (ASIDE, OWNER), (PLAY, PUBLIC), (UNITS, PUBLIC))
# option_targets: where the cards an option names are looked for (zone templates, {me} = the decider), by the option's
# verb; cards bought, gained, copied or named are types (they are not any one copy yet).
_SEARCHED = ("hand{me}", "units{me}", "units{other}", REVEAL, "play{me}", "play{other}", "reactions{me}")
_VERB_ZONES = {"use": ("units{me}",), "damage": ("units{me}",), "deploy": ("hand{me}",), "play": ("hand{me}",),
               "reveal": ("hand{me}",),
               "scrap": ("reactions{me}",) + _SEARCHED}
_WHERE = {"from hand": ("hand{me}",), "from deployment zone": ("units{me}",)}
_TYPE_VERBS = frozenset({"buy", "gain", "copy", "name"})
_TYPE_KINDS = frozenset({"buy", "name-card"})
_NAME_SETS: dict[str, frozenset] = {}  # card names by rule set id, for option_targets


def name_aliases(cards, extra: dict[str, str] = {}) -> dict[str, str]:
    """Lower-cased name -> card name: every full name, its short form before " (", then ``extra``."""
    aliases: dict[str, str] = {}
    for card in cards:
        aliases[card.name.lower()] = card.name
        aliases.setdefault(card.name.split(" (")[0].lower(), card.name)
        if getattr(card, "data_name", None):
            aliases.setdefault(card.data_name.lower(), card.name)
    for short, name in extra.items():
        aliases.setdefault(short, name)
    return aliases


class DominationRuleSet(RuleSet):
    """Subclasses set ``cards``, ``table`` (their RuleTable), ``parameter_bounds``, ``names`` (type id -> name),
    ``aliases``, ``hidden_zones`` and the static hooks ``score``, ``attack_total`` and ``defense_total``."""

    min_players = max_players = 2
    table: RuleTable
    data_package = ""   # the package whose data/cards.json holds the rule set's cards
    parameter_bounds: dict[str, tuple[int, int]] = {}
    starting_cards: dict[str, int] = {}   # the base cards the starting decks (and bonus cards) take from their piles
    names: tuple = ()
    aliases: dict = {}
    hidden_zones: frozenset = frozenset()
    public_seat_zones: tuple = ()   # a rule set's own zone-name tables of public per-seat zones (v4: reactions)
    # The decisions the search bot (agents/mcts.py) searches: every choice a seat makes, in its own turn or in the
    # other's (reactions, damage to its units, the Black Market's named card, where a gained card goes).
    search_kinds = ("buy", "action", "combat", "damage", "damage-opponent", "damaged", "overrun-scrap", "pick",
                    "choose", "reaction", "reveal", "name-card", "place-gained")
    # A buy's worth shows only at the end of the game: buys are searched by a tree over whole games; the other
    # choices (which card to play first, which unit takes the damage) by paired comparisons on equal luck.
    tree_kinds = ("buy",)
    # What takes a card of the Supply into a seat's deck, as the options name it (agents/card_taste.py, the bots of
    # `mechdeck card-value`): buying it, or gaining it by a card's effect; the card is the option's type target.
    take_verbs = ("buy", "gain")

    def takeable_cards(self) -> tuple[str, ...]:
        """The cards a seat may take by a choice of its own (every card but the Overrun cards, which are given, and
        a variant's removed cards): the cards `mechdeck card-value` measures."""
        return tuple(card.name for card in self.pool if card.type != "Overrun")

    def card_selection(self, config: dict, fixed: tuple[str, ...]) -> tuple[tuple[str, ...], frozenset[str]]:
        """The set-up's ``require`` and ``ban`` options: (the cards every game's Supply must offer, the cards it
        must not), by their full names.  ``fixed``: the piles every game has, which need no requiring and cannot be
        banned.  A RulesError names an unknown card, a removed one, a fixed one banned or a card in both lists."""
        required, banned = required_and_banned(config, self.card_by_name)
        for key, names in (("require", required), ("ban", banned)):
            for name in names:
                if name in self.table.removed:
                    raise RulesError(f"{key}: {name} is not in the pool of {self.id} (its variant removes it)")
                if key == "ban" and name in fixed:
                    raise RulesError(f"ban: {name} cannot be banned: every game has its pile")
        return tuple(name for name in required if name not in fixed), frozenset(banned)

    # -- variants (kernel/variant.py): numbers on cards, cards removed, rule parameters ---------------------------------
    def new_game(self, seed: int = 0, config: dict | None = None, log: bool = True) -> State:
        install(self.table)
        return super().new_game(seed, config, log)

    def apply(self, state: State, action) -> None:
        install(self.table)   # a no-op unless a game of another variant of these cards ran in between
        super().apply(state, action)

    def variant_document(self) -> dict:
        """The shipped cards as the data file has them and the rule parameters."""
        return {"cards": load_card_data(self.data_package)["cards"],
                PARAMETERS: dict(TABLES[self.table.shipped].parameters)}

    def make_variant(self, document: dict, origins) -> DominationRuleSet:
        keys = self.variant_keys
        shipped = self.variant_document()
        definitions = card_schema(self.data_package)["$defs"]
        check_numbers_only(shipped["cards"], document, NUMBER_FIELDS, "name", origins, keys)
        check(document, variant_schema({"$ref": "#/$defs/card"}, definitions, self.parameter_bounds), origins, keys)
        kept = {c["name"]: c for c in document["cards"]}
        removed = frozenset(c["name"] for c in shipped["cards"] if c["name"] not in kept)
        for name in sorted(removed):
            if self.table.by_name[name].base:
                raise origins.error(("cards", name), keys, "a base card cannot be removed: every game has its pile")
        for name, needed in self.starting_cards.items():
            if kept[name]["copies"] < needed:
                raise origins.error(("cards", name, "copies"), keys, f"the starting decks take {needed} {name} "
                                                                     "cards from its pile: it needs at least as many")
        data = {c["name"]: kept.get(c["name"], c) for c in shipped["cards"]}
        cards = tuple(CardDef(id=self.table.type_id[name], **record) for name, record in data.items())
        variant = copy.copy(self)
        variant.id = variant_rules_id(self.table.shipped, document)
        variant.table = TABLES[variant.id] = self.table.variant(variant.id, cards, document[PARAMETERS], removed)
        variant.cards = cards   # every type id keeps its place (bots and action catalogues index by it)
        return variant

    def first_player_option(self, config: dict):
        """Check the set-up options (supply, first_player) and return first_player: a seat, or None for random."""
        return self.check_setup(config, ("supply", "first_player", "require", "ban"))

    def card_name(self, type_id: int) -> str:
        return self.names[type_id]

    @classmethod
    def card_by_name(cls, text: str) -> str:
        """The card name for a (case-insensitive) name or one of its aliases."""
        name = cls.aliases.get(" ".join(str(text).split()).lower())
        if name is None:
            raise RulesError(f"unknown card {text!r}")
        return name

    def observe(self, state: State, viewer: int) -> dict:
        """The kernel's view, plus ``labels`` when the viewer may "play all": the option in words (which Resources it
        plays, what they add); None for the options that read well as they are."""
        view = super().observe(state, viewer)
        options = view.get("options")
        if options and options[0] == list(PLAY_ALL):
            view["labels"] = [play_all_label(state, viewer)] + [None] * (len(options) - 1)
        return view

    def option_targets(self, state: State, action: tuple) -> tuple:
        """The cards an option of the current decision names, as ``("type", name)`` followed by ``("zone", zone)``
        when the decider sees that card in the zone the option acts on (the damaged player's deployment zone, the
        zone a pick takes from, the hand a card is played or revealed from, ...); a card bought, gained or named is a
        type alone.  Domination's views name cards, never instance ids (copies are alike, and an id could tell games
        apart that a seat may not), so no target is an id.  Also: ``("zone", deck)`` for the top card of a deck; the
        damaged unit (and its deployment zone) for every option of a "damaged" decision, the gained card for
        "place-gained"; in the Trial of Possession, the challenger's Mech after each answer's own."""
        decision = state.decision
        if decision is None or action not in decision.options:
            return ()
        me = decision.player
        kind = decision.kind
        local: dict = state.stack[-1].locals if state.stack else {}
        if kind == "damaged":
            owner_units = UNITS[state.stack[-1].player]
            return (("type", self.names[state.card_types[local["card"]]]), ("zone", owner_units))
        if kind == "place-gained":
            return (("type", self.names[state.card_types[local["card"]]]),)
        if kind == "damage" or kind == "damage-opponent":
            zones: tuple = (UNITS[state.stack[-1].player],)
        elif kind == "pick":
            zones = (local["src"],)
        elif len(action) == 3 and action[2] == "of deck":  # an Overrun's "scrap the top card of the deck"
            return (("zone", DECK[me]),)
        elif len(action) == 3 and action[2] in _WHERE:  # an option that says where its card is
            zones = _WHERE[action[2]]
        else:
            zones = _VERB_ZONES.get(action[0], _SEARCHED)
        if kind in _TYPE_KINDS or action[0] in _TYPE_VERBS:
            zones = ()
        targets: list = []
        for part in action[1:]:
            if part in self._name_set:
                targets.append(("type", part))
                zone = self._seen_in(state, me, part, zones)
                if zone:
                    targets.append(("zone", zone))
        if kind == "choose" and len(state.stack) > 1 and "mine_card" in state.stack[-2].locals:
            challenger = state.stack[-2].locals["mine_card"]  # the Trial of Possession's challenger Mech
            targets += [("type", self.names[state.card_types[challenger]]), ("zone", UNITS[1 - me])]
        return tuple(targets)

    @property
    def _name_set(self) -> frozenset:
        names = _NAME_SETS.get(self.id)
        if names is None:
            names = _NAME_SETS[self.id] = frozenset(self.names)
        return names

    def _seen_in(self, state: State, me: int, name: str, zones: tuple) -> str:
        """The first of ``zones`` (seat-relative templates) that the decider sees and that holds a ``name``, or ""."""
        types = state.card_types
        for template in zones:
            zone = template.format(me=me, other=1 - me)
            cards = state.zones.get(zone)
            if not cards:
                continue
            visibility, owner = self.zone_visibility(zone)
            if not (visibility == PUBLIC or (visibility == OWNER and owner == me)):
                continue
            for card in cards:
                if self.names[types[card]] == name:
                    return zone
        return ""

    @cached_property
    def seat_zones(self) -> dict[str, tuple[str, int]]:
        """Zone name -> (visibility, owner seat) of every per-seat zone."""
        tables = _SEAT_ZONES + tuple((names, PUBLIC) for names in self.public_seat_zones)
        return {name: (kind, p) for names, kind in tables for p, name in enumerate(names)}

    @property
    def pool(self) -> tuple[CardDef, ...]:
        """The cards a game may hold: all of ``cards`` but a variant's removed ones."""
        removed = self.table.removed
        return tuple(c for c in self.cards if c.name not in removed) if removed else self.cards

    def card_listing(self) -> tuple[list[dict], tuple[str, ...], list[list[str]]]:
        records = [{"name": c.name, "type": c.type, "subtype": c.subtype, "printed_type": c.printed_type,
                    "cost": c.cost, "lostech": c.lostech, "cost_text": c.cost_text(), "attack": c.attack,
                    "defense": c.defense, "base": c.base, "copies": c.copies, "text": c.text} for c in self.pool]
        rows = [[c.name + (" (base)" if c.base else "") + "\n" + c.printed_type, c.cost_text(),
                 f"{c.attack}/{c.defense}" if c.attack is not None else "", str(c.copies), c.text]
                for c in self.pool]
        return records, ("Card / type", "Cost", "A/D", "Qty", "Text"), rows

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        found = self.seat_zones.get(zone)
        if found is not None:
            return found
        return (HIDDEN if zone in self.hidden_zones else PUBLIC), -1

    def result(self, state: State) -> dict:
        scores = [self.score(state, p) for p in (0, 1)]
        units = [len(state.zones[f"units{p}"]) for p in (0, 1)]
        if scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
        elif units[0] != units[1]:  # the tie-break of both rule books
            winner = 0 if units[0] > units[1] else 1
        else:
            winner = None
        return {"winner": winner, "scores": scores, "units": units, "turns": state.counters["turn"],
                "reason": self.end_reason(state), "victory": self.victory(state) if state.decision is None else None}

    # How a finished game ended, one of ``victory_ids`` (what the balance lab counts as "how games end", W-R114;
    # a variant's parameters move these shares).
    victory_ids: tuple[str, ...] = ()

    def victory(self, state: State) -> str:
        raise NotImplementedError

    def end_reason(self, state: State) -> str:
        """Why a finished game ended, from what the end checks read: empty Supply piles, an empty Supply Deck (v4),
        a player who owns no cards (v2.2)."""
        zones = state.zones
        empty = [name for name in state.counters.get("piles", ()) if not zones.get(pile(name))]
        parts = []
        if empty:
            parts.append(f"{len(empty)} empty pile{'s' if len(empty) != 1 else ''}: {', '.join(empty)}")
        if "supply_deck" in zones and not zones["supply_deck"]:
            parts.append("the Supply Deck is empty")
        for p in (0, 1):
            if not any(zones.get(zone[p]) for zone in (HAND, DECK, DISCARD, PLAY, UNITS, ASIDE)):
                parts.append(f"P{p + 1} has no cards")
        return "; ".join(parts)

    def totals(self, state: State) -> dict:
        """Current Attack and Defense totals of each player's deployment zone (with bonuses so far this turn)."""
        return {"attack": [self.attack_total(state, p) for p in (0, 1)],
                "defense": [self.defense_total(state, p) for p in (0, 1)]}
