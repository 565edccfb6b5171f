"""Command and Command - Resource cards of the base set numbered below LT150 (group A): Aerospace Fighter Mission ...
Leo Showers.

Markers and counters of this module: ``deposit:<card>`` (Comstar Bank Account), ``groundwork`` ((site, turn), ...) (Effective Groundwork),
``blackout`` (seats) (Communications Blackout), ``hangar`` ('Mechs) (Caught in Hangar), ``emt`` ((seat, 'Mech), ...)
(Expert 'Mech Technicians), ``hanse<seat>`` (Hanse Davion), ``m.armor`` ((unit, +n), ...) and ``m.contract``
((contract, 'Mech), ...) during a mission (the Contracts), ``isf_target`` / ``isf_declined:<card>`` (ISF)."""
from __future__ import annotations

from mechdeck.kernel import roll
from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice
from ..board import (ATTACHED, BUILD, HAND, PATROL, POST, REMOVED, SCRAP, STOCK, activation_cost, attachments, card_of,
                     has_asset, is_mech, mark, name_of, owner, pile_text, set_mark, tap, tapped, units_in_play, who)
from ..knowledge import learn
from ..missions import CANNOT_BE_ATTACKED, JOINS_GROUP, add, deal_damage, engaged, target_text
from ..turn import (AFTER_PAY, EXTRA_OPTIONS, RESOURCE, REVEAL_ONLY_WHEN, RULES_ID, WINDOW_ACTIONS, can_pay, draw,
                    pay, resource_amount, reveal, scrap_card, try_untap)
from ..turn import ask_reaction, could_hold
from .registry import IMPLEMENTED, ON_REVEAL, STATIC, TRIGGERS, Ability, ability, trigger

S = SCRIPTS[RULES_ID]
PHASE_OF_PC = {2: "draw", 3: "repair", 4: "deploy", 5: "missions", 6: "end"}


def _phase(state) -> str | None:
    """The phase of the turn in progress (the turn frame's step counter has moved past the phase's start)."""
    for f in state.stack:
        if f.op == "turn":
            return PHASE_OF_PC.get(f.pc)
    return None


def _in_post(state, p: int, number: str) -> list[int]:
    return [c for c in state.zones[POST[p]] if card_of(state, c).number == number]


def _sites(state) -> list:
    """Every site that damage can change: both Stockpiles, Command Post cards and cards under construction (damage
    to a Scrapheap does nothing, so Scrapheaps are not offered)."""
    out = []
    for q in (0, 1):
        out.append(f"stock{q}")
        out.extend(state.zones[POST[q]])
        out.extend(c for c in state.zones[BUILD[q]] if c not in units_in_play(state, q))
    return out


def _site_key(state, site):
    """A Stockpile named as in a mission ("stock" = the defender's) as ``stock<seat>``."""
    if site == "stock":
        attacker = state.counters.get("m.p", state.counters.get("active", 0))
        return f"stock{1 - attacker}"
    return site


def _text(state, site) -> str:
    if isinstance(site, str) and site.startswith("stock"):
        return pile_text(site)
    return target_text(state, site)


def _scrap_self(state, f):
    scrap_card(state, f.locals["card"], "(scrapped when revealed)")


def _deal_all(state, p: int, hits: dict) -> None:
    """Deal card damage outside a mission, all at once (armor once per card), then scrap what was destroyed."""
    deal_damage(state, p, hits.items())


# -- LT002 Aerospace Fighter Mission: 5 damage divided among 'Mechs and sites ----------------------------------------
def _afm_ask(state, f):
    loc = f.locals
    loc.setdefault("hits", ())
    options = [("damage", d) for d in units_in_play(state, 0) + units_in_play(state, 1) + _sites(state)]
    ask(state, loc["player"], options, f"Aerospace Fighter Mission: 1 damage ({5 - len(loc['hits'])} left) to?",
        "pick")


def _afm_record(state, f):
    loc = f.locals
    loc["hits"] = loc["hits"] + (loc["pick"][1],)
    if len(loc["hits"]) < 5:
        f.pc = 1   # back to the question
        return
    hits: dict = {}
    for d in loc["hits"]:
        hits[d] = hits.get(d, 0) + 1
    state.say("Aerospace Fighter Mission deals " + ", ".join(f"{n} to {_text(state, d)}" for d, n in hits.items()))
    _deal_all(state, loc["player"], hits)


S["ca:aerospace"] = (_scrap_self, _afm_ask, _afm_record)
ON_REVEAL["LT002"] = "ca:aerospace"
IMPLEMENTED.add("LT002")


# -- LT003 Alex Mallory ---------------------------------------------------------------------------------------------
def _mallory_look(state, f):
    p = f.locals["player"]
    hand = state.zones[HAND[1 - p]]
    state.say(f"{who(p)} sees {who(1 - p)}'s hand: " + ", ".join(name_of(state, c) for c in hand), p)
    learn(state, p, hand)
    ask(state, p, [("restock", c) for c in hand], "Alex Mallory: which card does your opponent restock?", "pick")


def _mallory_restock(state, f):
    o = 1 - f.locals["player"]
    c = f.locals["pick"][1]
    state.zones[HAND[o]].remove(c)
    state.zones[STOCK[o]].insert(0, c)
    learn(state, -1, (c,))   # named to both, at the bottom of the Stockpile
    state.say(f"{who(o)} restocks {name_of(state, c)} and draws a card")
    draw(state, o)


def _mallory_roll(state, f):
    p = f.locals["player"]
    n = f.locals["die"]
    state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + n
    state.say(f"{who(p)} rolls {n} for Alex Mallory: +{n} resources")


S["ca:mallory look"] = (_mallory_look, _mallory_restock)
S["ca:mallory roll"] = (dice.roll_step(), _mallory_roll)
ability("LT003",
        Ability("look", "look at the opponent's hand; a card is restocked", frozenset({"missions"}), "ca:mallory look",
                tap=True, condition=lambda state, p, c: bool(state.zones[HAND[1 - p]])),
        Ability("roll", "scrap Alex Mallory: roll a die, gain that many resources", frozenset({"deploy"}),
                "ca:mallory roll", scrap=True))


# -- LT006 Arms Reduction: at most 2 construction counters a turn, until someone pays 5+3P ---------------------------
def _arms_start(state, f):
    state.counters["arms_reduction"] = 2
    state.say("Arms Reduction: no player may spend more than 2 resources on construction each turn")


def _arms_cost(state, p: int) -> int:
    return 5 + (0 if has_asset(state, p, "P") else 3)


def _arms_options(state, p):
    if "arms_reduction" in state.counters and can_pay(state, p, _arms_cost(state, p)):
        return [("end arms reduction",)]
    return []


def _arms_end_action(state, p, action):
    pay(state, p, _arms_cost(state, p), ("ca:arms end",))


def _arms_ended(state, p):
    state.counters.pop("arms_reduction", None)
    state.say(f"{who(p)} pays to end Arms Reduction")


S["ca:arms reduction"] = (_scrap_self, _arms_start)
ON_REVEAL["LT006"] = "ca:arms reduction"
EXTRA_OPTIONS.setdefault("deploy", []).append(_arms_options)
WINDOW_ACTIONS["end arms reduction"] = _arms_end_action
AFTER_PAY["ca:arms end"] = _arms_ended
IMPLEMENTED.add("LT006")


# -- LT026 Candace Liao / LT122 ISF Counterespionage: revealed Subterfuge cards are scrapped with no effect ----------
def _subterfuge(state, c) -> bool:
    return "Subterfuge" in card_of(state, c).subtypes


def _candace(state, p, c):
    if _subterfuge(state, c) and (_in_post(state, 0, "LT026") or _in_post(state, 1, "LT026")):
        scrap_card(state, c, "with no effect (Candace Liao)")
        return True
    return False


def _isf_ready(state, o: int) -> list[int]:
    return [x for x in state.zones[BUILD[o]] if card_of(state, x).number == "LT122" and not mark(state, "up", x)
            and state.counters.get(f"cc:{x}", 0) >= activation_cost(state, o, x)]


def _isf_check(state, p, c):
    """The opponent may answer a revealed Subterfuge card with ISF: the reveal waits for that choice."""
    if not _subterfuge(state, c):
        return False
    if state.counters.pop(f"isf_declined:{c}", None):
        return False
    if not could_hold(state, 1 - p, ("LT122",)):   # asked by what is public, not by what is held (ruling T722)
        return False
    set_mark(state, "up", c, True)   # revealed: face up while the opponent answers
    push(state, "script", 1 - p, script="ca:isf offer", card=c, player=1 - p)
    return True


def _isf_ask(state, f):
    o = f.locals["player"]
    ask_reaction(state, o, [("reveal ISF", x) for x in _isf_ready(state, o)], ("let it be",),
                 f"{name_of(state, f.locals['card'])} is revealed: reveal a card in answer?", "pick")


def _isf_answer(state, f):
    o = f.locals["player"]
    c = f.locals["card"]
    pick = f.locals["pick"]
    if pick[0] == "reveal ISF":
        state.counters["isf_target"] = c
        reveal(state, o, pick[1])
        return
    state.counters[f"isf_declined:{c}"] = True
    reveal(state, 1 - o, c)


def _isf_effect(state, f):
    scrap_card(state, f.locals["card"], "(scrapped when revealed)")
    target = state.counters.pop("isf_target", None)
    if target is not None:
        scrap_card(state, target, "with no effect (ISF Counterespionage)")


S["ca:isf offer"] = (_isf_ask, _isf_answer)
S["ca:isf"] = (_isf_effect,)
# First in the list: a deferred reveal runs the "revealed" triggers again, so none may have acted before these.
TRIGGERS.setdefault("revealed", [])[0:0] = [("LT026", _candace), ("LT122", _isf_check)]
ON_REVEAL["LT122"] = "ca:isf"
REVEAL_ONLY_WHEN.add("LT122")
IMPLEMENTED.update({"LT026", "LT122"})


# -- LT029 Caught in Hangar: revealed in your Missions phase; a 'Mech may be attacked whatever its speed ---------------
def _hangar_options(state, p):
    if not units_in_play(state, 1 - p):   # any 'Mech the opponent controls, one waiting in construction too (T670)
        return []
    return [("reveal", c) for c in state.zones[BUILD[p]] if card_of(state, c).number == "LT029"
            and not mark(state, "up", c) and state.counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c)]


def _hangar_ask(state, f):
    p = f.locals["player"]
    ask(state, p, [("expose", m) for m in units_in_play(state, 1 - p)],
        "Caught in Hangar: which 'Mech may be attacked regardless of its speed?", "pick")


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


S["ca:hangar"] = (_scrap_self, _hangar_ask, _hangar_mark)
ON_REVEAL["LT029"] = "ca:hangar"
REVEAL_ONLY_WHEN.add("LT029")
EXTRA_OPTIONS.setdefault("missions", []).append(_hangar_options)
trigger("turn_end", "LT029", _hangar_expire)
IMPLEMENTED.add("LT029")


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


S["ca:blackout"] = (_scrap_self, _blackout_start)
ON_REVEAL["LT040"] = "ca:blackout"
trigger("turn_start", "LT040", _blackout_end)
IMPLEMENTED.add("LT040")


# -- LT042 Comstar Bank Account: deposit counters ---------------------------------------------------------------------
def _deposit(state, f):
    c = f.locals["card"]
    set_mark(state, "deposit", c, mark(state, "deposit", c, 0) + 1)
    state.say(f"Comstar Bank Account has {mark(state, 'deposit', c)} deposit counter(s)")


def _withdraw_offer(state, p, c):
    n = mark(state, "deposit", c, 0)
    if n:
        push(state, "script", p, script="ca:withdraw", card=c, player=p)


def _withdraw_ask(state, f):
    n = mark(state, "deposit", f.locals["card"], 0)
    ask(state, f.locals["player"], [("withdraw", k) for k in range(n, -1, -1)],
        "Comstar Bank Account: remove how many deposit counters (+1 resource each)?", "pick")


def _withdraw(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    k = f.locals["pick"][1]
    if k:
        set_mark(state, "deposit", c, mark(state, "deposit", c, 0) - k)
        state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + k
        state.say(f"{who(p)} removes {k} deposit counter(s) from Comstar Bank Account: +{k} resources")


S["ca:deposit"] = (_deposit,)
S["ca:withdraw"] = (_withdraw_ask, _withdraw)
RESOURCE["LT042"] = (1, None, _withdraw_offer)
ability("LT042", Ability("deposit", "put a deposit counter on Comstar Bank Account", frozenset({"deploy"}),
                         "ca:deposit", tap=True))


# -- LT043 / LT044 Contracts with Gray Death Legion / Wolf's Dragoons -------------------------------------------------
CONTRACTS = {"LT043": (3, 2), "LT044": (4, 4)}   # number -> (+attack, +armor)


def _own_engaged_mechs(state, p):
    return [m for m in engaged(state, p) if is_mech(state, m)]


def _contract_ask(state, f):
    p = f.locals["player"]
    ask(state, p, [("hire", m) for m in _own_engaged_mechs(state, p)], "which of your 'Mechs gets the mercenaries?",
        "pick")


def _contract_boost(state, f):
    c = f.locals["card"]
    m = f.locals["pick"][1]
    attack, armor = CONTRACTS[card_of(state, c).number]
    add(state, "m.atk", (m, attack))
    add(state, "m.armor", (m, armor))
    add(state, "m.contract", (c, m))
    state.say(f"{name_of(state, m)} gets +{attack} attack and +{armor} armor")


def _mission_armor(state, c):
    return sum(n for u, n in state.counters.get("m.armor", ()) if u == c)


def _contract_damage(state, received, dealt_by):
    """Damage the hired 'Mech receives this mission, after prevention (recorded now, the Contract goes at its end)."""
    c = state.counters
    for contract, m in c.get("m.contract", ()):
        n = max(0, received.get(m, 0) - sum(k for u, k in c.get("m.prev", ()) if u == m)) \
            + sum(k for u, k in c.get("m.hard", ()) if u == m)   # prevention never takes off unpreventable damage
        if n >= 5:
            add(state, "m.contract_lost", contract)


def _contract_lost(state):
    for contract in state.counters.get("m.contract_lost", ()):
        if any(contract in state.zones[POST[q]] for q in (0, 1)):
            scrap_card(state, contract, "(its 'Mech received 5 or more damage)")


def _contract_upkeep(state, p, window):
    if window != "repair":
        return
    for c in state.zones[POST[p]]:
        if card_of(state, c).number in CONTRACTS:
            push(state, "script", p, script="ca:upkeep", card=c, player=p)


def _upkeep_cost(state, p):
    return 1 + (0 if has_asset(state, p, "P") else 2)


def _upkeep_ask(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    cost = _upkeep_cost(state, p)
    options = ([("pay for", c)] if can_pay(state, p, cost) else []) + [("give away", c)]
    ask(state, p, options, f"{name_of(state, c)}: pay {cost} or your opponent gains control of it", "pick")


def _upkeep_do(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    if f.locals["pick"][0] == "pay for":
        pay(state, p, _upkeep_cost(state, p), ("ca:contract kept", c))
        return
    tap(state, c)
    state.zones[POST[p]].remove(c)
    state.zones[POST[1 - p]].append(c)
    for a in attachments(state, c):   # its site Enhancements go with it (ruling T702)
        if a in state.zones[ATTACHED[p]]:
            state.zones[ATTACHED[p]].remove(a)
            state.zones[ATTACHED[1 - p]].append(a)
    for m in state.zones[PATROL[p]]:
        if mark(state, "guard", m) == c:
            set_mark(state, "guard", m, None)
    state.say(f"{who(1 - p)} gains control of {name_of(state, c)}")


def _contract_kept(state, p, c):
    state.say(f"{who(p)} pays for {name_of(state, c)}")


S["ca:contract"] = (_contract_ask, _contract_boost)
S["ca:upkeep"] = (_upkeep_ask, _upkeep_do)
AFTER_PAY["ca:contract kept"] = _contract_kept
STATIC["armor"].append(_mission_armor)
STATIC.setdefault("modify_damage", []).append(_contract_damage)
trigger("mission_end", "LT043", _contract_lost)
trigger("phase_start", "LT043", _contract_upkeep)
for _number in CONTRACTS:
    ability(_number, Ability("hire", "one of your 'Mechs gets the mercenaries' bonus", frozenset({"mission"}),
                             "ca:contract", tap=True,
                             condition=lambda state, p, c: bool(_own_engaged_mechs(state, p))))


# -- LT045 Coventry Metal Works: reroll one of your missile dice (a modifier of dice.py's "die roll") ----------------
def _coventry_offer(state, p, roll_):
    if roll_["kind"] != "missile":
        return []
    return [("modify", c, "coventry reroll") for c in _in_post(state, p, "LT045") if not tapped(state, c)]


def _coventry_reroll(state, p, roll_, c):
    tap(state, c)
    value = roll(state)
    state.say(f"{who(p)} taps Coventry Metal Works to reroll a missile die ({roll_['value']}): {value}")
    return value


dice.AFTER_ROLL.append(_coventry_offer)
dice.MODIFY["coventry reroll"] = _coventry_reroll
IMPLEMENTED.add("LT045")


# -- LT048 Culling: restock the top card of the Scrapheap for each 3 construction above the cost --------------------
def _culling(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    scrap_card(state, c, "(scrapped when revealed)")
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


S["ca:culling"] = (_culling,)
ON_REVEAL["LT048"] = "ca:culling"
IMPLEMENTED.add("LT048")


# -- LT065 Dropship Site / LT142 Leo Showers: draw a card in the Draw phase -------------------------------------------
def _draw_one(state, f):
    draw(state, f.locals["player"])


S["ca:draw"] = (_draw_one,)
ability("LT065", Ability("draw", "draw a card", frozenset({"draw"}), "ca:draw", tap=True, pay=1))
ability("LT142", Ability("draw", "draw a card", frozenset({"draw"}), "ca:draw", tap=True))


# -- LT066 Effective Groundwork: double the damage dealt to a site this turn ------------------------------------------
def _groundwork_ask(state, f):
    ask(state, f.locals["player"], [("double", s) for s in _sites(state)],
        "Effective Groundwork: double the damage dealt to which site this turn?", "pick")


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


S["ca:groundwork"] = (_scrap_self, _groundwork_ask, _groundwork_mark)
ON_REVEAL["LT066"] = "ca:groundwork"
STATIC.setdefault("site_damage", []).append(_groundwork_double)
IMPLEMENTED.add("LT066")


# -- LT067 Elemental Point: attacks and blocks together with a 'Mech (missions.JOINS_GROUP) -------------------------
JOINS_GROUP.add("LT067")
IMPLEMENTED.add("LT067")


# -- LT068 Elias Crichell: untap up to two resources ------------------------------------------------------------------
def _is_resource(state, c) -> bool:
    card = card_of(state, c)
    return "Resource" in card.subtypes or resource_amount(card) > 0


def _elias_ask(state, f):
    p = f.locals["player"]
    loc = f.locals
    loc.setdefault("left", 2)
    options = [("untap", c) for c in state.zones[POST[p]] if tapped(state, c) and _is_resource(state, c)]
    if not options:
        stop(state, f)
        return
    ask(state, p, options + [("done",)], f"Elias Crichell: untap a resource ({loc['left']} left)?", "pick")


def _elias_untap(state, f):
    pick = f.locals["pick"]
    if pick[0] == "done":
        return
    if try_untap(state, pick[1]):
        state.say(f"{name_of(state, pick[1])} untaps")
    f.locals["left"] -= 1
    if f.locals["left"]:
        f.pc = 0


S["ca:elias"] = (_elias_ask, _elias_untap)
ability("LT068", Ability("untap", "untap up to two resources", frozenset({"deploy"}), "ca:elias", tap=True))


# -- LT073 Evantha Fetladral: +1 initiative and a 'Mech gets +1 attack ---------------------------------------------
def _engaged_mechs(state):
    return [m for q in (0, 1) for m in engaged(state, q) if is_mech(state, m)]


def _evantha(state, f):
    p = f.locals["player"]
    add(state, "m.init", (p, 1))
    ask(state, p, [("boost", m) for m in _engaged_mechs(state)], "Evantha Fetladral: which 'Mech gets +1 attack?",
        "pick")


def _evantha_boost(state, f):
    m = f.locals["pick"][1]
    add(state, "m.atk", (m, 1))
    state.say(f"{name_of(state, m)} gets +1 attack")


S["ca:evantha"] = (_evantha, _evantha_boost)
ability("LT073", Ability("boost", "+1 initiative and a 'Mech gets +1 attack", frozenset({"mission"}), "ca:evantha",
                         tap=True, condition=lambda state, p, c: bool(_engaged_mechs(state))))


# -- LT074 Expert 'Mech Technicians: scrap a card from hand, untap a 'Mech at the end of your turn -------------------
def _all_mechs(state):
    return units_in_play(state, 0) + units_in_play(state, 1)


def _emt_ask_card(state, f):
    p = f.locals["player"]
    ask(state, p, [("scrap", c) for c in state.zones[HAND[p]]], "Expert 'Mech Technicians: scrap which card?",
        "card_pick")


def _emt_ask_mech(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["card_pick"][1])
    ask(state, p, [("choose", m) for m in _all_mechs(state)],
        "Expert 'Mech Technicians: which 'Mech untaps at the end of your turn?", "mech_pick")


def _emt_mark(state, f):
    m = f.locals["mech_pick"][1]
    add(state, "emt", (f.locals["player"], m))
    state.say(f"{name_of(state, m)} will untap at the end of the turn")


def _emt_untap(state, p):
    due = [m for q, m in state.counters.get("emt", ()) if q == p]
    if not due:
        return
    left = tuple(e for e in state.counters["emt"] if e[0] != p)
    if left:
        state.counters["emt"] = left
    else:
        del state.counters["emt"]
    for m in due:
        if m in _all_mechs(state) and tapped(state, m) and not mark(state, "dep", m) and try_untap(state, m):
            state.say(f"{name_of(state, m)} untaps (Expert 'Mech Technicians)")


S["ca:emt"] = (_emt_ask_card, _emt_ask_mech, _emt_mark)
trigger("turn_end", "LT074", _emt_untap)
ability("LT074", Ability("untap", "scrap a card from your hand: a 'Mech untaps at the end of your turn",
                         frozenset({"missions"}), "ca:emt", tap=True,
                         condition=lambda state, p, c: bool(state.zones[HAND[p]]) and bool(_all_mechs(state))))


# -- LT098 Grayson Death Carlyle: your 'Mechs may block regardless of speed this mission -----------------------------
def _grayson(state, f):
    p = f.locals["player"]
    state.counters[f"m.anyspeed{p}"] = True
    state.say(f"{who(p)}'s 'Mechs may block this mission regardless of their speed")


S["ca:grayson"] = (_grayson,)
ability("LT098", Ability("block", "your 'Mechs may block regardless of speed", frozenset({"preblock"}), "ca:grayson",
                         tap=True, condition=lambda state, p, c: state.counters.get("m.p") != p))


# -- LT101 Hanse Davion - The Fox ------------------------------------------------------------------------------------
def _hanse_count(state, p, c):
    """p's Stockpile lost a card: a Resource card counts for the opponent's Hanse Davion."""
    if "Resource" in card_of(state, c).subtypes and _in_post(state, 1 - p, "LT101"):
        state.counters[f"hanse{1 - p}"] = state.counters.get(f"hanse{1 - p}", 0) + 1


def _hanse_pay(state, p, window):
    if window != "deploy":
        return
    n = state.counters.pop(f"hanse{p}", 0)
    if n:
        state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + n
        state.say(f"{who(p)} gains {n} resource{'s' if n != 1 else ''} (Hanse Davion)")


def _plus_initiative(state, f):
    add(state, "m.init", (f.locals["player"], 1))


S["ca:+1 initiative"] = (_plus_initiative,)
trigger("stock_scrapped", "LT101", _hanse_count)
trigger("phase_start", "LT101", _hanse_pay)
ability("LT101", Ability("init", "+1 initiative", frozenset({"mission"}), "ca:+1 initiative", tap=True))


# -- LT107 Heavy Industry: {T}: {R} {R}, counts as one of your deployments --------------------------------------------
def _heavy_ok(state, p, c):
    return _phase(state) == "deploy" and state.counters.get("active") == p and state.counters.get("deploys", 0) > 0


def _heavy_used(state, p, c):
    state.counters["deploys"] -= 1
    state.say(f"{who(p)} uses a deployment for Heavy Industry")


RESOURCE["LT107"] = (2, _heavy_ok, _heavy_used)
IMPLEMENTED.add("LT107")


# -- LT108 Helicopter Support / LT114 Hovertank Detachment ------------------------------------------------------------
SUPPORT_DICE = {"LT108": (3, 4), "LT114": (2, 5)}   # scrapped on <= first, untapped on >= second


def _support_targets(state, p):
    out = [m for m in engaged(state, 1 - p) if is_mech(state, m)]
    tgt = state.counters.get("m.tgt")
    if state.counters.get("m.p") == p and tgt is not None and tgt not in out:
        out.append(tgt)
    return out


def _support_ask(state, f):
    p = f.locals["player"]
    ask(state, p, [("hit", d) for d in _support_targets(state, p)], "deal 1 damage to?", "pick")


def _support_hit(state, f):
    c = f.locals["card"]
    d = f.locals["pick"][1]
    add(state, "m.dmg", (d, 1, -1))
    scrap_at, untap_at = SUPPORT_DICE[card_of(state, c).number]
    value = f.locals["die"]
    state.say(f"{name_of(state, c)} deals 1 damage to {target_text(state, d)} and rolls {value}")
    if value <= scrap_at:
        scrap_card(state, c)
    elif value >= untap_at and try_untap(state, c):
        state.say(f"{name_of(state, c)} untaps")


S["ca:support"] = (_support_ask, dice.roll_step(), _support_hit)
for _number in SUPPORT_DICE:
    CANNOT_BE_ATTACKED[_number] = True
    ability(_number, Ability("hit", "deal 1 damage and roll a die", frozenset({"battle"}), "ca:support", tap=True,
                             condition=lambda state, p, c: bool(_support_targets(state, p))))


# -- LT129 Justin Xiang Allard: look at the top card of the opponent's Stockpile -----------------------------------
def _justin_look(state, f):
    p = f.locals["player"]
    top = state.zones[STOCK[1 - p]][-1]
    state.say(f"{who(p)} sees the top card of {who(1 - p)}'s Stockpile: {name_of(state, top)}", p)
    learn(state, p, (top,))
    ask(state, p, [("restock top card",), ("leave it",)], "Justin Xiang Allard: have it restocked?", "pick")


def _justin_restock(state, f):
    if f.locals["pick"][0] != "restock top card":
        return
    o = 1 - f.locals["player"]
    state.zones[STOCK[o]].insert(0, state.zones[STOCK[o]].pop())
    state.say(f"{who(o)} restocks the top card of the Stockpile")


S["ca:justin"] = (_justin_look, _justin_restock)
ability("LT129", Ability("look", "look at the top card of the opponent's Stockpile", frozenset({"missions"}),
                         "ca:justin", tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[1 - p]])))
