"""The Mission cards of every set: the base set (Limited/Unlimited), Counterstrike, Mercenaries and MechWarrior, with
the Player's Guide errata, then Arsenal, Commander's Edition and Crusade (their own section at the end, with its
counters).

Each card is a MissionCard whose script runs when it is played in a mission's effects window.  A Mission card only
touches attacking or blocking 'Mechs (rulebook "Mission Cards"; the glossary's "engaged" 'Mechs), so "one of your
'Mechs" means one of your attackers or blockers, never the mission's target (ruling T101).
What happens at resolution is read from mission counters this module adds (all ``m.*``, so they end with the
mission): ``m.silent`` units whose damage is prevented, ``m.shielded`` units that receive none, ``m.ceasefire``
players whose 'Mechs deal none, ``m.heroic`` / ``m.overwhelm`` damage redirected,
``m.sfo`` damage to cards under construction tripled, ``m.pryde`` / ``m.dealers``, ``m.headshot``, ``m.improvised``,
``m.inexorable`` / ``m.hurt``, ``m.spotter``; of the later sets: ``m.asif`` attackers that reach the target as if
unblocked (End Run, the Diversions), ``m.takes_hit`` damage moved between two 'Mechs, ``m.breach`` /
``m.breach_rolls`` / ``m.breach_done`` (Reactor Breach), ``m.chancellor`` / ``m.chancellor_hit``, ``m.overrun`` /
``m.overrun_scrapped``, ``m.hip`` (Hip Shattered), ``m.confused`` (Massive Battlefield Confusion),
``m.init_winner`` (Tactical Superiority), ``m.no_quarter`` / ``m.armor_used`` (No Quarter's second battle,
missions.py); of the Commander's Edition reprints read by their own text (T1105), beside their earlier printings:
``m.overwhelm_only`` (Overwhelm CE213), ``m.pryde_assigned`` (Pryde's Pride CE232).  Lasting counters:
``static:<unit>`` (Communications Failure), ``club:<unit>`` (+1 attack each, Improvised Weapon), ``pinned:<unit>``
(Trapped!) and ``hindrance:<unit>`` (Hip Shattered)."""
from __future__ import annotations

from mechdeck.kernel import roll
from mechdeck.kernel.procedures import SCRIPTS, ask, push

from .. import dice, missions
from ..board import (ATTACHED, BUILD, HAND, MISSION, PATROL, POST, REGION, SCRAP, SPEED_FIXERS, STOCK, armor,
                     card_of, controller, game_holds, has_asset, is_battle_armor, is_mech, is_unit,
                     is_vehicle, mark, name_of, owner, pilot_of, region_of, region_text, set_mark, speed, structure,
                     tap, tapped, units_in_play, who)
from ..knowledge import shuffle_stock
from ..missions import (ENGAGED_MECHS, FALLEN, RESOLVED, WINS_INITIATIVE, add, apply_damage, assignable,
                        attacking_or_blocking, initiative, overheat_options, remove_from_battle, site_text,
                        stop_overheat_damage, target_text)
from ..turn import (EXTRA_OPTIONS, RULES_ID, WINDOW_ACTIONS, draw, needs_host, scrap_card,
                    scrap_from_stock, try_untap, unique_blocked)
from .building_blocks import (add_counters, attacking_mechs, card_damage, choose, deplete, divided_damage,
                              expires_at_turn_end, found_by_title, has_dealt_damage, has_option, in_battle, join_battle,
                              more_attack, prevent, roll_for_each, take_control, take_into_hand)
from .registry import ON_REVEAL, STATIC, TRIGGERS, MissionCard, card_module, mission_card, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

STEPS = SCRIPTS.setdefault(RULES_ID, {})


# -- shared pieces ----------------------------------------------------------------------------------------------------
def has_jump(state, u: int) -> bool:
    """A Jump 'Mech: printed Jump, or Jump given by an Enhancement on it (Jump Jet Retrofit; ruling T765)."""
    return has_option(state, u, "jump")


def own_units(state, q: int) -> list[int]:
    return [u for u in attacking_or_blocking(state, q) if is_unit(state, u)]   # Elemental Point is no 'Mech


def opposing_units(state, q: int) -> list[int]:
    return own_units(state, 1 - q)


def own_mechs(state, q: int) -> list[int]:
    """q's engaged 'Mechs only: a text that keeps "'Mech" where its Commander's Edition reprint does (T1102), or an
    Arsenal/Commander's Edition/Crusade text's "'Mech" (T1100)."""
    return [u for u in attacking_or_blocking(state, q) if is_mech(state, u)]


def opposing_mechs(state, q: int) -> list[int]:
    return own_mechs(state, 1 - q)


def all_units(state, q: int) -> list[int]:
    return own_units(state, 0) + own_units(state, 1)


def own_jumpers(state, q: int) -> list[int]:
    return [u for u in attacking_or_blocking(state, q) if has_jump(state, u)]


def all_jumpers(state, q: int) -> list[int]:
    return [u for u in all_units(state, q) if has_jump(state, u)]


def attackers(state, q: int) -> list[int]:
    return [u for u in state.counters.get("m.att", ()) if is_unit(state, u)] if state.counters.get("m.p") == q else []


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
# CE070 Critical Hit (its own text, T1105): "Play only during battle", so also in an unblocked attack on a Unit.
mission("CE070", "critical_hit_ce",
        (choose(own_units, "Critical Hit: choose one of your Units"), ROLL, _critical_hit),
        condition=both(in_battle, some(own_units)))


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
    state.say(f"{who(f.player)} rolls {' + '.join(map(str, rolled))} for {name_of(state, f.locals['card'])}")
    victims = opposing_units(state, f.player)
    if victims and "victim" not in f.locals:   # chosen as played (CE080); with none engaged only your 'Mech is hit
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
        (choose(lambda state, q: [u for u in state.counters.get("m.blk", ()) if is_unit(state, u)],
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
        if (q, u) in c.get("m.clubbed", ()) or not is_unit(state, dst) \
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
def _overwhelm(state, f, key: str = "m.overwhelm", said: str = "'s 'Mechs deal damage only to"):
    """LT189 (``m.overwhelm``, a redirection at resolution) and CE213 (``m.overwhelm_only``, an assignment limit)."""
    v = unit(f)
    add(state, key, (f.player, v))
    for u in own_units(state, f.player):
        more_attack(state, u, 2)
    state.say(f"{who(f.player)}{said} {name_of(state, v)}")


mission("LT189", "overwhelm", (choose(opposing_units, "Overwhelm: which opposing 'Mech?"), _overwhelm),
        condition=some(opposing_units))


# CE213 Overwhelm (its own text, T1105): during battle; an opposing Unit; each of your Units gets +2 attack and "you may
# assign their damage only to that opposing Unit": a limit on the assignments made from now on, missile volleys
# included, not a redirection at resolution (T1252).  ``m.overwhelm_only`` ((player, unit), ...).
def _overwhelmed_only(state, q: int, source, destination) -> bool:
    """``STATIC["may_assign"]``: the damage of a Unit whose player played CE213 goes only to the Unit chosen."""
    c = state.counters
    if "m.overwhelm_only" not in c or not isinstance(source, int) or not is_unit(state, source):
        return True
    holder = controller(state, source)
    return all(v == destination for p, v in c["m.overwhelm_only"] if p == holder)


mission("CE213", "overwhelm_ce",
        (choose(opposing_units, "Overwhelm: which opposing Unit?"),
         lambda state, f: _overwhelm(state, f, "m.overwhelm_only", " may assign the damage of their Units only to")),
        condition=both(in_battle, some(opposing_units)))
STATIC.setdefault("may_assign", []).append(_overwhelmed_only)


# LT195 Pryde's Pride: if the chosen 'Mech is scrapped, each 'Mech that dealt damage to it receives 2 structure damage.
def _pryde(state, f):
    add(state, "m.pryde", unit(f))


def _pryde_scrapped(state, c, zone, host):
    """Only a scrapping counts: a 'Mech put from play into a Stockpile (Omi Kurita) is not scrapped (T1050)."""
    k = state.counters
    if c not in k.get("m.pryde", ()):
        return
    k["m.pryde"] = tuple(u for u in k["m.pryde"] if u != c)   # once: a dealer scrapped in turn must not loop back
    for dst, src in k.get("m.dealers", ()):
        if dst == c:
            _prydes_revenge(state, c, src)


def _prydes_revenge(state, scrapped: int, src: int) -> None:
    """2 structure damage to ``src``, a Unit that dealt (or assigned) damage to the scrapped one, if still in play."""
    if src != scrapped and any(src in state.zones[z] for z in (PATROL[0], PATROL[1], BUILD[0], BUILD[1])):
        state.say(f"Pryde's Pride: {name_of(state, src)} receives 2 structure damage")
        apply_damage(state, src, 2, state.counters.get("m.p", 0), structure_only=True)


mission("LT195", "prydes_pride", (choose(all_units, "Pryde's Pride: choose a 'Mech"), _pryde),
        condition=some(all_units))
trigger("scrapped", "LT195", _pryde_scrapped)


# CE232 Pryde's Pride (its own text, T1105): during battle; one of your Units; if it is scrapped later this mission,
# each Unit that had assigned damage to it during the battle (its attack or a missile volley) receives 2 structure
# damage once, whether or not that damage reached it (T1253).  ``m.pryde_assigned`` the chosen Units.  The trigger runs
# before missions.py's, which forgets the assignments to a Unit scrapped before resolution.
def _pryde_assigned_scrapped(state, c, zone, host):
    k = state.counters
    if c not in k.get("m.pryde_assigned", ()):
        return
    k["m.pryde_assigned"] = tuple(u for u in k["m.pryde_assigned"] if u != c)
    assigners = [s for s, d, n in k.get("m.asg", ()) if d == c and n > 0] + [s for s, d in k.get("m.msl", ()) if d == c]
    for src in dict.fromkeys(s for s in assigners if is_unit(state, s)):
        _prydes_revenge(state, c, src)


mission("CE232", "prydes_pride_ce",
        (choose(own_units, "Pryde's Pride: choose one of your Units"),
         lambda state, f: add(state, "m.pryde_assigned", unit(f))),
        condition=both(in_battle, some(own_units)))
TRIGGERS.setdefault("scrapped", []).insert(0, ("CE232", _pryde_assigned_scrapped))


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
    stop_overheat_damage(state, ENGAGED_MECHS)
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
# CE310 Temporary Cease-Fire (its own text, T1105): "Play only during battle", so also in an unblocked attack on a Unit.
mission("CE310", "temporary_cease_fire_ce", (ROLL, _cease_fire), condition=in_battle)


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
# CE319 Topple (its own text, T1105): "Play only during battle": not by the defender of an unblocked attack on a site.
mission("CE319", "topple_ce", (choose(opposing_units, "Topple: which opposing Unit?"), ROLL, _topple),
        condition=both(in_battle, some(opposing_units)))


# -- Counterstrike, Mercenaries and MechWarrior -----------------------------------------------------------------------
def own_idle_mechs(state, q: int) -> list[int]:
    """q's untapped 'Mechs in play that are not in the battle (neither engaged nor the mission's target)."""
    c = state.counters
    busy = set(c.get("m.att", ())) | set(c.get("m.blk", ())) | {c.get("m.tgt")}
    return [u for u in units_in_play(state, q) if is_unit(state, u) and not tapped(state, u) and u not in busy]


def blocking_mechs(state, q=None) -> list[int]:
    return [u for u in state.counters.get("m.blk", ()) if is_unit(state, u)]


def tons(state, u: int) -> int:
    return card_of(state, u).mass or 0


def engaged_mechs(state, q=None) -> list[int]:
    """Every engaged 'Mech, the attacking ones first (the order dice are rolled for them, ruling T803)."""
    return [u for u in state.counters.get("m.att", ()) if is_unit(state, u)] + blocking_mechs(state)


# CS007 Bait and Switch (Guide errata): during battle; 1-2: draw after the mission; 3-6: one of your engaged Units
# that has not dealt damage leaves the battle (staying tapped), and one of your untapped Units not in it joins it.
def _fresh_units(state, q):
    return [u for u in own_units(state, q) if not has_dealt_damage(state, u)]


def _bait_roll(state, f):
    f.locals["switch"] = die(state, f) >= 3
    if not f.locals["switch"]:
        draw_after(state, f)
    elif _fresh_units(state, f.player):
        choose(_fresh_units, "Bait and Switch: which of your engaged 'Mechs leaves the battle?")(state, f)


def _bait_remove(state, f):
    f.locals["included"] = state.counters.get("m.in")
    if "pick" in f.locals:
        remove_from_battle(state, f.locals.pop("pick")[1])   # it stays tapped (Player's Guide)
    if f.locals["switch"] and own_idle_mechs(state, f.player):
        choose(own_idle_mechs, "Bait and Switch: which of your untapped 'Mechs joins the battle?")(state, f)


def _bait_join(state, f):
    if "pick" not in f.locals:
        return
    c = state.counters
    if c["m.p"] != f.player and not c.get("m.blk"):
        c["m.in"] = f.locals["included"]   # a switch of the only blocker: the attack never went unblocked (T801)
    join_battle(state, f.player, unit(f))


mission("CS007", "bait_and_switch", (ROLL, _bait_roll, _bait_remove, _bait_join), condition=in_battle)


# CS012 Blitzkrieg (Guide errata): when attacking; every blocking Unit that is not guarding leaves the battle and
# untaps; with no blocking Unit left the attackers deal their damage to the target as if unblocked.
def _blitzkrieg(state, f):
    c = state.counters
    for u in blocking_mechs(state):
        if mark(state, "guard", u) is None:
            remove_from_battle(state, u)
            try_untap(state, u)
    if not blocking_mechs(state) and c.get("m.blk"):
        c["m.in"] = True   # only a card that is no Unit still blocks (Elemental Point): the target is reached too
    if not c.get("m.blk"):
        state.say("no blocking 'Mech remains: the attack reaches the target as if unblocked")


mission("CS012", "blitzkrieg", (_blitzkrieg,), condition=lambda state, q: state.counters.get("m.p") == q)


# CS015 Blow the Pass!: during battle; the card's player rolls for each engaged 'Mech; each with the lowest roll
# receives 5 damage.
def _pass_rolled(state, f, u, value):
    state.say(f"Blow the Pass!: {name_of(state, u)} rolls {value}")


def _blow_the_pass(state, f):
    rolled = f.locals["rolled"]
    lowest = min(value for u, value in rolled)
    for u, value in rolled:
        if value == lowest:
            card_damage(state, u, 5)


mission("CS015", "blow_the_pass",
        roll_for_each(lambda state, f: engaged_mechs(state), _pass_rolled) + (_blow_the_pass,),
        condition=both(in_battle, some(all_units)))


# CS024 Cover of Night: only when blocked; a die for each blocking 'Mech: 5-6, it deals no damage.
def _cover_rolled(state, f, u, value):
    state.say(f"Cover of Night: {name_of(state, u)} rolls {value}")
    if value >= 5:
        stop_dealing(state, u)
        state.say(f"{name_of(state, u)} will deal no damage")


mission("CS024", "cover_of_night", roll_for_each(lambda state, f: blocking_mechs(state), _cover_rolled),
        condition=both(when_blocked, some(blocking_mechs)))


# CS031 Defensive Formation: prevent 1 damage to each of your engaged 'Mechs.
def _defensive_formation(state, f):
    for u in own_units(state, f.player):
        prevent(state, u, 1)


mission("CS031", "defensive_formation", (_defensive_formation,))


# CS032 Deploy Reinforcements: during battle; an untapped 'Mech of yours not in the battle; 1-2: back to hand after the
# mission; 3-6: it is tapped and joins the battle (speed, guarding, the Construction region do not stop it: Guide).
def _reinforcements(state, f):
    if die(state, f) <= 2:
        back_to_hand(state, f)
    else:
        join_battle(state, f.player, unit(f))


mission("CS032", "deploy_reinforcements",
        (choose(own_idle_mechs, "Deploy Reinforcements: which of your 'Mechs?"), ROLL, _reinforcements),
        condition=both(in_battle, some(own_idle_mechs)))


# CS041 For the Chancellor!: only when blocked; for each blocking 'Mech (not Elemental Point: T1033) that takes
# structure damage in this combat, untap one attacking 'Mech (the card's player chooses) at the end of the combat.
# The blockers counted are Units, the attackers untapped 'Mechs only: its Commander's Edition reprint CE111 says
# "blocking Unit" and keeps "one of your 'Mechs" (T1102).  CE111 (its own text, T1105): "you may untap" each of them
# (T1250).  ``m.chancellor`` ((player, optional), ...).
def _chancellor(state, f, optional: bool = False):
    add(state, "m.chancellor", (f.player, optional))


def _chancellor_hurt(state, dst, real):
    c = state.counters
    if c.get("m.chancellor") and dst in blocking_mechs(state) and dst not in c.get("m.chancellor_hit", ()):
        add(state, "m.chancellor_hit", dst)


def _chancellor_end(state):
    c = state.counters
    for q, optional in c.get("m.chancellor", ()):
        n = len(c.get("m.chancellor_hit", ()))
        in_play = units_in_play(state, q)
        tired = [u for u in c.get("m.att", ()) if u in in_play and is_mech(state, u) and tapped(state, u)
                 and not mark(state, "dep", u)]
        if n >= len(tired) and not optional:   # no choice to make
            for u in tired:
                add(state, "m.after", (q, ("untap", u)))
        elif n and tired:
            push(state, "script", q, script="for_the_chancellor_untap", player=q, left=n, tired=tuple(tired),
                 optional=optional)


def _chancellor_pick(state, f):
    loc = f.locals
    if loc["left"] > 0 and loc["tired"]:
        ask(state, f.player, [("untap", u) for u in loc["tired"]] + [("done",)] * loc["optional"],
            f"For the Chancellor!: untap which attacking 'Mech ({loc['left']} to untap)?", "pick")


def _chancellor_untap(state, f):
    if f.locals["left"] <= 0 or "pick" not in f.locals or f.locals["pick"][0] == "done":
        return
    u = f.locals.pop("pick")[1]
    f.locals["tired"] = tuple(t for t in f.locals["tired"] if t != u)
    f.locals["left"] -= 1
    if try_untap(state, u):
        state.say(f"For the Chancellor!: {name_of(state, u)} untaps")
    if f.locals["left"]:
        f.pc -= 2


mission("CS041", "for_the_chancellor", (_chancellor,), condition=when_blocked)
mission("CE111", "for_the_chancellor_ce", (lambda state, f: _chancellor(state, f, optional=True),),
        condition=when_blocked)
STEPS["for_the_chancellor_untap"] = (_chancellor_pick, _chancellor_untap)
trigger("structure_damage", "CS041", _chancellor_hurt)
trigger("mission_end", "CS041", _chancellor_end)


# CS046 Hazardous Battle Zone: during battle; each player chooses which of his or her engaged 'Mechs that have not
# dealt damage yet deal none (the card's player first); each 'Mech that deals damage, or already has, receives 2.
def _stopped(state, u: int) -> bool:
    """The unit's damage is stopped already (Cover of Night, a cease-fire): it deals none, whatever it assigns."""
    c = state.counters
    return u in c.get("m.silent", ()) or (_engaged_mech(state, u) and controller(state, u) in c.get("m.ceasefire", ()))


def _hazard_ask(state, f):
    loc = f.locals
    if "side" not in loc:
        loc["side"], loc["holding"] = 0, ()
    q = f.player if loc["side"] == 0 else 1 - f.player
    free = [u for u in own_units(state, q)
            if not has_dealt_damage(state, u) and not _stopped(state, u) and u not in loc["holding"]]
    if free:
        push(state, "choose", q, opts=tuple(("choose", u) for u in free) + (("done",),),
             prompt="Hazardous Battle Zone: choose a 'Mech of yours that deals no damage (done: the others deal "
                    "theirs and receive 2)", into="answer")
    else:
        loc["answer"] = ("done",)


def _hazard_take(state, f):
    loc = f.locals
    answer = loc.pop("answer")
    if answer[0] == "choose":
        loc["holding"] += (answer[1],)
        f.pc -= 2
        return
    if loc["side"] == 0:
        loc["side"] = 1
        f.pc -= 2
        return
    for u in all_units(state, f.player):
        if u in loc["holding"]:
            stop_dealing(state, u)
            state.say(f"{name_of(state, u)} will deal no damage")
        elif not _stopped(state, u):   # "each 'Mech that deals damage": one whose damage is stopped deals none (T805)
            card_damage(state, u, 2)


mission("CS046", "hazardous_battle_zone", (_hazard_ask, _hazard_take), condition=both(in_battle, some(all_units)))


# CS056 Lance Formation / CS083 Star Formation: +1 initiative; only when attacking or blocking with exactly four /
# five 'Mechs; each of your engaged 'Mechs gets +1 attack.
def _formation(state, f):
    for u in own_units(state, f.player):
        more_attack(state, u, 1)


for _number, _name, _size in (("CS056", "lance_formation", 4), ("CS083", "star_formation", 5)):
    mission(_number, _name, (_formation,), initiative=1,
            condition=lambda state, q, size=_size: len(own_units(state, q)) == size)


# CS061 Minefield: 1-3: back to hand after the mission; 4-6: 2 damage to each attacking 'Mech.
def _minefield(state, f):
    if die(state, f) <= 3:
        back_to_hand(state, f)
        return
    for u in attackers(state, state.counters["m.p"]):
        card_damage(state, u, 2)


mission("CS061", "minefield", (ROLL, _minefield))


# CS067 Overrun: only when blocked; if every blocking 'Mech is scrapped during this battle (at least one: removing
# them from the battle does not count, Guide), each attacking 'Mech untaps at the end of the battle.
# CE212 (its own text, T1105) counts only the blockers "scrapped when damage was resolved" (T1251): a blocker a card
# scrapped earlier is no blocking Unit any more when damage resolves, and with none scrapped then nothing untaps.
# ``m.overrun`` ((player, only at resolution), ...); ``m.overrun_scrapped`` ((blocker, while resolving), ...).
def _overrun(state, f, at_resolution: bool = False):
    add(state, "m.overrun", (f.player, at_resolution))


def _resolving(state) -> bool:
    """Damage is being resolved: the resolve op runs (Reactor Breach's scrapping) or the damage is applied."""
    return RESOLVED in state.counters or any(frame.op == "resolve" for frame in state.stack)


def _overrun_scrapped(state, c, zone, host):
    """A blocking 'Mech scrapped, whether the battle's damage did it (it stays a blocker) or a card did (it left the
    battle: ``m.fallen``, T1002); one put from play into a Stockpile (Omi Kurita) is not scrapped (T1050)."""
    k = state.counters
    if k.get("m.overrun") and (c in blocking_mechs(state) or (c, "m.blk") in k.get(FALLEN, ())):
        add(state, "m.overrun_scrapped", (c, _resolving(state)))


def _overrun_end(state):
    k = state.counters
    for q, at_resolution in k.get("m.overrun", ()):
        scrapped = [u for u, resolving in k.get("m.overrun_scrapped", ()) if resolving or not at_resolution]
        if not scrapped or any(u not in scrapped for u in blocking_mechs(state)):
            continue
        for u in attackers(state, q):
            add(state, "m.after", (q, ("untap", u)))
        state.say("Overrun: every blocking 'Mech was scrapped; the attacking 'Mechs untap")


mission("CS067", "overrun", (_overrun,), condition=when_blocked)
mission("CE212", "overrun_ce", (lambda state, f: _overrun(state, f, at_resolution=True),), condition=when_blocked)
trigger("scrapped", "CS067", _overrun_scrapped)
trigger("mission_end", "CS067", _overrun_end)


# CS075 Risky Combat Jump: one of your Jump 'Mechs; 1-2: it receives 1, back to hand; 3-6: +3 attack, prevent 2.
def _risky_jump(state, f):
    u = unit(f)
    if die(state, f) <= 2:
        card_damage(state, u, 1)
        back_to_hand(state, f)
    else:
        more_attack(state, u, 3)
        prevent(state, u, 2)


mission("CS075", "risky_combat_jump",
        (choose(own_jumpers, "Risky Combat Jump: which of your Jump 'Mechs?"), ROLL, _risky_jump),
        condition=some(own_jumpers))


# CS085 Superior Navigation: only when unblocked; a 'Mech (an attacker: T101); 1-2: draw after the mission; 3-4: +4
# attack; 5-6: +4 attack and it untaps at the end of the mission.
def _navigation(state, f):
    u = unit(f)
    value = die(state, f)
    if value <= 2:
        draw_after(state, f)
        return
    more_attack(state, u, 4)
    if value >= 5:
        add(state, "m.after", (f.player, ("untap", u)))
        state.say(f"{name_of(state, u)} will untap at the end of the mission")


mission("CS085", "superior_navigation",
        (choose(attackers, "Superior Navigation: which 'Mech?"), ROLL, _navigation),
        condition=both(when_unblocked, some(attackers)))


# CS096 Vicious Kick: during battle; one of your 'Mechs ('Mechs only: its Commander's Edition reprint CE337 keeps
# "'Mech", T1102); 1-2: it receives 1, back to hand; 3-6: +4 attack at 60 tons or more, else +1.
def _vicious_kick(state, f):
    u = unit(f)
    if die(state, f) <= 2:
        card_damage(state, u, 1)
        back_to_hand(state, f)
    else:
        more_attack(state, u, 4 if tons(state, u) >= 60 else 1)


mission("CS096", "vicious_kick",
        (choose(own_mechs, "Vicious Kick: which of your 'Mechs?"), ROLL, _vicious_kick),
        condition=both(in_battle, some(own_mechs)))


def raise_attack(state, q: int, source, n: int) -> None:
    """q's card gives ``source`` (a unit or the mission's target, a site too) +n attack for this mission.  When that
    raises damage q's opponent has already assigned, q assigns the extra where the opponent assigned it (rulebook
    "Mission Cards"; ``m.raised``)."""
    c = state.counters
    add(state, "m.atk", (source, n))
    holder = controller(state, source) if isinstance(source, int) else 1 - c["m.p"]
    if holder != q and c.get("m.done", (False, False))[holder]:
        add(state, "m.raised", (source, q))
    state.say(f"{target_text(state, source)} gets +{n} attack")


def controls_clan_card(state, q: int) -> bool:
    """q controls an activated card with the keyword Clan: a unit, a Command Post card, a pilot or an Enhancement (a
    card under construction is no specific card, Player's Guide)."""
    cards = units_in_play(state, q) + state.zones[POST[q]] + state.zones[ATTACHED[q]]
    return any("Clan" in card_of(state, c).keywords for c in cards)


def initiative_lead(state, q: int) -> int:
    """By how many points q's initiative exceeds the opponent's (0 when it does not)."""
    return max(0, initiative(state, q) - initiative(state, 1 - q))


# ME012 Batchall: +2 initiative; only when blocking a player who controls a Clan card; no more attacking 'Mechs deal
# damage than there are blocking 'Mechs (the attacking player chooses which: Guide), and the others receive none.
def _batchall_ask(state, f):
    loc = f.locals
    if "dealers" not in loc:
        loc["dealers"] = ()
    p = state.counters["m.p"]
    limit = len(blocking_mechs(state))
    left = [u for u in attackers(state, p) if u not in loc["dealers"]]
    if len(loc["dealers"]) < limit and len(loc["dealers"]) + len(left) > limit:
        push(state, "choose", p, opts=tuple(("choose", u) for u in left),
             prompt=f"Batchall: choose an attacking 'Mech that deals damage ({limit - len(loc['dealers'])} more); "
                    "the others deal and receive none", into="pick")


def _batchall_take(state, f):
    loc = f.locals
    if "pick" in loc:
        loc["dealers"] += (loc.pop("pick")[1],)
        f.pc -= 2
        return
    p = state.counters["m.p"]
    if len(loc["dealers"]) < len(blocking_mechs(state)):
        return   # no more attackers than blockers: all of them deal damage
    for u in attackers(state, p):
        if u not in loc["dealers"]:
            stop_dealing(state, u)
            stop_receiving(state, u)
            state.say(f"{name_of(state, u)} neither deals nor receives damage")


mission("ME012", "batchall", (_batchall_ask, _batchall_take), initiative=2,
        condition=both(when_blocking, lambda state, q: controls_clan_card(state, 1 - q)))


# ME016 Com Guard Response Team: the target gets +4 attack (the Stockpile too: Guide).
mission("ME016", "com_guard_response_team",
        (lambda state, f: raise_attack(state, f.player, state.counters["m.tgt"], 4),),
        condition=lambda state, q: state.counters.get("m.tgt") is not None)


# ME049 Last Stand at Hanover: scrap a 'Mech you control (an engaged one: T101), then 2-6: attacking 'Mechs deal no
# damage.
def _last_stand(state, f):
    scrap_card(state, unit(f), "(Last Stand at Hanover)")   # scrapped, it leaves the battle (missions.py, T1002)


def _last_stand_roll(state, f):
    if die(state, f) >= 2:
        add(state, "m.ceasefire", state.counters["m.p"])
        state.say("the attacking 'Mechs will deal no damage")


mission("ME049", "last_stand_at_hanover",
        (choose(own_units, "Last Stand at Hanover: which of your 'Mechs do you scrap?"), _last_stand, ROLL,
         _last_stand_roll),
        condition=some(own_units))


# ME075 Relentless Assault: every engaged 'Mech of 80 tons or more gets +2 attack and +2 armor ('Mechs that have
# assigned their damage assign the extra themselves: the engine's way).  CE247 (its own text, T1105) drops that last
# sentence, so the rulebook's rule holds: the card's player assigns the extra of an opposing Unit that has assigned
# its damage, where that Unit's player assigned it (raise_attack; T1255).
def _relentless(state, f, rulebook_assigns: bool = False):
    for u in all_units(state, f.player):
        if tons(state, u) >= 80:
            if rulebook_assigns:
                raise_attack(state, f.player, u, 2)
            else:
                more_attack(state, u, 2)
            add(state, "m.armor", (u, 2))
            state.say(f"{name_of(state, u)} gets +2 armor")


mission("ME075", "relentless_assault", (_relentless,))
mission("CE247", "relentless_assault_ce", (lambda state, f: _relentless(state, f, rulebook_assigns=True),))

# ME087 Tactical Advantage: +3 initiative; draw a card.
mission("ME087", "tactical_advantage", (lambda state, f: draw(state, f.player, 1),), initiative=3)


# ME088 Taking the Hit: all damage dealt to one of your engaged 'Mechs goes to another 'Mech of yours in the battle.
def _taking_the_hit(state, f):
    add(state, "m.takes_hit", (f.locals["from"][1], unit(f)))
    state.say(f"all damage dealt to {name_of(state, f.locals['from'][1])} will go to {name_of(state, unit(f))}")


def _hit_takers(state, q):
    return [u for u in own_units(state, q) if u != state.stack[-1].locals["from"][1]]


mission("ME088", "taking_the_hit",
        (choose(own_units, "Taking the Hit: damage to which of your 'Mechs is redirected?", into="from"),
         choose(_hit_takers, "Taking the Hit: which of your 'Mechs receives it?"), _taking_the_hit),
        condition=lambda state, q: len(own_units(state, q)) >= 2)


def _redirect_hits(state, received: dict, dealt_by: dict) -> None:
    """Taking the Hit, in resolve_damage (before the 'Mechs that receive no damage are spared, so that a Feint on
    the receiving 'Mech still holds): everything the 'Mech would receive (its structure and unpreventable damage too)
    goes to the other 'Mech, if both are still in the battle; prevention stays with the 'Mech it was for."""
    c = state.counters
    for src, dst in c.get("m.takes_hit", ()):
        if not (_engaged_mech(state, src) and _engaged_mech(state, dst)):
            continue
        if received.get(src):
            received[dst] = received.get(dst, 0) + received.pop(src)
            dealt_by.setdefault(dst, []).extend(dealt_by.pop(src, ()))
        for key in ("m.hard", "m.sdmg"):
            if key in c:
                c[key] = tuple((dst if d == src else d, n) for d, n in c[key])


# ME095 Unopposed: only when a 'Mech attacks alone and is not blocked; it gets +X attack, X its base (printed) attack.
def _unopposed(state, f):
    u = state.counters["m.att"][0]
    raise_attack(state, f.player, u, card_of(state, u).attack or 0)


def _alone_and_unblocked(state, q=None) -> bool:
    c = state.counters
    return len(c.get("m.att", ())) == 1 and not c.get("m.blk") and is_unit(state, c["m.att"][0])


mission("ME095", "unopposed", (_unopposed,), condition=_alone_and_unblocked)
# CE332 Unopposed (its own text, T1105): "one of your Units is attacking alone": the attacking player only (T814 let
# either player play ME095).
mission("CE332", "unopposed_ce", (_unopposed,),
        condition=lambda state, q: state.counters.get("m.p") == q and _alone_and_unblocked(state))


# MW001 Accidental Collision: during battle; your engaged 'Mech and an opposing one; 1-2: yours, 3-6: theirs receives
# its own tonnage / 10 (rounded down).
def _collision(state, f):
    hit = f.locals["mine"][1] if die(state, f) <= 2 else unit(f)
    card_damage(state, hit, tons(state, hit) // 10)


mission("MW001", "accidental_collision",
        (choose(own_units, "Accidental Collision: which of your 'Mechs?", into="mine"),
         choose(opposing_units, "Accidental Collision: which opposing 'Mech?"), ROLL, _collision),
        condition=both(in_battle, some(own_units), some(opposing_units)))

# MW006 Brutal Punch: during battle; one of your 'Mechs gets +X attack, X its base (printed) armor (Guide).  'Mechs
# only: its Commander's Edition reprint (CE038) keeps "'Mech" (T1102).
mission("MW006", "brutal_punch",
        (choose(own_mechs, "Brutal Punch: which of your 'Mechs?"),
         lambda state, f: more_attack(state, unit(f), card_of(state, unit(f)).armor or 0)),
        condition=both(in_battle, some(own_mechs)))


# MW010 Charge!: during battle; your 'Mech and an opposing one of the same speed or slower; 1-2: yours receives 1,
# back to hand; 3-4: yours 1, theirs your 'Mech's base armor; 5-6: yours 1, theirs its own tonnage / 10.
def _charge_targets(state, q):
    mine = state.stack[-1].locals["mine"][1]
    return [v for v in opposing_units(state, q) if speed(state, v) <= speed(state, mine)]


def _charge_possible(state, q):
    return any(speed(state, v) <= speed(state, u) for u in own_units(state, q) for v in opposing_units(state, q))


def _charger(state, q):
    return [u for u in own_units(state, q) if any(speed(state, v) <= speed(state, u) for v in opposing_units(state, q))]


def _charge(state, f):
    mine, theirs = f.locals["mine"][1], unit(f)
    value = die(state, f)
    card_damage(state, mine, 1)
    if value <= 2:
        back_to_hand(state, f)
    elif value <= 4:
        card_damage(state, theirs, card_of(state, mine).armor or 0)
    else:
        card_damage(state, theirs, tons(state, theirs) // 10)


mission("MW010", "charge",
        (choose(_charger, "Charge!: which of your 'Mechs charges?", into="mine"),
         choose(_charge_targets, "Charge!: which opposing 'Mech (same speed or slower)?"), ROLL, _charge),
        condition=both(in_battle, _charge_possible))


# MW022 Evasive Maneuvers: prevent 1 damage to one of your engaged 'Mechs for each point by which your initiative
# exceeds your opponent's (spread as you choose).
def _evade(state, f, hits):
    for u, n in hits.items():
        prevent(state, u, n)


mission("MW022", "evasive_maneuvers",
        divided_damage("Evasive Maneuvers", "prevent", own_units, lambda state, f: initiative_lead(state, f.player),
                       _evade, "{title}: prevent 1 damage to which of your 'Mechs ({left} left)?"),
        condition=some(own_units))


# MW023 Expert Timing: a 'Mech you control gets +1 attack per point by which your initiative exceeds your
# opponent's, fixed when played (Guide).
mission("MW023", "expert_timing",
        (choose(own_units, "Expert Timing: which of your 'Mechs?"),
         lambda state, f: more_attack(state, unit(f), initiative_lead(state, f.player))),
        condition=some(own_units))


# MW030 Fortunes of War: a die for each of your engaged 'Mechs: 1-3 it gets +1 attack; 4-6 +1 initiative.
def _fortune(state, f, u, value):
    state.say(f"Fortunes of War: {name_of(state, u)} rolls {value}")
    if value <= 3:
        more_attack(state, u, 1)
    else:
        add(state, "m.init", (f.player, 1))
        state.say(f"{who(f.player)} gets +1 initiative")


mission("MW030", "fortunes_of_war", roll_for_each(lambda state, f: own_units(state, f.player), _fortune),
        condition=some(own_units))


# CS035 End Run / CS055 Lance Diversion / CS082 Star Diversion: attackers of the card's player chosen to deal damage
# to the target as if unblocked (``m.asif``), and the target, if not in the battle, may deal its damage to them: its
# defender assigns it like any damage (("assign", target, 'Mech)), at once if that player has finished already.
NO_LIMIT = 99   # a diverted attacker may send all of its damage to the target


def _diverted(state, u: int) -> int:
    return NO_LIMIT if u in state.counters.get("m.asif", ()) else 0


def _target_return_fire(state, q: int) -> list[tuple]:
    """The defender's options to have a target that is not in the battle deal its damage to a diverted attacker."""
    c = state.counters
    tgt = c.get("m.tgt")
    if c.get("m.p") == q or not c.get("m.asif") or c.get("m.in") or tgt is None or \
            (isinstance(tgt, int) and not any(tgt in state.zones[z] for z in (PATROL[q], POST[q], BUILD[q]))):
        return []   # no target, or one in the battle already, or gone from play
    out = []
    for u in c["m.asif"]:
        if u in c.get("m.att", ()):
            n = assignable(state, tgt, u)
            out += [("assign", tgt, u)] * (n > 0) + [("assign all", tgt, u)] * (n > 1)
    return out


def divert(state, u: int) -> None:
    add(state, "m.asif", u)
    state.say(f"{name_of(state, u)} may deal its damage to the target as if unblocked")


def _return_fire_ask(state, f):
    """A defender who has finished its part already answers at once (as when the last blocker leaves, Guide)."""
    c = state.counters
    o = 1 - f.player
    offers = _target_return_fire(state, o) if c.get("m.done", (False, False))[o] else []
    if offers:
        push(state, "choose", o, opts=tuple(offers) + (("done",),),
             prompt="the target may deal its damage to the attacking 'Mech that reaches it", into="fire")


def _return_fire_take(state, f):
    answer = f.locals.pop("fire", ("done",))
    if answer[0] == "done":
        return
    tgt, u = answer[1], answer[2]
    add(state, "m.asg", (tgt, u, 1 if answer[0] == "assign" else assignable(state, tgt, u)))
    f.pc -= 2   # any damage left


mission("CS035", "end_run",
        (choose(attackers, "End Run: which of your 'Mechs deals damage to the target as if unblocked?"),
         lambda state, f: divert(state, unit(f)),
         _return_fire_ask, _return_fire_take),
        condition=lambda state, q: state.counters.get("m.p") == q and has_asset(state, q, "T")
        and len(attackers(state, q)) > len(blocking_mechs(state)))


def _diversion_ask(state, f):
    loc = f.locals
    if "left" not in loc:
        loc["left"] = max(0, loc["size"] - len(blocking_mechs(state))) if state.counters.get("m.blk") else 0
    free = [u for u in attackers(state, f.player) if u not in state.counters.get("m.asif", ())]
    if loc["left"] > 0 and free:
        push(state, "choose", f.player, opts=tuple(("choose", u) for u in free) + (("done",),),
             prompt=f"choose one of your 'Mechs to deal damage to the target as if unblocked ({loc['left']} more)",
             into="pick")


def _diversion_take(state, f):
    answer = f.locals.pop("pick", ("done",))
    if answer[0] == "done":
        return
    divert(state, answer[1])
    f.locals["left"] -= 1
    f.pc -= 2


for _number, _name, _size in (("CS055", "lance_diversion", 4), ("CS082", "star_diversion", 5)):
    mission(_number, _name,
            (lambda state, f, size=_size: f.locals.setdefault("size", size), _diversion_ask, _diversion_take,
             _return_fire_ask, _return_fire_take),
            initiative=1,
            condition=lambda state, q, size=_size: state.counters.get("m.p") == q and len(attackers(state, q)) == size)
STATIC.setdefault("through", []).append(_diverted)
missions.EFFECT_OPTIONS.append(_target_return_fire)


# ME073 Reactor Breach (Guide errata): one of your engaged Units; when damage resolves, if it is still in the battle it
# is scrapped and its player rolls for each other engaged 'Mech: 3-6, that 'Mech receives the scrapped one's tonnage
# / 10 (rounded up), with the battle's other damage (ruling T806).  The dice are rolled as resolution begins: at once
# when no die modifier could apply, else through the op "die roll" and resolution starts over with them.
def _reactor_breach(state, f):
    add(state, "m.breach", (f.player, unit(f)))
    state.say(f"{name_of(state, unit(f))} will breach its reactor when damage is resolved")


def _breach_victims(state, u: int) -> list[int]:
    return [v for v in engaged_mechs(state) if v != u]


def _breach_damage(state, received: dict) -> None:
    """Resolution's start (resolve_damage): each Reactor Breach whose dice are rolled deals its damage."""
    c = state.counters
    for q, u in c.get("m.breach", ()):
        if (q, u) in c.get("m.breach_done", ()):
            continue
        if not _engaged_mech(state, u) or u not in units_in_play(state, controller(state, u)):
            add(state, "m.breach_done", (q, u))   # it left the battle: no breach
            continue
        victims = _breach_victims(state, u)
        rolled = dict(c.get("m.breach_rolls", ())).get(u)
        if rolled is None:
            if dice.may_modify(state, q):
                push(state, "script", q, script="reactor_breach_dice", player=q, breach=u)
                return   # resolution starts over once the dice are final
            rolled = tuple((v, roll(state)) for v in victims)
        add(state, "m.breach_done", (q, u))
        amount = -(-tons(state, u) // 10)
        received.pop(u, None)
        scrap_card(state, u, "(Reactor Breach)")
        for v, value in rolled:
            state.say(f"Reactor Breach rolls {value} for {name_of(state, v)}"
                      + (f": {amount} damage" if value >= 3 else ": no effect"))
            if value >= 3 and v not in c.get("m.shielded", ()):
                received[v] = received.get(v, 0) + amount


def _breach_restart(state, f):
    add(state, "m.breach_rolls", (f.locals["breach"], f.locals["rolled"]))
    resolving = next(frame for frame in reversed(state.stack) if frame.op == "resolve")
    resolving.locals.pop("hits", None)   # the resolve op computes the damage again, with the breach's


mission("ME073", "reactor_breach",
        (choose(own_units, "Reactor Breach: which of your 'Mechs?"), _reactor_breach), condition=some(own_units))
# CE244 Reactor Breach (its own text, T1105): "Play only during battle": not by the attacker of an unblocked attack on a
# site.
mission("CE244", "reactor_breach_ce",
        (choose(own_units, "Reactor Breach: which of your Units?"), _reactor_breach),
        condition=both(in_battle, some(own_units)))
STEPS["reactor_breach_dice"] = roll_for_each(lambda state, f: _breach_victims(state, f.locals["breach"])) + \
    (_breach_restart,)


# -- resolution -------------------------------------------------------------------------------------------------------
def _move(received, dealt_by, src, dst, new_dst, amount: int | None = None) -> None:
    """Send what src deals to dst to new_dst instead (or nowhere: new_dst None); only up to ``amount`` of it when
    given, what src dealt there last first."""
    kept, moved = [], 0
    left = amount
    for s, n in reversed(dealt_by.get(dst, ())):
        take = 0 if s != src else n if left is None else min(n, left)
        moved += take
        if left is not None:
            left -= take
        if s != src or take < n:
            kept.append((s, n - take))
    kept.reverse()
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
    return isinstance(s, int) and (s in c.get("m.att", ()) or s in c.get("m.blk", ())) and is_unit(state, s)


def resolve_damage(state, received: dict, dealt_by: dict) -> None:
    """This module's part of resolution: Reactor Breach's damage, damage stopped at its source,
    redirected, multiplied, moved by Taking the Hit, stopped at its destination; then who dealt damage to a Pryde's
    Pride 'Mech."""
    c = state.counters
    if "m.att" not in c:
        return
    if "m.breach" in c:
        _breach_damage(state, received)
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
    if "m.takes_hit" in c:
        _redirect_hits(state, received, dealt_by)
    for u in c.get("m.shielded", ()):
        if u in received:
            received[u] = 0
            dealt_by.pop(u, None)
    if c.get("m.shielded") and c.get("m.sdmg"):   # structure damage is damage received too (ruling T533)
        c["m.sdmg"] = tuple((d, n) for d, n in c["m.sdmg"] if d not in c["m.shielded"])
    # each dealer once, however many assignments and volleys it made (Pryde's Pride hurts it once)
    c["m.dealers"] = tuple(dict.fromkeys((dst, s) for dst in c.get("m.pryde", ()) for s, n in dealt_by.get(dst, ())
                                         if n > 0 and _engaged_mech(state, s)))


def _under_construction(state, c: int) -> bool:
    p = controller(state, c)
    return c in state.zones[BUILD[p]] and not (mark(state, "up", c) and not mark(state, "unpaid", c))


STATIC.setdefault("modify_damage", []).append(resolve_damage)


# CS091 Trapped!: an attacking 'Mech (either player may play it); 1-2: back to hand after the mission; 3-6: a pinned
# counter on it (ruling T755).  A 'Mech with a pinned counter does not untap in its controller's Untap phase (cards
# that untap it still do); in their Missions phase, not during a mission, its controller may tap two untapped 'Mechs
# to remove one counter.  ``pinned:<mech>`` the counters on it; ``pins`` is set once any was ever put on a 'Mech,
# so base-set games never look further.
def _trapped(state, f):
    if die(state, f) <= 2:
        back_to_hand(state, f)
        return
    u = unit(f)
    set_mark(state, "pinned", u, mark(state, "pinned", u, 0) + 1)
    state.counters["pins"] = True
    state.say(f"{name_of(state, u)} gets a pinned counter: it does not untap in its controller's Untap phase")


def _pinned_stays_tapped(state, c) -> bool:
    """Only the Untap phase's untap: the turn frame is running its first step (turn.run_turn)."""
    if "pins" not in state.counters or not mark(state, "pinned", c):
        return False
    top = state.stack[-1] if state.stack else None
    if top is None or top.op != "turn" or top.pc != 1:
        return False
    state.say(f"{name_of(state, c)} is pinned: it does not untap")
    return True


def _untapped_mechs(state, p: int) -> list[int]:
    return [m for m in units_in_play(state, p) if is_unit(state, m) and not tapped(state, m)]


def _unpin_options(state, p: int) -> list[tuple]:
    if "pins" not in state.counters:
        return []
    pinned = [m for m in units_in_play(state, p) if mark(state, "pinned", m)]
    if not pinned or len(_untapped_mechs(state, p)) < 2:
        return []
    return [("unpin", m) for m in pinned]


def _unpin_first(state, f):
    ask(state, f.player, [("tap", m) for m in _untapped_mechs(state, f.player)],
        f"remove a pinned counter from {name_of(state, f.locals['card'])}: tap which 'Mech first?", "first")


def _unpin_second(state, f):
    first = f.locals["first"][1]
    ask(state, f.player, [("tap", m) for m in _untapped_mechs(state, f.player) if m != first],
        f"remove a pinned counter from {name_of(state, f.locals['card'])}: tap which other 'Mech?", "second")


def _unpin(state, f):
    p, pinned = f.player, f.locals["card"]
    tapping = (f.locals["first"][1], f.locals["second"][1])
    for m in tapping:
        tap(state, m)
        set_mark(state, "guard", m, None)   # a tapped 'Mech guards nothing (as one sent on a mission)
    set_mark(state, "pinned", pinned, mark(state, "pinned", pinned, 0) - 1)
    state.say(f"{who(p)} taps {name_of(state, tapping[0])} and {name_of(state, tapping[1])} to remove a pinned "
              f"counter from {name_of(state, pinned)}")


mission("CS091", "trapped", (choose(lambda state, q: attacking_mechs(state), "Trapped!: choose an attacking 'Mech"),
                             ROLL, _trapped),
        condition=lambda state, q: bool(attacking_mechs(state)))
# CE322 Trapped! (its own text, T1105): "Play only when attacked": the defending player only, on any opposing (so
# attacking, T1133) Unit; the pinned counter plays as CS091's (T1254).
mission("CE322", "trapped_ce", (choose(opposing_units, "Trapped!: choose an opposing Unit"), ROLL, _trapped),
        condition=lambda state, q: state.counters.get("m.p") not in (None, q) and bool(attacking_mechs(state)))
STEPS["trapped.unpin"] = (_unpin_first, _unpin_second, _unpin)
trigger("untap", "CS091", _pinned_stays_tapped)
EXTRA_OPTIONS.setdefault("missions", []).append(_unpin_options)
WINDOW_ACTIONS["unpin"] = lambda state, p, action: push(state, "script", p, script="trapped.unpin", card=action[1],
                                                        player=p)


# CS049 Hip Shattered: an engaged 'Mech; if it receives structure damage this mission, a hindrance counter goes on it
# (ruling T756).  A 'Mech with a hindrance counter cannot block (guarding included) and its speed is slow for every
# purpose (board.fixed_speed).  ``m.hip`` the chosen 'Mechs; ``hindrance:<mech>`` the counter; games without Hip
# Shattered never look further (board.game_holds), and a position may begin with a hindrance counter on a 'Mech.
HIP_SHATTERED = "CS049"


def _hip_shattered(state, f):
    u = unit(f)
    add(state, "m.hip", u)
    state.say(f"{name_of(state, u)}: if it receives structure damage, it gets a hindrance counter")


def _hip_hit(state, dst, real) -> None:
    if real > 0 and dst in state.counters.get("m.hip", ()) and not mark(state, "hindrance", dst):
        set_mark(state, "hindrance", dst, True)
        state.say(f"{name_of(state, dst)} gets a hindrance counter: it cannot block, and its speed is slow")


def _hindered_slow(state, u) -> int:
    return 1 if game_holds(state, HIP_SHATTERED) and mark(state, "hindrance", u) else 0


def _hindered_cannot_block(state, m, guard) -> bool:
    return not game_holds(state, HIP_SHATTERED) or not mark(state, "hindrance", m)


SPEED_FIXERS.add(HIP_SHATTERED)


mission("CS049", "hip_shattered", (choose(all_units, "Hip Shattered: choose a 'Mech"), _hip_shattered),
        condition=some(all_units))
trigger("structure_damage", "CS049", _hip_hit)
STATIC.setdefault("fixed_speed", []).append(_hindered_slow)
STATIC.setdefault("may_block", []).append(_hindered_cannot_block)


# MW092 Tactical Superiority: "You win initiative": its player declares last this mission whatever the totals; the
# last such effect played wins (Guide; missions.WINS_INITIATIVE, "m.init_winner").  The totals themselves, which
# limit the Mission cards each player may play, do not change.
def _tactical_superiority(state, f):
    state.counters["m.init_winner"] = f.player
    state.say(f"{who(f.player)} wins initiative this mission")


mission("MW092", "tactical_superiority", (_tactical_superiority,))


# CS058 Massive Battlefield Confusion: only when blocking; 1: no effect; 2-4: back to hand after the mission; 5-6: each
# attacking or blocking 'Mech (T101) deals its damage to another of them drawn at random, one draw each with the game's
# generator (ruling T770): its damage, assigned already or later, missiles included, goes there when damage resolves.
# ``m.confused`` ((dealer, the 'Mech drawn), ...).
def _battlefield_confusion(state, f):
    value = die(state, f)
    if value == 1:
        state.say("Massive Battlefield Confusion: no effect")
        return
    if value <= 4:
        back_to_hand(state, f)
        return
    engaged_mechs = all_units(state, f.player)
    drawn = []
    for u in engaged_mechs:
        others = [m for m in engaged_mechs if m != u]
        if others:
            new = others[roll(state, len(others)) - 1]
            drawn.append((u, new))
            state.say(f"{name_of(state, u)} will deal its damage to {name_of(state, new)} (drawn at random)")
    state.counters["m.confused"] = tuple(drawn)


def _confused_damage(state, received: dict, dealt_by: dict) -> None:
    """At resolution: every damage a confused 'Mech deals goes to the 'Mech drawn for it."""
    for src, new in state.counters.get("m.confused", ()):
        for dst in list(dealt_by):
            if dst != new:
                _move(received, dealt_by, src, dst, new)


mission("CS058", "battlefield_confusion", (ROLL, _battlefield_confusion),
        condition=lambda state, q: state.counters.get("m.p") != q and bool(state.counters.get("m.blk")))
STATIC.setdefault("modify_damage", []).append(_confused_damage)


# CS063 No Quarter: during battle; once this battle's damage has resolved, the surviving 'Mechs of both sides fight a
# second battle of the same mission (missions.begin_second_battle, ruling T769): armor spent in the first is lacking
# (``m.armor_used``, below), no missiles, 'Mechs that made an Alpha Strike have 0 attack, and cards, options and
# abilities used in the first battle are used for the mission.  One second battle a mission: a No Quarter of either
# player is refused once one has been played.
def _no_quarter(state, f):
    state.counters["m.no_quarter"] = 1   # missions.SECOND_BATTLE
    state.say("No Quarter: a second battle will follow this one")


def _armor_spent(state, u) -> int:
    c = state.counters
    used = c.get("m.armor_used")
    if not used or c.get("m.no_quarter") != 2:
        return 0
    return -sum(n for v, n in used if v == u)


mission("CS063", "no_quarter", (_no_quarter,),
        condition=lambda state, q: in_battle(state) and "m.no_quarter" not in state.counters)
STATIC["armor"].append(_armor_spent)


# MW020 DropShip Intercept: only by the defending player controlling no blocking 'Mech; every 'Mech still attacking
# (and in play) when the mission ends is depleted (ruling T760).  ME030 Disrupted Supply Lines: during battle; when
# it ends, every opposing attacking or blocking 'Mech (T101) with an Alpha Strike option, printed or granted, used or
# not, is depleted.  Both wait in ``m.after`` for the mission's end (missions.AFTER_MISSION).
def _intercept(state, f):
    add(state, "m.after", (f.player, ("deplete attackers", "DropShip Intercept")))
    state.say("DropShip Intercept: the attacking 'Mechs will be depleted at the end of the mission")


def _deplete_attackers(state, q: int, title: str) -> None:
    """("deplete attackers", title) in ``m.after``: the attacking 'Mechs still in play (also 'Mech Trap's)."""
    for u in attacking_mechs(state):
        deplete(state, u, title)


def _disrupted_supply_lines(state, f):
    add(state, "m.after", (f.player, ("deplete alpha strikers",)))
    state.say(f"Disrupted Supply Lines: {who(1 - f.player)}'s 'Mechs with Alpha Strike will be depleted at the end "
              "of this battle")


def _deplete_alpha_strikers(state, q: int) -> None:
    for u in opposing_units(state, q):
        if has_option(state, u, "alpha_strike"):
            deplete(state, u, "Disrupted Supply Lines")


mission("MW020", "dropship_intercept", (_intercept,),   # Elemental Point may still block: it is no 'Mech (T1032)
        condition=lambda state, q: state.counters.get("m.p") != q and not blocking_mechs(state))
mission("ME030", "disrupted_supply_lines", (_disrupted_supply_lines,), condition=in_battle)
missions.AFTER_MISSION["deplete attackers"] = _deplete_attackers
missions.AFTER_MISSION["deplete alpha strikers"] = _deplete_alpha_strikers


# -- Arsenal, Commander's Edition and Crusade -------------------------------------------------------------------------
# These printings name the Unit types by their words (T1100): "Unit" is every Unit, "Vehicle" Vehicles and Battle Armor,
# "'Mech" 'Mechs only, "'Mech(s) and Vehicle(s)" every Unit.  As before, a Mission card reaches engaged Units only
# (T1133).  Counters of this part (all ``m.*``): ``m.push`` (Final Push), ``m.extra_alpha`` (Front-Loaded Supply Lines,
# missions.py reads it), ``m.grouping`` (Nice Grouping!), ``m.blaze`` (Blaze of Glory), ``m.envelope`` (Breaking the
# Envelope), ``m.conquer`` (Conquer), ``m.coup`` (Coup de Grace), ``m.sabotage`` (Maskirovka Sabotage), ``m.dubious``
# (Move to Dubious Cover), ``m.prerolled`` (Steady...Steady...FIRE!).
def all_engaged_mechs(state, q=None) -> list[int]:
    return own_mechs(state, 0) + own_mechs(state, 1)


def own_vehicles(state, q: int) -> list[int]:
    return [u for u in attacking_or_blocking(state, q) if is_vehicle(state, u)]


def lost_initiative(state, q: int) -> bool:
    """"Only if you lost initiative" (T1117): q plays effects and assigns damage first this mission, as it stands when
    the card is played: a lower initiative, or a tie as the defender (rulebook), or the opponent "wins initiative"
    (Tactical Superiority)."""
    c = state.counters
    if "m.att" not in c:
        return False
    winner = c.get(WINS_INITIATIVE)
    if winner is not None:
        return winner != q
    mine, theirs = initiative(state, q), initiative(state, 1 - q)
    return mine < theirs or (mine == theirs and c["m.p"] != q)


# AR014 Carpet Bombing: only with Munitions; each engaged 'Mech and Vehicle (every Unit, T1135) receives 2 damage.
def _carpet_bombing(state, f):
    for u in all_units(state, f.player):
        card_damage(state, u, 2)


mission("AR014", "carpet_bombing", (_carpet_bombing,), condition=lambda state, q: has_asset(state, q, "M"))


# AR015 Castle Defense: only when blocking; prevent up to 2 damage to each guarding 'Mech (one that blocks: T1133).
def _castle_defense(state, f):
    for u in own_mechs(state, f.player):
        if mark(state, "guard", u) is not None:
            prevent(state, u, 2)


mission("AR015", "castle_defense", (_castle_defense,), condition=when_blocking)


# AR036 Final Push: only when blocked; each of your attacking Units ("'Mechs and Vehicles") may deal up to 2 more of
# its damage to the target, on top of Long-Range and the like (Guide; T1134).
def _final_push(state, f):
    add(state, "m.push", f.player)
    state.say(f"each of {who(f.player)}'s attacking Units may deal up to 2 more of its damage to the target")


def _pushed_through(state, u: int) -> int:
    c = state.counters
    pushers = c.get("m.push")
    if not pushers or u not in c.get("m.att", ()) or not is_unit(state, u):
        return 0
    return 2 if controller(state, u) in pushers else 0


mission("AR036", "final_push", (_final_push,), condition=when_blocked)
STATIC.setdefault("through", []).append(_pushed_through)


# AR040 Fire From Cover: one of your 'Mechs gets +1 attack and 1 damage to it is prevented.
def _fire_from_cover(state, f):
    more_attack(state, unit(f), 1)
    prevent(state, unit(f), 1)


mission("AR040", "fire_from_cover", (choose(own_mechs, "Fire From Cover: which of your 'Mechs?"), _fire_from_cover),
        condition=some(own_mechs))


# AR041 Front-Loaded Supply Lines: only with Logistics; each of your engaged Units gains "Alpha Strike: +2 attack" for
# the mission: another Alpha Strike option beside any it prints (``m.extra_alpha``, read by missions.py).
def _supply_lines(state, f):
    for u in own_units(state, f.player):
        add(state, "m.extra_alpha", (u, 2))
        state.say(f"{name_of(state, u)} gains \"Alpha Strike: +2 attack\"")


mission("AR041", "front_loaded_supply_lines", (_supply_lines,), condition=lambda state, q: has_asset(state, q, "L"))


# AR064 Nice Grouping!: during battle; your 'Mech and an opposing 'Mech: each missile of yours at it deals damage equal
# to its die roll, after the roll's modifiers, instead of the missile table (Anti-Missile still prevents).
def _nice_grouping(state, f):
    mine, theirs = f.locals["mine"][1], unit(f)
    add(state, "m.grouping", (mine, theirs))
    state.say(f"missiles of {name_of(state, mine)} at {name_of(state, theirs)} will deal damage equal to their roll")


def _grouped_missile(state, source, destination, value):
    return value if (source, destination) in state.counters.get("m.grouping", ()) else None


mission("AR064", "nice_grouping",
        (choose(own_mechs, "Nice Grouping!: which of your 'Mechs?", into="mine"),
         choose(opposing_mechs, "Nice Grouping!: which opposing 'Mech?"), _nice_grouping),
        condition=both(in_battle, some(own_mechs), some(opposing_mechs)))
STATIC.setdefault("missile_table", []).append(_grouped_missile)


# AR076 Ramming Speed!: a Vehicle of yours (Vehicles and Battle Armor); 1-2: no effect; 3-6: +roll attack, and it is
# scrapped at the end of the mission (ruling T1180: "No effect" is the whole card's).
def _ramming_speed(state, f):
    u = unit(f)
    value = die(state, f)
    if value <= 2:
        state.say("Ramming Speed!: no effect")
        return
    more_attack(state, u, value)
    add(state, "m.after", (f.player, ("scrap", u, "(Ramming Speed!)")))
    state.say(f"{name_of(state, u)} will be scrapped at the end of the mission")


def _scrap_after(state, q: int, u: int, why: str) -> None:
    if u in units_in_play(state, controller(state, u)):
        scrap_card(state, u, why)


mission("AR076", "ramming_speed", (choose(own_vehicles, "Ramming Speed!: which of your Vehicles?"), ROLL,
                                   _ramming_speed),
        condition=some(own_vehicles))
missions.AFTER_MISSION["scrap"] = _scrap_after


# AR088 Steel Talons: 1: the opponent chooses an engaged 'Mech, 2-6: you choose one (either side's, T1140); it is
# removed from the battle (Guide: no longer attacking or blocking; removed blockers are not scrapped for Overrun).
def _steel_talons(state, f):
    chooser = 1 - f.player if die(state, f) == 1 else f.player
    ask(state, chooser, [("choose", u) for u in all_engaged_mechs(state)],
        "Steel Talons: which 'Mech is removed from the battle?", "pick")


mission("AR088", "steel_talons", (ROLL, _steel_talons, lambda state, f: remove_from_battle(state, unit(f))),
        condition=some(all_engaged_mechs))


# AR089 Strength of the Bear: each of your engaged 'Mechs gets as much armor again as it has when the card is played
# (T1181: the total then, every change in effect counted, is doubled).
def _strength_of_the_bear(state, f):
    for u, n in [(u, armor(state, u)) for u in own_mechs(state, f.player)]:
        add(state, "m.armor", (u, n))
        state.say(f"{name_of(state, u)}'s armor doubles to {2 * n}")


mission("AR089", "strength_of_the_bear", (_strength_of_the_bear,))


# CE080 Death from Above (its own text, T1105): during battle; your Unit with Jump and an opposing Unit (engaged, T1182)
# are chosen as it is played; then LT055's roll: 1: yours receives 1, back to hand; 2-6: a die (two at 60 tons or
# more) of damage to each.
mission("CE080", "death_from_above_ce",
        (choose(own_jumpers, "Death from Above: which of your Units with Jump?"),
         choose(opposing_units, "Death from Above: which opposing Unit?", into="victim"),
         ROLL, _dfa_roll, _dfa_more, _dfa_victim, _dfa_damage),
        condition=both(in_battle, some(own_jumpers), some(opposing_units)))


# CR016 Blaze of Glory: only when a Unit you control is the mission's target; all damage it deals is doubled.
def _your_unit_is_the_target(state, q: int) -> bool:
    c = state.counters
    tgt = c.get("m.tgt")
    return c.get("m.p") != q and isinstance(tgt, int) and tgt in units_in_play(state, q)


def _blaze_of_glory(state, f):
    tgt = state.counters["m.tgt"]
    add(state, "m.blaze", tgt)
    state.say(f"all damage {name_of(state, tgt)} deals will be doubled")


mission("CR016", "blaze_of_glory", (_blaze_of_glory,), condition=_your_unit_is_the_target)


# CR017 Breaking the Envelope: during battle; one of your Units: each Overheat option it uses from now on gives twice
# its attack and twice its damage (T1189).
def _breaking_the_envelope(state, f):
    add(state, "m.envelope", unit(f))
    state.say(f"{name_of(state, unit(f))}'s Overheat options will give double attack and double damage")


def _envelope_overheat(state, u: int, x: int) -> None:
    """The Overheat just used (the unit's last ``m.used`` entry names it) counts once more."""
    c = state.counters
    if u not in c.get("m.envelope", ()):
        return
    used = next(key for v, key in reversed(c["m.used"]) if v == u)
    heat, bonus = overheat_options(state, u)[int(used[len("overheat"):])]
    add(state, "m.atk", (u, bonus))
    add(state, "m.heat", (u, heat))
    state.say(f"Breaking the Envelope: {name_of(state, u)} gets another +{bonus} attack and {heat} damage")


mission("CR017", "breaking_the_envelope",
        (choose(own_units, "Breaking the Envelope: which of your Units?"), _breaking_the_envelope),
        condition=both(in_battle, some(own_units)))
trigger("overheat", "CR017", _envelope_overheat)


# CR024 Close Formation: only if you lost initiative (T1117); each of your engaged Units gets +1 attack and +1 armor.
def _close_formation(state, f):
    for u in own_units(state, f.player):
        more_attack(state, u, 1)
        add(state, "m.armor", (u, 1))
        state.say(f"{name_of(state, u)} gets +1 armor")


mission("CR024", "close_formation", (_close_formation,), condition=lambda state, q: lost_initiative(state, q))


# CR026 Conquer: only when attacking an opposing Unit or Command card (one in play: a card under construction is no
# Command card yet) and only if you lost initiative; if that card would be scrapped later this mission, it is tapped
# instead, loses its damage counters and comes under your control with its Pilot and Enhancements (T1128).
def _conquerable(state, q: int) -> bool:
    c = state.counters
    tgt = c.get("m.tgt")
    return c.get("m.p") == q and isinstance(tgt, int) and (
        tgt in units_in_play(state, 1 - q) or tgt in state.zones[POST[1 - q]])


def _conquer(state, f):
    add(state, "m.conquer", (f.player, state.counters["m.tgt"]))
    state.say(f"if {target_text(state, state.counters['m.tgt'])} would be scrapped this mission, "
              f"{who(f.player)} gains control of it instead")


def _conquered_instead(state, card: int, why: str) -> bool:
    """The scrapping of a conquered target is replaced (turn.scrap_card's ``STATIC["instead_of_scrap"]``).  Taken
    before the battle's damage is dealt (a card scrapping it), it is no target any more, as a target scrapped then
    (missions._scrapped_in_battle)."""
    c = state.counters
    taker = next((q for q, t in c.get("m.conquer", ()) if t == card), None)
    if taker is None or controller(state, card) == taker:
        return False
    tap(state, card)
    set_mark(state, "dmg", card, None)
    state.say(f"Conquer: {name_of(state, card)} is not scrapped; it is tapped and its damage counters are removed")
    take_control(state, taker, card)
    if card == c.get("m.tgt") and RESOLVED not in c:
        remove_from_battle(state, card)
        c["m.tgt"] = None
    return True


mission("CR026", "conquer", (_conquer,),
        condition=lambda state, q: _conquerable(state, q) and lost_initiative(state, q))
STATIC.setdefault("instead_of_scrap", []).append(_conquered_instead)


# CR027 Coup de Grace: an opposing Unit; the damage counters put on it as damage resolves are doubled (after armor,
# T1127).
def _coup_de_grace(state, f):
    add(state, "m.coup", unit(f))
    state.say(f"the damage counters put on {name_of(state, unit(f))} as damage resolves will be doubled")


def _coup_de_grace_hit(state, dst, real):
    c = state.counters
    if "m.coup" not in c or RESOLVED not in c:
        return real, False
    return real * 2 ** sum(1 for u in c["m.coup"] if u == dst), False


mission("CR027", "coup_de_grace", (choose(opposing_units, "Coup de Grace: which opposing Unit?"), _coup_de_grace),
        condition=some(opposing_units))
STATIC.setdefault("structure_hit", []).append(_coup_de_grace_hit)


# CR036 Falsified Maps: only when being attacked; search your Stockpile for a Terrain card and put it into play,
# activated, in the target's region (T771, T1120; Difficult Terrain, which goes on a site, on the target when it is
# one: T1184); then shuffle the Stockpile.  Titles, not cards, are offered: a searched world re-deals the Stockpile.
# ``terrain_into_play`` puts the card found into play.
def _terrain_home(state, q: int, card: int):
    """Where the Terrain card goes: the target's region host, or for one played on a site the target site; None when
    it cannot go there."""
    tgt = state.counters.get("m.tgt")
    kind = needs_host(card_of(state, card))
    if kind == "site":
        if tgt in ("stock", "scrap"):
            return f"{tgt}{q}"
        return tgt if isinstance(tgt, int) and tgt not in units_in_play(state, q) else None
    return region_of(state, tgt, q)


def _terrain_in_stock(state, q: int) -> list[int]:
    from .terrain_and_factions import is_terrain   # loaded after this module: its hooks keep their order
    return found_by_title(state, [c for c in state.zones[STOCK[q]]
                                  if is_terrain(state, c) and _terrain_home(state, q, c) is not None])


def _falsified_search(state, f):
    """Always asked, "find none" always offered (a search of a hidden pile may fail, T1184): that its player is asked
    tells the opponent nothing of the Stockpile."""
    q = f.player
    state.say(f"{who(q)} searches the Stockpile (Falsified Maps)")
    found = tuple(("retrieve", name_of(state, c)) for c in _terrain_in_stock(state, q))
    push(state, "choose", q, opts=found + (("find none",),), prompt="Falsified Maps: put which Terrain card into play?",
         into="pick")


def _falsified_put(state, f):
    q = f.player
    if f.locals["pick"][0] == "retrieve":
        card = next(c for c in _terrain_in_stock(state, q) if name_of(state, c) == f.locals["pick"][1])
        terrain_into_play(state, q, card, _terrain_home(state, q, card), "Falsified Maps")
    else:
        state.say(f"{who(q)} puts no Terrain card into play")
    shuffle_stock(state, q)
    state.say(f"{who(q)} shuffles the Stockpile")


def terrain_into_play(state, q: int, card: int, host, title: str) -> None:
    """Put a Terrain card into play by an effect (T771): activated, in (or on) ``host``, as activating it would put it
    (turn.resume_attach): its "attached" triggers scrap the other Terrain cards of its region, and its script run when
    activated runs; a Unique one whose title is in play is scrapped at once."""
    state.zones[STOCK[q]].remove(card)
    state.zones[ATTACHED[q]].append(card)
    where = region_text(host) if isinstance(host, str) and host.startswith(REGION) else site_text(state, host)
    state.say(f"{who(q)} puts {name_of(state, card)} into play in {where} ({title})")
    if unique_blocked(state, card):
        scrap_card(state, card, "(a Unique card of that title is in play)")
        return
    set_mark(state, "on", card, host)
    for number, fn in TRIGGERS.get("attached", ()):
        fn(state, q, card, host, False)
    script = ON_REVEAL.get(card_of(state, card).plays_as)
    if script is not None:
        push(state, "script", q, script=script, card=card, player=q, excess=0, forced=False)


mission("CR036", "falsified_maps", (_falsified_search, _falsified_put),
        condition=lambda state, q: state.counters.get("m.p") != q and state.counters.get("m.tgt") is not None)


# CR040 Fire From Partial Cover: only if you lost initiative (T1117); prevent up to 2 damage to each of your engaged
# Units.
def _partial_cover(state, f):
    for u in own_units(state, f.player):
        prevent(state, u, 2)


mission("CR040", "fire_from_partial_cover", (_partial_cover,), condition=lambda state, q: lost_initiative(state, q))


# CR042 Force of Will: one of your piloted 'Mechs gets +4 attack, and you may prevent 1 damage to it.
def _piloted_mechs(state, q: int) -> list[int]:
    return [u for u in own_mechs(state, q) if pilot_of(state, u) is not None]


def _force_of_will(state, f):
    more_attack(state, unit(f), 4)
    ask(state, f.player, [("prevent", unit(f)), ("decline",)], "Force of Will: prevent 1 damage to that 'Mech?",
        "answer")


def _force_of_will_prevent(state, f):
    if f.locals.pop("answer")[0] == "prevent":
        prevent(state, unit(f), 1)


mission("CR042", "force_of_will",
        (choose(_piloted_mechs, "Force of Will: which of your piloted 'Mechs?"), _force_of_will,
         _force_of_will_prevent),
        condition=some(_piloted_mechs))


# CR058 Intimidation Tactics: during battle, only if you lost initiative (T1117); each opposing engaged Unit -1 attack.
def _intimidation(state, f):
    for u in opposing_units(state, f.player):
        more_attack(state, u, -1)


mission("CR058", "intimidation_tactics", (_intimidation,),
        condition=lambda state, q: in_battle(state) and lost_initiative(state, q))


# CR067 Maskirovka Sabotage: during battle; 1: draw a card after the mission; 2-6: an opposing Unit: the damage it deals
# above its base (printed, T530) attack comes back on itself (T1127), the damage it dealt last first (T1183).
def _sabotage_roll(state, f):
    if die(state, f) == 1:
        draw_after(state, f)
    elif opposing_units(state, f.player):
        choose(opposing_units, "Maskirovka Sabotage: which opposing Unit?")(state, f)


def _sabotage(state, f):
    if "pick" in f.locals:
        add(state, "m.sabotage", unit(f))
        state.say(f"the damage {name_of(state, unit(f))} deals above its base attack will come back on itself")


def _sabotaged(state, received: dict, dealt_by: dict) -> None:
    for u in state.counters.get("m.sabotage", ()):
        excess = sum(n for dst in dealt_by for s, n in dealt_by[dst] if s == u) - (card_of(state, u).attack or 0)
        last_first = [d for d in dealt_by for s, n in dealt_by[d] if s == u]
        last_first.reverse()   # the excess comes back from the damage dealt last (T1183)
        for dst in last_first:
            if excess <= 0:
                break
            if dst == u:
                continue
            taken = min(excess, sum(n for s, n in dealt_by[dst] if s == u))
            _move(received, dealt_by, u, dst, u, taken)
            excess -= taken


mission("CR067", "maskirovka_sabotage", (ROLL, _sabotage_roll, _sabotage), condition=in_battle)


# CR071 Move to Dubious Cover: only when blocking; half the damage dealt to one of your engaged Units, rounded up, is
# dealt to the mission's target instead (T1127; before prevention and armor, as "dealt" reads: T1185).
def _dubious_cover(state, f):
    add(state, "m.dubious", unit(f))
    state.say(f"half the damage dealt to {name_of(state, unit(f))} will be dealt to the target instead")


def _dubious(state, received: dict, dealt_by: dict) -> None:
    c = state.counters
    tgt = c.get("m.tgt")
    if tgt is None:
        return   # the target left play: the damage stays where it is
    for u in c.get("m.dubious", ()):
        half = -(-received.get(u, 0) // 2)
        if half:
            received[u] -= half
            received[tgt] = received.get(tgt, 0) + half
            state.say(f"Move to Dubious Cover: {half} damage goes from {name_of(state, u)} to the target")


mission("CR071", "move_to_dubious_cover",
        (choose(own_units, "Move to Dubious Cover: which of your Units?"), _dubious_cover),
        condition=both(when_blocking, some(own_units)))


# CR091 Steady...Steady...FIRE!: only if you lost initiative (T1117); every missile die of your engaged Units' Missile
# options is rolled now; each volley they fire uses the next of its Unit's dice instead of a new roll, still modified
# as a missile roll when damage resolves (T1129); dice left over lapse.
def _steady_fire(state, f):
    for u in own_units(state, f.player):
        n = (card_of(state, u).options or {}).get("missile", 0) + sum(
            k for v, k in state.counters.get("m.extra_missiles", ()) if v == u)
        if n:
            rolled = tuple(roll(state) for _ in range(n))
            add(state, "m.prerolled", (u, rolled))
            state.say(f"{who(f.player)} rolls {', '.join(map(str, rolled))} for {name_of(state, u)}'s missiles")


def _prerolled(state, i: int):
    """The die rolled in advance for volley i of ``m.msl``: its Unit's k-th die for its k-th volley."""
    c = state.counters
    if "m.prerolled" not in c:
        return None
    source = c["m.msl"][i][0]
    k = sum(1 for s, d in c["m.msl"][:i] if s == source)
    dice_ = [v for u, rolled in c["m.prerolled"] if u == source for v in rolled]
    return dice_[k] if k < len(dice_) else None


mission("CR091", "steady_steady_fire", (_steady_fire,), condition=lambda state, q: lost_initiative(state, q))
STATIC.setdefault("missile_preroll", []).append(_prerolled)

# CR095 Surprise Maneuvers: your opponent gets -2 initiative; draw a card.
mission("CR095", "surprise_maneuvers",
        (lambda state, f: add(state, "m.init", (1 - f.player, -2)), lambda state, f: draw(state, f.player, 1)))


# CR102 Trojan Horse: only if unblocked; scrap one of your engaged Units; the target receives 7 damage.
def _trojan_horse(state, f):
    scrap_card(state, unit(f), "(Trojan Horse)")
    tgt = state.counters.get("m.tgt")
    if tgt is not None:   # still in play
        add(state, "m.dmg", (tgt, 7, -1))
        state.say(f"{target_text(state, tgt)} will receive 7 damage")


mission("CR102", "trojan_horse", (choose(own_units, "Trojan Horse: scrap which of your Units?"), _trojan_horse),
        condition=both(when_unblocked, some(own_units), lambda state, q: state.counters.get("m.tgt") is not None))


# CR105 Viper's Maw: when attacking, during battle; up to 2 opposing untapped Units not in the battle are tapped and
# join it as blockers (T1188).  Battle Armor never blocks alone (T1103): it may be chosen once another Unit blocks or
# was chosen.
def _vipers_ask(state, f):
    picked = f.locals.setdefault("picked", ())
    escorted = any(is_unit(state, u) for u in state.counters.get("m.blk", ()) + picked)
    left = [u for u in own_idle_mechs(state, 1 - f.player)
            if u not in picked and (escorted or not is_battle_armor(state, u))]
    if len(picked) < 2 and left:
        push(state, "choose", f.player, opts=tuple(("choose", u) for u in left) + (("done",),),
             prompt=f"Viper's Maw: choose an opposing untapped Unit to join the battle ({2 - len(picked)} more)",
             into="answer")


def _vipers_take(state, f):
    answer = f.locals.pop("answer", ("done",))
    if answer[0] == "choose":
        f.locals["picked"] += (answer[1],)
        f.pc -= 2
        return
    for u in f.locals["picked"]:
        join_battle(state, 1 - f.player, u)


mission("CR105", "vipers_maw", (_vipers_ask, _vipers_take),
        condition=lambda state, q: state.counters.get("m.p") == q and in_battle(state))


def _last_sets_damage(state, received: dict, dealt_by: dict) -> None:
    """This part's share of resolution, in this order: Blaze of Glory doubles what its Unit deals; Maskirovka Sabotage
    turns a Unit's damage above its base attack back on it; Move to Dubious Cover then sends half of what one Unit
    receives to the target.  Prevention and armor come after (missions.run_resolve)."""
    c = state.counters
    for u in c.get("m.blaze", ()):
        for dst in list(dealt_by):
            dealt = sum(n for s, n in dealt_by[dst] if s == u)
            if dealt:
                received[dst] = received.get(dst, 0) + dealt
                dealt_by[dst].append((u, dealt))
    if "m.sabotage" in c:
        _sabotaged(state, received, dealt_by)
    if "m.dubious" in c:
        _dubious(state, received, dealt_by)


STATIC.setdefault("modify_damage", []).append(_last_sets_damage)
