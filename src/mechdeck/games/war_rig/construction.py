"""War Rig's Construct, the faction's equipment stock and the free steps that use it, Fight Fire, Scavenge and the
Refinery (draft "6. Construct" and "7. Fight Fire"; sample §5, §8.7, §8.8, §8.10, R-26 .. R-29, R-53, R-55, R-56).

Actions (1 action each, ``squad-action`` options): ``construct A CARD`` (``construct A CARD SLOT`` for War Rig tech,
SLOT the chassis slot: ``construct 1.1 Autocannon U1``), ``refine A``, ``scavenge A``, ``fight-fire A SITE``.
Free steps (§8.10, each once per activation as one batch): ``equip A CARD`` / ``stow A CARD`` (between the squad and
the faction's stock, marker ``equipped``) and ``depot A store|take COLOUR`` (between the squad and its Supply Depot,
marker ``depot-moved``).

Frames: ``Frame("construct-pay", 0, seat, {"squad", "card", "site", "need"})`` pays a construction's cubes (decision
kind ``pay``) and then builds ``card`` (the faction's card instance) into ``site`` (-1 for equipment, which goes to
stock); ``Frame("free-batch", 0, seat, {"squad", "step", "moved"})`` the rest of an Equip or Depot batch (``moved``:
the (direction, card name or colour) pairs moved so far); ``Frame("refine", 0, seat, {"squad", "back", "get"})`` the
Refinery's picks: cubes still to return, cubes still to take.
"""
from __future__ import annotations

from mechdeck.kernel import Decision, Frame, State, roll_dice
from mechdeck.kernel.board import cells
from mechdeck.kernel.procedures import finish, push

from .combat import lose_item
from .content import COLOURS, Card
from .layout import (CARD, DEPOT_MOVED, EQUIPPED, FIRST, HITS, USES, Layout, catalogue_zone, display_zone,
                     equipment_zone, face_up_zone, plans_zone, stock_zone, stolen_zone)
from .sites import burning, facility, put_out, site_name, working

VERBS = ("construct", "pay", "equip", "stow", "depot", "refine", "scavenge", "fight-fire")
FREE_VERBS = ("equip", "stow", "depot")
DEFAULT_TOOL = "default"          # a card's tools line: any item that grants Construct (§5.1)
DEPOT, REFINERY, FIRE_STATION = "fac.supply_depot", "fac.refinery", "fac.fire_station"
EXTINGUISHER = "eq.fire_extinguisher"
EQUIP_STEP, DEPOT_STEP = "equip", "depot"
STORE, TAKE, RETURN = "store", "take", "return"
OPPOSITE = {"equip": "stow", "stow": "equip", STORE: TAKE, TAKE: STORE}
STEP_MARKER = {EQUIP_STEP: EQUIPPED, DEPOT_STEP: DEPOT_MOVED}


# -- what a squad may do -----------------------------------------------------------------------------------------------
def action_options(rules, state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    topo = layout.topology
    options = [construct_option(layout, name, card, site) for card, _, site in constructions(state, layout, squad)]
    if may_refine(state, layout, squad):
        options.append(("refine", name))
    if topo.location(cells(state), squad) == layout.hub:
        options.append(("scavenge", name))
    options += [("fight-fire", name, topo.pieces[site]) for site in fire_targets(state, layout, squad)]
    return options


def free_options(rules, state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    board, topo = cells(state), layout.topology
    options: list[tuple] = []
    for step, marker in STEP_MARKER.items():
        if not topo.has_marker(board, squad, marker):
            options += batch_options(state, layout, squad, step, ())
    return options


def take(rules, state: State, layout: Layout, squad: int, action: tuple) -> None:
    verb = action[0]
    player = state.stack[-1].player
    if verb == "construct":
        card, copy, site = next(entry for entry in constructions(state, layout, squad)
                                if construct_option(layout, action[1], *entry[::2]) == action)
        push(state, "construct-pay", player, squad=squad, card=copy, site=site,
             need=tuple(card.cost.of(c) for c in COLOURS))
    elif verb in FREE_VERBS:
        step = DEPOT_STEP if verb == "depot" else EQUIP_STEP
        layout.topology.set_marker(cells(state), squad, STEP_MARKER[step])
        moved = (carry_out(state, layout, squad, action),)
        if batch_options(state, layout, squad, step, moved):
            push(state, "free-batch", player, squad=squad, step=step, moved=moved)
    elif verb == "refine":
        layout.topology.add_counter(cells(state), home_facility(state, layout, squad, REFINERY), USES, 1)
        refinery = layout.content.cards[REFINERY]
        state.say(f"squad {action[1]} uses the Refinery")
        push(state, "refine", player, squad=squad, back=refinery.param("cubes_returned"),
             get=refinery.param("cubes_taken"))
    elif verb == "scavenge":
        scavenge(rules, state, layout, squad)
    else:
        fight_fire(rules, state, layout, squad, layout.piece_id[action[2]])


def targets(rules, state: State, action: tuple) -> tuple:
    """The pieces, nodes and card types an option names (a pay option names only its source)."""
    layout: Layout = rules.layout(state)
    verb, piece = action[0], layout.piece_id[action[1]]
    if verb == "pay":
        return (("piece", piece),)
    board, topo = cells(state), layout.topology
    refs: tuple = (("piece", piece),)
    number = layout.player_number(state.counters[FIRST], layout.faction(board, piece))
    if verb == "construct":
        refs += (("type", action[2]),)
        card = next(c for c in layout.content.cards.values() if c.name == action[2])
        if card.kind == "rig_tech":
            slot = next(i for i, s in enumerate(layout.chassis_slots) if s.id == action[3])
            refs += (("piece", layout.rig_site_ids[number - 1][slot + 1]),)
        elif card.kind == "facility":   # the first free slot (W-R20)
            free = next(s for s in layout.base_site_ids[number - 1][1:] if layout.site_card(board, s) < 0)
            refs += (("piece", free),)
        elif card.kind == "victory":
            refs += (("node", topo.node_id[card.built_at]),)
    elif verb in ("equip", "stow"):
        refs += (("type", action[2]),)
    elif verb in ("depot", "refine"):
        refs += (("piece", facility(state, layout, number, DEPOT if verb == "depot" else REFINERY)),)
    elif verb == "scavenge":
        refs += (("node", layout.hub),)
    elif verb == "fight-fire":
        refs += (("piece", layout.piece_id[action[2]]),)
    return refs


# -- helpers -----------------------------------------------------------------------------------------------------------
def card_of(state: State, layout: Layout, instance: int) -> Card:
    return layout.content.cards[layout.card_ids[state.card_types[instance]]]


def number_of(state: State, layout: Layout, squad: int) -> int:
    """The player number (its Home Base, rig and sites) of the squad's faction; only players' squads act (R-46)."""
    return layout.player_number(state.counters[FIRST], layout.faction(cells(state), squad))


def home_facility(state: State, layout: Layout, squad: int, which: str) -> int:
    """The faction's working facility ``which`` when the squad stands at its own Home Base, else -1 (§5.1: no effect
    works while its site is on fire)."""
    number = number_of(state, layout, squad)
    if layout.topology.location(cells(state), squad) != layout.home_node[number - 1]:
        return -1
    site = facility(state, layout, number, which)
    return site if site >= 0 and working(state, layout, site) else -1


def receive_cube(state: State, layout: Layout, squad: int, colour: str, where: str) -> None:
    """A cube from the supply onto the squad's board, or loose at its node with no free space (§8.10 Scavenge)."""
    board, topo = cells(state), layout.topology
    name = topo.pieces[squad]
    if layout.carried(board, squad) < layout.content.boards.cube_spaces:
        topo.add_counter(board, squad, colour, 1)
        state.say(f"squad {name} takes a {colour} cube from {where}")
    else:
        topo.add_tokens(board, topo.location(board, squad), f"loose_{colour}", 1)
        state.say(f"squad {name} has no free space: a {colour} cube from {where} is left loose")


def own_card(state: State, layout: Layout, seat: int, instance: int) -> bool:
    """The card is the seat's (§8.10 Equip): its standard set, or plans it holds (those built from stolen plans
    included, R-56)."""
    return instance in state.zones[equipment_zone(seat)] or any(
        instance in state.zones[plans_zone(seat, layout.topology.nodes[node])] for node in layout.tech_rich)


def turn_face_up(state: State, seat: int, instance: int) -> None:
    face_up = state.zones[face_up_zone(seat)]
    if instance not in face_up:
        face_up.append(instance)


# -- Construct (R-26 ..) ------------------------------------------------------------------------------------
def constructions(state: State, layout: Layout, squad: int) -> list[tuple[Card, int, int]]:
    """R-26: every (card, the faction's copy it builds, the site it goes into or -1) the squad may construct now:
    the tool, the plans, the card's place with a free or scrappable slot, and cubes enough among the squad, the
    other active friendly squads at its node and a working Supply Depot there."""
    board, topo = cells(state), layout.topology
    held = {card_of(state, layout, c).id: card_of(state, layout, c) for c in layout.items(board, squad)}
    general = any(card.grants_construct for card in held.values())
    if not general and layout.tools.isdisjoint(held):
        return []
    seat, number = layout.faction(board, squad), number_of(state, layout, squad)
    node = topo.location(board, squad)
    sources = pay_sources(state, layout, squad)
    cubes = tuple(sum(topo.counter(board, s, c) for s in sources) for c in COLOURS)
    out = []
    for card, cost in zip(layout.content.cards.values(), layout.card_cost):
        if not (general if card.tools == DEFAULT_TOOL else card.tools in held):
            continue
        if any(need > have for need, have in zip(cost, cubes)):
            continue
        copy = plans_copy(state, layout, seat, card)
        if copy >= 0:
            out += [(card, copy, site) for site in places(state, layout, card, number, node)]
    return out


def construct_option(layout: Layout, name: str, card: Card, site: int) -> tuple:
    if card.kind == "rig_tech":   # the chassis slot: 'U1 1' -> 'U1'
        return ("construct", name, card.name, layout.topology.pieces[site].rpartition(" ")[0])
    return ("construct", name, card.name)


def plans_copy(state: State, layout: Layout, seat: int, card: Card) -> int:
    """The seat's copy of ``card`` to build, or -1: a standard card (always owned), a facility still in its display
    (one of each, R-08), its plans (R-07); for plans it stole, its own copy from the catalogue (R-28, R-56)."""
    wanted = layout.card_index[card.id]
    if card.plans == "standard":
        zones: tuple[str, ...] = (equipment_zone(seat),)
    elif card.plans == "display":
        zones = (display_zone(seat),)
    else:
        zones = (plans_zone(seat, card.plans_location),)
        if any(state.card_types[c] == wanted for c in state.zones[stolen_zone(seat)]):
            zones += (catalogue_zone(seat, card.plans_location),)
    return next((c for zone in zones for c in state.zones[zone] if state.card_types[c] == wanted), -1)


def places(state: State, layout: Layout, card: Card, number: int, node: int) -> list[int]:
    """R-26: where player ``number``'s squad at ``node`` may build ``card``: equipment anywhere (-1: into stock); War
    Rig tech at the rig's node into each slot of its kind that is free (of several free slots alike in kind and
    position, the first, W-R20) or holds a working part to scrap (R-27); a facility at the Home Base into its first
    free slot (at most as many as the slots); a victory construction at the node its card names."""
    board, topo = cells(state), layout.topology
    if card.kind == "equipment":
        return [-1]
    if card.kind == "rig_tech":
        if topo.location(board, layout.rig_ids[number - 1]) != node:
            return []
        out, free_kinds = [], set()
        for slot, site in zip(layout.chassis_slots, layout.rig_site_ids[number - 1][1:]):
            if slot.holds not in card.slots:
                continue
            if layout.site_card(board, site) >= 0:
                if not burning(state, layout, site):   # a burning part cannot be scrapped
                    out.append(site)
            elif (slot.holds, slot.position) not in free_kinds:
                free_kinds.add((slot.holds, slot.position))
                out.append(site)
        return out
    if card.kind == "facility":
        if node != layout.home_node[number - 1]:
            return []
        return [s for s in layout.base_site_ids[number - 1][1:] if layout.site_card(board, s) < 0][:1]
    if node != topo.node_id[card.built_at]:
        return []
    return [layout.victory_site_ids[number - 1][layout.victory_cards.index(card.id)]]


def pay_sources(state: State, layout: Layout, squad: int) -> list[int]:
    """R-26: the acting squad, the other active friendly squads at its node, and a working Supply Depot when it
    stands at its own Home Base (a burning Depot's cubes cannot be used, §5.6)."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    sources = [squad] + [p for p in layout.squads_of(board, layout.faction(board, squad))
                         if p != squad and topo.location(board, p) == node]
    depot = home_facility(state, layout, squad, DEPOT)
    return sources + [depot] if depot >= 0 else sources


def source_name(layout: Layout, state: State, source: int) -> str:
    if source < layout.squad_count:
        return f"squad {layout.topology.pieces[source]}"
    return site_name(state, layout, source)


def run_pay(rules, state: State, f: Frame):
    """W-R21: the cubes of a construction, one pick at a time among the sources that hold its colours; cubes that
    no other source can replace are taken without asking, so a decision is asked only when the sources differ."""
    layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    loc = f.locals
    sources = pay_sources(state, layout, loc["squad"])
    need = list(loc["need"])
    options: list[tuple] = []
    for i, colour in enumerate(COLOURS):
        if not need[i]:
            continue
        spare = sum(topo.counter(board, s, colour) for s in sources) - need[i]
        for source in sources:
            forced = topo.counter(board, source, colour) - spare
            if forced > 0:
                pay_cubes(state, layout, source, colour, forced)
                need[i] -= forced
        if need[i]:   # at least two sources still hold this colour
            options += [("pay", topo.pieces[s], colour) for s in sources if topo.counter(board, s, colour)]
    loc["need"] = tuple(need)
    if options:
        still = ", ".join(f"{n} {c}" for n, c in zip(need, COLOURS) if n)
        return Decision(f.player, tuple(options), f"squad {topo.pieces[loc['squad']]} constructs "
                        f"{card_of(state, layout, loc['card']).name}: which cube pays next? (still to pay: {still})",
                        "pay")
    finish(state)
    build(state, layout, loc["squad"], loc["card"], loc["site"])
    return None


def resume_pay(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    pay_cubes(state, layout, layout.piece_id[action[1]], action[2], 1)
    i = COLOURS.index(action[2])
    need = f.locals["need"]
    f.locals["need"] = need[:i] + (need[i] - 1,) + need[i + 1:]


def pay_cubes(state: State, layout: Layout, source: int, colour: str, count: int) -> None:
    layout.topology.add_counter(cells(state), source, colour, -count)
    state.say(f"{source_name(layout, state, source)} pays {count} {colour} cube{'s' if count > 1 else ''}")


def build(state: State, layout: Layout, squad: int, copy: int, site: int) -> None:
    """Draft Construct, R-27: the plans turn face up (W-R22); equipment adds a copy to the stock; War Rig tech and a
    victory construction take the plans card into their site (scrapping the part there), a facility its display
    card.  Plans stolen are built from the thief's own copy, which is its own from then on (R-56, W-R23)."""
    board, topo = cells(state), layout.topology
    seat = layout.faction(board, squad)
    card = card_of(state, layout, copy)
    name = topo.pieces[squad]
    if card.plans_location:
        plans = state.zones[plans_zone(seat, card.plans_location)]
        catalogue = state.zones[catalogue_zone(seat, card.plans_location)]
        if copy in catalogue:
            catalogue.remove(copy)
            plans.append(copy)
            state.say(f"P{seat + 1} builds {card.name} from stolen plans")
        turn_face_up(state, seat, copy)
        if card.kind != "equipment":
            plans.remove(copy)
    elif card.kind == "facility":
        state.zones[display_zone(seat)].remove(copy)
    if card.kind == "equipment":
        state.zones[stock_zone(seat)].append(copy)
        state.say(f"squad {name} constructs {card.name}: a copy goes to P{seat + 1}'s stock")
        return
    old = layout.site_card(board, site)
    if old >= 0:
        scrap(state, layout, seat, site, old)
    if card.kind == "victory":
        topo.move(board, site, topo.location(board, squad))
    topo.add_counter(board, site, CARD, copy + 1)
    state.say(f"squad {name} constructs {site_name(state, layout, site)} at {topo.nodes[topo.location(board, site)]}")


def scrap(state: State, layout: Layout, seat: int, site: int, old: int) -> None:
    """R-27: the working part goes back to the faction's plans, face up; its hit tokens go with it (W-R24)."""
    board, topo = cells(state), layout.topology
    state.say(f"{site_name(state, layout, site)} is scrapped: its card returns to P{seat + 1}'s plans, face up")
    state.zones[plans_zone(seat, card_of(state, layout, old).plans_location)].append(old)
    turn_face_up(state, seat, old)
    topo.add_counter(board, site, CARD, -(old + 1))
    topo.add_counter(board, site, HITS, -topo.counter(board, site, HITS))


# -- Equip and Supply Depot transfers: free steps (§8.10, §5.6) --------------------------------------------------------
def batch_options(state: State, layout: Layout, squad: int, step: str, moved: tuple) -> list[tuple]:
    """The picks of an Equip or Depot batch; within one batch nothing goes back the way it came (W-R25)."""
    name = layout.topology.pieces[squad]
    options = (equip_options(state, layout, squad, name) if step == EQUIP_STEP
               else depot_options(state, layout, squad, name))
    return [o for o in options if (OPPOSITE[direction(o)[0]], direction(o)[1]) not in moved]


def direction(option: tuple) -> tuple[str, str]:
    """What a free-step pick moves, and which way: ('equip', card name), ('stow', card name), ('store', colour)."""
    return (option[2], option[3]) if option[0] == "depot" else (option[0], option[2])


def equip_options(state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    """§8.10 Equip: at its own Home Base with a working Command Post, the squad takes an item from the faction's
    stock while it has equipment room, or puts an item whose card is the faction's own into the stock (R-27)."""
    board, topo = cells(state), layout.topology
    number = number_of(state, layout, squad)
    if (topo.location(board, squad) != layout.home_node[number - 1]
            or not working(state, layout, layout.base_site_ids[number - 1][0])):
        return []
    seat = layout.faction(board, squad)
    options: list[tuple] = []
    if layout.has_item_room(board, squad):
        options += [("equip", name, card) for card in
                    dict.fromkeys(card_of(state, layout, c).name for c in state.zones[stock_zone(seat)])]
    options += [("stow", name, card) for card in dict.fromkeys(card_of(state, layout, c).name
                                                                for c in layout.items(board, squad)
                                                                if own_card(state, layout, seat, c))]
    return options


def depot_options(state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    """§5.6 Supply Depot: at its own Home Base, the squad stores a cube in its working Depot while it has room (the
    card's capacity), or takes one onto its board while the board has room."""
    depot = home_facility(state, layout, squad, DEPOT)
    if depot < 0:
        return []
    board, topo = cells(state), layout.topology
    options: list[tuple] = []
    if layout.carried(board, depot) < layout.content.cards[DEPOT].param("capacity"):
        options += [("depot", name, STORE, c) for c in COLOURS if topo.counter(board, squad, c)]
    if layout.carried(board, squad) < layout.content.boards.cube_spaces:
        options += [("depot", name, TAKE, c) for c in COLOURS if topo.counter(board, depot, c)]
    return options


def carry_out(state: State, layout: Layout, squad: int, action: tuple) -> tuple[str, str]:
    """One pick of a batch; what it moved, and which way."""
    board, topo = cells(state), layout.topology
    name, seat = action[1], layout.faction(board, squad)
    if action[0] == "equip":
        stock = state.zones[stock_zone(seat)]
        copy = next(c for c in stock if card_of(state, layout, c).name == action[2])
        stock.remove(copy)
        layout.give_item(board, squad, copy)
        state.say(f"squad {name} takes {action[2]} from P{seat + 1}'s stock")
    elif action[0] == "stow":
        state.zones[stock_zone(seat)].append(lose_item(state, layout, squad, action[2]))
        state.say(f"squad {name} puts {action[2]} into P{seat + 1}'s stock")
    else:
        depot = home_facility(state, layout, squad, DEPOT)
        giver, taker = (squad, depot) if action[2] == STORE else (depot, squad)
        topo.add_counter(board, giver, action[3], -1)
        topo.add_counter(board, taker, action[3], 1)
        state.say(f"squad {name} {'stores' if action[2] == STORE else 'takes'} a {action[3]} cube "
                  f"{'in' if action[2] == STORE else 'from'} the Supply Depot")
    return direction(action)


def run_batch(rules, state: State, f: Frame):
    layout = rules.layout(state)
    loc = f.locals
    options = batch_options(state, layout, loc["squad"], loc["step"], loc["moved"])
    if not options:
        finish(state)
        return None
    what = "equipment with the stock" if loc["step"] == EQUIP_STEP else "cubes with the Supply Depot"
    return Decision(f.player, tuple(options) + (("stop",),),
                    f"squad {layout.topology.pieces[loc['squad']]} may exchange more {what}", loc["step"])


def resume_batch(rules, state: State, f: Frame, action: tuple) -> None:
    if action[0] == "stop":
        finish(state)
        return
    f.locals["moved"] += (carry_out(state, rules.layout(state), f.locals["squad"], action),)


# -- Refinery (§5.6) ---------------------------------------------------------------------------------------------------
def may_refine(state: State, layout: Layout, squad: int) -> bool:
    """A squad at its own Home Base with a working Refinery used fewer times this turn than its ``uses_per_turn``
    (the sample: once per turn per faction, and a faction has one Refinery), carrying the cubes it returns."""
    refinery = home_facility(state, layout, squad, REFINERY)
    board = cells(state)
    return (refinery >= 0
            and layout.topology.counter(board, refinery, USES) < layout.content.cards[REFINERY].param("uses_per_turn")
            and layout.carried(board, squad) >= layout.content.cards[REFINERY].param("cubes_returned"))


def run_refine(rules, state: State, f: Frame):
    """W-R27: the cubes returned one pick at a time (asked only while the squad carries two colours), then the
    colour taken (decision kind ``refine``)."""
    layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    loc = f.locals
    squad = loc["squad"]
    name = topo.pieces[squad]
    while loc["back"]:
        options = tuple(("refine", name, RETURN, c) for c in COLOURS if topo.counter(board, squad, c))
        if len(options) > 1:
            return Decision(f.player, options, f"squad {name}: return which cube to the supply? "
                                               f"({loc['back']} to return)", "refine")
        refine_step(state, layout, loc, options[0])
    if loc["get"]:
        return Decision(f.player, tuple(("refine", name, TAKE, c) for c in COLOURS),
                        f"squad {name}: take a cube of which colour?", "refine")
    finish(state)
    return None


def resume_refine(rules, state: State, f: Frame, action: tuple) -> None:
    refine_step(state, rules.layout(state), f.locals, action)


def refine_step(state: State, layout: Layout, loc: dict, action: tuple) -> None:
    squad, colour = loc["squad"], action[3]
    if action[2] == RETURN:
        layout.topology.add_counter(cells(state), squad, colour, -1)
        state.say(f"squad {action[1]} returns a {colour} cube to the supply")
        loc["back"] -= 1
    else:
        receive_cube(state, layout, squad, colour, "the supply")
        loc["get"] -= 1


# -- Scavenge (§8.10) and Fight Fire (§8.8, R-29, R-53) ---------------------------------------------------------------
def scavenge(rules, state: State, layout: Layout, squad: int) -> None:
    """The white die, rolled by the player; from the content's result on, the content's cubes of its colour."""
    numbers = layout.content.rules
    value = int(roll_dice(state, layout.faction(cells(state), squad), (rules.number_die,))[0])
    if value < numbers.scavenge_success_from:
        state.say(f"squad {layout.topology.pieces[squad]} scavenges nothing ({value})")
        return
    for _ in range(numbers.scavenge_cubes):
        receive_cube(state, layout, squad, numbers.scavenge_colour, "the scrap of the Wastes")


def fire_targets(state: State, layout: Layout, squad: int) -> list[int]:
    """§8.8: the burning sites of the squad's own faction at its node, if that node is its Home Base or the squad
    holds a Fire Extinguisher.  A Lesser Faction never fights fire (R-46)."""
    board, topo = cells(state), layout.topology
    seat = layout.faction(board, squad)
    node = topo.location(board, squad)
    if seat >= layout.players or (node != layout.home_of(state.counters[FIRST], seat)
                                  and not layout.holds(board, state.card_types, squad, EXTINGUISHER)):
        return []
    number = layout.player_number(state.counters[FIRST], seat)
    return [site for site in layout.base_site_ids[number - 1] + layout.rig_site_ids[number - 1]
            + layout.victory_site_ids[number - 1] if topo.location(board, site) == node and burning(state, layout, site)]


def fight_fire(rules, state: State, layout: Layout, squad: int, site: int) -> None:
    """The white die: from the content's result on the fire is out (R-29); a working Fire Station at the squad's
    own Home Base, where it stands, lowers that result to the station's (R-53)."""
    success = layout.content.rules.fight_fire_success_from
    if home_facility(state, layout, squad, FIRE_STATION) >= 0:
        success = layout.content.cards[FIRE_STATION].param("fight_fire_success_from")
    value = int(roll_dice(state, layout.faction(cells(state), squad), (rules.number_die,))[0])
    if value >= success:
        put_out(state, layout, site)
    else:
        state.say(f"the fire on {site_name(state, layout, site)} burns on ({value}; {success}+ puts it out)")


OPS = {"construct-pay": (run_pay, resume_pay), "free-batch": (run_batch, resume_batch),
       "refine": (run_refine, resume_refine)}
