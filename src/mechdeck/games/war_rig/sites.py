"""War Rig's sites (sample §0 "Site", §4, §10): facilities, the printed Command Posts, Stockades and Cabs, War Rig
parts and the victory constructions: their armour and hit tokens, fire, adjacency (R-45), and the War Rig's weight,
tier and fitness to move and fight (R-37, R-41, §12 "Operational War Rig").

Each site is a piece (layout.py): a player's base sites stand at its Home Base, its rig's sites move with its rig,
a victory construction's site is off the map until it is built at the node its card names, a Stockade stands in its
Lesser Base.  The counter ``card`` names the card constructed there (slots) and ``hits`` its hit tokens; the marker
``burning`` is its fire token.
"""
from __future__ import annotations

from mechdeck.kernel import State
from mechdeck.kernel.board import OFF_BOARD, cells

from .layout import BURNING, HITS, Layout

TIERS = ("light", "medium", "heavy")
LIGHT, MEDIUM, HEAVY = 0, 1, 2


# -- what a site is ----------------------------------------------------------------------------------------------------
def printed(layout: Layout, site: int) -> bool:
    """The printed centres: Command Post, Cab, Stockade (never "constructed": R-34, §4.4)."""
    return site in layout.printed_armour


def stands(state: State, layout: Layout, site: int) -> bool:
    """A printed site, or a slot or victory site with a card constructed in it."""
    return printed(layout, site) or layout.site_card(cells(state), site) >= 0


def max_armour(state: State, layout: Layout, site: int) -> int:
    if site in layout.printed_armour:
        return layout.printed_armour[site]
    card = layout.site_card(cells(state), site)
    return layout.content.cards[layout.card_ids[state.card_types[card]]].armour if card >= 0 else 0


def armour(state: State, layout: Layout, site: int) -> int:
    """The armour points left (0 while burning, R-43)."""
    return max(0, max_armour(state, layout, site) - layout.topology.counter(cells(state), site, HITS))


def burning(state: State, layout: Layout, site: int) -> bool:
    return layout.topology.has_marker(cells(state), site, BURNING)


def working(state: State, layout: Layout, site: int) -> bool:
    """Constructed (or printed) and not on fire (sample §0)."""
    return stands(state, layout, site) and not burning(state, layout, site)


def card_id(state: State, layout: Layout, site: int) -> str:
    """The id of the card constructed at ``site`` ('' for none)."""
    card = layout.site_card(cells(state), site)
    return layout.card_ids[state.card_types[card]] if card >= 0 else ""


def site_name(state: State, layout: Layout, site: int) -> str:
    """What the log calls a site: its card's name, or the printed site's name, with its board's number."""
    boards = layout.content.boards
    label = layout.topology.pieces[site]
    number = label.rpartition(" ")[2]
    which = card_id(state, layout, site)
    if which:
        return f"{layout.content.cards[which].name} ({number})"
    for printed_site in (boards.home_base.centre, boards.cab, boards.lesser_base.centre):
        if label.startswith(printed_site.id + " "):
            return f"{printed_site.name} {number}"
    return label


# -- damage and fire (R-42 .. R-44) ------------------------------------------------------------------------------------
def add_hits(state: State, layout: Layout, site: int, hits: int) -> bool:
    """Add hit tokens up to the site's armour (hits beyond 0 are lost, R-36); at 0 it catches fire.  True if it
    caught fire now."""
    left = armour(state, layout, site)
    if burning(state, layout, site) or hits <= 0:
        return False
    layout.topology.add_counter(cells(state), site, HITS, min(hits, left))
    state.say(f"{site_name(state, layout, site)} takes {min(hits, left)} hit(s)")
    if hits >= left:
        catch_fire(state, layout, site)
        return True
    return False


def catch_fire(state: State, layout: Layout, site: int) -> None:
    """R-42, R-43: the fire token, and hit tokens up to the armour."""
    board, topo = cells(state), layout.topology
    if topo.has_marker(board, site, BURNING):
        return
    topo.add_counter(board, site, HITS, armour(state, layout, site))
    topo.set_marker(board, site, BURNING)
    state.say(f"{site_name(state, layout, site)} catches fire")


def put_out(state: State, layout: Layout, site: int) -> None:
    """Fight Fire's success (R-29): the fire token goes, and the armour becomes ⌈max/2⌉."""
    board, topo = cells(state), layout.topology
    top = max_armour(state, layout, site)
    topo.set_marker(board, site, BURNING, False)
    topo.add_counter(board, site, HITS, (top - (top + 1) // 2) - topo.counter(board, site, HITS))
    state.say(f"the fire on {site_name(state, layout, site)} is put out")


def neighbours(layout: Layout, site: int) -> tuple[int, ...]:
    """R-45: rig parts to their Cab, facility slots to their Command Post; Stockades and victory sites have none."""
    for row in layout.base_site_ids + layout.rig_site_ids:
        if site == row[0]:
            return row[1:]
        if site in row:
            return (row[0],)
    return ()


def node_of(state: State, layout: Layout, site: int) -> int:
    """Where the site stands (OFF_BOARD for a victory construction not built)."""
    return layout.topology.location(cells(state), site)


# -- the War Rig (R-37, R-41, §12) -------------------------------------------------------------------------------------
def rig_parts(layout: Layout, number: int) -> tuple[int, ...]:
    """Player ``number``'s chassis sites: the Cab first, then the slots in the content's order."""
    return layout.rig_site_ids[number - 1]


def weight(state: State, layout: Layout, number: int) -> int:
    """R-37: the weights of every constructed part, burning ones included; the Cab counts its printed weight."""
    cards = layout.content.cards
    total = layout.content.boards.cab.weight
    for site in rig_parts(layout, number)[1:]:
        which = card_id(state, layout, site)
        if which:
            total += cards[which].weight
    return total


def movement_site(state: State, layout: Layout, number: int) -> int:
    """The slot holding the rig's working movement system, or -1."""
    cards = layout.content.cards
    for site in rig_parts(layout, number)[1:]:
        which = card_id(state, layout, site)
        if which and cards[which].role == "movement" and not burning(state, layout, site):
            return site
    return -1


def tier(state: State, layout: Layout, number: int) -> int:
    """R-37: the first tier whose limit on the working movement system is at least the weight; a rig with no working
    movement system or over its Heavy limit counts as Heavy."""
    site = movement_site(state, layout, number)
    if site < 0:
        return HEAVY
    tiers = layout.content.cards[card_id(state, layout, site)].tiers
    assert tiers is not None
    total = weight(state, layout, number)
    for index, limit in enumerate((tiers.light, tiers.medium, tiers.heavy)):
        if total <= limit:
            return index
    return HEAVY


def can_move(state: State, layout: Layout, number: int) -> bool:
    """§8.10 Drive: a working Cab, a working movement system and a weight within the Heavy limit."""
    site = movement_site(state, layout, number)
    if site < 0 or not working(state, layout, rig_parts(layout, number)[0]):
        return False
    tiers = layout.content.cards[card_id(state, layout, site)].tiers
    return tiers is not None and weight(state, layout, number) <= tiers.heavy


def working_weapons(state: State, layout: Layout, number: int) -> list[int]:
    cards = layout.content.cards
    return [site for site in rig_parts(layout, number)[1:]
            if card_id(state, layout, site) and cards[card_id(state, layout, site)].role == "weapon"
            and not burning(state, layout, site)]


def operational(state: State, layout: Layout, number: int) -> bool:
    """§12: a working Cab, a working movement system, at least one working weapon, weight within the Heavy limit."""
    return can_move(state, layout, number) and bool(working_weapons(state, layout, number))


def move_rig(state: State, layout: Layout, number: int, node: int) -> None:
    """The rig piece and its chassis sites go to ``node`` together."""
    board, topo = cells(state), layout.topology
    topo.move(board, layout.rig_ids[number - 1], node)
    for site in rig_parts(layout, number):
        topo.move(board, site, node)


def on_map(state: State, layout: Layout, site: int) -> bool:
    return node_of(state, layout, site) != OFF_BOARD


def facility(state: State, layout: Layout, number: int, which: str) -> int:
    """The slot of player ``number``'s Home Base holding the facility ``which`` (a card id), or -1 (one of each,
    §5.6); the caller asks ``working`` when its effect is used (§5.1)."""
    for site in layout.base_site_ids[number - 1][1:]:
        if card_id(state, layout, site) == which:
            return site
    return -1
