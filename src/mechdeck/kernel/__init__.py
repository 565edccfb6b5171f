"""The game-agnostic rules kernel.  It knows nothing about any particular game and imports nothing else in mechdeck.

Contract every rule set meets through it:

* **Decisions.** ``state.decision`` says who must choose next (the active player, or the opponent: which unit to
  damage, whether to reveal a reaction on the other player's turn) and lists the legal actions, including every
  choice in the middle of a card's effect.  Multi-part choices are single picks plus an explicit "done".
  ``rules.apply(state, action)`` accepts only a listed action; anything else raises ``IllegalAction`` and leaves the
  state untouched.  ``state.decision is None`` means the game is over; ``rules.result(state)`` scores it.
  ``play_out(rules, state, agents)`` lets bots make every decision to the end (the simulations' loop).
* **Determinism.** All randomness comes from the integer generator in ``state.rng`` (rng.py), seeded at set-up, so a
  seed plus the action list (``state.history``) reproduces the game bit for bit (``rules.replay``).
* **Cheap clones.** ``state.clone()`` copies zone lists, counters and frames; card definitions are static and shared.
  Half-resolved effects live in ``state.stack`` as data (engine.py), so a clone can be taken at any decision.
* **JSON.** ``State.from_json(state.to_json()) == state``.
* **Observation.** ``rules.observe(state, seat)`` hides what the seat may not see, by each zone's visibility kind
  (public / owner / hidden / top-card-only / in play with face-down cards); ``rules.determinize`` re-deals those
  cards and re-seeds the generator for search bots.
* **Log.** ``state.log`` holds events in plain words, each visible to everyone or to one seat only.
"""
from .engine import (FACE, HIDDEN, OWNER, PUBLIC, TOP, IllegalAction, RuleSet, RulesError, get_rules, register,
                     rule_set_ids)
from .loop import count_actions, play_out
from .outcome import Outcome, ranks_from_scores, returns_from_ranks
from .board import OFF_BOARD, Topology
from .dice import LAST_ROLL, Die, roll_dice
from .rng import FIXED_ROLLS, below, fix_rolls, mix_seed, roll, shuffle
from .state import Action, Decision, Frame, State

__all__ = ["Action", "Decision", "Frame", "State", "RuleSet", "IllegalAction", "RulesError", "register", "get_rules",
           "rule_set_ids", "play_out", "Outcome", "returns_from_ranks", "ranks_from_scores", "count_actions", "below",
           "shuffle", "roll", "mix_seed", "fix_rolls", "FIXED_ROLLS", "Die", "roll_dice",
           "LAST_ROLL", "Topology", "OFF_BOARD", "PUBLIC", "OWNER", "HIDDEN", "TOP", "FACE"]
