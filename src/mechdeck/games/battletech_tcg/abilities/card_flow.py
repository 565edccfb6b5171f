"""Command cards that move cards between hands, Stockpiles and Scrapheaps: draw, restock, look at hidden cards,
return a card from the Scrapheap (the one-shot ones, Culling and Salvage Strike Crew, are in one_shots.py).

"Just drawn" (Phelan, Subhash Indrahar) means drawn during this turn and still in hand; the abilities that use it
are Draw-phase abilities, so it is the cards drawn this Draw phase (ruling T305).  Each player's draws of the
current turn are kept in the counter ``secret<seat>:drawn`` = (turn, card, card ...): which card was just drawn is
that player's own knowledge, so the counter is shown to that seat only (ruling T720)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, stop

from .. import dice
from ..board import BUILD, HAND, SCRAP, STOCK, card_of, name_of, set_mark, who
from ..knowledge import learn
from ..turn import RULES_ID, draw, scrap_card, scrap_from_stock
from .building_blocks import (ANY_TIME, DEPLOY_PHASE, DRAW_PHASE, MISSIONS_PHASE, TAP_FOR_INITIATIVE, choose,
                              draw_ability, game_lost, gain_resources, restock, take_into_hand)
from .registry import Ability, ability, trigger

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
def _phelan_redraw(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    restock(state, p, c)
    learn(state, p, (c,))   # its owner knows the bottom card of the Stockpile (ruling T721)
    state.say(f"{who(p)} restocks a card just drawn")
    state.say(f"{who(p)} restocks {name_of(state, c)}", p)
    draw(state, p, 1)


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


S["LT193 redraw"] = (choose(just_drawn, "Phelan: restock which card you have just drawn?"), _phelan_redraw)
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
def _tsen_do(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    restock(state, p, c)
    state.say(f"{who(p)} restocks a card from the hand")
    state.say(f"{who(p)} restocks {name_of(state, c)}", p)
    draw(state, p, 1)


S["LT270"] = (choose(lambda state, p: state.zones[HAND[p]], "Tsen Shang: restock which card from your hand?"),
              _tsen_do)
ability("LT270", Ability("restock", "restock a card from your hand and draw a card", DRAW_PHASE, "LT270", tap=True,
                         condition=lambda state, p, c: bool(state.zones[HAND[p]])))
