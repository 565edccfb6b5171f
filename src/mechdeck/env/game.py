"""What both environments share: one game of a rule set with its catalogue, per-seat encoders, masks, seeding and the
text rendering of a seat's view (from the kernel's presentation, so it shows only what that seat may see)."""
from __future__ import annotations

import numpy as np

from mechdeck.kernel import IllegalAction, RuleSet, RulesError, State, get_rules
from mechdeck.kernel.presentation import catalogue, present

from .observation import ObservationEncoder

OBSERVATION_BOUND = float(2 ** 31)   # counters and board cells are integers of the game; the Box is this wide


class EnvGame:
    """A rule set and set-up with its fixed spaces; ``state`` is the game in progress (None before ``reset``)."""

    # The defaults only make the empty instance that copy and pickle create first when this module is compiled.
    def __init__(self, rules_id: str | None = None, config: dict | None = None):
        if rules_id is None or config is None:
            return
        import mechdeck.games   # noqa: F401  (registers every rule set)
        self.rules: RuleSet = get_rules(rules_id)
        self.config = dict(config)
        self.seats = self.rules.check_players(self.config.get("players", self.rules.min_players))
        self.rules.check_setup(self.config, setup_names(self.rules))   # an unknown option, a bad first_player
        self.catalogue = self.rules.action_catalogue(self.config)
        spec = self.rules.observation_spec(self.config)
        first = ObservationEncoder(self.rules, self.config, 0, spec)
        board = first.board_cell >= 0 and first.size - first.board_cell or None
        self.encoders = [first] + [ObservationEncoder(self.rules, self.config, s, spec, board)
                                   for s in range(1, self.seats)]
        self._state: State | None = None
        self._mask_size = len(self.catalogue)
        self._indices = self.catalogue.indices
        self._actions = self.catalogue.actions

    @property
    def state(self) -> State:
        if self._state is None:
            raise RuntimeError("no game yet: call reset() first")
        return self._state

    @property
    def started(self) -> bool:
        return self._state is not None

    def new_game(self, seed: int) -> State:
        self._state = self.rules.new_game(seed, self.config, log=False)
        return self._state

    def mask(self, seat: int) -> np.ndarray:
        """1 at the index of every legal option, for the seat that decides; all 0 for every other seat."""
        return self._mask(self.state, seat)

    def _mask(self, state: State, seat: int) -> np.ndarray:
        mask = np.zeros(self._mask_size, dtype=np.int8)
        decision = state.decision
        if decision is not None and decision.player == seat:
            mask[self._indices(decision.options)] = 1
        return mask

    def observation(self, seat: int) -> dict:
        state = self.state
        return {"observation": self.encoders[seat].encode(state), "action_mask": self._mask(state, seat)}

    def play_index(self, seat: int, index) -> None:
        """Apply the action at ``index`` for ``seat``; an index outside the catalogue or masked out raises
        IllegalAction and changes nothing."""
        state = self.state
        if type(index) is int and 0 <= index < self._mask_size:   # the common case, checked without a call
            action = self._actions[index]
        else:
            action = self.catalogue.action_at(index)
        decision = state.decision
        if decision is None or decision.player != seat:
            raise IllegalAction(f"P{seat + 1} may not act now")
        self.rules.apply(state, action)

    def text(self, viewer: int) -> str:
        """A seat's view in plain text: the kernel's presentation for that seat, line by line."""
        view = present(self.rules, self.state, viewer)
        lines = [f"{view['title']} -- seen by P{viewer + 1}: "
                 + ", ".join(f"{key} {value}" for key, value in view["status"].items())]
        for area in view["areas"]:
            owner = "" if area.get("owner", -1) in (-1, None) else f"P{area['owner'] + 1} "
            pieces = [piece.get("name") or "?" for piece in area.get("pieces", ())]
            shown = ": " + ", ".join(pieces) if pieces else ""
            lines.append(f"  {owner}{area['title']} ({area.get('count', len(pieces))}){shown}")
        for counter in view["counters"]:
            lines.append(f"  {counter.get('label', counter.get('id', ''))}: {counter.get('value', '')}")
        decision = view.get("decision")
        if decision:
            lines.append(f"  {decision.get('prompt', '')}")
            for option in decision.get("options", ()):
                lines.append(f"    - {option.get('label', option)}")
        if view.get("outcome"):
            lines.append(f"  outcome: {view['outcome']}")
        return "\n".join(lines)


def check_rules_id(rules_id) -> None:
    import mechdeck.games   # noqa: F401
    from mechdeck.kernel import rule_set_ids
    if rules_id not in rule_set_ids():
        raise RulesError(f"unknown rule set {rules_id!r}; known: {', '.join(rule_set_ids())}")


def setup_names(rules: RuleSet) -> tuple[str, ...]:
    """The set-up options the rule set offers (its presentation's set-up schema, as every front end reads it)."""
    return tuple(option["name"] for option in catalogue(rules)["setup"])
