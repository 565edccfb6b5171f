"""Die-roll modifiers (dice.py's "die roll": NAIS and Field Command Post add 1, Coventry Metal Works rerolls a
missile die, Smoke Jaguar High Command rerolls or adds 1 to one, Star Commander rerolls any die in its 'Mech's battle)
and Battalion Support (infantry counters on sites).

Infantry counters: ``infantry:<site>`` = (Battalion Support card, ...), one entry per counter naming the card that
put it into play; a site is a card id or "stock<seat>" / "scrap<seat>".  Counters still on their own Battalion
Support are held in reserve: they add no attack and take no damage (ruling T410); they leave play with the card that
put them there (T412)."""
from __future__ import annotations

from mechdeck.kernel import roll
from mechdeck.kernel.procedures import SCRIPTS

from .. import dice, missions
from ..board import (ATTACHED, card_of, controller, game_holds, mark, name_of, tap, tapped, who)
from ..turn import RULES_ID, can_pay
from .building_blocks import in_battle, in_command_post, paid_action
from .pilots import printed_pilot, remove_counters_of
from .registry import STATIC, card_module, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

NAIS, BATTALION, COVENTRY = "LT182", "LT016", "LT045"
FIELD_COMMAND_POST = "CS038"
SMOKE_JAGUAR, STAR_COMMANDER = "CE269", "CR088"
S = SCRIPTS[RULES_ID]


# -- LT045 Coventry Metal Works: {T}: reroll one of your missile dice, right after rolling it ------------------------
def _coventry_offer(state, p, roll_):
    if roll_["kind"] != "missile":
        return []
    return [("modify", c, "coventry reroll") for c in in_command_post(state, p, COVENTRY) if not tapped(state, c)]


def _coventry_reroll(state, p, roll_, c):
    tap(state, c)
    value = roll(state)
    state.say(f"{who(p)} taps Coventry Metal Works to reroll a missile die ({roll_['value']}): {value}")
    return value


dice.AFTER_ROLL.append(_coventry_offer)   # after Missile Spotter's offer, before NAIS's (the order options come in)
dice.MODIFY["coventry reroll"] = _coventry_reroll
implements(COVENTRY)


# -- CE269 Smoke Jaguar High Command: {T}: {R} (its data); {T}: reroll one of your missile dice or add 1 to it, right
# after rolling it (a reroll replaces the result, T1123; +1 keeps within 1-6, T400) ----------------------------------
def _smoke_jaguar_offer(state, p, roll_) -> list[tuple]:
    if roll_["kind"] != "missile":
        return []
    keys = ("smoke jaguar reroll", "smoke jaguar +1") if roll_["value"] < 6 else ("smoke jaguar reroll",)
    return [("modify", c, key) for c in in_command_post(state, p, SMOKE_JAGUAR) if not tapped(state, c)
            for key in keys]


def _smoke_jaguar_reroll(state, p, roll_, c) -> int:
    tap(state, c)
    value = roll(state)
    state.say(f"{who(p)} taps Smoke Jaguar High Command to reroll a missile die ({roll_['value']}): {value}")
    return value


def _smoke_jaguar_add(state, p, roll_, c) -> int:
    tap(state, c)
    state.say(f"{who(p)} taps Smoke Jaguar High Command: +1 to the missile die ({roll_['value']} -> "
              f"{roll_['value'] + 1})")
    return roll_["value"] + 1


dice.AFTER_ROLL.append(_smoke_jaguar_offer)
dice.MODIFY["smoke jaguar reroll"] = _smoke_jaguar_reroll
dice.MODIFY["smoke jaguar +1"] = _smoke_jaguar_add
implements(SMOKE_JAGUAR)


# -- CR088 Star Commander: a Pilot (+1 initiative, +2 attack: pilots.printed_pilot); "Reroll any die roll made by any
# player. Use this ability only during battle and immediately after that die roll": its player may reroll any die,
# either player's (the Vehicle roll too), right after it is rolled in a battle its 'Mech is in (Guide, Command Cards:
# Abilities); an ability, so once per mission (T1123) ------------------------------------------------------------------
def _star_commander_offer(state, p, roll_) -> list[tuple]:
    if not game_holds(state, STAR_COMMANDER) or not in_battle(state):
        return []
    used = state.counters.get("m.used", ())
    out = []
    for a in state.zones[ATTACHED[p]]:
        host = mark(state, "on", a)
        if card_of(state, a).plays_as == STAR_COMMANDER and (a, "reroll") not in used and isinstance(host, int) and \
                host in missions.engaged(state, controller(state, host)):
            out.append(("modify", a, "star commander reroll"))
    return out


def _star_commander_reroll(state, p, roll_, a) -> int:
    missions.add(state, "m.used", (a, "reroll"))
    value = roll(state)
    state.say(f"{who(p)} uses Star Commander to reroll the die ({roll_['value']}): {value}")
    return value


printed_pilot(STAR_COMMANDER)
dice.AFTER_ANY_ROLL.append(_star_commander_offer)
dice.MODIFY["star commander reroll"] = _star_commander_reroll
implements(STAR_COMMANDER)


# -- LT182 NAIS: {T}: add +1 to one of your die rolls, right after rolling it ------------------------------------------
def _nais_offer(state, p, roll_) -> list[tuple]:
    if roll_["value"] >= 6:   # a roll stays within the 1-6 that every card's ranges name (ruling T400)
        return []
    return [("modify", c, "nais") for c in in_command_post(state, p, NAIS) if not tapped(state, c)]


def _nais_add(state, p, roll_, c) -> int:
    tap(state, c)   # NAIS, or Field Command Post, which prints the same ability
    state.say(f"{who(p)} taps {name_of(state, c)}: +1 to the die roll ({roll_['value']} -> {roll_['value'] + 1})")
    return roll_["value"] + 1


dice.AFTER_ROLL.append(_nais_offer)
dice.MODIFY["nais"] = _nais_add
implements(NAIS)


# -- LT016 Battalion Support: five infantry counters, moved among your sites for {R} each, take redirected damage ---
def _entries(state, site) -> tuple:
    return state.counters.get(f"infantry:{site}", ())


def _set_entries(state, site, entries: tuple) -> None:
    if entries:
        state.counters[f"infantry:{site}"] = entries
    else:
        state.counters.pop(f"infantry:{site}", None)


def deployed(state, site) -> int:
    """Infantry counters working on a site (not those in reserve on their own Battalion Support)."""
    return sum(1 for source in _entries(state, site) if source != site)


def _text(state, site) -> str:
    return missions.site_text(state, site)


def _reveal(state, f):
    c = f.locals["card"]
    state.counters[f"infantry:{c}"] = (c,) * 5
    state.say(f"{name_of(state, c)} gets five infantry counters")


def _move_options(state, p) -> list[tuple]:
    sites = missions.sites(state, p)
    if not any(f"infantry:{site}" in state.counters for site in sites) or not can_pay(state, p, 1):
        return []
    out = []
    for src in sites:
        for dst in sites:
            if dst != src and any(source != dst for source in _entries(state, src)):
                out.append(("move infantry", src, dst))
    return out


def _moved(state, p, src, dst) -> None:
    entries = list(_entries(state, src))
    source = next(e for e in entries if e != dst)   # never back onto its own Battalion Support (ruling T411)
    entries.remove(source)
    _set_entries(state, src, tuple(entries))
    _set_entries(state, dst, _entries(state, dst) + (source,))
    state.say(f"{who(p)} moves an infantry counter from {_text(state, src)} to {_text(state, dst)}")


def _site_attack(state, site) -> int:
    return deployed(state, missions.site_of(state, site))


def _redirects(state, site, dealer) -> list:
    """Each counter on the site may take 1 of its damage; the text's "opponent" is the site controller's."""
    return [missions.Redirect(missions.site_opponent(state, site), "infantry", 1, _take)] if deployed(state, site) \
        else []


def _take(state, site, chooser) -> None:
    entries = list(_entries(state, site))
    entries.remove(next(e for e in entries if e != site))
    _set_entries(state, site, tuple(entries))
    state.say(f"{who(chooser)} redirects 1 damage to an infantry counter on {_text(state, site)}: it is scrapped")


def _leaves_play(state, c, zone) -> None:
    """Its counters go with it, wherever they are (ruling T412; the Player's Guide says so of Suicide Troops)."""
    if card_of(state, c).plays_as == BATTALION:
        remove_counters_of(state, "infantry", c)


S["battalion support"] = (_reveal,)
on_reveal(BATTALION, "battalion support")
paid_action("deploy", "move infantry", _move_options, lambda state, p: 1, _moved)
STATIC.setdefault("site_attack", []).append(_site_attack)
missions.REDIRECTS.append(_redirects)
trigger("leaves_play", BATTALION, _leaves_play)


# -- CS038 Field Command Post: {T}: {R}; {T}: add +1 to one of your die rolls, right after it (as NAIS, ruling T400) --
def _field_command_post_offer(state, p, roll_) -> list[tuple]:
    if roll_["value"] >= 6:
        return []
    return [("modify", c, "nais") for c in in_command_post(state, p, FIELD_COMMAND_POST) if not tapped(state, c)]


dice.AFTER_ROLL.append(_field_command_post_offer)   # the "nais" modifier: +1, tapping the card
implements(FIELD_COMMAND_POST)
