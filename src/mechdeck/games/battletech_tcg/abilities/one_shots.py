"""Command cards (not Subterfuge) that are scrapped when they are revealed and do their text once, or start an effect
that lasts: Aerospace Fighter Mission ... Teachings of the Unfinished Book.  Each is declared with
``building_blocks.one_shot`` (scrapped first, then its steps, with ``excess`` the construction above the cost), except
Salvage Strike Crew, which chooses its card before it is scrapped (ruling T307).

Markers of this module: ``arms_reduction``; ``blackout`` (seats) with ``no_mission_cards``; ``hangar`` ('Mechs, also
in ``attackable``); ``groundwork`` ((site, turn), ...); ``teachings<seat>`` (the initiative it adds to
``init<seat>``)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask

from ..board import (BUILD, POST, REMOVED, SCRAP, STOCK, activation_cost, card_of, mark, name_of, owner, pile_text,
                     units_in_play, who)
from ..knowledge import learn
from ..missions import add, deal_damage, target_text
from ..turn import EXTRA_OPTIONS, REVEAL_ONLY_WHEN, RULES_ID, can_pay, draw, scrap_card
from .building_blocks import all_mechs, asset_cost, choose, divided_damage, one_shot, paid_action, take_into_hand
from .registry import STATIC, on_reveal, trigger

S = SCRIPTS[RULES_ID]


def _damageable_sites(state) -> list:
    """Every site that damage can change: both Stockpiles, Command Post cards and cards under construction (damage
    to a Scrapheap does nothing, so Scrapheaps are not offered)."""
    out = []
    for q in (0, 1):
        out.append(f"stock{q}")
        out.extend(state.zones[POST[q]])
        out.extend(c for c in state.zones[BUILD[q]] if c not in units_in_play(state, q))
    return out


def _every_site(state) -> list:
    """Every site in play: both Stockpiles and Scrapheaps, Command Post cards, cards under construction."""
    out = ["stock0", "stock1", "scrap0", "scrap1"]
    for p in (0, 1):
        out.extend(state.zones[POST[p]])
        out.extend(state.zones[BUILD[p]])
    return out


def _site_key(state, site):
    """A Stockpile named as in a mission ("stock" = the defender's) as ``stock<seat>``."""
    if site == "stock":
        attacker = state.counters.get("m.p", state.counters.get("active", 0))
        return f"stock{1 - attacker}"
    return site


def _text(state, site) -> str:
    if isinstance(site, str):
        return pile_text(site)
    return target_text(state, site)


# -- LT002 Aerospace Fighter Mission: 5 damage divided among 'Mechs and sites (ruling T250) -------------------------
def _aerospace_deal(state, f, hits: dict) -> None:
    state.say("Aerospace Fighter Mission deals " + ", ".join(f"{n} to {_text(state, d)}" for d, n in hits.items()))
    deal_damage(state, f.locals["player"], hits.items())   # all at once: armor once per card


one_shot("LT002", "LT002", *divided_damage(
    "Aerospace Fighter Mission", "damage", lambda state, p: all_mechs(state) + _damageable_sites(state),
    lambda state, f: 5, _aerospace_deal, "{title}: 1 damage ({left} left) to?"))


# -- LT006 Arms Reduction: at most 2 construction counters a turn, until someone pays 5+3P (ruling T252) -----------
def _arms_start(state, f):
    state.counters["arms_reduction"] = 2
    state.say("Arms Reduction: no player may spend more than 2 resources on construction each turn")


_ARMS_END_COST = asset_cost(5, "P", 3)


def _arms_options(state, p):
    if "arms_reduction" in state.counters and can_pay(state, p, _ARMS_END_COST(state, p)):
        return [("end arms reduction",)]
    return []


def _arms_ended(state, p):
    state.counters.pop("arms_reduction", None)
    state.say(f"{who(p)} pays to end Arms Reduction")


one_shot("LT006", "LT006", _arms_start)
paid_action("deploy", "end arms reduction", _arms_options, _ARMS_END_COST, _arms_ended)


# -- LT029 Caught in Hangar: revealed in your Missions phase; a 'Mech may be attacked whatever its speed this turn --
def _hangar_options(state, p):
    if not units_in_play(state, 1 - p):   # any 'Mech the opponent controls, one waiting in construction too (T670)
        return []
    return [("reveal", c) for c in state.zones[BUILD[p]] if card_of(state, c).number == "LT029"
            and not mark(state, "up", c) and state.counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c)]


def _hangar_mark(state, f):
    m = f.locals["pick"][1]
    add(state, "attackable", m)
    add(state, "hangar", m)
    state.say(f"{name_of(state, m)} is caught in its hangar: it may be attacked regardless of its speed this turn")


def _hangar_expire(state, p):
    mine = state.counters.pop("hangar", ())
    if mine:
        left = list(state.counters.get("attackable", ()))
        for m in mine:
            left.remove(m)
        state.counters["attackable"] = tuple(left)


one_shot("LT029", "LT029",
         choose(lambda state, p: units_in_play(state, 1 - p),
                "Caught in Hangar: which 'Mech may be attacked regardless of its speed?", "expose"),
         _hangar_mark)
REVEAL_ONLY_WHEN.add("LT029")
EXTRA_OPTIONS.setdefault("missions", []).append(_hangar_options)
trigger("turn_end", "LT029", _hangar_expire)


# -- LT040 Communications Blackout: no Mission cards until the beginning of your next turn ----------------------------
def _blackout_start(state, f):
    add(state, "blackout", f.locals["player"])
    state.counters["no_mission_cards"] = True
    state.say("Communications Blackout: no player may play Mission cards")


def _blackout_end(state, p):
    left = tuple(q for q in state.counters.get("blackout", ()) if q != p)
    if left == state.counters.get("blackout", ()):
        return
    if left:
        state.counters["blackout"] = left
        return
    state.counters.pop("blackout")
    state.counters.pop("no_mission_cards", None)
    state.say("Communications Blackout ends")


one_shot("LT040", "LT040", _blackout_start)
trigger("turn_start", "LT040", _blackout_end)


# -- LT048 Culling: removed from the game; restock the top card of the Scrapheap for each 3 construction above cost --
def _culling(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    state.zones[SCRAP[owner(state, c)]].remove(c)
    state.zones[REMOVED[owner(state, c)]].append(c)
    state.say("Culling is removed from the game")
    for _ in range(f.locals.get("excess", 0) // 3):
        heap = state.zones[SCRAP[p]]
        if not heap:
            break
        top = heap.pop()
        state.zones[STOCK[p]].insert(0, top)
        learn(state, -1, (top,))   # a face-up card put at the bottom of the Stockpile
        state.say(f"{who(p)} restocks {name_of(state, top)} from the Scrapheap")


one_shot("LT048", "LT048", _culling)


# -- LT066 Effective Groundwork: double the damage dealt to a site this turn ------------------------------------------
def _groundwork_mark(state, f):
    site = f.locals["pick"][1]
    add(state, "groundwork", (site, state.counters.get("turn")))
    state.say(f"damage dealt to {_text(state, site)} is doubled this turn")


def _groundwork_double(state, dst, n):
    marks = state.counters.get("groundwork")
    if not marks or n <= 0:
        return n
    key = _site_key(state, dst)
    turn = state.counters.get("turn")
    return n * 2 ** sum(1 for site, t in marks if site == key and t == turn)


one_shot("LT066", "LT066",
         choose(lambda state, p: _damageable_sites(state),
                "Effective Groundwork: double the damage dealt to which site this turn?", "double"),
         _groundwork_mark)
STATIC.setdefault("site_damage", []).append(_groundwork_double)


# -- LT221 Salvage Strike Crew: return a card from the Scrapheap, then it is scrapped (ruling T307) -----------------
def _salvage_pick(state, f):
    p = f.locals["player"]
    heap = state.zones[SCRAP[p]]
    if heap:   # chosen before Salvage Strike Crew goes there
        ask(state, p, [("choose", c) for c in heap], "Salvage Strike Crew: return which card from your Scrapheap?",
            "pick")


def _salvage_done(state, f):
    pick = f.locals.get("pick")
    if pick is not None:
        take_into_hand(state, f.locals["player"], pick[1])
    scrap_card(state, f.locals["card"], "(scrapped when revealed)")


S["LT221"] = (_salvage_pick, _salvage_done)
on_reveal("LT221", "LT221")


# -- LT223 Saturation Bombing: 1 damage to one site per 2 construction above the cost (ruling T310) -----------------
def _bombing_deal(state, f, hits: dict) -> None:
    for site, n in hits.items():
        state.say(f"Saturation Bombing deals {n} damage to {_text(state, site)}")
    deal_damage(state, f.locals["player"], tuple(hits.items()))   # not an attack: a face-down card stays so


one_shot("LT223", "LT223", *divided_damage(
    "Saturation Bombing", "choose", lambda state, p: _every_site(state), lambda state, f: f.locals["excess"] // 2,
    _bombing_deal, "{title}: 1 damage to which site? ({left} to place)"))


# -- LT255 Teachings of the Unfinished Book: +2 initiative until your next turn, a deployment, a card (T308) --------
def _teachings(state, f):
    p = f.locals["player"]
    c = state.counters
    c[f"init{p}"] = c.get(f"init{p}", 0) + 2
    c[f"teachings{p}"] = c.get(f"teachings{p}", 0) + 2
    state.say(f"{who(p)} has +2 initiative until the beginning of {who(p)}'s next turn")
    if c.get("active") == p and "deploys" in c:   # on the opponent's turn there is no deployment to gain (T308)
        c["deploys"] += 1
        state.say(f"{who(p)} may make an additional deployment this turn")
    draw(state, p, 1)


def _teachings_end(state, p):
    c = state.counters
    n = c.pop(f"teachings{p}", 0)
    if n:
        c[f"init{p}"] = c.get(f"init{p}", 0) - n
        if not c[f"init{p}"]:
            del c[f"init{p}"]


one_shot("LT255", "LT255", _teachings)
trigger("turn_start", "LT255", _teachings_end)
