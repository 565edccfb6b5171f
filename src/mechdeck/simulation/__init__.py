"""Running many games between agents: one game from a seed, or a batch spread over worker processes with results
that depend only on the master seed, never on the number of workers.  May import kernel, games and agents."""
from .runner import GameRecord, game_seed, play_game, run_games

__all__ = ["GameRecord", "game_seed", "play_game", "run_games"]
