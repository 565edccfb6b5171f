"""War Rig's end of the game (draft "Object" and "End Game"; sample §12, R-47, R-48, R-54): the four victory
conditions checked for the active player at step 3 of its turn (§7), destroyed factions, and the round-limit
influence scoring with its tie-breaks (§12.5).

A victory ends the game at once: the counters ``winner`` (the seat) and ``victory`` (the condition's id from
``content.victory_conditions``) record it, and ``result()`` reports that id (``"round_limit"`` when the last round
ended instead).  Every number (influence points, tie-break order) comes from the content's ``scoring``.
"""
from __future__ import annotations

from mechdeck.kernel import Outcome, State, returns_from_ranks
from mechdeck.kernel.board import cells

from .content import COLOURS
from .layout import CAMPED, FIRST, Layout
from .sites import burning, card_id, node_of, operational, stands, working

WINNER, VICTORY = "winner", "victory"      # counters set by a victory
ROUND_LIMIT = "round_limit"                 # result()'s "victory" when no condition was met


# -- destroyed factions (§12.4, R-48) ----------------------------------------------------------------------------------
def permanently_destroyed(state: State, layout: Layout, seat: int) -> bool:
    """No squad belongs to the player any more: every one was coerced into another faction.  A captive and a squad
    being coerced still belong to it (W-R10, §8.6)."""
    topo, board = layout.topology, cells(state)
    return all(topo.owner(board, p) != seat for p in range(layout.squad_count))


def destroyed(state: State, layout: Layout, faction: int) -> bool:
    """§12.4: a player while both its Command Post and its Cab burn, or permanently; a Lesser Faction while its
    Stockade burns or none of its active squads is in its Lesser Base."""
    board, topo = cells(state), layout.topology
    if faction < layout.players:
        number = layout.player_number(state.counters[FIRST], faction)
        return ((burning(state, layout, layout.base_site_ids[number - 1][0])
                 and burning(state, layout, layout.rig_site_ids[number - 1][0]))
                or permanently_destroyed(state, layout, faction))
    j = faction - layout.players
    if burning(state, layout, layout.stockade_ids[j]):
        return True
    home = layout.lesser_node[j]
    return not any(topo.location(board, p) == home for p in layout.squads_of(board, faction))


def factions(layout: Layout) -> range:
    """Every faction: the seats, then the Lesser Factions."""
    return range(layout.players + layout.lesser_factions)


# -- the victory conditions (§12.1-12.4) ---------------------------------------------------------------------------------
def holder(state: State, layout: Layout, node: int) -> int:
    """The player holding ``node`` for §12.1 and §12.5: the one faction with an active squad there, a player, with
    no other faction's War Rig there whose Cab is working; else -1.  Captives and squads being coerced never count,
    and a player's own rig neither helps nor blocks."""
    board, topo = cells(state), layout.topology
    present = {layout.faction(board, p) for p in layout.squads_at(board, node) if layout.active(board, p)}
    if len(present) != 1:
        return -1
    seat = min(present)
    for k, rig in enumerate(layout.rig_ids):
        if (topo.location(board, rig) == node and topo.owner(board, rig) != seat
                and working(state, layout, layout.rig_site_ids[k][0])):
            return -1
    return seat if seat < layout.players else -1


def dominates(state: State, layout: Layout, seat: int, number: int) -> bool:
    """§12.1, R-47: a camped active squad of the player at each resource-rich location, no rival active squad or
    rival War Rig with a working Cab there, and the player's War Rig operational."""
    board, topo = cells(state), layout.topology
    camps = {topo.location(board, p) for p in layout.squads_of(board, seat) if topo.has_marker(board, p, CAMPED)}
    return (all(node in camps and holder(state, layout, node) == seat for node in layout.resource_rich)
            and operational(state, layout, number))


def annihilates(state: State, layout: Layout, seat: int, number: int) -> bool:
    """§12.4: every other faction destroyed, and the player's War Rig operational."""
    return (all(destroyed(state, layout, f) for f in factions(layout) if f != seat)
            and operational(state, layout, number))


def construction_stands(state: State, layout: Layout, number: int, condition: str) -> bool:
    """§12.2, §12.3: the player's victory construction for ``condition`` stands where its card says, not on fire."""
    cards = layout.content.cards
    for card, site in zip(layout.victory_cards, layout.victory_site_ids[number - 1]):
        if (cards[card].condition == condition and stands(state, layout, site) and not burning(state, layout, site)
                and node_of(state, layout, site) == layout.topology.node_id[cards[card].built_at]):
            return True
    return False


CHECKS = {"dominate": dominates, "total_annihilation": annihilates}


def met_condition(state: State, layout: Layout, seat: int) -> str:
    """§7 step 3: the id of the first victory condition (in the content's order) the active player meets now, or
    ''.  A permanently destroyed player cannot win (§12.4)."""
    if permanently_destroyed(state, layout, seat):
        return ""
    number = layout.player_number(state.counters[FIRST], seat)
    for condition in layout.content.victory_conditions:
        check = CHECKS.get(condition.id)
        met = (check(state, layout, seat, number) if check is not None
               else construction_stands(state, layout, number, condition.id))
        if met:
            return condition.id
    return ""


def win(state: State, layout: Layout, seat: int, condition: str) -> None:
    """The first player to meet a condition wins at once (§12): the game ends, every pending frame with it."""
    state.counters[WINNER], state.counters[VICTORY] = seat, condition
    name = next(c.name for c in layout.content.victory_conditions if c.id == condition)
    state.say(f"P{seat + 1} wins: {name}")
    state.stack.clear()


# -- the round limit (§12.5, R-54) -----------------------------------------------------------------------------------
def influence(state: State, layout: Layout) -> tuple[int, ...]:
    """§12.5: each player's influence, one row per ``scoring.influence`` entry of the content."""
    board = cells(state)
    first = state.counters[FIRST]
    points = {row.source: row.points for row in layout.content.influence}
    scores = [0] * layout.players
    for node in layout.resource_rich:
        seat = holder(state, layout, node)
        if seat >= 0:
            scores[seat] += points.get("resource_location_held", 0)
    for seat in range(layout.players):
        number = layout.player_number(first, seat)
        constructions = sum(1 for site in layout.victory_site_ids[number - 1]
                            if stands(state, layout, site) and not burning(state, layout, site))
        others_destroyed = sum(1 for f in factions(layout) if f != seat and destroyed(state, layout, f))
        constructed = sum(1 for site in layout.rig_site_ids[number - 1][1:] + layout.base_site_ids[number - 1][1:]
                          if card_id(state, layout, site) and working(state, layout, site))
        scores[seat] += (points.get("victory_construction", 0) * constructions
                         + points.get("faction_destroyed", 0) * others_destroyed
                         + points.get("working_constructed_site", 0) * constructed
                         + points.get("active_squad", 0) * len(layout.squads_of(board, seat)))
    return tuple(scores)


def burning_sites(state: State, layout: Layout, seat: int) -> int:
    """The player's burning sites: its base's, its rig's and its victory constructions."""
    number = layout.player_number(state.counters[FIRST], seat)
    sites = layout.base_site_ids[number - 1] + layout.rig_site_ids[number - 1] + layout.victory_site_ids[number - 1]
    return sum(1 for site in sites if burning(state, layout, site))


def cubes_held(state: State, layout: Layout, seat: int) -> int:
    """R-54: the cubes on the boards of the player's active squads plus those in its Supply Depot, burning or not
    (a Depot's cubes are the colour counters of its facility slot, layout.py)."""
    board, topo = cells(state), layout.topology
    number = layout.player_number(state.counters[FIRST], seat)
    carriers = layout.squads_of(board, seat) + list(layout.base_site_ids[number - 1][1:])
    return sum(topo.counter(board, p, c) for p in carriers for c in COLOURS)


def fewer_burning_sites(state: State, layout: Layout, seat: int) -> int:
    return -burning_sites(state, layout, seat)


TIE_BREAKS = {"fewer_burning_sites": fewer_burning_sites, "more_cubes": cubes_held}   # a bigger key ranks higher


def outcome(state: State, layout: Layout) -> Outcome:
    """A victory: the winner first, every other player second (W-R83).  The round limit: most influence, then the
    content's tie-breaks in order, equal keys sharing a place (§12.5, W-R5); a permanently destroyed player ranks
    after every other player whatever its influence (§12.4: it cannot win)."""
    scores = influence(state, layout)
    winner = state.counters.get(WINNER)
    if winner is not None:
        ranks = tuple(1 if seat == winner else 2 for seat in range(layout.players))
    else:
        keys = [(not permanently_destroyed(state, layout, seat), scores[seat])
                + tuple(TIE_BREAKS[tb](state, layout, seat) for tb in layout.content.tie_breaks if tb in TIE_BREAKS)
                for seat in range(layout.players)]
        ranks = tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
    return Outcome(ranks, returns_from_ranks(ranks), scores, end_reason(state, layout))


def victory_id(state: State) -> str:
    """The machine-readable way the game ended: a condition id from ``content.victory_conditions``, or
    ``round_limit``."""
    return state.counters.get(VICTORY, ROUND_LIMIT)


def end_reason(state: State, layout: Layout) -> str:
    winner = state.counters.get(WINNER)
    if winner is not None:
        condition = next(c for c in layout.content.victory_conditions if c.id == state.counters[VICTORY])
        return f"P{winner + 1} wins by {condition.name} ({condition.draft})"
    breaks = ", then ".join(tb.replace("_", " ") for tb in layout.content.tie_breaks)
    return (f"the round limit ({layout.round_limit} rounds) is reached: most influence wins, ties to {breaks}")
