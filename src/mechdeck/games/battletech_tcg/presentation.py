"""What a seat sees of a BattleTech TCG game, in the kernel's presentation contract (kernel/presentation.py): each
side's Command Post, Patrol and cards Under Construction as columns of the seats' table (cards with their ids,
tapped, depleted, damage and construction counters, the site a 'Mech guards, pilots and enhancements on their
hosts), hand, Stockpile, Scrapheap and removed cards on the seat's line with the side's assets, the Mission cards
in play and the current mission (a panel drawn by the ``mission`` widget), and the card gallery.

Instance ids are shown, face-down cards included: set-up deals them after shuffling, so an id tells nothing about
the card behind it (rules.py ``setup``), and option labels name cards by id."""
from __future__ import annotations

from mechdeck.kernel import RuleSet, State
from mechdeck.kernel.presentation import (HAND, PANEL, PILE, ROW, SEAT, SHARED, TABLE, AreaSpec, CounterView,
                                          Presenter, register_presenter)

from .board import ATTACHED, BUILD, MISSION, PATROL, POST, REMOVED, SCRAP, STOCK, assets, mark
from .board import HAND as HAND_ZONES
from .cards import CARDS
from .listing import type_line
from .turn import RULES_ID

# Per-card markers (board.py) a seat may see, under the names the presentation gives them.
MARKS = (("tap", "tapped"), ("dep", "depleted"), ("dmg", "damage"), ("cc", "counters"), ("guard", "guard"),
         ("on", "on"))
ON_HOST = "on"   # section of the attached cards: drawn on the piece their ``on`` mark names


def stats_line(card) -> str:
    """attack/armor/structure and the speed's initial ('Mechs and units); empty for other cards."""
    if card.kind not in ("mech", "unit"):
        return ""
    return f"{card.attack}/{card.armor}/{card.structure} {(card.speed or '')[:1].upper()}".rstrip()


class TCGPresenter(Presenter):
    public_ids = True
    show_ids = True
    score_label = "Cards left in Stockpile"

    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        seats = range(self.rules.seat_count(state))
        out = []
        for zones, title in ((POST, "Command Post"), (PATROL, "Patrol"), (BUILD, "Under Construction")):
            out += [AreaSpec(zones[p], ROW, title, (zones[p],), p, TABLE) for p in seats]
        out += [AreaSpec(ATTACHED[p], ROW, "attached", (ATTACHED[p],), p, ON_HOST) for p in seats]
        for p in seats:
            out += [AreaSpec(HAND_ZONES[p], ROW, "hand", (HAND_ZONES[p],), p, HAND),
                    AreaSpec(STOCK[p], PILE, "Stockpile", (STOCK[p],), p, SEAT),
                    AreaSpec(SCRAP[p], PILE, "Scrapheap", (SCRAP[p],), p, SEAT),
                    AreaSpec(REMOVED[p], PILE, "removed from the game", (REMOVED[p],), p, SEAT, optional=True)]
        out.append(AreaSpec(MISSION, ROW, "Mission cards", (MISSION,), -1, SHARED, optional=True))
        mission = self.rules._mission_view(state, viewer)   # card names only where the viewer sees them
        if mission is not None:
            out.append(AreaSpec("mission-panel", PANEL, "Mission", (), mission["attacker"], SHARED, widget="mission",
                                data=mission))
        return out

    def marks(self, state: State, card: int) -> dict:
        out = {}
        for key, field in MARKS:
            value = mark(state, key, card)
            if value is not None:
                out[field] = value
        return out

    def counters(self, state: State, viewer: int) -> list[CounterView]:
        return [CounterView(f"assets{p}", "assets", "".join(sorted(assets(state, p))) or "-", p)
                for p in range(self.rules.seat_count(state))]

    def option_label(self, state: State, action: tuple, viewer: int) -> str | None:
        return self.rules.action_label(state, action, viewer)

    def auto_option(self, state: State) -> int | None:
        """A reaction window the decider holds nothing for (T722), or a battle's effects step whose only option is
        ``done`` (asked because the hand could hold a Mission card by what the opponent sees, T723)."""
        decision = state.decision
        if decision is not None and decision.kind == "battle-effects" and decision.options == (("done",),):
            return 0
        passing = self.rules.no_reaction(state)
        return None if passing is None else state.decision.options.index(passing)

    def setup_schema(self) -> list[dict]:
        from .decks import PRESET_NAMES
        return [{"name": "decks", "kind": "decks", "count": 2, "choices": list(PRESET_NAMES),
                 "default": ["kurita", "wolf"],
                 "help": "one deck per seat: a preset name or a list of 60 card numbers or names"},
                {"name": "first_player", "kind": "seat", "default": None,
                 "help": "the seat that goes first (default: drawn at random)"}]

    def gallery(self) -> dict[str, dict]:
        # a name printed in several sets means its first card (cards.py): the first entry wins
        return {card.name: {"type": type_line(card), "cost": card.cost_text(), "stats": stats_line(card),
                            "text": card.text}
                for card in reversed(CARDS)}


def _presenter(rules: RuleSet) -> TCGPresenter:
    return TCGPresenter(rules)


register_presenter(RULES_ID, _presenter)
