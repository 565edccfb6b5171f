"""War Rig (the designer's draft "Rules v0.1" with its sample content set, issue 15), a 2-4 player board game on the
kernel.

Content as data: data/content.json is the sample content (dice, map, boards, every card with every number on it,
set-up per player count, the numbers of the core rules, victory conditions, round-limit scoring), generated from
../shared by tools/build_war_rig_data.py and validated by data/content.schema.json; content.py loads it, or a
designer's content file (a whole set, or a patch over the sample: docs/war-rig-content.md), into immutable typed
objects shared by every state.

The rules engine, one module per part of the rules:

* rules.py     the rule set (set-up, ops, option targets, views, results) and its registration;
* layout.py    where a game keeps its state (pieces, sites, counters, markers, zones), static per content and seats;
* turn.py      set-up's equipment, the order of play, the turn steps (§7), activations, the round limit;
* actions.py   Move with repel (one squad or a Drive's group), Gather, Encamp/decamp, dropping cubes, Coerce;
* combat.py    Squad Attack and the hit resolution shared with the War Rig's weapons;
* captives.py  capture, movement with captives, escape, coercion;
* construction.py  Construct and its payment, Equip, the Supply Depot, Refinery, Scavenge, Fight Fire;
* rig.py       the War Rig: Drive with riders, Fire with targeting, tier rerolls and the weapons' effects;
* infiltration.py  the Rival Base actions: Recruit, Rescue, Espionage, Sabotage;
* sites.py     sites: armour, hits, fire, adjacency, the rig's weight, tier and fitness;
* fire.py      fire spreading at a turn's start and the Auto-Extinguisher;
* victory.py   the four victory conditions, destroyed factions, the round-limit scoring and tie-breaks;
* scenario.py  scenario files; presentation.py what a seat is shown; bot.py the heuristic policy.

Imports only mechdeck.kernel (and, for the bot's policy, nothing above the kernel either)."""
