"""War Rig's order of play: the standard equipment assigned at set-up, then rounds of turns in seat order, each
turn a series of squad activations (draft "Order of play", §7, R-10, R-11), until the round limit (§3.2).

Frames: ``Frame("assign", 0, seat, {"left": card instances still to assign})`` per player at set-up, on top of the
one ``Frame("turn", 0, seat, {"started", "squad", "left"})`` that lives the whole game (``squad`` the activated squad or
-1, ``left`` its actions left).  Each turn begins with ``Frame("turn-start", step, seat, {})`` on top of it for §7
steps 1-3: fire damage (fire.py), the start-of-turn effects (the Auto-Extinguisher, whose pick of a burning part is
the one decision there) and the victory check (victory.py), which ends the game at once when the player wins.
"""
from __future__ import annotations

from mechdeck.kernel import Decision, Frame, State
from mechdeck.kernel.board import cells
from mechdeck.kernel.procedures import finish, push

from . import fire, victory
from .actions import is_free, squad_options, take_action
from .layout import (ACTIVATIONS, ACTIVE, DEPOT_MOVED, DROPPED, EQUIPPED, FIRED, FIRST, OVERHEATED, PHASE, READY, REPELLED, ROUND, STOCK,
                     TURN, TURN_START, USES, Layout, equipment_zone, stock_zone)

SQUAD_TURN_FLAGS = (OVERHEATED, REPELLED)   # per turn (§7 step 5): overheated and repelled squads


# -- set-up: standard equipment ------------------------------------------------------------------------------------------
def run_assign(rules, state: State, f: Frame):
    """§6 step 4, R-09: the player puts its squads' number tokens on its standard cards "in any order", one item a
    pick, each squad up to its equipment limit; a pick with one choice is made at once."""
    layout = rules.layout(state)
    seat = f.player
    while f.locals["left"]:
        options = assign_options(state, layout, seat, f.locals["left"])
        if not options:   # every squad is full: the copies left over are kept in the player's stock
            state.zones[stock_zone(seat)] += f.locals["left"]
            break
        if len(options) > 1:
            return Decision(seat, options, f"P{seat + 1}: give a standard issue item to one of your squads",
                            "assign-equipment")
        assign(state, layout, f, options[0])
    finish(state)
    if not any(frame.op == "assign" for frame in state.stack):
        state.counters[PHASE] = ACTIVATIONS
    return None


def assign_options(state: State, layout: Layout, seat: int, left: tuple[int, ...]) -> tuple:
    board, topo, cards = cells(state), layout.topology, layout.content.cards
    names = dict.fromkeys(cards[layout.card_ids[state.card_types[c]]].name for c in left)
    squads = [topo.pieces[p] for p in layout.squads_of(board, seat) if layout.has_item_room(board, p)]
    return tuple(("assign", name, squad) for name in names for squad in squads)


def assign(state: State, layout: Layout, f: Frame, action: tuple) -> None:
    cards = layout.content.cards
    left = f.locals["left"]
    card = next(c for c in left if cards[layout.card_ids[state.card_types[c]]].name == action[1])
    i = left.index(card)
    f.locals["left"] = left[:i] + left[i + 1:]
    layout.give_item(cells(state), layout.piece_id[action[2]], card)
    state.say(f"P{f.player + 1} gives {action[1]} to squad {action[2]}")


def resume_assign(rules, state: State, f: Frame, action: tuple) -> None:
    assign(state, rules.layout(state), f, action)


def standard_copies(state: State, layout: Layout, seat: int) -> tuple[int, ...]:
    """The card instances to assign: each standard card of the seat once per starting copy."""
    cards = layout.content.cards
    return tuple(c for c in state.zones[equipment_zone(seat)]
                 for _ in range(cards[layout.card_ids[state.card_types[c]]].start_copies))


# -- the turn ------------------------------------------------------------------------------------------------------------
def run_turn(rules, state: State, f: Frame):
    layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    seat, loc = f.player, f.locals
    if not loc["started"]:
        start_turn(state, layout, seat)
        loc["started"] = True
        push(state, "turn-start", seat)   # §7 steps 1-3 before any activation
        return None
    squad = loc["squad"]
    if squad < 0:
        ready = [p for p in layout.squads_of(board, seat) if topo.has_marker(board, p, READY)]
        if not ready:
            end_turn(state, layout, f)
            return None
        return Decision(seat, tuple(("activate", topo.pieces[p]) for p in ready) + (("end",),), f"P{seat + 1}: activate a squad (two actions), or end your turn", "activate")
    if not layout.active(board, squad):   # captured by a backfire's surrender: a captive has no actions
        end_activation(state, layout, loc)
        return None
    may_drop = not topo.has_marker(board, squad, DROPPED)
    options = squad_options(rules, state, layout, squad, loc["left"], may_drop)
    if not options:
        end_activation(state, layout, loc)
        return None
    name = topo.pieces[squad]
    left = loc["left"]
    prompt = (f"squad {name}: {left} action{'s' if left != 1 else ''} left" if left else
              f"squad {name}: no actions left; drop cubes or finish")
    return Decision(seat, tuple(options) + (("done", name),), prompt, "squad-action")


def resume_turn(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    topo = layout.topology
    loc = f.locals
    verb = action[0]
    if verb == "end":
        state.say(f"P{f.player + 1} ends the turn")
        end_turn(state, layout, f)
    elif verb == "activate":
        squad = layout.piece_id[action[1]]
        topo.set_marker(cells(state), squad, READY, False)
        loc["squad"], loc["left"] = squad, layout.content.rules.actions_per_squad
        state.say(f"squad {action[1]} activates")
    elif verb == "done":
        end_activation(state, layout, loc)
    else:
        if not is_free(verb):   # free steps (§8.10) cost no action
            loc["left"] -= 1
        take_action(rules, state, layout, loc["squad"], action)


# -- §7 steps 1-3: fire, start-of-turn effects, the victory check ---------------------------------------------------------
FIRE_STEP, EFFECTS_STEP, VICTORY_STEP = 0, 1, 2


def run_turn_start(rules, state: State, f: Frame):
    """§7 steps 1-3 of the active player's turn, in order; a permanently destroyed player goes through them too
    (§12.4) and then has no squad to activate."""
    layout = rules.layout(state)
    seat = f.player
    if f.pc == FIRE_STEP:
        fire.spread(state, layout)
        f.pc = EFFECTS_STEP
    if f.pc == EFFECTS_STEP:
        sites = fire.extinguisher_targets(state, layout, layout.player_number(state.counters[FIRST], seat))
        if len(sites) > 1:
            return Decision(seat, fire.extinguisher_options(state, layout, sites),
                            f"P{seat + 1}: your Auto-Extinguisher fights the fire on which site?", "extinguish")
        if sites:
            fire.auto_extinguish(rules, state, layout, seat, sites[0])
        f.pc = VICTORY_STEP
    condition = victory.met_condition(state, layout, seat)
    if condition:
        victory.win(state, layout, seat, condition)
    else:
        finish(state)
    return None


def resume_turn_start(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    fire.auto_extinguish(rules, state, layout, f.player, layout.piece_id[action[1]])
    f.pc = VICTORY_STEP


def end_activation(state: State, layout: Layout, loc: dict) -> None:
    """R-10: actions not taken are lost once the squad's activation ends; its free steps are spent for this
    activation only (§8.10)."""
    for flag in (DROPPED, EQUIPPED, DEPOT_MOVED):
        layout.topology.set_marker(cells(state), loc["squad"], flag, False)
    loc["squad"], loc["left"] = -1, 0


def start_turn(state: State, layout: Layout, seat: int) -> None:
    """R-10, R-11: the squads that may activate this turn are those the player controls and that are active now."""
    board, topo = cells(state), layout.topology
    for p in layout.squads_of(board, seat):
        topo.set_marker(board, p, READY)
    rig = layout.rig_ids[layout.player_number(state.counters[FIRST], seat) - 1]
    topo.add_counter(board, rig, TURN_START, topo.location(board, rig) + 1 - topo.counter(board, rig, TURN_START))
    state.counters[ACTIVE] = seat


def end_turn(state: State, layout: Layout, f: Frame) -> None:
    """Passed squads lose their activation; play passes to the next seat.  After the last seat of the last round the
    game ends (§12.5); a new round begins with the stock refill (R-05)."""
    board, topo = cells(state), layout.topology
    for p in layout.squads_of(board, f.player):
        topo.set_marker(board, p, READY, False)
    for p in range(layout.squad_count):
        for flag in SQUAD_TURN_FLAGS:
            topo.set_marker(board, p, flag, False)
    for p in range(layout.first_site, len(topo.pieces)):   # sites: weapons fired, and the Refineries' uses (§5.6)
        topo.set_marker(board, p, FIRED, False)
        topo.add_counter(board, p, USES, -topo.counter(board, p, USES))
    counters = state.counters
    following = (f.player + 1) % layout.players
    if following == counters[FIRST]:
        if counters[ROUND] == layout.round_limit:
            finish(state)
            return
        counters[ROUND] += 1
        refill(state, layout)
        state.say(f"round {counters[ROUND]}: the locations' stocks are refilled")
    counters[TURN] += 1
    f.player = following
    f.locals = {"started": False, "squad": -1, "left": 0}


def refill(state: State, layout: Layout) -> None:
    """R-05: every location's stock topped back up to its printed count, colour by colour; loose cubes stay."""
    board, topo = cells(state), layout.topology
    for node, stock in enumerate(layout.stock):
        for kind, count in zip(STOCK, stock):
            topo.add_tokens(board, node, kind, count - topo.tokens(board, node, kind))

