"""War Rig's Squad Attack and hit resolution (draft "Squad Attack", "Attack dice symbols", "Defence dice symbols";
R-20 .. R-24, R-46): the ``attack`` option of an activated squad, a squad's defence roll (also against a War Rig
weapon, rig.py) and the ``hits`` op that resolves hits one at a time.

Frame: ``Frame("hits", 0, seat, {"victim", "striker", "left", "step"})``: ``victim`` the squad resolving hits,
``striker`` the squad in the attacker's role (the target of a backfire plays it, R-23), ``left`` hits still to
resolve, ``step`` where the current hit stands (``cover`` R-24 step 1, ``release`` step 2, ``yield`` steps 3-4).
"""
from __future__ import annotations

from mechdeck.kernel import Decision, Frame, State, roll_dice
from mechdeck.kernel.board import cells
from mechdeck.kernel.procedures import finish, push

from .captives import capture, escape
from .content import COLOURS
from .layout import FIRST, OVERHEATED, Layout

COVER, RELEASE, YIELD = "cover", "release", "yield"
WHEN_ATTACKED = ("eq.smoke_grenades",)   # the cards whose effect begins "When attacked" (R-24 step 1)


def item_bonus(state: State, layout: Layout, squad: int, param: str) -> int:
    """The sum of ``param`` over the squad's own items (R-21: only the two squads' own items modify the dice)."""
    numbers = layout.card_numbers
    return sum(numbers[state.card_types[c]].get(param, 0) for c in layout.items(cells(state), squad))


def infiltrated(state: State, layout: Layout, squad: int) -> bool:
    """In a base that is not the squad's own faction's base (draft Rival Base)."""
    board = cells(state)
    node = layout.topology.location(board, squad)
    return node in layout.bases and node != layout.base_of(board, state.counters[FIRST], squad)


def offence(state: State, layout: Layout, squad: int) -> int:
    """R-20: the attacker's active squads at its node that have not overheated, plus its own items."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, squad)
    friends = sum(1 for p in layout.squads_of(board, layout.faction(board, squad))
                  if topo.location(board, p) == node and not topo.has_marker(board, p, OVERHEATED))
    return friends + item_bonus(state, layout, squad, "offence")


def defence(state: State, layout: Layout, target: int, modifier: int) -> int:
    """R-21: the defender's active squads at its node plus its own items plus ``modifier`` (the attacker's items in a
    Squad Attack: Plasma Cutter), at least 0."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, target)
    friends = sum(1 for p in layout.squads_of(board, layout.faction(board, target)) if topo.location(board, p) == node)
    return max(0, friends + item_bonus(state, layout, target, "defence") + modifier)


def dodges(state: State, layout: Layout, target: int, modifier: int) -> int:
    """The 🛡 the target rolls against an attack: ⌊defence/2⌋ brown dice (R-21), none if it holds no item (R-22).
    A Squad Attack and a War Rig weapon's hits on a squad (R-36, R-51) both defend this way."""
    board = cells(state)
    content = layout.content
    brown_dice = defence(state, layout, target, modifier) // content.rules.defence_per_defence_die
    if not brown_dice or not layout.items(board, target):
        return 0
    brown = content.dice[content.rules.defence_die].die
    return sum(face.split("+").count("dodge")
               for face in roll_dice(state, layout.faction(board, target), (brown,) * brown_dice))


def attack_options(state: State, layout: Layout, squad: int, name: str) -> list[tuple]:
    """§8.5: an equipped (R-22), not infiltrated, not overheated (R-23) squad whose offence gives a red die (R-21)
    may attack any active squad of a rival faction at its node."""
    board, topo = cells(state), layout.topology
    if not layout.items(board, squad) or topo.has_marker(board, squad, OVERHEATED) or infiltrated(state, layout, squad):
        return []
    node, faction = topo.location(board, squad), layout.faction(board, squad)
    targets = [topo.pieces[p] for p in layout.squads_at(board, node)
               if layout.faction(board, p) != faction and layout.active(board, p)]
    # the offence last: counting it costs the most, and most of the time there is nobody to attack
    if not targets or offence(state, layout, squad) < layout.content.rules.offence_per_attack_die:
        return []
    return [("attack", name, target) for target in targets]


def attack(rules, state: State, layout: Layout, squad: int, target: int) -> None:
    """Roll ⌊offence/2⌋ red dice; any 🌫 or ⚡ cancels the attack (🌫 overheats the attacker, each ⚡ is a hit on it
    with the target in the attacker's role, R-23); else the defender rolls ⌊defence/2⌋ brown dice if equipped
    (R-22) and each 🎯 left after the 🛡 is a hit to resolve (R-24)."""
    board, topo = cells(state), layout.topology
    content = layout.content
    seat = layout.faction(board, squad)
    state.say(f"squad {topo.pieces[squad]} attacks squad {topo.pieces[target]}")
    red = content.dice[content.rules.attack_die].die
    faces = [face.split("+") for face in roll_dice(state, seat, (red,) * (offence(state, layout, squad)
                                                                          // content.rules.offence_per_attack_die))]
    overheats = sum(face.count("overheat") for face in faces)
    bolts = sum(face.count("bolt") for face in faces)
    if overheats or bolts:
        state.say(f"the attack of squad {topo.pieces[squad]} is cancelled"
                  + (": its weapons overheat" if overheats else "") + (f"; it suffers {bolts} hit(s) from backfire"
                                                                        if bolts else ""))
        if overheats:
            topo.set_marker(board, squad, OVERHEATED)
        if bolts:
            push(state, "hits", state.stack[-1].player, victim=squad, striker=target, left=bolts, step=COVER)
        return
    hits = sum(face.count("hit") for face in faces)
    hits -= dodges(state, layout, target, item_bonus(state, layout, squad, "enemy_defence"))
    if hits <= 0:
        state.say(f"squad {topo.pieces[target]} takes no hit")
        return
    state.say(f"squad {topo.pieces[target]} takes {hits} hit(s)")
    push(state, "hits", state.stack[-1].player, victim=target, striker=squad, left=hits, step=COVER)


# -- resolving hits, one at a time (R-24) --------------------------------------------------------------------------------
def cover_options(state: State, layout: Layout, victim: int) -> list[tuple]:
    """Step 1: a "When attacked" item of any active friendly squad at the victim's node, discarded to cancel a hit."""
    board, topo = cells(state), layout.topology
    node = topo.location(board, victim)
    wanted = {layout.card_index[c] for c in WHEN_ATTACKED if c in layout.card_index}
    cards = layout.content.cards
    return [("cover", topo.pieces[victim], topo.pieces[p], cards[layout.card_ids[state.card_types[c]]].name)
            for p in layout.squads_of(board, layout.faction(board, victim)) if topo.location(board, p) == node
            for c in dict.fromkeys(layout.items(board, p)) if state.card_types[c] in wanted]


def yield_options(state: State, layout: Layout, victim: int) -> list[tuple]:
    """Steps 3-4: give up one carried cube or item, or surrender."""
    board, topo = cells(state), layout.topology
    name = topo.pieces[victim]
    cards = layout.content.cards
    options = [("give", name, colour) for colour in COLOURS if topo.counter(board, victim, colour)]
    options += [("give", name, cards[layout.card_ids[state.card_types[c]]].name)
                for c in dict.fromkeys(layout.items(board, victim))]
    return options + [("surrender", name)]


def run_hits(rules, state: State, f: Frame):
    layout = rules.layout(state)
    board, topo = cells(state), layout.topology
    loc = f.locals
    victim, striker = loc["victim"], loc["striker"]
    while loc["left"] > 0 and layout.active(board, victim):
        vfaction, sfaction = layout.faction(board, victim), layout.faction(board, striker)
        if loc["step"] == COVER:
            options = cover_options(state, layout, victim)
            if options:
                return Decision(vfaction, tuple(options) + (("take-hit", topo.pieces[victim]),),
                                f"squad {topo.pieces[victim]} must resolve a hit ({loc['left']} left): cancel it "
                                "with a \"When attacked\" item?", "hit")
            loc["step"] = RELEASE
        if loc["step"] == RELEASE:
            held = layout.captives(board, victim)
            if held and sfaction < layout.players:   # a Lesser squad never releases captives
                return Decision(sfaction, tuple(("release", topo.pieces[striker], topo.pieces[p]) for p in held)
                                + (("no-release", topo.pieces[striker]),),
                                f"squad {topo.pieces[victim]} must resolve a hit: release one of its captives to "
                                "absorb it?", "release")
            loc["step"] = YIELD
        options = yield_options(state, layout, victim)
        if len(options) > 1:
            return Decision(vfaction, tuple(options), f"squad {topo.pieces[victim]} must resolve a hit "
                            f"({loc['left']} left): give up a cube or an item, or surrender", "surrender")
        surrender(state, layout, victim, striker)
    finish(state)
    return None


def resume_hits(rules, state: State, f: Frame, action: tuple) -> None:
    layout = rules.layout(state)
    loc = f.locals
    victim, striker = loc["victim"], loc["striker"]
    verb = action[0]
    if verb == "take-hit":
        loc["step"] = RELEASE
        return
    if verb == "no-release":
        loc["step"] = YIELD
        return
    if verb == "surrender":
        surrender(state, layout, victim, striker)
        return
    if verb == "cover":
        holder = layout.piece_id[action[2]]
        lose_item(state, layout, holder, action[3])
        state.say(f"squad {action[2]} discards {action[3]} to cancel a hit on squad {action[1]}")
    elif verb == "release":
        state.say(f"squad {action[1]} releases squad {action[2]}: the hit is absorbed")
        escape(state, layout, layout.piece_id[action[2]])
    else:
        give_up(state, layout, victim, striker, action[2])
    loc["left"] -= 1
    loc["step"] = COVER


def surrender(state: State, layout: Layout, victim: int, striker: int) -> None:
    """Step 4: the striker captures the victim; the remaining hits are ignored (the loop ends on a captive)."""
    state.say(f"squad {layout.topology.pieces[victim]} surrenders")
    capture(state, layout, victim, striker)


def lose_item(state: State, layout: Layout, squad: int, card_name: str) -> int:
    """Take the squad's number token off one item named ``card_name``; the card instance."""
    board, topo = cells(state), layout.topology
    cards = layout.content.cards
    for slot in layout.item_slots:
        card = topo.counter(board, squad, slot) - 1
        if card >= 0 and cards[layout.card_ids[state.card_types[card]]].name == card_name:
            topo.add_counter(board, squad, slot, -(card + 1))
            return card
    raise ValueError(f"squad {topo.pieces[squad]} holds no {card_name}")


def give_up(state: State, layout: Layout, victim: int, striker: int, what: str) -> None:
    """Step 3: a cube goes to the striker's board, or loose at the node without room; an item's token is replaced by
    the striker's if it has room, else the item is lost.  A Lesser striker takes nothing (R-46)."""
    board, topo = cells(state), layout.topology
    taker = layout.faction(board, striker) < layout.players
    victim_name, striker_name = topo.pieces[victim], topo.pieces[striker]
    if what in COLOURS:
        topo.add_counter(board, victim, what, -1)
        if taker and layout.carried(board, striker) < layout.content.boards.cube_spaces:
            topo.add_counter(board, striker, what, 1)
            state.say(f"squad {victim_name} gives up a {what} cube to squad {striker_name}")
        else:
            topo.add_tokens(board, topo.location(board, victim), f"loose_{what}", 1)
            state.say(f"squad {victim_name} gives up a {what} cube; it is left loose")
        return
    card = lose_item(state, layout, victim, what)
    if taker and layout.has_item_room(board, striker):
        layout.give_item(board, striker, card)
        state.say(f"squad {victim_name} gives up {what} to squad {striker_name}")
    else:
        state.say(f"squad {victim_name} gives up {what}; it is lost")
