"""What a seat sees of a Domination game (both rule sets), in the kernel's presentation contract
(kernel/presentation.py): each seat's deployment zone as a column of the seats' table with its Attack and Defense
totals, the hand, deck, discard pile, set-aside and played cards on the seat's line, the Supply piles with their
costs (v4: the base piles and the Supply Row, plus the Overrun piles), the Scrapheap and revealed cards, the active
player's actions, buys, Industry and LosTech, and the card gallery.

The rule sets differ only in data given at registration (the score's label, the Overrun piles, the Supply Row and
placed-reaction zones of v4), so this module names no rule set."""
from __future__ import annotations

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import (HAND, PILE, PILES, ROW, SEAT, SHARED, SUPPLY, TABLE, AreaSpec,
                                          CounterView, Presenter)

from .core import ASIDE, DECK, DISCARD, PLAY, REVEAL, SCRAP, UNITS, pile
from .core import HAND as HAND_ZONES
from .turn import PLAY_ALL, play_all_label

# The active player's resources this turn: counter, singular label, plural label.
TURN_RESOURCES = (("actions", "action", "actions"), ("buys", "buy", "buys"), ("industry", "Industry", "Industry"),
                  ("lostech", "LosTech", "LosTech"))


class DominationPresenter(Presenter):
    """``score_label`` heads the final score; ``overrun_piles`` are Supply piles nobody buys (shown apart);
    ``supply_row`` is a zone of face-up cards bought like piles (shown in the Supply, one pile per name);
    ``reactions`` the per-seat zones of placed reaction cards; ``supply_choices`` and ``supply_by_names`` the set-up
    option ``supply`` (v4 deals its Supply itself: "random" only)."""

    table_title = "Deployment zones"

    def __init__(self, rules: RuleSet, score_label: str, overrun_piles: tuple[str, ...] = (),
                 supply_row: str = "", reactions: tuple[str, ...] = (),
                 supply_choices: tuple[str, ...] = ("random", "first-game"), supply_by_names: bool = True):
        super().__init__(rules)
        self.supply_choices = supply_choices
        self.supply_by_names = supply_by_names
        self.score_label = score_label
        self.overrun_piles = overrun_piles
        self.supply_row = supply_row
        self.reactions = reactions

    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        seats = range(self.rules.seat_count(state))
        out = [AreaSpec(f"units{p}", ROW, "Units (Attack/Defense)", (UNITS[p],), p, TABLE) for p in seats]
        for p in seats:
            out += [AreaSpec(f"hand{p}", ROW, "hand", (HAND_ZONES[p],), p, HAND),
                    AreaSpec(f"deck{p}", PILE, "deck", (DECK[p],), p, SEAT),
                    AreaSpec(f"discard{p}", PILE, "discard", (DISCARD[p],), p, SEAT),
                    AreaSpec(f"aside{p}", PILE, "set aside", (ASIDE[p],), p, SEAT, optional=True),
                    AreaSpec(f"play{p}", ROW, "in play", (PLAY[p],), p, SEAT, optional=True)]
            if self.reactions:
                out.append(AreaSpec(f"reactions{p}", ROW, "reactions placed", (self.reactions[p],), p, SEAT,
                                    optional=True))
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
        counters = state.counters
        active = counters.get("active", -1)
        out += [CounterView(key, one, counters[key], active, plural=many)
                for key, one, many in TURN_RESOURCES if key in counters]
        return out

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

    def result_columns(self, state: State) -> list[tuple[str, list]]:
        return [("Units (tie-break)", [len(state.zones[UNITS[p]]) for p in range(self.rules.seat_count(state))])]

    def setup_schema(self) -> list[dict]:
        cards = self.supply_by_names
        supply = {"name": "supply", "kind": "choice-or-cards" if cards else "choice",
                  "choices": list(self.supply_choices), "default": "random",
                  "help": "the Supply: " + ", ".join(self.supply_choices) + (", or card names (completed at random)"
                                                                            if cards else "")}
        if cards:   # the names a Supply may be picked from (the base cards are always in it)
            supply["cards"] = [card.name for card in self.rules.cards if not card.base]
        return [supply,
                {"name": "first_player", "kind": "seat", "default": None, "help": "the seat that plays first "
                                                                                 "(default: drawn at random)"}]

    def gallery(self) -> dict[str, dict]:
        return {card.name: {"type": card.printed_type, "cost": card.cost_text(),
                            "stats": "" if card.attack is None else f"{card.attack}/{card.defense}",
                            "text": card.text}
                for card in self.rules.cards}
