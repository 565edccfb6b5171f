"""War Rig's basic squad actions (draft "Basic Actions" 1-3 and the sample's §8.1-8.4): Move with repel, Gather
(cubes and plans) and Encamp/decamp, plus the drop-cubes free step (R-17), and the reactions and follow-up picks
they ask for (``repel``, ``gather``, ``drop`` ops).

Every option names a squad by its counter id (``1.2``) and a location by its node id; ``option_targets`` in rules.py
turns them into ``("piece", id)`` and ``("node", id)`` references.
"""
from __future__ import annotations

from mechdeck.kernel import Decision, Frame, State, roll_dice
from mechdeck.kernel.board import cells
from mechdeck.kernel.procedures import finish, push

from .captives import coerce, escapes_before_move, move_with_captives
from .combat import attack, attack_options
from .content import COLOURS
from .layout import (CAMPED, DROPPED, FIRST, LOOSE, READY, REPELLED, STOCK, Layout, catalogue_zone, plans_zone,
                     stolen_zone)
from .sites import facility, move_rig, working

STOCK_SOURCE, LOOSE_SOURCE = "stock", "loose"
WATCHTOWER = "fac.watchtower"   # its repel bonus


# -- what a squad may do -----------------------------------------------------------------------------------------------
def squad_options(rules, state: State, layout: Layout, squad: int, actions_left: int, may_drop: bool) -> list[tuple]:
    """The options of an activated squad: its actions while it has some left, the drop free step while unused."""
    board, topo = cells(state), layout.topology
    name = topo.pieces[squad]
    node = topo.location(board, squad)
    camped = topo.has_marker(board, squad, CAMPED)
    options: list[tuple] = []
    if actions_left:
        if not camped:   # a camped squad must decamp before it can move (draft, Encamp)
            options += [("move", name, topo.nodes[n]) for n in layout.move_targets[node]]
        options += gather_options(state, layout, squad, name)
        options += plans_options(state, layout, squad, name)
        options += attack_options(state, layout, squad, name)
        if coerce_targets(state, layout, squad):
            options.append(("coerce", name))
        if camped:
            options.append(("decamp", name))
        elif node in layout.basic:   # camps only at a Basic Location
            options.append(("encamp", name))
        for module in action_modules():
            options += module.action_options(rules, state, layout, squad, name)
    for module in action_modules():
        options += module.free_options(rules, state, layout, squad, name)
    if may_drop:
        options += drop_options(state, layout, squad, name)
    return options


_action_modules: tuple = ()   # filled at the first call: those modules import this one
_free_verbs: frozenset = frozenset()


def action_modules() -> tuple:
    """The modules of the actions built outside this file, each with ``VERBS`` (the option verbs it takes, and
    ``FREE_VERBS`` those of them that cost no action), ``action_options`` and ``free_options`` (an activated squad's
    options), ``take`` (carry one out) and ``OPS`` (its follow-up frames)."""
    global _action_modules, _free_verbs
    if not _action_modules:
        from . import construction, infiltration, rig
        _action_modules = (construction, rig, infiltration)
        _free_verbs = frozenset(("drop",)).union(*(module.FREE_VERBS for module in _action_modules))
    return _action_modules


def gather_options(state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    """One cube from the location's stock or from the loose cubes at the node (R-17).  A stock cube may be taken
    with a full board (it stays loose at the node, draft Gather); a loose cube only with room (else nothing
    happens)."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    room = layout.carried(board, squad) < layout.content.boards.cube_spaces
    options = [("gather", name, colour, STOCK_SOURCE) for colour, kind in zip(COLOURS, STOCK)
               if topo.tokens(board, node, kind)]
    if room:
        options += [("gather", name, colour, LOOSE_SOURCE) for colour, kind in zip(COLOURS, LOOSE)
                    if topo.tokens(board, node, kind)]
    return options


def plans_options(state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    """Plans for one card of a tech-rich location's catalogue that the faction does not hold yet (§8.3).  Lesser
    Factions take no actions, so the gatherer is always a player's squad."""
    node = layout.topology.location(cells(state), squad)
    if node not in layout.catalogue_of:
        return []
    seat = layout.faction(cells(state), squad)
    zone = state.zones[catalogue_zone(seat, layout.topology.nodes[node])]
    cards = layout.content.cards
    stolen = {state.card_types[c] for c in state.zones[stolen_zone(seat)]}   # stolen plans are owned plans
    return [("plans", name, cards[layout.card_ids[state.card_types[c]]].name) for c in zone
            if state.card_types[c] not in stolen]


def coerce_targets(state: State, layout: Layout, squad: int) -> list[int]:
    """§8.6: the squads being coerced in the acting squad's own Home Base, where it stands."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    if node != layout.base_of(board, state.counters[FIRST], squad):
        return []
    return [p for p in layout.squads_at(board, node) if layout.coercion(board, p)]


def drop_options(state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    return [("drop", name, colour) for colour in COLOURS if layout.topology.counter(cells(state), squad, colour)]


# -- doing it ------------------------------------------------------------------------------------------------------------
def take_action(rules, state: State, layout: Layout, squad: int, action: tuple) -> None:
    """Carry out an activated squad's action (its cost is already paid by the caller)."""
    verb = action[0]
    board, topo = cells(state), layout.topology
    name = topo.pieces[squad]
    if verb == "move":
        start_move(state, layout, squad, topo.node_id[action[2]])
    elif verb == "gather":
        take_cube(state, layout, squad, action[2], action[3])
        more = gather_allowance(state, layout, squad) - 1
        if more > 0:
            push(state, "gather", state.stack[-1].player, squad=squad, left=more)
    elif verb == "coerce":
        targets = coerce_targets(state, layout, squad)
        if len(targets) == 1:   # W-R16: one squad to coerce needs no pick
            coerce(state, layout, squad, targets[0])
        else:
            push(state, "coerce", state.stack[-1].player, squad=squad)
    elif verb == "attack":
        attack(rules, state, layout, squad, layout.piece_id[action[2]])
    elif verb == "plans":
        take_plans(state, layout, squad, action[2])
    elif verb == "encamp":
        topo.set_marker(board, squad, CAMPED)
        state.say(f"squad {name} camps at {topo.nodes[topo.location(board, squad)]}")
    elif verb == "decamp":
        topo.set_marker(board, squad, CAMPED, False)
        state.say(f"squad {name} breaks camp")
    elif verb == "drop":
        drop_cube(state, layout, squad, action[2])
        topo.set_marker(board, squad, DROPPED)
        if drop_options(state, layout, squad, name):
            push(state, "drop", state.stack[-1].player, squad=squad)
    else:
        next(module for module in action_modules() if verb in module.VERBS).take(rules, state, layout, squad, action)


def is_free(verb: str) -> bool:
    """The free steps (§8.10): dropping cubes, and the other modules' ``FREE_VERBS``."""
    action_modules()
    return verb in _free_verbs


def take_cube(state: State, layout: Layout, squad: int, colour: str, source: str) -> None:
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    topo.add_tokens(board, node, f"{source}_{colour}", -1)
    where = f"{'the stock' if source == STOCK_SOURCE else 'the loose cubes'} at {topo.nodes[node]}"
    if layout.carried(board, squad) < layout.content.boards.cube_spaces:
        topo.add_counter(board, squad, colour, 1)
        state.say(f"squad {topo.pieces[squad]} gathers a {colour} cube from {where}")
    else:
        topo.add_tokens(board, node, f"loose_{colour}", 1)
        state.say(f"squad {topo.pieces[squad]} has no free space: a {colour} cube from {where} is left loose there")


def gather_allowance(state: State, layout: Layout, squad: int) -> int:
    """Cubes one Gather takes: 1, +1 camped (draft Encamp), +1 with a Survey Drone (§5.4)."""
    board, topo = cells(state), layout.topology
    cubes = 1
    if topo.has_marker(board, squad, CAMPED):
        cubes += layout.content.rules.camp_gather_bonus
    drone = layout.content.cards.get("eq.survey_drone")
    if drone is not None and layout.holds(board, state.card_types, squad, drone.id):
        cubes += drone.param("extra_cubes")
    return cubes


def take_plans(state: State, layout: Layout, squad: int, card_name: str) -> None:
    """R-07, R-18: the plans go face down to the faction's play area, not onto the squad's board."""
    board, topo = cells(state), layout.topology
    seat = layout.faction(board, squad)
    location = topo.nodes[topo.location(board, squad)]
    source, target = state.zones[catalogue_zone(seat, location)], state.zones[plans_zone(seat, location)]
    cards = layout.content.cards
    card = next(c for c in source if cards[layout.card_ids[state.card_types[c]]].name == card_name)
    source.remove(card)
    target.append(card)
    state.say(f"squad {topo.pieces[squad]} gathers plans at {location}")
    state.say(f"you take the plans for {card_name}", seat)


def drop_cube(state: State, layout: Layout, squad: int, colour: str) -> None:
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    topo.add_counter(board, squad, colour, -1)
    topo.add_tokens(board, node, f"loose_{colour}", 1)
    state.say(f"squad {topo.pieces[squad]} drops a {colour} cube at {topo.nodes[node]}")


# -- the follow-up picks: more cubes in one Gather, more cubes in one drop batch ----------------------------------------
def run_gather(rules, state: State, f: Frame):
    layout = rules.layout(state)
    squad = f.locals["squad"]
    options = gather_options(state, layout, squad, layout.topology.pieces[squad])
    if not options:
        finish(state)
        return None
    return Decision(f.player, tuple(options) + (("stop",),),
                    f"squad {layout.topology.pieces[squad]} may gather {f.locals['left']} more cube(s)", "gather")


def resume_gather(rules, state: State, f: Frame, action: tuple) -> None:
    if action[0] == "stop":
        finish(state)
        return
    layout = rules.layout(state)
    take_cube(state, layout, f.locals["squad"], action[2], action[3])
    f.locals["left"] -= 1
    if f.locals["left"] == 0:
        finish(state)


def run_drop(rules, state: State, f: Frame):
    layout = rules.layout(state)
    squad = f.locals["squad"]
    options = drop_options(state, layout, squad, layout.topology.pieces[squad])
    if not options:
        finish(state)
        return None
    return Decision(f.player, tuple(options) + (("stop",),),
                    f"squad {layout.topology.pieces[squad]} may drop more cubes", "drop")


def resume_drop(rules, state: State, f: Frame, action: tuple) -> None:
    if action[0] == "stop":
        finish(state)
        return
    drop_cube(state, rules.layout(state), f.locals["squad"], action[2])


def run_coerce(rules, state: State, f: Frame):
    """W-R16: the Coerce action already paid for, the squad picks which of several squads being coerced it works
    on (decision kind ``coerce``)."""
    layout = rules.layout(state)
    squad, topo = f.locals["squad"], layout.topology
    name = topo.pieces[squad]
    return Decision(f.player, tuple(("coerce", name, topo.pieces[p]) for p in coerce_targets(state, layout, squad)),
                    f"squad {name}: coerce which squad?", "coerce")


def resume_coerce(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    finish(state)
    coerce(state, layout, f.locals["squad"], layout.piece_id[action[2]])


# -- Move and repel ------------------------------------------------------------------------------------------------------
# Frame: ``Frame("repel", 0, seat, {"squads", "rig", "node", "path", "order", "asking"})``: one movement attempt of
# ``squads`` (a Move's squad, or a Drive's squads aboard with the acting squad first) and War Rig number ``rig`` (0 for
# a Move) into ``node``; ``path`` the links still to cross after it (a two-link Drive), ``order`` the factions still to
# be given their opportunity, ``asking`` the player being asked.
def start_move(state: State, layout: Layout, squad: int, node: int) -> None:
    """A Move across one link (§8.1)."""
    travel(state, layout, (squad,), 0, (node,))


def travel(state: State, layout: Layout, group: tuple[int, ...], rig: int, path: tuple[int, ...]) -> None:
    """Carry ``group`` (and War Rig number ``rig``, 0 for none) along ``path``, one link at a time.  Just before each
    link the captives of a captor bound elsewhere than its Home Base or the Wastes escape (R-15, "a Drive checks link
    by link"); entering a Basic Location or a base is one movement attempt for the whole group that every rival faction
    there may try to repel once, in order (R-12, R-13: the ``repel`` op, which goes on along the rest of the path once
    the group is in); entering anywhere else (the Wastes, R-03; Planet Core and Deep Space) is not."""
    while path:
        node, path = path[0], path[1:]
        for squad in group:
            escapes_before_move(state, layout, squad, node)
        if node in layout.basic or node in layout.bases:
            order = repel_order(layout, layout.faction(cells(state), group[0]))
            push(state, "repel", state.stack[-1].player, squads=group, rig=rig, node=node, path=path, order=order)
            return
        arrive(state, layout, group, rig, node)


def arrive(state: State, layout: Layout, group: tuple[int, ...], rig: int, node: int) -> None:
    """The rig and the squads, with their captives, are at ``node`` (captives brought home start being coerced)."""
    if rig:
        move_rig(state, layout, rig, node)
    for squad in group:
        move_with_captives(state, layout, squad, node)
    state.say(f"{group_name(layout, group, rig)} {'drives' if rig else 'moves'} to {layout.topology.nodes[node]}")


def group_name(layout: Layout, group: tuple[int, ...], rig: int) -> str:
    """What the log calls a moving group: 'squad 1.1', or 'War Rig 1 with squads 1.1, 1.2'."""
    squads = f"squad{'s' if len(group) > 1 else ''} {', '.join(layout.topology.pieces[p] for p in group)}"
    return f"War Rig {rig} with {squads}" if rig else squads


def repel_order(layout: Layout, mover: int) -> tuple[int, ...]:
    """R-13: the players in seat order after the mover, then the Lesser Factions by base number."""
    players = layout.players
    seats = tuple((mover + i) % players for i in range(1, players)) if mover < players else tuple(range(players))
    lesser = tuple(players + j for j in range(layout.lesser_factions) if players + j != mover)
    return seats + lesser


def repel_count(state: State, layout: Layout, faction: int, node: int) -> int:
    """R-12: a faction's active squads at ``node``, a camped one counting 2 (3 with a Barricade Kit); captives never
    count, nor do squads being coerced (§8.6)."""
    board, topo = cells(state), layout.topology
    kit = layout.content.cards.get("eq.barricade_kit")
    count = 0
    for p in layout.squads_at(board, node):
        if layout.faction(board, p) != faction or not layout.active(board, p):
            continue
        if not topo.has_marker(board, p, CAMPED):
            count += 1
        elif kit is not None and layout.holds(board, state.card_types, p, kit.id):
            count += kit.param("camped_repel_count")
        else:
            count += layout.content.rules.camp_repel_count
    return count


def watchtower_bonus(state: State, layout: Layout, faction: int, node: int) -> int:
    """R-12, R-49: a working Watchtower adds its number to its faction's count when ``node`` is that faction's Home
    Base (Lesser Factions build nothing, R-46)."""
    card = layout.content.cards.get(WATCHTOWER)
    first = state.counters[FIRST]
    if card is None or faction >= layout.players or node != layout.home_of(first, faction):
        return 0
    site = facility(state, layout, layout.player_number(first, faction), WATCHTOWER)
    return card.param("repel_count") if site >= 0 and working(state, layout, site) else 0


def may_repel(state: State, layout: Layout, faction: int, mover: int, node: int, entering: int) -> int:
    """The repelling count C if ``faction`` may try to repel ``entering`` squads of ``mover`` (C >= ratio x M, M
    counting the mover's squads there and every squad entering, R-12), else 0.  Only a faction with active squads
    there has an opportunity (R-13), so its Watchtower alone never repels (W-R41)."""
    count = repel_count(state, layout, faction, node)
    if not count:
        return 0
    count += watchtower_bonus(state, layout, faction, node)
    entering += repel_count(state, layout, mover, node) + watchtower_bonus(state, layout, mover, node)
    return count if count >= layout.content.rules.repel_ratio * entering else 0


def run_repel(rules, state: State, f: Frame):
    """Ask the next rival faction that may repel; Lesser Factions always try (R-46).  With nobody left, the group
    enters and goes on along its path."""
    layout = rules.layout(state)
    loc = f.locals
    group, node, rig = loc["squads"], loc["node"], loc["rig"]
    mover = layout.faction(cells(state), group[0])
    while loc["order"]:
        faction, loc["order"] = loc["order"][0], loc["order"][1:]
        count = may_repel(state, layout, faction, mover, node, len(group))
        if not count:
            continue
        if faction >= layout.players:
            if repel_roll(rules, state, layout, faction, f, count):
                return None
            continue
        loc["asking"] = faction
        name = layout.topology.pieces[group[0]]
        return Decision(faction, (("repel", name), ("let-in", name)),
                        f"{group_name(layout, group, rig)} ({layout.faction_name(mover)}) enters "
                        f"{layout.topology.nodes[node]}, where your count is {count}: try to repel "
                        f"{'them' if rig else 'it'} (white die <= {count})?", "repel")
    finish(state)
    arrive(state, layout, group, rig, node)
    travel(state, layout, group, rig, loc["path"])
    return None


def resume_repel(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    faction = f.locals.pop("asking")
    if action[0] == "repel":
        group = f.locals["squads"]
        count = may_repel(state, layout, faction, layout.faction(cells(state), group[0]), f.locals["node"], len(group))
        repel_roll(rules, state, layout, faction, f, count)


def repel_roll(rules, state: State, layout: Layout, faction: int, f: Frame, count: int) -> bool:
    """Roll the white die for ``faction``'s repel of the attempt of frame ``f``; on a roll <= its count the group is
    repelled (draft Repelled, R-14, §8.10 Drive): the rig and every squad aboard go to the Barren Wastes and lose
    their remaining actions, and the attempt (the rest of a Drive's path too) ends."""
    group, rig = f.locals["squads"], f.locals["rig"]
    die = rules.number_die
    if faction < layout.players:
        value = int(roll_dice(state, faction, (die,))[0])
    else:
        value = int(die.roll(state))
        state.say(f"{layout.faction_name(faction)} rolls {value} ({die.name})")
    who = group_name(layout, group, rig)
    if value > count:
        state.say(f"{layout.faction_name(faction)} fails to repel {who} ({value} > {count})")
        return False
    state.say(f"{layout.faction_name(faction)} repels {who} ({value} <= {count})")
    finish(state)   # the repel frame
    if rig:
        move_rig(state, layout, rig, layout.hub)
    for squad in group:
        be_repelled(state, layout, squad)
    return True


def be_repelled(state: State, layout: Layout, squad: int) -> None:
    """Draft Repelled, R-14, R-16: the squad goes back to the Barren Wastes with its captives and loses its
    remaining actions (its whole activation if it had not activated yet: R-14)."""
    board, topo = cells(state), layout.topology
    move_with_captives(state, layout, squad, layout.hub)
    topo.set_marker(board, squad, READY, False)
    topo.set_marker(board, squad, REPELLED)
    state.say(f"squad {topo.pieces[squad]} is repelled to {topo.nodes[layout.hub]}")
    turn = next(frame for frame in reversed(state.stack) if frame.op == "turn")
    if turn.locals["squad"] == squad:
        turn.locals["left"] = 0
