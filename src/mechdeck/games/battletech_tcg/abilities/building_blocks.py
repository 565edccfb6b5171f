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
``paid_action`` (a window action paid in resources).

Steps of card scripts (``(state, f)`` functions, the script's locals in ``f.locals``): ``plus_one_initiative``,
``scrapped_when_revealed`` (the first step of every one-shot; it keeps in ``ctx`` the moment the card was revealed
at, if it was offered one), ``choose`` (the player picks one of some candidates), ``divided_damage`` (N picks of 1
damage among candidates, dealt at the end).

Effects and costs: ``more_attack``, ``card_damage``, ``prevent`` (in a mission), ``gain_resources``,
``take_into_hand`` (from the Scrapheap, face up), ``restock`` (to the bottom of the Stockpile), ``add_counters``
(counters a card accumulates: deposit, static, diversion, clubbing limb ...), ``asset_cost`` ("5+3P": more without
an asset).

Facts: ``game_lost``, ``all_mechs``, ``attacking_mechs``, ``in_command_post``."""
from __future__ import annotations

from typing import Callable

from mechdeck.kernel.procedures import SCRIPTS, ask

from ..board import HAND, POST, SCRAP, STOCK, has_asset, is_mech, mark, name_of, set_mark, units_in_play, who
from ..cards import CARDS
from ..knowledge import learn
from ..missions import add
from ..turn import AFTER_PAY, EXTRA_OPTIONS, RULES_ID, WINDOW_ACTIONS, draw, pay, scrap_card
from .registry import ON_REVEAL, SHARED_SCRIPTS, STATIC, Ability, implements, trigger

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
        hits: dict = {}
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
    """Put a card of p's hand or Scrapheap on the bottom of p's Stockpile."""
    for zone in (HAND[p], SCRAP[p]):
        if c in state.zones[zone]:
            state.zones[zone].remove(c)
    state.zones[STOCK[p]].insert(0, c)


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
    return [u for u in state.counters.get("m.att", ()) if is_mech(state, u)]


def in_command_post(state, p: int, number: str) -> list[int]:
    """p's Command Post cards with that number (asked for every initiative and mission target: no call per card)."""
    types = state.card_types
    return [c for c in state.zones[POST[p]] if CARDS[types[c]].number == number]


# -- costs ------------------------------------------------------------------------------------------------------------
def asset_cost(base: int, letter: str, extra: int) -> Callable:
    """A cost printed "5+3P": ``base``, plus ``extra`` when the player has no ``letter`` asset in play."""
    return lambda state, p: base + (0 if has_asset(state, p, letter) else extra)


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
    STATIC[kind].append(lambda state, p: n if in_command_post(state, p, number) else 0)
    implements(number, block="static bonus while in the Command Post")
