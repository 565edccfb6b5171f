"""The Mission cards of the base set (Limited/Unlimited), with the Player's Guide errata.

Each card is a MissionCard whose script runs when it is played in a mission's effects window.  A Mission card only
touches attacking or blocking 'Mechs (rulebook "Mission Cards"; the glossary's "engaged" 'Mechs), so "one of your
'Mechs" means one of your attackers or blockers, never the mission's target (ruling T101).
What happens at resolution is read from mission counters this module adds (all ``m.*``, so they end with the
mission): ``m.silent`` units whose damage is prevented, ``m.shielded`` units that receive none, ``m.ceasefire``
players whose 'Mechs deal none, ``m.noheat`` no Overheat damage, ``m.heroic`` / ``m.overwhelm`` damage redirected,
``m.sfo`` damage to cards under construction tripled, ``m.pryde`` / ``m.dealers``, ``m.headshot``, ``m.improvised``,
``m.inexorable`` / ``m.hurt``, ``m.spotter``.  Lasting counters: ``static:<unit>`` (Communications Failure) and
``club:<unit>`` (+1 attack each, Improvised Weapon)."""
from __future__ import annotations

from mechdeck.kernel import roll
from mechdeck.kernel.procedures import SCRIPTS, ask, push

from .. import dice
from ..board import (BUILD, HAND, MISSION, PATROL, SCRAP, STOCK, card_of, controller, has_asset, is_mech,
                     mark, name_of, owner, pilot_of, set_mark, speed, structure, tapped, units_in_play, who)
from ..missions import add, apply_damage, attacking_or_blocking, remove_from_battle
from ..turn import RULES_ID, scrap_card, scrap_from_stock, try_untap
from .building_blocks import (add_counters, card_damage, choose, expires_at_turn_end, more_attack, prevent,
                              take_into_hand)
from .registry import STATIC, TRIGGERS, MissionCard, mission_card, trigger

STEPS = SCRIPTS.setdefault(RULES_ID, {})


# -- shared pieces ----------------------------------------------------------------------------------------------------
def has_jump(state, u: int) -> bool:
    return bool((card_of(state, u).options or {}).get("jump"))


def own_units(state, q: int) -> list[int]:
    return [u for u in attacking_or_blocking(state, q) if is_mech(state, u)]   # Elemental Point is no 'Mech


def opposing_units(state, q: int) -> list[int]:
    return own_units(state, 1 - q)


def all_units(state, q: int) -> list[int]:
    return own_units(state, 0) + own_units(state, 1)


def own_jumpers(state, q: int) -> list[int]:
    return [u for u in attacking_or_blocking(state, q) if has_jump(state, u)]


def all_jumpers(state, q: int) -> list[int]:
    return [u for u in all_units(state, q) if has_jump(state, u)]


def attackers(state, q: int) -> list[int]:
    return [u for u in state.counters.get("m.att", ()) if is_mech(state, u)] if state.counters.get("m.p") == q else []


def unit(f) -> int:
    """The unit chosen by a ``choose`` step."""
    return f.locals["pick"][1]


ROLL = dice.roll_step()   # the step before one that reads die(state, f)


def die(state, f) -> int:
    """The die the script's player rolled in the step before (ROLL), after any modifier."""
    value = f.locals["die"]
    state.say(f"{who(f.player)} rolls {value} for {name_of(state, f.locals['card'])}")
    return value


def back_to_hand(state, f) -> None:
    add(state, "m.return", f.locals["card"])
    state.say(f"{name_of(state, f.locals['card'])} will return to {who(f.player)}'s hand after the mission")


def draw_after(state, f) -> None:
    add(state, "m.after", (f.player, ("draw",)))


def stop_dealing(state, u: int) -> None:
    add(state, "m.silent", u)


def stop_receiving(state, u: int) -> None:
    add(state, "m.shielded", u)


def blocked_or_blocking(state, q: int) -> bool:
    return bool(state.counters.get("m.blk"))


def when_blocked(state, q: int) -> bool:
    return state.counters.get("m.p") == q and bool(state.counters.get("m.blk"))


def when_blocking(state, q: int) -> bool:
    return state.counters.get("m.p") != q and bool(state.counters.get("m.blk"))


def when_unblocked(state, q: int) -> bool:
    return state.counters.get("m.p") == q and not state.counters.get("m.blk")


def both(*conditions):
    return lambda state, q: all(cond(state, q) for cond in conditions)


def some(candidates):
    return lambda state, q: bool(candidates(state, q))


def mission(number: str, name: str, steps: tuple, condition=None, preblock: bool = False, initiative: int = 0):
    """Declare a Mission card: its script ``steps`` (named ``name``), when it may be played, its printed initiative."""
    STEPS[name] = steps
    mission_card(number, MissionCard(name, condition, preblock, initiative))


# -- the cards --------------------------------------------------------------------------------------------------------
# LT001 Accurate Intelligence: +1 initiative; one of your 'Mechs gets +1 attack.
mission("LT001", "accurate_intelligence",
        (choose(own_units, "Accurate Intelligence: which of your 'Mechs gets +1 attack?"),
         lambda state, f: more_attack(state, unit(f), 1)),
        condition=some(own_units), initiative=1)


# LT005 Ammo Explosion: only when blocked or blocking; 4-6: the 'Mech receives its base attack, unpreventably.
def _ammo_explosion(state, f):
    u = unit(f)
    if die(state, f) >= 4:
        n = card_of(state, u).attack or 0   # base attack is the printed number, never changed (Player's Guide; T530)
        add(state, "m.hard", (u, n))
        state.say(f"{name_of(state, u)} will receive {n} damage that cannot be prevented")


mission("LT005", "ammo_explosion",
        (choose(all_units, "Ammo Explosion: choose a 'Mech"), ROLL, _ammo_explosion),
        condition=both(blocked_or_blocking, some(all_units)))


# LT041 Communications Failure: a static counter on each attacking 'Mech; each untap rolls.
def _communications_failure(state, f):
    for u in attackers(state, state.counters["m.p"]):
        add_counters(state, "static", u)
        state.say(f"{name_of(state, u)} gets a static counter")


def _static_untap(state, c) -> bool:
    """A unit with a static counter that would untap: its controller rolls (ruling T404); 1-3 stays tapped; 4-6 loses
    its static counters and untaps.  A roll its controller may modify waits for that choice (dice.roll_or_defer)."""
    if not mark(state, "static", c):
        return False
    value = dice.roll_or_defer(state, controller(state, c), "static_roll", card=c)
    return True if value is None else _static_result(state, c, value)


def _static_late(state, f):
    c = f.locals["card"]
    if mark(state, "static", c) and tapped(state, c) and not _static_result(state, c, f.locals["die"]):
        try_untap(state, c)


def _static_result(state, c, value) -> bool:
    if value <= 3:
        state.say(f"{name_of(state, c)} has static (rolls {value}) and stays tapped")
        return True
    set_mark(state, "static", c, None)
    state.say(f"{name_of(state, c)} clears its static (rolls {value})")
    return False


mission("LT041", "communications_failure", (_communications_failure,))
STEPS["static_roll"] = (ROLL, _static_late)
trigger("untap", "LT041", _static_untap)


# LT046 Critical Hit: only when blocked or blocking; 1-5 back to hand; 6: +6 attack.
def _critical_hit(state, f):
    if die(state, f) == 6:
        more_attack(state, unit(f), 6)
    else:
        back_to_hand(state, f)


mission("LT046", "critical_hit",
        (choose(own_units, "Critical Hit: choose one of your 'Mechs"), ROLL, _critical_hit),
        condition=both(blocked_or_blocking, some(own_units)))


# LT055 Death From Above: a Jump 'Mech of yours; 1: it takes 1, back to hand; 2-6: one die (two at 60+ tons) of
# damage to it and to an engaged opposing 'Mech.
def _dfa_roll(state, f):
    u = unit(f)
    f.locals["dice"] = ()
    if die(state, f) == 1:
        card_damage(state, u, 1)
        back_to_hand(state, f)
        f.locals["dfa"] = f.locals["need"] = 0
        return
    f.locals["need"] = 2 if (card_of(state, u).mass or 0) >= 60 else 1


def _dfa_more(state, f):
    if len(f.locals["dice"]) < f.locals["need"]:
        dice.push_roll(state, f.player, "extra")


def _dfa_victim(state, f):
    if "extra" in f.locals:
        f.locals["dice"] += (f.locals.pop("extra"),)
        if len(f.locals["dice"]) < f.locals["need"]:
            f.pc -= 2   # the next die
            return
    if not f.locals["need"]:
        return
    rolled = f.locals["dice"]
    f.locals["dfa"] = sum(rolled)
    state.say(f"{who(f.player)} rolls {' + '.join(map(str, rolled))} for Death From Above")
    victims = opposing_units(state, f.player)
    if victims:   # with none engaged (an unblocked attack on a site) only your 'Mech is hit
        ask(state, f.player, [("choose", v) for v in victims], "Death From Above: which opposing 'Mech is hit?",
            "victim")


def _dfa_damage(state, f):
    n = f.locals["dfa"]
    if not n:
        return
    card_damage(state, unit(f), n)
    if "victim" in f.locals:
        card_damage(state, f.locals["victim"][1], n)


mission("LT055", "death_from_above",
        (choose(own_jumpers, "Death From Above: which of your Jump 'Mechs?"), ROLL, _dfa_roll, _dfa_more, _dfa_victim,
         _dfa_damage),
        condition=some(own_jumpers))


# LT078 Feint: one of your 'Mechs; 2-6: it neither deals nor receives damage.
def _feint(state, f):
    u = unit(f)
    if die(state, f) >= 2:
        stop_dealing(state, u)
        stop_receiving(state, u)
        state.say(f"all damage dealt and received by {name_of(state, u)} will be prevented")


mission("LT078", "feint", (choose(own_units, "Feint: choose one of your 'Mechs"), ROLL, _feint),
        condition=some(own_units))


# LT088 Forged Mission Orders: only when blocked; a blocker leaves the battle and untaps.
def _forged_orders(state, f):
    u = unit(f)
    remove_from_battle(state, u)
    try_untap(state, u)


mission("LT088", "forged_mission_orders",
        (choose(lambda state, q: [u for u in state.counters.get("m.blk", ()) if is_mech(state, u)],
                "Forged Mission Orders: which blocker?"),
         _forged_orders),
        condition=when_blocked)

# LT094 Good Shooting!: one of your 'Mechs gets +2 attack.
mission("LT094", "good_shooting",
        (choose(own_units, "Good Shooting!: which of your 'Mechs gets +2 attack?"),
         lambda state, f: more_attack(state, unit(f), 2)),
        condition=some(own_units))


# LT105 Head Shot: an engaged opposing 'Mech; a die per structure damage point (1-2 prevented, 6 scrapped); no 6:
# back to hand.
def _head_shot(state, f):
    add(state, "m.headshot", (f.player, f.locals["card"], unit(f)))


def _head_shot_hit(state, dst, real):
    destroyed = False
    for q, card, u in state.counters.get("m.headshot", ()):
        if u != dst or not real:
            continue
        if dice.may_modify(state, q):   # the dice wait for q's modifiers: the damage is dealt once they are final
            push(state, "script", q, script="head_shot_dice", card=card, unit=dst, left=real, real=real, kept=0)
            return 0, False
        kept = 0
        for _ in range(real):
            value = roll(state)
            if value == 6:
                add(state, "m.headshot6", card)
                state.say(f"Head Shot rolls 6: {name_of(state, dst)} is scrapped")
                destroyed = True
                break
            kept += value >= 3
            state.say(f"Head Shot rolls {value}: " + ("no effect" if value >= 3 else "1 structure damage prevented"))
        real = kept if not destroyed else real
    return real, destroyed


def _head_shot_count(state, f):
    loc = f.locals
    value = loc.pop("die")
    if value == 6:
        add(state, "m.headshot6", loc["card"])
        state.say(f"Head Shot rolls 6: {name_of(state, loc['unit'])} is scrapped")
        loc["six"] = True
        return
    loc["kept"] += value >= 3
    state.say(f"Head Shot rolls {value}: " + ("no effect" if value >= 3 else "1 structure damage prevented"))
    loc["left"] -= 1
    if loc["left"]:
        f.pc -= 2   # the next die


def _head_shot_damage(state, f):
    """The structure damage left after the dice (all of it with a 6, which also scraps the 'Mech)."""
    loc = f.locals
    u = loc["unit"]
    if u not in units_in_play(state, controller(state, u)):
        return
    real = loc["real"] if loc.get("six") else loc["kept"]
    total = mark(state, "dmg", u, 0) + real
    if real:
        set_mark(state, "dmg", u, total)
        state.say(f"{name_of(state, u)} takes {real} structure damage")
        for number, fn in TRIGGERS.get("structure_damage", ()):
            fn(state, u, real)
    if loc.get("six") or (real and total >= structure(state, u)):
        scrap_card(state, u, "(destroyed)")


def _head_shot_end(state):
    for q, card, u in state.counters.get("m.headshot", ()):
        if card not in state.counters.get("m.headshot6", ()):
            add(state, "m.return", card)


mission("LT105", "head_shot", (choose(opposing_units, "Head Shot: which opposing 'Mech?"), _head_shot),
        condition=some(opposing_units))
STATIC.setdefault("structure_hit", []).append(_head_shot_hit)
STEPS["head_shot_dice"] = (ROLL, _head_shot_count, _head_shot_damage)
trigger("mission_end", "LT105", _head_shot_end)


# LT106 Heavy Fog: attacking 'Mechs each get -2 attack and receive 2 less damage.
def _heavy_fog(state, f):
    for u in attackers(state, state.counters["m.p"]):
        more_attack(state, u, -2)
        prevent(state, u, 2)


mission("LT106", "heavy_fog", (_heavy_fog,))


# LT109 Heroic Sacrifice: Tactics and blocked; damage to one of your 'Mechs is doubled and its damage goes to the
# target.
def _heroic(state, f):
    add(state, "m.heroic", unit(f))
    state.say(f"{name_of(state, unit(f))} will deal its damage to the target and take double damage")


mission("LT109", "heroic_sacrifice",
        (choose(own_units, "Heroic Sacrifice: which of your 'Mechs?"), _heroic),
        condition=both(lambda state, q: has_asset(state, q, "T"), when_blocked, some(own_units)))


# LT118 Improvised Weapon: if an engaged opposing 'Mech takes structure damage, your chosen 'Mech gets a +1 attack
# clubbing limb counter.
def _improvised(state, f):
    add(state, "m.improvised", (f.player, unit(f)))


def _club(state, dst, real):
    c = state.counters
    for q, u in c.get("m.improvised", ()):
        if (q, u) in c.get("m.clubbed", ()) or not is_mech(state, dst) \
                or dst not in attacking_or_blocking(state, 1 - q):
            continue
        add(state, "m.clubbed", (q, u))
        add_counters(state, "club", u)
        state.say(f"{name_of(state, u)} gets a +1 attack clubbing limb counter")


mission("LT118", "improvised_weapon", (choose(own_units, "Improvised Weapon: which of your 'Mechs?"), _improvised),
        condition=some(own_units))
trigger("structure_damage", "LT118", _club)
STATIC["attack"].append(lambda state, c: state.counters.get(f"club:{c}", 0))   # mark(state, "club", c, 0), inlined: hot


# LT119 Inexorable Advance: blocked or blocking; if your 'Mech takes no structure damage it untaps after the mission.
def _inexorable(state, f):
    add(state, "m.inexorable", (f.player, unit(f)))


def _hurt(state, dst, real):
    if any(u == dst for q, u in state.counters.get("m.inexorable", ())):
        add(state, "m.hurt", dst)


def _inexorable_end(state):
    for q, u in state.counters.get("m.inexorable", ()):
        if u not in state.counters.get("m.hurt", ()):
            add(state, "m.after", (q, ("untap", u)))


mission("LT119", "inexorable_advance",
        (choose(own_units, "Inexorable Advance: which of your 'Mechs?"), _inexorable),
        condition=both(blocked_or_blocking, some(own_units)))
trigger("structure_damage", "LT119", _hurt)
trigger("mission_end", "LT119", _inexorable_end)


# LT128 Jump into Cover: a Jump 'Mech of yours; 1-2: it receives that much, back to hand; 3-6: prevent that much.
def _jump_into_cover(state, f):
    u = unit(f)
    value = die(state, f)
    if value <= 2:
        card_damage(state, u, value)
        back_to_hand(state, f)
    else:
        prevent(state, u, value)


mission("LT128", "jump_into_cover",
        (choose(own_jumpers, "Jump into Cover: which of your Jump 'Mechs?"), ROLL, _jump_into_cover),
        condition=some(own_jumpers))

# LT141 Leap Before You Look: blocked or blocking; 4 damage to a Jump 'Mech.
mission("LT141", "leap_before_you_look",
        (choose(all_jumpers, "Leap Before You Look: which Jump 'Mech?"),
         lambda state, f: card_damage(state, unit(f), 4)),
        condition=both(blocked_or_blocking, some(all_jumpers)))


# LT148 Luck of the Fox: an opposing 'Mech; 2-3: back to hand; 4-6: prevent all damage it deals.
def _luck_of_the_fox(state, f):
    value = die(state, f)
    if value >= 4:
        stop_dealing(state, unit(f))
        state.say(f"all damage dealt by {name_of(state, unit(f))} will be prevented")
    elif value >= 2:
        back_to_hand(state, f)


mission("LT148", "luck_of_the_fox",
        (choose(opposing_units, "Luck of the Fox: which opposing 'Mech?"), ROLL, _luck_of_the_fox),
        condition=some(opposing_units))


# LT149 Lured into Bog: played by the defender before blockers; the 'Mechs attacking now may be blocked regardless of
# their speed until end of turn (ruling T116).
def _lured_into_bog(state, f):
    k = state.counters
    k["bogged"] = k.get("bogged", ()) + tuple(u for u in k.get("m.att", ()) if u not in k.get("bogged", ()))
    state.say("the attacking 'Mechs may be blocked regardless of their speed until end of turn")


mission("LT149", "lured_into_bog", (_lured_into_bog,),
        condition=lambda state, q: state.counters.get("m.p") != q, preblock=True)
expires_at_turn_end("LT149", "bogged")


# LT176 Missile Spotter: you may subtract 1 from each of your missile rolls this mission, after seeing the roll.
def _spotter(state, f):
    add(state, "m.spotter", f.player)


def _spotter_offer(state, q, roll_):
    """Once per missile roll of a player who played Missile Spotter this mission (only while it lowers the roll)."""
    if roll_["kind"] != "missile" or q not in state.counters.get("m.spotter", ()) or roll_["value"] <= 1:
        return []
    spotter = next((c for c in state.zones[MISSION] if card_of(state, c).number == "LT176" and owner(state, c) == q),
                   -1)
    return [] if (spotter, "spotter") in roll_["used"] else [("modify", spotter, "spotter")]


def _spotter_apply(state, q, roll_, card):
    value = roll_["value"] - 1
    state.say(f"{who(q)} subtracts 1 from the missile roll (Missile Spotter): {value}")
    return value


mission("LT176", "missile_spotter", (_spotter,))
dice.AFTER_ROLL.append(_spotter_offer)
dice.MODIFY["spotter"] = _spotter_apply

# LT181 Move to Partial Cover: prevent up to 2 damage to one of your 'Mechs.
mission("LT181", "move_to_partial_cover",
        (choose(own_units, "Move to Partial Cover: which of your 'Mechs?"),
         lambda state, f: prevent(state, unit(f), 2)),
        condition=some(own_units))


# LT189 Overwhelm: an engaged opposing 'Mech takes all your 'Mechs' damage; each of your 'Mechs gets +2 attack.
def _overwhelm(state, f):
    v = unit(f)
    add(state, "m.overwhelm", (f.player, v))
    for u in own_units(state, f.player):
        more_attack(state, u, 2)
    state.say(f"{who(f.player)}'s 'Mechs deal damage only to {name_of(state, v)}")


mission("LT189", "overwhelm", (choose(opposing_units, "Overwhelm: which opposing 'Mech?"), _overwhelm),
        condition=some(opposing_units))


# LT195 Pryde's Pride: if the chosen 'Mech is scrapped, each 'Mech that dealt damage to it receives 2 structure damage.
def _pryde(state, f):
    add(state, "m.pryde", unit(f))


def _pryde_scrapped(state, c, zone):
    k = state.counters
    if c not in k.get("m.pryde", ()):
        return
    k["m.pryde"] = tuple(u for u in k["m.pryde"] if u != c)   # once: a dealer scrapped in turn must not loop back
    for dst, src in k.get("m.dealers", ()):
        if dst == c and src != c and any(src in state.zones[z] for z in (PATROL[0], PATROL[1], BUILD[0], BUILD[1])):
            state.say(f"Pryde's Pride: {name_of(state, src)} receives 2 structure damage")
            apply_damage(state, src, 2, k.get("m.p", 0), structure_only=True)


mission("LT195", "prydes_pride", (choose(all_units, "Pryde's Pride: choose a 'Mech"), _pryde),
        condition=some(all_units))
trigger("leaves_play", "LT195", _pryde_scrapped)


# LT199 Pushing the Envelope: one of your 'Mechs gets +3 attack and receives 3 damage.
def _pushing(state, f):
    more_attack(state, unit(f), 3)
    card_damage(state, unit(f), 3)


mission("LT199", "pushing_the_envelope",
        (choose(own_units, "Pushing the Envelope: which of your 'Mechs?"), _pushing), condition=some(own_units))


# LT202 Rampage!: only if unblocked; scrap the top card of your Stockpile, roll: an attacker gets +roll attack.
def _rampage(state, f):
    die(state, f)
    ask(state, f.player, [("choose", u) for u in attackers(state, f.player)],
        f"Rampage!: which attacking 'Mech gets +{f.locals['die']} attack?", "pick")


mission("LT202", "rampage",
        (lambda state, f: scrap_from_stock(state, f.player, 1), ROLL, _rampage,
         lambda state, f: more_attack(state, unit(f), f.locals["die"])),
        condition=both(when_unblocked, some(attackers), lambda state, q: bool(state.zones[STOCK[q]])))


# LT203 Rapid Cool-Down: no 'Mech receives Overheat damage; 4-6: back to hand.
def _cool_down(state, f):
    state.counters["m.noheat"] = True
    state.say("'Mechs will not receive Overheat damage this mission")
    if die(state, f) >= 4:
        back_to_hand(state, f)


mission("LT203", "rapid_cool_down", (ROLL, _cool_down))


# LT205 Reassigned Pilot: move a pilot from one of your untapped 'Mechs to another of yours; 4-6: back to hand.
def _pilot_moves(state, q):
    mechs = [m for m in units_in_play(state, q) if not mark(state, "dep", m)]
    free = [m for m in mechs if pilot_of(state, m) is None]
    return [(pilot_of(state, m), m) for m in mechs if not tapped(state, m) and pilot_of(state, m) is not None
            and card_of(state, pilot_of(state, m)).number != "LT211"   # Rookie Pilot cannot be reassigned
            and any(h != m for h in free)]


def _reassign_roll(state, f):
    if die(state, f) >= 4:
        back_to_hand(state, f)
    ask(state, f.player, [("choose", pilot) for pilot, m in _pilot_moves(state, f.player)],
        "Reassigned Pilot: which pilot moves?", "pilot")


def _reassign_host(state, f):
    pilot = f.locals["pilot"][1]
    old = mark(state, "on", pilot)
    f.locals["old"] = old
    ask(state, f.player, [("choose", m) for m in units_in_play(state, f.player)
                      if m != old and not mark(state, "dep", m) and pilot_of(state, m) is None],
        f"Reassigned Pilot: move {name_of(state, pilot)} to which 'Mech?", "host")


def _reassign(state, f):
    pilot, host = f.locals["pilot"][1], f.locals["host"][1]
    set_mark(state, "on", pilot, host)
    state.say(f"{name_of(state, pilot)} moves from {name_of(state, f.locals['old'])} to {name_of(state, host)}")


mission("LT205", "reassigned_pilot", (ROLL, _reassign_roll, _reassign_host, _reassign), condition=some(_pilot_moves))


# LT212 Running Battle: blocked or blocking; each slow 'Mech in the battle rolls: 4-6, it neither deals nor receives
# damage.
def _running_battle_roll(state, f):
    """The card's player rolls for each slow 'Mech in the battle (ruling T405), one die at a time."""
    todo = f.locals.setdefault("todo", tuple(u for u in all_units(state, f.player) if speed(state, u) == 1))
    if todo:
        dice.push_roll(state, f.player)


def _running_battle(state, f):
    todo = f.locals["todo"]
    if not todo:
        return
    u = todo[0]
    f.locals["todo"] = todo[1:]
    value = f.locals.pop("die")
    state.say(f"Running Battle: {name_of(state, u)} rolls {value}")
    if value >= 4:
        stop_dealing(state, u)
        stop_receiving(state, u)
    if f.locals["todo"]:
        f.pc -= 2   # the next slow 'Mech


mission("LT212", "running_battle", (_running_battle_roll, _running_battle), condition=blocked_or_blocking)


# LT219 Sacrifice for the Dragon! (errata): one of your Units; 1-2: draw after the mission; 3-6: +roll attack and 2
# damage to it.
def _sacrifice(state, f):
    value = die(state, f)
    if value <= 2:
        draw_after(state, f)
        return
    more_attack(state, unit(f), value)
    card_damage(state, unit(f), 2)


mission("LT219", "sacrifice_for_the_dragon",
        (choose(own_units, "Sacrifice for the Dragon!: which of your Units?"), ROLL, _sacrifice),
        condition=some(own_units))


# LT222 Satchel Charges: only when unblocked; an attacker; 1-2: draw after the mission; 3-6: +2 attack per card
# scrapped from your hand (at most three).
def _satchel_roll(state, f):
    if die(state, f) <= 2:
        draw_after(state, f)
        f.locals["scrapped"] = 3
    else:
        f.locals["scrapped"] = 0


def _satchel_ask(state, f):
    if f.locals["scrapped"] >= 3 or not state.zones[HAND[f.player]]:
        f.locals["answer"] = ("done",)
        return
    ask(state, f.player, [("scrap", c) for c in state.zones[HAND[f.player]]] + [("done",)],
        f"Satchel Charges: scrap a card from your hand for +2 attack ({f.locals['scrapped']} so far)?", "answer")


def _satchel_take(state, f):
    answer = f.locals.pop("answer")
    if answer[0] == "done":
        return
    c = answer[1]
    state.zones[HAND[f.player]].remove(c)
    state.zones[SCRAP[f.player]].append(c)
    f.locals["scrapped"] += 1
    state.say(f"{who(f.player)} scraps {name_of(state, c)} from hand")
    more_attack(state, unit(f), 2)
    f.pc -= 2   # ask again


mission("LT222", "satchel_charges",
        (choose(attackers, "Satchel Charges: which attacking 'Mech?"), ROLL, _satchel_roll, _satchel_ask,
         _satchel_take),
        condition=both(when_unblocked, some(attackers)))


# LT229 Special Forces Op: 1-3: draw after the mission; 4-6: damage to a card under construction is tripled.
def _special_forces(state, f):
    if die(state, f) <= 3:
        draw_after(state, f)
    else:
        state.counters["m.sfo"] = state.counters.get("m.sfo", 1) * 3
        state.say("damage dealt to a card under construction will be tripled")


mission("LT229", "special_forces_op", (ROLL, _special_forces))


# LT235 Strength of the Pillar of Steel: only when blocking; +1 initiative; prevent 1 damage to each blocker.
def _pillar(state, f):
    for u in state.counters.get("m.blk", ()):
        prevent(state, u, 1)


mission("LT235", "strength_of_the_pillar_of_steel", (_pillar,), condition=when_blocking, initiative=1)


# LT236 Studied Move: a Mission card from your Scrapheap to your hand.
def _scrapped_missions(state, q):
    return [c for c in state.zones[SCRAP[q]] if card_of(state, c).kind == "mission"]


mission("LT236", "studied_move",
        (choose(_scrapped_missions, "Studied Move: which Mission card?"),
         lambda state, f: take_into_hand(state, f.player, unit(f))),
        condition=some(_scrapped_missions))


# LT256 Temporary Cease-Fire: blocked or blocking; 1: your 'Mechs deal no damage, draw after; 2-6: no 'Mech deals
# damage (only units' damage: Player's Guide).
def _cease_fire(state, f):
    if die(state, f) == 1:
        add(state, "m.ceasefire", f.player)
        draw_after(state, f)
        state.say(f"{who(f.player)}'s 'Mechs will deal no damage")
    else:
        add(state, "m.ceasefire", 0)
        add(state, "m.ceasefire", 1)
        state.say("no 'Mech will deal damage")


mission("LT256", "temporary_cease_fire", (ROLL, _cease_fire), condition=blocked_or_blocking)


# LT266 Topple: an engaged opposing 'Mech; 1-4: 1 damage to it, draw after; 5-6: prevent all damage it deals.
def _topple(state, f):
    v = unit(f)
    if die(state, f) <= 4:
        card_damage(state, v, 1)
        draw_after(state, f)
    else:
        stop_dealing(state, v)
        state.say(f"all damage dealt by {name_of(state, v)} will be prevented")


mission("LT266", "topple", (choose(opposing_units, "Topple: which opposing 'Mech?"), ROLL, _topple),
        condition=some(opposing_units))


# -- resolution -------------------------------------------------------------------------------------------------------
def _move(received, dealt_by, src, dst, new_dst) -> None:
    """Send what src deals to dst to new_dst instead (or nowhere: new_dst None)."""
    kept, moved = [], 0
    for s, n in dealt_by.get(dst, ()):
        if s == src:
            moved += n
        else:
            kept.append((s, n))
    if not moved:
        return
    dealt_by[dst] = kept
    received[dst] = max(0, received.get(dst, 0) - moved)
    if new_dst is not None:
        received[new_dst] = received.get(new_dst, 0) + moved
        dealt_by.setdefault(new_dst, []).append((src, moved))


def _engaged_mech(state, s) -> bool:
    """An attacking or blocking 'Mech: what "'Mechs" in a Mission card's blanket effect (Rapid Cool-Down, Temporary
    Cease-Fire, Overwhelm, Pryde's Pride) reaches; the mission's target is not engaged (ruling T101)."""
    c = state.counters
    return isinstance(s, int) and (s in c.get("m.att", ()) or s in c.get("m.blk", ())) and is_mech(state, s)


def resolve_damage(state, received: dict, dealt_by: dict) -> None:
    """This module's part of resolution: no Overheat, damage stopped at its source, redirected, multiplied, stopped
    at its destination; then who dealt damage to a Pryde's Pride 'Mech."""
    c = state.counters
    if "m.att" not in c:
        return
    if c.get("m.noheat"):
        for u, x in c.get("m.heat", ()):
            if u in received and _engaged_mech(state, u):
                received[u] = max(0, received[u] - x)
    silent = c.get("m.silent", ())
    quiet = c.get("m.ceasefire", ())
    for dst in list(dealt_by):
        for s, n in list(dealt_by[dst]):
            if s in silent or (_engaged_mech(state, s) and controller(state, s) in quiet):
                _move(received, dealt_by, s, dst, None)
    tgt = c.get("m.tgt")
    for u in c.get("m.heroic", ()):
        for dst in list(dealt_by):
            if dst != tgt and tgt is not None:
                _move(received, dealt_by, u, dst, tgt)
    for q, v in c.get("m.overwhelm", ()):
        for dst in list(dealt_by):
            if dst == v:
                continue
            for s, n in list(dealt_by[dst]):
                if _engaged_mech(state, s) and controller(state, s) == q:
                    _move(received, dealt_by, s, dst, v)
    for u in c.get("m.heroic", ()):
        if u in received:
            received[u] *= 2
    if c.get("m.sfo"):
        for dst in received:
            if isinstance(dst, int) and _under_construction(state, dst):
                received[dst] *= c["m.sfo"]
    for u in c.get("m.shielded", ()):
        if u in received:
            received[u] = 0
            dealt_by.pop(u, None)
    if c.get("m.shielded") and c.get("m.sdmg"):   # structure damage is damage received too (ruling T533)
        c["m.sdmg"] = tuple((d, n) for d, n in c["m.sdmg"] if d not in c["m.shielded"])
    c["m.dealers"] = tuple((dst, s) for dst in c.get("m.pryde", ()) for s, n in dealt_by.get(dst, ())
                           if n > 0 and _engaged_mech(state, s))


def _under_construction(state, c: int) -> bool:
    p = controller(state, c)
    return c in state.zones[BUILD[p]] and not (mark(state, "up", c) and not mark(state, "unpaid", c))


STATIC.setdefault("modify_damage", []).append(resolve_damage)
