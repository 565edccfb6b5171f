"""Command cards (not Subterfuge) that are scrapped when they are revealed and do their text once, or start an effect
that lasts: Aerospace Fighter Mission ... Teachings of the Unfinished Book, and those of Counterstrike, Mercenaries
and MechWarrior (Accelerated Turnaround ... Financial Collapse).  Each is declared with
``building_blocks.one_shot`` (scrapped first, then its steps, with ``excess`` the construction above the cost), except
Salvage Strike Crew, which chooses its card before it is scrapped (ruling T307).

Markers of this module: ``arms_reduction``; ``blackout`` (seats) with ``no_mission_cards``; ``hangar`` ('Mechs, also
in ``attackable``); ``groundwork`` ((site, turn), ...); ``teachings<seat>`` (the initiative it adds to
``init<seat>``); ``rapid<seat>`` (the turn and the card of a Rapid Deployment in effect)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, stop

from ..board import (BUILD, HAND, POST, REMOVED, SCRAP, STOCK, activation_cost, card_of, mark, name_of, owner,
                     pile_text, set_mark, units_in_play, who)
from ..knowledge import learn
from ..missions import add, deal_damage, target_text
from ..turn import (EXTRA_OPTIONS, MISSIONS_PHASE_REVEALS, REVEAL_ONLY_WHEN, RULES_ID, can_pay, draw, scrap_card,
                    waste_pool)
from .building_blocks import (all_mechs, asset_cost, blocks_at_any_speed, choose, deplete, divided_damage,
                              expires_at_turn_end, one_shot, paid_action, reveal_in_missions_phase, take_into_hand,
                              untap_mechs)
from .registry import STATIC, card_module, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

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
    """Every site in play: both Stockpiles and Scrapheaps, Command Post cards, cards under construction (an activated
    'Mech waiting in the Construction region is a 'Mech, no site: ruling T1020)."""
    out = ["stock0", "stock1", "scrap0", "scrap1"]
    for p in (0, 1):
        out.extend(state.zones[POST[p]])
        active = units_in_play(state, p)
        out.extend(c for c in state.zones[BUILD[p]] if c not in active)
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
    return [("reveal", c) for c in state.zones[BUILD[p]] if card_of(state, c).plays_as == "LT029"
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
MISSIONS_PHASE_REVEALS.add("LT029")
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


# -- CS002 Accelerated Turnaround: at the end of your Missions phase, untap a 'Mech per construction above the cost --
def _end_missions_phase(state, f):
    """Revealed from its player's Missions phase window, it ends that phase ("at the end of your Missions phase");
    revealed by damage (ruling T201) it ends no phase."""
    p = f.locals["player"]
    below = state.stack[-2] if len(state.stack) > 1 else None
    if below is not None and below.op == "window" and below.locals.get("window") == "missions" and below.player == p:
        del state.stack[-2]
        waste_pool(state, p)
        state.say(f"{who(p)}'s Missions phase ends")


one_shot("CS002", "CS002", _end_missions_phase, *untap_mechs("Accelerated Turnaround", 1))
reveal_in_missions_phase("CS002")


# -- CS033 Double-Time Offense: in your Missions phase, untap a 'Mech per 2 construction above the cost -------------
one_shot("CS033", "CS033", *untap_mechs("Double-Time Offense", 2))
reveal_in_missions_phase("CS033")


# -- CS069 Pinpoint Air Strike: 1 damage to one site or 'Mech per 2 construction above the cost ---------------------
def _dealer(title: str):
    """The ``deal`` of divided_damage for a one-shot: the picks are dealt all at once (armor once per card)."""
    def deal(state, f, hits: dict) -> None:
        state.say(f"{title} deals " + ", ".join(f"{n} to {_text(state, d)}" for d, n in hits.items()))
        deal_damage(state, f.locals["player"], tuple(hits.items()))
    return deal


one_shot("CS069", "CS069", *divided_damage(
    "Pinpoint Air Strike", "damage", lambda state, p: all_mechs(state) + _every_site(state),
    lambda state, f: f.locals["excess"] // 2, _dealer("Pinpoint Air Strike"), "{title}: 1 damage to? ({left} left)"))


# -- CS084 Strafing Run: 3 structure damage to one 'Mech or site ------------------------------------------------------
def _strafe(state, f):
    target = f.locals.pop("pick")[1]
    state.say(f"Strafing Run deals 3 structure damage to {_text(state, target)}")
    deal_damage(state, f.locals["player"], ((target, 3),), structure_only=True)


one_shot("CS084", "CS084",
         choose(lambda state, p: all_mechs(state) + _every_site(state), "Strafing Run: 3 structure damage to?",
                "damage"),
         _strafe)


# -- CS086 Tactical Nuke: each Stockpile receives 1 damage per construction above the cost (both out: a draw) -------
def _nuke(state, f):
    n = f.locals["excess"]
    if n:
        state.say(f"Tactical Nuke: each player's Stockpile receives {n} damage")
        deal_damage(state, f.locals["player"], (("stock0", n), ("stock1", n)))


one_shot("CS086", "CS086", _nuke)


# -- ME041 Hidden Reserves: draw three cards --------------------------------------------------------------------------
one_shot("ME041", "ME041", lambda state, f: draw(state, f.locals["player"], 3))


# -- ME054 Mech Rotation: per 2 construction above the cost, repair all damage to one 'Mech -------------------------
def _rotation_start(state, f):
    f.locals["left"] = f.locals["excess"] // 2


def _rotation_ask(state, f):
    damaged = [m for m in all_mechs(state) if mark(state, "dmg", m, 0)]
    if f.locals["left"] <= 0 or not damaged:
        stop(state, f)
        return
    ask(state, f.locals["player"], [("repair", m) for m in damaged],
        f"Mech Rotation: repair all damage to which 'Mech? ({f.locals['left']} left)", "pick")


def _rotation_repair(state, f):
    m = f.locals.pop("pick")[1]
    n = mark(state, "dmg", m, 0)
    set_mark(state, "dmg", m, None)
    state.say(f"Mech Rotation repairs all {n} damage to {name_of(state, m)}")
    f.locals["left"] -= 1
    f.pc -= 2


one_shot("ME054", "ME054", _rotation_start, _rotation_ask, _rotation_repair)


# -- ME072 Rapid Deployment: until the end of the turn, pay {R} for each additional deployment ------------------------
def _rapid_start(state, f):
    p = f.locals["player"]
    state.counters[f"rapid{p}"] = (state.counters.get("turn"), f.locals["card"])
    state.say(f"Rapid Deployment: until the end of the turn {who(p)} may pay 1 resource for each additional "
              "deployment")


def _rapid_options(state, p):
    entry = state.counters.get(f"rapid{p}")
    if entry is None or state.counters.get("active") != p or not can_pay(state, p, 1):
        return []   # deployments are made in one's own Deploy phase only
    return [("pay for", entry[1])]


def _rapid_deployment(state, p, card):
    state.counters["deploys"] = state.counters.get("deploys", 0) + 1
    state.say(f"{who(p)} pays for an additional deployment (Rapid Deployment)")


one_shot("ME072", "ME072", _rapid_start)
paid_action("deploy", "pay for", _rapid_options, lambda state, p: 1, _rapid_deployment)
expires_at_turn_end("ME072", "rapid0")
expires_at_turn_end("ME072", "rapid1")


# -- MW002 Airstrikes Close to Home: look at an opponent's hand; they scrap one chosen card per counter above cost --
def _airstrikes_look(state, f):
    p = f.locals["player"]
    hand = state.zones[HAND[1 - p]]
    state.say(f"{who(p)} looks at {who(1 - p)}'s hand")
    state.say(f"{who(1 - p)}'s hand: " + (", ".join(name_of(state, c) for c in hand) or "empty"), p)
    learn(state, p, hand)
    f.locals["left"] = min(f.locals["excess"], len(hand))
    f.locals["chosen"] = ()


def _airstrikes_ask(state, f):
    p = f.locals["player"]
    if f.locals["left"] <= 0:
        for c in f.locals["chosen"]:
            scrap_card(state, c, f"from {who(1 - p)}'s hand (Airstrikes Close to Home)")
        stop(state, f)
        return
    ask(state, p, [("scrap", c) for c in state.zones[HAND[1 - p]] if c not in f.locals["chosen"]],
        f"Airstrikes Close to Home: which card does {who(1 - p)} scrap? ({f.locals['left']} to choose)", "pick")


def _airstrikes_pick(state, f):
    f.locals["chosen"] += (f.locals.pop("pick")[1],)
    f.locals["left"] -= 1
    f.pc -= 2


one_shot("MW002", "MW002", _airstrikes_look, _airstrikes_ask, _airstrikes_pick)


# -- MW013 Corridor of Fire: 1 damage to one site per construction counter above the cost ---------------------------
def _corridor_ask(state, f):
    if f.locals["excess"] <= 0:
        stop(state, f)
        return
    ask(state, f.locals["player"], [("site", s) for s in _every_site(state)],
        f"Corridor of Fire: deal {f.locals['excess']} damage to which site?", "pick")


def _corridor(state, f):
    site = f.locals.pop("pick")[1]
    n = f.locals["excess"]
    state.say(f"Corridor of Fire deals {n} damage to {_text(state, site)}")
    deal_damage(state, f.locals["player"], ((site, n),))


one_shot("MW013", "MW013", _corridor_ask, _corridor)


# -- MW026 Financial Collapse: the opponent's construction counters are moved onto your cards under construction ---
def _collapse_take(state, f):
    p = f.locals["player"]
    o = 1 - p
    active = units_in_play(state, o)
    total = 0
    for c in state.zones[BUILD[o]]:
        if c not in active:
            total += state.counters.pop(f"cc:{c}", 0)
    f.locals["left"] = total
    state.say(f"Financial Collapse removes {total} construction counter{'s' if total != 1 else ''} from "
              f"{who(o)}'s cards under construction")


def _collapse_slots(state, p) -> list[int]:
    active = units_in_play(state, p)
    return [c for c in state.zones[BUILD[p]] if c not in active]


def _collapse_ask(state, f):
    p = f.locals["player"]
    slots = _collapse_slots(state, p)
    if f.locals["left"] <= 0 or not slots:
        stop(state, f)
        return
    ask(state, p, [("build", c) for c in slots],
        f"Financial Collapse: put a construction counter on which card? ({f.locals['left']} left)", "pick")


def _collapse_put(state, f):
    c = f.locals.pop("pick")[1]
    state.counters[f"cc:{c}"] = state.counters.get(f"cc:{c}", 0) + 1
    state.say(f"Financial Collapse puts a construction counter on {target_text(state, c)} "
              f"({state.counters[f'cc:{c}']})")
    f.locals["left"] -= 1
    f.pc -= 2


one_shot("MW026", "MW026", _collapse_take, _collapse_ask, _collapse_put)


# -- ME042 High-Profile Target: revealed when the opponent attacks one of your 'Mechs: block it whatever the speed ----
# Offered by subterfuge.py's window "a mission was declared" (with the later sets' cards revealed when attacked), only
# when the mission's target is one of its player's 'Mechs.
REVEAL_ONLY_WHEN.add("ME042")
one_shot("ME042", "ME042", blocks_at_any_speed)


# -- ME093 Transportation Delay: revealed when the opponent activates a 'Mech: that 'Mech is depleted (T760) ----------
# Offered by subterfuge.py's window "a 'Mech was activated" (ctx ("activated", 'Mech)); forced open by damage, it has
# no 'Mech to deplete (ruling T201).
def _transportation_delay(state, f):
    ctx = f.locals["ctx"]
    if ctx is not None:
        deplete(state, ctx[1], "Transportation Delay")


REVEAL_ONLY_WHEN.add("ME093")
one_shot("ME093", "ME093", _transportation_delay)
