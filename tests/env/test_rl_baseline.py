"""The learning baseline (examples/train_maskable_ppo.py): a few hundred steps of MaskablePPO and a couple of
evaluation games, end to end.  Needs the ``[rl]`` extra (torch, stable-baselines3, sb3-contrib); skipped without it."""
from __future__ import annotations

import csv
import importlib.util
import json
import sys
from pathlib import Path

import numpy as np
import pytest

REASON = "the learning baseline needs the [rl] extra: pip install -e '.[rl]'"
pytest.importorskip("torch", reason=REASON)
pytest.importorskip("stable_baselines3", reason=REASON)
pytest.importorskip("sb3_contrib", reason=REASON)

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_maskable_ppo.py"


@pytest.fixture(scope="module")
def baseline():
    spec = importlib.util.spec_from_file_location("train_maskable_ppo", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module   # dataclasses resolve their module by name
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.modules.pop(spec.name, None)


def test_a_short_run_writes_every_output(baseline, tmp_path):
    # Two rollouts of 2 x 128 decisions, a point after the first and at the end, two games per opponent a point.
    settings = baseline.Settings(minutes=5, max_steps=512, seed=3, eval_every=256, eval_games=2, final_games=2,
                                 threads=1, n_envs=2, n_steps=128, batch_size=128, n_epochs=1)
    lines: list[str] = []
    summary = baseline.run(settings, tmp_path, echo=lines.append)

    assert 512 <= summary["steps"] < 512 + settings.n_envs * settings.n_steps
    assert 0 < summary["training_seconds"] <= summary["wall_seconds"]
    # the untrained policy, one point during training, the final point: each against both opponents
    assert [(p["steps"], p["opponent"]) for p in summary["points"]][:2] == [(0, "random"), (0, "heuristic")]
    assert len(summary["points"]) == 6
    for point in summary["points"]:
        assert point["wins"] + point["draws"] + point["unfinished"] <= point["games"] == 2
        assert 0 <= point["low"] <= point["win_rate"] <= point["high"] <= 1
        assert point["win_rate"] == point["wins"] / point["games"]
        assert point["decisions_per_game"] > 10   # whole games were played, not cut at once
    assert [r["opponent"] for r in summary["final"]] == ["random", "heuristic"]

    assert json.loads((tmp_path / "curve.json").read_text()) == summary
    with (tmp_path / "curve.csv").open() as handle:
        rows = list(csv.DictReader(handle))
    assert [(int(r["steps"]), r["opponent"]) for r in rows] == [(p["steps"], p["opponent"]) for p in summary["points"]]
    assert (tmp_path / "learning_curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (tmp_path / "model.zip").stat().st_size > 0
    assert "| heuristic | 2 |" in lines[-1] and f"{summary['steps']:,} steps" in lines[-1]


def test_the_learner_alternates_seats_and_sees_the_env_vector(baseline):
    env = baseline.AlternatingSeatEnv("domination-v2.2", "random", first_seat=1)
    seats = []
    for game in range(4):
        observation, _ = env.reset(seed=game if game == 0 else None)
        seats.append(env.seat)
        assert env.observation_space.contains(observation)
        mask = env.action_masks()
        assert mask.dtype == bool and mask.any()
        raw = env.current.game.observation(env.seat)
        assert np.array_equal(observation, baseline.squash(raw["observation"]))
        assert np.array_equal(mask, raw["action_mask"].astype(bool))
    assert seats == [1, 0, 1, 0]


def test_bad_arguments_are_refused_with_the_reason(baseline, capsys):
    with pytest.raises(SystemExit):
        baseline.main(["--minutes", "0"])
    assert "--minutes: must be above 0, not 0" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        baseline.main(["--eval-games", "many"])
    assert "--eval-games: not a whole number: 'many'" in capsys.readouterr().err
