"""Build hook: compiles the simulation hot path with mypyc (the compiler mypy ships, as black and mypy itself use).

The modules below run every decision of every Domination, War Rig and BattleTech TCG game, and every step of a
learning environment (env/observation.py, env/game.py); compiled, a Domination game runs about 1.8 times as fast, a
War Rig game about twice as fast, a TCG game about twice as fast (benchmarks/bench_tcg.py) and an environment step
about 1.2 times, with the same results (the sources stay the reference:
they are type-checked and compiled as they are).  Everything else stays plain Python.  The build falls back to
plain Python where no C compiler is found, and ``MECHDECK_PURE_PYTHON=1`` skips compiling (for work on these
modules: a compiled module shadows its source until the next ``pip install``; ``tests/kernel/test_build.py`` fails
on such a stale build).
"""
import glob
import os

from setuptools import setup

COMPILED = [
    "src/mechdeck/kernel/state.py",
    "src/mechdeck/kernel/rng.py",
    "src/mechdeck/kernel/zones.py",
    "src/mechdeck/kernel/procedures.py",
    "src/mechdeck/kernel/loop.py",
    "src/mechdeck/games/domination/table.py",
    "src/mechdeck/games/domination/core.py",
    "src/mechdeck/games/domination/effects.py",
    "src/mechdeck/games/domination/turn.py",
    "src/mechdeck/games/domination_v22/core.py",
    "src/mechdeck/games/domination_v22/turn.py",
    "src/mechdeck/games/domination_v22/abilities.py",
    "src/mechdeck/games/domination_v4/core.py",
    "src/mechdeck/games/domination_v4/turn.py",
    "src/mechdeck/games/domination_v4/abilities.py",
    "src/mechdeck/games/domination/bot.py",
    "src/mechdeck/games/domination_v22/bot.py",
    "src/mechdeck/games/domination_v4/bot.py",
    "src/mechdeck/agents/heuristic.py",
    "src/mechdeck/kernel/board.py",
    "src/mechdeck/games/war_rig/layout.py",
    "src/mechdeck/games/war_rig/sites.py",
    "src/mechdeck/games/war_rig/actions.py",
    "src/mechdeck/games/war_rig/combat.py",
    "src/mechdeck/games/war_rig/captives.py",
    "src/mechdeck/games/war_rig/construction.py",
    "src/mechdeck/games/war_rig/rig.py",
    "src/mechdeck/games/war_rig/infiltration.py",
    "src/mechdeck/games/war_rig/turn.py",
    "src/mechdeck/games/war_rig/fire.py",
    "src/mechdeck/games/war_rig/victory.py",
    "src/mechdeck/games/war_rig/bot.py",
    "src/mechdeck/env/observation.py",
    "src/mechdeck/env/game.py",
    # The TCG's engine and card modules.  Its dice (tests replace dice.roll), its card table (cards.py: variants
    # rewrite the card records) and subterfuge.py (a secrecy test replaces its could_hold) stay plain Python.
    "src/mechdeck/games/battletech_tcg/board.py",
    "src/mechdeck/games/battletech_tcg/knowledge.py",
    "src/mechdeck/games/battletech_tcg/turn.py",
    "src/mechdeck/games/battletech_tcg/missions.py",
    "src/mechdeck/games/battletech_tcg/position.py",
    "src/mechdeck/games/battletech_tcg/bot.py",
    "src/mechdeck/games/battletech_tcg/abilities/registry.py",
    "src/mechdeck/games/battletech_tcg/abilities/building_blocks.py",
    "src/mechdeck/games/battletech_tcg/abilities/card_flow.py",
    "src/mechdeck/games/battletech_tcg/abilities/mechs.py",
    "src/mechdeck/games/battletech_tcg/abilities/missions_cards.py",
    "src/mechdeck/games/battletech_tcg/abilities/pilots.py",
    "src/mechdeck/games/battletech_tcg/abilities/battle_commands.py",
    "src/mechdeck/games/battletech_tcg/abilities/one_shots.py",
    "src/mechdeck/games/battletech_tcg/abilities/resources.py",
    "src/mechdeck/games/battletech_tcg/abilities/dice_and_infantry.py",
    "src/mechdeck/games/battletech_tcg/abilities/leaders_and_sites.py",
    "src/mechdeck/games/battletech_tcg/abilities/terrain_and_factions.py",
    "src/mechdeck/games/battletech_tcg/abilities/counters.py",
    "src/mechdeck/games/battletech_tcg/abilities/units.py",
    "src/mechdeck/games/battletech_tcg/abilities/legacies_and_alliances.py",
    "src/mechdeck/games/battletech_tcg/abilities/high_command_and_box_powers.py",
]


def remove_compiled_modules() -> None:
    """A plain build after a compiled editable one: the compiled files it left beside the sources would shadow them."""
    stems = [source[:-3] for source in COMPILED] + ["src/*__mypyc"]  # the last: the runtime they all link to
    for stem in stems:
        for built in glob.glob(stem + ".*.so") + glob.glob(stem + ".*.pyd"):
            os.remove(built)


def compiled_extensions() -> list:
    if os.environ.get("MECHDECK_PURE_PYTHON", "") not in ("", "0"):
        remove_compiled_modules()
        return []
    from mypyc.build import mypycify

    # Only the listed modules are type-checked strictly enough to compile; the modules they import are read for
    # their types, silently, and third-party packages need no stubs.
    options = ["--follow-imports=silent", "--ignore-missing-imports"]
    extensions = mypycify(COMPILED + options, opt_level="3", debug_level="0")
    for extension in extensions:
        extension.optional = True  # no C compiler: install the plain Python modules instead of failing
    return extensions


setup(ext_modules=compiled_extensions())
