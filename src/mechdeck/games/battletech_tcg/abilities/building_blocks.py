"""The building blocks card texts share, so that a card that is only such patterns is a short declaration.

Windows (when an ability may be used): ``MISSION`` ("Use this ability only during a mission"), ``DRAW_PHASE``,
``DEPLOY_PHASE``, ``MISSIONS_PHASE`` ("during your Missions phase but not during a mission"), ``PREBLOCK`` ("before
assigning blockers"), ``BATTLE``, ``ANY_TIME`` (an ability naming no time, ruling T313).

Abilities many cards print the same way (registry.ability notes the block for ``where``): ``TAP_FOR_INITIATIVE``
"{T}: +1 initiative. Use this ability only during a mission"; ``draw_ability`` "{T}: Draw a card" (with a cost in
resources, or scrapping the card instead of tapping it); ``DRAW_A_CARD`` the script, for a card that draws when
revealed.

Declarations: ``one_shot`` ("Scrap X when it is revealed", then its steps), ``expires_at_turn_end`` (an "until end of
turn" marker), ``while_in_command_post`` (a static bonus while the card is in its controller's Command Post),
``paid_action`` (a window action paid in resources), ``when_a_mech_in_play_is_scrapped`` ("whenever a 'Mech ... is
scrapped", told who controlled it).

Steps of card scripts (``(state, f)`` functions, the script's locals in ``f.locals``): ``plus_one_initiative``,
``scrapped_when_revealed`` (the first step of every one-shot; it keeps in ``ctx`` the moment the card was revealed
at, if it was offered one), ``choose`` (the player picks one of some candidates), ``divided_damage`` (N picks of 1
damage among candidates, dealt at the end).

Effects and costs: ``more_attack``, ``card_damage``, ``prevent`` (in a mission), ``gain_resources``,
``take_into_hand`` (from the Scrapheap, face up), ``restock`` (to the bottom of the Stockpile), ``add_counters``
(counters a card accumulates: deposit, static, diversion, clubbing limb ...), ``asset_cost`` ("5+3P": more without
an asset).

Searches of a hidden pile: ``stockpile_search`` (the steps of "search your Stockpile for ..."), ``found_by_title``
(what a search offers: one card per title, in title order), ``shuffle_after_search``.

Facts: ``game_lost``, ``all_mechs``, ``attacking_mechs``, ``in_command_post``."""
from __future__ import annotations

from typing import Callable

from mechdeck.kernel.procedures import SCRIPTS, ask

from .. import dice
from ..board import (ATTACHED, BUILD, HAND, PATROL, POST, SCRAP, STOCK, attachments, has_asset, is_unit, mark, name_of,
                     set_mark, tap, units_in_play, who)
from ..cards import CARDS
from ..knowledge import learn, shuffle_stock
from ..missions import add
from ..turn import AFTER_PAY, EXTRA_OPTIONS, RULES_ID, WINDOW_ACTIONS, draw, pay, release_guards, scrap_card
from .registry import ON_REVEAL, SHARED_SCRIPTS, STATIC, Ability, for_cards, implements, trigger

S = SCRIPTS[RULES_ID]

MISSION = frozenset({"mission"})
DRAW_PHASE = frozenset({"draw"})
DEPLOY_PHASE = frozenset({"deploy"})
MISSIONS_PHASE = frozenset({"missions"})
PREBLOCK = frozenset({"preblock"})
BATTLE = frozenset({"battle"})
ANY_TIME = frozenset({"draw", "repair", "deploy", "missions", "mission", "end"})


def shared_script(name: str, block: str, *steps: Callable) -> str:
    """A script several cards run; an ability or reveal using it names ``block`` in registry.where."""
    S[name] = steps
    SHARED_SCRIPTS[name] = block
    return name


# -- abilities printed the same way on many cards ---------------------------------------------------------------------
def plus_one_initiative(state, f) -> None:
    """A step: the script's player has +1 initiative this mission."""
    add(state, "m.init", (f.locals["player"], 1))


def _draw_one(state, f) -> None:
    draw(state, f.locals["player"], 1)


TAP_FOR_INITIATIVE = Ability("init", "+1 initiative", MISSION,
                             shared_script("+1 initiative", "tap for +1 initiative", plus_one_initiative), tap=True)
DRAW_A_CARD = shared_script("draw a card", "draw a card", _draw_one)   # the script, for a reveal that draws


def draw_ability(label: str = "draw a card", windows: frozenset = DRAW_PHASE, pay: int = 0,
                 scrap: bool = False) -> Ability:
    """"{T}: Draw a card" (tapping the card unless it is scrapped for it; ``pay`` resources more)."""
    return Ability("draw", label, windows, DRAW_A_CARD, tap=not scrap, pay=pay, scrap=scrap)


# -- steps ------------------------------------------------------------------------------------------------------------
def scrapped_when_revealed(state, f) -> None:
    """"Scrap X when it is revealed": the first step of the card's reveal script; the effect follows with ``excess``
    (the construction counters above the cost) and ``ctx`` (the moment it was revealed at, when offered one)."""
    c = f.locals["card"]
    f.locals["ctx"] = state.counters.pop(f"react:{c}", None)
    scrap_card(state, c, "(scrapped when revealed)")


def one_shot(number: str, name: str, *steps: Callable, block: str = "scrapped when revealed") -> None:
    """Declare a card that is scrapped when revealed and then does ``steps`` (its reveal script ``name``)."""
    S[name] = (scrapped_when_revealed,) + steps
    ON_REVEAL[number] = name
    implements(number, block=block)


def choose(candidates: Callable, prompt: str, verb: str = "choose", into: str = "pick") -> Callable:
    """A step: the script's player picks one of ``candidates(state, player)``, offered as ``(verb, candidate)``;
    the pick lands in ``f.locals[into]``."""
    def step(state, f):
        p = f.locals["player"]
        ask(state, p, [(verb, x) for x in candidates(state, p)], prompt, into)
    return step


def divided_damage(title: str, verb: str, candidates: Callable, amount: Callable, deal: Callable,
                   prompt: str) -> tuple:
    """Steps for "deal N damage divided any way you choose among ...": N picks of 1 damage (the same target again
    allowed), each among ``candidates(state, player)`` as ``(verb, target)``; then ``deal(state, f, hits)`` with
    ``hits`` {target: damage} in the order first picked.  ``amount(state, f)`` is N; ``prompt`` is formatted with
    ``title`` and ``left`` (picks left)."""
    def start(state, f):
        f.locals["left"] = amount(state, f)
        f.locals["hits"] = ()

    def pick(state, f):
        if f.locals["left"] > 0:
            ask(state, f.locals["player"], [(verb, x) for x in candidates(state, f.locals["player"])],
                prompt.format(title=title, left=f.locals["left"]), "pick")

    def take(state, f):
        if f.locals["left"] <= 0:
            return
        f.locals["hits"] += (f.locals.pop("pick")[1],)
        f.locals["left"] -= 1
        if f.locals["left"]:
            f.pc -= 2   # back to the question: one pick for each point
            return
        hits = {}
        for target in f.locals["hits"]:
            hits[target] = hits.get(target, 0) + 1
        deal(state, f, hits)

    return start, pick, take


# -- effects ----------------------------------------------------------------------------------------------------------
def more_attack(state, u: int, n: int) -> None:
    """A unit gets +n (or -n) attack for this mission."""
    add(state, "m.atk", (u, n))
    state.say(f"{name_of(state, u)} gets {'+' if n >= 0 else ''}{n} attack")


def card_damage(state, u: int, n: int) -> None:
    """Damage a card deals to a unit in this mission (not a unit's: Temporary Cease-Fire does not stop it), dealt at
    resolution."""
    add(state, "m.dmg", (u, n, -1))
    state.say(f"{name_of(state, u)} will receive {n} damage")


def prevent(state, u: int, n: int) -> None:
    """Up to n damage to a unit is prevented this mission."""
    add(state, "m.prev", (u, n))
    state.say(f"{n} damage to {name_of(state, u)} will be prevented")


def gain_resources(state, p: int, n: int) -> None:
    """p gains ``n`` resources, to be spent at once."""
    if n:
        state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + n


def take_into_hand(state, p: int, c: int) -> None:
    """A card of p's Scrapheap goes to p's hand, face up (the opponent sees which)."""
    state.zones[SCRAP[p]].remove(c)
    state.zones[HAND[p]].append(c)
    learn(state, 1 - p, (c,))
    state.say(f"{who(p)} returns {name_of(state, c)} from the Scrapheap to the hand")


def restock(state, p: int, c: int) -> None:
    """Put a card of p's hand or Scrapheap on the bottom of p's Stockpile; p, who chose it, knows it is there (ruling
    T721; a card restocked face up is known to both seats: the caller says so)."""
    for zone in (HAND[p], SCRAP[p]):
        if c in state.zones[zone]:
            state.zones[zone].remove(c)
    state.zones[STOCK[p]].insert(0, c)
    learn(state, p, (c,))


def restock_picked(public: str, draws: int = 0) -> Callable:
    """A step: restock the card its player just picked from the hand (``f.locals["pick"]``); the table reads "P1
    restocks <public>", the player the card's name; then the player draws ``draws`` cards."""
    def step(state, f):
        p, c = f.locals["player"], f.locals["pick"][1]
        restock(state, p, c)
        state.say(f"{who(p)} restocks {public}")
        state.say(f"{who(p)} restocks {name_of(state, c)}", p)
        if draws:
            draw(state, p, draws)
    return step


def add_counters(state, kind: str, c: int, n: int = 1) -> int:
    """Put ``n`` counters of a kind on a card (mark ``<kind>:<card>``); the new total."""
    total = mark(state, kind, c, 0) + n
    set_mark(state, kind, c, total)
    return total


def game_lost(state) -> bool:
    """A player has lost (an effect stops there)."""
    return "lost0" in state.counters or "lost1" in state.counters


def all_mechs(state) -> list[int]:
    """Every 'Mech in play, both sides (activated 'Mechs still under construction included)."""
    return units_in_play(state, 0) + units_in_play(state, 1)


def attacking_mechs(state, p=None) -> list[int]:
    """The attacking 'Mechs of the mission (Elemental Point, which attacks with them, is no 'Mech); ``p`` is not used:
    the function has the form of ``choose``'s candidates."""
    return [u for u in state.counters.get("m.att", ()) if is_unit(state, u)]


def in_command_post(state, p: int, number: str) -> list[int]:
    """p's Command Post cards with that number (asked for every initiative and mission target: no call per card)."""
    types = state.card_types
    return [c for c in state.zones[POST[p]] if CARDS[types[c]].plays_as == number]


# -- costs ------------------------------------------------------------------------------------------------------------
def asset_cost(base: int, letter: str, extra: int) -> Callable:
    """A cost printed "5+3P": ``base``, plus ``extra`` when the player has no ``letter`` asset in play, or has it while
    a Work Stoppage (Commander's Edition) stops that asset paying any asset cost (board.stopped_assets)."""
    from ..board import stopped_assets
    return lambda state, p: base + (0 if has_asset(state, p, letter)
                                    and letter not in stopped_assets(state, every_cost=True) else extra)


def paid_action(window: str, kind: str, options: Callable, cost: Callable, effect: Callable) -> None:
    """A window action ``(kind, ...)`` paid in resources: ``options(state, p)`` offers it in ``window`` (checking
    that it can be paid), ``cost(state, p)`` is its price, ``effect(state, p, *action[1:])`` what it buys."""
    EXTRA_OPTIONS.setdefault(window, []).append(options)
    WINDOW_ACTIONS[kind] = lambda state, p, action: pay(state, p, cost(state, p), (kind,) + tuple(action[1:]))
    AFTER_PAY[kind] = effect


# -- lasting effects --------------------------------------------------------------------------------------------------
def expires_at_turn_end(number: str, key: str) -> None:
    """An "until end of turn" effect kept in the counter ``key``: it goes at the end of the turn."""
    trigger("turn_end", number, lambda state, p: state.counters.pop(key, None))
    implements(number, block="until end of turn")


def while_in_command_post(kind: str, number: str, n: int) -> None:
    """A static ``+n`` (``STATIC[kind]``, a player's value such as initiative) while the card is in that player's
    Command Post."""
    STATIC[kind].append(for_cards(number, lambda state, p: n if in_command_post(state, p, number) else 0))
    implements(number, block="static bonus while in the Command Post")


# -- facts (appended) -------------------------------------------------------------------------------------------------
def engaged_in_battle_with(state, unit: int) -> tuple:
    """The units "engaged in battle with" ``unit``: the other side's attackers or blockers when ``unit`` itself
    attacks or blocks in a battle (the glossary's "Engaged: Blocking and attacking 'Mechs", ruling T101: a mission's
    target, included or not, is engaged with nothing); none in an unblocked mission.  Fast: static attack hooks ask
    it for every unit value."""
    counters = state.counters
    blockers = counters.get("m.blk")
    if not blockers:
        return ()
    attackers = counters["m.att"]
    if unit in attackers:
        return tuple(blockers)
    return tuple(attackers) if unit in blockers else ()


# -- battles (appended) -----------------------------------------------------------------------------------------------
def in_battle(state, q=None) -> bool:
    """"Play only during battle": the mission is blocked or its target is a Unit in play (ruling T504); ``q`` is not
    used, so that the function has the form of a Mission card's condition."""
    c = state.counters
    if "m.att" not in c:
        return False
    tgt = c.get("m.tgt")
    return bool(c.get("m.blk")) or (isinstance(tgt, int) and tgt in units_in_play(state, 1 - c["m.p"]))


def has_dealt_damage(state, unit: int) -> bool:
    """A unit "has dealt damage" in this battle once some of its damage is assigned or one of its missile volleys is
    fired: damage is dealt in initiative order and only resolved at the end (ruling T800)."""
    c = state.counters
    return any(s == unit for s, d, n in c.get("m.asg", ())) or any(s == unit for s, d in c.get("m.msl", ()))


def join_battle(state, q: int, unit: int) -> None:
    """q's 'Mech, not in the battle, is tapped and joins it on q's side: an attacker (leaving any site it guarded, as
    attacking 'Mechs do) or a blocker (Player's Guide, Deploy Reinforcements: speed, guarding and the Construction
    region keep a 'Mech from blocking, not from joining)."""
    c = state.counters
    tap(state, unit)
    if c["m.p"] == q:
        c["m.att"] = tuple(c["m.att"]) + (unit,)
        set_mark(state, "guard", unit, None)
    else:
        c["m.blk"] = tuple(c.get("m.blk", ())) + (unit,)
    state.say(f"{name_of(state, unit)} joins the battle")


def roll_for_each(candidates: Callable, result: Callable | None = None) -> tuple:
    """Steps for "roll a die for each ...": the script's player rolls one die (modifiable, dice.push_roll) for each
    of ``candidates(state, f)``, fixed before the first die, in that order; ``result(state, f, unit, value)`` (if
    given) after each.  The rolls made are kept in ``f.locals["rolled"]`` ((unit, value) pairs) for a later step."""
    def start(state, f):
        f.locals["todo"] = tuple(candidates(state, f))
        f.locals["rolled"] = ()

    def roll_next(state, f):
        if f.locals["todo"]:
            dice.push_roll(state, f.player)

    def take(state, f):
        todo = f.locals["todo"]
        if not todo:
            return
        unit, value = todo[0], f.locals.pop("die")
        f.locals["todo"] = todo[1:]
        f.locals["rolled"] += ((unit, value),)
        if result is not None:
            result(state, f, unit, value)
        if f.locals["todo"]:
            f.pc -= 2   # the next die
    return start, roll_next, take


# -- blocks of the later sets' one-shots and resources (CS, ME, MW) --------------------------------------------------
def turn_phase(state) -> str | None:
    """The phase of the turn in progress ("draw", "repair", "deploy", "missions", "end"): the turn frame's step
    counter has moved past the phase's start."""
    for f in state.stack:
        if f.op == "turn":
            return {2: "draw", 3: "repair", 4: "deploy", 5: "missions", 6: "end"}.get(f.pc)
    return None


def reveal_in_missions_phase(*numbers: str) -> None:
    """"Activate X only during your Missions phase": a paid-for X is revealed from its player's Missions phase
    window (not the Deploy phase's, turn.REVEAL_ONLY_WHEN)."""
    from ..board import BUILD, activation_cost, card_of
    from ..turn import MISSIONS_PHASE_REVEALS, REVEAL_ONLY_WHEN

    def offers(state, p):
        counters = state.counters
        return [("reveal", c) for c in state.zones[BUILD[p]] if card_of(state, c).plays_as in numbers
                and (not counters.get(f"up:{c}") or counters.get(f"unpaid:{c}"))
                and counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c)]

    REVEAL_ONLY_WHEN.update(numbers)
    MISSIONS_PHASE_REVEALS.update(numbers)
    EXTRA_OPTIONS.setdefault("missions", []).append(offers)
    for number in numbers:
        implements(number, block="revealed in the Missions phase")


def untap_mechs(title: str, per: int, candidates: Callable | None = None, optional: bool = False) -> tuple:
    """Steps for "untap one 'Mech for every ``per`` construction counters above the cost": one pick at a time among
    the tapped 'Mechs in play of either side that could untap (a depleted one cannot, ruling T651); the steps
    after these run once the picks are over.  ``candidates(state, player)``: the units to pick among (default every
    'Mech in play: ``all_mechs``); ``optional`` ("you may untap"): ("stop untapping",) ends the picks early."""
    from ..board import tapped
    from ..turn import try_untap

    def start(state, f):
        f.locals["left"] = f.locals.get("excess", 0) // per

    def pick(state, f):
        pool = all_mechs(state) if candidates is None else candidates(state, f.locals["player"])
        mechs = [m for m in pool if tapped(state, m) and not mark(state, "dep", m)]
        if f.locals["left"] <= 0 or not mechs:
            f.pc += 1   # past the untapping: the picks are over
            return
        ask(state, f.locals["player"], [("untap", m) for m in mechs] + ([("stop untapping",)] if optional else []),
            f"{title}: untap which 'Mech? ({f.locals['left']} to untap)", "pick")

    def untap_it(state, f):
        picked = f.locals.pop("pick")
        if picked[0] != "untap":   # "stop untapping": the picks are over
            return
        m = picked[1]
        if try_untap(state, m):
            state.say(f"{title} untaps {name_of(state, m)}")
        else:
            state.say(f"{name_of(state, m)} stays tapped")
        f.locals["left"] -= 1
        f.pc -= 2   # the next pick

    return start, pick, untap_it


def own_cards_under_construction(state, p: int, fits: Callable) -> list[int]:
    """p's cards under construction (face down, or face up and not paid for; not an activated 'Mech waiting there)
    that ``fits(state, card)``."""
    from ..board import BUILD, units_in_play
    active = units_in_play(state, p)
    return [c for c in state.zones[BUILD[p]] if c not in active and fits(state, c)]


def counters_on_card_under_construction(title: str, n: int, fits: Callable) -> tuple:
    """Steps for "put n construction counters on one of your <cards> under construction; show that card to all
    players": the player picks one of ``own_cards_under_construction(state, p, fits)`` (the ability's condition
    makes sure there is one); it gets the counters and both players know it (it stays face down)."""
    def candidates(state, p):
        return own_cards_under_construction(state, p, fits)

    def put(state, f):
        c = f.locals.pop("pick")[1]
        p = f.locals["player"]
        total = state.counters.get(f"cc:{c}", 0) + n
        state.counters[f"cc:{c}"] = total
        learn(state, -1, (c,))
        state.say(f"{title}: {who(p)} shows {name_of(state, c)} and puts {n} construction counters on it ({total})")

    return choose(candidates, f"{title}: put {n} construction counters on which card?", "build"), put


# -- options an Enhancement gives its 'Mech; Alpha Strikes that do not deplete (appended) ----------------------------
GRANTED_OPTIONS: dict[str, tuple] = {}   # Enhancement number -> the option keys it gives its 'Mech ("jump", "narc")


def grants_option(number: str, *options: str) -> None:
    """The Enhancement ``number`` gives its 'Mech these options (keys of the data's ``options``): they count as the
    'Mech's own for every "with X" / "without X" / "having the X option" (ruling T765)."""
    GRANTED_OPTIONS[number] = GRANTED_OPTIONS.get(number, ()) + options


def has_option(state, unit: int, option: str) -> bool:
    """Does the unit have the option (a key of the data's ``options``), printed, given by an Enhancement on it, or an
    Alpha Strike a card gave it for the mission (``m.extra_alpha``, missions.alpha_strike_options)?"""
    from ..board import attachments, card_of
    if (card_of(state, unit).options or {}).get(option):
        return True
    if option == "alpha_strike" and any(u == unit for u, y in state.counters.get("m.extra_alpha", ())):
        return True
    types = state.card_types
    return any(option in GRANTED_OPTIONS.get(CARDS[types[a]].plays_as, ()) for a in attachments(state, unit))


_SPARED: list = []   # fn(state, unit) -> bool: this unit's Alpha Strike does not deplete it


def alpha_strike_does_not_deplete(number: str, applies: Callable) -> None:
    """"Using Alpha Strike does not deplete X": a unit for which ``applies(state, unit)`` keeps its Alpha Strike's
    bonus but is not depleted when damage resolves (ruling T760).  The hook runs with the damage modifiers, before
    damage is applied, and takes the unit off ``m.alpha`` (which the engine depletes); whether a unit used an Alpha
    Strike stays in ``m.used`` ("alpha<k>")."""
    if not _SPARED:
        STATIC.setdefault("modify_damage", []).append(_spare_from_depletion)
    _SPARED.append(applies)
    implements(number, block="Alpha Strike does not deplete")


def _spare_from_depletion(state, received, dealt_by) -> None:
    c = state.counters
    spared = [u for u in c.get("m.alpha", ()) if any(fn(state, u) for fn in _SPARED)]
    if spared:
        c["m.alpha"] = tuple(u for u in c["m.alpha"] if u not in spared)
        for u in spared:
            state.say(f"{name_of(state, u)} used Alpha Strike and does not deplete")


# -- blocks of the later sets' Command cards with abilities (CS, ME, MW: leaders, sites, Artillery) --------------------
def mechs_in_mission(state, p=None) -> list[int]:
    """The 'Mechs "in a battle or mission" (Guide, Command Cards: Abilities): attackers, blockers, and a target
    'Mech; ``p`` is not used (the form of ``choose``'s candidates)."""
    from ..missions import engaged
    out = [u for u in engaged(state, 0) + engaged(state, 1) if is_unit(state, u)]
    tgt = state.counters.get("m.tgt")
    if isinstance(tgt, int) and tgt not in out and is_unit(state, tgt):
        out.append(tgt)
    return out


def damage_to_a_mech_in_the_mission(title: str, n: int) -> tuple:
    """Steps for "{T}: Deal n damage to one 'Mech. Use this ability only during a mission" (Mobile Long Tom, Thor
    Mobile Artillery): the card need not be in the battle, the 'Mech must be in the mission (Guide); the damage is
    dealt when the mission's damage resolves.  Pair it with the condition ``bool(mechs_in_mission(state))``."""
    return (choose(mechs_in_mission, f"{title}: deal {n} damage to which 'Mech?", "shell"),
            lambda state, f: card_damage(state, f.locals["pick"][1], n))


def one_of_each_title(state, cards) -> list[int]:
    """One card of each title, in the order given (copies are interchangeable choices)."""
    seen: dict = {}
    for c in cards:
        seen.setdefault(name_of(state, c), c)
    return list(seen.values())


def found_by_title(state, cards) -> list[int]:
    """One card of each title a search of a hidden pile finds, in title order: the options must not depend on where
    the hidden cards lie (a world with them re-ordered, or re-dealt by a search bot, offers the same list)."""
    return sorted(one_of_each_title(state, cards), key=lambda c: name_of(state, c))


def stockpile_search(title: str, wanted: tuple, must_take: bool = False, verb: str = "take") -> tuple:
    """Steps for "search your Stockpile for (up to) n <kind> cards [and up to m <other kind> cards]": ``wanted`` is
    ((what, fits(state, card), n), ...).  The player takes one card at a time while a kind has room, offered by title
    as (verb, title) (titles, not cards: a re-dealt (searched) world has other cards in the Stockpile), and may
    stop with ("stop searching",) unless ``must_take`` ("search for any X": a card found is taken).  The cards taken
    stay in the Stockpile, known to their player, in ``f.locals["taken"]``: the card's next steps put them where its
    text says, and ``shuffle_after_search`` ends the search.  The titles come in one order (``found_by_title``),
    not the pile's; a search that finds nothing says so."""
    def kind_with_room(state, kinds: tuple, c: int):
        """The first kind the card fits that has room left (``kinds``: the kind each card taken so far counts for)."""
        for i, (what, fits, n) in enumerate(wanted):
            if fits(state, c) and kinds.count(i) < n:
                return i
        return None

    def start(state, f):
        f.locals["taken"] = ()
        f.locals["kinds"] = ()
        state.say(f"{who(f.locals['player'])} searches the Stockpile ({title})")

    def offer(state, f):
        p, taken = f.locals["player"], f.locals["taken"]
        left = [c for c in reversed(state.zones[STOCK[p]]) if c not in taken
                and kind_with_room(state, f.locals["kinds"], c) is not None]
        options = [(verb, name_of(state, c)) for c in found_by_title(state, left)]
        what = " or ".join(w for w, fits, n in wanted)
        if not options:
            if not taken:
                state.say(f"{who(p)} finds no {what}")
            f.pc += 1   # past taking: the search is over
            return
        ask(state, p, options + ([] if must_take else [("stop searching",)]), f"{title}: take which {what}?", "pick")

    def take(state, f):
        pick = f.locals.pop("pick")
        if pick[0] != verb:
            return
        p, taken = f.locals["player"], f.locals["taken"]
        c = next(c for c in reversed(state.zones[STOCK[p]]) if c not in taken and name_of(state, c) == pick[1])
        learn(state, p, (c,))
        f.locals["kinds"] += (kind_with_room(state, f.locals["kinds"], c),)
        f.locals["taken"] = taken + (c,)
        f.pc -= 2   # the next card

    return start, offer, take


def shuffle_after_search(state, f) -> None:
    p = f.locals["player"]
    shuffle_stock(state, p)
    state.say(f"{who(p)} shuffles the Stockpile")


def from_scrapheap(title: str, fits: Callable) -> tuple:
    """Steps for "{T}: take a <kind> card from your Scrapheap and put it into your hand" (Dr. Ariel Reed, Sun-Tzu
    Liao, MedEvac Team, Tor Miraborg): the player picks one card of each title whose card ``fits(card)``; it goes to
    the hand face up.  Pair it with the condition ``in_scrapheap(fits)``."""
    from ..board import card_of

    def candidates(state, p):
        return one_of_each_title(state, [c for c in state.zones[SCRAP[p]] if fits(card_of(state, c))])

    return (choose(candidates, f"{title}: take which card from your Scrapheap?", "take"),
            lambda state, f: take_into_hand(state, f.locals["player"], f.locals["pick"][1]))


def in_scrapheap(fits: Callable) -> Callable:
    """An ability's condition: the player's Scrapheap holds a card that ``fits(card)``."""
    from ..board import card_of
    return lambda state, p, c: any(fits(card_of(state, x)) for x in state.zones[SCRAP[p]])


# -- Enhancements that lower their 'Mech's structure (appended) -------------------------------------------------------
_LOWERING: dict[str, int] = {}   # Enhancement number -> the structure it takes from its 'Mech


def lowers_structure(number: str, n: int = 1) -> None:
    """"That 'Mech gets -n structure" (an Enhancement): the 'Mech's structure (board.structure, ``STATIC["structure"]``)
    is n less while the card is on it, and a 'Mech whose damage reaches its lowered structure is destroyed as the
    card goes on (ruling T902)."""
    if not _LOWERING:
        STATIC.setdefault("structure", []).append(_lowered_structure)
    _LOWERING[number] = n
    trigger("attached", number, _destroyed_by_lowering)
    implements(number, block=f"-{n} structure")


def _lowered_structure(state, c: int) -> int:
    zones = state.zones
    if not zones["attached0"] and not zones["attached1"]:   # asked for every structure value
        return 0
    from ..board import attachments
    types = state.card_types
    return -sum(_LOWERING.get(CARDS[types[a]].plays_as, 0) for a in attachments(state, c))


def _destroyed_by_lowering(state, p, c, host, forced) -> None:
    from ..board import card_of, structure
    if card_of(state, c).plays_as in _LOWERING and isinstance(host, int) and \
            mark(state, "dmg", host, 0) >= structure(state, host):
        scrap_card(state, host, "(destroyed: its damage reaches its structure)")


def revealed_when_attacked(state, f) -> bool:
    """A reveal script's card was revealed at the moment its text names, a mission against its player (ctx set by
    subterfuge.offer), and that mission is still on; a reveal forced by damage has no such moment (ruling T201)."""
    c = state.counters
    return f.locals.get("ctx") is not None and "m.att" in c and c.get("m.p") == 1 - f.locals["player"]


def blocks_at_any_speed(state, f) -> None:
    """A step (after ``scrapped_when_revealed``): "your (untapped) 'Mechs may block this mission regardless of their
    speed", when revealed as that mission was declared against its player (Report from the Norns, High-Profile
    Target).  missions.blockers_available reads ``m.anyspeed<seat>``; guards still block only for their site."""
    p = f.locals["player"]
    if revealed_when_attacked(state, f):
        state.counters[f"m.anyspeed{p}"] = True
        state.say(f"{who(p)}'s 'Mechs may block this mission regardless of their speed")


def pilot_hosts(state, p: int, pilot: int, among: list) -> list[int]:
    """The 'Mechs of ``among`` a Pilot card put into play by an effect may go on: unpiloted, not depleted (as for
    activating or reassigning a pilot, ruling T151), 'Mechs only (T1132), and allowed by the pilot's own restriction
    (turn.HOST_FILTER)."""
    from ..board import is_mech, pilot_of
    from ..turn import HOST_FILTER
    allowed = HOST_FILTER.get(CARDS[state.card_types[pilot]].plays_as)
    return [m for m in among if is_mech(state, m) and pilot_of(state, m) is None and not mark(state, "dep", m)
            and (allowed is None or allowed(state, p, pilot, m))]


def pilot_into_play(state, p: int, pilot: int, host: int, title: str) -> None:
    """Put a Pilot card (from a hand or a Stockpile) into play on p's 'Mech ``host`` by the effect of ``title`` (ruling
    T771): no cost, no deployment; a Unique one whose title is in play is scrapped at once (Guide); on its 'Mech it is
    an activated pilot: the "attached" triggers run, and so does its script run when activated."""
    from mechdeck.kernel.procedures import push
    from ..board import ATTACHED, zone_of
    from ..turn import unique_blocked
    from .registry import TRIGGERS
    zone = zone_of(state, pilot)
    if zone is not None:
        state.zones[zone].remove(pilot)
    state.zones[ATTACHED[p]].append(pilot)
    state.say(f"{who(p)} puts {name_of(state, pilot)} into play on {name_of(state, host)} ({title})")
    if unique_blocked(state, pilot):
        scrap_card(state, pilot, "(a Unique card of that title is in play)")
        return
    set_mark(state, "on", pilot, host)
    for number, fn in TRIGGERS.get("attached", ()):
        fn(state, p, pilot, host, False)
    script = ON_REVEAL.get(CARDS[state.card_types[pilot]].plays_as)
    if script is not None:
        push(state, "script", p, script=script, card=pilot, player=p, excess=0, forced=False)


def deplete(state, unit: int, title: str) -> None:
    """"Deplete" as an effect does what an Alpha Strike does (ruling T760): the unit, if still in play, goes to the
    depleted area tapped, guarding nothing, until its controller's next Repair/Reload phase reloads it."""
    from ..board import BUILD, PATROL
    if not any(unit in state.zones[z] for z in PATROL + BUILD) or mark(state, "dep", unit):
        return
    tap(state, unit)
    set_mark(state, "dep", unit, True)
    set_mark(state, "guard", unit, None)
    state.say(f"{name_of(state, unit)} is depleted ({title})")


def cash_in_counters(number: str, title: str, kind: str, per: int = 1) -> None:
    """"{T}: Remove any number of <kind> counters from <title> and gain {R} (``per`` {R}) for each counter removed.
    Use this ability only during your Deploy phase" (named counters, ruling T761: the counters lie on the card, in the
    mark ``<kind>:<card>``, and the resources must be spent at once)."""
    def ask_how_many(state, f):
        n = mark(state, kind, f.locals["card"], 0)
        ask(state, f.locals["player"], [("withdraw", k) for k in range(n, 0, -1)],
            f"{title}: remove how many {kind} counters (+{per} resource{'s' if per != 1 else ''} each)?", "pick")

    def cash(state, f):
        p, k = f.locals["player"], f.locals["pick"][1]
        set_mark(state, kind, f.locals["card"], mark(state, kind, f.locals["card"], 0) - k or None)
        gain_resources(state, p, k * per)
        state.say(f"{who(p)} removes {k} {kind} counter{'s' if k != 1 else ''} from {title}: +{k * per} resources")

    from .registry import ability
    S[f"{number} cash in"] = (ask_how_many, cash)
    ability(number, Ability("cash in", f"remove {kind} counters for resources", DEPLOY_PHASE, f"{number} cash in",
                            tap=True, condition=lambda state, p, c: mark(state, kind, c, 0) > 0))
    implements(number, block=f"{kind} counters cashed in")


# -- "whenever a 'Mech ... is scrapped" (appended) --------------------------------------------------------------------
# Who controlled a 'Mech is known only as it leaves play (its marks still on it: turn.scrap_card's "leaves_play"),
# whether it was scrapped only afterwards (its "scrapped" trigger follows at once; Omi Kurita's restock_from_play
# leaves play without it, T1050).  Every leaving sets or clears its card's entry, so an entry a restocked card left
# behind is never read.
_SCRAPPED_FROM_CONTROL: dict[int, int] = {}   # card leaving play -> the player who controlled it, while it is a 'Mech
_ON_MECH_SCRAPPED: list = []   # fn(state, mech, controller), each card's reaction


def _note_controller(state, c: int, zone: str) -> None:
    from ..board import BUILD, PATROL
    for q in (0, 1):
        if zone in (PATROL[q], BUILD[q]) and is_unit(state, c) and c in units_in_play(state, q):
            _SCRAPPED_FROM_CONTROL[c] = q
            return
    _SCRAPPED_FROM_CONTROL.pop(c, None)


def _mech_scrapped(state, c: int, zone: str, host) -> None:
    q = _SCRAPPED_FROM_CONTROL.pop(c, None)
    if q is not None:
        for fn in _ON_MECH_SCRAPPED:
            fn(state, c, q)


def when_a_mech_in_play_is_scrapped(number: str, fn: Callable) -> None:
    """"Whenever a 'Mech (you control / any opponent controls) is scrapped": ``fn(state, mech, controller)`` runs for
    each 'Mech in play scrapped (not a card under construction, not one leaving play otherwise), told who controlled
    it."""
    if not _ON_MECH_SCRAPPED:
        trigger("leaves_play", number, _note_controller)
        trigger("scrapped", number, _mech_scrapped)
    _ON_MECH_SCRAPPED.append(fn)


# -- "X cannot block unless guarding" (appended) ----------------------------------------------------------------------
_BLOCKS_ONLY_GUARDING: set[str] = set()   # numbers of the units that block only the mission against a site they guard


def cannot_block_unless_guarding(*numbers: str) -> None:
    """"X cannot block unless guarding" (UrbanMech, Behemoth, Sloth Squad ...): the unit may block only as a guard
    (missions.blockers_available's ``STATIC["may_block"]``, told the site it guards or None)."""
    if not _BLOCKS_ONLY_GUARDING:
        STATIC.setdefault("may_block", []).append(_may_block_when_guarding)
    _BLOCKS_ONLY_GUARDING.update(numbers)
    implements(*numbers, block="cannot block unless guarding")


def _may_block_when_guarding(state, unit: int, guard) -> bool:
    return guard is not None or CARDS[state.card_types[unit]].plays_as not in _BLOCKS_ONLY_GUARDING


def take_control(state, p: int, card: int) -> None:
    """p gains control of the opposing card in play ``card`` (a Unit on patrol or under construction, or a Command Post
    card) and of the Pilots and Enhancements on it (ruling T702); it guards nothing, and its old side's guards of it
    return to patrol (T501).  Steal 'Mech, Bribed Pilot, Trial of Possession, Conquer, the Contracts."""
    o = 1 - p
    for zones in (PATROL, BUILD, POST):
        if card in state.zones[zones[o]]:
            state.zones[zones[o]].remove(card)
            state.zones[zones[p]].append(card)
    for a in attachments(state, card):
        if a in state.zones[ATTACHED[o]]:
            state.zones[ATTACHED[o]].remove(a)
            state.zones[ATTACHED[p]].append(a)
    set_mark(state, "guard", card, None)
    release_guards(state, card)
    state.say(f"{who(p)} gains control of {name_of(state, card)}")


def ordered_top_cards(state, q: int, seen: int, order) -> tuple[list[int], list[int]]:
    """The top ``seen`` cards of q's Stockpile, looked at to be put back in an order of a player's choice (Report from
    the Watch, ComStar Deep Agent): (those placed so far, top first, by the titles in ``order``; the others)."""
    stock = state.zones[STOCK[q]]
    rest = list(reversed(stock[len(stock) - seen:]))
    placed = []
    for title in order:
        c = next((c for c in rest if name_of(state, c) == title), None)
        if c is not None:   # (always, unless a search re-dealt the hidden cards)
            rest.remove(c)
            placed.append(c)
    return placed, rest


def put_back_on_top(state, q: int, seen: int, top_first: list[int]) -> None:
    """The ``seen`` cards looked at go back on q's Stockpile, the first of ``top_first`` on top."""
    stock = state.zones[STOCK[q]]
    del stock[len(stock) - seen:]
    stock.extend(reversed(top_first))   # the top is the end of the list
