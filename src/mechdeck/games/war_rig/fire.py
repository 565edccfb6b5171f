"""War Rig's fire at the start of a turn (draft "Fire" and "Adjacency"; sample §7 steps 1-2, §10, R-44, R-45, R-53):
fire damage spreading to the sites next to burning ones, and the Auto-Extinguisher's start-of-turn roll.

Catching fire, a burning site's 0 armour and putting a fire out are sites.py's (R-42, R-43, R-29); this module only
decides when fire spreads and what the Auto-Extinguisher does.
"""
from __future__ import annotations

from mechdeck.kernel import State, roll_dice

from .layout import Layout
from .sites import add_hits, armour, burning, card_id, neighbours, put_out, rig_parts, site_name, stands, working

AUTO_EXTINGUISHER = "rig.auto_extinguisher"


def spread(state: State, layout: Layout) -> None:
    """§7 step 1, R-44: every standing site that is not burning and is adjacent (R-45) to at least one burning site
    takes ⌈its own remaining armour / 2⌉ hits, once however many burning neighbours it has.  The damaged sites are
    found before any damage is dealt, so a site set on fire now spreads from the next turn start on."""
    first = layout.first_site
    pieces = len(layout.topology.pieces)
    damaged = {near for site in range(first, pieces) if burning(state, layout, site)
               for near in neighbours(layout, site)
               if stands(state, layout, near) and not burning(state, layout, near)}
    for site in sorted(damaged):
        add_hits(state, layout, site, (armour(state, layout, site) + 1) // 2)


def extinguisher_targets(state: State, layout: Layout, number: int) -> list[int]:
    """The burning sites of player ``number``'s rig that its working Auto-Extinguisher may roll for (none without
    one)."""
    parts = rig_parts(layout, number)
    if not any(card_id(state, layout, site) == AUTO_EXTINGUISHER and working(state, layout, site) for site in parts):
        return []
    return [site for site in parts if burning(state, layout, site)]


def extinguisher_options(state: State, layout: Layout, sites: list[int]) -> tuple[tuple, ...]:
    return tuple(("extinguish", layout.topology.pieces[site]) for site in sites)


def auto_extinguish(rules, state: State, layout: Layout, seat: int, site: int) -> None:
    """§5.5, R-53: the owner rolls the white die for the chosen site; from the card's ``success_from`` (4-6 in the
    sample, whatever Fire Station stands) the fire is put out exactly as by Fight Fire (R-29)."""
    need = layout.content.cards[AUTO_EXTINGUISHER].param("success_from")
    state.say(f"P{seat + 1}'s Auto-Extinguisher fights the fire on {site_name(state, layout, site)}")
    value = int(roll_dice(state, seat, (rules.number_die,))[0])
    if value >= need:
        put_out(state, layout, site)
    else:
        state.say(f"the fire on {site_name(state, layout, site)} burns on ({value} < {need})")

