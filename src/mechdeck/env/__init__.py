"""Learning environments over every rule set: PettingZoo (``aec_env``) and Gymnasium (``gym_env``, also registered
with Gymnasium: ``gymnasium.make("mechdeck/<rule set id>-v0", opponent=..., seat=..., players=...)`` once this
package is imported, or ``gymnasium.make("mechdeck.env:mechdeck/war-rig-v0")``, which imports it).

* ``game.py``: a game with its fixed spaces: the rule set's action catalogue (``RuleSet.action_catalogue``, an index
  means the same move in every state), the per-seat observation encoders and masks, the text view;
* ``observation.py``: the numpy encoding of a seat's view, slice by slice (docs/research.md);
* ``aec.py``: the PettingZoo ``AECEnv``; ``single_agent.py``: the single-agent ``gymnasium.Env`` against mechdeck bots.

There is no true parallel environment: every decision of these games is one seat's (a reaction on another seat's
turn is still one seat's answer), so all agents never act at once and PettingZoo's AEC-to-parallel conversion,
which asks every live agent for an action each step, does not fit; ``parallel_env`` says so.

May import the kernel, ``mechdeck.games`` (to register the rule sets) and ``mechdeck.agents`` (the opponents),
numpy, gymnasium and pettingzoo; nothing of mechdeck imports this package.
"""
from __future__ import annotations


def aec_env(rules_id: str, render_mode: str | None = None, viewer: int | None = None, **config):
    """A PettingZoo AEC environment of ``rules_id`` with this set-up (``players=N`` and the rule set's options)."""
    from .aec import MechdeckAECEnv
    return MechdeckAECEnv(rules_id, render_mode=render_mode, viewer=viewer, **config)


def gym_env(rules_id: str, opponent: str = "heuristic", seat: int = 0, render_mode: str | None = None, **config):
    """A single-agent Gymnasium environment: the learner at ``seat``, ``opponent`` bots at every other seat."""
    from .single_agent import MechdeckGymEnv
    return MechdeckGymEnv(rules_id, opponent=opponent, seat=seat, render_mode=render_mode, **config)


def parallel_env(rules_id: str, **config):
    """Not offered: one seat decides at a time in every rule set (see the module docstring); use ``aec_env``."""
    raise NotImplementedError("mechdeck games decide one seat at a time: use mechdeck.env.aec_env "
                              "(a parallel environment would ask every seat for an action at every step)")


def gymnasium_id(rules_id: str) -> str:
    """The id ``gymnasium.make`` knows a rule set's single-agent environment by."""
    return f"mechdeck/{rules_id}-v0"


def _register_with_gymnasium() -> None:
    """Every shipped rule set in Gymnasium's registry (once: importing this package again registers nothing)."""
    import gymnasium

    from mechdeck.games import SHIPPED_RULE_SETS
    for rules_id in SHIPPED_RULE_SETS:
        if gymnasium_id(rules_id) not in gymnasium.registry:
            gymnasium.register(gymnasium_id(rules_id), entry_point="mechdeck.env.single_agent:MechdeckGymEnv",
                               kwargs={"rules_id": rules_id})


_register_with_gymnasium()

__all__ = ["aec_env", "gym_env", "gymnasium_id", "parallel_env"]
