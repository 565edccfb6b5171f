"""Information-set Monte Carlo tree search (single-observer ISMCTS) over a rule set's strategic decisions.

Every iteration deals a fresh *determinisation* of what the searching seat cannot know (``rules.determinize``: hidden
cards re-dealt, the game's RNG re-seeded, so the bot neither sees hidden cards nor knows future shuffles), then walks
one shared tree whose nodes are the searching seat's *search points*: its decisions with a choice, of a kind the rule
set names strategic (``rules.search_kinds``: Domination's buys, plays, combat, damage and reactions; the TCG's
deployments, missions, blocks, battle effects and damage; War Rig's squad actions), every kind for a rule set that names
none (``kinds=`` overrides the list, e.g. ``("buy",)`` for a buys-only search).  Between search points, and for every
other seat, a fast default policy (the heuristic bot) plays.  The tree widens progressively: a node visited n times
offers only the policy's 1 + ``widening`` * sqrt(n) best options (``policy.ranked``, its own choice first), so that the
policy's choice is tried first and a decision of twenty options is not spread thin over all of them.  Selection among
them is UCB1 with availability counts (a different deal may allow different actions); each iteration adds one node,
plays the game out with the policy and backs up the searching seat's return (``rules.outcome``, from -1 to 1) mapped to
[0, 1]: for two seats a win (1), draw (0.5) or loss (0); the move is the most visited option, a tie going to the one the
policy ranks higher.  A rule set whose games are long may set ``rules.search_horizon``: playouts stop after that many
decisions and the return is read from ``rules.outcome`` of the position reached (the rule set's own scoring of a game in
progress; War Rig's is its round-limit influence), so that a second buys many short playouts instead of a few whole
games.  Dice are chance: every determinisation re-seeds the generator.  The budget is a number of iterations per
decision, optionally cut by a time limit (``time_ms``; ``iterations=None``: the time limit alone); decisions that are
not search points cost one policy call.

A rule set that provides an evaluation (``rules.evaluate(state)``: each seat's standing in a game in progress, War
Rig's influence plus path progress) is searched by a *paired comparison* instead of a tree: the policy's ``width``
best options (``policy.ranked``) are each played out from the same determinisation in every round (common random
numbers: the same hidden cards and the same dice stream, so that two options are compared on equal luck), each
playout cut at the horizon and scored by the seat's evaluation margin over its best rival; the policy's own choice
is kept unless another candidate beats it clearly and repeatedly: by more than ``keep_margin`` a round on average,
in at least ``keep_share`` of the rounds, over at least ``min_rounds`` rounds (W-R120); a candidate that can no
longer be found so with the rounds left is played out no more, and the comparison ends when none can.  A second
buys a few dozen short playouts, too few for a tree over twenty options, enough to catch a clearly better one among
the policy's best (W-R117).

A default policy that can be set to one of several named *strategies* (``policy.strategies``: War Rig's paths to
victory) has that choice searched first, by whole games (W-R121): at the searching seat's first decisions of a game,
each strategy is played out to the end from the same determinisations (common random numbers; every seat played by a
fresh policy whose own strategy is its seeded draw, the searching seat by the strategy weighed) and scored by its win
share, while the budget of those decisions lasts, until ``portfolio_rounds`` rounds; a strategy far behind the best
after ``min_rounds`` rounds is dropped (``portfolio_rounds=0``: no weighing, the policy's own choice).  The seat then
follows the best one, and the decision-by-decision search above refines its moves.  Every ``portfolio_every`` decisions
of the seat the strategies are weighed again from the position reached; the seat changes course only for a strategy
whose win share is ahead of its own by ``switch_margin``."""
from __future__ import annotations

import itertools
import math
import random
import time

from mechdeck.kernel import play_out

from .heuristic import choice_first

MARGIN_SCALE = 4.0   # a lead of this many points is worth about 0.88 (tanh 1): one held location and a bit


class _Node:
    __slots__ = ("children", "visits", "wins", "avail")

    def __init__(self):
        self.children: dict = {}
        self.visits = 0
        self.wins = 0.0
        self.avail = 0


def squashed_margin(rules, points, me: int) -> float:
    """The margin of seat ``me``'s points over its best rival, squashed into (0, 1) by tanh at the rule set's
    ``search_scale``."""
    best_rival = max(p for seat, p in enumerate(points) if seat != me)
    return 0.5 + 0.5 * math.tanh((points[me] - best_rival) / getattr(rules, "search_scale", MARGIN_SCALE))


def standing(rules, world, me: int) -> float:
    """How seat ``me`` stands in a game stopped before its end, in (0, 1): the margin of its value over its best
    rival (``rules.evaluate`` if the rule set has one, else ``rules.scores``, War Rig's influence) squashed, so that
    a larger lead is worth more than a bare first place; a rule set with neither falls back to its outcome.  The
    search bot scores a playout cut at the horizon by it, and so can OpenSpiel's searches
    (``mechdeck.env.spiel.StandingEvaluator``)."""
    scores = getattr(rules, "evaluate", None) or getattr(rules, "scores", None)
    if scores is None:
        return (rules.outcome(world).returns[me] + 1) / 2
    return squashed_margin(rules, scores(world), me)


class MCTSAgent:
    def __init__(self, seed: int = 0, iterations: int | None = 128, time_ms: float | None = None,
                 exploration: float = 0.5, kinds: tuple[str, ...] | None = None, policy: str = "heuristic",
                 max_playout: int = 5000, widening: float | None = 1.0, width: int = 4, keep_margin: float = 0.05,
                 keep_share: float = 0.75,
                 min_rounds: int = 8, min_decisive: int = 6, portfolio_rounds: int = 48, drop_margin: float = 0.2,
                 portfolio_every: int = 30, switch_margin: float = 0.05, score_weight: float = 0.0):
        from . import make_agent  # the default policy is another agent

        if iterations is None and time_ms is None:
            raise ValueError("an MCTS bot needs a budget: a number of iterations, a time limit or both")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_ms = time_ms
        self.width = width
        self.keep_margin = keep_margin
        self.keep_share = keep_share
        self.min_rounds = min_rounds
        self.min_decisive = min_decisive
        self.portfolio_rounds = portfolio_rounds
        self.drop_margin = drop_margin
        self.portfolio_every = portfolio_every
        self.switch_margin = switch_margin
        self._policy_name = policy
        self._game: tuple | None = None          # the game the portfolio below belongs to
        self._portfolio: dict[str, list] = {}    # strategy -> [total win share, rounds], while still weighed
        self._strategy: str | None = None        # the strategy chosen for this game
        self._moves_seen = 0
        self._since_weighed = 0                  # the seat's decisions since the strategy was last chosen
        self.exploration = exploration
        self.score_weight = score_weight
        self.kinds = None if kinds is None else tuple(kinds)
        self.widening = widening
        self.policy = make_agent(policy, seed ^ 0x5EED5EED)
        self.max_playout = max_playout
        self.playouts = 0  # total playouts run (for benchmarks)

    @staticmethod
    def _search_point(decision, me: int, kinds: tuple) -> bool:
        """A decision of the searching seat with a choice, of a kind searched (``kinds`` empty: every kind)."""
        return decision.player == me and len(decision.options) > 1 and (not kinds or decision.kind in kinds)

    def act(self, rules, state):
        decision = state.decision
        me = decision.player
        if len(decision.options) > 1 and self._weighing(rules, state, me):
            self._weigh_strategies(rules, state, me, self._deadline())
            return self.policy.act(rules, state)
        kinds = self.kinds if self.kinds is not None else getattr(rules, "search_kinds", ())
        if not self._search_point(decision, me, kinds):
            return decision.options[0] if len(decision.options) == 1 else self.policy.act(rules, state)
        deadline = self._deadline()
        tree_kinds = self._tree_kinds(rules, kinds)
        if tree_kinds is None or decision.kind not in (tree_kinds or (decision.kind,)):
            return self._compare(rules, state, me, deadline)
        kinds = tree_kinds
        root = _Node()
        iterations = self.iterations
        for done in (range(1, iterations + 1) if iterations is not None else itertools.count(1)):
            if deadline is not None and time.perf_counter() > deadline:
                break
            seed = self.rng.getrandbits(62)
            world = rules.determinize(state, me, seed)
            world.log = None
            self._iterate(rules, world, root, me, kinds, self._playout_policy(seed))
            if iterations is not None and done % 8 == 0 and self._decided(root, iterations - done):
                break
        children = root.children   # the most visited option; a tie goes to the one the policy ranks higher
        return max(self._ranking(rules, state, self.policy), key=lambda a: (children[a].visits, children[a].wins)
                   if a in children else (-1, 0.0))

    @staticmethod
    def _tree_kinds(rules, kinds: tuple) -> tuple | None:
        """The kinds the tree searches (empty: every kind), the others being searched by paired comparison; None:
        none (a rule set with an evaluation, whose playouts are cut short, is compared throughout).  A rule set may
        name them (``rules.tree_kinds``: Domination's buys, whose worth shows only at the end of a game, while a
        play's or a block's shows in a paired comparison on equal luck)."""
        tree_kinds = getattr(rules, "tree_kinds", None)
        if tree_kinds is not None:
            return tuple(tree_kinds)
        return None if getattr(rules, "evaluate", None) is not None else kinds

    @staticmethod
    def _decided(root: _Node, remaining: int) -> bool:
        """Whether the most visited option leads the next by more than the iterations left: it is the move
        whatever they find, so they are not spent (the move is the same as with the whole budget)."""
        first = second = 0
        for child in root.children.values():
            if child.visits > first:
                first, second = child.visits, first
            elif child.visits > second:
                second = child.visits
        return first - second > remaining

    def _deadline(self) -> float | None:
        return None if self.time_ms is None else time.perf_counter() + self.time_ms / 1000

    def _rounds(self, width: int, deadline: float | None, play_round) -> int:
        """Play rounds of ``width`` playouts each (``play_round(seed)``, one determinisation seed a round; it returns
        True to stop) while the budget lasts: the iterations shared out over the width, and a round begun only if
        the longest so far still fits before the deadline.  Returns the number of rounds played."""
        most = None if self.iterations is None else max(1, self.iterations // width)
        longest = 0.0
        rounds = 0
        while most is None or rounds < most:
            started = time.perf_counter()
            if deadline is not None and started + longest > deadline:
                break
            stop = play_round(self.rng.getrandbits(62))
            rounds += 1
            longest = max(longest, time.perf_counter() - started)
            if stop:
                break
        return rounds

    # -- the strategy portfolio (W-R121) -------------------------------------------------------------------------------
    def _weighing(self, rules, state, me: int) -> bool:
        """Whether this decision's budget goes to weighing the strategies: a new game opens a portfolio (the
        policy's strategies for the seat, if it has two or more), and so does every ``portfolio_every``-th decision
        after a choice; a portfolio stays open until one is chosen."""
        game = (rules.id, state.seed, me)
        new_game = game != self._game or len(state.history) < self._moves_seen
        self._moves_seen = len(state.history)
        if new_game:
            self._game = game
            self._strategy = None
            if getattr(self.policy, "strategies", None) is not None:
                self.policy.set_strategy(rules, state, me, None)   # the last game's choice is not this one's
            self._open_portfolio(rules, state, me)
        elif not self._portfolio and self._strategy is not None:
            self._since_weighed += 1
            if self._since_weighed >= self.portfolio_every:
                self._open_portfolio(rules, state, me)
        return bool(self._portfolio)

    def _open_portfolio(self, rules, state, me: int) -> None:
        strategies = getattr(self.policy, "strategies", None)
        names = () if strategies is None or self.portfolio_rounds <= 0 else strategies(rules, state, me)
        self._portfolio = {name: [0.0, 0] for name in names} if len(names) > 1 else {}
        self._since_weighed = 0

    def _weigh_strategies(self, rules, state, me: int, deadline: float | None) -> None:
        """Whole-game playouts of every strategy still weighed, a round at a time (one determinisation and one set
        of rival policies per round for all of them), while this decision's budget lasts; then drop those far
        behind, and choose once ``portfolio_rounds`` rounds are in (or one strategy is left)."""
        from . import make_agent

        portfolio = self._portfolio
        seats = rules.seat_count(state)

        def weigh(seed: int) -> bool:
            for name, tally in portfolio.items():
                world = rules.determinize(state, me, seed)
                world.log = None
                agents = [make_agent(self._policy_name, (seed + seat) & 0x7FFFFFFF) for seat in range(seats)]
                agents[me].set_strategy(rules, world, me, name)
                play_out(rules, world, agents, self.max_playout)
                self.playouts += 1
                tally[0] += self._win_share(rules, world, me)
                tally[1] += 1
            rounds = next(iter(portfolio.values()))[1]
            if rounds >= self.min_rounds:
                best = max(total for total, _ in portfolio.values())
                for name in [n for n, (total, _) in portfolio.items() if total < best - self.drop_margin * rounds]:
                    del portfolio[name]
            if rounds >= self.portfolio_rounds or len(portfolio) == 1:
                self._choose_strategy(rules, state, me, rounds)
                return True
            return False

        self._rounds(len(portfolio), deadline, weigh)

    def _choose_strategy(self, rules, state, me: int, rounds: int) -> None:
        """The best-weighed strategy, unless the seat already follows one still weighed that is within
        ``switch_margin`` of it (changing course costs what was built for the old one)."""
        portfolio = self._portfolio
        best = max(portfolio, key=lambda n: portfolio[n][0])
        kept = self._strategy
        if (kept is not None and kept in portfolio
                and portfolio[best][0] - portfolio[kept][0] <= self.switch_margin * rounds):
            best = kept
        self._strategy = best
        self.policy.set_strategy(rules, state, me, best)
        self._portfolio = {}

    @staticmethod
    def _win_share(rules, world, me: int) -> float:
        """A whole-game playout's worth to the searching seat: its share of first place (1/k among k seats ranked
        first), nothing otherwise; a playout cut off by ``max_playout`` is worth nothing."""
        if world.decision is not None:
            return 0.0
        ranks = rules.outcome(world).ranks
        return 1.0 / ranks.count(1) if ranks[me] == 1 else 0.0

    def _compare(self, rules, state, me: int, deadline: float | None):
        """The paired comparison of the policy's best options (see the module docstring): whole rounds, one
        determinisation each, while the budget lasts (a round is begun only if the longest so far still fits).  An
        option that can no longer be found clearly better within the rounds left is played out no more, and the
        comparison ends when none can (the move is then the policy's whatever the rest of the budget finds); the
        move is the clearly better option of the highest total, if any."""
        candidates = self._candidates(rules, state)
        if len(candidates) == 1:
            return candidates[0]
        horizon = getattr(rules, "search_horizon", None)
        seats = rules.seat_count(state)
        width = len(candidates)
        totals = [0.0] * width
        beats = [0] * width      # rounds in which the candidate scored above the policy's choice
        decisive = [0] * width   # rounds in which the two scored differently
        rivals = list(range(1, width))   # the candidates still compared with the policy's choice
        most = None if self.iterations is None else max(1, self.iterations // width)
        played = [0]

        def compare(seed: int) -> bool:
            dealt = rules.determinize(state, me, seed)   # one deal for every candidate: equal luck
            dealt.log = None
            kept = 0.0
            for i in [0] + rivals:
                world = dealt.clone()
                rules.apply(world, candidates[i])
                play_out(rules, world, [self._playout_policy(seed)] * seats, horizon or self.max_playout)
                self.playouts += 1
                reward = self._reward(rules, world, me, horizon)
                totals[i] += reward
                if i == 0:
                    kept = reward
                elif reward != kept:
                    decisive[i] += 1
                    beats[i] += reward > kept
            played[0] += 1
            if most is None:
                return False
            left = most - played[0]
            rivals[:] = [i for i in rivals if self._may_beat(beats[i], decisive[i], totals[i] - totals[0], left, most)]
            return not rivals

        rounds = self._rounds(width, deadline, compare)
        clear = [i for i in rivals if self._clear(beats[i], decisive[i], totals[i] - totals[0], rounds)]
        return candidates[max(clear, key=totals.__getitem__)] if clear else candidates[0]

    def _clear(self, beats: int, decisive: int, margin: float, rounds: int) -> bool:
        """Whether a candidate is clearly better than the policy's choice (W-R120): over at least ``min_rounds``
        rounds, ahead by more than ``keep_margin`` a round on average, and scoring above it in at least
        ``keep_share`` of the rounds that told them apart, of which there were at least ``min_decisive`` (a
        win-or-lose playout ties most rounds: only those that differ say which is better)."""
        return (rounds >= self.min_rounds and decisive >= self.min_decisive and beats >= self.keep_share * decisive
                and margin > self.keep_margin * rounds)

    def _may_beat(self, beats: int, decisive: int, margin: float, left: int, most: int) -> bool:
        """Whether a candidate could still be clear after ``left`` more rounds (each at most 1 better), of
        ``most``."""
        return self._clear(beats + left, decisive + left, margin + left, max(most, self.min_rounds))

    def _candidates(self, rules, state) -> list:
        """The policy's ``width`` best options, its own choice first (a policy agent without a ranking: its
        choice, then the other options in their order)."""
        ranked = getattr(self.policy, "ranked", None)
        if ranked is not None:
            return ranked(rules, state)[:self.width]
        return choice_first(self.policy.act(rules, state), state.decision.options)[:self.width]

    def _reward(self, rules, world, me: int, horizon: int | None) -> float:
        """The searching seat's return in [-1, 1] mapped to [0, 1]: two seats give 1 for a win, 0.5 for a draw, 0
        for a loss; a playout cut off by ``max_playout`` counts as a draw, one stopped at the rule set's horizon is
        scored as it stands.  With ``score_weight`` w, a finished playout is worth (1 - w) times that plus w times
        its final score margin squashed into (0, 1): a win by much is worth more than a win by one card, which tells
        options apart in fewer playouts than wins alone."""
        if world.decision is None:
            outcome = rules.outcome(world)
            value = (outcome.returns[me] + 1) / 2
            weight = self.score_weight
            if weight and outcome.scores:
                value = (1 - weight) * value + weight * squashed_margin(rules, outcome.scores, me)
            return value
        if not horizon:
            return 0.5
        return standing(rules, world, me)

    def _playout_policy(self, seed: int):
        """The default policy that plays a playout of the round dealt from ``seed``, every seat: a policy with a
        memory of its own (``fork``: the TCG heuristic's options it declined and lets rest) plays each playout as a
        fork of itself as the game left it, its random draws from ``seed``, so that every candidate of a round meets
        the same policy (equal luck) and what a playout made it remember stays out of the game and out of the next
        playout; a policy without one plays them itself."""
        fork = getattr(self.policy, "fork", None)
        return self.policy if fork is None else fork(seed)

    def _ranking(self, rules, world, policy) -> list:
        """Every option of the decision, best first as the policy ranks them (its choice first): the order in which
        the tree widens."""
        ranked = getattr(policy, "ranked", None)
        if ranked is not None:
            ranking = ranked(rules, world)
            if len(ranking) == len(world.decision.options):
                return ranking
            return ranking + [a for a in world.decision.options if a not in ranking]
        return choice_first(policy.act(rules, world), world.decision.options)

    def _iterate(self, rules, world, root: _Node, me: int, kinds: tuple, policy) -> None:
        """One iteration: walk the tree from the root through the seat's search points (the policy playing
        between them), add one node, play out, back up.  Progressive widening: a node visited n times offers only
        the policy's 1 + widening * sqrt(n) best options (every option when ``widening`` is None), so that the
        policy's choice is tried first and a decision with many options is not spread over all of them at once.
        ``policy`` plays the iteration (``_playout_policy``)."""
        c = self.exploration
        widening = self.widening
        node = root
        path = [root]
        expanded = False
        while not expanded:
            while world.decision is not None and not self._search_point(world.decision, me, kinds):
                rules.apply(world, policy.act(rules, world))
            if world.decision is None:
                break
            legal = self._ranking(rules, world, policy)
            if widening is not None:
                legal = legal[:1 + int(widening * math.sqrt(node.visits))]
            children = node.children
            action = None
            for a in legal:
                child = children.get(a)
                if child is None:
                    if action is None:
                        action = a   # the best-ranked option not tried yet
                else:
                    child.avail += 1
            if action is not None:
                node = children[action] = _Node()
                node.avail = 1
                expanded = True
            else:
                log_of = math.log
                action = max(legal, key=lambda a: children[a].wins / children[a].visits
                             + c * math.sqrt(log_of(children[a].avail) / children[a].visits))
                node = children[action]
            path.append(node)
            rules.apply(world, action)
        horizon = getattr(rules, "search_horizon", None)
        play_out(rules, world, [policy] * rules.seat_count(world), horizon or self.max_playout)
        self.playouts += 1
        reward = self._reward(rules, world, me, horizon)
        for n in path:
            n.visits += 1
            n.wins += reward
