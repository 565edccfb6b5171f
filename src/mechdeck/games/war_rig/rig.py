"""War Rig's own actions (draft "War Rig": Movement, Combat, Targeting, Weight Tier; sample §4.4, §5.5, §8.10 Drive and
Fire, §9, R-04, R-12, R-35 .. R-41, R-49 .. R-52, R-57): the squad actions ``drive`` and ``fire`` and the decisions
they lead to.  The rig acts only through a squad of its faction standing at its node (R-35).

Options name pieces, sites and nodes: ``drive 1.1 wastes`` (a two-link Drive names both nodes: ``drive 1.1 wastes
methane_sea``), ``fire 1.1 U1 2.3`` (the firing squad, the slot of its own rig's weapon, and the target: a squad, a
site such as ``F2 2`` or ``command_post 2``, or a War Rig ``rig 2``).  The follow-up decisions: ``ride`` (``ride 1.2``
or ``depart rig 1``), ``reroll`` (the defender's ``reroll red bolt``, ``reroll targeting 4`` or ``no-reroll``),
``target-part`` (``target-part U1 2`` for the part a rig attack hits, ``arc F1 2`` for an Arc's adjacent site) and
``splash`` (``splash 2.3``).

Frames:

* ``Frame("ride", 0, seat, {"squad", "rig", "path", "riders"})``: the Drive of ``squad`` (its action paid) while the
  player picks riders one at a time; then the group travels (actions.travel and the repel op).
* ``Frame("fire-weapon", 0, seat, {...})``: one weapon's attack (R-36) in steps (``step``): ``reroll`` (the
  defender's tier rerolls, ``rerolls`` left), ``resolve`` (🌫 and 💀, Reel in, the hits on the primary target),
  ``aim`` (the part of the War Rig ``rig`` that takes ``hits`` after the targeting die ``aim``; then ``then``),
  ``effects`` (Incendiary if ``incendiary``, on the site hit, ``site``), ``arc`` (``arcs`` adjacent hits),
  ``splash`` (``splashes`` left, ``splashed`` so far, each taking ``rolled`` hits).  ``squad`` fires ``weapon`` at
  ``target``; ``dice`` holds the weapon's (die, face) pairs.
"""
from __future__ import annotations

from mechdeck.kernel import Decision, Frame, State, roll_dice
from mechdeck.kernel.board import cells
from mechdeck.kernel.procedures import finish, push

from .actions import travel
from .captives import capture
from .combat import COVER, dodges
from .layout import CAMPED, FIRED, FIRST, OVERHEATED, READY, REPELLED, TURN_START, Layout
from .sites import (LIGHT, add_hits, burning, can_move, card_id, catch_fire, movement_site, neighbours, rig_parts,
                    site_name, stands, tier, working, working_weapons)

VERBS = ("drive", "fire", "ride", "depart", "reroll", "no-reroll", "target-part", "arc", "splash")
FREE_VERBS: tuple[str, ...] = ()

REEL_IN = "rig.grapple_harpoon"   # 🤖 on a squad: the firing squad captures it at once (R-36 step 4)
INCENDIARY = "rig.mortar"         # ⚡ on a site: it catches fire at once (R-36 step 4, R-42)
TARGETING = "targeting"           # the targeting die, as a reroll option names it
REROLL, RESOLVE, AIM, EFFECTS, ARC, SPLASH = "reroll", "resolve", "aim", "effects", "arc", "splash"


def rig_number(state: State, layout: Layout, squad: int) -> int:
    """The player number whose War Rig the squad's faction drives and fires (only players' squads act)."""
    return layout.player_number(state.counters[FIRST], layout.faction(cells(state), squad))


def at_rig(state: State, layout: Layout, squad: int, number: int) -> bool:
    topo = layout.topology
    return topo.location(cells(state), layout.rig_ids[number - 1]) == topo.location(cells(state), squad)


# -- the squad actions -------------------------------------------------------------------------------------------------
def action_options(rules, state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    number = rig_number(state, layout, squad)
    if not at_rig(state, layout, squad, number):
        return []
    return drive_options(state, layout, squad, name, number) + fire_options(state, layout, squad, name, number)


def free_options(rules, state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    return []


def take(rules, state: State, layout: Layout, squad: int, action: tuple) -> None:
    if action[0] == "drive":
        drive(state, layout, squad, tuple(layout.topology.node_id[n] for n in action[2:]))
    else:
        fire(rules, state, layout, squad, weapon_site(layout, rig_number(state, layout, squad), action[2]),
             layout.piece_id[action[3]])


def targets(rules, state: State, action: tuple) -> tuple:
    layout = rules.layout(state)
    pid, verb = layout.piece_id, action[0]
    if verb == "drive":
        return (("piece", pid[action[1]]),) + tuple(("node", layout.topology.node_id[n]) for n in action[2:])
    if verb == "fire":
        squad = pid[action[1]]
        weapon = weapon_site(layout, rig_number(state, layout, squad), action[2])
        return ("piece", squad), ("piece", weapon), ("piece", pid[action[3]])
    if verb in ("reroll", "no-reroll"):   # a die is no piece: the prompt and the last roll show it
        return ()
    return (("piece", pid[action[1]]),)   # ride, depart, target-part, arc, splash


# -- Drive (§8.10, R-04, R-12, R-35, R-50) --------------------------------------------------------------------------
def drive_options(state: State, layout: Layout, squad: int, name: str, number: int) -> list[tuple]:
    """A squad not camped, at its rig's node, with a rig able to move (a working Cab, a working movement system,
    weight within its Heavy limit)."""
    if layout.topology.has_marker(cells(state), squad, CAMPED) or not can_move(state, layout, number):
        return []
    nodes = layout.topology.nodes
    return [("drive", name) + tuple(nodes[n] for n in path) for path in drive_paths(state, layout, number)]


def drive_paths(state: State, layout: Layout, number: int) -> list[tuple[int, ...]]:
    """Every path of 1 link, or of up to the movement system's Light-tier links while the rig is Light (Lift
    Thrusters: 2), never back through a node it passed.  A restricted link (R-04) only with a movement system that
    opens it, and only if the rig began this turn at one of its ends (its ``turn-start`` counter, W-R42)."""
    board, topo = cells(state), layout.topology
    system = layout.content.cards[card_id(state, layout, movement_site(state, layout, number))]
    links = system.param("links_per_drive")
    if tier(state, layout, number) == LIGHT:
        links = dict(system.params).get("links_per_drive_light", links)
    opened = {frozenset(pair) for pair in system.opens_links}
    rig = layout.rig_ids[number - 1]
    began = topo.counter(board, rig, TURN_START) - 1

    def crossable(a: int, b: int) -> bool:
        return b in layout.move_targets[a] or (began in (a, b) and frozenset((topo.nodes[a], topo.nodes[b])) in opened)

    frontier: list[tuple[int, ...]] = [(topo.location(board, rig),)]
    paths: list[tuple[int, ...]] = []
    for _ in range(links):
        frontier = [path + (b,) for path in frontier for b in topo.neighbours[path[-1]]
                    if b not in path and crossable(path[-1], b)]
        paths += [path[1:] for path in frontier]
    return paths


def drive(state: State, layout: Layout, squad: int, path: tuple[int, ...]) -> None:
    """The rig sets off with the acting squad; any riders are picked first (decision ``ride``)."""
    number = rig_number(state, layout, squad)
    state.say(f"squad {layout.topology.pieces[squad]} drives War Rig {number}")
    if riders(state, layout, squad, ()):
        push(state, "ride", state.stack[-1].player, squad=squad, rig=number, path=path, riders=())
    else:
        travel(state, layout, (squad,), number, path)


def riders(state: State, layout: Layout, squad: int, chosen: tuple[int, ...]) -> list[int]:
    """R-50: the faction's other active squads at the rig's node that are not camped (§8.4), have not activated
    this turn and have not been repelled this turn (``ready``: R-11's newcomers wait as well, W-R43)."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    return [p for p in layout.squads_of(board, layout.faction(board, squad))
            if p != squad and p not in chosen and topo.location(board, p) == node
            and topo.has_marker(board, p, READY) and not topo.has_marker(board, p, REPELLED)
            and not topo.has_marker(board, p, CAMPED)]


def run_ride(rules, state: State, f: Frame):
    layout = rules.layout(state)
    topo, loc = layout.topology, f.locals
    left = riders(state, layout, loc["squad"], loc["riders"])
    if not left:
        depart(state, layout, f)
        return None
    rig = topo.pieces[layout.rig_ids[loc["rig"] - 1]]
    return Decision(f.player, tuple(("ride", topo.pieces[p]) for p in left) + (("depart", rig),),
                    f"War Rig {loc['rig']} drives: another squad to ride along (it keeps its activation), or depart",
                    "ride")


def resume_ride(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    if action[0] == "depart":
        depart(state, layout, f)
        return
    f.locals["riders"] += (layout.piece_id[action[1]],)
    state.say(f"squad {action[1]} rides along")


def depart(state: State, layout: Layout, f: Frame) -> None:
    loc = f.locals
    finish(state)
    travel(state, layout, (loc["squad"],) + loc["riders"], loc["rig"], loc["path"])


# -- Fire (§8.10, §9, R-36 ..) ----------------------------------------------------------------
def weapon_site(layout: Layout, number: int, slot: str) -> int:
    """Player ``number``'s chassis site of the slot ``slot`` (``U1``)."""
    return rig_parts(layout, number)[1 + [s.id for s in layout.chassis_slots].index(slot)]


def fire_options(state: State, layout: Layout, squad: int, name: str, number: int) -> list[tuple]:
    """A squad at its rig's node, not overheated (R-23), the Cab working (R-41): each working weapon that has not
    attacked this turn, at each target there."""
    board, topo = cells(state), layout.topology
    if topo.has_marker(board, squad, OVERHEATED) or not working(state, layout, rig_parts(layout, number)[0]):
        return []
    weapons = [site for site in working_weapons(state, layout, number) if not topo.has_marker(board, site, FIRED)]
    if not weapons:
        return []
    aims = [topo.pieces[t] for t in fire_targets(state, layout, layout.faction(board, squad),
                                                  topo.location(board, squad))]
    return [("fire", name, topo.pieces[w].rpartition(" ")[0], aim) for w in weapons for aim in aims]


def site_faction(layout: Layout, board: list[int], site: int) -> int:
    if site in layout.stockade_ids:
        return layout.players + layout.stockade_ids.index(site)
    return layout.topology.owner(board, site)


def fire_targets(state: State, layout: Layout, faction: int, node: int) -> list[int]:
    """§8.10: at ``node``, the active squads of rival factions, the rivals' facilities that stand there (Command Posts,
    Stockades and victory constructions included, burning ones too: W-R47) and the rivals' War Rigs."""
    board, topo = cells(state), layout.topology
    out = [p for p in layout.squads_at(board, node) if layout.faction(board, p) != faction and layout.active(board, p)]
    facilities = [s for row in layout.base_site_ids + layout.victory_site_ids for s in row] + list(layout.stockade_ids)
    out += [s for s in facilities if topo.location(board, s) == node and site_faction(layout, board, s) != faction
            and stands(state, layout, s)]
    return out + [r for r in layout.rig_ids if topo.location(board, r) == node and topo.owner(board, r) != faction]


def fire(rules, state: State, layout: Layout, squad: int, weapon: int, target: int) -> None:
    """R-36 step 1: the weapon attacks (its ``fired`` marker: once a turn) and its dice are rolled, with the targeting
    die when the target is a War Rig; the rest is the ``fire-weapon`` op."""
    board, topo = cells(state), layout.topology
    seat = layout.faction(board, squad)
    card = layout.content.cards[card_id(state, layout, weapon)]
    topo.set_marker(board, weapon, FIRED)
    state.say(f"squad {topo.pieces[squad]} fires {site_name(state, layout, weapon)} at "
              f"{target_name(state, layout, target)}")
    dice = tuple(die for die_id, count in card.dice for die in (layout.content.dice[die_id].die,) * count)
    aimed = target in layout.rig_ids
    faces = roll_dice(state, seat, dice + ((rules.number_die,) if aimed else ()))
    rolled = tuple((die.name, face) for die, face in zip(dice, faces))
    rerolls = (tier_rerolls(state, layout, rig_number(state, layout, squad), layout.rig_ids.index(target) + 1)
               if aimed else 0)
    push(state, "fire-weapon", seat, squad=squad, weapon=weapon, target=target, dice=rolled,
         aim=faces[-1] if aimed else "", rerolls=rerolls, step=REROLL, rig=-1, hits=0, then="", site=-1,
         incendiary=False, arcs=0, splashes=0, splashed=(), rolled=0)


def target_name(state: State, layout: Layout, target: int) -> str:
    if target < layout.squad_count:
        return f"squad {layout.topology.pieces[target]}"
    if target in layout.rig_ids:
        return f"War Rig {layout.rig_ids.index(target) + 1}"
    return site_name(state, layout, target)


def tier_rerolls(state: State, layout: Layout, attacker: int, defender: int) -> int:
    """R-38, R-57: a defending rig one tier lighter than the attacker's may force 1 reroll, two or more tiers 2 (the
    content's ``tier_rerolls``); an unmovable rig counts as Heavy (R-37)."""
    lighter = tier(state, layout, attacker) - tier(state, layout, defender)
    table = layout.content.rules.tier_rerolls
    return table[min(lighter, len(table)) - 1] if lighter > 0 else 0


def run_fire(rules, state: State, f: Frame):
    layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    loc = f.locals
    while True:
        step = loc["step"]
        if step == REROLL:
            if loc["rerolls"]:
                return reroll_decision(state, layout, f)
            loc["step"] = RESOLVE
        elif step == RESOLVE:
            if not resolve(state, layout, f):
                finish(state)
                return None
            if state.stack[-1] is not f:   # a squad resolves its hits before the attack goes on
                return None
        elif step == AIM:
            chooser, options = aim_options(state, layout, f)
            if len(options) > 1:
                return Decision(chooser, options, f"{target_name(state, layout, loc['rig'])} takes {loc['hits']} "
                                f"hit(s) (targeting die {loc['aim']}): which part?", "target-part")
            strike_part(state, layout, f, layout.piece_id[options[0][1]])
        elif step == EFFECTS:
            if loc["incendiary"]:
                state.say(f"Incendiary: {site_name(state, layout, loc['site'])} catches fire")
                catch_fire(state, layout, loc["site"])
            loc["step"] = ARC
        elif step == ARC:
            if not loc["arcs"]:
                loc["step"] = SPLASH
                continue
            options = tuple(("arc", topo.pieces[s]) for s in neighbours(layout, loc["site"])
                            if working(state, layout, s))
            if not options:
                state.say(f"no working site is adjacent to {site_name(state, layout, loc['site'])}: the Arc is lost")
                loc["arcs"] = 0
            elif len(options) > 1:
                return Decision(f.player, options, f"Arc: which site adjacent to "
                                f"{site_name(state, layout, loc['site'])} takes a hit?", "target-part")
            else:
                arc(state, layout, f, layout.piece_id[options[0][1]])
        else:   # SPLASH
            if not loc["splashes"]:
                finish(state)
                return None
            node = topo.location(board, loc["weapon"])
            left = [t for t in fire_targets(state, layout, layout.faction(board, loc["squad"]), node)
                    if t != loc["target"] and t not in loc["splashed"]]
            if not left:
                state.say(f"no other target at {topo.nodes[node]}: the splash is lost")
                loc["splashes"] = 0
            elif len(left) > 1:
                return Decision(f.player, tuple(("splash", topo.pieces[t]) for t in left),
                                f"splash: which other target takes {loc['rolled']} hit(s)?", "splash")
            else:
                splash(rules, state, layout, f, left[0])
                if state.stack[-1] is not f:
                    return None


def resume_fire(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    verb = action[0]
    if verb == "no-reroll":
        f.locals["rerolls"] = 0
    elif verb == "reroll":
        reroll(rules, state, layout, f, action[1], action[2])
    elif verb == "target-part":
        strike_part(state, layout, f, layout.piece_id[action[1]])
    elif verb == "arc":
        arc(state, layout, f, layout.piece_id[action[1]])
    else:
        splash(rules, state, layout, f, layout.piece_id[action[1]])


# -- the steps of one attack -------------------------------------------------------------------------------------------
def reroll_decision(state: State, layout: Layout, f: Frame) -> Decision:
    """R-38, R-57: the defender sees the roll and picks a die for the attacker to reroll (the same die again for a
    second), or lets the roll stand."""
    loc = f.locals
    defender = layout.topology.owner(cells(state), loc["target"])
    options: tuple[tuple, ...] = tuple(dict.fromkeys(("reroll", die, face) for die, face in loc["dice"]))
    options += (("reroll", TARGETING, loc["aim"]), ("no-reroll",))
    shown = ", ".join(f"{face} ({die})" for die, face in loc["dice"])
    return Decision(defender, options, f"P{f.player + 1} fires at your War Rig: {shown}, targeting die {loc['aim']}. "
                    f"Your lighter rig may force {loc['rerolls']} more reroll(s): which die?", "reroll")


def reroll(rules, state: State, layout: Layout, f: Frame, die_id: str, face: str) -> None:
    """The attacker rerolls the die the defender picked; the new result stands."""
    loc = f.locals
    loc["rerolls"] -= 1
    state.say(f"P{layout.topology.owner(cells(state), loc['target']) + 1} makes P{f.player + 1} reroll "
              f"{'the targeting die' if die_id == TARGETING else die_id + ' ' + face}")
    if die_id == TARGETING:
        loc["aim"] = roll_dice(state, f.player, (rules.number_die,))[0]
        return
    new = roll_dice(state, f.player, (layout.content.dice[die_id].die,))[0]
    dice = loc["dice"]
    i = dice.index((die_id, face))
    loc["dice"] = dice[:i] + ((die_id, new),) + dice[i + 1:]


def count(loc: dict, symbol: str) -> int:
    return sum(face.split("+").count(symbol) for _, face in loc["dice"])


def resolve(state: State, layout: Layout, f: Frame) -> bool:
    """R-36 steps 3-4: 🌫 ignores the attack (and nothing else, R-52), 💀 ignores it and sets the weapon on fire
    (False: the attack ends); else Reel in, or the hits on the primary target: a squad defends (R-21, Arc hits past
    its 🛡) and resolves them (R-24, the firing squad as the attacker), a site takes hit tokens, a War Rig's part is
    chosen first (step ``aim``)."""
    loc = f.locals
    weapon, target, squad = loc["weapon"], loc["target"], loc["squad"]
    card = layout.content.cards[card_id(state, layout, weapon)]
    numbers = dict(card.params)
    overheat, malfunction = count(loc, "overheat"), count(loc, "malfunction")
    if overheat or malfunction:
        state.say(f"the attack of {site_name(state, layout, weapon)} is ignored"
                  + (": it overheats" if overheat else "") + (" (it malfunctions)" if malfunction else ""))
        if malfunction:
            catch_fire(state, layout, weapon)
        return False
    hits, bolts, specials = count(loc, "hit"), count(loc, "bolt"), count(loc, "special")
    loc["splashes"], loc["rolled"], loc["step"] = count(loc, "splash"), hits, SPLASH
    if target < layout.squad_count:
        if card.id == REEL_IN and specials:
            state.say(f"{card.name} reels in squad {layout.topology.pieces[target]}")
            capture(state, layout, target, squad)
            return True
        blockable = hits + bolts * (numbers.get("crit_hits", 0) + numbers.get("crit_squad_hits", 0))
        squad_hits(state, layout, f, target, blockable, specials * numbers.get("arc_squad_hits", 0))
        return True
    loc["hits"] = hits + bolts * numbers.get("crit_hits", 0) + specials * numbers.get("special_site_hits", 0)
    loc["incendiary"] = card.id == INCENDIARY and bolts > 0
    loc["arcs"] = specials if numbers.get("arc_site_hits", 0) else 0
    if target in layout.rig_ids:
        loc["rig"], loc["then"], loc["step"] = target, EFFECTS, AIM
    else:
        strike(state, layout, target, loc["hits"])
        loc["site"], loc["step"] = target, EFFECTS
    return True


def squad_hits(state: State, layout: Layout, f: Frame, target: int, blockable: int, unblockable: int) -> None:
    """A squad hit by a War Rig weapon defends as in a Squad Attack (R-21, R-22; the firer's items do not lower its
    defence: W-R48; no roll against no hit) and resolves what is left, hit by hit, with the firing squad as the
    attacker (R-24, R-51)."""
    name = layout.topology.pieces[target]
    total = max(0, blockable - (dodges(state, layout, target, 0) if blockable else 0)) + unblockable
    if not total:
        state.say(f"squad {name} takes no hit")
        return
    state.say(f"squad {name} takes {total} hit(s)")
    push(state, "hits", f.player, victim=target, striker=f.locals["squad"], left=total, step=COVER)


def strike(state: State, layout: Layout, site: int, hits: int) -> None:
    """R-36: hit tokens on a site; on a burning site (0 armour, R-43) they are lost (R-40)."""
    if burning(state, layout, site):
        state.say(f"{site_name(state, layout, site)} is already burning: the hit(s) are lost")
    elif hits:
        add_hits(state, layout, site, hits)
    else:
        state.say(f"{site_name(state, layout, site)} takes no hit")


def aim_options(state: State, layout: Layout, f: Frame) -> tuple[int, tuple]:
    """R-40 by the content's targeting table: on a 'lower' or 'upper' result the chooser must pick a working part in
    that group, or the Cab if none; on 'any' any site of the rig that stands, the Cab included."""
    loc = f.locals
    topo = layout.topology
    value = int(loc["aim"])
    rule = next(r for r in layout.content.rules.targeting if r.low <= value <= r.high)
    parts = rig_parts(layout, layout.rig_ids.index(loc["rig"]) + 1)
    if rule.group == "any":
        sites = [s for s in parts if stands(state, layout, s)]
    else:
        sites = [s for slot, s in zip(layout.chassis_slots, parts[1:])
                 if slot.position == rule.group and working(state, layout, s)] or [parts[0]]
    chooser = f.player if rule.chooser == "attacker" else topo.owner(cells(state), loc["rig"])
    return chooser, tuple(("target-part", topo.pieces[s]) for s in sites)


def strike_part(state: State, layout: Layout, f: Frame, site: int) -> None:
    """All the attack's hits go to the one chosen site (R-40); the primary target's part then takes the non-hit
    effects."""
    loc = f.locals
    strike(state, layout, site, loc["hits"])
    if loc["then"] == EFFECTS:
        loc["site"] = site
    loc["step"] = loc["then"]


def arc(state: State, layout: Layout, f: Frame, site: int) -> None:
    """An Arc's hit on a working site adjacent to the target (R-36 step 4, no targeting roll)."""
    loc = f.locals
    loc["arcs"] -= 1
    state.say(f"Arc: {site_name(state, layout, site)} is hit")
    add_hits(state, layout, site, layout.content.cards[card_id(state, layout, loc["weapon"])].param("arc_site_hits"))


def splash(rules, state: State, layout: Layout, f: Frame, target: int) -> None:
    """R-36 step 5: the additional target takes the 🎯 rolled, no bonus: a squad defends (R-51), a site takes hit
    tokens, a War Rig rolls its own targeting die without rerolls and a part is chosen (step ``aim``)."""
    loc = f.locals
    loc["splashes"] -= 1
    loc["splashed"] += (target,)
    state.say(f"splash: {target_name(state, layout, target)} is hit too")
    if target < layout.squad_count:
        squad_hits(state, layout, f, target, loc["rolled"], 0)
    elif target in layout.rig_ids:
        aim = roll_dice(state, f.player, (rules.number_die,))[0]
        loc.update(rig=target, hits=loc["rolled"], aim=aim, then=SPLASH, step=AIM)
    else:
        strike(state, layout, target, loc["rolled"])


OPS = {"ride": (run_ride, resume_ride), "fire-weapon": (run_fire, resume_fire)}
