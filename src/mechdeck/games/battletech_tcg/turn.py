"""The turn: Untap, Draw, Repair/Reload, Deploy, Missions, End of Turn (rulebook "Turn Sequence"), plus paying
resources, construction and revealing.

Resources must be spent as soon as they are made (Player's Guide, "Resources"): tapping a resource puts its output
in ``pool{p}``, and while the pool holds anything the only choices are ways to spend it (a construction counter on a
card under construction, or the cost being paid) or to let the rest go.

Hook: ``TRIGGERS["drawn"]`` (state, player, card) runs after each card a player draws.
Hook: ``TRIGGERS["untap"]`` (state, card) -> True keeps a card tapped; ``try_untap`` asks them for every untap, in
the Untap phase or by a card effect ("each time it would untap", Communications Failure); ``TRIGGERS["untap_phase"]``
likewise, asked only in the Untap phase ("does not untap during the Untap phase": Jerrard Cranston, Isolated Forces).
Hook: ``TRIGGERS["deployed"]`` (state, player, card) runs after a deployment that counts (the window's "deploy").
Hooks: ``STATIC["cannot_be_scrapped"]`` and ``STATIC["instead_of_scrap"]`` (``scrap_card``).
Hook: ``TRIGGERS["scrapped"]`` (state, card, zone, host) runs once a card is in its Scrapheap; ``host`` is the card
whose leaving play took it along (a pilot or enhancement of a scrapped card), else None.
Hook: ``HOST_FILTER[number]`` (state, player, card, host) -> bool narrows where a pilot or enhancement may go.
Hook: ``EXTRA_OPTIONS[window]`` is a list of functions (state, player) -> extra actions for that window (any window).
Hook: ``TRIGGERS["phase_start"]`` (state, player, window) runs as each phase's decisions begin (draw, repair, deploy,
missions, end); frames it pushes run before the phase's first decision.
Hook: a ``TRIGGERS["revealed"]`` function that returns True stops the activation; construction counters are
removed only after these triggers, so one that defers the reveal (ISF Counterespionage) can call ``reveal`` again.
Hook: abilities in the window ``"draw instead"`` replace one Draw-phase draw each (op "draws"; Master Spy);
``extra_draws<seat>`` adds draws to every Draw phase of that player (Open Supply Lines).
Hook: ``TRIGGERS["attached"]`` (state, player, card, host, forced) runs once an activated pilot or enhancement is on
its host; ``forced``: revealed by an opponent's attack, not activated by its player (Warrior Caste).
Hook: ``TRIGGERS["missions_phase_end"]`` (state, player) runs as the active player's Missions phase ends, before
End of Turn moves anything.
Hook: ``WINDOW_FILTERS[window]`` is a list of functions (state, player, options) -> options that narrow a window's
choices (an effect that forces an action: Treachery!).
Hook: ``extra_turns<seat>`` counts the extra turns that seat takes after its current one, each without a Missions
phase (Tyra Miraborg, ruling T768); ``SCRAP_FOR_RESOURCES[number]`` is what scrapping a Command Post card gives, as
a resource usable tapped or not (Field Construction Site)."""
from __future__ import annotations

import re
from typing import Callable

from mechdeck.kernel import Decision, Frame, State, get_rules
from mechdeck.kernel.procedures import SCRIPTS, finish, push

from .abilities.registry import ABILITIES, ON_REVEAL, TRIGGERS, static
from .board import (ATTACHED, BUILD, HAND, PATROL, POST, REGION, REGION_KINDS, SCRAP, STOCK, activation_cost,
                    attachments, card_of, clear_marks, controller, face_down_place, has_asset, is_mech, is_unit, mark,
                    may_repair, name_of,
                    owner, pile_text, pilot_of, region_host, region_text, set_mark, tap, units_in_play, untap, who,
                    zone_of)
from .board import assets
from .cards import CARDS, title_key
from .decks import FORMATS
from .knowledge import learn

RULES_ID = "battletech-tcg"


# -- losing -----------------------------------------------------------------------------------------------------------
def lose(state: State, p: int, why: str) -> None:
    """Mark p as having lost; the game ends once the effect in progress is over (Player's Guide, Victory)."""
    state.counters[f"lost{p}"] = True
    state.say(f"{who(p)} {why}")


def game_over(state: State) -> bool:
    """True (and the game ended) if a Stockpile ran out: clear every pending procedure."""
    c = state.counters
    if "lost0" in c or "lost1" in c:
        state.stack.clear()
        return True
    return False


def draw(state: State, p: int, n: int = 1) -> None:
    stock = state.zones[STOCK[p]]
    for _ in range(n):
        if not stock:
            lose(state, p, "must draw from an empty Stockpile")
            return
        c = stock.pop()
        state.zones[HAND[p]].append(c)
        state.say(f"{who(p)} draws a card")
        state.say(f"{who(p)} draws {name_of(state, c)}", p)
        for number, fn in TRIGGERS.get("drawn", ()):
            fn(state, p, c)


def scrap_from_stock(state: State, p: int, n: int) -> int:
    """Scrap n cards from the top of p's Stockpile; if there are not enough, p loses.  Returns the number scrapped."""
    stock = state.zones[STOCK[p]]
    k = min(n, len(stock))
    for _ in range(k):
        c = stock.pop()
        state.zones[SCRAP[owner(state, c)]].append(c)
        state.say(f"{who(p)} scraps {name_of(state, c)} from the Stockpile")
        for number, fn in TRIGGERS.get("stock_scrapped", ()):
            fn(state, p, c)
    if k < n:
        lose(state, p, f"cannot scrap {n} cards from a Stockpile of {k}")
    return k


def scrap_card(state: State, c: int, why: str = "", host: int | None = None) -> None:
    """Put a card in play (or in hand) into its owner's Scrapheap, with everything attached to it.  A card that
    ``STATIC["cannot_be_scrapped"]`` (state, card) -> bool protects stays (Alliances, Legacies: T1110, T1113); one in
    play whose scrapping ``STATIC["instead_of_scrap"]`` (state, card, why) -> bool replaces (it did something else
    instead and logged it: Conquer, T1128) does not leave play."""
    zone = zone_of(state, c)
    if zone is None or zone.startswith("scrap"):
        return
    if any(fn(state, c) for fn in static(state, "cannot_be_scrapped")):
        state.say(f"{name_of(state, c)} cannot be scrapped")
        return
    if zone in IN_PLAY_ZONES and any(fn(state, c, why) for fn in static(state, "instead_of_scrap")):
        return
    for a in attachments(state, c):
        scrap_card(state, a, host=c)
    for number, fn in TRIGGERS.get("leaves_play", ()):
        fn(state, c, zone)
    state.zones[zone].remove(c)
    state.zones[SCRAP[owner(state, c)]].append(c)
    clear_marks(state, c)
    release_guards(state, c)
    state.say(f"{name_of(state, c)} is scrapped{(' ' + why) if why else ''}")
    for number, fn in TRIGGERS.get("scrapped", ()):
        fn(state, c, zone, host)


IN_PLAY_ZONES = frozenset(PATROL + BUILD + POST)


def release_guards(state: State, site: int) -> None:
    """'Mechs guarding a card that is no longer a site (scrapped, or activated as a 'Mech, pilot or enhancement)
    return to patrol (ruling T501)."""
    for zone in PATROL:
        for m in state.zones[zone]:
            if mark(state, "guard", m) == site:
                set_mark(state, "guard", m, None)
                state.say(f"{name_of(state, m)} returns to patrol")


# -- resources --------------------------------------------------------------------------------------------------------
# Output of a card's "{T}: {R}" ability; cards with other resource abilities register RESOURCE entries.
RESOURCE: dict[str, tuple] = {}   # number -> (amount, condition(state, p, c) or None, on_tap(state, p, c) or None)


def resource_amount(card) -> int:
    if card.plays_as in RESOURCE:
        return RESOURCE[card.plays_as][0]
    found = _RESOURCE_LINE.match(card.text or "")
    return found.group(1).count("{R}") if found else 0   # every {R} of the leading "{T}: {R} {R} {R}" (CR056)


_RESOURCE_LINE = re.compile(r"\{T\}: ((?:\{R\} ?)+)")


def resource_sources(state: State, p: int) -> list[int]:
    out = []
    types = state.card_types
    for c in state.zones[POST[p]]:
        card = CARDS[types[c]]
        if "tap:%d" % c in state.counters or not resource_amount(card):
            continue
        entry = RESOURCE.get(card.plays_as)
        if entry and entry[1] is not None and not entry[1](state, p, c):
            continue
        out.append(c)
    return out


def tap_for_resources(state: State, p: int, c: int) -> None:
    card = card_of(state, c)
    tap(state, c)
    amount = resource_amount(card)
    state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + amount
    entry = RESOURCE.get(card.plays_as)
    if entry and entry[2] is not None:
        entry[2](state, p, c)
    state.say(f"{who(p)} taps {card.name} for {amount} resource{'s' if amount != 1 else ''}")


def waste_pool(state: State, p: int) -> None:
    left = state.counters.pop(f"pool{p}", 0)
    if left:
        state.say(f"{who(p)} lets {left} unspent resource{'s' if left != 1 else ''} go")


def can_pay(state: State, p: int, amount: int) -> bool:
    have = state.counters.get(f"pool{p}", 0)
    have += sum(resource_amount(card_of(state, c)) for c in resource_sources(state, p))
    if have >= amount:   # first without scrapping anything: the usual case, and no look for cards to scrap
        return True
    return have + sum(SCRAP_FOR_RESOURCES[card_of(state, c).plays_as] for c in scrap_sources(state, p)) >= amount


# "Scrap X to gain {R} {R}" (Field Construction Site): a Command Post card scrapped for resources, tapped or not; as
# the resources it makes, it is offered wherever resources are tapped (the Deploy phase and every payment).
SCRAP_FOR_RESOURCES: dict[str, int] = {}   # number -> resources gained by scrapping it


def scrap_sources(state: State, p: int) -> list[int]:
    """p's Command Post cards that may be scrapped for resources (tapped ones too)."""
    if not SCRAP_FOR_RESOURCES:
        return []
    types = state.card_types
    return [c for c in state.zones[POST[p]] if CARDS[types[c]].plays_as in SCRAP_FOR_RESOURCES]


def scrap_for_resources(state: State, p: int, c: int) -> None:
    amount = SCRAP_FOR_RESOURCES[card_of(state, c).plays_as]
    scrap_card(state, c, f"for {amount} resource{'s' if amount != 1 else ''}")
    state.counters[f"pool{p}"] = state.counters.get(f"pool{p}", 0) + amount


AFTER_PAY: dict = {}  # kind -> fn(state, p, *args): what a payment buys (may push frames)


def pay(state: State, p: int, amount: int, then: tuple) -> None:
    """Pay ``amount`` resources (tapping resources one at a time), then run AFTER_PAY[then[0]](state, p, *then[1:])."""
    push(state, "pay", p, amount=amount, then=then)


def run_pay(state: State, f: Frame):
    p = f.player
    loc = f.locals
    pool = state.counters.get(f"pool{p}", 0)
    if pool >= loc["amount"]:
        state.counters[f"pool{p}"] = pool - loc["amount"]
        if not state.counters[f"pool{p}"]:
            del state.counters[f"pool{p}"]
        finish(state)
        then = loc["then"]
        AFTER_PAY[then[0]](state, p, *then[1:])
        return None
    options = tuple(("tap", c) for c in resource_sources(state, p)) + \
        tuple(("scrap", c) for c in scrap_sources(state, p))
    return Decision(p, options, f"pay {loc['amount'] - pool} more resource{'s' if loc['amount'] - pool != 1 else ''}",
                    "pay")


def resume_pay(state: State, f: Frame, action: tuple):
    if action[0] == "scrap":
        scrap_for_resources(state, f.player, action[1])
    else:
        tap_for_resources(state, f.player, action[1])


# -- abilities --------------------------------------------------------------------------------------------------------
def ability_options(state: State, p: int, window: str) -> list[tuple]:
    """("use", card, key) for every ability of p's cards usable now."""
    out = []
    counters = state.counters
    types = state.card_types
    for zone in (POST[p], ATTACHED[p]):
        for c in state.zones[zone]:
            card = CARDS[types[c]]
            if card.plays_as in ABILITIES:   # most cards have none: skip the generator
                out.extend(_usable(state, p, c, card, window, counters))
    for c in units_in_play(state, p):
        card = CARDS[types[c]]
        if card.plays_as in ABILITIES:
            out.extend(_usable(state, p, c, card, window, counters))
    return out


def _usable(state: State, p: int, c: int, card, window: str, counters):
    for ab in ABILITIES.get(card.plays_as, ()):
        if window not in ab.windows:
            continue
        if ab.tap and f"tap:{c}" in counters:
            continue
        if ab.once_per_mission and window in ("mission", "battle", "preblock") and \
                (c, ab.key) in counters.get("m.used", ()):
            continue
        if ab.pay and not can_pay(state, p, ab.pay):
            continue
        if ab.condition is not None and not ab.condition(state, p, c):
            continue
        yield ("use", c, ab.key)


def use_ability(state: State, p: int, c: int, key: str) -> None:
    ab = next(a for a in ABILITIES[card_of(state, c).plays_as] if a.key == key)
    state.say(f"{who(p)} uses {name_of(state, c)}: {ab.label}")
    if "m.att" in state.counters:
        state.counters["m.used"] = state.counters.get("m.used", ()) + ((c, key),)
    if ab.tap:
        tap(state, c)
    if ab.pay:
        pay(state, p, ab.pay, ("ability", c, key))
        return
    _ability_effect(state, p, c, key)


def _ability_effect(state: State, p: int, c: int, key: str) -> None:
    ab = next(a for a in ABILITIES[card_of(state, c).plays_as] if a.key == key)
    push(state, "script", p, script=ab.script, card=c, player=p)
    if ab.scrap:
        scrap_card(state, c)


AFTER_PAY["ability"] = _ability_effect


# -- construction and revealing ---------------------------------------------------------------------------------------
def unique_blocked(state: State, c: int) -> bool:
    """A Unique card may not be activated while a Unique card of the same title is in play (Player's Guide); a card
    that "Counts as X while in play" has X's title as well as its own (ruling T763)."""
    card = card_of(state, c)
    if not card.unique:
        return False
    mine = TITLES[card.id]
    types = state.card_types
    for p in (0, 1):
        for zone in (POST[p], PATROL[p], ATTACHED[p]):
            if any(not mine.isdisjoint(TITLES[types[o]]) for o in state.zones[zone] if o != c):
                return True
        if any(mark(state, "up", o) and not mark(state, "unpaid", o) and not mine.isdisjoint(TITLES[types[o]])
               for o in state.zones[BUILD[p]] if o != c):
            return True
    return False


_COUNTS_AS = re.compile(r"Counts as (.+?) while in play")


def _titles(card) -> frozenset[str]:
    """The titles a card has in play: its own and, for "Counts as X while in play", X's, compared as title_key does
    ("Victor Steiner Davion" is "Victor Steiner-Davion")."""
    counted = _COUNTS_AS.search(card.text or "")
    return frozenset((title_key(card.name),) + ((title_key(counted.group(1)),) if counted else ()))


TITLES: tuple[frozenset[str], ...] = tuple(_titles(card) for card in CARDS)   # by card type


def needs_host(card) -> str | None:
    """"mech" / "site" / "opponent mech" (an unpiloted one) / "opposing mech" (an enhancement put on one) / "region"
    (a Terrain card, "Play X only in one of your regions": T757, or "put it in one of your regions": T1120) /
    "command card" (one of the player's Command Post cards, "Play X only on a Command card": Hidden Location) / "pilot
    or command card" (Jade Monkey) for pilots and enhancements, else None."""
    if "Pilot" in card.subtypes or card.plays_as in PILOT_LIKE:
        return "opponent mech" if card.plays_as in OPPONENT_PILOTS else "mech"
    if "Enhancement" in card.subtypes:
        if card.plays_as in OPPONENT_ENHANCEMENTS:
            return "opposing mech"
        if "only on a site" in card.text:
            return "site"
        if "only on a Pilot or Command card" in card.text:
            return "pilot or command card"
        if "only on a Command card" in card.text:
            return "command card"
        # a Terrain card: "only in one of your regions" (T757), or CE/CR's "put it in one of your regions" (T1120)
        return "region" if "only in one of your regions" in card.text or "put it in one of your regions" in \
            card.text else "mech"
    return None


PILOT_LIKE: set[str] = set()       # Command cards whose text makes them pilots ("'Mech piloted by ...")
OPPONENT_PILOTS: set[str] = set()  # pilots played on an opponent's 'Mech (Rookie Pilot)
OPPONENT_ENHANCEMENTS: set[str] = set()  # enhancements put on an opposing 'Mech (Tracking System Failure)
HOST_FILTER: dict = {}             # number -> fn(state, p, card, host) -> bool ("only on a 'Mech with ...")


def hosts(state: State, p: int, c: int) -> list:
    """Where a pilot or enhancement could go.  Pilots go on 'Mechs only (T1132: "Pilots may be played only on 'Mechs,
    not on any other Unit types"); an Enhancement's older "only on a 'Mech" reads "Unit" (T1102)."""
    card = card_of(state, c)
    kind = needs_host(card)
    out: list  # of card ids, or also the site names "stock"/"scrap"
    if kind == "mech":
        pilot = "Pilot" in card.subtypes or card.plays_as in PILOT_LIKE
        out = [m for m in units_in_play(state, p) if not mark(state, "dep", m)
               and (not pilot or is_mech(state, m) and pilot_of(state, m) is None)]
    elif kind == "opponent mech":
        out = [m for m in units_in_play(state, 1 - p) if is_mech(state, m) and pilot_of(state, m) is None]
    elif kind == "opposing mech":   # an enhancement "put on any opposing Unit", played "only on a 'Mech"
        out = [m for m in units_in_play(state, 1 - p) if is_unit(state, m)]
    elif kind == "site":
        out = ["stock", "scrap"] + [o for o in state.zones[POST[p]]] + [o for o in state.zones[BUILD[p]] if o != c]
    elif kind == "region":
        out = [region_host(k, p) for k in REGION_KINDS]
    elif kind == "command card":   # the Command cards in play that are sites (a card under construction is none)
        out = list(state.zones[POST[p]])
    elif kind == "pilot or command card":   # p's Pilots in play, then p's Command Post cards (Jade Monkey)
        types = state.card_types
        out = [a for a in state.zones[ATTACHED[p]] if "Pilot" in CARDS[types[a]].subtypes
               or CARDS[types[a]].plays_as in PILOT_LIKE] + list(state.zones[POST[p]])
    else:
        return []
    allowed = HOST_FILTER.get(card.plays_as)
    return [h for h in out if allowed(state, p, c, h)] if allowed else out


def can_reveal(state: State, p: int, c: int) -> bool:
    """Paid for and not yet activated (a card turned face up by damage before it was paid for may be, ruling T500)."""
    if mark(state, "up", c) and not mark(state, "unpaid", c) or \
            state.counters.get(f"cc:{c}", 0) < activation_cost(state, p, c):
        return False
    if unique_blocked(state, c):
        return False
    card = card_of(state, c)
    if needs_host(card) and not hosts(state, p, c):
        return False
    return card.plays_as not in REVEAL_ONLY_WHEN


REVEAL_ONLY_WHEN: set[str] = set()  # cards revealed only at a moment their text names (Ambush!, ISF ...)


# -- reaction windows: asked by what is public, never by what a player holds (ruling T722) ---------------------------
def could_hold(state: State, p: int, numbers) -> bool:
    """Could p, by what the other player sees, hold a paid-for copy of one of these cards face down?  Only a
    face-down card under construction can be one, and only with at least that card's activation cost (its cost plus
    the costs of the assets p lacks, both public) in construction counters; the deck lists are not public.  The
    set-up's format is public too: a card of a set the format does not hold (``decks.FORMATS``; "base", the default,
    holds the base set only) cannot be held, so a window asked for such cards only is never opened there and the
    games of a format keep their decisions as later sets' cards are added."""
    counters = state.counters
    have: frozenset | None = None
    needs = []
    sets = FORMATS.get(state.config.get("format", "base"))   # public: no card of another set can be in a deck
    for number in numbers:
        card = CARDS[_BY_NUMBER[number]]
        if sets is not None and card.set_code not in sets:
            continue
        if card.assets:
            if have is None:
                have = assets(state, p)
            needs.append((card.cost or 0) + sum(n for letter, n in card.assets.items() if letter not in have))
        else:
            needs.append(card.cost or 0)   # reaction cards are never Mission cards, the only ones without a cost
    if not needs:
        return False
    need = min(needs)
    return any(f"up:{c}" not in counters and counters.get(f"cc:{c}", 0) >= need for c in state.zones[BUILD[p]])


_BY_NUMBER = {card.number: i for i, card in enumerate(CARDS)}


def ask_reaction(state: State, p: int, reveals: list, passing: tuple, prompt: str, into: str) -> None:
    """A reaction window for p (asked when ``could_hold``): reveal one of ``reveals`` or pass.  It is a decision
    even when passing is the only option, so that the other player cannot tell whether p holds such a card;
    ``Rules.no_reaction`` names the pass for bots and for the front ends' auto-pass."""
    push(state, "choose", p, opts=tuple(reveals) + (passing,), prompt=prompt, into=into, react=passing,
         kind="reaction")


def reveal(state: State, p: int, c: int, forced: bool = False) -> None:
    """Turn a card under construction face up.  Paid for: it is activated (counters removed, Command cards to the
    Command Post, pilots and enhancements onto a host, 'Mechs stay until End of Turn).  Revealed by damage and not
    paid for: it only lies face up (ruling T-reveal)."""
    card = card_of(state, c)
    cc = state.counters.get(f"cc:{c}", 0)
    cost = activation_cost(state, p, c)
    state.say(f"{who(p)} reveals {card.name}")
    if cc >= cost and unique_blocked(state, c):   # it would enter play beside its twin: scrapped (ruling T51)
        scrap_card(state, c, "(a Unique card of that title is in play)")
        return
    if cc < cost:
        set_mark(state, "up", c, True)
        set_mark(state, "unpaid", c, True)
        return
    for number, fn in TRIGGERS.get("revealed", ()):
        if fn(state, p, c):   # a trigger may cancel the card (Candace Liao, ISF Counterespionage)
            return
    set_mark(state, "cc", c, 0)
    set_mark(state, "unpaid", c, None)
    if is_unit(state, c) or needs_host(card):
        release_guards(state, c)   # no longer a site: a 'Mech never guards a 'Mech (ruling T501)
    if mark(state, "new", c) == state.counters["turn"] and card.plays_as in FREE_DEPLOY:
        state.counters["deploys"] += 1
    excess = cc - cost
    if is_unit(state, c):
        set_mark(state, "up", c, True)
    elif needs_host(card):
        set_mark(state, "up", c, True)   # face up (it was revealed) while its host is chosen
        if forced:   # revealed by an opponent's attack: told to the "attached" triggers
            push(state, "attach", p, card=c, forced=True)
        else:
            push(state, "attach", p, card=c)
    else:
        state.zones[BUILD[p]].remove(c)
        state.zones[POST[p]].append(c)
        set_mark(state, "up", c, None)
    if card.plays_as in ON_REVEAL:
        push(state, "script", p, script=ON_REVEAL[card.plays_as], card=c, player=p, excess=excess, forced=forced)


FREE_DEPLOY: set[str] = set()  # cards that do "not count as a deployment if revealed the turn you play" them


def run_attach(state: State, f: Frame):
    p = f.player
    c = f.locals["card"]
    options = tuple(("on", h) for h in hosts(state, p, c))
    if not options:
        scrap_card(state, c, "(nothing to attach it to)")
        finish(state)
        return None
    return Decision(p, options, attach_prompt(state, p, c), "attach")


# What an attach decision asks, by the host kind of the card (needs_host): a Terrain card goes *in* a region (T757).
ATTACH_PROMPTS = {"mech": "put {card} on which of your 'Mechs?",
                  "opponent mech": "put {card} on which of {opponent}'s unpiloted 'Mechs?",
                  "opposing mech": "put {card} on which of {opponent}'s 'Mechs?",
                  "site": "put {card} on which of your sites (Stockpile, Scrapheap, a card in your Command Post or "
                          "under construction)?",
                  "region": "put {card} in which of your regions?",
                  "command card": "put {card} on which of your Command cards?",
                  "pilot or command card": "put {card} on which of your Pilots or Command cards?"}


def attach_prompt(state: State, p: int, c: int) -> str:
    kind = needs_host(card_of(state, c)) or "mech"   # run_attach is pushed only for a card that needs a host
    return ATTACH_PROMPTS[kind].format(card=name_of(state, c), opponent=who(1 - p))


def resume_attach(state: State, f: Frame, action: tuple):
    p = f.player
    c = f.locals["card"]
    host = action[1]
    finish(state)
    state.zones[BUILD[p]].remove(c)
    if host in ("stock", "scrap"):
        host = f"{host}{p}"
    if isinstance(host, int) and controller(state, host) != p:
        state.zones[ATTACHED[1 - p]].append(c)
    else:
        state.zones[ATTACHED[p]].append(c)
    set_mark(state, "up", c, None)
    set_mark(state, "on", c, host)
    from .missions import target_text   # (missions imports this module)
    if isinstance(host, str) and host.startswith(REGION):   # a Terrain card (T757)
        state.say(f"{name_of(state, c)} goes in {region_text(host)}")
    else:
        state.say(f"{name_of(state, c)} goes on "
                  f"{pile_text(host) if isinstance(host, str) else target_text(state, host)}")   # "P1's Stockpile"
    for number, fn in TRIGGERS.get("attached", ()):
        fn(state, p, c, host, bool(f.locals.get("forced")))


def try_untap(state: State, c: int, untap_phase: bool = False) -> bool:
    """Untap c unless an "untap" trigger keeps it tapped (in the Untap phase, ``untap_phase``, an "untap_phase" one
    too: "does not untap during the Untap phase"); True if it untapped.  A depleted 'Mech stays tapped until it is
    reloaded (Glossary, Depleted; ruling T651): it does not even "would untap"."""
    if mark(state, "dep", c):
        return False
    if untap_phase and any(fn(state, c) for number, fn in TRIGGERS.get("untap_phase", ())):
        return False   # asked first: such a card does not even "would untap" (as a depleted one, T651)
    if any(fn(state, c) for number, fn in TRIGGERS.get("untap", ())):
        return False
    untap(state, c)
    return True


# -- choices that only rearrange (pilots, guards) ---------------------------------------------------------------------
def arrangements_seen(state: State, key: str) -> tuple:
    """The arrangements (of pilots, of guards) reached so far in the current stretch of play that ``key`` names;
    a choice leading back to one of them is not offered, so rearranging never loops (ruling T151)."""
    entry = state.counters.get(key)
    return entry[1] if entry is not None and entry[0] == state.counters.get("turn") else ()


def arrangement_reached(state: State, key: str, before: tuple, after: tuple) -> None:
    seen = arrangements_seen(state, key) or (before,)
    state.counters[key] = (state.counters.get("turn"), seen + (after,))


# -- the phases -------------------------------------------------------------------------------------------------------
def start_turn(state: State, p: int) -> None:
    push(state, "turn", p)


def run_turn(state: State, f: Frame):
    p = f.player
    counters = state.counters
    pc = f.pc
    f.pc += 1
    if pc == 0:      # Untap
        counters["active"] = p
        counters["turn"] = counters.get("turn", 0) + 1
        state.say(f"-- turn {counters['turn']}: {who(p)} --")
        for zone in (POST[p], PATROL[p], ATTACHED[p], BUILD[p]):
            for c in state.zones[zone]:
                if f"tap:{c}" in counters and not mark(state, "dep", c):
                    try_untap(state, c, untap_phase=True)
        for number, fn in TRIGGERS.get("turn_start", ()):
            fn(state, p)
        return None
    if pc == 1:      # Draw (op "draws": each draw may be replaced by a "draw instead" ability)
        first_turn = counters["turn"] == 1
        parameters = get_rules(state.rules_id).parameters  # type: ignore[attr-defined]  # the TCG's RuleSet
        drawn = parameters["first_turn_draws"] if first_turn else parameters["draws_per_turn"]
        push(state, "draws", p, left=drawn + counters.get(f"extra_draws{p}", 0))
        return None
    if pc == 2:      # Repair/Reload: reloading is automatic; Assembly repairs are offered in the window
        for c in list(state.zones[PATROL[p]]):
            if mark(state, "dep", c):
                set_mark(state, "dep", c, None)
                tap(state, c)
                state.say(f"{who(p)} reloads {name_of(state, c)}")
        push(state, "window", p, window="repair")
        _phase_start(state, p, "repair")
        return None
    if pc == 3:      # Deploy
        counters["deploys"] = 1 if counters["turn"] == 1 else 2
        counters[f"built{p}"] = 0
        push(state, "window", p, window="deploy")
        _phase_start(state, p, "deploy")
        return None
    if pc == 4:      # Missions (an extra turn that skips it has none: Tyra Miraborg, ruling T768)
        if f.locals.get("no_missions"):
            return None
        push(state, "window", p, window="missions")
        _phase_start(state, p, "missions")
        return None
    if pc == 5:      # End of Turn: the 'Mechs activated this turn move to patrol, the opponent's too (T502)
        for number, fn in (() if f.locals.get("no_missions") else TRIGGERS.get("missions_phase_end", ())):
            fn(state, p)   # the Missions phase is over, nothing has moved yet (Crusader Faction)
        for q in (p, 1 - p):
            for c in list(state.zones[BUILD[q]]):
                if mark(state, "up", c) and is_unit(state, c) and not mark(state, "unpaid", c):
                    state.zones[BUILD[q]].remove(c)
                    state.zones[PATROL[q]].append(c)
                    set_mark(state, "up", c, None)
                    state.say(f"{name_of(state, c)} moves to {who(q)}'s Patrol region")
        for number, fn in TRIGGERS.get("turn_end", ()):
            fn(state, p)
        push(state, "window", p, window="end")
        _phase_start(state, p, "end")
        return None
    finish(state)
    counters.pop("deploys", None)
    counters.pop(f"built{p}", None)
    extra = counters.pop(f"extra_turns{p}", 0)
    if extra:   # an extra turn after this one, without its Missions phase (Tyra Miraborg, ruling T768)
        if extra > 1:
            counters[f"extra_turns{p}"] = extra - 1
        state.say(f"{who(p)} takes an extra turn (no Missions phase)")
        push(state, "turn", p, no_missions=True)
        return None
    start_turn(state, 1 - p)
    return None


def run_draws(state: State, f: Frame):
    """The Draw phase's draws, one at a time while an ability "instead of drawing a card" (window "draw instead",
    Master Spy) is usable; then the Draw phase's window."""
    if game_over(state):
        return None
    p = f.player
    left = f.locals["left"]
    options = ability_options(state, p, "draw instead") if left else []
    if not options:
        finish(state)
        draw(state, p, left)
        if not game_over(state):
            push(state, "window", p, window="draw")
            _phase_start(state, p, "draw")
        return None
    return Decision(p, tuple(options) + (("draw",),), f"draw a card ({left} to draw) or use an ability instead", "draw")


def resume_draws(state: State, f: Frame, action: tuple):
    f.locals["left"] -= 1
    if action[0] == "draw":
        draw(state, f.player)
    else:
        use_ability(state, f.player, action[1], action[2])


def _phase_start(state: State, p: int, window: str) -> None:
    for number, fn in TRIGGERS.get("phase_start", ()):
        fn(state, p, window)


# The decision loops of the phases: one op, the window says which actions it offers.
def run_window(state: State, f: Frame):
    if game_over(state):
        return None
    p = f.player
    window = f.locals["window"]
    pool = state.counters.get(f"pool{p}", 0)
    if pool:
        options = spend_options(state, p, window)
        if not options:
            waste_pool(state, p)
        else:
            return Decision(p, tuple(options) + (("let go",),),
                            f"spend {pool} resource{'s' if pool != 1 else ''}", WINDOW_KINDS[window])
    options = WINDOW_OPTIONS[window](state, p)
    for fn in EXTRA_OPTIONS.get(window, ()):
        options.extend(fn(state, p))
    options.extend(ability_options(state, p, window))
    if not options and not ASKED_BY_WHAT_IS_PUBLIC.get(window, _never)(state, p):
        finish(state)   # nothing to choose but going on, and the opponent can see that: not a decision
        return None
    options.append(("done",))
    for fn in WINDOW_FILTERS.get(window, ()):
        options = fn(state, p, options)
    return Decision(p, tuple(options), WINDOW_PROMPTS[window], WINDOW_KINDS[window])


def resume_window(state: State, f: Frame, action: tuple):
    p = f.player
    kind = action[0]
    if kind == "done":
        waste_pool(state, p)
        finish(state)
        return
    if kind == "let go":
        waste_pool(state, p)
        return
    if kind == "use":
        use_ability(state, p, action[1], action[2])
        return
    WINDOW_ACTIONS[kind](state, p, action)


def spend_options(state: State, p: int, window: str) -> list[tuple]:
    if window != "deploy":
        return []
    limit = state.counters.get("arms_reduction")
    if limit is not None and state.counters.get(f"built{p}", 0) >= limit:
        return []
    return [("build", c) for c in state.zones[BUILD[p]] if not mark(state, "up", c) or mark(state, "unpaid", c)]


def _build(state: State, p: int, action: tuple):
    c = action[1]
    state.counters[f"pool{p}"] -= 1
    if not state.counters[f"pool{p}"]:
        del state.counters[f"pool{p}"]
    state.counters[f"cc:{c}"] = state.counters.get(f"cc:{c}", 0) + 1
    state.counters[f"built{p}"] = state.counters.get(f"built{p}", 0) + 1
    state.say(f"{who(p)} puts a construction counter on "
              + (name_of(state, c) if mark(state, "up", c) else face_down_place(state, c))
              + f" ({state.counters[f'cc:{c}']})")


def _deploy(state: State, p: int, action: tuple):
    c = action[1]
    state.zones[HAND[p]].remove(c)
    state.zones[BUILD[p]].append(c)
    state.counters["deploys"] -= 1
    set_mark(state, "new", c, state.counters["turn"])
    state.say(f"{who(p)} deploys a card face down")   # it lies last under construction, as the table shows
    state.say(f"{who(p)} deploys {name_of(state, c)} face down", p)
    for number, fn in TRIGGERS.get("deployed", ()):   # p made a deployment that counts (AR108)
        fn(state, p, c)


def _tap(state: State, p: int, action: tuple):
    tap_for_resources(state, p, action[1])


def _scrap_for_resources(state: State, p: int, action: tuple):
    scrap_for_resources(state, p, action[1])


# -- cards that do "not count as a deployment if revealed the turn you play" them, with no deployment left ----------
def _revealable_at_once(state: State, p: int, c: int) -> bool:
    """Can card c, in p's hand, be deployed, paid for and revealed right now (ruling T356)?"""
    cost = activation_cost(state, p, c)
    limit = state.counters.get("arms_reduction")
    if limit is not None and cost and state.counters.get(f"built{p}", 0) + cost > limit:
        return False
    card = card_of(state, c)
    return can_pay(state, p, cost) and not unique_blocked(state, c) and (not needs_host(card) or bool(hosts(state, p, c)))


def _deploy_revealed(state: State, p: int, action: tuple):
    """No deployment is left, so the card is played only as one revealed in the same breath: it never counts as a
    deployment (ruling T356).  Its activation cost is paid at once and becomes its construction counters."""
    c = action[1]
    state.zones[HAND[p]].remove(c)
    state.zones[BUILD[p]].append(c)
    state.say(f"{who(p)} deploys a card to reveal it at once (it does not count as a deployment)")
    state.say(f"{who(p)} deploys {name_of(state, c)} to reveal it at once", p)
    pay(state, p, activation_cost(state, p, c), ("deploy revealed", c))


def _paid_and_revealed(state: State, p: int, c: int):
    cost = activation_cost(state, p, c)
    if cost:
        state.counters[f"cc:{c}"] = cost
        state.counters[f"built{p}"] = state.counters.get(f"built{p}", 0) + cost
    reveal(state, p, c)


AFTER_PAY["deploy revealed"] = _paid_and_revealed


def _reveal(state: State, p: int, action: tuple):
    reveal(state, p, action[1])


def _repair(state: State, p: int, action: tuple):
    state.counters[f"repaired{p}"] = state.counters["turn"]
    pay(state, p, 1, ("repair", action[1]))


def _do_repair(state: State, p: int, mech: int):
    n = state.counters.get(f"dmg:{mech}", 0)
    set_mark(state, "dmg", mech, n - 1)
    state.say(f"{who(p)} repairs 1 damage on {name_of(state, mech)}")


AFTER_PAY["repair"] = _do_repair


def could_deploy_or_reveal(state: State, p: int) -> bool:
    """Could p, by what the opponent sees, have something to deploy or reveal (ruling T724)?  A card in the hand could
    be deployed (or, with no deployment left, be one deployed revealed at once), and a face-down card under
    construction could be revealed (cards of cost 0 need no construction counter): deck lists are not public."""
    return bool(state.zones[HAND[p]]) or any(not mark(state, "up", c) for c in state.zones[BUILD[p]])


MISSIONS_PHASE_REVEALS: set[str] = set()   # face-down cards revealed from the Missions phase window (Caught in Hangar)


def could_reveal_in_missions_phase(state: State, p: int) -> bool:
    """Could p, by what the opponent sees, hold a paid-for card that is revealed in the Missions phase (ruling T998)?"""
    return could_hold(state, p, MISSIONS_PHASE_REVEALS)


def _never(state: State, p: int) -> bool:
    return False


# Windows asked, even with ``done`` the only option, whenever the player could have an option by what the opponent
# sees (rulings T724, T998): asked only when the hidden cards gave an option, the timing would tell the opponent so.
ASKED_BY_WHAT_IS_PUBLIC = {"deploy": could_deploy_or_reveal, "missions": could_reveal_in_missions_phase}


def deploy_options(state: State, p: int) -> list[tuple]:
    out: list[tuple] = []
    types = state.card_types
    if state.counters.get("deploys", 0) > 0:
        out.extend(("deploy", c) for c in state.zones[HAND[p]] if CARDS[types[c]].kind != "mission")
    else:
        out.extend(("deploy revealed", c) for c in state.zones[HAND[p]]
                   if CARDS[types[c]].plays_as in FREE_DEPLOY and _revealable_at_once(state, p, c))
    out.extend(("tap", c) for c in resource_sources(state, p))
    out.extend(("scrap", c) for c in scrap_sources(state, p))
    out.extend(("reveal", c) for c in state.zones[BUILD[p]] if can_reveal(state, p, c))
    return out


def repair_options(state: State, p: int) -> list[tuple]:
    if not has_asset(state, p, "A") or state.counters.get(f"repaired{p}") == state.counters["turn"] \
            or not can_pay(state, p, 1):
        return []
    return [("repair", m) for m in units_in_play(state, p) if state.counters.get(f"dmg:{m}", 0) > 0
            and may_repair(state, p, m)]


def end_options(state: State, p: int) -> list[tuple]:
    """Logistics: restock a card from the hand at the end of the turn (once)."""
    if not has_asset(state, p, "L") or state.counters.get(f"restocked{p}") == state.counters["turn"]:
        return []
    return [("restock", c) for c in state.zones[HAND[p]]]


def _restock(state: State, p: int, action: tuple):
    c = action[1]
    state.counters[f"restocked{p}"] = state.counters["turn"]
    state.zones[HAND[p]].remove(c)
    state.zones[STOCK[p]].insert(0, c)
    learn(state, p, (c,))   # its owner knows the bottom card of the Stockpile (ruling T721)
    state.say(f"{who(p)} restocks a card (Logistics)")
    state.say(f"{who(p)} restocks {name_of(state, c)}", p)


EXTRA_OPTIONS: dict = {}   # window -> [fn(state, p) -> list of extra actions] (card modules append theirs)
WINDOW_FILTERS: dict = {}  # window -> [fn(state, p, options) -> options] (effects that force an action)

# The options of each window of the turn; missions.py adds the Missions phase's.
WINDOW_OPTIONS: dict[str, Callable] = {
    "draw": lambda state, p: [],
    "repair": repair_options,
    "deploy": deploy_options,
    "end": end_options,
}
WINDOW_PROMPTS = {
    "draw": "Draw phase: use an ability or go on",
    "repair": "Repair/Reload phase: repair or go on",
    "deploy": "Deploy phase: deploy, tap resources, build, reveal",
    "missions": "Missions phase: send 'Mechs on a mission, assign guards, or end the phase",
    "end": "End of Turn",
}
# The decision kind of each window (docs/scenarios.md, "Decision kinds"); spending a resource pool is part of the
# window's decision, so it has the window's kind.
WINDOW_KINDS = {"draw": "draw-phase", "repair": "repair-phase", "deploy": "deploy-phase", "missions": "missions-phase",
                "end": "end-of-turn"}
WINDOW_ACTIONS = {
    "build": _build, "deploy": _deploy, "deploy revealed": _deploy_revealed, "tap": _tap, "reveal": _reveal, "repair": _repair, "restock": _restock,
    "scrap": _scrap_for_resources,
}

OPS = {
    "turn": (run_turn, None),
    "window": (run_window, resume_window),
    "pay": (run_pay, resume_pay),
    "attach": (run_attach, resume_attach),
    "draws": (run_draws, resume_draws),
}

SCRIPTS.setdefault(RULES_ID, {})
