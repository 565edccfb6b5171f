"""What a seat sees of a Domination game (both rule sets), in the kernel's presentation contract
(kernel/presentation.py): each seat's deployment zone as a column of the seats' table with its Attack and Defense
totals and its current score (v4: and the Support-Reactions placed there), the hand, deck, discard pile, set-aside
and played cards on the seat's line, the Supply piles with their costs (v4: the base piles and the Supply Row, plus
the Overrun piles), the Scrapheap and revealed cards, the active player's actions, buys, Industry and LosTech, how
near the end is (v2.2: empty Supply piles of the four that end the game; v4: the cards left in the Supply Deck and
the smallest Overrun pile), and the card gallery.

The rule sets differ only in data given at registration (the score's label, the end conditions, the Overrun piles,
the Supply Row and placed-reaction zones of v4), so this module names no rule set."""
from __future__ import annotations

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import (HAND, PILE, PILES, ROW, SEAT, SHARED, SUPPLY, TABLE, AreaSpec,
                                          CounterView, Presenter)

from .core import ASIDE, DECK, DISCARD, PLAY, REVEAL, SCRAP, UNITS, empty_piles, pile
from .core import HAND as HAND_ZONES
from .turn import END, PLAY_ALL, play_all_label

# The active player's resources this turn: counter, singular label, plural label.
TURN_RESOURCES = (("actions", "action", "actions"), ("buys", "buy", "buys"), ("industry", "Industry", "Industry"),
                  ("lostech", "LosTech", "LosTech"))


class DominationPresenter(Presenter):
    """``score_label`` heads the final score; ``overrun_piles`` are Supply piles nobody buys (shown apart);
    ``supply_row`` is a zone of face-up cards bought like piles (shown in the Supply, one pile per name);
    ``reactions`` the per-seat zones of placed reaction cards (they lie in the deployment zone: a column of the
    seats' table); ``supply_choices`` and ``supply_by_names`` the set-up option ``supply`` (v4 deals its Supply
    itself: "random" only).  What ends the game, shown as counters: ``empty_piles_to_end`` Supply piles empty (0:
    not an end condition), the ``supply_deck`` zone empty, any Overrun pile empty."""

    table_title = "Deployment zones"

    def __init__(self, rules: RuleSet, score_label: str, overrun_piles: tuple[str, ...] = (),
                 supply_row: str = "", reactions: tuple[str, ...] = (),
                 supply_choices: tuple[str, ...] = ("random", "first-game"), supply_by_names: bool = True,
                 empty_piles_to_end: int = 0, supply_deck: str = ""):
        super().__init__(rules)
        self.empty_piles_to_end = empty_piles_to_end
        self.supply_deck = supply_deck
        self.supply_choices = supply_choices
        self.supply_by_names = supply_by_names
        self.score_label = score_label
        self.overrun_piles = overrun_piles
        self.supply_row = supply_row
        self.reactions = reactions

    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        seats = range(self.rules.seat_count(state))
        out = [AreaSpec(f"units{p}", ROW, "Units (Attack/Defense)", (UNITS[p],), p, TABLE) for p in seats]
        if self.reactions:   # placed in the deployment zone, face up (played as Support cards): shown beside the units
            out += [AreaSpec(f"reactions{p}", ROW, "Reactions", (self.reactions[p],), p, TABLE, optional=True)
                    for p in seats]
        for p in seats:
            out += [AreaSpec(f"hand{p}", ROW, "hand", (HAND_ZONES[p],), p, HAND),
                    AreaSpec(f"deck{p}", PILE, "deck", (DECK[p],), p, SEAT),
                    AreaSpec(f"discard{p}", PILE, "discard", (DISCARD[p],), p, SEAT),
                    AreaSpec(f"aside{p}", PILE, "set aside", (ASIDE[p],), p, SEAT, optional=True),
                    AreaSpec(f"play{p}", ROW, "in play", (PLAY[p],), p, SEAT, optional=True)]
        supply = tuple(pile(n) for n in state.counters["piles"] if n not in self.overrun_piles)
        row = (self.supply_row,) if self.supply_row else ()
        out.append(AreaSpec("supply", PILES, "Supply", supply + row, -1, SUPPLY, grouped=row))
        if self.overrun_piles:
            out.append(AreaSpec("overrun", PILES, "Overrun piles", tuple(pile(n) for n in self.overrun_piles), -1,
                                SUPPLY))
        out += [AreaSpec("scrapheap", ROW, "Scrapheap", (SCRAP,), -1, SHARED),
                AreaSpec("revealed", ROW, "Revealed", (REVEAL,), -1, SHARED, optional=True)]
        return out

    def counters(self, state: State, viewer: int) -> list[CounterView]:
        rules = self.rules
        seats = range(rules.seat_count(state))
        out = [CounterView(f"attack{p}", "Atk", rules.attack_total(state, p), p, column="Atk") for p in seats]
        out += [CounterView(f"defense{p}", "Def", rules.defense_total(state, p), p, column="Def") for p in seats]
        # the score as the rules count it at the end (v2.2: cards in the Deck; v4: LosTech cards less Overrun
        # points): every card that enters or leaves a deck does so in view (bought, gained, scrapped), so each seat
        # could keep this count itself; nothing hidden is in it that the seat could not know
        out += [CounterView(f"score{p}", "Score", rules.score(state, p), p, column="Score") for p in seats]
        out += self.end_counters(state)
        counters = state.counters
        active = counters.get("active", -1)
        out += [CounterView(key, one, counters[key], active, plural=many)
                for key, one, many in TURN_RESOURCES if key in counters]
        return out

    def end_counters(self, state: State) -> list[CounterView]:
        """How near the end is, by each end condition of the rule set, counted against what ends the game."""
        out = []
        if self.empty_piles_to_end:
            out.append(CounterView("empty_piles", "Empty piles",
                                   f"{empty_piles(state)} of {self.empty_piles_to_end}"))
        if self.supply_deck:
            out.append(CounterView("supply_deck", "card in the Supply Deck", len(state.zones[self.supply_deck]),
                                   plural="cards in the Supply Deck"))
        if self.overrun_piles:
            left = {name: len(state.zones[pile(name)]) for name in self.overrun_piles}
            fewest = min(left, key=lambda name: left[name])
            out.append(CounterView("overrun_fewest", "Fewest Overrun cards left", f"{left[fewest]} ({fewest})"))
        return out

    def end_reason(self, state: State, reason: str) -> str:
        """What ended the game, by the rule set's end conditions only (v2.2: four empty Supply piles, a player with
        no cards in the Deck; v4: the empty Supply Deck, an empty Overrun pile), and where the scores are equal,
        the tie-break both rule books give: units in the deployment zone.  ``reason`` (the rule set's own) stands
        where none of them holds (a scenario stopped early)."""
        zones = state.zones
        seats = range(self.rules.seat_count(state))
        parts = []
        if self.empty_piles_to_end:
            empty = [name for name in state.counters["piles"] if not zones[pile(name)]]
            if len(empty) >= self.empty_piles_to_end:
                parts.append(f"{len(empty)} Supply piles are empty ({', '.join(empty)})")
            parts += [f"P{p + 1} has no cards left in the Deck" for p in seats
                      if not any(zones[zone[p]] for zone in (HAND_ZONES, DECK, DISCARD, ASIDE, PLAY))]
        if self.supply_deck and not zones[self.supply_deck]:
            parts.append("the Supply Deck is empty")
        parts += [f"the {name} Overrun pile is empty" for name in self.overrun_piles if not zones[pile(name)]]
        reason = "; ".join(parts) or reason
        if len({self.rules.score(state, p) for p in seats}) > 1:
            return reason
        units = [len(state.zones[UNITS[p]]) for p in seats]
        tie = ("the scores are tied, so units deployed decide: " + ", ".join(f"P{p + 1} {units[p]}" for p in seats)
               + (" (still tied: a draw)" if len(set(units)) == 1 else ""))
        return f"{reason}; {tie}" if reason else tie

    def status(self, state: State) -> dict:
        status = super().status(state)
        status["phase"] = status["phase"].capitalize()
        return status

    def option_label(self, state: State, action: tuple, viewer: int) -> str | None:
        return play_all_label(state, viewer) if action == PLAY_ALL else None

    def auto_option(self, state: State) -> int | None:
        """A decision with one option: Domination asks one only where the seat could hold a card by what the other
        seat sees (the Action phase with ``end`` alone, rulings B53 and V10; v2.2's damaged unit with one way to go
        and Headshot!'s window with ``pass`` alone, B55): a front end may take it for a human whose auto-pass
        setting is on."""
        decision = state.decision
        return 0 if decision is not None and len(decision.options) == 1 else None

    def unspent(self, state: State, action: tuple) -> list[str]:
        """Ending the Action phase while a Unit could still be deployed, or the Buy phase while a card is still
        affordable or Resources wait in hand: what the seat leaves unused (the rules allow it; a front end asks)."""
        decision = state.decision
        if action != END or decision is None:
            return []
        c = state.counters
        verbs = {option[0] for option in decision.options}
        if c.get("phase") == "action" and "deploy" in verbs:
            return [f"{c['actions']} action{'s' if c['actions'] != 1 else ''} (a Unit in hand could be deployed)"]
        if c.get("phase") == "buy" and c.get("buys", 0) > 0 and verbs & {"buy", "play", PLAY_ALL[0]}:
            out = [f"{c['buys']} buy{'s' if c['buys'] != 1 else ''}"]
            out += [f"{c['industry']} Industry"] if c.get("industry") else []
            out += [f"{c['lostech']} LosTech"] if c.get("lostech") else []
            return out + (["Resources in hand"] if verbs & {"play", PLAY_ALL[0]} else [])
        return []

    def result_columns(self, state: State) -> list[tuple[str, list]]:
        return [("Units (tie-break)", [len(state.zones[UNITS[p]]) for p in range(self.rules.seat_count(state))])]

    def setup_schema(self) -> list[dict]:
        """The Supply and the first player.  Where the Supply may be the rulebook's recommended first-game Supply
        (v2.2: "RECOMMENDED SUPPLY PILES for 1st GAME"; v4 deals its Supply Deck at random and recommends none),
        that choice is the default a set-up form preselects, and ``first_game`` names it: the value a front end that
        knows the player has never finished a game of this rule set gives them (the command line does; afterwards
        its default is a random Supply)."""
        cards = self.supply_by_names
        first_game = "first-game" if "first-game" in self.supply_choices else None
        words = {"random": "random (a new Supply each game)",
                 "first-game": "first-game (the rulebook's recommended Supply for a first game)"}
        supply = {"name": "supply", "kind": "choice-or-cards" if cards else "choice",
                  "choices": list(self.supply_choices), "default": first_game or "random",
                  "help": "the Supply: " + ", ".join(words.get(c, c) for c in self.supply_choices)
                          + (", or card names (completed at random)" if cards else "")}
        if first_game is not None:
            supply["first_game"] = first_game
        if cards:   # the names a Supply may be picked from (the base cards are always in it)
            supply["cards"] = [card.name for card in self.rules.pool if not card.base]
        # the cards a game's Supply may or may not offer (the base and Overrun piles are in every game; a variant's
        # removed cards in none: they are not in its pool)
        optional = [card.name for card in self.rules.pool if not card.base and card.type != "Overrun"]
        return [supply,
                {"name": "first_player", "kind": "seat", "default": None, "help": "the seat that plays first "
                                                                                 "(default: drawn at random)"},
                {"name": "require", "kind": "cards", "cards": optional, "default": [],
                 "help": "cards every game's Supply must offer (added to the piles named or drawn; in a Supply Deck, "
                         "every copy is dealt into it)"},
                {"name": "ban", "kind": "cards", "cards": optional, "default": [],
                 "help": "cards no game's Supply may offer (never drawn or dealt)"}]

    def how_to_play(self) -> str:
        """The rule set's primer (Markdown): ``data/how-to-play.md`` of the package its rules class lives in, so
        each Domination rule set ships its own and this family module names none."""
        from importlib.resources import files
        package = type(self.rules).__module__.rpartition(".")[0]
        return files(package).joinpath("data", "how-to-play.md").read_text(encoding="utf-8")

    def gallery(self) -> dict[str, dict]:
        return {card.name: {"type": card.printed_type, "cost": card.cost_text(),
                            "stats": "" if card.attack is None else f"{card.attack}/{card.defense}",
                            "text": card.text}
                for card in self.rules.pool}
