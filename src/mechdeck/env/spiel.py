"""Every rule set as an OpenSpiel Python game (``mechdeck.openspiel.register()`` is the public entry point).

One OpenSpiel game per rule set, named ``mechdeck_<rule set id>`` with ``-``, ``.`` and ``@`` made ``_``
(``mechdeck_domination_v2_2``, ``mechdeck_war_rig``), with three parameters:

* ``players``: the seat count (the rule set's range; its smallest by default);
* ``seed``: the seed of the game's own generator, from which each new game draws its set-up seed (default 0, so a
  loaded game deals the same sequence of games);
* ``setup``: the rule set's other set-up options as a JSON object (``{"supply": "first-game"}``; "" = defaults).

Chance is SAMPLED_STOCHASTIC: shuffles and dice come from the engine's seeded generator inside the state, drawn deep
inside resumable procedures (a 60-card shuffle, a die in the middle of a combat), so there are no chance nodes.
Explicit chance nodes would need the kernel to hand every draw to the caller, and a shuffle's outcomes (60! orders)
cannot be listed as OpenSpiel's ``chance_outcomes`` anyway.  Searching the real state would read hidden cards and
the future draws; ``resample_from_infostate`` gives a state the seat cannot tell from the real one
(``rules.determinize``: hidden cards re-dealt, generator re-seeded), which is what OpenSpiel's ISMCTS samples, and
``DeterminizedBot`` makes any perfect-information bot (OpenSpiel's ``MCTSBot``) search such a sample.
``StandingEvaluator`` gives either search playouts cut short and scored by the rule set's evaluation of the
position, where OpenSpiel's random rollouts would score a cut playout 0.

What the state's methods return: ``legal_actions`` the catalogue indices (``RuleSet.action_catalogue``, the same
index as the PettingZoo environment's) of the decision's options, sorted; ``returns`` ``rules.outcome(...).returns``
at the end (0 before); the tensors the env's ``ObservationEncoder`` vector for the seat; the strings the kernel's view
for the seat (``rules.observe``) as canonical JSON.  The kernel's view is what the seat sees now, with the knowledge
the rule set keeps for it; it is not the record of every past observation (no perfect recall), so the information
state and the observation are the same.

Clones: OpenSpiel clones a Python state by deep-copying its attributes; the one attribute here copies itself with the
kernel's cheap ``State.clone``, and a state made only to be overwritten (OpenSpiel's clone starts from
``new_initial_state``) never sets up a game.
"""
from __future__ import annotations

import json
import random
import re

import numpy as np
import pyspiel
from open_spiel.python.algorithms.mcts import Evaluator

from mechdeck.kernel import RuleSet, RulesError, State, get_rules, play_out, rule_set_ids

from .game import EnvGame, setup_names

GAME_PREFIX = "mechdeck_"
# OpenSpiel sizes some buffers by a game's longest history; none of these games has a hard cap on its decisions, so
# this is a bound far above any game played (random play: at most ~3,000 decisions in the TCG, ~750 in Domination).
MAX_GAME_LENGTH = 100_000
SEED_RANGE = 2 ** 31


def game_name(rules_id: str) -> str:
    """The OpenSpiel name of a rule set: ``mechdeck_`` and the id with every run of other characters made ``_``."""
    return GAME_PREFIX + re.sub(r"[^0-9a-z]+", "_", rules_id.lower()).strip("_")


def game_type(rules: RuleSet) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=game_name(rules.id),
        long_name=f"mechdeck {rules.title or rules.id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=rules.max_players,
        min_num_players=rules.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": rules.min_players, "seed": 0, "setup": ""})


def register(rules_ids=None) -> list[str]:
    """Register every rule set (or those of ``rules_ids``) with OpenSpiel; returns their game names.  Registering a
    name twice is a no-op, so calling this again is safe."""
    import mechdeck.games   # noqa: F401  (registers every rule set with the kernel)
    known = set(pyspiel.registered_names())
    names = []
    for rules_id in rule_set_ids() if rules_ids is None else rules_ids:
        rules = get_rules(rules_id)   # an unknown id: RulesError naming the known ones
        name = game_name(rules_id)
        if name not in known:
            # The creator is a class, as OpenSpiel's own Python games register theirs: OpenSpiel's registry holds it
            # until after the interpreter has finalised, and a class outlives that where a function (freed then,
            # without the GIL) aborts the process at exit.
            creator = type(f"MechdeckGame_{name}", (MechdeckGame,), {"rules_id": rules_id})
            pyspiel.register_game(game_type(rules), creator)
            known.add(name)
        names.append(name)
    return names


def setup_config(rules: RuleSet, params: dict) -> dict:
    """The kernel's set-up config from the OpenSpiel parameters (``players`` left out at the rule set's smallest
    count, as the command line does, so configs stay those of the other front ends)."""
    text = params.get("setup", "")
    try:
        config = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as error:
        raise RulesError(f"setup for {rules.id} must be a JSON object of set-up options, not {text!r} ({error})")
    if not isinstance(config, dict):
        raise RulesError(f"setup for {rules.id} must be a JSON object of set-up options, not {text!r}")
    if "players" in config:
        raise RulesError("give the seat count as the game parameter 'players', not inside setup")
    players = rules.check_players(params.get("players", rules.min_players))
    if players != rules.min_players:
        config["players"] = players
    rules.check_setup(config, setup_names(rules))   # after the seats
    return config


class MechdeckGame(pyspiel.Game):
    """One rule set and set-up as an OpenSpiel game (``rules``, ``config``, ``catalogue`` and the per-seat
    ``encoders`` are the PettingZoo environment's, from ``EnvGame``).  ``register`` makes one subclass per rule set
    (its ``rules_id``); ``pyspiel.load_game`` builds it from the parameters."""

    rules_id = ""

    def __init__(self, params: dict | None = None, rules_id: str | None = None):
        rules_id = rules_id or self.rules_id
        rules = get_rules(rules_id)
        params = dict(params or {})
        self.config = setup_config(rules, params)
        self.spaces = EnvGame(rules_id, self.config)   # checks the set-up; holds the catalogue and encoders
        self.rules = rules
        self.catalogue = self.spaces.catalogue
        self.encoders = self.spaces.encoders
        self.seats = self.spaces.seats
        self._seeds = random.Random(int(params.get("seed", 0)))
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.catalogue), max_chance_outcomes=0, num_players=self.seats,
            min_utility=-1.0, max_utility=1.0, utility_sum=0.0, max_game_length=MAX_GAME_LENGTH)
        super().__init__(game_type(rules), info, params)

    def new_initial_state(self) -> "MechdeckState":
        """A new game, dealt from the next seed of the game's generator the first time it is looked at."""
        return MechdeckState(self)

    def state_from(self, state: State) -> "MechdeckState":
        """An OpenSpiel state over a kernel state of this game (a copy: e.g. a position reached by other bots)."""
        if state.rules_id != self.rules.id:
            raise RulesError(f"a {state.rules_id} state is no state of {self.rules.id}")
        wrapped = MechdeckState(self)
        wrapped._held = _Held(self, state.clone())
        return wrapped

    def new_kernel_state(self) -> State:
        return self.rules.new_game(self._seeds.randrange(SEED_RANGE), self.config, log=False)

    def make_py_observer(self, iig_obs_type=None, params=None) -> "SeatObserver":
        if params:
            raise ValueError(f"mechdeck observers take no parameters, not {params!r}")
        if iig_obs_type is not None and (iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
                                         or not iig_obs_type.public_info):
            raise ValueError("mechdeck observes for one seat only (public and that seat's private information)")
        return SeatObserver(self)

    def view_string(self, state: State, seat: int) -> str:
        """The kernel's view for ``seat`` as canonical JSON (only what the seat may see)."""
        return json.dumps(self.rules.observe(state, seat), sort_keys=True, separators=(",", ":"))


class _Held:
    """The kernel state behind a MechdeckState.  OpenSpiel's clone deep-copies a Python state's attributes: this one
    copies with ``State.clone`` (microseconds), and sets up its game only when first read."""

    __slots__ = ("game", "state")

    def __init__(self, game: MechdeckGame, state: State | None = None):
        self.game = game
        self.state = state

    def get(self) -> State:
        if self.state is None:
            self.state = self.game.new_kernel_state()
        return self.state

    def __deepcopy__(self, memo) -> "_Held":
        return _Held(self.game, self.get().clone())


class MechdeckState(pyspiel.State):
    """A game in progress; ``kernel_state`` is the mechdeck state (the whole truth: hidden cards, future draws)."""

    def __init__(self, game: MechdeckGame):
        super().__init__(game)
        self._held = _Held(game)

    @property
    def kernel_state(self) -> State:
        return self._held.get()

    def current_player(self) -> int:
        decision = self.kernel_state.decision
        return pyspiel.PlayerId.TERMINAL if decision is None else decision.player

    def is_terminal(self) -> bool:
        return self.kernel_state.decision is None

    def _legal_actions(self, player: int) -> list[int]:
        decision = self.kernel_state.decision
        if decision is None or decision.player != player:
            return []
        return sorted(self._held.game.catalogue.indices(decision.options))

    def _apply_action(self, action: int) -> None:
        """Apply the catalogue's action ``action``; an index outside the catalogue (CatalogueError) or not legal now
        (IllegalAction) raises and changes nothing."""
        game = self._held.game
        game.rules.apply(self.kernel_state, game.catalogue.action_at(action))

    def _action_to_string(self, player: int, action: int) -> str:
        game = self._held.game
        return game.rules.action_text(game.catalogue.action_at(action))

    def returns(self) -> list[float]:
        state = self.kernel_state
        game = self._held.game
        if state.decision is None:
            return [float(r) for r in game.rules.outcome(state).returns]
        return [0.0] * game.seats

    def resample_from_infostate(self, player: int, sampler) -> "MechdeckState":
        """A state ``player`` cannot tell from this one: what it cannot see re-dealt, the generator re-seeded
        (``rules.determinize``), with the seed drawn from ``sampler()`` (a number in [0, 1))."""
        game = self._held.game
        if not 0 <= player < game.seats:
            raise ValueError(f"player {player!r} is no seat of this {game.seats}-player game")
        seed = int(float(sampler()) * SEED_RANGE) % SEED_RANGE
        sample = self.clone()
        sample._held = _Held(game, game.rules.determinize(self.kernel_state, player, seed))
        return sample

    def __str__(self) -> str:
        """The whole state (every hidden card and the generator) as the kernel's JSON: for debugging, not a view."""
        return self.kernel_state.to_json()


class SeatObserver:
    """OpenSpiel's Python observer for one seat at a time: ``tensor`` (also ``dict["observation"]``) is the env's
    observation vector, the string the kernel's view as JSON (both only what the seat may see)."""

    def __init__(self, game: MechdeckGame):
        self.game = game
        self.tensor = np.zeros(game.encoders[0].size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: MechdeckState, player: int) -> None:
        self.tensor[:] = self.game.encoders[player].encode(state.kernel_state)

    def string_from(self, state: MechdeckState, player: int) -> str:
        return self.game.view_string(state.kernel_state, player)


class DeterminizedBot(pyspiel.Bot):
    """A perfect-information OpenSpiel bot (e.g. ``MCTSBot``) made fair for these games: at each decision it searches
    one sampled state (``resample_from_infostate``) instead of the real one, whose hidden cards and future draws it
    would otherwise read."""

    def __init__(self, bot, seed: int = 0):
        super().__init__()
        self.bot = bot
        self._random = random.Random(seed)

    def step(self, state):
        sample = state.resample_from_infostate(state.current_player(), self._random.random)
        return self.bot.step(sample)


class StandingEvaluator(Evaluator):
    """An evaluator for OpenSpiel's ``MCTSBot`` and ``ISMCTSBot`` (the ``evaluate``/``prior`` protocol of
    ``open_spiel.python.algorithms.mcts.Evaluator``) that knows how a mechdeck game stands.

    OpenSpiel's ``RandomRolloutEvaluator`` scores a playout cut at ``max_length`` actions 0 for every seat, and a
    TCG game runs to a thousand decisions and more, so nearly every playout tells the search nothing.  Here a
    playout is played by a mechdeck bot (``playout``: any ``make_agent`` name, ``"random"`` by default,
    ``"heuristic"`` for stronger and slower playouts) on the kernel state, cut after ``max_length`` decisions, and
    a cut playout is scored as mechdeck's own search bot scores one: each seat's margin over its best rival in the
    rule set's evaluation (``rules.evaluate``: the TCG's Stockpile cards; else ``rules.scores``: War Rig's
    influence), squashed by tanh into (-1, 1) (``agents.mcts.standing``).  A finished playout scores its returns.
    ``prior`` is uniform over the legal actions, as OpenSpiel's own."""

    def __init__(self, max_length: int = 50, playout: str = "random", seed: int = 0):
        from mechdeck.agents import is_agent_name, make_agent
        if type(max_length) is not int or max_length < 0:
            raise ValueError(f"max_length is a number of decisions (0 or more), not {max_length!r}")
        if not is_agent_name(playout):
            raise ValueError(f"playout names a mechdeck bot (random, heuristic, ...), not {playout!r}")
        self.max_length = max_length
        self.policy = make_agent(playout, seed)

    def evaluate(self, state: MechdeckState) -> np.ndarray:
        from mechdeck.agents.mcts import standing
        game = state._held.game
        rules = game.rules
        world = state.kernel_state.clone()
        play_out(rules, world, [self.policy] * game.seats, max_decisions=self.max_length)
        if world.decision is None:
            return np.array(rules.outcome(world).returns, dtype=float)
        return np.array([2.0 * standing(rules, world, seat) - 1.0 for seat in range(game.seats)])

    def prior(self, state: MechdeckState) -> list[tuple[int, float]]:
        legal = state.legal_actions(state.current_player())
        return [(action, 1.0 / len(legal)) for action in legal]


def play(state, bots) -> list[float]:
    """Let OpenSpiel bots (one per seat, anything with ``step(state)``) play ``state`` to the end; its returns.
    (OpenSpiel's ``evaluate_bots`` would first call ``restart_at``, which its ISMCTS bot does not implement.)"""
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    return state.returns()
