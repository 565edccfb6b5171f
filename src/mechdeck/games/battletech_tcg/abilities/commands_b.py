"""Command and Command - Resource cards of the base set numbered LT150 and above (group B): Marik Arms Trade ...
Tsen Shang.  The plain "{T}: {R}" Support resources (LT239-LT253) are implemented by their data.

"Just drawn" (Phelan, Subhash Indrahar) means drawn during this turn and still in hand; the abilities that use it
are Draw-phase abilities, so it is the cards drawn this Draw phase (ruling T305).  Each player's draws of the
current turn are kept in the counter ``secret<seat>:drawn`` = (turn, card, card ...): which card was just drawn is
that player's own knowledge, so the counter is shown to that seat only (ruling T720)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, stop

from .. import dice
from ..board import (ASSETS, BUILD, HAND, POST, SCRAP, STOCK, assets, card_of, controller, is_mech, name_of, pile_text,
                     set_mark, speed, who)
from ..cards import CARDS
from ..knowledge import learn
from ..missions import add, deal_damage, engaged, target_text
from ..turn import RESOURCE, RULES_ID, draw, scrap_card, scrap_from_stock
from .registry import IMPLEMENTED, ON_REVEAL, STATIC, Ability, ability, trigger

S = SCRIPTS[RULES_ID]
ANY_TIME = frozenset({"draw", "repair", "deploy", "missions", "mission", "end"})  # abilities naming no time
MISSION = frozenset({"mission"})


def _in_post(state, p: int, number: str) -> list[int]:
    types = state.card_types   # asked for every initiative and mission target: no call per card
    return [c for c in state.zones[POST[p]] if CARDS[types[c]].number == number]


def _choices(cards) -> list[tuple]:
    return [("choose", c) for c in cards]


def _restock(state, p: int, c: int) -> None:
    """Put a card of p's hand or Scrapheap on the bottom of p's Stockpile."""
    for zone in (HAND[p], SCRAP[p]):
        if c in state.zones[zone]:
            state.zones[zone].remove(c)
    state.zones[STOCK[p]].insert(0, c)


def _lost(state) -> bool:
    return "lost0" in state.counters or "lost1" in state.counters


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


# -- small shared effects ---------------------------------------------------------------------------------------------
def _plus_initiative(state, f):
    add(state, "m.init", (f.locals["player"], 1))


def _draw_one(state, f):
    draw(state, f.locals["player"], 1)


S["+1 initiative"] = (_plus_initiative,)
S["draw a card"] = (_draw_one,)


def _initiative_ability() -> Ability:
    return Ability("init", "+1 initiative", MISSION, "+1 initiative", tap=True)


# -- LT161 Marik Arms Trade: {T}: 1 damage to an attacking 'Mech during a mission ---------------------------------------
def _attacking_mechs(state) -> list[int]:
    return [u for u in state.counters.get("m.att", ()) if is_mech(state, u)]   # not Elemental Point


def _mat_choose(state, f):
    ask(state, f.locals["player"], _choices(_attacking_mechs(state)),
        "Marik Arms Trade: deal 1 damage to which attacking 'Mech?", "pick")


def _mat_hit(state, f):
    unit = f.locals["pick"][1]
    add(state, "m.dmg", (unit, 1, f.locals["card"]))
    state.say(f"Marik Arms Trade deals 1 damage to {name_of(state, unit)}")


S["LT161 damage"] = (_mat_choose, _mat_hit)
ability("LT161", Ability("damage", "deal 1 damage to an attacking 'Mech", MISSION, "LT161 damage", tap=True,
                         condition=lambda state, p, c: bool(_attacking_mechs(state))))


# -- LT162 Marissa Morgan: {T}: +1 initiative and prevent 2 damage to one of your 'Mechs --------------------------------
def _mm_choose(state, f):
    p = f.locals["player"]
    add(state, "m.init", (p, 1))
    mechs = [m for m in engaged(state, p) if is_mech(state, m)]
    if mechs:   # only a 'Mech in the battle can be damaged by it (ruling T301)
        ask(state, p, _choices(mechs), "Marissa Morgan: prevent up to 2 damage to which 'Mech?", "pick")


def _mm_prevent(state, f):
    pick = f.locals.get("pick")
    if pick is not None:
        add(state, "m.prev", (pick[1], 2))
        state.say(f"Marissa Morgan: up to 2 damage to {name_of(state, pick[1])} is prevented")


S["LT162"] = (_mm_choose, _mm_prevent)
ability("LT162", Ability("init", "+1 initiative and prevent 2 damage to one of your 'Mechs", MISSION, "LT162",
                         tap=True))


# -- LT172 Melissa Steiner Davion: {T}: scrap a card from hand, return one from the Scrapheap -------------------------
def _msd_scrap(state, f):
    p = f.locals["player"]
    f.locals["heap"] = tuple(state.zones[SCRAP[p]])   # chosen from before the scrap (ruling T302)
    ask(state, p, _choices(state.zones[HAND[p]]), "Melissa Steiner Davion: scrap which card from your hand?", "out")


def _msd_return(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["out"][1], "from the hand")
    ask(state, p, _choices(f.locals["heap"]), "Melissa Steiner Davion: return which card from your Scrapheap?", "back")


def _msd_done(state, f):
    p = f.locals["player"]
    c = f.locals["back"][1]
    state.zones[SCRAP[p]].remove(c)
    state.zones[HAND[p]].append(c)
    learn(state, 1 - p, (c,))   # a face-up card taken into the hand
    state.say(f"{who(p)} returns {name_of(state, c)} from the Scrapheap to the hand")


S["LT172"] = (_msd_scrap, _msd_return, _msd_done)
ability("LT172", Ability("swap", "scrap a card from your hand to return a card from your Scrapheap",
                         frozenset({"deploy"}), "LT172", tap=True,
                         condition=lambda state, p, c: bool(state.zones[HAND[p]]) and bool(state.zones[SCRAP[p]])))


# -- LT177 Mobile HQ: a resource ("{R }" in the source) that slow 'Mechs cannot attack -------------------------------
RESOURCE["LT177"] = (1, None, None)


def _mobile_hq_target(state, group, target) -> bool:
    if isinstance(target, int) and card_of(state, target).number == "LT177":
        # a group with a slow 'Mech moves slow (ruling T303); Elemental Point has its 'Mechs' speed
        return all(speed(state, m) > 1 for m in group if is_mech(state, m))
    return True


STATIC.setdefault("may_target", []).append(_mobile_hq_target)
IMPLEMENTED.add("LT177")


# -- LT179 Morgan Hasek Davion: {T}: +1 initiative and each attacking 'Mech gets +1 attack ----------------------------
def _mhd(state, f):
    p = f.locals["player"]
    c = state.counters
    add(state, "m.init", (p, 1))
    raising_assigned = p != c["m.p"] and c.get("m.done", (False, False))[c["m.p"]]
    for unit in _attacking_mechs(state):   # not Elemental Point (Player's Guide)
        add(state, "m.atk", (unit, 1))
        if raising_assigned:   # the defender assigns this damage (rulebook "Mission Cards", ruling T560)
            add(state, "m.raised", (unit, p))


S["LT179"] = (_mhd,)
ability("LT179", Ability("init", "+1 initiative and each attacking 'Mech gets +1 attack", MISSION, "LT179",
                         tap=True))


# -- LT186 Operation Advisory Council: {R} {R}, {T}: gain a resource per different asset ------------------------------
def _oac(state, f):
    p = f.locals["player"]
    n = len(assets(state, p))
    if n:
        state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + n
    state.say(f"{who(p)} gains {n} resource{'s' if n != 1 else ''} from Operation Advisory Council")


S["LT186"] = (_oac,)
ability("LT186", Ability("gain", "gain a resource per different asset", frozenset({"deploy"}), "LT186", tap=True,
                         pay=2))


# -- LT192 Phantom Signal: {T}: before blockers, 1-2 redirects the attack to it ---------------------------------------
def _phantom(state, f):
    c = f.locals["card"]
    value = f.locals["die"]
    if value <= 2:
        state.counters["m.tgt"] = c
        state.say(f"Phantom Signal rolls {value}: the attack is redirected to Phantom Signal")
    else:
        state.say(f"Phantom Signal rolls {value}: no effect")


S["LT192"] = (dice.roll_step(), _phantom)
ability("LT192", Ability("decoy", "roll: 1-2 redirects the attack to Phantom Signal", frozenset({"preblock"}),
                         "LT192", tap=True,
                         condition=lambda state, p, c: state.counters.get("m.p") == 1 - p
                         and state.counters.get("m.tgt") != c))


# -- LT193 Phelan -----------------------------------------------------------------------------------------------------
def _phelan_pick(state, f):
    ask(state, f.locals["player"], _choices(just_drawn(state, f.locals["player"])),
        "Phelan: restock which card you have just drawn?", "pick")


def _phelan_redraw(state, f):
    p = f.locals["player"]
    _restock(state, p, f.locals["pick"][1])
    learn(state, p, (f.locals["pick"][1],))   # its owner knows the bottom card of the Stockpile (ruling T721)
    state.say(f"{who(p)} restocks a card just drawn")
    state.say(f"{who(p)} restocks {name_of(state, f.locals['pick'][1])}", p)
    draw(state, p, 1)


def _phelan_top(state, f):
    p = f.locals["player"]
    f.locals["left"] = tuple(state.zones[SCRAP[p]][-3:])   # Phelan itself is on top now (ruling T304)


def _phelan_next(state, f):
    p = f.locals["player"]
    left = f.locals["left"]
    if left:
        ask(state, p, _choices(left), "Phelan: restock which card next (it goes to the bottom)?", "pick")


def _phelan_put(state, f):
    p = f.locals["player"]
    if not f.locals["left"]:
        return
    c = f.locals["pick"][1]
    f.locals["left"] = tuple(x for x in f.locals["left"] if x != c)
    _restock(state, p, c)
    learn(state, -1, (c,))   # a face-up card put at the bottom of the Stockpile
    state.say(f"{who(p)} restocks {name_of(state, c)} from the Scrapheap")


S["LT193 redraw"] = (_phelan_pick, _phelan_redraw)
S["LT193 restock"] = (_phelan_top,) + (_phelan_next, _phelan_put) * 3
ability("LT193",
        _initiative_ability(),
        Ability("redraw", "restock a card you have just drawn and draw another", frozenset({"draw"}),
                "LT193 redraw", tap=True, condition=lambda state, p, c: bool(just_drawn(state, p))),
        Ability("restock", "scrap Phelan: restock three cards from the top of your Scrapheap", ANY_TIME,
                "LT193 restock", scrap=True))


# -- LT210 Romano Liao: {T}: the top card of the opponent's Stockpile -------------------------------------------------
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
ability("LT210", Ability("reveal", "reveal the top card of the opponent's Stockpile", frozenset({"missions"}),
                         "LT210", tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[1 - p]])))


# -- LT221 Salvage Strike Crew: revealed -> return a card from the Scrapheap, then scrapped ----------------------------
def _ssc_pick(state, f):
    p = f.locals["player"]
    heap = state.zones[SCRAP[p]]
    if heap:   # chosen before Salvage Strike Crew goes there (ruling T307)
        ask(state, p, _choices(heap), "Salvage Strike Crew: return which card from your Scrapheap?", "pick")


def _ssc_done(state, f):
    p = f.locals["player"]
    pick = f.locals.get("pick")
    if pick is not None:
        state.zones[SCRAP[p]].remove(pick[1])
        state.zones[HAND[p]].append(pick[1])
        learn(state, 1 - p, (pick[1],))   # a face-up card taken into the hand
        state.say(f"{who(p)} returns {name_of(state, pick[1])} from the Scrapheap to the hand")
    scrap_card(state, f.locals["card"], "(revealed)")


S["LT221"] = (_ssc_pick, _ssc_done)
ON_REVEAL["LT221"] = "LT221"
IMPLEMENTED.add("LT221")


# -- LT223 Saturation Bombing: revealed -> 1 damage to one site per 2 construction above the cost ---------------------
def sites(state) -> list:
    """Every site in play: both Stockpiles and Scrapheaps, Command Post cards, cards under construction."""
    out = ["stock0", "stock1", "scrap0", "scrap1"]
    for p in (0, 1):
        out.extend(state.zones[POST[p]])
        out.extend(state.zones[BUILD[p]])
    return out


def _bomb_start(state, f):
    scrap_card(state, f.locals["card"], "(revealed)")
    f.locals["left"] = f.locals["excess"] // 2
    f.locals["hits"] = ()


def _bomb_ask(state, f):
    if f.locals["left"]:
        ask(state, f.locals["player"], _choices(sites(state)),
            f"Saturation Bombing: 1 damage to which site? ({f.locals['left']} to place)", "pick")


def _bomb_take(state, f):
    if not f.locals["left"]:
        return
    f.locals["hits"] = f.locals["hits"] + (f.locals["pick"][1],)
    f.locals["left"] -= 1
    if f.locals["left"]:
        f.pc = 1   # back to _bomb_ask: one site for each point (ruling T310, as Sabotage 'Mech's T210)


def _bomb_hit(state, f):
    totals: dict = {}
    for site in f.locals["hits"]:
        totals[site] = totals.get(site, 0) + 1
    for site, n in totals.items():
        text = pile_text(site) if isinstance(site, str) else target_text(state, site)
        state.say(f"Saturation Bombing deals {n} damage to {text}")
    if totals:   # all at once; not an attack: a card under construction is not revealed
        deal_damage(state, f.locals["player"], tuple(totals.items()))


S["LT223"] = (_bomb_start, _bomb_ask, _bomb_take, _bomb_hit)
ON_REVEAL["LT223"] = "LT223"
IMPLEMENTED.add("LT223")

# -- LT224 Scrounger Crew: {T}: scrap the top card of your Stockpile to gain {R} {R} ----------------------------------
RESOURCE["LT224"] = (2, lambda state, p, c: bool(state.zones[STOCK[p]]),
                     lambda state, p, c: scrap_from_stock(state, p, 1))
IMPLEMENTED.add("LT224")

# -- LT230 Specialized Project Team: scrap it to draw a card (Deploy phase) -------------------------------------------
ability("LT230", Ability("draw", "scrap Specialized Project Team to draw a card", frozenset({"deploy"}), "draw a card",
                         scrap=True))


# -- LT237 Subhash Indrahar: claim a just-drawn card is Subterfuge ----------------------------------------------------
def _subhash_claim(state, f):
    ask(state, f.locals["player"], _choices(just_drawn(state, f.locals["player"])),
        "Subhash Indrahar: claim which card you have just drawn is a Subterfuge card?", "pick")


def _subhash_draw(state, f):
    p = f.locals["player"]
    state.say(f"{who(p)} claims a card just drawn is a Subterfuge card and draws an additional card")
    draw(state, p, 1)
    if _lost(state):
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


S["LT237"] = (_subhash_claim, _subhash_draw, _subhash_resolve)
ability("LT237", Ability("claim", "claim a card just drawn is a Subterfuge card", frozenset({"draw"}), "LT237",
                         tap=True, condition=lambda state, p, c: bool(just_drawn(state, p))))

# -- LT238 Sun Zhang MechWarrior Academy: {T}: +1 initiative during a mission -----------------------------------------
ability("LT238", _initiative_ability())


# -- LT254 Takashi Kurita: +1 initiative; the opponent attacks once per turn (not counting attacks on Takashi) ---------
def _takashi_initiative(state, p) -> int:
    return 1 if _in_post(state, p, "LT254") else 0


def _takashi_count(state, p):
    tgt = state.counters.get("m.tgt")
    if not (isinstance(tgt, int) and card_of(state, tgt).number == "LT254" and tgt in state.zones[POST[1 - p]]):
        state.counters[f"attacked{p}"] = state.counters.get("turn", 0)


def _takashi_target(state, group, target) -> bool:
    p = controller(state, group[0])
    if state.counters.get(f"attacked{p}") != state.counters.get("turn"):
        return True   # checked first: it is cheaper than looking for Takashi
    takashi = _in_post(state, 1 - p, "LT254")
    return not takashi or target in takashi


STATIC["initiative"].append(_takashi_initiative)
STATIC.setdefault("may_target", []).append(_takashi_target)
trigger("mission_declared", "LT254", _takashi_count)
IMPLEMENTED.add("LT254")


# -- LT255 Teachings of the Unfinished Book -----------------------------------------------------------------------------
def _teachings(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["card"], "(revealed)")
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


S["LT255"] = (_teachings,)
ON_REVEAL["LT255"] = "LT255"
trigger("turn_start", "LT255", _teachings_end)
IMPLEMENTED.add("LT255")


# -- LT257 Theodore Kurita: {T}: one additional deployment this turn --------------------------------------------------
def _theodore(state, f):
    state.counters["deploys"] = state.counters.get("deploys", 0) + 1


S["LT257"] = (_theodore,)
ability("LT257", Ability("deploy", "make one additional deployment this turn", frozenset({"deploy"}), "LT257",
                         tap=True))


# -- LT258 Think Tank: scrap it to gain an asset until the end of the game ---------------------------------------------
def _think_pick(state, f):
    ask(state, f.locals["player"], [("gain", a) for a in ASSETS], "Think Tank: gain which asset?", "pick")


def _think_gain(state, f):
    p = f.locals["player"]
    letter = f.locals["pick"][1]
    state.counters[f"assets{p}"] = tuple(sorted(set(state.counters.get(f"assets{p}", ())) | {letter}))
    state.say(f"{who(p)} gains the asset {letter} until the end of the game")


S["LT258"] = (_think_pick, _think_gain)
ability("LT258", Ability("asset", "scrap Think Tank to gain an asset for the game", ANY_TIME, "LT258", scrap=True))

# -- LT259 Thomas Marik: {T}: +1 initiative; {T}: draw a card (Draw phase) ---------------------------------------------
ability("LT259", _initiative_ability(),
        Ability("draw", "draw a card", frozenset({"draw"}), "draw a card", tap=True))


# -- LT270 Tsen Shang: {T}: restock a card from your hand and draw a card (Draw phase) --------------------------------
def _tsen_pick(state, f):
    p = f.locals["player"]
    ask(state, p, _choices(state.zones[HAND[p]]), "Tsen Shang: restock which card from your hand?", "pick")


def _tsen_do(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    _restock(state, p, c)
    state.say(f"{who(p)} restocks a card from the hand")
    state.say(f"{who(p)} restocks {name_of(state, c)}", p)
    draw(state, p, 1)


S["LT270"] = (_tsen_pick, _tsen_do)
ability("LT270", Ability("restock", "restock a card from your hand and draw a card", frozenset({"draw"}), "LT270",
                         tap=True, condition=lambda state, p, c: bool(state.zones[HAND[p]])))
