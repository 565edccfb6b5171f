"""War Rig scenario files (docs/scenarios.md, "War Rig"): any position on the map at the start of a player's
activations, fixed dice results, and the ``expect:`` checks.

```yaml
rules: war-rig
players: 3                 # 2 to 4 (default 2)
first: P2                  # the seat of player 1, who has Home Base 1 and squads 1.1-1.3 (default P1)
active: P3                 # whose turn it is (default: player 1); the turn starts at its first activation
round: 4                   # default 1
squads:                    # only the squads that differ from set-up (player squads at home, Lesser ones in their base)
  1.2: {at: methane_sea, camped: true, cubes: {blue: 2}, items: [Pulse Rifle, Survey Drone]}
  2.4: {at: wastes, owner: P1}     # owner: a seat, or 'lesser' (a Lesser Faction squad only)
  2.1: {at: wastes, captor: 1.1}   # a captive (it stands where its captor stands)
  3.4: {at: home_1, coercion: 1}   # being coerced in the base where it stands
  1.3: {overheated: true, repelled: true}   # this turn's flags (R-23, R-50)
stock: {methane_sea: {blue: 0}}    # colours given replace the refilled stock (R-05); the rest stays full
loose: {wastes: {red: 2}}          # loose cubes (R-17)
plans: {P1: [Autocannon]}          # plans a player holds, face down (R-07)
face_up: {P1: [Autocannon]}        # of those plans, the ones face up
rigs: {rig 1: deep_trenches}       # War Rigs away from their Home Base (its chassis sites go with it)
sites:                             # sites (layout.py names them): what is built there, hit tokens, fire
  U1 1: {card: Autocannon, hits: 1}          # a rig part: the player's copy, taken from its plans or catalogue
  F1 2: {card: Supply Depot, cubes: {red: 2}}   # a facility, taken from the display (a Depot holds cubes)
  command_post 2: {burning: true}            # burning: its hit tokens reach its armour (R-43)
  vic.warp_gate 1: {card: Warp Gate}         # a victory construction, at the node its card names
equipment_stock: {P1: [Pulse Rifle, Pulse Rifle]}   # copies in a player's stock (R-27)
dice: [3, 6]                       # fixed results, in the order rolled (white die: 1-6)
```

``expect:`` fields: ``to_move``, ``prompt``, ``log``, ``log_excludes``, ``winner`` (as every rule set), ``kind``,
``options`` (every option's text, any order), ``options_exclude``, ``squads`` (the fields above, ``cubes`` compared
colour by colour with 0 for a colour not written, plus ``ready``, ``captor``: the captor's squad id, or null, and
``coercion``: the coercion counters left, ``overheated``, ``repelled``), ``stock``, ``loose``, ``plans``, ``face_up``, ``stolen`` (the rivals' cards
carrying the player's locked marker), ``rigs``, ``sites``
(``card``: the card's name or null, ``hits``, ``burning``, ``cubes``), ``equipment_stock``, ``round``, ``active``,
``turn``, ``phase``, ``ranks``, ``scores``, ``victory`` (how the game ended: a victory condition's id or
``round_limit``).
"""
from __future__ import annotations

from mechdeck.kernel import fix_rolls
from mechdeck.kernel.board import NO_OWNER, cells
from mechdeck.kernel.scenario import COMMON_FIELDS, Node, check_play, seat

from .content import COLOURS
from .layout import (ACTIVATIONS, ACTIVE, CAMPED, CAPTOR, CARD, COERCION, FIRST, HITS, OVERHEATED, PHASE, READY,
                     REPELLED, ROUND, TURN, Layout, catalogue_zone, face_up_zone, plans_zone, stock_zone, stolen_zone)
from .sites import burning, card_id, catch_fire, max_armour, move_rig, printed, stands

FIELDS = COMMON_FIELDS | {"players", "first", "active", "round", "seed", "squads", "stock", "loose", "plans", "dice",
                          "face_up", "rigs", "sites", "equipment_stock"}
SITE_FIELDS = {"card", "hits", "burning", "cubes"}
SQUAD_FIELDS = {"at", "owner", "camped", "cubes", "items", "captor", "coercion", "overheated", "repelled"}
EXPECT_FIELDS = {"to_move", "prompt", "log", "log_excludes", "winner", "kind", "options", "options_exclude", "squads",
                 "stock", "loose", "plans", "round", "active", "turn", "phase", "ranks", "scores", "face_up", "rigs",
                 "sites", "equipment_stock", "victory", "stolen"}
LESSER = "lesser"


def from_scenario(rules, root):
    root.check_keys(FIELDS)
    players = rules.min_players
    if root.get("players") is not None:
        players = root.get("players").want(int, f"a number of players from {rules.min_players} to "
                                                f"{rules.max_players}")
        if not rules.min_players <= players <= rules.max_players:
            raise root.get("players").error(f"War Rig is played by {rules.min_players} to {rules.max_players} "
                                            f"players, not {players}")
    config = {} if players == rules.min_players else {"players": players}
    seed = 0 if root.get("seed") is None else root.get("seed").want(int, "an integer seed")
    state = rules.blank_state(seed, config, players)
    layout: Layout = rules.layout(state)
    first = 0 if root.get("first") is None else seat(root.get("first"), players)
    rules.place(state, first)
    state.counters[PHASE] = ACTIVATIONS
    if root.get("active") is not None:
        active = seat(root.get("active"), players)
        state.counters[ACTIVE] = state.stack[0].player = active
        state.counters[TURN] = (active - first) % players + 1
    if root.get("round") is not None:
        state.counters[ROUND] = root.get("round").want(int, "a round number")
        if not 1 <= state.counters[ROUND] <= layout.round_limit:
            raise root.get("round").error(f"a round from 1 to the round limit {layout.round_limit}")
        state.counters[TURN] += (state.counters[ROUND] - 1) * players
    _read_squads(rules, state, layout, root.get("squads"), players)
    for field, prefix in (("stock", "stock"), ("loose", "loose")):
        _read_cubes_at(state, layout, root.get(field), prefix)
    _read_plans(rules, state, layout, root.get("plans"), players)
    _read_face_up(rules, state, layout, root.get("face_up"), players)
    _read_rigs(state, layout, root.get("rigs"))
    _read_sites(rules, state, layout, root.get("sites"))
    _read_equipment_stock(rules, state, layout, root.get("equipment_stock"), players)
    dice = root.get("dice")
    if dice is not None:
        faces = {face.name for spec in rules.content.dice.values() for face in spec.faces}
        results = []
        for item in dice.items():
            face = str(item.plain())
            if face not in faces:
                raise item.error(f"no die has a face {face!r} (the white die: 1-6; symbol dice: e.g. hit+hit)")
            results.append(face)
        fix_rolls(state, tuple(results))
    rules.advance(state)
    return state


def _key(mapping: Node, key: str) -> Node:
    """A mapping's key as a value node (its line and path are the entry's), to read it like a value."""
    entry = mapping.value[key]
    return Node(key, entry.line, entry.path, entry.source)


def _squad(layout: Layout, node, name: str) -> int:
    if name not in layout.piece_id or layout.piece_id[name] >= layout.squad_count:
        squads = ", ".join(layout.topology.pieces[:layout.squad_count])
        raise node.error(f"no squad {name!r} in a {layout.players}-player game (squads: {squads})")
    return layout.piece_id[name]


def _location(layout: Layout, node) -> int:
    name = node.want(str, "a location id")
    if name not in layout.topology.node_id:
        raise node.error(f"no location {name!r} (locations: {', '.join(layout.topology.nodes)})")
    return layout.topology.node_id[name]


def _cubes(node) -> dict[str, int]:
    if not isinstance(node.value, dict):
        raise node.error(f"expected cubes by colour, e.g. {{red: 1, blue: 2}} (colours: {', '.join(COLOURS)})")
    node.check_keys(COLOURS)
    out = {}
    for colour in node.keys():
        count = node.get(colour).want(int, "a number of cubes")
        if count < 0:
            raise node.get(colour).error(f"a number of cubes is 0 or more, not {count}")
        out[colour] = count
    return out


def _card_named(rules, node, kinds: tuple[str, ...]):
    name = node.want(str, "a card name")
    for card in rules.content.cards.values():
        if card.name.lower() == name.lower() and card.kind in kinds:
            return card
    allowed = ", ".join(c.name for c in rules.content.cards.values() if c.kind in kinds)
    raise node.error(f"no card {name!r} of the kinds {'/'.join(kinds)} (cards: {allowed})")


def _own_copy(state, layout: Layout, seat: int, card_id: str) -> int:
    """The seat's instance of a card (each player has one copy of each card, R-07)."""
    wanted = layout.card_index[card_id]
    zones = [z for z in state.zones if int(z.split(":")[1]) == seat]
    return next(c for z in zones for c in state.zones[z] if state.card_types[c] == wanted)


def _read_squads(rules, state, layout: Layout, squads, players: int) -> None:
    if squads is None:
        return
    _place_squads(rules, state, layout, squads, players)
    board, topo = cells(state), layout.topology
    for name in squads.keys():   # after every squad stands where the file puts it
        spec, piece = squads.get(name), layout.piece_id[name]
        if spec.get("captor") is not None:
            captor = _squad(layout, spec.get("captor"), str(spec.get("captor").value))
            if topo.location(board, captor) != topo.location(board, piece):
                raise spec.get("captor").error(f"a captive stands where its captor {topo.pieces[captor]} stands")
            if layout.faction(board, captor) == layout.faction(board, piece):
                raise spec.get("captor").error("a squad is captured by a rival faction's squad")
            topo.add_counter(board, piece, CAPTOR, captor + 1)
            topo.set_marker(board, piece, READY, False)
        if spec.get("coercion") is not None:
            count = spec.get("coercion").want(int, "a number of coercion counters")
            node = topo.location(board, piece)
            if count < 1 or spec.get("captor") is not None or node not in layout.home_node:
                raise spec.get("coercion").error("a squad being coerced has 1 or more counters, stands in a Home "
                                                 "Base and is not a captive")
            if layout.base_owner(state.counters[FIRST], node) == layout.faction(board, piece):
                raise spec.get("coercion").error("a squad is coerced in a rival's Home Base, not its own")
            topo.add_counter(board, piece, COERCION, count)
            topo.set_marker(board, piece, READY, False)


def _place_squads(rules, state, layout: Layout, squads, players: int) -> None:
    board, topo = cells(state), layout.topology
    for name in squads.keys():
        spec = squads.get(name)
        spec.check_keys(SQUAD_FIELDS)
        piece = _squad(layout, spec, name)
        if spec.get("owner") is not None:
            owner = spec.get("owner")
            if str(owner.value).lower() == LESSER:
                if piece < layout.first_lesser:
                    raise owner.error(f"squad {name} is a player's squad: no Lesser Faction controls it")
                topo.set_owner(board, piece, NO_OWNER)
            else:
                topo.set_owner(board, piece, seat(owner, players))
        if spec.get("at") is not None:
            topo.move(board, piece, _location(layout, spec.get("at")))
        if spec.get("camped") is not None and spec.get("camped").want(bool, "true or false"):
            if topo.location(board, piece) not in layout.basic:
                raise spec.get("camped").error("a squad camps only at a Basic Location (R-19)")
            topo.set_marker(board, piece, CAMPED)
        if spec.get("cubes") is not None:
            cubes = _cubes(spec.get("cubes"))
            if sum(cubes.values()) > rules.content.boards.cube_spaces:
                raise spec.get("cubes").error(f"a squad board has {rules.content.boards.cube_spaces} cube spaces")
            for colour, count in cubes.items():
                topo.add_counter(board, piece, colour, count)
        for flag, marker in (("overheated", OVERHEATED), ("repelled", REPELLED)):
            if spec.get(flag) is not None and spec.get(flag).want(bool, "true or false"):
                topo.set_marker(board, piece, marker)
        if spec.get("items") is not None:
            items = spec.get("items").items()
            holder = topo.owner(board, piece)
            if items and holder == NO_OWNER:
                raise spec.get("items").error("a Lesser Faction squad holds no equipment (R-46)")
            if len(items) > len(layout.item_slots):
                raise spec.get("items").error(f"a squad holds at most {len(layout.item_slots)} items")
            for item in items:
                card = _card_named(rules, item, ("equipment",))
                layout.give_item(board, piece, _own_copy(state, layout, holder, card.id))


def _read_cubes_at(state, layout: Layout, node, prefix: str) -> None:
    if node is None:
        return
    for name in node.keys():
        where = _location(layout, _key(node, name))
        for colour, count in _cubes(node.get(name)).items():
            kind = f"{prefix}_{colour}"
            layout.topology.add_tokens(cells(state), where, kind, count - layout.topology.tokens(cells(state), where,
                                                                                                     kind))


def _read_plans(rules, state, layout: Layout, node, players: int) -> None:
    if node is None:
        return
    for key in node.keys():
        holder = seat(_key(node, key), players)
        for item in node.get(key).items():
            card = _card_named(rules, item, ("equipment", "rig_tech", "victory"))
            if not card.plans_location:
                raise item.error(f"{card.name} needs no plans (standard equipment and facilities)")
            copy = _own_copy(state, layout, holder, card.id)
            source = state.zones[catalogue_zone(holder, card.plans_location)]
            if copy not in source:
                raise item.error(f"{card.name} is given twice")
            source.remove(copy)
            state.zones[plans_zone(holder, card.plans_location)].append(copy)


def _read_face_up(rules, state, layout: Layout, node, players: int) -> None:
    for key in node.keys() if node is not None else ():
        holder = seat(_key(node, key), players)
        for item in node.get(key).items():
            card = _card_named(rules, item, ("equipment", "rig_tech", "victory"))
            copy = _own_copy(state, layout, holder, card.id)
            if not any(copy in state.zones[z] for z in state.zones if z.startswith(f"plans:{holder}:")):
                raise item.error(f"P{holder + 1} holds no plans for {card.name} to turn face up (give them in plans:)")
            state.zones[face_up_zone(holder)].append(copy)


def _rig(layout: Layout, node) -> int:
    name = node.want(str, "a War Rig, e.g. 'rig 1'")
    if name not in layout.piece_id or layout.piece_id[name] not in layout.rig_ids:
        raise node.error(f"no War Rig {name!r} (rigs: {', '.join('rig ' + str(k) for k in range(1, layout.players + 1))})")
    return layout.piece_id[name]


def _read_rigs(state, layout: Layout, node) -> None:
    for name in node.keys() if node is not None else ():
        number = layout.rig_ids.index(_rig(layout, _key(node, name))) + 1
        move_rig(state, layout, number, _location(layout, node.get(name)))


def _site(layout: Layout, node) -> int:
    name = node.want(str, "a site, e.g. 'U1 1' or 'command_post 2'")
    if name not in layout.piece_id or layout.piece_id[name] < layout.first_site:
        raise node.error(f"no site {name!r} (sites: {', '.join(layout.topology.pieces[layout.first_site:])})")
    return layout.piece_id[name]


def _read_sites(rules, state, layout: Layout, node) -> None:
    if node is None:
        return
    board, topo = cells(state), layout.topology
    for name in node.keys():
        spec = node.get(name)
        spec.check_keys(SITE_FIELDS)
        site = _site(layout, _key(node, name))
        if spec.get("card") is not None:
            _build_site(rules, state, layout, site, spec.get("card"))
        if not stands(state, layout, site):
            raise spec.error(f"nothing stands at {name}: give its card")
        if spec.get("hits") is not None:
            hits = spec.get("hits").want(int, "a number of hit tokens")
            if not 0 <= hits < max_armour(state, layout, site):
                raise spec.get("hits").error(f"hit tokens on {name} are 0 to {max_armour(state, layout, site) - 1} "
                                             "(at its armour it burns: write burning: true)")
            topo.add_counter(board, site, HITS, hits)
        if spec.get("burning") is not None and spec.get("burning").want(bool, "true or false"):
            catch_fire(state, layout, site)
        if spec.get("cubes") is not None:
            if card_id(state, layout, site) != "fac.supply_depot":
                raise spec.get("cubes").error("only a Supply Depot stores cubes")
            cubes = _cubes(spec.get("cubes"))
            if sum(cubes.values()) > rules.content.cards["fac.supply_depot"].param("capacity"):
                raise spec.get("cubes").error("more cubes than the Supply Depot stores")
            for colour, count in cubes.items():
                topo.add_counter(board, site, colour, count)


def _build_site(rules, state, layout: Layout, site: int, node) -> None:
    """A scenario's constructed site: the owner's copy of the card, from its display, plans or catalogue, put in
    the slot (a victory site is placed at its card's node)."""
    board, topo = cells(state), layout.topology
    name = topo.pieces[site]
    if printed(layout, site):
        raise node.error(f"{name} is printed: nothing is built there")
    number = int(name.rpartition(" ")[2])
    owner = layout.seat_of_player(state.counters[FIRST], number)
    if site in {s for row in layout.victory_site_ids for s in row}:
        card = _card_named(rules, node, ("victory",))
        if f"{card.id} {number}" != name:
            raise node.error(f"{name} holds the construction {name.rpartition(' ')[0]}, not {card.name}")
        topo.move(board, site, topo.node_id[card.built_at])
    elif site in {s for row in layout.base_site_ids for s in row}:
        card = _card_named(rules, node, ("facility",))
    else:
        card = _card_named(rules, node, ("rig_tech",))
        slot = layout.chassis_slots[layout.rig_site_ids[number - 1].index(site) - 1]
        if slot.holds not in card.slots:
            raise node.error(f"{card.name} fits {'/'.join(card.slots)} slots, not {slot.id} ({slot.holds})")
    copy = _own_copy(state, layout, owner, card.id)
    for zone in state.zones.values():
        if copy in zone:
            zone.remove(copy)
    if card.plans_location:   # plans once constructed are face up
        state.zones[face_up_zone(owner)].append(copy)
    topo.add_counter(board, site, CARD, copy + 1)


def _read_equipment_stock(rules, state, layout: Layout, node, players: int) -> None:
    for key in node.keys() if node is not None else ():
        holder = seat(_key(node, key), players)
        for item in node.get(key).items():
            card = _card_named(rules, item, ("equipment",))
            state.zones[stock_zone(holder)].append(_own_copy(state, layout, holder, card.id))


# -- expect ------------------------------------------------------------------------------------------------------------
def check_expect(rules, state, node) -> list[str]:
    node.check_keys(EXPECT_FIELDS)
    problems: list[str] = []

    def bad(where, message):
        problems.append(f"line {where.line}: {where.path}: {message}")

    check_play(node, state, bad, rules.result)
    layout: Layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    players = layout.players
    decision = state.decision
    texts = [] if decision is None else [rules.action_text(o).lower() for o in decision.options]
    if node.get("options") is not None:
        listed = sorted(str(o).lower() for o in node.get("options").plain())
        if listed != sorted(texts):
            bad(node.get("options"), f"expected {listed}, found {sorted(texts)}")
    for item in node.get("options_exclude").items() if node.get("options_exclude") is not None else ():
        if str(item.value).lower() in texts:
            bad(item, f"{item.value!r} is an option")
    squads = node.get("squads")
    for name in squads.keys() if squads is not None else ():
        spec = squads.get(name)
        spec.check_keys(SQUAD_FIELDS | {"ready"})
        piece = _squad(layout, spec, name)
        owner = topo.owner(board, piece)
        cards = rules.content.cards
        found: dict[str, object] = {"at": topo.nodes[topo.location(board, piece)],
                 "owner": LESSER if owner == NO_OWNER else f"P{owner + 1}",
                 "camped": topo.has_marker(board, piece, CAMPED), "ready": topo.has_marker(board, piece, READY),
                 "captor": None if layout.captor(board, piece) < 0 else topo.pieces[layout.captor(board, piece)],
                 "coercion": layout.coercion(board, piece),
                 "overheated": topo.has_marker(board, piece, OVERHEATED),
                 "repelled": topo.has_marker(board, piece, REPELLED),
                 "cubes": {c: topo.counter(board, piece, c) for c in COLOURS},
                 "items": sorted(cards[layout.card_ids[state.card_types[c]]].name for c in layout.items(board, piece))}
        for key in spec.keys():
            want: object = spec.get(key).plain()
            if key == "cubes":
                want = {c: _cubes(spec.get(key)).get(c, 0) for c in COLOURS}
            elif key == "items":
                want = sorted(str(name) for name in spec.get(key).plain())
            elif key in ("at", "owner"):
                want, found[key] = str(want).lower(), str(found[key]).lower()
            if want != found[key]:
                bad(spec.get(key), f"expected {want}, found {found[key]}")
    for field, prefix in (("stock", "stock"), ("loose", "loose")):
        where = node.get(field)
        for name in where.keys() if where is not None else ():
            spec = where.get(name)
            at = _location(layout, _key(where, name))
            for colour, count in _cubes(spec).items():
                if topo.tokens(board, at, f"{prefix}_{colour}") != count:
                    bad(spec.get(colour), f"expected {count}, found {topo.tokens(board, at, f'{prefix}_{colour}')}")
    plans = node.get("plans")
    for key in plans.keys() if plans is not None else ():
        holder = seat(_key(plans, key), players)
        found_plans = sorted(rules.card_name(state.card_types[c]) for z in state.zones
                             if z.startswith(f"plans:{holder}:") for c in state.zones[z])
        if sorted(plans.get(key).plain()) != found_plans:
            bad(plans.get(key), f"expected {sorted(plans.get(key).plain())}, found {found_plans}")
    _check_sites(rules, state, layout, node, bad)
    finished = decision is None
    checks: dict[str, object] = {
        "round": state.counters[ROUND], "turn": state.counters[TURN], "phase": state.counters[PHASE],
        "active": f"p{state.counters[ACTIVE] + 1}", "kind": None if decision is None else decision.kind,
        "ranks": list(rules.outcome(state).ranks) if finished else None, "scores": list(rules.scores(state)),
        "victory": rules.result(state)["victory"] if finished else None}
    for key, value in checks.items():
        expected = node.get(key)
        if expected is not None and (str(expected.plain()).lower() if key == "active" else expected.plain()) != value:
            bad(expected, f"expected {expected.plain()}, found {value}")
    return problems


def _check_sites(rules, state, layout: Layout, node, bad) -> None:
    board, topo = cells(state), layout.topology
    players = layout.players
    for field, zone in (("face_up", face_up_zone), ("equipment_stock", stock_zone), ("stolen", stolen_zone)):
        where = node.get(field)
        for key in where.keys() if where is not None else ():
            holder = seat(_key(where, key), players)
            found = sorted(rules.card_name(state.card_types[c]) for c in state.zones[zone(holder)])
            if sorted(where.get(key).plain()) != found:
                bad(where.get(key), f"expected {sorted(where.get(key).plain())}, found {found}")
    rigs = node.get("rigs")
    for name in rigs.keys() if rigs is not None else ():
        rig = _rig(layout, _key(rigs, name))
        want, at = str(rigs.get(name).plain()), topo.nodes[topo.location(board, rig)]
        if want != at:
            bad(rigs.get(name), f"expected {want}, found {at}")
    sites = node.get("sites")
    for name in sites.keys() if sites is not None else ():
        spec = sites.get(name)
        spec.check_keys(SITE_FIELDS)
        site = _site(layout, _key(sites, name))
        which = card_id(state, layout, site)
        found: dict[str, object] = {"card": rules.content.cards[which].name if which else None,
                                    "hits": topo.counter(board, site, HITS), "burning": burning(state, layout, site),
                                    "cubes": {c: topo.counter(board, site, c) for c in COLOURS}}
        for key in spec.keys():
            want: object = spec.get(key).plain()
            if key == "cubes":
                want = {c: _cubes(spec.get(key)).get(c, 0) for c in COLOURS}
            if want != found[key]:
                bad(spec.get(key), f"expected {want}, found {found[key]}")
