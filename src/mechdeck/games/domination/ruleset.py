"""What every Domination rule-set class shares: zone visibility, card names and their aliases, the result (a
per-rule-set ``score``, ties to the player with more deployed units), and the deployment-zone totals."""
from __future__ import annotations

from mechdeck.kernel import HIDDEN, OWNER, PUBLIC, TOP, RuleSet, RulesError, State

from .turn import PLAY_ALL, play_all_label

_PLAYER_ZONES = {"hand": OWNER, "deck": HIDDEN, "discard": TOP, "aside": OWNER}


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
        unknown = set(config) - {"supply", "first_player"}
        if unknown:
            raise RulesError(f"unknown set-up option(s) for {self.id}: {', '.join(sorted(unknown))} "
                             "(known: supply, first_player)")
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
