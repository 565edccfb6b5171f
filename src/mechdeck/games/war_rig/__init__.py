"""War Rig (the designer's draft "Rules v0.1" with its sample content set, issue 15): so far its content as data.

data/content.json is the sample content (dice, map, boards, every card with every number on it, set-up per player
count, the numbers of the core rules, victory conditions, round-limit scoring), generated from ../shared by
tools/build_war_rig_data.py and validated by data/content.schema.json; content.py loads it, or a designer's content
file (a whole set, or a patch over the sample: docs/war-rig-content.md), into immutable typed objects shared by
every state.  The rules engine (part 1: set-up, order of play, Move with repel, Gather, Encamp) is rules.py with
layout.py, turn.py, actions.py, scenario.py and presentation.py; ``register_war_rig()`` registers it, for the tests
only until the game is complete.  Imports only mechdeck.kernel."""
