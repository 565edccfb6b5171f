"""War Rig's captives (draft "Captured", "Movement with captives", "Escape"; R-15, R-16): capture, a captor's move
carrying its captives, and escape.  A captive keeps its owner and is tied to its captor by the ``captor`` counter
(layout.py, W-R10)."""
from __future__ import annotations

from mechdeck.kernel import State
from mechdeck.kernel.board import cells

from .layout import CAMPED, CAPTOR, COERCION, FIRST, READY, Layout


def capture(state: State, layout: Layout, captive: int, captor: int) -> None:
    """The captive is held by the captor (R-24 step 4): its camp is removed (R-19), it loses any activation left
    (it has no actions), and its own captives escape (R-16)."""
    board, topo = cells(state), layout.topology
    for held in layout.captives(board, captive):
        escape(state, layout, held)
    topo.set_marker(board, captive, CAMPED, False)
    topo.set_marker(board, captive, READY, False)
    topo.add_counter(board, captive, CAPTOR, captor + 1)
    state.say(f"squad {topo.pieces[captive]} is captured by squad {topo.pieces[captor]}")
    if topo.location(board, captor) == layout.base_of(board, state.counters[FIRST], captor):
        start_coercion(state, layout, captive)   # §8.6: captured inside the captor's Home Base, coerced at once


def start_coercion(state: State, layout: Layout, captive: int) -> None:
    """§8.6, R-16, R-25: the captive is no longer captured; it gets 1 coercion counter if it was a Lesser Faction's
    squad when captured (its owner still, W-R10), else 2, and stays in the base where it stands (W-R15)."""
    board, topo = cells(state), layout.topology
    rules = layout.content.rules
    count = rules.coercion_lesser if layout.faction(board, captive) >= layout.players else rules.coercion_player
    topo.add_counter(board, captive, CAPTOR, -topo.counter(board, captive, CAPTOR))
    topo.add_counter(board, captive, COERCION, count)
    state.say(f"squad {topo.pieces[captive]} is being coerced at {topo.nodes[topo.location(board, captive)]} "
              f"({count} coercion counter{'s' if count != 1 else ''})")


def coerce(state: State, layout: Layout, squad: int, target: int) -> None:
    """§8.6: one Coerce action removes 1 counter; at 0 the target joins the coercing faction (the owner of the base,
    W-R15), keeping its id, board, cubes and items, and waits for its new faction's next turn (R-11)."""
    board, topo = cells(state), layout.topology
    topo.add_counter(board, target, COERCION, -1)
    left = topo.counter(board, target, COERCION)
    name, by = topo.pieces[target], topo.pieces[squad]
    if left:
        state.say(f"squad {by} coerces squad {name}: {left} coercion counter{'s' if left != 1 else ''} left")
        return
    faction = layout.faction(board, squad)
    topo.set_owner(board, target, faction)
    topo.set_marker(board, target, READY, False)
    state.say(f"squad {by} coerces squad {name}: it joins {layout.faction_name(faction)}")


def escape(state: State, layout: Layout, captive: int) -> None:
    """R-15: the captive is free again, keeps its cubes and items, and is put (not moved: nobody may repel it) from
    where it is to the Wastes, or from the Wastes to its own faction's base.  R-11: it waits for its next turn."""
    board, topo = cells(state), layout.topology
    topo.add_counter(board, captive, CAPTOR, -topo.counter(board, captive, CAPTOR))
    topo.add_counter(board, captive, COERCION, -topo.counter(board, captive, COERCION))
    where = topo.location(board, captive)
    to = layout.hub if where != layout.hub else layout.base_of(board, state.counters[FIRST], captive)
    topo.move(board, captive, to)
    state.say(f"squad {topo.pieces[captive]} escapes to {topo.nodes[to]}")


def move_with_captives(state: State, layout: Layout, squad: int, node: int) -> None:
    """The squad goes to ``node`` and its captives go with it (draft Captured: "automatically moves where its
    captor moves to").  Reaching the captor's own Home Base, they start being coerced (R-16, §8.6)."""
    board, topo = cells(state), layout.topology
    topo.move(board, squad, node)
    home = node == layout.base_of(board, state.counters[FIRST], squad)
    for held in layout.captives(board, squad):
        topo.move(board, held, node)
        if home:
            start_coercion(state, layout, held)


def escapes_before_move(state: State, layout: Layout, squad: int, node: int) -> None:
    """R-15: just before the captor crosses a link into a node other than its own Home Base or the Wastes, each of
    its captives escapes from the node being left."""
    board = cells(state)
    if node == layout.hub or node == layout.base_of(board, state.counters[FIRST], squad):
        return
    for held in layout.captives(board, squad):
        escape(state, layout, held)
