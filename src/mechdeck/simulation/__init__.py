"""Running many games between agents: one game from a seed, or a batch spread over worker processes (or a Ray
cluster) with results that depend only on the master seed, never on the number of workers; results folders
(games.csv, games.jsonl), statistics and the HTML balance report.  May import kernel, games and agents."""
from .runner import (BACKENDS, GameRecord, game_seed, iter_games, plan_games, play_game, play_job, round_robin,
                     run_games, run_jobs)

__all__ = ["BACKENDS", "GameRecord", "game_seed", "iter_games", "plan_games", "play_game", "play_job", "round_robin",
           "run_games", "run_jobs"]
