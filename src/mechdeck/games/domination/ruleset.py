"""What every Domination rule-set class shares: zone visibility, card names and their aliases, the result (a
per-rule-set ``score``, ties to the player with more deployed units), and the deployment-zone totals."""
from __future__ import annotations

from mechdeck.kernel import HIDDEN, OWNER, PUBLIC, TOP, RuleSet, RulesError, State

from .core import DECK, REVEAL, UNITS
from .turn import PLAY_ALL, play_all_label

_PLAYER_ZONES = {"hand": OWNER, "deck": HIDDEN, "discard": TOP, "aside": OWNER}
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
    """Subclasses set ``cards``, ``names`` (type id -> name), ``aliases``, ``hidden_zones`` and the static hooks
    ``score``, ``attack_total`` and ``defense_total``."""

    min_players = max_players = 2
    names: tuple = ()
    aliases: dict = {}
    hidden_zones: frozenset = frozenset()

    def first_player_option(self, config: dict):
        """Check the set-up options (supply, first_player) and return first_player: a seat, or None for random."""
        unknown = set(config) - {"supply", "first_player", "players"}   # players: checked by RuleSet.new_game
        if unknown:
            raise RulesError(f"unknown set-up option(s) for {self.id}: {', '.join(sorted(unknown))} "
                             "(known: supply, first_player, players)")
        first = config.get("first_player")
        if first not in (None, 0, 1):
            raise RulesError(f"first_player must be 1 or 2 (given as seat 0 or 1), not {first!r}")
        return first

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
        local: dict = state.stack[-1][3] if state.stack else {}
        if kind == "damaged":
            owner_units = UNITS[state.stack[-1][2]]
            return (("type", self.names[state.card_types[local["card"]]]), ("zone", owner_units))
        if kind == "place-gained":
            return (("type", self.names[state.card_types[local["card"]]]),)
        if kind == "damage":
            zones: tuple = (UNITS[state.stack[-1][2]],)
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
        if kind == "choose" and len(state.stack) > 1 and "mine_card" in state.stack[-2][3]:
            challenger = state.stack[-2][3]["mine_card"]  # the Trial of Possession's challenger Mech
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

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        if zone[-1] in "01" and not zone.startswith("pile:"):
            return _PLAYER_ZONES.get(zone[:-1], PUBLIC), int(zone[-1])
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
        return {"winner": winner, "scores": scores, "units": units, "turns": state.counters["turn"]}

    def totals(self, state: State) -> dict:
        """Current Attack and Defense totals of each player's deployment zone (with bonuses so far this turn)."""
        return {"attack": [self.attack_total(state, p) for p in (0, 1)],
                "defense": [self.defense_total(state, p) for p in (0, 1)]}
