"""Command cards that move cards between hands, Stockpiles and Scrapheaps: draw, restock, look at hidden cards,
return a card from the Scrapheap (the one-shot ones, Culling and Salvage Strike Crew, are in one_shots.py).

"Just drawn" (Phelan, Subhash Indrahar) means drawn during this turn and still in hand; the abilities that use it
are Draw-phase abilities, so it is the cards drawn this Draw phase (ruling T305).  Each player's draws of the
current turn are kept in the counter ``secret<seat>:drawn`` = (turn, card, card ...): which card was just drawn is
that player's own knowledge, so the counter is shown to that seat only (ruling T720).  ``scrapped_from_play`` =
(turn, card ...): the Command cards scrapped from play this turn (Michael Ryan)."""
from __future__ import annotations

import re
from typing import Callable

from mechdeck.kernel.knowledge import known_key
from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice
from ..board import (BUILD, HAND, PATROL, POST, SCRAP, STOCK, card_of, game_holds, is_mech, is_unit, name_of, owner,
                     set_mark, units_in_play, who)
from ..cards import title_key
from ..knowledge import learn, shuffle_stock
from ..missions import target_text
from ..turn import (AFTER_PAY, RESOURCE, RULES_ID, can_pay, draw, needs_host, pay, scrap_card, scrap_from_stock,
                    unique_blocked)
from .building_blocks import (ANY_TIME, DEPLOY_PHASE, DRAW_PHASE, MISSIONS_PHASE, TAP_FOR_INITIATIVE, choose,
                              draw_ability, found_by_title, from_scrapheap, gain_resources, game_lost, in_scrapheap,
                              one_of_each_title, restock, restock_picked, shuffle_after_search, stockpile_search,
                              take_into_hand, turn_phase)
from .registry import ON_REVEAL, Ability, ability, card_module, implements, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


# -- "just drawn" -----------------------------------------------------------------------------------------------------
def _record_draw(state, p, c):
    turn = state.counters.get("turn", 0)
    seen = state.counters.get(f"secret{p}:drawn", ())
    if not seen or seen[0] != turn:
        seen = (turn,)
    state.counters[f"secret{p}:drawn"] = seen + (c,)


trigger("drawn", "LT193", _record_draw)


def just_drawn(state, p: int) -> list[int]:
    seen = state.counters.get(f"secret{p}:drawn", ())
    if not seen or seen[0] != state.counters.get("turn"):
        return []
    hand = state.zones[HAND[p]]
    return [c for c in seen[1:] if c in hand]


# -- LT003 Alex Mallory: look at the opponent's hand, a card is restocked; or scrap it for a die of resources -------
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
    gain_resources(state, p, n)
    state.say(f"{who(p)} rolls {n} for Alex Mallory: +{n} resources")


S["LT003 look"] = (_mallory_look, _mallory_restock)
S["LT003 roll"] = (dice.roll_step(), _mallory_roll)
ability("LT003",
        Ability("look", "look at the opponent's hand; a card is restocked", MISSIONS_PHASE, "LT003 look", tap=True,
                condition=lambda state, p, c: bool(state.zones[HAND[1 - p]])),
        Ability("roll", "scrap Alex Mallory: roll a die, gain that many resources", DEPLOY_PHASE, "LT003 roll",
                scrap=True))

# -- LT065 Dropship Site: {R}, {T}: draw a card (Draw phase) ---------------------------------------------------------
ability("LT065", draw_ability(pay=1))

# -- LT142 Leo Showers: {T}: draw a card (Draw phase) ----------------------------------------------------------------
ability("LT142", draw_ability())


# -- LT129 Justin Xiang Allard: look at the top card of the opponent's Stockpile, maybe have it restocked ------------
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


S["LT129"] = (_justin_look, _justin_restock)
ability("LT129", Ability("look", "look at the top card of the opponent's Stockpile", MISSIONS_PHASE, "LT129",
                         tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[1 - p]])))


# -- LT172 Melissa Steiner Davion: {T}: scrap a card from hand, return one from the Scrapheap -------------------------
def _msd_scrap(state, f):
    p = f.locals["player"]
    f.locals["heap"] = tuple(state.zones[SCRAP[p]])   # chosen from before the scrap (ruling T302)
    ask(state, p, [("choose", c) for c in state.zones[HAND[p]]],
        "Melissa Steiner Davion: scrap which card from your hand?", "out")


def _msd_return(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["out"][1], "from the hand")
    ask(state, p, [("choose", c) for c in f.locals["heap"]],
        "Melissa Steiner Davion: return which card from your Scrapheap?", "back")


S["LT172"] = (_msd_scrap, _msd_return, lambda state, f: take_into_hand(state, f.locals["player"], f.locals["back"][1]))
ability("LT172", Ability("swap", "scrap a card from your hand to return a card from your Scrapheap", DEPLOY_PHASE,
                         "LT172", tap=True,
                         condition=lambda state, p, c: bool(state.zones[HAND[p]]) and bool(state.zones[SCRAP[p]])))


# -- LT193 Phelan: {T}: +1 initiative; {T}: redraw a card just drawn; scrap it: restock three from the Scrapheap ----
def _phelan_top(state, f):
    p = f.locals["player"]
    f.locals["left"] = tuple(state.zones[SCRAP[p]][-3:])   # Phelan itself is on top now (ruling T304)


def _phelan_next(state, f):
    p = f.locals["player"]
    left = f.locals["left"]
    if left:
        ask(state, p, [("choose", c) for c in left], "Phelan: restock which card next (it goes to the bottom)?",
            "pick")


def _phelan_put(state, f):
    p = f.locals["player"]
    if not f.locals["left"]:
        return
    c = f.locals["pick"][1]
    f.locals["left"] = tuple(x for x in f.locals["left"] if x != c)
    restock(state, p, c)
    learn(state, -1, (c,))   # a face-up card put at the bottom of the Stockpile
    state.say(f"{who(p)} restocks {name_of(state, c)} from the Scrapheap")


S["LT193 redraw"] = (choose(just_drawn, "Phelan: restock which card you have just drawn?"),
                     restock_picked("a card just drawn", draws=1))
S["LT193 restock"] = (_phelan_top,) + (_phelan_next, _phelan_put) * 3
ability("LT193",
        TAP_FOR_INITIATIVE,
        Ability("redraw", "restock a card you have just drawn and draw another", DRAW_PHASE, "LT193 redraw", tap=True,
                condition=lambda state, p, c: bool(just_drawn(state, p))),
        Ability("restock", "scrap Phelan: restock three cards from the top of your Scrapheap", ANY_TIME,
                "LT193 restock", scrap=True))


# -- LT210 Romano Liao: {T}: the top card of the opponent's Stockpile is deployed (a Resource) or scrapped ----------
def _romano(state, f):
    p = f.locals["player"]
    o = 1 - p
    c = state.zones[STOCK[o]][-1]
    card = card_of(state, c)
    state.say(f"{who(p)} reveals the top card of {who(o)}'s Stockpile: {card.name}")
    if "Resource" in card.subtypes:   # deployed as a deployment is: face down, no counters (ruling T306)
        state.zones[STOCK[o]].pop()
        state.zones[BUILD[o]].append(c)
        learn(state, p, (c,))   # revealed to both, it lies face down under construction
        set_mark(state, "new", c, state.counters["turn"])
        state.say(f"{who(o)} deploys {card.name} face down")
    else:
        scrap_from_stock(state, o, 1)


S["LT210"] = (_romano,)
ability("LT210", Ability("reveal", "reveal the top card of the opponent's Stockpile", MISSIONS_PHASE, "LT210",
                         tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[1 - p]])))


# -- LT237 Subhash Indrahar: claim a just-drawn card is Subterfuge, draw another; the opponent may challenge --------
def _subhash_draw(state, f):
    p = f.locals["player"]
    state.say(f"{who(p)} claims a card just drawn is a Subterfuge card and draws an additional card")
    draw(state, p, 1)
    if game_lost(state):
        stop(state, f)
        return
    f.locals["extra"] = state.zones[HAND[p]][-1]
    ask(state, 1 - p, (("challenge",), ("accept",)), f"{who(p)} claims a Subterfuge card: challenge it?", "answer")


def _subhash_resolve(state, f):
    p = f.locals["player"]
    if f.locals["answer"] != ("challenge",):
        state.say(f"{who(1 - p)} accepts the claim")
        return
    claimed = f.locals["pick"][1]
    card = card_of(state, claimed)
    state.say(f"{who(1 - p)} challenges: {who(p)} reveals {card.name}")
    if "Subterfuge" in card.subtypes:
        learn(state, 1 - p, (claimed,))   # shown, it stays in the hand
        scrap_from_stock(state, 1 - p, 5)
    else:
        for c in (claimed, f.locals["extra"]):
            scrap_card(state, c, "from the hand")


S["LT237"] = (choose(just_drawn, "Subhash Indrahar: claim which card you have just drawn is a Subterfuge card?"),
              _subhash_draw, _subhash_resolve)
ability("LT237", Ability("claim", "claim a card just drawn is a Subterfuge card", DRAW_PHASE, "LT237", tap=True,
                         condition=lambda state, p, c: bool(just_drawn(state, p))))

# -- LT259 Thomas Marik: {T}: +1 initiative; {T}: draw a card (Draw phase) --------------------------------------------
ability("LT259", TAP_FOR_INITIATIVE, draw_ability())


# -- LT270 Tsen Shang: {T}: restock a card from your hand and draw a card (Draw phase) --------------------------------
S["LT270"] = (choose(lambda state, p: state.zones[HAND[p]], "Tsen Shang: restock which card from your hand?"),
              restock_picked("a card from the hand", draws=1))
ability("LT270", Ability("restock", "restock a card from your hand and draw a card", DRAW_PHASE, "LT270", tap=True,
                         condition=lambda state, p, c: bool(state.zones[HAND[p]])))


# == Counterstrike, Mercenaries and MechWarrior ========================================================================
_FROM_SCRAPHEAP = "from the Scrapheap to the hand"   # the building block's name for registry.where
# -- CS045 Haakon Magnussen: {T}: scrap one of your Resource cards in play and draw two cards (Deploy phase) ----------
def _your_resources(state, p) -> list[int]:
    return [c for c in state.zones[POST[p]] if "Resource" in card_of(state, c).subtypes]


def _haakon(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["pick"][1])
    draw(state, p, 2)


S["CS045"] = (choose(_your_resources, "Haakon Magnussen: scrap which of your Resource cards?", "scrap"), _haakon)
ability("CS045", Ability("scrap", "scrap one of your Resource cards in play and draw two cards", DEPLOY_PHASE, "CS045",
                         tap=True, condition=lambda state, p, c: bool(_your_resources(state, p))))


# -- CS065 Operations Liaison / CS095 Veteran Officer: {R}, {T}: look at the top five cards of your Stockpile, take
# one (Operations Liaison) or show and take every Mission card among them (Veteran Officer), restock the rest in any
# order (Draw phase) ------------------------------------------------------------------------------------------------
def _look_at_top_five(state, f):
    p = f.locals["player"]
    top = state.zones[STOCK[p]][-5:][::-1]   # the top card first
    f.locals["looked"] = tuple(top)
    learn(state, p, top)
    state.say(f"{who(p)} looks at the top {len(top)} cards of the Stockpile")
    state.say(f"{who(p)} sees " + ", ".join(name_of(state, c) for c in top), p)


def _liaison_take(state, f):
    p = f.locals["player"]
    ask(state, p, [("take", c) for c in one_of_each_title(state, f.locals["looked"])],
        "Operations Liaison: put which card into your hand?", "pick")


def _liaison_to_hand(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    state.zones[STOCK[p]].remove(c)
    state.zones[HAND[p]].append(c)
    f.locals["looked"] = tuple(x for x in f.locals["looked"] if x != c)
    state.say(f"{who(p)} puts one of them into the hand")
    state.say(f"{who(p)} puts {name_of(state, c)} into the hand", p)


def _veteran_missions(state, f):
    p = f.locals["player"]
    found = [c for c in f.locals["looked"] if card_of(state, c).kind == "mission"]
    for c in found:
        state.zones[STOCK[p]].remove(c)
        state.zones[HAND[p]].append(c)
    learn(state, -1, found)   # shown to all players
    f.locals["looked"] = tuple(x for x in f.locals["looked"] if x not in found)
    state.say(f"{who(p)} shows " + (", ".join(name_of(state, c) for c in found) if found else "no Mission card")
              + " and puts " + ("them" if len(found) > 1 else "it" if found else "nothing") + " into the hand")


def _restock_next(state, f):
    """Restock the cards left in ``looked`` one at a time, in the order the player picks (each to the bottom)."""
    left = f.locals["looked"]
    if len(left) > 1 and len({name_of(state, c) for c in left}) > 1:
        ask(state, f.locals["player"], [("restock", c) for c in one_of_each_title(state, left)],
            "restock which card next (it goes to the bottom of your Stockpile)?", "pick")
    else:
        f.locals["pick"] = ("restock", left[0]) if left else None


def _restock_put(state, f):
    p = f.locals["player"]
    pick = f.locals["pick"]
    if pick is None:
        return
    c = pick[1]
    f.locals["looked"] = tuple(x for x in f.locals["looked"] if x != c)
    state.zones[STOCK[p]].remove(c)
    state.zones[STOCK[p]].insert(0, c)   # its owner knows it lies at the bottom (learnt when looked at)
    state.say(f"{who(p)} restocks a card")
    if f.locals["looked"]:
        f.pc -= 2   # the next one


S["CS065"] = (_look_at_top_five, _liaison_take, _liaison_to_hand, _restock_next, _restock_put)
S["CS095"] = (_look_at_top_five, _veteran_missions, _restock_next, _restock_put)
ability("CS065", Ability("look", "look at the top five cards of your Stockpile, take one, restock the rest",
                         DRAW_PHASE, "CS065", tap=True, pay=1,
                         condition=lambda state, p, c: bool(state.zones[STOCK[p]])))
ability("CS095", Ability("look", "look at the top five cards of your Stockpile, take the Mission cards, restock the "
                                 "rest", DRAW_PHASE, "CS095", tap=True, pay=1,
                         condition=lambda state, p, c: bool(state.zones[STOCK[p]])))


# -- CS079 Secured Drop Site: {T}: show the top card of your Stockpile; a 'Mech goes to the hand with an additional
# deployment this turn, anything else is restocked (no time named: T313) ------------------------------------------
def _drop_site(state, f):
    p = f.locals["player"]
    c = state.zones[STOCK[p]].pop()
    learn(state, -1, (c,))
    state.say(f"{who(p)} shows the top card of the Stockpile: {name_of(state, c)}")
    if not is_unit(state, c):   # "no extra deployment unless the card is a Unit" (Guide)
        state.zones[STOCK[p]].insert(0, c)
        state.say(f"{who(p)} restocks {name_of(state, c)}")
        return
    state.zones[HAND[p]].append(c)
    state.say(f"{who(p)} puts {name_of(state, c)} into the hand")
    additional_deployment(state, p)


def additional_deployment(state, p: int) -> None:
    """"You may make an additional deployment this turn": in p's own Deploy phase at once; in its Draw or
    Repair/Reload phase when this turn's Deploy phase begins (T884); none in the opponent's turn or after the Deploy
    phase (T308, T884)."""
    counters = state.counters
    phase = turn_phase(state) if counters.get("active") == p else None
    if phase == "deploy":
        counters["deploys"] = counters.get("deploys", 0) + 1
    elif phase in ("draw", "repair"):   # the Deploy phase of this turn is still to come (T884)
        counters[f"extra_deploys{p}"] = counters.get(f"extra_deploys{p}", 0) + 1
    else:   # the opponent's turn, or this turn's Deploy phase is over: no deployment left to make (T308, T884)
        return
    state.say(f"{who(p)} may make an additional deployment this turn")


def _extra_deploys(state, p, window):
    if window == "deploy" and f"extra_deploys{p}" in state.counters:
        state.counters["deploys"] = state.counters.get("deploys", 0) + state.counters.pop(f"extra_deploys{p}")


S["CS079"] = (_drop_site,)
ability("CS079", Ability("show", "show the top card of your Stockpile: a 'Mech goes to your hand", ANY_TIME, "CS079",
                         tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[p]])))
trigger("phase_start", "CS079", _extra_deploys)


# -- CS090 Tor Miraborg: {T}: a Mission card from your Scrapheap to your hand, using a deployment (Deploy phase) ------
def _is_mission(card) -> bool:
    return card.kind == "mission"


def _use_deployment(state, f):
    state.counters["deploys"] -= 1


S["CS090"] = (_use_deployment,) + from_scrapheap("Tor Miraborg", _is_mission)
ability("CS090", Ability("take", "a Mission card from your Scrapheap to your hand (uses a deployment)", DEPLOY_PHASE,
                         "CS090", tap=True, condition=lambda state, p, c: state.counters.get("deploys", 0) > 0
                         and in_scrapheap(_is_mission)(state, p, c)))
implements("CS090", block=_FROM_SCRAPHEAP)


# -- ME031 Dr. Ariel Reed: {T}: a Unique Command card from your Scrapheap to your hand (Draw phase) ------------------
def _unique_command(card) -> bool:
    return card.kind == "command" and bool(card.unique)


S["ME031"] = from_scrapheap("Dr. Ariel Reed", _unique_command)
ability("ME031", Ability("take", "a Unique Command card from your Scrapheap to your hand", DRAW_PHASE, "ME031",
                         tap=True, condition=in_scrapheap(_unique_command)))
implements("ME031", block=_FROM_SCRAPHEAP)


# -- searching the Stockpile for a card (First Circuit Summons, Mercenary Commission Contacts; War Funds) --------------
def search_stockpile(title: str, fits: Callable, verb: str, wanted: str, shown: bool,
                     put: Callable | None = None) -> tuple:
    """Steps for "search your Stockpile for <a card that ``fits``>, put it into your hand, then shuffle": the search
    of ``stockpile_search`` for one such card, offered as ``(verb, title)``, which the player takes when one is found;
    the card goes into the hand, shown to the opponent if ``shown``, and the Stockpile is shuffled either way.
    ``wanted`` names what is searched for ("Mercenary card"); ``put(state, player, card)``, if given, puts the card
    found somewhere else than the hand (War Funds deploys it)."""
    def put_found(state, f):
        p = f.locals["player"]
        for c in f.locals["taken"]:
            state.zones[STOCK[p]].remove(c)
            found = name_of(state, c)
            if shown:
                learn(state, 1 - p, (c,))
            if put is not None:
                put(state, p, c)
            else:
                state.zones[HAND[p]].append(c)
                if shown:
                    state.say(f"{who(p)} shows {found} and puts it into the hand")
                else:
                    state.say(f"{who(p)} puts a card from the Stockpile into the hand")
                    state.say(f"{who(p)} puts {found} into the hand", p)
    return (*stockpile_search(title, ((wanted, lambda state, c: fits(card_of(state, c)), 1),), must_take=True,
                              verb=verb), put_found, shuffle_after_search)


# -- ME033 First Circuit Summons: {T}: search your Stockpile for a ComStar card other than a Unit, to the hand, then
# shuffle (Deploy phase; the Guide's erratum adds "other than a Unit") ----------------------------------------------
def _comstar_non_unit(card) -> bool:
    return "ComStar" in card.keywords and card.kind not in ("mech", "unit")


S["ME033"] = search_stockpile("First Circuit Summons", _comstar_non_unit, "take", "ComStar card other than a Unit",
                               shown=False)
ability("ME033", Ability("search", "search your Stockpile for a ComStar card other than a Unit", DEPLOY_PHASE, "ME033",
                         tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[p]])))


# -- ME086 Sun-Tzu Liao: {T}: a Subterfuge card from your Scrapheap to your hand (Deploy phase; anywhere in it) ------
def _subterfuge(card) -> bool:
    return "Subterfuge" in card.subtypes


S["ME086"] = from_scrapheap("Sun-Tzu Liao", _subterfuge)
ability("ME086", Ability("take", "a Subterfuge card from your Scrapheap to your hand", DEPLOY_PHASE, "ME086",
                         tap=True, condition=in_scrapheap(_subterfuge)))
implements("ME086", block=_FROM_SCRAPHEAP)


# -- ME097 Vandervahn Chistu: {T}: restock the top card of your Scrapheap (Deploy phase) -----------------------------
def _vandervahn(state, f):
    p = f.locals["player"]
    c = state.zones[SCRAP[p]][-1]
    restock(state, p, c)
    learn(state, -1, (c,))   # a face-up card put at the bottom of the Stockpile
    state.say(f"{who(p)} restocks {name_of(state, c)} from the top of the Scrapheap")


S["ME097"] = (_vandervahn,)
ability("ME097", Ability("restock", "restock the top card of your Scrapheap", DEPLOY_PHASE, "ME097", tap=True,
                         condition=lambda state, p, c: bool(state.zones[SCRAP[p]])))


# -- MW049 MedEvac Team: {T}: a Pilot card from your Scrapheap to your hand (Deploy phase) ---------------------------
def _pilot(card) -> bool:
    return "Pilot" in card.subtypes


S["MW049"] = from_scrapheap("MedEvac Team", _pilot)
ability("MW049", Ability("take", "a Pilot card from your Scrapheap to your hand", DEPLOY_PHASE, "MW049", tap=True,
                         condition=in_scrapheap(_pilot)))
implements("MW049", block=_FROM_SCRAPHEAP)


# -- MW086 St. Ives Operations Officer: {T}: shuffle chosen Scrapheap cards into your Stockpile, then scrap that many
# from it (Draw phase) ----------------------------------------------------------------------------------------------
def _officer_pick(state, f):
    p = f.locals["player"]
    chosen = f.locals.setdefault("chosen", ())
    left = one_of_each_title(state, [c for c in state.zones[SCRAP[p]] if c not in chosen])
    if left:
        ask(state, p, [("choose", c) for c in left] + [("done",)],
            f"St. Ives Operations Officer: choose cards to shuffle into your Stockpile ({len(chosen)} chosen)", "pick")
    else:
        f.locals["pick"] = ("done",)


def _officer_more(state, f):
    if f.locals["pick"][0] != "done":
        f.locals["chosen"] += (f.locals["pick"][1],)
        f.pc -= 2   # the next card, or done


def _officer_shuffle(state, f):
    p = f.locals["player"]
    chosen = f.locals["chosen"]
    for c in chosen:
        state.zones[SCRAP[p]].remove(c)
        state.zones[STOCK[p]].append(c)
    state.say(f"{who(p)} shuffles {len(chosen)} card{'s' if len(chosen) != 1 else ''} from the Scrapheap into the "
              "Stockpile" + (": " + ", ".join(name_of(state, c) for c in chosen) if chosen else ""))
    shuffle_stock(state, p)
    if chosen:
        scrap_from_stock(state, p, len(chosen))


S["MW086"] = (_officer_pick, _officer_more, _officer_shuffle)
ability("MW086", Ability("shuffle", "shuffle cards from your Scrapheap into your Stockpile, then scrap as many",
                         DRAW_PHASE, "MW086", tap=True, condition=lambda state, p, c: bool(state.zones[SCRAP[p]])))


# -- ME045 Hyperpulse Generator: {T}: see a card under construction of the opponent's, and maybe move one counter
# from it to another card under construction there (Deploy phase); Logistics (its data: it provides L) ------------
# -- ME053 Maskirovka Headquarters: {T}: {R}; {T}: see a card under construction of the opponent's (Deploy phase) ---
def _opposing_construction(state, p) -> list[int]:
    """The opponent's cards under construction (not an activated 'Mech waiting there)."""
    o = 1 - p
    active = units_in_play(state, o)
    return [c for c in state.zones[BUILD[o]] if c not in active]


def _shown(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    learn(state, p, (c,))
    state.say(f"{who(1 - p)} shows {who(p)} a card under construction")
    n = state.counters.get(f"cc:{c}", 0)
    state.say(f"{who(1 - p)} shows you {name_of(state, c)} ({n} construction counter{'s' if n != 1 else ''})", p)


def _hyperpulse_ask(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    others = [x for x in _opposing_construction(state, p) if x != c]
    if state.counters.get(f"cc:{c}", 0) and others:
        ask(state, p, [("move counter to", x) for x in others] + [("keep",)],
            "Hyperpulse Generator: move one counter from that card to another card under construction?", "move")
    else:
        f.locals["move"] = ("keep",)


def _hyperpulse_move(state, f):
    c = f.locals["pick"][1]
    if f.locals["move"][0] == "keep":
        return
    dest = f.locals["move"][1]
    set_mark(state, "cc", c, state.counters[f"cc:{c}"] - 1)
    set_mark(state, "cc", dest, state.counters.get(f"cc:{dest}", 0) + 1)
    state.say(f"{who(f.locals['player'])} moves a construction counter from {target_text(state, c)} to "
              f"{target_text(state, dest)}")


_SEE = "choose a card under construction of your opponent's: it is shown to you"
S["ME045"] = (choose(_opposing_construction, "Hyperpulse Generator: which card under construction?", "see"), _shown,
              _hyperpulse_ask, _hyperpulse_move)
ability("ME045", Ability("see", _SEE + "; move a counter", DEPLOY_PHASE, "ME045", tap=True,
                         condition=lambda state, p, c: bool(_opposing_construction(state, p))))
S["ME053"] = (choose(_opposing_construction, "Maskirovka Headquarters: which card under construction?", "see"),
              _shown)
RESOURCE["ME053"] = (1, None, None)
ability("ME053", Ability("see", _SEE, DEPLOY_PHASE, "ME053", tap=True,
                         condition=lambda state, p, c: bool(_opposing_construction(state, p))))


# -- MW087 St. Ives Salvage Crew: cards scrapped from your Stockpile go to your hand instead; then you scrap as many
# cards from your hand (T897: the Stockpile still loses them, so a Stockpile too small still loses the game) -------
def _salvaged(state, p, c):
    counters = state.counters
    if not any(card_of(state, x).plays_as == "MW087" for x in state.zones[POST[p]]):
        return
    state.zones[SCRAP[owner(state, c)]].remove(c)
    state.zones[HAND[p]].append(c)
    learn(state, 1 - p, (c,))   # it was shown face up as it left the Stockpile
    state.say(f"{who(p)} puts {name_of(state, c)} into the hand instead (St. Ives Salvage Crew)")
    if f"salvage{p}" not in counters:
        push(state, "script", p, script="MW087", player=p)
    counters[f"salvage{p}"] = counters.get(f"salvage{p}", 0) + 1


def _salvage_pick(state, f):
    p = f.locals["player"]
    left = state.counters.get(f"salvage{p}", 0)
    if left and state.zones[HAND[p]] and not game_lost(state):
        ask(state, p, [("scrap", c) for c in one_of_each_title(state, state.zones[HAND[p]])],
            f"St. Ives Salvage Crew: scrap which card from your hand? ({left} to scrap)", "pick")
    else:
        state.counters.pop(f"salvage{p}", None)
        stop(state, f)


def _salvage_scrap(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["pick"][1], "from the hand (St. Ives Salvage Crew)")
    state.counters[f"salvage{p}"] -= 1
    f.pc -= 2   # the next one, until none is left


S["MW087"] = (_salvage_pick, _salvage_scrap)
trigger("stock_scrapped", "MW087", _salvaged)
implements("MW087")


# -- MW059 OmniMech-Pod Cache: {T}: scrap an Omni 'Mech of yours, put a configuration of it from your Stockpile into
# play in your Patrol region (then shuffle), paying {R} or a Stockpile card per point of higher cost (Deploy phase;
# T771, T772, T949).  CE210 (Commander's Edition) may find the same configuration too ("scrap a Puma A to search for a
# Puma Prime, A, B, etc."), and the difference is paid before the new 'Mech is put into play, the Stockpile shuffled
# last (ruling T1276).  Both say "Omni 'Mech": 'Mechs only (the reprint keeps the word, T1102). ------------------------
_CONFIGURATION = re.compile(r"^[A-Z]$|^Prime$")   # the configuration word of "Puma A (Adder)", "Puma Prime (Adder)"


def chassis(name: str) -> str:
    """The chassis of an Omni 'Mech's name, the name before its configuration (ruling T772): "Puma A (Adder)" ->
    "Puma", "Blackjack (BJ2-OB)" -> "Blackjack" (a code in parentheses is the configuration), "Koshi C Mist Lynx"
    -> "Koshi"; a name without a configuration is its own chassis."""
    base, _, rest = name.partition(" (")
    words = base.split()
    for i, word in enumerate(words):
        if i and _CONFIGURATION.match(word):
            return " ".join(words[:i])
    return base


def _omni(card) -> bool:
    return "Omni" in card.keywords and card.kind == "mech"


def _omni_mechs(state, p) -> list[int]:
    return [m for m in units_in_play(state, p) if is_mech(state, m) and _omni(card_of(state, m))]


def _pod_scrap(state, f):
    p = f.locals["player"]
    m = f.locals["pick"][1]
    card = card_of(state, m)
    f.locals["old"] = (card.name, card.cost or 0)
    scrap_card(state, m, "(OmniMech-Pod Cache)")
    state.say(f"{who(p)} searches the Stockpile for a configuration of {card.name}")
    old = card.name
    # MW059: another configuration is another title, and a name variant of the same one (T1106) is not (T949); CE210
    # names the same one among those it may find (T1276)
    same_allowed = card_of(state, f.locals["card"]).plays_as == "CE210"
    found = [c for c in found_by_title(state, state.zones[STOCK[p]])
             if _omni(card_of(state, c)) and (same_allowed or title_key(name_of(state, c)) != title_key(old))
             and chassis(name_of(state, c)) == chassis(old)]
    if not found:   # titles, not cards: a re-dealt (searched) world has other cards in the Stockpile
        state.say(f"{who(p)} finds no {'' if same_allowed else 'other '}configuration of {old}")
        shuffle_stock(state, p)
        state.say(f"{who(p)} shuffles the Stockpile")
        stop(state, f)
        return
    ask(state, p, [("retrieve", name_of(state, c)) for c in found],
        f"OmniMech-Pod Cache: put which configuration of {old} into play?", "config")


def _pod_found(state, f) -> int:
    """The configuration chosen, looked up by its title (a re-dealt (searched) world has other cards in the
    Stockpile); the cost difference still to pay goes into ``left``."""
    p = f.locals["player"]
    title = f.locals["config"][1]
    new = next(c for c in reversed(state.zones[STOCK[p]]) if name_of(state, c) == title)
    f.locals["left"] = max(0, (card_of(state, new).cost or 0) - f.locals["old"][1])
    f.locals["new"] = new
    return new


def _pod_into_play(state, f, new: int) -> None:
    p = f.locals["player"]
    state.zones[STOCK[p]].remove(new)
    state.zones[PATROL[p]].append(new)
    state.say(f"{who(p)} puts {name_of(state, new)} into play in their Patrol region (OmniMech-Pod Cache)")


def _pod_shuffle(state, f) -> None:
    p = f.locals["player"]
    shuffle_stock(state, p)
    state.say(f"{who(p)} shuffles the Stockpile")


def _pod_unique(state, f) -> None:
    new = f.locals["new"]
    if unique_blocked(state, new):
        scrap_card(state, new, "(a Unique card of that title is in play)")


def _pod_put(state, f):
    """MW059: the configuration goes into play at once, the Stockpile is shuffled, then the difference is paid."""
    _pod_into_play(state, f, _pod_found(state, f))
    _pod_shuffle(state, f)
    _pod_unique(state, f)


def _pod_set_aside(state, f):
    """CE210: the configuration found waits at the bottom of the Stockpile (shuffled afterwards: where it lies does
    not matter), out of reach of the top cards scrapped to pay, while the difference is paid; it is named to both
    players (the payment is for it, and it goes into play face up)."""
    p = f.locals["player"]
    new = _pod_found(state, f)
    stock = state.zones[STOCK[p]]
    stock.remove(new)
    stock.insert(0, new)
    learn(state, -1, (new,))
    state.say(f"{who(p)} finds {name_of(state, new)} (OmniMech-Pod Cache)")


def _pod_arrives(state, f):
    """CE210, the difference paid: the configuration goes into play (unless the Stockpile ran out to the card
    itself while paying), then the Stockpile is shuffled."""
    new = f.locals["new"]
    if new in state.zones[STOCK[f.locals["player"]]]:
        _pod_into_play(state, f, new)
        _pod_unique(state, f)
    _pod_shuffle(state, f)


def _pod_point(state, f):
    """One point of the cost difference at a time: pay {R} or scrap the top card of the Stockpile."""
    p = f.locals["player"]
    if f.locals["left"] <= 0:
        f.locals["point"] = None   # all paid: the script goes on
        return
    options = ([("pay for", f.locals["new"])] if can_pay(state, p, 1) else []) + [("scrap", f"stock{p}")]
    ask(state, p, options, f"OmniMech-Pod Cache: pay 1 resource or scrap a card from your Stockpile "
        f"({f.locals['left']} to go)", "point")


def _pod_paid(state, f):
    p = f.locals["player"]
    point = f.locals.pop("point")
    if point is None:
        return
    f.locals["left"] -= 1
    if point[0] == "pay for":
        pay(state, p, 1, ("pod point",))
    else:
        scrap_from_stock(state, p, 1)
        state.say(f"{who(p)} scraps a card from the Stockpile (OmniMech-Pod Cache)")
    f.pc -= 2   # the next point


_POD_CHOICE = choose(_omni_mechs, "OmniMech-Pod Cache: scrap which Omni 'Mech?", "scrap")
S["MW059"] = (_POD_CHOICE, _pod_scrap, _pod_put, _pod_point, _pod_paid)
S["CE210"] = (_POD_CHOICE, _pod_scrap, _pod_set_aside, _pod_point, _pod_paid, _pod_arrives)
AFTER_PAY["pod point"] = lambda state, p: state.say(f"{who(p)} pays 1 resource (OmniMech-Pod Cache)")
ability("MW059", Ability("pod", "scrap an Omni 'Mech of yours for another configuration of it from your Stockpile",
                         DEPLOY_PHASE, "MW059", tap=True, condition=lambda state, p, c: bool(_omni_mechs(state, p))))
ability("CE210", Ability("pod", "scrap an Omni 'Mech of yours for a configuration of it from your Stockpile",
                         DEPLOY_PHASE, "CE210", tap=True, condition=lambda state, p, c: bool(_omni_mechs(state, p))))


# -- ME056 Mercenary Commission Contacts: {T}: search your Stockpile for a Mercenary card, show it, put it in your hand,
# then shuffle (Deploy phase; T759) ----------------------------------------------------------------------------------
def _mercenary_card(card) -> bool:
    return "Mercenary" in card.keywords


S["ME056"] = search_stockpile("Mercenary Commission Contacts", _mercenary_card, "retrieve", "Mercenary card",
                               shown=True)
ability("ME056", Ability("search", "search your Stockpile for a Mercenary card", DEPLOY_PHASE, "ME056", tap=True,
                         condition=lambda state, p, c: bool(state.zones[STOCK[p]])))


# -- AR054 Keith Smith: {T}: look at the top three cards of an opponent's Stockpile and arrange them in any order
# (Deploy phase) ------------------------------------------------------------------------------------------------------
def _keith_look(state, f):
    p = f.locals["player"]
    top = state.zones[STOCK[1 - p]][-3:][::-1]   # the top card first
    f.locals["looked"] = tuple(top)
    f.locals["order"] = ()
    learn(state, p, top)
    state.say(f"{who(p)} looks at the top {len(top)} card{'s' if len(top) != 1 else ''} of {who(1 - p)}'s Stockpile")
    state.say(f"{who(p)} sees " + ", ".join(name_of(state, c) for c in top) + " (top first)", p)


def _keith_next(state, f):
    """The next card from the top, one pick at a time among the titles left (copies are interchangeable)."""
    left = f.locals["looked"]
    if len({name_of(state, c) for c in left}) > 1:
        ask(state, f.locals["player"], [("put", c) for c in one_of_each_title(state, left)],
            f"Keith Smith: which card goes {'on top' if not f.locals['order'] else 'next'}?", "pick")
    else:
        f.locals["pick"] = ("put", left[0])


def _keith_put(state, f):
    p, c = f.locals["player"], f.locals["pick"][1]
    f.locals["order"] += (c,)
    f.locals["looked"] = tuple(x for x in f.locals["looked"] if x != c)
    if f.locals["looked"]:
        f.pc -= 2   # the next one
        return
    order = f.locals["order"]
    stock = state.zones[STOCK[1 - p]]
    del stock[len(stock) - len(order):]
    stock.extend(reversed(order))   # the first picked on top
    _forget_order(state, 1 - p, order)
    state.say(f"{who(p)} arranges them")
    state.say(f"{who(p)} puts " + ", ".join(name_of(state, c) for c in order) + " on top, in that order", p)


def _forget_order(state, q: int, cards) -> None:
    """The Stockpile's owner no longer knows where these cards lie (someone else arranged them): q forgets them, so
    that a world searched for q keeps none of them in place (knowledge.py)."""
    key = known_key(q)
    have = state.counters.get(key, ())
    left = tuple(c for c in have if c not in cards)
    if left != have:
        if left:
            state.counters[key] = left
        else:
            del state.counters[key]


S["AR054"] = (_keith_look, _keith_next, _keith_put)
ability("AR054", Ability("arrange", "look at the top three cards of your opponent's Stockpile and arrange them",
                         DEPLOY_PHASE, "AR054", tap=True,
                         condition=lambda state, p, c: bool(state.zones[STOCK[1 - p]])))


# -- AR074 Primus Sharilar Mori: counts as Sharilar Mori (turn._titles, T763); {T}: scrap a Resource card from your
# hand to draw a card (Deploy phase); Logistics (its data) ------------------------------------------------------------
def _resources_in_hand(state, p) -> list[int]:
    return [c for c in state.zones[HAND[p]] if "Resource" in card_of(state, c).subtypes]


def _primus_scrap(state, f):
    p, c = f.locals["player"], f.locals["pick"][1]
    scrap_card(state, c, "from the hand (Primus Sharilar Mori)")
    draw(state, p, 1)


S["AR074"] = (choose(_resources_in_hand, "Primus Sharilar Mori: scrap which Resource card from your hand?", "scrap"),
              _primus_scrap)
ability("AR074", Ability("draw", "scrap a Resource card from your hand to draw a card", DEPLOY_PHASE, "AR074",
                         tap=True, condition=lambda state, p, c: bool(_resources_in_hand(state, p))))


# -- CR070 Michael Ryan: {T}: a Command card of the opponent's Scrapheap scrapped from play this turn into play,
# activated, under your control (Missions phase, not in a mission; T771) -----------------------------------------------
# "From play" is from the Command Post or from a host: a card under construction is no Command card (PG, T1201).  The
# Scrapheap is public, so the record of what left play this turn is too: ``scrapped_from_play`` = (turn, card ...),
# kept only in games holding a Michael Ryan.
def _note_scrapped_from_play(state, c, zone, host) -> None:
    if zone.startswith(("post", "attached")) and card_of(state, c).kind == "command" and game_holds(state, "CR070"):
        counters = state.counters
        seen = counters.get("scrapped_from_play", ())
        if not seen or seen[0] != counters.get("turn"):
            seen = (counters.get("turn"),)
        counters["scrapped_from_play"] = seen + (c,)


def _scrapped_this_turn(state, p) -> list[int]:
    seen = state.counters.get("scrapped_from_play", ())
    if not seen or seen[0] != state.counters.get("turn"):
        return []
    return [c for c in seen[1:] if c in state.zones[SCRAP[1 - p]]]


def _ryan_take(state, f):
    """Activated without cost under its new controller: to the Command Post, or (a Pilot, an Enhancement) onto a
    host of the controller's choice, as a revealed card goes; a Unique card whose title is in play is scrapped at once
    (T771), and a card with a script run when activated runs it."""
    p, c = f.locals["player"], f.locals["pick"][1]
    state.zones[SCRAP[1 - p]].remove(c)
    state.say(f"{who(p)} puts {name_of(state, c)} into play under their control (Michael Ryan)")
    card = card_of(state, c)
    host = needs_host(card)
    if host:
        state.zones[BUILD[p]].append(c)
        set_mark(state, "up", c, True)   # face up while its host is chosen, as a revealed card lies
    else:
        state.zones[POST[p]].append(c)
    if unique_blocked(state, c):
        scrap_card(state, c, "(a Unique card of that title is in play)")
        return
    if host:
        push(state, "attach", p, card=c)
    if card.plays_as in ON_REVEAL:
        push(state, "script", p, script=ON_REVEAL[card.plays_as], card=c, player=p, excess=0, forced=False)


trigger("scrapped", "CR070", _note_scrapped_from_play)
S["CR070"] = (choose(_scrapped_this_turn, "Michael Ryan: put which Command card into play under your control?",
                     "take over"), _ryan_take)
ability("CR070", Ability("take over", "put a Command card of your opponent's scrapped from play this turn into play "
                                      "under your control", MISSIONS_PHASE, "CR070", tap=True,
                         condition=lambda state, p, c: bool(_scrapped_this_turn(state, p))))


# -- CR078 Perigard Zalman: {T}: a Mission card from your Scrapheap to your hand (Missions phase, not in a mission) ---
S["CR078"] = from_scrapheap("Perigard Zalman", _is_mission)
ability("CR078", Ability("take", "a Mission card from your Scrapheap to your hand", MISSIONS_PHASE, "CR078", tap=True,
                         condition=in_scrapheap(_is_mission)))
implements("CR078", block=_FROM_SCRAPHEAP)


# -- CR092 Steel Viper R&D Team: {T}: draw a card; you may make an additional deployment this turn (Draw phase) -----
def _rd_team(state, f):
    p = f.locals["player"]
    draw(state, p, 1)
    additional_deployment(state, p)


S["CR092"] = (_rd_team,)
ability("CR092", Ability("draw", "draw a card and make an additional deployment this turn", DRAW_PHASE, "CR092",
                         tap=True))
