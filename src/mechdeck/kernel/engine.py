"""The rule-set base class (the engine's API: apply, observe, determinize, replay) and the registry of rule sets.

A rule set (``RuleSet`` subclass) provides set-up, a table of *ops* and zone visibility.  An op is a resumable
procedure written once: ``run(state, frame)`` either returns a ``Decision`` (the frame stays on top, waiting) or does
its work and pops/pushes frames; ``resume(state, frame, action)`` takes the chosen action.  Because the whole
procedure lives in ``state.stack`` as data, a state can be cloned, serialised and searched at any decision,
including one deep inside a card's effect or on the opponent's turn.

The decision ``run`` returns is cached in ``state.decision`` (and serialised with it); the next call on that frame
is always ``resume``.  The loop itself (running frames, matching an action to a listed option) is in loop.py, which
the compiled build turns into C.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable

from .knowledge import is_secret_of_another, known
from .loop import listed_option, resume_with, run_to_decision
from .outcome import Outcome
from .rng import FIXED_ROLLS, mix_seed, shuffle
from .state import Action, Decision, State

if TYPE_CHECKING:
    from .spaces import ActionCatalogue, ObservationSpec


class IllegalAction(ValueError):
    """An action that is not among the current decision's legal actions; the state was left unchanged."""


class RulesError(ValueError):
    """A bad set-up option or scenario for a rule set; the message names what is wrong."""


RunFn = Callable[[State, list], "Decision | None"]
ResumeFn = Callable[[State, list, Action], None]

# Zone visibility kinds.
PUBLIC = "public"   # everyone sees the cards in order
OWNER = "owner"     # the owner sees the cards; others see the count
HIDDEN = "hidden"   # nobody sees the cards (a draw deck); everyone sees the count
TOP = "top"         # the owner sees all; others see the count and the top (last) card (a face-up discard pile)
FACE = "face"       # in play: everyone sees the cards in order, but a face-down one (``face_down``) only its owner


class RuleSet:
    """Base of every rule set.  Subclasses set ``id``, ``title``, ``min_players``/``max_players`` and fill ``ops``."""

    id: str = ""
    title: str = ""
    min_players: int = 2   # the seats a game may have; ``config["players"]`` picks one (default: min_players)
    max_players: int = 2
    ops: dict[str, tuple[RunFn, ResumeFn | None]] = {}
    # Variants (kernel/variant.py).  ``variant_info`` is set on a variant rule set only: {"base": shipped id,
    # "name", "description", "changes": one line each}.  ``variant_keys``: the fields that name a list's items in a
    # variant file's paths (``cards/Atlas/cost``).
    variant_info: dict | None = None
    variant_data: dict | None = None            # a variant's whole changed document (what its records keep)
    variant_source: tuple[str, str] | None = None   # the text and name of the file it was read from
    variant_keys: tuple[str, ...] = ("name",)

    # -- to be provided by the rule set ---------------------------------------------------------------------------
    def setup(self, seed: int, config: dict) -> State:
        """A state at the very start (stack holding the first procedure), before any decision is asked."""
        raise NotImplementedError

    def card_name(self, type_id: int) -> str:
        raise NotImplementedError

    def variant_document(self) -> dict:
        """A fresh copy of the data a variant file changes: the cards with their numbers and the rule parameters
        (``parameters``); each rule set documents its own (docs/balance.md)."""
        raise RulesError(f"rule set {self.id} takes no variant files")

    def make_variant(self, document: dict, origins) -> RuleSet:
        """The rule set that plays ``document`` (a changed copy of ``variant_document()``), its id from
        ``kernel.variant.variant_rules_id``; a wrong document raises ``PatchError`` naming the line and field
        (``origins.error``)."""
        raise RulesError(f"rule set {self.id} takes no variant files")

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        """(visibility kind, owner seat or -1) of a zone name."""
        raise NotImplementedError

    def result(self, state: State) -> dict:
        """For a finished game: {"winner": seat or None for a draw, "scores": [one per seat], "turns": the game's
        length in turns, ...} (the simulation records and reports these three)."""
        raise NotImplementedError

    def from_scenario(self, root) -> State:
        """A position from a parsed scenario file (kernel.scenario.Node); errors name the field and line."""
        raise RulesError(f"rule set {self.id} does not read scenario files")

    def check_expect(self, state: State, node) -> list[str]:
        """Mismatches between a state and a scenario's ``expect:`` block (kernel.scenario.Node); empty if none."""
        raise RulesError(f"rule set {self.id} does not check scenario expectations")

    def face_down(self, state: State, card: int) -> bool:
        """In a FACE zone: is this card face down (seen by its owner only)?"""
        return False

    def top_face_up(self, state: State, zone: str) -> bool:
        """Is the top (last) card of this HIDDEN or OWNER zone face up for now, seen by every seat as a TOP zone's
        (a rule that plays a draw pile open while something is in play)?  Only while every seat knows that card."""
        return False

    def public_counters(self, state: State, viewer: int) -> dict:
        """The counters a player may see, as a new dict: all of them but another seat's secrets (counters named
        ``secret<seat>:...``, e.g. what it knows, knowledge.py); the kernel's views drop the queue of fixed dice
        results (``FIXED_ROLLS``) whatever this returns."""
        return {k: v for k, v in state.counters.items() if not is_secret_of_another(k, viewer)}

    def option_targets(self, state: State, action: Action) -> tuple:
        """What an option refers to, as references ``(kind, id)``: ``("card", instance id)``, ``("type", card
        name)``, ``("seat", n)``, ``("zone", name)``, ``("piece", id)``, ``("node", id)``.  Front ends and bots read
        these instead of parsing labels."""
        return ()

    def end_reason(self, state: State) -> str:
        """Why a finished game ended, in words ("" if the rule set says nothing more than its result)."""
        return str(self.result(state).get("reason", ""))

    def card_listing(self) -> tuple[list[dict], tuple[str, ...], list[list[str]]]:
        """Every card, for ``mechdeck cards``: (JSON records, table columns, table rows).  By default the card faces
        of the presentation catalogue's gallery; a card game lists its own fields."""
        from .presentation import catalogue   # presentation.py imports this module

        gallery = catalogue(self)["gallery"]
        columns = ("Card", "Type", "Cost", "Stats", "Text")
        rows = [[name, str(face.get("type", "")), str(face.get("cost", "")), str(face.get("stats", "")),
                 str(face.get("text", ""))] for name, face in gallery.items()]
        return [{"name": name, **face} for name, face in gallery.items()], columns, rows

    def action_catalogue(self, config: dict) -> "ActionCatalogue":
        """Every action a game of this set-up can offer, each at a fixed index (spaces.py; the game's
        ``action_space.py``); the learning environments (mechdeck.env) need it."""
        raise RulesError(f"rule set {self.id} declares no action catalogue")

    def observation_spec(self, config: dict) -> "ObservationSpec":
        """What a seat's fixed-size observation holds for this set-up (spaces.py; the game's ``action_space.py``)."""
        raise RulesError(f"rule set {self.id} declares no observation layout")

    def heuristic_policy(self, seed: int):
        """The game's own hand-written bot (an object with ``act(rules, state)``), seeded, or None when the game has
        none; ``make_agent("heuristic")`` plays through it (agents/heuristic.py)."""
        return None

    # -- seats and outcome -------------------------------------------------------------------------------------------
    def seat_count(self, state: State) -> int:
        """The number of seats of this game (fixed at set-up)."""
        return state.config.get("players", self.min_players)

    def check_players(self, players) -> int:
        """A seat count this rule set allows, or a RulesError naming what is allowed."""
        low, high = self.min_players, self.max_players
        allowed = f"{low}" if low == high else f"{low} to {high}"
        if not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high:
            raise RulesError(f"{self.id} is played by {allowed} players, not {players!r}")
        return players

    def check_setup(self, config: dict, known: tuple[str, ...]) -> int | None:
        """Refuse set-up options other than ``known`` (``players`` is always known: ``new_game`` checks it) and a
        ``first_player`` that is no seat of the game; returns the first player's seat, or None for "at random"."""
        unknown = set(config) - set(known) - {"players"}
        if unknown:
            raise RulesError(f"unknown set-up option(s) for {self.id}: {', '.join(sorted(unknown))} "
                             f"(known: {', '.join(known + ('players',))})")
        first = config.get("first_player")
        seats = config.get("players", self.min_players)
        if first is not None and (type(first) is not int or not 0 <= first < seats):
            raise RulesError(f"first_player is a seat from 0 (P1) to {seats - 1} (P{seats}), not {first!r}")
        return first

    def outcome(self, state: State) -> Outcome:
        """A finished game's ranks, returns, scores and reason, from ``result``'s winner and scores (a rule set
        whose results need more, e.g. shared places among several seats, overrides this)."""
        result = self.result(state)
        return Outcome.from_winner(self.seat_count(state), result.get("winner"), tuple(result.get("scores", ())),
                                   str(result.get("reason", "")))

    # -- the engine ---------------------------------------------------------------------------------------------
    def new_game(self, seed: int = 0, config: dict | None = None, log: bool = True) -> State:
        config = dict(config or {})
        if "players" in config:   # a config without it is a game of min_players seats (old configs replay as they were)
            self.check_players(config["players"])
        state = self.setup(seed, config)
        if not log:
            state.log = None
        self.advance(state)
        return state

    def advance(self, state: State) -> None:
        """Run frames until one asks a decision or the stack is empty (game over)."""
        run_to_decision(state, self.ops)

    def legal_actions(self, state: State) -> tuple:
        return () if state.decision is None else state.decision.options

    def apply(self, state: State, action: Action) -> None:
        """Apply a legal action in place and run on to the next decision.  Illegal: raise, change nothing."""
        decision = state.decision
        if decision is None:
            raise IllegalAction("the game is over: no action can be applied")
        legal = listed_option(decision, action)
        if legal is None:
            if not isinstance(action, (list, tuple)):
                raise IllegalAction(f"an action is a list such as ['done'], not {action!r:.60}")
            shown = ", ".join(self.action_text(o) for o in decision.options[:20])
            more = "" if len(decision.options) <= 20 else f" (+{len(decision.options) - 20} more)"
            raise IllegalAction(f"{self.action_text(action)!r} is not a legal action for P{decision.player + 1} "
                                f"({decision.prompt}); legal: {shown}{more}")
        resume_with(state, self.ops, legal)

    def child(self, state: State, action: Action) -> State:
        new = state.clone()
        self.apply(new, action)
        return new

    @staticmethod
    def action_text(action: Action) -> str:
        return " ".join(str(part) for part in action)

    def parse_action(self, state: State, text: str) -> Action:
        """The legal action whose text is ``text`` (case and spacing ignored)."""
        wanted = " ".join(text.split()).lower()
        for option in self.legal_actions(state):
            if self.action_text(option).lower() == wanted:
                return option
        raise IllegalAction(f"{text!r} is not a legal action now; legal: "
                            + ", ".join(self.action_text(o) for o in self.legal_actions(state)))

    def replay(self, seed: int, config: dict, actions: Iterable[Action], log: bool = True) -> State:
        """Rebuild a game from its seed, set-up and action list (each action checked for legality).

        A list recorded before the rule set began to ask some single-option decisions (Domination's Action phase
        with only ``end``, ruling B53; the TCG's battle effects step with only ``done``, T723) lacks them: when the
        list does not replay as it is, each single-option decision is taken by itself, unless the list then fails
        and that option is also the list's next action (an older single-option decision the list does hold); those
        left after the list's last action are taken too (the recording's game had gone past them)."""
        recorded = list(actions)
        state = self.new_game(seed, config, log=log)
        try:
            for action in recorded:
                self.apply(state, action)
            return state
        except IllegalAction as exc:
            refusal = exc
        state = self.new_game(seed, config, log=log)
        retry: list[tuple[State, int]] = []   # (position at a lone option the list's next action names, its index)
        i = 0
        while i < len(recorded):
            decision = state.decision
            if decision is not None and len(decision.options) == 1:
                if listed_option(decision, recorded[i]) is not None:
                    retry.append((state.clone(), i))
                self.apply(state, decision.options[0])
            elif decision is not None and listed_option(decision, recorded[i]) is not None:
                self.apply(state, recorded[i])
                i += 1
            elif retry:
                state, i = retry.pop()
                self.apply(state, recorded[i])
                i += 1
            else:
                raise refusal
        while state.decision is not None and len(state.decision.options) == 1:
            self.apply(state, state.decision.options[0])
        return state

    # -- what a player may know ------------------------------------------------------------------------------------
    def observe(self, state: State, viewer: int) -> dict:
        """JSON-able view for one seat: hidden zones as counts, no RNG, options only for the decider."""
        names = self.card_name
        types = state.card_types
        zones = {}
        for zone, cards in state.zones.items():
            kind, owner = self.zone_visibility(zone)
            if kind == PUBLIC or (owner == viewer and kind != HIDDEN):
                zones[zone] = [names(types[c]) for c in cards]
            elif kind == FACE:
                zones[zone] = [None if self.face_down(state, c) else names(types[c]) for c in cards]
            elif kind == TOP or (cards and self.top_face_up(state, zone)):
                zones[zone] = {"count": len(cards), "top": names(types[cards[-1]]) if cards else None}
            else:
                zones[zone] = {"count": len(cards)}
        counters = self.public_counters(state, viewer)
        counters.pop(FIXED_ROLLS, None)   # dice results a scenario fixed in advance: the future, seen by no seat
        decision = state.decision
        view = {
            "rules": state.rules_id, "viewer": viewer, "zones": zones,
            "counters": counters,
            "to_move": None if decision is None else decision.player,
            "log": [text for who, text in (state.log or ()) if who == -1 or who == viewer],
        }
        if decision is not None:
            view["prompt"] = decision.prompt if decision.player == viewer else f"waiting for P{decision.player + 1}"
            view["options"] = [list(o) for o in decision.options] if decision.player == viewer else []
            if decision.player == viewer:  # what the choice is and what each option refers to: the decider's only
                view["kind"] = decision.kind
                view["targets"] = [[list(ref) for ref in self.option_targets(state, o)] for o in decision.options]
        else:
            view["result"] = self.result(state)
        return view

    def determinize(self, state: State, viewer: int, seed: int) -> State:
        """A full state the viewer cannot tell from the real one: every card the viewer cannot see is pooled with
        the other unseen cards of the same owner and dealt back at random (zone sizes kept), and the game's RNG is
        re-seeded, so a search bot neither sees hidden cards nor knows future shuffles or fixed dice results.  A card
        the viewer knows although it cannot see it (knowledge.py: shown to it, or followed into a hidden place) keeps
        its place and is not dealt."""
        new = state.clone()
        new.rng = mix_seed(seed)
        new.counters.pop(FIXED_ROLLS, None)
        knows = known(state, viewer)
        pools: dict[int, list[tuple[str, int, int]]] = {}
        for zone, cards in new.zones.items():
            kind, owner = self.zone_visibility(zone)
            if kind == PUBLIC or (owner == viewer and kind != HIDDEN):
                continue
            if kind == FACE:
                slots = [i for i, c in enumerate(cards) if self.face_down(state, c)]
            else:
                slots = range(len(cards) - 1) if kind == TOP or self.top_face_up(state, zone) else range(len(cards))
            pools.setdefault(owner, []).extend((zone, i, cards[i]) for i in slots if cards[i] not in knows)
        for places in pools.values():
            cards = [c for _, _, c in places]
            shuffle(new, cards)
            for (zone, i, _), card in zip(places, cards):
                new.zones[zone][i] = card
        new.rng = mix_seed(seed ^ 0x5DEECE66D)
        return new


# -- registry ------------------------------------------------------------------------------------------------------
_REGISTRY: dict[str, Callable[[], RuleSet]] = {}
_LOADED: dict[str, RuleSet] = {}


def required_and_banned(config: dict, look_up: Callable[[str], str]) -> tuple[list[str], list[str]]:
    """The set-up's ``require`` and ``ban`` options (lists of card names: the cards every game must offer, or none
    may), each card by the name ``look_up`` gives it and once; RulesError naming the option for a malformed list, an
    unknown card (``look_up`` raises RulesError or KeyError) or a card in both lists."""
    chosen = []
    for key in ("require", "ban"):
        value = config.get(key) or []
        if not isinstance(value, (list, tuple)) or not all(isinstance(item, str) for item in value):
            raise RulesError(f"{key} must be a list of card names, not {value!r:.80}")
        try:
            chosen.append(list(dict.fromkeys(look_up(item) for item in value)))
        except (RulesError, KeyError) as exc:
            raise RulesError(f"{key}: {exc}") from None
    both = [name for name in chosen[0] if name in chosen[1]]
    if both:
        raise RulesError(f"{', '.join(both)} cannot be both required and banned")
    return chosen[0], chosen[1]


def register(rules_id: str, factory: Callable[[], RuleSet]) -> None:
    _REGISTRY[rules_id] = factory


def rule_set_ids() -> list[str]:
    return sorted(_REGISTRY)


def get_rules(rules_id: str) -> RuleSet:
    if rules_id not in _LOADED:
        if rules_id not in _REGISTRY:
            raise RulesError(f"unknown rule set {rules_id!r}; known: {', '.join(rule_set_ids())}")
        _LOADED[rules_id] = _REGISTRY[rules_id]()
    return _LOADED[rules_id]

