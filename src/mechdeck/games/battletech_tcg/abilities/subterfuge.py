"""Subterfuge, Operation and Artillery cards of the base set (Ambush! ... Treachery!), the Subterfuge cards of
Counterstrike, Mercenaries and MechWarrior (Assassination ... Unnamed Sources) and of Arsenal and Crusade (Holovid
Frameup ... Political Stranglehold), and the cards that answer Subterfuge cards (Candace Liao, ISF Counterespionage).

Subterfuge cards "scrapped when revealed" are declared with ``building_blocks.one_shot``: scrapped by the first step
of their reveal script, which then does the effect with ``excess`` (the construction counters above the cost).
The cards revealed only at a moment their text names (``REVEAL_ONLY_WHEN``: Ambush!, Inside Job, Sabotaged Heat
Sinks, Sabotaged Missiles) are offered to their owner at that moment by the script "subterfuge.offer" (a decision of
that player: reveal one, or pass); the moment is handed to the card's script in the counter ``react:<card>``.  A
reveal forced by damage has no such moment: those cards then do only the part of their text not tied to it (ruling
T201).

Operations carry ``op:<card>`` operation counters; every Operation card, of any set, is declared with ``operation``
(its counters and its completion effect) and counted down here.  Game-long effects: ``guerrilla<seat>`` /
``shady<seat>`` cards that seat scraps from its Stockpile at the beginning of its turns, ``extra_draws<seat>``
(turn.py), ``treachery<seat>`` the turn in which that seat's 'Mechs must attack the Stockpile; ``bribed`` ((seat,
'Mech), ...) the 'Mechs a seat controls until the end of its turn (Bribed Pilot).  Hidden numbers wait in
``secret<seat>:...`` counters, which rules.public_counters shows to that seat only."""
from __future__ import annotations

from typing import Any, Callable, NamedTuple

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice
from ..board import (ATTACHED, BUILD, HAND, PATROL, POST, SCRAP, STOCK, activation_cost, attachments, card_of,
                     clear_marks, controller, face_down_place, is_mech, is_unit, mark, name_of, next_turn_of, owner,
                     pile_text, pilot_of, set_mark, structure, tap, tapped, units_in_play, who, zone_of)
from ..knowledge import learn, shuffle_stock
from ..missions import (add, apply_damage, attackers_available, deal_damage, engaged, every_site, group_ok, in_mission,
                        legal_targets, may_join, start_mission, target_text)
from ..turn import (FREE_DEPLOY, HOST_FILTER, PILOT_LIKE, REVEAL_ONLY_WHEN, RULES_ID, WINDOW_ACTIONS, WINDOW_FILTERS,
                    draw, reveal, scrap_card, scrap_from_stock, try_untap, unique_blocked)
from ..turn import ask_reaction, could_hold
from .building_blocks import (BATTLE, MISSIONS_PHASE, all_mechs, blocks_at_any_speed, choose, found_by_title, game_lost,
                              in_command_post, one_shot, ordered_top_cards, put_back_on_top, reveal_in_missions_phase,
                              revealed_when_attacked, take_control, turn_phase)
from .one_shots import additional_deployments
from .registry import SECRETS, STATIC, TRIGGERS, Ability, ability, card_module, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]

AMBUSH, INSIDE_JOB, HEAT_SINKS, MISSILES = "LT004", "LT121", "LT217", "LT218"
NORNS, DISGUISED, HIGH_PROFILE = "CS074", "ME029", "ME042"   # revealed when attacked (High-Profile Target: one_shots)
DELAY = "ME093"   # Transportation Delay (one_shots.py): revealed when the opponent activates a 'Mech
GUERRILLA, SUPPLY_LINES, RETRIEVE = "LT099", "LT185", "LT207"
REVEAL_ONLY_WHEN.update({AMBUSH, INSIDE_JOB, HEAT_SINKS, MISSILES, NORNS, DISGUISED})
FREE_DEPLOY.add("LT174")   # Mislabeled Drop Boxes


# -- helpers ----------------------------------------------------------------------------------------------------------
def _number(state, c: int) -> str:
    return card_of(state, c).plays_as


def _activated_mech(state, c: int) -> bool:
    """An activated 'Mech still in the Construction region is a 'Mech, not a card under construction."""
    return is_unit(state, c) and bool(mark(state, "up", c)) and not mark(state, "unpaid", c)


def _under_construction(state, q: int) -> list[int]:
    return [c for c in state.zones[BUILD[q]] if not _activated_mech(state, c)]


def _site_text(state, site) -> str:
    if isinstance(site, str):
        return pile_text(site)
    if site in state.zones[BUILD[controller(state, site)]] and not mark(state, "up", site):
        return face_down_place(state, site)
    return name_of(state, site)


def _one_of_each(state, cards) -> list[int]:
    """One card of each title (copies are interchangeable choices)."""
    seen: dict = {}
    for c in cards:
        seen.setdefault(state.card_types[c], c)
    return list(seen.values())


def _titles(state, cards) -> list[str]:
    """The titles among cards of a hidden zone: choices there name a title, not an instance, so they stay valid when
    a search re-deals the hidden cards (Rules.determinize)."""
    return list(dict.fromkeys(name_of(state, c) for c in cards))


def _ready(state, p: int, numbers) -> list[int]:
    """p's face-down cards under construction of these numbers whose cost (with missing assets) is paid."""
    return [c for c in state.zones[BUILD[p]] if _number(state, c) in numbers and not mark(state, "up", c)
            and state.counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c) and not unique_blocked(state, c)]


def _picked(f):
    return f.locals.pop("pick", None)


# -- reactions: revealing a card at the moment its text names ---------------------------------------------------------
def offer(state, offers: tuple, ctx: tuple, prompt: str, once: bool, again: tuple = ()) -> None:
    """Offer each (seat, numbers) in turn to reveal one such card (or pass); ``once``: stop after the first reveal;
    ``again``: the indices of the offers asked again after a reveal (their cards may be revealed one after another).
    A seat is asked whenever it could hold a paid-for copy by what is public (turn.could_hold), whether or not it
    does, so that the window tells the other player nothing (ruling T722)."""
    if any(could_hold(state, seat, numbers) for seat, numbers in offers):
        push(state, "script", offers[0][0], script="subterfuge.offer", offers=offers, ctx=ctx, prompt=prompt,
             once=once, i=0, again=again)


def _offer_ask(state, f):
    loc = f.locals
    while loc["i"] < len(loc["offers"]) and not game_lost(state):
        seat, numbers = loc["offers"][loc["i"]]
        if could_hold(state, seat, numbers):
            loc["seat"] = seat
            ask_reaction(state, seat, [("reveal", c) for c in _ready(state, seat, numbers)], ("pass",), loc["prompt"],
                         "pick")
            return
        loc["i"] += 1
    stop(state, f)


def _offer_do(state, f):
    loc = f.locals
    pick = _picked(f)
    f.pc = 0   # then the next seat's offer
    if pick[0] != "reveal" or loc["i"] not in loc.get("again", ()):
        loc["i"] += 1
    if pick[0] != "reveal":
        return
    c = pick[1]
    state.counters[f"react:{c}"] = loc["ctx"]
    was_target = state.counters.get("m.tgt") == c
    reveal(state, loc["seat"], c)
    if was_target:   # the target left play: the mission goes on without one (Player's Guide, Ambush!)
        state.counters["m.tgt"] = None
    if loc["once"]:
        stop(state, f)


S["subterfuge.offer"] = (_offer_ask, _offer_do)


def _on_mission_declared(state, p: int) -> None:
    offers = ((p, (INSIDE_JOB,)),) if len(state.counters.get("m.att", ())) == 1 else ()
    offers += ((1 - p, (AMBUSH,)),)
    if state.config.get("format", "base") == "base":   # no later-set card can be held: the base set's window
        offer(state, offers, ("attack",), "a mission was declared: reveal a card?", False)
        return
    # the later sets' cards "activated only when you are attacked", revealed one after another (Ambush! stays once)
    attacked = (NORNS, DISGUISED) + ((HIGH_PROFILE,) if state.counters.get("m.tgt") in units_in_play(state, 1 - p)
                                     else ())
    offer(state, offers + ((1 - p, attacked),), ("attack",), "a mission was declared: reveal a card?", False,
          again=(len(offers),))


def _on_overheat(state, unit: int, x: int) -> None:
    q = controller(state, unit)
    offer(state, ((1 - q, (HEAT_SINKS,)), (q, (HEAT_SINKS,))), ("overheat", unit, x),
          f"{name_of(state, unit)} overheats: reveal a card?", True)


def _on_missile(state, unit: int, dest) -> None:
    c = state.counters
    if unit in c.get("m.sabmsl", ()):
        _redirect_missiles(state, unit)
        return
    q = controller(state, unit)
    offer(state, ((1 - q, (MISSILES,)), (q, (MISSILES,))), ("missile", unit),
          f"{name_of(state, unit)} assigns missiles: reveal a card?", True)


def _redirect_missiles(state, unit: int) -> None:
    c = state.counters
    c["m.msl"] = tuple((s, s) if s == unit else (s, d) for s, d in c.get("m.msl", ()))


def _sabotaged_missile_damage(state, src, dest, n: int) -> int:
    return 2 * n if src == dest and src in state.counters.get("m.sabmsl", ()) else n


def _on_mech_activated(state, p: int, c: int) -> bool:
    """Transportation Delay (one_shots.py) answers a 'Mech its opponent activates: offered once the activation is done
    (the window's frame runs after the reveal), in games whose format holds later-set cards.  A 'Mech turned face up
    during the opponent's mission was forced open by that opponent's unblocked attack (missions.apply_damage, the only
    reveal made then; the "revealed" triggers are not told ``forced``): its player did not activate it (T841, ruling
    T1022)."""
    counters = state.counters
    if "m.att" in counters and counters.get("m.p") == 1 - p:
        return False
    if state.config.get("format", "base") != "base" and is_unit(state, c):
        offer(state, ((1 - p, (DELAY,)),), ("activated", c), f"{name_of(state, c)} is activated: reveal a card?", True)
    return False


trigger("mission_declared", AMBUSH, _on_mission_declared)
trigger("overheat", HEAT_SINKS, _on_overheat)
trigger("missile_assigned", MISSILES, _on_missile)
STATIC.setdefault("missile_damage", []).append(_sabotaged_missile_damage)


# -- LT026 Candace Liao / LT122 ISF Counterespionage: revealed Subterfuge cards are scrapped with no effect (T253) --
def _is_subterfuge(state, c) -> bool:
    return "Subterfuge" in card_of(state, c).subtypes


def _candace(state, p, c):
    if _is_subterfuge(state, c) and (in_command_post(state, 0, "LT026") or in_command_post(state, 1, "LT026")):
        scrap_card(state, c, "with no effect (Candace Liao)")
        return True
    return False


def _isf_ready(state, o: int) -> list[int]:
    return [x for x in state.zones[BUILD[o]] if card_of(state, x).plays_as == "LT122" and not mark(state, "up", x)
            and state.counters.get(f"cc:{x}", 0) >= activation_cost(state, o, x)]


def _isf_check(state, p, c):
    """The opponent may answer a revealed Subterfuge card with ISF: the reveal waits for that choice."""
    if not _is_subterfuge(state, c):
        return False
    if state.counters.pop(f"isf_declined:{c}", None):
        return False
    if not could_hold(state, 1 - p, ("LT122",)):   # asked by what is public, not by what is held (ruling T722)
        return False
    set_mark(state, "up", c, True)   # revealed: face up while the opponent answers
    push(state, "script", 1 - p, script="subterfuge.isf offer", card=c, player=1 - p)
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
    target = state.counters.pop("isf_target", None)
    if target is not None:
        scrap_card(state, target, "with no effect (ISF Counterespionage)")


S["subterfuge.isf offer"] = (_isf_ask, _isf_answer)
one_shot("LT122", "subterfuge.isf", _isf_effect)
# First in the list: a deferred reveal runs the "revealed" triggers again, so none may have acted before these.
TRIGGERS.setdefault("revealed", [])[0:0] = [("LT026", _candace), ("LT122", _isf_check)]
REVEAL_ONLY_WHEN.add("LT122")
implements("LT026")


# -- LT004 Ambush!: revealed when the opponent attacks: damage to each attacker per construction above cost ------------
def _ambush(state, f):
    n = f.locals["excess"]
    if f.locals["ctx"] is None or not in_mission(state):
        return
    for m in state.counters.get("m.att", ()):
        if is_unit(state, m) and n:
            add(state, "m.dmg", (m, n, -1))
            state.say(f"Ambush! deals {n} damage to {name_of(state, m)}")


one_shot(AMBUSH, "subterfuge.ambush", _ambush)


# -- LT121 Inside Job: revealed when one of your Units attacks alone: the mission cannot be blocked --------------------
def _inside_job(state, f):
    if f.locals["ctx"] is not None and in_mission(state):
        state.counters["m.unblockable"] = True
        state.say("Inside Job: this mission cannot be blocked")


one_shot(INSIDE_JOB, "subterfuge.inside_job", _inside_job)


# -- LT217 Sabotaged Heat Sinks, LT218 Sabotaged Missiles: revealed at an overheat / missile assignment; draw ----------
def _heat_sinks(state, f):
    ctx = f.locals["ctx"]
    if ctx is not None and in_mission(state):
        unit, x = ctx[1], ctx[2]
        add(state, "m.heat", (unit, 2 * x))   # with the Overheat damage already there: triple
        state.say(f"Sabotaged Heat Sinks: {name_of(state, unit)} takes triple Overheat damage ({3 * x})")
    draw(state, f.locals["player"])


def _missiles(state, f):
    ctx = f.locals["ctx"]
    if ctx is not None and in_mission(state):
        unit = ctx[1]
        add(state, "m.sabmsl", unit)
        _redirect_missiles(state, unit)
        state.say(f"Sabotaged Missiles: the missiles of {name_of(state, unit)} deal double damage to it")
    draw(state, f.locals["player"])


one_shot(HEAT_SINKS, "subterfuge.heat_sinks", _heat_sinks)
one_shot(MISSILES, "subterfuge.missiles", _missiles)


# -- LT007 Arrow IV Battery, LT146 Long Tom Battery, LT032 Chaparral Missile Tank: {T}: damage to a site / a 'Mech -----
def _artillery_ask(state, f):
    ask(state, f.locals["player"], [("site", s) for s in every_site(state)],
        f"{name_of(state, f.locals['card'])}: which site?", "pick")


def site_artillery(number: str, n: int, structure_only: bool = False) -> None:
    """Declare "{T}: Deal n [structure] damage to one site. Use this ability only during your Missions phase but not
    during a mission": the site is any of either player's, the damage dealt at once."""
    kind = "structure damage" if structure_only else "damage"

    def fire(state, f):
        site = _picked(f)[1]
        state.say(f"{name_of(state, f.locals['card'])} deals {n} {kind} to {_site_text(state, site)}")
        deal_damage(state, f.locals["player"], ((site, n),), structure_only=structure_only)

    S[f"{number} fire"] = (_artillery_ask, fire)
    ability(number, Ability("fire", f"deal {n} {kind} to one site", MISSIONS_PHASE, f"{number} fire", tap=True))
    implements(number, block="site artillery")


def _mechs_in_battle(state) -> list[int]:
    return [m for m in engaged(state, 0) + engaged(state, 1) if is_unit(state, m)]


def _chaparral(state, f):
    m = _picked(f)[1]
    add(state, "m.sdmg", (m, 1))
    state.say(f"Chaparral Missile Tank: 1 structure damage to {name_of(state, m)} when damage resolves")


site_artillery("LT007", 1, structure_only=True)
site_artillery("LT146", 3)
S["subterfuge.chaparral"] = (choose(lambda state, p: _mechs_in_battle(state), "Chaparral Missile Tank: which 'Mech?",
                                    "mech"), _chaparral)
ability("LT032", Ability("fire", "deal 1 structure damage to one 'Mech in the battle", BATTLE, "subterfuge.chaparral",
                         tap=True, condition=lambda state, p, c: bool(_mechs_in_battle(state))))


# -- LT054 Death Commando Strike: scrap one card in play other than a 'Mech --------------------------------------------
def _dcs_ask(state, f):
    cards = []
    for q in (0, 1):
        cards += state.zones[POST[q]] + state.zones[ATTACHED[q]] + _under_construction(state, q)
    if cards:
        ask(state, f.locals["player"], [("scrap", c) for c in cards], "Death Commando Strike: scrap which card?",
            "pick")
    else:
        stop(state, f)


def _dcs(state, f):
    scrap_card(state, _picked(f)[1], "(Death Commando Strike)")


one_shot("LT054", "subterfuge.death_commando", _dcs_ask, _dcs)


# -- LT111 Holographic Decoy: tap one 'Mech per 3 construction above the cost ------------------------------------------
# CE142, its Commander's Edition printing, reads "you may choose any Unit and tap it": each tap may be declined.
def _decoy_start(state, f):
    f.locals["left"] = f.locals["excess"] // 3


def _decoy_ask(what: str, optional: bool) -> Callable:
    def step(state, f):
        untapped = [m for m in all_mechs(state) if not tapped(state, m)]
        if f.locals["left"] <= 0 or not untapped:
            stop(state, f)
            return
        ask(state, f.locals["player"], [("tap", m) for m in untapped] + ([("stop tapping",)] if optional else []),
            f"Holographic Decoy: tap a {what} ({f.locals['left']} to tap)", "pick")
    return step


def _decoy_tap(state, f):
    pick = _picked(f)
    if pick[0] != "tap":   # the CE printing's "you may": no more taps
        return
    m = pick[1]
    tap(state, m)
    state.say(f"Holographic Decoy taps {name_of(state, m)}")
    f.locals["left"] -= 1
    f.pc = 2   # the next 'Mech


one_shot("LT111", "subterfuge.decoy", _decoy_start, _decoy_ask("'Mech", optional=False), _decoy_tap)
one_shot("CE142", "subterfuge.decoy CE142", _decoy_start, _decoy_ask("Unit", optional=True), _decoy_tap)


# -- LT160 Manipulation of Romano: tap all guarding 'Mechs -------------------------------------------------------------
def _romano(state, f):
    for m in all_mechs(state):
        if mark(state, "guard", m) is not None and not tapped(state, m):
            tap(state, m)
            state.say(f"Manipulation of Romano taps {name_of(state, m)}")


one_shot("LT160", "subterfuge.romano", _romano)


# -- LT168 Maskirovka Operatives: revealed in your Deploy phase or scrapped; {T}: tap an opposing 'Mech ----------------
def _in_own_deploy_phase(state, p: int) -> bool:
    return state.counters.get("active") == p and not in_mission(state) and any(
        fr.op == "window" and fr.player == p and fr.locals.get("window") == "deploy" for fr in state.stack)


def _maskirovka_reveal(state, f):
    if f.locals["forced"] or not _in_own_deploy_phase(state, f.locals["player"]):
        scrap_card(state, f.locals["card"], "(revealed outside its owner's Deploy phase)")


def _untapped_opposing(state, p: int) -> list[int]:
    return [m for m in units_in_play(state, 1 - p) if not tapped(state, m)]


def _maskirovka_ask(state, f):
    p = f.locals["player"]
    ask(state, p, [("tap", m) for m in _untapped_opposing(state, p)], "Maskirovka Operatives: tap which 'Mech?",
        "pick")


def _maskirovka_tap(state, f):
    m = _picked(f)[1]
    tap(state, m)
    state.say(f"Maskirovka Operatives taps {name_of(state, m)}")


S["subterfuge.maskirovka_reveal"] = (_maskirovka_reveal,)
S["subterfuge.maskirovka"] = (_maskirovka_ask, _maskirovka_tap)
on_reveal("LT168", "subterfuge.maskirovka_reveal")
ability("LT168", Ability("tap", "tap a 'Mech opponent controls", MISSIONS_PHASE, "subterfuge.maskirovka", tap=True,
                         condition=lambda state, p, c: bool(_untapped_opposing(state, p))))


# -- LT169 Master Spy: {R}, {T}: search the Stockpile instead of drawing; the opponent may ask to see ------------------
def _spy_search(state, f):
    p = f.locals["player"]
    titles = [name_of(state, c) for c in found_by_title(state, state.zones[STOCK[p]])]
    if not titles:
        stop(state, f)
        return
    ask(state, p, [("retrieve", t) for t in titles], "Master Spy: retrieve which card?", "pick")


def _spy_retrieve(state, f):
    p = f.locals["player"]
    title = _picked(f)[1]
    c = next((c for c in reversed(state.zones[STOCK[p]]) if name_of(state, c) == title), None)
    if c is None:   # only in a re-dealt (searched) world
        stop(state, f)
        return
    f.locals["found"] = c
    state.zones[STOCK[p]].remove(c)
    state.zones[HAND[p]].append(c)
    state.say(f"{who(p)} retrieves a card from the Stockpile (Master Spy)")
    state.say(f"{who(p)} retrieves {name_of(state, c)} (Master Spy)", p)
    ask(state, 1 - p, [("ask to see",), ("do not ask",)], "Master Spy: ask to see the retrieved card?", "pick")


def _spy_show(state, f):
    p = f.locals["player"]
    c = f.locals["found"]
    if _picked(f)[0] == "ask to see":
        state.say(f"{who(p)} shows {name_of(state, c)}")
        if "Subterfuge" in card_of(state, c).subtypes:
            learn(state, 1 - p, (c,))   # shown, it stays in the hand
            scrap_from_stock(state, 1 - p, 2)
        else:
            scrap_card(state, c, "(shown by Master Spy: not a Subterfuge card)")
            scrap_from_stock(state, p, 5)
    shuffle_stock(state, p)
    state.say(f"{who(p)} shuffles the Stockpile")


S["subterfuge.master_spy"] = (_spy_search, _spy_retrieve, _spy_show)
ability("LT169", Ability("search", "search your Stockpile instead of drawing a card", frozenset({"draw instead"}),
                         "subterfuge.master_spy", tap=True, pay=1,
                         condition=lambda state, p, c: bool(state.zones[STOCK[p]])))


# -- LT174 Mislabeled Drop Boxes: reveal to the next 'Mech, which replaces a card under construction -------------------
def _choose_stockpile(state, f):
    ask(state, f.locals["player"], [("stockpile", q) for q in (0, 1)],
        f"{name_of(state, f.locals['card'])}: whose Stockpile?", "pick")


def _drop_reveal(state, f):
    q = _picked(f)[1]
    f.locals["q"] = q
    shown, mech = [], None
    for c in reversed(state.zones[STOCK[q]]):   # the revealed cards stay in the Stockpile while the player chooses
        state.say(f"Mislabeled Drop Boxes reveals {name_of(state, c)} from {who(q)}'s Stockpile")
        if is_unit(state, c):
            mech = c
            break
        shown.append(c)
    f.locals["shown"] = tuple(shown)
    f.locals["mech"] = mech
    learn(state, -1, shown + ([] if mech is None else [mech]))   # both saw them; they stay in place until the shuffle
    slots = _under_construction(state, q)
    if mech is not None and slots:
        ask(state, f.locals["player"], [("replace", b) for b in slots],
            f"replace which card with {name_of(state, mech)}?", "pick")


def _drop_replace(state, f):
    q, mech = f.locals["q"], f.locals["mech"]
    back = list(f.locals["shown"])
    pick = _picked(f)
    if pick is None:   # no 'Mech revealed, or nothing under construction to replace
        back += [mech] if mech is not None else []
    else:
        state.zones[STOCK[q]].remove(mech)
        old = pick[1]
        build = state.zones[BUILD[q]]
        build[build.index(old)] = mech
        for key in ("cc", "new"):
            set_mark(state, key, mech, mark(state, key, old))
        for name, value in list(state.counters.items()):   # guards and site enhancements stay with the site
            if value == old and (name.startswith("guard:") or name.startswith("on:")):
                state.counters[name] = mech
        clear_marks(state, old)
        back.append(old)
        state.zones[STOCK[q]].append(old)
        learn(state, -1, (mech,))   # revealed to both, it lies face down under construction
        state.say(f"{name_of(state, mech)} replaces a card under construction of {who(q)}")
    shuffle_stock(state, q)
    state.say(f"{len(back)} card{'s' if len(back) != 1 else ''} shuffled into {who(q)}'s Stockpile")


one_shot("LT174", "subterfuge.drop_boxes", _choose_stockpile, _drop_reveal, _drop_replace)


# -- LT175 Misrouted Command: tap a 'Mech, three diversion counters keep it tapped -------------------------------------
def _misrouted_ask(state, f):
    mechs = all_mechs(state)
    if mechs:
        ask(state, f.locals["player"], [("divert", m) for m in mechs], "Misrouted Command: which 'Mech?", "pick")
    else:
        stop(state, f)


def _misrouted(state, f):
    m = _picked(f)[1]
    tap(state, m)
    set_mark(state, "divert", m, mark(state, "divert", m, 0) + 3)
    state.say(f"Misrouted Command taps {name_of(state, m)} and puts three diversion counters on it")


def _diverted(state, c: int) -> bool:
    """A 'Mech with diversion counters stays tapped; one counter goes each time it would untap."""
    n = mark(state, "divert", c, 0)
    if not n or not tapped(state, c):
        return False
    set_mark(state, "divert", c, n - 1)
    state.say(f"{name_of(state, c)} stays tapped (diversion counter removed, {n - 1} left)")
    return True


one_shot("LT175", "subterfuge.misrouted", _misrouted_ask, _misrouted)
trigger("untap", "LT175", _diverted)


# -- LT206 Report from the Watch: look at the top five cards of a Stockpile: reorder or shuffle ------------------------
def _watch_look(state, f):
    p = f.locals["player"]
    q = _picked(f)[1]
    top = state.zones[STOCK[q]][-5:]
    f.locals["q"] = q
    f.locals["seen"] = len(top)
    f.locals["order"] = ()
    state.say(f"{who(p)} looks at the top {len(top)} cards of {who(q)}'s Stockpile")
    state.say("top first: " + ", ".join(name_of(state, c) for c in reversed(top)), p)
    learn(state, p, top)
    if top:
        ask(state, p, [("return in order",), ("shuffle",)], "Report from the Watch: put them back or shuffle?", "pick")
    else:
        stop(state, f)


def _watch_choice(state, f):
    if _picked(f)[0] == "shuffle":
        q = f.locals["q"]
        shuffle_stock(state, q)
        state.say(f"{who(q)}'s Stockpile is shuffled")
        stop(state, f)


def _watch_next(state, f):
    q, seen = f.locals["q"], f.locals["seen"]
    placed, rest = ordered_top_cards(state, q, seen, f.locals["order"])
    if len(rest) > 1:
        ask(state, f.locals["player"], [("next", t) for t in _titles(state, rest)],
            "Report from the Watch: which card goes next from the top?", "pick")
        return
    put_back_on_top(state, q, seen, placed + rest)
    state.say(f"{who(f.locals['player'])} returns the cards in the order of their choice")
    stop(state, f)


def _watch_place(state, f):
    f.locals["order"] += (_picked(f)[1],)
    f.pc = 4   # the next card


one_shot("LT206", "subterfuge.watch", _choose_stockpile, _watch_look, _watch_choice, _watch_next, _watch_place)


# -- LT216 Sabotage 'Mech: 1 damage to a 'Mech per 2 construction above the cost ---------------------------------------
def _sabotage_start(state, f):
    f.locals["left"] = f.locals["excess"] // 2
    f.locals["hits"] = ()


def _sabotage_ask(state, f):
    mechs = all_mechs(state)
    if f.locals["left"] <= 0 or not mechs:
        for m in dict.fromkeys(f.locals["hits"]):
            if m in all_mechs(state):
                apply_damage(state, m, f.locals["hits"].count(m), f.locals["player"])
        stop(state, f)
        return
    ask(state, f.locals["player"], [("damage", m) for m in mechs],
        f"Sabotage 'Mech: 1 damage to which 'Mech? ({f.locals['left']} to deal)", "pick")


def _sabotage_pick(state, f):
    f.locals["hits"] += (_picked(f)[1],)
    f.locals["left"] -= 1
    f.pc = 2


one_shot("LT216", "subterfuge.sabotage", _sabotage_start, _sabotage_ask, _sabotage_pick)


# -- LT220 SAFE Report: look at the opponent's hand, draw a card -------------------------------------------------------
def _safe(state, f):
    p = f.locals["player"]
    hand = state.zones[HAND[1 - p]]
    state.say(f"{who(p)} looks at {who(1 - p)}'s hand")
    state.say(f"{who(1 - p)}'s hand: " + (", ".join(name_of(state, c) for c in hand) or "empty"), p)
    learn(state, p, hand)
    draw(state, p)


one_shot("LT220", "subterfuge.safe", _safe)


# -- LT226 Shady Business: hide counters; the opponent guesses; cards scrapped from a Stockpile ------------------------
def _shady_hide(state, f):
    ask(state, f.locals["player"], [("hide", n) for n in range(10)], "Shady Business: hide how many counters?", "pick")


def _shady_guess(state, f):
    p = f.locals["player"]
    state.counters[f"secret{p}:shady"] = _picked(f)[1]
    state.say(f"{who(p)} hides counters")
    ask(state, 1 - p, [("guess", n) for n in range(10)], "Shady Business: how many counters are hidden?", "pick")


def _shady_result(state, f):
    p = f.locals["player"]
    guess = _picked(f)[1]
    n = state.counters.pop(f"secret{p}:shady")
    state.say(f"{who(1 - p)} guesses {guess}; {who(p)} hid {n}")
    scrap_from_stock(state, p if guess == n else 1 - p, n)
    state.counters[f"shady{p}"] = state.counters.get(f"shady{p}", 0) + 1


one_shot("LT226", "subterfuge.shady", _shady_hide, _shady_guess, _shady_result)
SECRETS["shady"] = lambda state, p: range(10)


# -- LT234 Steal 'Mech: both hide counters; the higher gains the 'Mech or scraps cards ---------------------------------
def _steal_choose(state, f):
    p = f.locals["player"]
    # a 'Mech, no other Unit: its CE reprint (CE278) keeps "'Mech", so both printings read it so (T1102)
    mechs = [m for m in units_in_play(state, 1 - p) if is_mech(state, m)]
    if not mechs:
        stop(state, f)
        return
    ask(state, p, [("steal", m) for m in mechs], "Steal 'Mech: which 'Mech?", "pick")


def _steal_hide(state, f):
    p = f.locals["player"]
    f.locals["mech"] = _picked(f)[1]
    ask(state, p, [("hide", n) for n in range(len(state.zones[STOCK[p]]) + 1)],
        "Steal 'Mech: hide how many counters?", "pick")


def _steal_defend(state, f):
    p = f.locals["player"]
    state.counters[f"secret{p}:steal"] = _picked(f)[1]
    state.say(f"{who(p)} hides counters")
    ask(state, 1 - p, [("hide", n) for n in range(len(state.zones[STOCK[1 - p]]) + 1)],
        f"Steal 'Mech on {name_of(state, f.locals['mech'])}: hide how many counters?", "pick")


def _steal_result(state, f):
    p, m = f.locals["player"], f.locals["mech"]
    o = 1 - p
    theirs = _picked(f)[1]
    mine = state.counters.pop(f"secret{p}:steal")
    state.say(f"Steal 'Mech: {who(p)} reveals {mine} counters, {who(o)} reveals {theirs}")
    if mine > theirs:
        if m in units_in_play(state, o):
            take_control(state, p, m)
        scrap_from_stock(state, p, 2 * mine)
    elif theirs > mine:
        scrap_from_stock(state, o, theirs)


one_shot("LT234", "subterfuge.steal", _steal_choose, _steal_hide, _steal_defend, _steal_result)
SECRETS["steal"] = lambda state, p: range(len(state.zones[STOCK[p]]) + 1)


# -- LT267 Treachery!: next turn the opponent's 'Mechs able to attack your Stockpile must ------------------------------
def _treachery(state, f):
    p = f.locals["player"]
    c = state.counters
    turn = c["turn"] + (1 if c.get("active") == p else 2)   # the opponent's next turn
    c[f"treachery{1 - p}"] = turn
    state.say(f"Treachery!: on {who(1 - p)}'s next turn each of their 'Mechs able to attack {who(p)}'s Stockpile "
              "must do so")


def _forced_attackers(state, p: int) -> list[int]:
    turn = state.counters["turn"]
    if state.counters.get(f"treachery{p}") != turn:
        return []
    return [m for m in attackers_available(state, p) if mark(state, "trch", m) != turn
            and "stock" in legal_targets(state, p, (m,))]


def _treachery_filter(state, p: int, options: list) -> list:
    return [("attack stockpile",)] if _forced_attackers(state, p) else options


def _forced_mission(state, p: int, action) -> None:
    push(state, "script", p, script="subterfuge.treachery_mission", player=p, group=())


def _tm_ask(state, f):
    p, group = f.locals["player"], f.locals["group"]
    options = [("add", m) for m in _forced_attackers(state, p) if m not in group and may_join(state, group, m)]
    if group and group_ok(state, group):
        options.append(("go",))
    ask(state, p, options, "Treachery!: choose the 'Mechs that attack the Stockpile", "pick")


def _tm_do(state, f):
    p = f.locals["player"]
    pick = _picked(f)
    if pick[0] == "add":
        f.locals["group"] += (pick[1],)
        f.pc = 0
        return
    group = f.locals["group"]
    for m in group:
        set_mark(state, "trch", m, state.counters["turn"])
    start_mission(state, p, group, "stock")


one_shot("LT267", "subterfuge.treachery", _treachery)
S["subterfuge.treachery_mission"] = (_tm_ask, _tm_do)
WINDOW_FILTERS.setdefault("missions", []).append(_treachery_filter)
WINDOW_ACTIONS["attack stockpile"] = _forced_mission


# -- Operations: "Put three operation counters on <card> when it is revealed. Remove an operation counter at the
# beginning of your turn. When the last operation counter has been removed, scrap <card> and <effect>" -- one
# countdown for every Operation card (here and in leaders_and_sites.py), each declared with ``operation``: its
# counters and its completion effect.  A counter removed otherwise (Chandrasekhar Kurita) completes it the same way.
class Operation(NamedTuple):
    counters: int                          # operation counters put on it when it is activated
    completed: Callable[[Any, int], None]  # (state, its player): what happens when its last counter goes


OPERATIONS: dict[str, Operation] = {}


def operation(number: str, counters: int, completed: Callable[[Any, int], None]) -> None:
    OPERATIONS[number] = Operation(counters, completed)
    on_reveal(number, "operation")


_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five")


def _operation_revealed(state, f):
    c = f.locals["card"]
    n = OPERATIONS[_number(state, c)].counters
    set_mark(state, "op", c, n)
    state.say(f"{name_of(state, c)} gets {_NUMBER_WORDS[n]} operation counters")


S["operation"] = (_operation_revealed,)


def remove_operation_counter(state, card: int) -> None:
    """One operation counter leaves the Operation card; at the last one the card is scrapped and its effect happens
    for its player."""
    left = mark(state, "op", card, 0)
    set_mark(state, "op", card, left - 1)
    state.say(f"{name_of(state, card)}: an operation counter is removed ({left - 1} left)")
    if left == 1:
        p = controller(state, card)
        completed = OPERATIONS[_number(state, card)].completed
        scrap_card(state, card, "(last operation counter removed)")
        completed(state, p)


def operation_cards(state, p: int) -> list[int]:
    """p's Operation cards in play with an operation counter on them."""
    return [c for c in state.zones[POST[p]] if _number(state, c) in OPERATIONS and mark(state, "op", c)]


def count_down_operations(state, p: int) -> None:
    """The beginning of p's turn: each of p's Operations loses an operation counter."""
    for card in operation_cards(state, p):
        remove_operation_counter(state, card)


def _turn_start(state, p: int) -> None:
    c = state.counters
    for key, source in ((f"guerrilla{p}", "Guerrilla Support"), (f"shady{p}", "Shady Business")):
        if c.get(key) and not game_lost(state):
            state.say(f"{who(p)} scraps {c[key]} card{'s' if c[key] != 1 else ''} from the Stockpile ({source})")
            scrap_from_stock(state, p, c[key])
    count_down_operations(state, p)


# LT099 Guerrilla Support: "opponent scraps a card from his or her Stockpile at the beginning of his or her turn until
# the end of the game"
def _guerrilla_completed(state, p: int) -> None:
    state.counters[f"guerrilla{1 - p}"] = state.counters.get(f"guerrilla{1 - p}", 0) + 1


# LT185 Open Supply Lines: "draw an additional card at the beginning of your Draw phase until end of game"
def _supply_lines_completed(state, p: int) -> None:
    state.counters[f"extra_draws{p}"] = state.counters.get(f"extra_draws{p}", 0) + 1


# LT207 Retrieve Lost 'Mech: "return a 'Mech from your Scrapheap to play under your control with damage counters equal
# to one less than that 'Mech's structure"
def _retrieve_completed(state, p: int) -> None:
    if not game_lost(state):
        push(state, "script", p, script="subterfuge.retrieve", player=p)


def _retrieve_ask(state, f):
    p = f.locals["player"]
    mechs = _one_of_each(state, [m for m in state.zones[SCRAP[p]] if is_unit(state, m)])
    if mechs:
        ask(state, p, [("return", m) for m in mechs], "Retrieve Lost 'Mech: return which 'Mech?", "pick")
    else:
        stop(state, f)


def _retrieve(state, f):
    p = f.locals["player"]
    m = _picked(f)[1]
    state.zones[SCRAP[p]].remove(m)
    state.zones[PATROL[p]].append(m)
    set_mark(state, "dmg", m, structure(state, m) - 1)
    state.say(f"{name_of(state, m)} returns to play under {who(p)}'s control with {structure(state, m) - 1} damage")
    if unique_blocked(state, m):
        scrap_card(state, m, "(a Unique card of that title is in play)")


S["subterfuge.retrieve"] = (_retrieve_ask, _retrieve)
operation(GUERRILLA, 3, _guerrilla_completed)
operation(SUPPLY_LINES, 3, _supply_lines_completed)
operation(RETRIEVE, 3, _retrieve_completed)
trigger("turn_start", GUERRILLA, _turn_start)


# -- what the later sets' Subterfuge cards share -----------------------------------------------------------------------
def _is_pilot(state, c: int) -> bool:
    card = card_of(state, c)
    return "Pilot" in card.subtypes or card.plays_as in PILOT_LIKE


# -- CS006 Assassination: scrap a pilot card or a Unique card in play -------------------------------------------------
def _assassination_targets(state, p) -> list[int]:
    out = []
    for q in (0, 1):
        for c in state.zones[POST[q]] + state.zones[ATTACHED[q]] + units_in_play(state, q):
            if _is_pilot(state, c) or card_of(state, c).unique:
                out.append(c)
    return out


def _assassination_ask(state, f):
    targets = _assassination_targets(state, f.locals["player"])
    if not targets:
        stop(state, f)
        return
    ask(state, f.locals["player"], [("scrap", c) for c in targets], "Assassination: scrap which card?", "pick")


def _assassination(state, f):
    scrap_card(state, _picked(f)[1], "(Assassination)")


one_shot("CS006", "subterfuge.assassination", _assassination_ask, _assassination)


# -- CS017 Bribed Pilot: untap an unpiloted opposing 'Mech and control it until the end of your turn ------------------
def _bribe_ask(state, f):
    p = f.locals["player"]
    mechs = [m for m in units_in_play(state, 1 - p) if pilot_of(state, m) is None]
    if not mechs:
        stop(state, f)
        return
    ask(state, p, [("steal", m) for m in mechs], "Bribed Pilot: which unpiloted 'Mech?", "pick")


def _bribe(state, f):
    p = f.locals["player"]
    m = _picked(f)[1]
    if tapped(state, m) and try_untap(state, m):
        state.say(f"{name_of(state, m)} untaps")
    take_control(state, p, m)
    state.counters["bribed"] = state.counters.get("bribed", ()) + ((p, m),)
    state.say(f"{who(p)} controls {name_of(state, m)} until the end of {who(p)}'s turn")


def _bribe_ends(state, p: int) -> None:
    entries = state.counters.get("bribed", ())
    mine = [m for q, m in entries if q == p]
    if not mine:
        return
    left = tuple(e for e in entries if e[0] != p)
    if left:
        state.counters["bribed"] = left
    else:
        del state.counters["bribed"]
    for m in mine:
        if m in units_in_play(state, p):   # still in play under the briber's control
            take_control(state, 1 - p, m)


one_shot("CS017", "subterfuge.bribed_pilot", _bribe_ask, _bribe)
trigger("turn_end", "CS017", _bribe_ends)


# -- ME061 Nekekami Sabotage: stays only if activated in your Deploy phase; {T}: 5 damage to a card under construction
def _nekekami_revealed(state, f):
    p = f.locals["player"]
    if f.locals.get("forced") or state.counters.get("active") != p or turn_phase(state) != "deploy":
        scrap_card(state, f.locals["card"], "(it was not activated in its player's Deploy phase)")


def _cards_under_construction(state) -> list[int]:
    return _under_construction(state, 0) + _under_construction(state, 1)


def _nekekami_fire(state, f):
    c = _picked(f)[1]
    state.say(f"Nekekami Sabotage deals 5 damage to {_site_text(state, c)}")
    deal_damage(state, f.locals["player"], ((c, 5),))


S["subterfuge.nekekami"] = (_nekekami_revealed,)
on_reveal("ME061", "subterfuge.nekekami")
S["subterfuge.nekekami fire"] = (choose(lambda state, p: _cards_under_construction(state),
                                        "Nekekami Sabotage: 5 damage to which card under construction?", "damage"),
                                 _nekekami_fire)
ability("ME061", Ability("fire", "deal 5 damage to a card under construction", MISSIONS_PHASE,
                         "subterfuge.nekekami fire", tap=True,
                         condition=lambda state, p, c: bool(_cards_under_construction(state))))


# -- MW019 Defection: draw a card; move a non-Unique opposing Pilot to an unpiloted 'Mech of yours --------------------
ROOKIE_PILOT = "LT211"   # "Rookie Pilot cannot be reassigned": Defection does not move it either (ruling T1023)


def _defection_pilots(state, p) -> list[int]:
    return [a for a in state.zones[ATTACHED[1 - p]] if _is_pilot(state, a) and not card_of(state, a).unique
            and _number(state, a) != ROOKIE_PILOT]


def _defection_hosts(state, p, a) -> list[int]:
    """p's unpiloted 'Mechs the pilot may go on: activated and not depleted, as for reassigning (ruling T151), and
    allowed by the pilot's own restriction (turn.HOST_FILTER)."""
    allowed = HOST_FILTER.get(card_of(state, a).plays_as)
    return [m for m in units_in_play(state, p) if pilot_of(state, m) is None and not mark(state, "dep", m)
            and (allowed is None or allowed(state, p, a, m))]


def _defection_draw(state, f):
    p = f.locals["player"]
    draw(state, p)
    pilots = [a for a in _defection_pilots(state, p) if _defection_hosts(state, p, a)]
    if not pilots:
        stop(state, f)
        return
    ask(state, p, [("choose", a) for a in pilots], "Defection: which Pilot defects?", "pilot")


def _defection_host(state, f):
    p = f.locals["player"]
    ask(state, p, [("on", m) for m in _defection_hosts(state, p, f.locals["pilot"][1])],
        f"Defection: put {name_of(state, f.locals['pilot'][1])} on which of your 'Mechs?", "host")


def _defection_move(state, f):
    p = f.locals["player"]
    a, m = f.locals["pilot"][1], f.locals["host"][1]
    state.zones[ATTACHED[1 - p]].remove(a)
    state.zones[ATTACHED[p]].append(a)
    set_mark(state, "on", a, m)
    state.say(f"{name_of(state, a)} defects to {who(p)} and pilots {name_of(state, m)}")


one_shot("MW019", "subterfuge.defection", _defection_draw, _defection_host, _defection_move)


# -- MW102 Unnamed Sources: draw as many as in your hand, restock that many; an additional deployment ---------------
def _sources_draw(state, f):
    p = f.locals["player"]
    n = len(state.zones[HAND[p]])
    f.locals["left"] = n
    state.say(f"Unnamed Sources: {who(p)} draws {n} card{'s' if n != 1 else ''}, then restocks as many")
    draw(state, p, n)
    if game_lost(state):
        stop(state, f)


def _sources_ask(state, f):
    p = f.locals["player"]
    hand = state.zones[HAND[p]]
    if f.locals["left"] <= 0 or not hand:
        f.pc += 1   # past the restocking
        return
    ask(state, p, [("restock", c) for c in hand],
        f"Unnamed Sources: restock which card? ({f.locals['left']} left)", "pick")


def _sources_restock(state, f):
    p = f.locals["player"]
    c = _picked(f)[1]
    state.zones[HAND[p]].remove(c)
    state.zones[STOCK[p]].insert(0, c)
    learn(state, p, (c,))   # its owner knows the bottom card of the Stockpile (ruling T721)
    state.say(f"{who(p)} restocks a card (Unnamed Sources)")
    state.say(f"{who(p)} restocks {name_of(state, c)}", p)
    f.locals["left"] -= 1
    f.pc -= 2


def _sources_deployment(state, f):
    additional_deployments(state, f.locals["player"])


one_shot("MW102", "subterfuge.unnamed_sources", _sources_draw, _sources_ask, _sources_restock, _sources_deployment)


# -- CS074 Report from the Norns: revealed when you are attacked: block it with any untapped 'Mechs whatever their speed
one_shot(NORNS, "subterfuge.report_from_the_norns", blocks_at_any_speed)


# -- ME029 Disguised Coordinates: revealed when attacked: until the end of the turn, redirect attacks to a legal site --
def _redirect_sites(state, p: int) -> list:
    """The sites (no 'Mech: a unit is no site) that are legal targets of the mission declared against p, other than
    its target."""
    c = state.counters
    units = units_in_play(state, p)
    return [t for t in legal_targets(state, 1 - p, c["m.att"]) if t not in units and t != c.get("m.tgt")]


def _disguised_start(state, f):
    p = f.locals["player"]
    if not revealed_when_attacked(state, f):
        stop(state, f)
        return
    state.counters[f"disguised{p}"] = state.counters["turn"]   # later missions this turn: _disguised_again
    state.say(f"Until the end of the turn, {who(p)} may redirect each attack against them to another site")


def _disguised_ask(state, f):
    p = f.locals["player"]
    sites = _redirect_sites(state, p) if in_mission(state) else []
    if not sites:
        stop(state, f)
        return
    tgt = state.counters.get("m.tgt")
    ask(state, p, [("site", t) for t in sites] + [("keep",)], "Disguised Coordinates: redirect the attack"
        + (f" on {target_text(state, tgt, 'your')}" if tgt is not None else "") + " to another site?", "pick")


def _disguised_redirect(state, f):
    pick = _picked(f)
    if pick[0] != "site":
        return
    state.counters["m.tgt"] = pick[1]
    state.say("Disguised Coordinates: the attack is redirected to "
              + target_text(state, pick[1], f"{who(f.locals['player'])}'s"))


def _disguised_again(state, p: int) -> None:
    """A later mission of the same turn against the player who revealed it: the same choice."""
    o = 1 - p
    if state.counters.get(f"disguised{o}") == state.counters.get("turn"):
        push(state, "script", o, script="subterfuge.disguised redirect", player=o)


one_shot(DISGUISED, "subterfuge.disguised_coordinates", _disguised_start, _disguised_ask, _disguised_redirect)
S["subterfuge.disguised redirect"] = (_disguised_ask, _disguised_redirect)
trigger("mission_declared", DISGUISED, _disguised_again)
trigger("revealed", DELAY, _on_mech_activated)   # last: it cancels nothing, and runs after the others


# == Arsenal and Crusade ===============================================================================================
# Markers: ``zhanzheng`` ((opponent, that opponent's next turn, the card's player), ...) until that turn shows whether
# the opponent deployed; ``stranglehold`` ((opponent, that opponent's next turn), ...) whose draws are scrapped.

# -- AR046 Holovid Frameup: roll: 1-2 a Unique card of the opponent's choice scrapped and you scrap three Stockpile
# cards; 3-6 a Unique card of your choice scrapped and the opponent scraps three (ruling T1214) ----------------------
def _unique_cards_in_play(state) -> list[int]:
    return [c for q in (0, 1) for c in state.zones[POST[q]] + state.zones[ATTACHED[q]] + units_in_play(state, q)
            if card_of(state, c).unique]


def _frameup_roll(state, f):
    dice.push_roll(state, f.locals["player"])


def _frameup_ask(state, f):
    p = f.locals["player"]
    die = f.locals.pop("die")
    # 1-2: "a Unique card of that player's choice" and your Stockpile; 3-6: "of your choice" and theirs
    chooser, loser = (1 - p, p) if die <= 2 else (p, 1 - p)
    f.locals["loser"] = loser
    state.say(f"Holovid Frameup: {who(p)} rolls {die}: {who(chooser)} chooses a Unique card to scrap and "
              f"{who(loser)} scraps three cards from the Stockpile")
    cards = _unique_cards_in_play(state)
    if cards:
        ask(state, chooser, [("scrap", c) for c in cards], "Holovid Frameup: scrap which Unique card?", "pick")


def _frameup_scrap(state, f):
    pick = _picked(f)
    if pick is not None:
        scrap_card(state, pick[1], "(Holovid Frameup)")
    scrap_from_stock(state, f.locals["loser"], 3)


one_shot("AR046", "subterfuge.holovid_frameup", _frameup_roll, _frameup_ask, _frameup_scrap)


# -- AR062 Mech Recall: a patrolling 'Mech goes to its owner's hand ---------------------------------------------------
def _patrolling_mechs(state, p=None) -> list[int]:
    """'Mechs patrolling, either side's: in a Patrol region, neither guarding nor depleted, and not in a mission
    (ruling T1216); the text's "'Mech" is a 'Mech only (T1100)."""
    in_it = set(engaged(state, 0) + engaged(state, 1)) | {state.counters.get("m.tgt")}
    return [m for q in (0, 1) for m in state.zones[PATROL[q]] if is_mech(state, m) and m not in in_it
            and mark(state, "guard", m) is None and not mark(state, "dep", m)]


def _to_owners_hand(state, m: int) -> None:
    """A card in play goes to its owner's hand, face up (both players know it): it leaves play as when scrapped (its
    attachments are scrapped, its marks forgotten), with no "scrapped" trigger."""
    for a in attachments(state, m):
        scrap_card(state, a, host=m)
    zone = zone_of(state, m)
    for number, fn in TRIGGERS.get("leaves_play", ()):
        fn(state, m, zone)
    state.zones[zone].remove(m)
    state.zones[HAND[owner(state, m)]].append(m)
    clear_marks(state, m)
    learn(state, -1, (m,))
    state.say(f"{name_of(state, m)} goes to {who(owner(state, m))}'s hand")


def _mech_recall_ask(state, f):
    mechs = _patrolling_mechs(state)
    if not mechs:
        stop(state, f)
        return
    ask(state, f.locals["player"], [("recall", m) for m in mechs], "'Mech Recall: which patrolling 'Mech?", "pick")


one_shot("AR062", "subterfuge.mech_recall", _mech_recall_ask, lambda state, f: _to_owners_hand(state, _picked(f)[1]))


# -- AR108 Zhanzheng de Guang Terrorism: the opponent deploys in their next turn: 4 damage to their Stockpile; if not,
# 2 to yours; an additional deployment --------------------------------------------------------------------------------
def _zhanzheng(state, f):
    p = f.locals["player"]
    o = 1 - p
    add(state, "zhanzheng", (o, next_turn_of(state, o), p))
    state.say(f"Zhanzheng de Guang Terrorism: if {who(o)} makes any deployments during their next turn, their "
              f"Stockpile receives 4 damage; if not, {who(p)}'s receives 2")
    additional_deployments(state, p)


def _zhanzheng_settled(state, o: int, deployed: bool) -> None:
    """The terror of each Zhanzheng de Guang Terrorism aimed at o's turn in progress is settled: at o's first
    deployment, or (none made) as that turn ends."""
    c = state.counters
    turn = c.get("turn")
    entries = c.get("zhanzheng", ())
    due = [e for e in entries if e[0] == o and e[1] == turn]
    if not due:
        return
    left = tuple(e for e in entries if e not in due)
    if left:
        c["zhanzheng"] = left
    else:
        del c["zhanzheng"]
    for _, _, p in due:
        site, n = (f"stock{o}", 4) if deployed else (f"stock{p}", 2)
        state.say(f"Zhanzheng de Guang Terrorism deals {n} damage to {pile_text(site)}")
        deal_damage(state, p, ((site, n),))


one_shot("AR108", "subterfuge.zhanzheng", _zhanzheng)
trigger("deployed", "AR108", lambda state, p, c: _zhanzheng_settled(state, p, True))
trigger("phase_start", "AR108",
        lambda state, p, window: _zhanzheng_settled(state, p, False) if window == "end" else None)


# -- CR060 It's a Trap!: in your Missions phase, per 2 counters above cost an opposing Unit; they attack a legal target
# of your choice as one mission, their player attacking (ruling T1126) --------------------------------------------
def _trap_start(state, f):
    p = f.locals["player"]
    f.locals["left"] = f.locals["excess"] // 2
    f.locals["group"] = ()
    if f.locals["forced"] or in_mission(state) or state.counters.get("active") != p or turn_phase(state) != "missions":
        stop(state, f)   # revealed by damage outside its time, it does nothing (ruling T1211)


def _trap_ask(state, f):
    p, group = f.locals["player"], f.locals["group"]
    units = [u for u in attackers_available(state, 1 - p) if u not in group and may_join(state, group, u)]
    if f.locals["left"] <= 0 or not units:
        f.pc += 1   # past the pick: the group is chosen
        return
    ask(state, p, [("choose", u) for u in units],
        f"It's a Trap!: which of {who(1 - p)}'s Units attacks? ({f.locals['left']} to choose)", "pick")


def _trap_pick(state, f):
    f.locals["group"] += (_picked(f)[1],)
    f.locals["left"] -= 1
    f.pc -= 2


def _trap_target(state, f):
    p, group = f.locals["player"], f.locals["group"]
    if not group or not group_ok(state, group):
        stop(state, f)
        return
    ask(state, p, [("target", t) for t in legal_targets(state, 1 - p, group)],
        "It's a Trap!: which target of yours do they attack?", "pick")


def _trap_attack(state, f):
    start_mission(state, 1 - f.locals["player"], f.locals["group"], _picked(f)[1])


one_shot("CR060", "subterfuge.its_a_trap", _trap_start, _trap_ask, _trap_pick, _trap_target, _trap_attack)
reveal_in_missions_phase("CR060")


# -- CR080 Political Stranglehold: during the opponent's next turn every card they draw is scrapped (T1127) --------
def _stranglehold(state, f):
    o = 1 - f.locals["player"]
    add(state, "stranglehold", (o, next_turn_of(state, o)))
    state.say(f"Political Stranglehold: during {who(o)}'s next turn every card they draw is scrapped")


def _strangled_draw(state, q: int, c: int) -> None:
    entries = state.counters.get("stranglehold")
    if entries and (q, state.counters.get("turn")) in entries and state.counters.get("active") == q:
        scrap_card(state, c, "(drawn under Political Stranglehold)")


def _stranglehold_ends(state, q: int) -> None:
    c = state.counters
    left = tuple(e for e in c.get("stranglehold", ()) if e != (q, c.get("turn")))
    if left:
        c["stranglehold"] = left
    else:
        c.pop("stranglehold", None)


one_shot("CR080", "subterfuge.political_stranglehold", _stranglehold)
trigger("drawn", "CR080", _strangled_draw)
trigger("turn_end", "CR080", _stranglehold_ends)
