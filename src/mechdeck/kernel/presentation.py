"""The presentation contract: what one seat sees of a game, as plain JSON that every front end renders.

``present(rules, state, viewer)`` builds, on demand (never in apply or clone), a dict with

* ``status``   the turn, the active seat and the phase;
* ``areas``    one entry per area the game declares (``AreaSpec``): its kind (``row``: cards in order; ``pile``: a
               stack shown by its count and, where visible, its top; ``piles``: one pile per zone or per card name, a
               Supply; ``panel``: a game's data drawn by a named widget), a placement hint (``section``), the owner,
               the card count and the pieces the viewer may see;
* ``counters`` labelled numbers (score, piles left, Attack totals, actions/buys/Industry, Stockpile ...);
* ``decision`` who decides and, for the decider only, the prompt, the kind, the options with labels and targets
               (``rules.option_targets``) and ``notes``: short reasons why an option the decider might expect is not
               offered ("No Mission cards in hand: initiative is 0"); every other seat reads "waiting for Pn",
               exactly like ``observe``, and no notes;
* ``log``      the lines this seat may read;
* ``outcome``  ``rules.outcome(state)`` once the game is over, with the game's score label, extra columns and the
               reason the game ended in a player's words (``Presenter.end_reason``).

``catalogue(rules)`` is the static part (set-up options as a schema, the card gallery, a how-to-play text and a key
to the notation the cards and screens use), built once per rule set.

**Secrecy by construction.**  A game's ``Presenter`` declares areas by zone names and gives per-card marks, labels
and counters; it never names a card in an area.  Only this module turns zone contents into pieces, and it asks the
zone's visibility kind (and ``face_down``) before it writes a name: a card the viewer may not see is a piece with
``name`` None, or no piece at all where the zone shows only a count.  A piece carries its instance id only when the
rule set says ids tell nothing (``public_ids``: the TCG deals ids after shuffling); Domination's ids follow the pile
order, so there no piece has an id: a hidden card's id would name it, and the ids of a seat's own identical copies
would tell how its deck was shuffled (and so the RNG), which two games it cannot tell apart by the rules differ in.

Where this departs from the presentation study (design/presentation-study.md §3): there is no separate ``Layout``
and ``Scene`` pair or view-id session yet.  A presentation is one self-contained dict per viewer (the static layout
is small and the terminal redraws everything at each decision); the areas are declared by the game per state, so an
area that exists only sometimes (a mission, revealed cards) needs no place in a static layout.  View-id aliasing
(the study's sessions) is not needed while hidden pieces carry no id unless ids are public by the rules.  Diffs and
sessions can be added on top of this dict without changing what a game writes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .engine import FACE, HIDDEN, OWNER, PUBLIC, TOP, RuleSet
from .state import State

# Area kinds every renderer draws.
ROW = "row"        # cards in order (a hand, units in play)
PILE = "pile"      # a stack: count, and the top card where it is face up
PILES = "piles"    # several stacks side by side (a Supply): one per zone, or one per card name in a zone
PANEL = "panel"    # a game's own data (``data``), drawn by the widget named ``widget`` (label: value lines without one)

# Placement hints (``section``): where a renderer puts an area.
TABLE = "table"    # one column of a table with one line per seat (cards in play)
SEAT = "seat"      # the seat's summary line (piles, cards played this turn)
HAND = "hand"      # the seat's hand: listed for its owner, counted on the seat line for the others
SHARED = "shared"  # shared areas under the table (a scrapheap, revealed cards)
SUPPLY = "supply"  # what can be bought or taken

# A viewer that sees every card face up and reads every log line (each private line marked with its seat): for the
# replay of a finished game only, never for a game in progress.
OMNISCIENT = -2


@dataclass(frozen=True)
class AreaSpec:
    """One area of the table as a game declares it: ``zones`` are the engine zones it shows (a ``piles`` area: one
    pile per zone, except the zones in ``grouped``, whose cards make one pile per card name: a Supply Row)."""
    id: str
    kind: str
    title: str
    zones: tuple[str, ...] = ()
    owner: int = -1
    section: str = SHARED
    grouped: tuple[str, ...] = ()
    optional: bool = False     # renderers leave it out while it holds nothing
    widget: str = ""           # a panel's widget name
    data: object = None        # a panel's data (JSON), built by the game from what the viewer may know


@dataclass(frozen=True)
class CounterView:
    """A labelled number (or short text): ``owner`` -1 for the whole game; ``plural`` the label for any value but 1;
    ``column`` groups seat counters into one column of the seats' table (values joined by " / ")."""
    key: str
    label: str
    value: object
    owner: int = -1
    plural: str = ""
    column: str = ""

    def to_json(self) -> dict:
        out = {"key": self.key, "label": self.label, "value": self.value, "owner": self.owner}
        if self.plural:
            out["plural"] = self.plural
        if self.column:
            out["column"] = self.column
        return out


class Presenter:
    """What a rule set shows; the defaults present any rule set from its zones and public counters alone, so a new
    rule set is drawn before it writes a presenter.  Games override the hooks; none of them names a card in an
    area (the kernel does that, by visibility)."""

    public_ids = False      # may a hidden card's instance id be shown (ids dealt after shuffling say nothing)?
    show_ids = False        # do players name cards by id (option labels "tap Atlas #12"), so renderers show them?
    score_label = "Score"
    table_title = "The table"   # the title of the seats' table (areas in the TABLE section)

    def __init__(self, rules: RuleSet):
        self.rules = rules

    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        out = []
        for zone in state.zones:
            kind, owner = self.rules.zone_visibility(zone)
            section = SHARED if owner < 0 else HAND if kind == OWNER else SEAT   # a zone only its owner sees: a hand
            out.append(AreaSpec(zone, ROW if kind in (PUBLIC, FACE, OWNER) else PILE, zone, (zone,), owner, section))
        return out

    def marks(self, state: State, card: int) -> dict:
        """Public per-card state of a card in play (tapped, damage, counters, ``on``: the host's id).  The names
        ``name``, ``id``, ``ref`` and ``down`` are the piece's own fields and cannot be marks."""
        return {}

    def counters(self, state: State, viewer: int) -> list[CounterView]:
        return [CounterView(k, k, v) for k, v in self.rules.public_counters(state, viewer).items()
                if isinstance(v, (int, str)) and not isinstance(v, bool)]

    def status(self, state: State) -> dict:
        """{"turn", "active", "phase"} of the game as everyone sees it."""
        counters = state.counters
        active = counters.get("active", None if state.decision is None else state.decision.player)
        return {"turn": counters.get("turn"), "active": active, "phase": str(counters.get("phase", ""))}

    def option_label(self, state: State, action: tuple, viewer: int) -> str | None:
        """An option in words for its decider (None: the action's own text reads well)."""
        return None

    def option_labels(self, state: State, viewer: int) -> list[str | None]:
        """The labels of every option of the current decision, in order (``option_label`` each): a game overrides
        this where one option's words depend on the others (two identical cards told apart by their places)."""
        decision = state.decision
        return [] if decision is None else [self.option_label(state, action, viewer) for action in decision.options]

    def decision_notes(self, state: State, viewer: int) -> list[str]:
        """Short reasons, for the decider only, why an option it might expect is not offered ("No Mission cards in
        hand: initiative is 0"), derived from the state and the rules; the kernel asks only for the decider's view."""
        return []

    def end_reason(self, state: State, reason: str) -> str:
        """Why the finished game ended, in a player's words; ``reason`` is the rule set's own (``Outcome.reason``)."""
        return reason

    def auto_option(self, state: State) -> int | None:
        """The index of an option a front end may take for the decider when asked to (a reaction window where the
        decider holds nothing to react with: ruling T722); None when there is none."""
        return None

    def unspent(self, state: State, action: tuple) -> list[str]:
        """What the decider leaves unused by choosing ``action`` ("2 Industry", "1 buy"): front ends ask for a
        confirmation before applying an option that carries such a list (ending a turn with resources left)."""
        return []

    def result_columns(self, state: State) -> list[tuple[str, list]]:
        """Extra columns of the final score table (label, one value per seat), e.g. a tie-break."""
        return []

    # -- the static catalogue ----------------------------------------------------------------------------------------
    def setup_schema(self) -> list[dict]:
        """Set-up options: name, kind, allowed values or shape, default, help; a "choice" whose default is None may
        name what leaving it unset means (``"unset": "as the decks need"``), which a front end offers as one more
        choice, the one taken by default."""
        return []

    def gallery(self) -> dict[str, dict]:
        """Card name -> {"type", "cost", "stats", "text"}: the card faces a front end may show."""
        return {}

    def how_to_play(self) -> str:
        return ""

    def notation(self) -> str:
        """A key to the notation cards and screens use (stats like ``2/1/7``, cost symbols), as Markdown; "" if the
        game's words need no key."""
        return ""


_PRESENTERS: dict[str, Callable[[RuleSet], Presenter]] = {}
_LOADED: dict[str, Presenter] = {}
_CATALOGUES: dict[str, dict] = {}


def register_presenter(rules_id: str, factory: Callable[[RuleSet], Presenter]) -> None:
    _PRESENTERS[rules_id] = factory
    _LOADED.pop(rules_id, None)
    _CATALOGUES.pop(rules_id, None)


def presenter_for(rules: RuleSet) -> Presenter:
    presenter = _LOADED.get(rules.id)
    if presenter is None or presenter.rules is not rules:
        # a variant rule set (``<base>@<digest>``) is presented as its base is
        factory = _PRESENTERS.get(rules.id) or _PRESENTERS.get(rules.id.partition("@")[0], Presenter)
        presenter = factory(rules)
        _LOADED[rules.id] = presenter
    return presenter


# -- building a presentation ------------------------------------------------------------------------------------------
def _sees(rules: RuleSet, state: State, zone: str, viewer: int) -> tuple[str, int, bool]:
    """(kind, owner, whether the viewer sees the zone's cards in order)."""
    kind, owner = rules.zone_visibility(zone)
    return kind, owner, kind in (PUBLIC, FACE) or viewer == OMNISCIENT or (owner == viewer and kind != HIDDEN)


def _ref(zone: str, index: int) -> str:
    """A piece's place as the viewer sees it ("hand:1#2": the third card of that zone): what a renderer matches an
    option's ``("ref", ...)`` target against where instance ids are not public."""
    return f"{zone}#{index}"


def _piece(presenter: Presenter, state: State, card: int, name: str | None, down: bool, ref: str) -> dict:
    piece: dict = {"name": name}
    if presenter.public_ids:
        piece["id"] = card
    else:
        piece["ref"] = ref
    if down:
        piece["down"] = True
    piece.update(presenter.marks(state, card))
    return piece


def _area(presenter: Presenter, state: State, spec: AreaSpec, viewer: int) -> dict:
    rules = presenter.rules
    names, types = rules.card_name, state.card_types
    out: dict = {"id": spec.id, "kind": spec.kind, "title": spec.title, "owner": spec.owner,
                 "section": spec.section, "zones": list(spec.zones)}   # zone names: what ("zone", z) targets name
    if spec.optional:
        out["optional"] = True
    if spec.kind == PANEL:
        out["widget"] = spec.widget
        out["data"] = spec.data
        return out
    if spec.kind == PILES:
        piles = []
        for zone in spec.zones:
            cards = state.zones[zone]
            kind, _, seen = _sees(rules, state, zone, viewer)
            if zone in spec.grouped and seen:
                counts: dict[str, int] = {}
                for c in cards:
                    counts[names(types[c])] = counts.get(names(types[c]), 0) + 1
                piles.extend({"name": n, "count": k} for n, k in counts.items())
            else:
                top = names(types[cards[-1]]) if cards and (seen or kind == TOP or rules.top_face_up(state, zone)) \
                    else None
                piles.append({"name": top, "count": len(cards)})
        out["piles"] = piles
        out["count"] = sum(p["count"] for p in piles)
        return out
    pieces: list[dict] = []
    count = 0
    top = None
    hidden_order = False
    for zone in spec.zones:
        cards = state.zones[zone]
        count += len(cards)
        kind, owner, seen = _sees(rules, state, zone, viewer)
        if seen:
            for i, c in enumerate(cards):
                down = kind == FACE and rules.face_down(state, c)
                hide = down and owner != viewer and viewer != OMNISCIENT
                pieces.append(_piece(presenter, state, c, None if hide else names(types[c]), down, _ref(zone, i)))
        else:
            hidden_order = True
            if cards and (kind == TOP or rules.top_face_up(state, zone)):
                top = names(types[cards[-1]])
    out["count"] = count
    if not hidden_order:
        out["pieces"] = pieces
        if pieces and spec.kind == PILE:
            out["top"] = pieces[-1]["name"]
    elif top is not None:
        out["top"] = top
    return out


def _seen_places(rules: RuleSet, state: State, viewer: int) -> dict[int, str]:
    """Card instance -> its ``_ref`` place, for every card the viewer sees in order."""
    places = {}
    for zone, cards in state.zones.items():
        if _sees(rules, state, zone, viewer)[2]:
            for i, c in enumerate(cards):
                places[c] = _ref(zone, i)
    return places


def _decision(presenter: Presenter, state: State, viewer: int) -> dict | None:
    decision = state.decision
    if decision is None:
        return None
    if decision.player != viewer:
        return {"player": decision.player, "prompt": f"waiting for P{decision.player + 1}", "options": []}
    rules = presenter.rules
    places = None if presenter.public_ids else _seen_places(rules, state, viewer)
    options = []
    labels = presenter.option_labels(state, viewer)
    for i, action in enumerate(decision.options):
        label = labels[i]
        targets = [list(t) for t in rules.option_targets(state, action)]
        if places is not None:   # instance ids stay in the engine: a card target becomes the place the viewer sees
            targets = [t if t[0] != "card" else ["ref", places[t[1]]] for t in targets
                       if t[0] != "card" or t[1] in places]
        options.append({"i": i, "action": list(action),
                         "label": rules.action_text(action) if label is None else label, "targets": targets})
        unspent = presenter.unspent(state, action)
        if unspent:   # only the decider's view has options at all
            options[-1]["unspent"] = unspent
    return {"player": decision.player, "prompt": decision.prompt, "kind": decision.kind, "options": options,
            "auto": presenter.auto_option(state), "notes": presenter.decision_notes(state, viewer)}


def _log(state: State, viewer: int) -> list[str]:
    lines = state.log or ()
    if viewer == OMNISCIENT:
        return [text if who == -1 else f"(P{who + 1} only) {text}" for who, text in lines]
    return [text for who, text in lines if who == -1 or who == viewer]


def present(rules: RuleSet, state: State, viewer: int) -> dict:
    """What seat ``viewer`` sees now, as JSON-able data (see the module docstring); ``OMNISCIENT`` sees everything
    (finished games' replays)."""
    presenter = presenter_for(rules)
    finished = state.decision is None
    view = {
        "rules": rules.id, "title": rules.title, "viewer": viewer, "seats": rules.seat_count(state),
        "show_ids": presenter.show_ids, "table_title": presenter.table_title,
        "status": presenter.status(state),
        "areas": [_area(presenter, state, spec, viewer) for spec in presenter.areas(state, viewer)],
        "counters": [c.to_json() for c in presenter.counters(state, viewer)],
        "decision": _decision(presenter, state, viewer),
        "log": _log(state, viewer),
        "outcome": None,
    }
    if finished:
        outcome = rules.outcome(state).to_json()
        outcome["reason"] = presenter.end_reason(state, outcome["reason"])
        outcome["score_label"] = presenter.score_label
        outcome["columns"] = [[label, list(values)] for label, values in presenter.result_columns(state)]
        view["outcome"] = outcome
    return view


def catalogue(rules: RuleSet) -> dict:
    """The static part of a rule set's presentation: seats, set-up schema, card gallery, how to play."""
    cached = _CATALOGUES.get(rules.id)
    if cached is None:
        presenter = presenter_for(rules)
        cached = {"rules": rules.id, "title": rules.title,
                  "players": {"min": rules.min_players, "max": rules.max_players},
                  "setup": presenter.setup_schema(), "gallery": presenter.gallery(),
                  "how_to_play": presenter.how_to_play(), "notation": presenter.notation()}
        _CATALOGUES[rules.id] = cached
    return cached


__all__ = ["AreaSpec", "CounterView", "Presenter", "register_presenter", "presenter_for", "present", "catalogue",
           "OMNISCIENT", "ROW", "PILE", "PILES", "PANEL", "TABLE", "SEAT", "HAND", "SHARED", "SUPPLY"]
