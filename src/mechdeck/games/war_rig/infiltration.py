"""War Rig's Rival Base actions (draft "Rival Base"; sample §8.9, R-30 .. R-34, R-46): what a squad infiltrated in a
rival's base may do there for 1 action each, Recruit, Rescue, Espionage and Sabotage, with the green subterfuge die
and its faces, the Cipher Kit's reroll, the Loudhailer, the Security Office and the free attack of R-33.

Options (each names the acting squad by its counter id; rulings W-R60 ... in docs/rulings.md):

* ``recruit A`` (R-30): the white die; on a success the recruiter picks the squad, ``recruit A T`` (decision kind
  ``recruit``, asked only with several);
* ``rescue A T`` (R-31): T a squad of A's faction being coerced in that base;
* ``espionage A CARD`` for a face-up card of the base's owner (its name), ``espionage A LOCATION N`` for the N-th card
  of its plans from that tech-rich location while it lies face down (chosen without knowing what it is, R-32); the spy
  looks at once, then (decision kind ``espionage``) ``turn-face-up A``, ``roll-green A`` or ``stop``;
* ``sabotage A SITE`` (R-34): the green die at once;
* ``reroll-green A`` / ``keep-green A``: the Cipher Kit's reroll (decision kind ``espionage`` or ``sabotage``);
* ``counter-attack D A`` / ``no-counter-attack A``: R-33, the base owner's choice (decision kind ``counter-attack``).

Frames: ``Frame("recruit", 0, seat, {"squad"})`` for the pick; ``Frame("subterfuge", 0, seat, {"squad", "verb",
"target", "label", "stage", "face", "rerolls"})`` for the green die: ``verb`` espionage or sabotage, ``target`` the card
instance spied on or the site sabotaged, ``label`` how the public log calls the target, ``stage`` where it stands
(``choose`` the spy's choice, ``roll``, ``reroll`` the Cipher Kit's, ``resolve``, ``counter`` R-33's choice,
``after-attack``), ``face`` the green result (as it counts), ``rerolls`` the Cipher Kit rerolls left.
"""
from __future__ import annotations

from mechdeck.kernel import Decision, Frame, State, knowledge, roll_dice
from mechdeck.kernel.board import cells
from mechdeck.kernel.procedures import finish, push

from .actions import be_repelled
from .captives import capture, escape, start_coercion
from .combat import attack, attack_options, infiltrated, item_bonus
from .construction import turn_face_up as record_face_up
from .layout import FIRST, READY, Layout, equipment_zone, plans_zone, stolen_zone
from .sites import catch_fire, site_name, working

UNLOCK, CHAIN, ALARM, ATTACKED, BLANK = "unlock", "chain", "alarm", "attacked", "blank"   # green die symbols (§2)
ROLL_BONUS = "recruit_rescue_roll"   # Loudhailer (+1 to its holder), Security Office (-1 to rivals in its base)
REROLLS = "green_rerolls"            # Cipher Kit
BLANK_AS_ALARM = ("fac.security_office",)   # the cards whose effect reads a rival's green 🟩 as 🚨
CHOOSE, ROLL, REROLL, RESOLVE, COUNTER, AFTER_ATTACK = "choose", "roll", "reroll", "resolve", "counter", "after-attack"

VERBS: tuple[str, ...] = ("recruit", "rescue", "espionage", "sabotage", "turn-face-up", "roll-green", "reroll-green",
                          "keep-green", "counter-attack", "no-counter-attack")
FREE_VERBS: tuple[str, ...] = ()


# -- who and what is in the base ---------------------------------------------------------------------------------------
def base_owner(state: State, layout: Layout, node: int) -> int:
    return layout.base_owner(state.counters[FIRST], node)


def defenders(state: State, layout: Layout, owner: int, node: int) -> list[int]:
    """R-30's "enemy squads": the active squads of the base's owner in that base."""
    board = cells(state)
    return [p for p in layout.squads_at(board, node) if layout.faction(board, p) == owner and layout.active(board, p)]


def owner_facilities(state: State, layout: Layout, owner: int) -> list[int]:
    """The working facilities of a player (none for a Lesser Faction, R-46)."""
    if owner >= layout.players:
        return []
    number = layout.player_number(state.counters[FIRST], owner)
    return [site for site in layout.base_site_ids[number - 1][1:]
            if layout.site_card(cells(state), site) >= 0 and working(state, layout, site)]


def card_of_site(state: State, layout: Layout, site: int):
    return layout.content.cards[layout.card_ids[state.card_types[layout.site_card(cells(state), site)]]]


def blank_is_alarm(state: State, layout: Layout, owner: int) -> bool:
    """Security Office: a rival's green 🟩 in this base counts as 🚨."""
    return any(card_of_site(state, layout, site).id in BLANK_AS_ALARM
               for site in owner_facilities(state, layout, owner))


def roll_bonus(state: State, layout: Layout, squad: int, owner: int) -> int:
    """R-30's modifiers: the acting squad's own items (Loudhailer) and the base owner's working facilities (Security
    Office)."""
    bonus = item_bonus(state, layout, squad, ROLL_BONUS)
    for site in owner_facilities(state, layout, owner):
        card = card_of_site(state, layout, site)
        if ROLL_BONUS in dict(card.params):
            bonus += card.param(ROLL_BONUS)
    return bonus


def card_name(state: State, layout: Layout, card: int) -> str:
    return layout.content.cards[layout.card_ids[state.card_types[card]]].name


def espionage_choices(rules, state: State, layout: Layout, owner: int) -> list[tuple[tuple[str, ...], str, int, int]]:
    """R-32: the owner's equipment cards, its plans and its constructed rig tech and victory constructions (no
    facility), each as (what the option names, zone, index, card; a constructed card: its site's name and -1): a
    face-up card by its name, a face-down one by its location and its position there (1 = the first), never by what
    it is."""
    out: list[tuple[tuple[str, ...], str, int, int]] = [((card_name(state, layout, c),), equipment_zone(owner), i, c)
           for i, c in enumerate(state.zones[equipment_zone(owner)])]
    for node in layout.tech_rich:
        location = layout.topology.nodes[node]
        zone = plans_zone(owner, location)
        for i, c in enumerate(state.zones[zone]):
            spec = (location, str(i + 1)) if rules.face_down(state, c) else (card_name(state, layout, c),)
            out.append((spec, zone, i, c))
    number = layout.player_number(state.counters[FIRST], owner)
    for site in layout.rig_site_ids[number - 1][1:] + layout.victory_site_ids[number - 1]:
        card = layout.site_card(cells(state), site)
        if card >= 0:   # constructed: face up, taken out of the plans into its site
            out.append(((card_name(state, layout, card),), layout.topology.pieces[site], -1, card))
    return out


def sabotage_targets(state: State, layout: Layout, owner: int, node: int) -> list[int]:
    """R-34: the owner's constructed facilities, and the constructed parts of its rig while the rig is in the base
    (never the printed Command Post, Stockade or Cab); none in a Lesser Base."""
    if owner >= layout.players:
        return []
    board, topo = cells(state), layout.topology
    number = layout.player_number(state.counters[FIRST], owner)
    sites = [s for s in layout.base_site_ids[number - 1][1:] if layout.site_card(board, s) >= 0]
    if topo.location(board, layout.rig_ids[number - 1]) == node:
        sites += [s for s in layout.rig_site_ids[number - 1][1:] if layout.site_card(board, s) >= 0]
    return sites


# -- the options of an activated squad ---------------------------------------------------------------------------------
def action_options(rules, state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    if not infiltrated(state, layout, squad):
        return []
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    owner = base_owner(state, layout, node)
    faction = layout.faction(board, squad)
    options: list[tuple] = [("recruit", name)] if defenders(state, layout, owner, node) else []   # not at 0
    options += [("rescue", name, topo.pieces[p]) for p in layout.squads_at(board, node)
                if layout.coercion(board, p) and layout.faction(board, p) == faction]
    if owner < layout.players:   # Lesser Factions own no cards and no constructed sites
        options += [("espionage", name) + spec for spec, _, _, _ in espionage_choices(rules, state, layout, owner)]
        options += [("sabotage", name, topo.pieces[s]) for s in sabotage_targets(state, layout, owner, node)]
    return options


def free_options(rules, state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    return []


def targets(rules, state: State, action: tuple) -> tuple:
    """Every element of these options is a squad or a site (pieces), but an espionage's card: a face-up card by its
    instance and type, a face-down one by its place only (zone and ``ref``: its instance would name it)."""
    layout: Layout = rules.layout(state)
    pid = layout.piece_id
    if action[0] != "espionage":
        return tuple(("piece", pid[part]) for part in action[1:])
    squad = pid[action[1]]
    owner = base_owner(state, layout, layout.topology.location(cells(state), squad))
    spec, zone, index, card = next(c for c in espionage_choices(rules, state, layout, owner) if c[0] == action[2:])
    if index < 0:   # a constructed card: its site
        return (("piece", squad), ("seat", owner), ("piece", pid[zone]), ("type", spec[0]))
    place = (("card", card), ("type", spec[0])) if len(spec) == 1 else (("ref", f"{zone}#{index}"),)
    return (("piece", squad), ("seat", owner), ("zone", zone)) + place


# -- doing it ----------------------------------------------------------------------------------------------------------
def take(rules, state: State, layout: Layout, squad: int, action: tuple) -> None:
    verb = action[0]
    topo = layout.topology
    if verb == "recruit":
        recruit(rules, state, layout, squad)
    elif verb == "rescue":
        rescue(rules, state, layout, squad, layout.piece_id[action[2]])
    elif verb == "espionage":
        spy(rules, state, layout, squad, action[2:])
    else:
        site = layout.piece_id[action[2]]
        label = site_name(state, layout, site)
        state.say(f"squad {topo.pieces[squad]} tries to sabotage {label}")
        push_green(state, layout, squad, "sabotage", site, label, ROLL)


def roll_beats(rules, state: State, layout: Layout, squad: int, what: str) -> bool:
    """R-30: white + modifiers > the owner's active squads in the base."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    owner = base_owner(state, layout, node)
    count = len(defenders(state, layout, owner, node))
    value = int(roll_dice(state, layout.faction(board, squad), (rules.number_die,))[0])
    bonus = roll_bonus(state, layout, squad, owner)
    success = value + bonus > count
    state.say(f"{what} by squad {topo.pieces[squad]}: {value}{f' {bonus:+d}' if bonus else ''} against "
              f"{count} squad{'s' if count != 1 else ''} of {layout.faction_name(owner)}: "
              f"{'success' if success else 'failure'}")
    return success


def recruit(rules, state: State, layout: Layout, squad: int) -> None:
    """R-30: on a success the recruiter captures a squad it picks; either way it is then repelled with any captive."""
    if not roll_beats(rules, state, layout, squad, "recruit"):
        be_repelled(state, layout, squad)
        return
    board = cells(state)
    node = layout.topology.location(board, squad)
    pool = defenders(state, layout, base_owner(state, layout, node), node)
    if len(pool) == 1:
        recruited(state, layout, squad, pool[0])
    else:
        push(state, "recruit", layout.faction(board, squad), squad=squad)


def recruited(state: State, layout: Layout, squad: int, target: int) -> None:
    capture(state, layout, target, squad)
    be_repelled(state, layout, squad)


def rescue(rules, state: State, layout: Layout, squad: int, target: int) -> None:
    """R-31: on a success the squad being coerced escapes (to the Wastes, R-15); either way the rescuer is repelled."""
    state.say(f"squad {layout.topology.pieces[squad]} tries to rescue squad {layout.topology.pieces[target]}")
    if roll_beats(rules, state, layout, squad, "rescue"):
        escape(state, layout, target)
    be_repelled(state, layout, squad)


def spy(rules, state: State, layout: Layout, squad: int, spec: tuple) -> None:
    """R-32: the chosen card; the spy looks at it at once (private: what a seat looked at stays known to it alone,
    kernel/knowledge.py)."""
    board, topo = cells(state), layout.topology
    owner = base_owner(state, layout, topo.location(board, squad))
    _, zone, index, card = next(c for c in espionage_choices(rules, state, layout, owner) if c[0] == spec)
    seat = layout.faction(board, squad)
    name = card_name(state, layout, card)
    if len(spec) == 2:
        label = f"P{owner + 1}'s face-down plans card {spec[1]} from {spec[0]}"
        knowledge.learn(state, (seat,), (card,))
        state.say(f"squad {topo.pieces[squad]} looks at {label}")
        state.say(f"it is {name}", seat)
    else:
        label = f"P{owner + 1}'s {name}"
        state.say(f"squad {topo.pieces[squad]} looks at {label}")
    push_green(state, layout, squad, "espionage", card, label, CHOOSE)


def push_green(state: State, layout: Layout, squad: int, verb: str, target: int, label: str, stage: str) -> None:
    push(state, "subterfuge", layout.faction(cells(state), squad), squad=squad, verb=verb, target=target, label=label,
         stage=stage, face="", rerolls=item_bonus(state, layout, squad, REROLLS))


# -- the pick of a successful recruit ----------------------------------------------------------------------------------
def run_recruit(rules, state: State, f: Frame):
    layout = rules.layout(state)
    squad, topo = f.locals["squad"], layout.topology
    node = topo.location(cells(state), squad)
    name = topo.pieces[squad]
    return Decision(f.player, tuple(("recruit", name, topo.pieces[p])
                                    for p in defenders(state, layout, base_owner(state, layout, node), node)),
                    f"squad {name}: which squad do you recruit?", "recruit")


def resume_recruit(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    finish(state)
    recruited(state, layout, f.locals["squad"], layout.piece_id[action[2]])


# -- the green die (Espionage, Sabotage) -------------------------------------------------------------------------------
def run_subterfuge(rules, state: State, f: Frame):
    layout: Layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    loc = f.locals
    squad = loc["squad"]
    name = topo.pieces[squad]
    if loc["stage"] == CHOOSE:
        options: tuple[tuple, ...] = (("turn-face-up", name),) if rules.face_down(state, loc["target"]) else ()
        return Decision(f.player, options + (("roll-green", name), ("stop",)),
                        f"squad {name} looks at {card_name(state, layout, loc['target'])}: "
                        f"{'turn it face up, ' if options else ''}roll the green die to steal its plans, or stop",
                        "espionage")
    node = topo.location(board, squad)
    owner = base_owner(state, layout, node)
    if loc["stage"] == ROLL:
        face = roll_dice(state, f.player, (layout.content.dice[layout.content.rules.subterfuge_die].die,))[0]
        if face == BLANK and blank_is_alarm(state, layout, owner):
            face = ALARM
            state.say(f"the Security Office of {layout.faction_name(owner)} turns {BLANK} into {ALARM}")
        loc["face"] = face
        loc["stage"] = REROLL if loc["rerolls"] else RESOLVE
    if loc["stage"] == REROLL:
        return Decision(f.player, (("reroll-green", name), ("keep-green", name)),
                        f"squad {name} rolled {loc['face']}: reroll the green die (Cipher Kit)?", loc["verb"])
    if loc["stage"] == RESOLVE:
        resolve(state, layout, f, owner)
        if loc["stage"] != COUNTER:
            return None
    if loc["stage"] == COUNTER:
        options = tuple(("counter-attack", topo.pieces[d], name) for d in defenders(state, layout, owner, node)
                        if ("attack", topo.pieces[d], name) in attack_options(state, layout, d, topo.pieces[d]))
        if options:
            return Decision(owner, options + (("no-counter-attack", name),),
                            f"squad {name} is discovered: attack it with one of your squads there, free of actions?",
                            "counter-attack")
        state.say(f"no squad of {layout.faction_name(owner)} can attack squad {name}")
        loc["stage"] = AFTER_ATTACK
    finish(state)   # AFTER_ATTACK: R-33, an infiltrator not captured is repelled
    if layout.active(board, squad):
        be_repelled(state, layout, squad)
    return None


def resume_subterfuge(rules, state: State, f: Frame, action: tuple) -> None:
    layout: Layout = rules.layout(state)
    loc = f.locals
    verb = action[0]
    if verb == "turn-face-up":
        node = layout.topology.location(cells(state), loc["squad"])
        turn_face_up(state, layout, loc, base_owner(state, layout, node))
    elif verb == "roll-green":
        loc["stage"] = ROLL
    elif verb == "stop":
        finish(state)
    elif verb == "reroll-green":
        loc["rerolls"] -= 1
        loc["stage"] = ROLL
    elif verb == "keep-green":
        loc["stage"] = RESOLVE
    else:
        loc["stage"] = AFTER_ATTACK
        if verb == "counter-attack":
            attack(rules, state, layout, layout.piece_id[action[1]], loc["squad"])


def turn_face_up(state: State, layout: Layout, loc: dict, owner: int) -> None:
    """R-32: the card is shown to everyone (its owner's ``faceup`` record, R-07)."""
    card = loc["target"]
    record_face_up(state, owner, card)
    name = card_name(state, layout, card)
    state.say(f"squad {layout.topology.pieces[loc['squad']]} turns {loc['label']} face up: {name}")
    loc["label"] = f"P{owner + 1}'s {name}"


def resolve(state: State, layout: Layout, f: Frame, owner: int) -> None:
    """The green result as it counts (R-32, R-34).  🎯 leaves the frame for R-33's attack; any other face ends
    it."""
    loc = f.locals
    board, topo = cells(state), layout.topology
    squad, face = loc["squad"], loc["face"]
    name, node = topo.pieces[squad], topo.location(board, squad)
    if face == ATTACKED:
        loc["stage"] = COUNTER
        return
    finish(state)
    if face == UNLOCK and loc["verb"] == "espionage":
        steal(state, layout, squad, loc["target"], owner, loc["label"])
        be_repelled(state, layout, squad)
    elif face == UNLOCK:
        state.say(f"squad {name} sets a timed charge on {loc['label']}")
        faction = layout.faction(board, squad)
        for p in [p for p in layout.squads_of(board, faction) if topo.location(board, p) == node]:
            be_repelled(state, layout, p)
        catch_fire(state, layout, loc["target"])
    elif face == CHAIN:
        captured_by_base(state, layout, squad, owner)
    elif face == ALARM:
        state.say(f"the alarm is raised at {topo.nodes[node]}")
        for p in [p for p in layout.squads_at(board, node)
                  if layout.active(board, p) and layout.faction(board, p) != owner]:
            be_repelled(state, layout, p)
    else:
        state.say(f"squad {name} stays undiscovered")


def steal(state: State, layout: Layout, squad: int, card: int, owner: int, label: str) -> None:
    """🔓 (R-28, R-32): the thief's locked marker on the owner's card (its ``stolen`` record).  The owner sees which
    of its cards carries it, so it knows that card there too (W-R63)."""
    thief = layout.faction(cells(state), squad)
    record = state.zones[stolen_zone(thief)]
    if card not in record:
        record.append(card)
    knowledge.learn(state, (owner,), (card,))
    state.say(f"squad {layout.topology.pieces[squad]} steals the plans of {label}")
    state.say(f"you now hold the plans for {card_name(state, layout, card)}", thief)


def captured_by_base(state: State, layout: Layout, squad: int, owner: int) -> None:
    """🔗 (draft "your squad is Captured and their coercion begins", W-R62): captured by the base's owner in its own
    Home Base, so coercion begins at once (§8.6) whether or not one of its squads is there; a captured squad loses
    its captives (R-16) and its activation."""
    board, topo = cells(state), layout.topology
    for held in layout.captives(board, squad):
        escape(state, layout, held)
    topo.set_marker(board, squad, READY, False)
    state.say(f"squad {topo.pieces[squad]} is captured by {layout.faction_name(owner)}")
    start_coercion(state, layout, squad)


OPS: dict = {"recruit": (run_recruit, resume_recruit), "subterfuge": (run_subterfuge, resume_subterfuge)}
