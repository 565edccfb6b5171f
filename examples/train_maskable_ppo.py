"""Train sb3-contrib's MaskablePPO (CPU) on Domination v2.2 against the random bot, with a learning curve.

    pip install -e '.[rl]'
    python examples/train_maskable_ppo.py --minutes 30 --seed 0 --out runs/ppo

The learner plays through ``mechdeck.env.gym_env("domination-v2.2", opponent="random", seat=s)``; its seat alternates
from one game to the next, so it learns both seats.  Every ``--eval-every`` steps (and before the first and after
the last) the current policy, acting deterministically within the action mask, plays ``--eval-games`` fixed games
against the random bot and as many against the heuristic bot, seats alternated.  The run writes to ``--out``:
``curve.json`` (settings, every point and the final result), ``curve.csv`` (the points), ``learning_curve.png``
(win rate against steps and against training minutes, with 95% Wilson intervals) and ``model.zip`` (the policy);
it ends with a table of the final win rates.  ``--minutes`` is the training time: evaluations come on top of it.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

# Before torch loads OpenMP: its idle threads then sleep instead of spinning.  With the default (spinning) and two
# threads, an update ran 8x slower and a single prediction 9x slower while another process held one of the 2 cores;
# with passive waiting two threads are as fast as one there, and can use both cores when the machine is free.
os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")

import gymnasium  # noqa: E402  (after the OpenMP setting)
import numpy as np  # noqa: E402
import torch  # noqa: E402
from gymnasium import spaces  # noqa: E402
from sb3_contrib import MaskablePPO  # noqa: E402
from stable_baselines3.common.callbacks import BaseCallback  # noqa: E402
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor  # noqa: E402
from stable_baselines3.common.vec_env import DummyVecEnv  # noqa: E402

from mechdeck.env import gym_env  # noqa: E402
from mechdeck.env.single_agent import MechdeckGymEnv  # noqa: E402
from mechdeck.simulation.stats import wilson  # noqa: E402

RULES_ID = "domination-v2.2"
TRAINING_OPPONENT = "random"
EVALUATION_OPPONENTS = ("random", "heuristic")
# No Domination game has a turn limit: a policy that never advances its position could make a game against a passive
# opponent endless, so an episode is cut (truncated) after this many learner decisions.  Random-vs-random games take
# about 180 decisions a seat, so a game that reaches this is one a sensible policy would not play.
MAX_LEARNER_DECISIONS = 2000


def squash(vector: np.ndarray) -> np.ndarray:
    """The env's observation on a log scale (sign kept): card counts and counters run from 0 to a few hundred (the
    turn number), and a network learns faster from inputs of similar size; log1p keeps 0 at 0 and small counts
    distinct while bringing 160 down to about 5."""
    return np.copysign(np.log1p(np.abs(vector)), vector).astype(np.float32)


def env_per_seat(rules_id: str, opponent: str) -> list[MechdeckGymEnv]:
    """One ``gym_env`` for each seat the learner can take in ``rules_id`` against ``opponent``."""
    first = gym_env(rules_id, opponent=opponent, seat=0)
    return [first] + [gym_env(rules_id, opponent=opponent, seat=s) for s in range(1, first.game.seats)]


class AlternatingSeatEnv(gymnasium.Env):
    """The learner's side of a game of ``rules_id`` against ``opponent`` bots: the observation is the env's own vector
    (squashed, see ``squash``), not its Dict, and ``action_masks()`` is kept for MaskablePPO.  Each reset starts a
    new game at the next seat (``first_seat`` for the first), seeded from this env's own generator."""

    metadata = {"render_modes": []}

    def __init__(self, rules_id: str, opponent: str, first_seat: int = 0):
        self.seat_envs = env_per_seat(rules_id, opponent)
        first = self.seat_envs[0]
        size = first.observation_space["observation"].shape[0]
        bound = float(squash(np.array([first.observation_space["observation"].high[0]]))[0])
        self.observation_space = spaces.Box(-bound, bound, (size,), np.float32)
        self.action_space = first.action_space
        self.seat = (first_seat - 1) % len(self.seat_envs)   # the first reset moves on to first_seat
        self.decisions = 0

    @property
    def current(self):
        return self.seat_envs[self.seat]

    def reset(self, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.seat = (self.seat + 1) % len(self.seat_envs)
        self.decisions = 0
        observation, info = self.current.reset(seed=int(self.np_random.integers(2 ** 31)))
        return squash(observation["observation"]), info

    def step(self, action):
        observation, reward, terminated, truncated, info = self.current.step(action)
        self.decisions += 1
        truncated = truncated or (not terminated and self.decisions >= MAX_LEARNER_DECISIONS)
        return squash(observation["observation"]), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self.current.action_masks()


class SharedLayer(BaseFeaturesExtractor):
    """The first layer, shared by the policy and the value head (see ``Settings.shared``)."""

    def __init__(self, observation_space: spaces.Box, features_dim: int):
        super().__init__(observation_space, features_dim)
        self.layer = torch.nn.Sequential(torch.nn.Linear(observation_space.shape[0], features_dim), torch.nn.ReLU())

    def forward(self, observations: torch.Tensor) -> torch.Tensor:
        return self.layer(observations)


@dataclass
class Settings:
    """Everything a run depends on (written into curve.json).  The defaults are for the 30-minute budget on 2 CPU
    cores; the reasons are beside them."""
    minutes: float = 30.0
    seed: int = 0
    max_steps: int | None = None     # a cap on learner steps as well as the time (the smoke test's)
    eval_every: int = 50_000         # 1.5-2 minutes at the 400-600 steps/s measured on the busy machine: 15-20 points
    eval_games: int = 100            # per opponent and point: a 95% interval of at most +-10 points
    final_games: int = 400           # per opponent at the end: at most +-5 points
    threads: int = 2                 # torch's; see OMP_WAIT_POLICY above for why two are safe on a busy machine
    # 8 games stepped in one process: an env step costs well under a millisecond, so worker processes would only
    # add pickling, and 8 copies give each rollout games at both seats and in every phase.
    n_envs: int = 8
    # 8 x 256 = 2,048 decisions a rollout, a dozen games or more: enough whole games that the sparse end-of-game
    # reward reaches each update, few enough that the policy is updated every few seconds.
    n_steps: int = 256
    batch_size: int = 256
    # 4 passes instead of PPO's usual 10: on CPU the update costs as much as collecting, and fresh games are cheap.
    n_epochs: int = 4
    learning_rate: float = 3e-4
    # A game is ~100-200 learner decisions with the only reward at its end: 0.995^150 ~ 0.47 still credits the
    # opening buys, where 0.99 (0.22) would barely reach them.
    gamma: float = 0.995
    gae_lambda: float = 0.95
    # Some entropy keeps the policy trying the 2,037-way action space's rarer moves instead of settling early on one
    # buy order that happens to beat the random bot.
    ent_coef: float = 0.01
    # One layer of 256 shared by the policy and the value head, then 128 each: the 2,372 x 256 first layer is most of
    # a step's arithmetic, so sharing it halves the cost of an update (two separate 256-256 nets measured 300 steps/s
    # on the busy machine); a bigger net would cut the steps per minute more than it would add in 30 minutes.
    shared: int = 256
    head: int = 128


EVAL_BATCH = 16   # games played side by side in an evaluation: one prediction for 16 costs about as much as for one


@dataclass
class EvaluationGame:
    """One evaluation game in progress: the envs of its slot (one per seat), the one playing and the last view."""
    slot: list[MechdeckGymEnv]
    env: MechdeckGymEnv
    observation: dict
    decisions: int = 0


def evaluate(model: MaskablePPO, opponent: str, games: int, seed: int) -> dict:
    """``games`` games of the current policy (deterministic, within the mask) against ``opponent``: game i at seat
    i mod seats, seeded seed + i, so every evaluation plays the same deals.  A win is a return above 0; draws and
    unfinished games (cut at MAX_LEARNER_DECISIONS) count as not won and are reported beside.  EVAL_BATCH games run
    side by side with one prediction for all."""
    queued = iter(range(games))

    def start(slot: list[MechdeckGymEnv]) -> EvaluationGame | None:
        game = next(queued, None)
        if game is None:
            return None
        env = slot[game % len(slot)]
        return EvaluationGame(slot, env, env.reset(seed=seed + game)[0])

    playing = [game for game in (start(env_per_seat(RULES_ID, opponent)) for _ in range(min(EVAL_BATCH, games)))
               if game is not None]
    wins = draws = unfinished = decisions = 0
    while playing:
        actions, _ = model.predict(np.stack([squash(game.observation["observation"]) for game in playing]),
                                   action_masks=np.stack([game.env.action_masks() for game in playing]),
                                   deterministic=True)
        still: list[EvaluationGame] = []
        for game, action in zip(playing, actions):
            game.observation, returned, over, _, _ = game.env.step(int(action))
            reward = float(returned)
            game.decisions += 1
            if not over and game.decisions < MAX_LEARNER_DECISIONS:
                still.append(game)
                continue
            decisions += game.decisions
            unfinished += not over
            wins += over and reward > 0
            draws += over and reward == 0
            following = start(game.slot)
            if following is not None:
                still.append(following)
        playing = still
    low, high = wilson(wins, games)
    return {"opponent": opponent, "games": games, "wins": wins, "draws": draws, "unfinished": unfinished,
            "win_rate": wins / games, "low": low, "high": high, "decisions_per_game": decisions / games}


class Progress(BaseCallback):
    """Stops training when the time (or step) budget is spent and evaluates every ``eval_every`` steps; the time
    spent evaluating is kept out of the training time."""

    def __init__(self, settings: Settings, evaluate_point):
        super().__init__()
        self.settings = settings
        self.evaluate_point = evaluate_point
        self.next_eval = settings.eval_every
        self.started = time.perf_counter()
        self.evaluating = 0.0   # seconds spent in evaluations so far

    def training_seconds(self) -> float:
        return time.perf_counter() - self.started - self.evaluating

    def _on_step(self) -> bool:
        capped = self.settings.max_steps is not None and self.num_timesteps >= self.settings.max_steps
        if capped or self.training_seconds() >= self.settings.minutes * 60:
            return False   # the final evaluation follows
        if self.num_timesteps >= self.next_eval:
            self.next_eval += self.settings.eval_every
            began = time.perf_counter()
            self.evaluate_point(self.num_timesteps, self.training_seconds(), self.settings.eval_games)
            self.evaluating += time.perf_counter() - began
        return True


def learner_env(first_seat: int) -> Callable[[], AlternatingSeatEnv]:
    """A maker of a training env for DummyVecEnv; the envs start at different seats, so both seats learn at once."""
    return lambda: AlternatingSeatEnv(RULES_ID, TRAINING_OPPONENT, first_seat)


def run(settings: Settings, out: Path, echo=print) -> dict:
    """Train, evaluate along the way and at the end, write the outputs into ``out``; return curve.json's content."""
    out.mkdir(parents=True, exist_ok=True)
    torch.set_num_threads(settings.threads)
    # The masks come from the env and are checked there; torch's own argument checks on every distribution built
    # cost about 3% of a step (profiled).
    torch.distributions.Distribution.set_default_validate_args(False)
    started = time.perf_counter()
    env = DummyVecEnv([learner_env(first_seat) for first_seat in range(settings.n_envs)])
    model = MaskablePPO(
        "MlpPolicy", env, learning_rate=settings.learning_rate, n_steps=settings.n_steps,
        batch_size=settings.batch_size, n_epochs=settings.n_epochs, gamma=settings.gamma,
        gae_lambda=settings.gae_lambda, ent_coef=settings.ent_coef, seed=settings.seed, device="cpu",
        policy_kwargs={"features_extractor_class": SharedLayer,
                       "features_extractor_kwargs": {"features_dim": settings.shared},
                       "net_arch": {"pi": [settings.head], "vf": [settings.head]}})
    eval_seed = 1_000_000 + settings.seed * 10_000   # fixed deals per run, apart from the training games' seeds
    points: list[dict] = []

    def evaluate_point(steps: int, training_seconds: float, games: int) -> list[dict]:
        results = [evaluate(model, opponent, games, eval_seed) for opponent in EVALUATION_OPPONENTS]
        for result in results:
            points.append({"steps": steps, "training_minutes": training_seconds / 60, **result})
        echo(f"{steps:>10,} steps {training_seconds / 60:6.1f} min  " + "  ".join(
            f"vs {r['opponent']} {r['win_rate']:.1%} [{r['low']:.1%}, {r['high']:.1%}]" for r in results))
        return results

    evaluate_point(0, 0.0, settings.eval_games)   # the untrained policy
    progress = Progress(settings, evaluate_point)   # the training clock starts here
    model.learn(total_timesteps=settings.max_steps or 10 ** 12, callback=progress)
    training_seconds = progress.training_seconds()
    final = evaluate_point(model.num_timesteps, training_seconds, settings.final_games)
    model.save(out / "model.zip")
    summary = {"rules_id": RULES_ID, "training_opponent": TRAINING_OPPONENT, "settings": asdict(settings),
               "steps": model.num_timesteps, "training_seconds": training_seconds,
               "wall_seconds": time.perf_counter() - started, "final": final, "points": points}
    (out / "curve.json").write_text(json.dumps(summary, indent=1))
    write_csv(points, out / "curve.csv")
    plot(points, out / "learning_curve.png")
    echo(final_table(summary))
    return summary


def write_csv(points: list[dict], path: Path) -> None:
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(points[0]))
        writer.writeheader()
        writer.writerows(points)


def plot(points: list[dict], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker
    figure, axes = plt.subplots(1, 2, figsize=(11, 4.2), sharey=True)
    for axis, x_key, x_label in ((axes[0], "steps", "learner steps"),
                                 (axes[1], "training_minutes", "training time (minutes, 2 CPU cores)")):
        for opponent, marker in zip(EVALUATION_OPPONENTS, "os"):
            mine = [p for p in points if p["opponent"] == opponent]
            rates = np.array([p["win_rate"] for p in mine])
            errors = np.array([[p["win_rate"] - p["low"] for p in mine], [p["high"] - p["win_rate"] for p in mine]])
            axis.errorbar([p[x_key] for p in mine], rates, yerr=errors, marker=marker, capsize=3,
                          label=f"vs {opponent} bot")
        axis.set_xlabel(x_label)
        axis.axhline(0.5, color="grey", linewidth=0.8, linestyle=":")
        axis.grid(alpha=0.3)
    axes[0].xaxis.set_major_formatter(matplotlib.ticker.StrMethodFormatter("{x:,.0f}"))
    axes[0].set_ylabel("win rate (95% Wilson interval)")
    axes[0].set_ylim(0, 1)
    axes[0].legend(loc="center right")
    figure.suptitle(f"MaskablePPO on {RULES_ID}, trained against the {TRAINING_OPPONENT} bot, seats alternated")
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)


def final_table(summary: dict) -> str:
    lines = [f"MaskablePPO on {RULES_ID} after {summary['steps']:,} steps: {summary['training_seconds'] / 60:.1f} "
             f"min training, {summary['wall_seconds'] / 60:.1f} min wall time",
             "| opponent | games | wins | win rate | 95% interval |", "|---|---|---|---|---|"]
    for r in summary["final"]:
        lines.append(f"| {r['opponent']} | {r['games']} | {r['wins']} | {r['win_rate']:.1%} "
                     f"| {r['low']:.1%} - {r['high']:.1%} |")
    return "\n".join(lines)


def positive(kind):
    """An argparse type: a number of ``kind`` above 0."""
    described = {int: "a whole number", float: "a number"}[kind]

    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not {described}: {text!r}") from None
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be above 0, not {text}")
        return value
    return parse


def main(argv: list[str] | None = None) -> int:
    defaults = Settings()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=positive(float), default=defaults.minutes,
                        help="training time, evaluations not counted (default %(default)s)")
    parser.add_argument("--seed", type=int, default=defaults.seed)
    parser.add_argument("--out", type=Path, default=Path("runs/maskable-ppo"),
                        help="output folder (default %(default)s)")
    parser.add_argument("--steps", type=positive(int), default=None, help="stop after this many steps as well")
    parser.add_argument("--eval-every", type=positive(int), default=defaults.eval_every,
                        help="steps between points (default %(default)s)")
    parser.add_argument("--eval-games", type=positive(int), default=defaults.eval_games,
                        help="games per opponent at each point (default %(default)s)")
    parser.add_argument("--final-games", type=positive(int), default=defaults.final_games,
                        help="games per opponent at the end (default %(default)s)")
    args = parser.parse_args(argv)
    settings = Settings(minutes=args.minutes, seed=args.seed, max_steps=args.steps, eval_every=args.eval_every,
                        eval_games=args.eval_games, final_games=args.final_games)
    run(settings, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
