"""Cards that add, move or spend counters: Booty Cache (booty counters for damage dealt to the opponent's Stockpile),
Underworld Connections (one counter of any kind on a card becomes two), and the named counters of Arsenal and Crusade
(T1118): Airdropped Supplies' supply counters, Resource Broker's investment counters, Knights of the Inner Sphere's
chivalry counters.

The kinds of counter a card can carry are declared in board.py's ``COUNTER_KINDS`` (the mark each is kept in and its
name); ``counters_on`` lists those on a card."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice
from ..board import (ATTACHED, BUILD, COUNTER_KINDS, PATROL, POST, SCRAP, controller, counters_on, is_mech, mark,
                     name_of, owner, set_mark, structure, tapped, units_in_play, who)
from ..knowledge import learn
from ..missions import target_text
from ..turn import RULES_ID, scrap_card, try_untap
from .building_blocks import (BATTLE, DEPLOY_PHASE, MISSIONS_PHASE, add_counters, cash_in_counters, choose,
                              in_command_post, mechs_in_mission, more_attack, own_cards_under_construction, restock,
                              when_a_mech_in_play_is_scrapped)
from .leaders_and_sites import restock_from_play
from .registry import Ability, ability, card_module, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


# -- ME015 Booty Cache: a booty counter each time you deal damage to your opponent's Stockpile; {T}: remove any number
# of them for {R}{R} each (Deploy phase; T761) ------------------------------------------------------------------------
def _booty(state, dealer: int, seat: int) -> None:
    if seat == dealer:
        return   # damage to one's own Stockpile (Tactical Nuke) brings no booty
    for c in in_command_post(state, dealer, "ME015"):
        n = add_counters(state, "booty", c)
        state.say(f"Booty Cache gets a booty counter ({n})")


trigger("stockpile_damaged", "ME015", _booty)
cash_in_counters("ME015", "Booty Cache", "booty", per=2)


# -- ME094 Underworld Connections: {T}: replace one counter on a card with two of the same kind (Deploy phase; the
# Guide: any kind of counter, on cards only) ---------------------------------------------------------------------------
_KIND_BY_NAME = {name: key for key, name in COUNTER_KINDS.items()}


def _counter_choices(state, p=None) -> list[tuple[int, str]]:
    """(card, kind name) for each kind of counter on each card in play, either player's."""
    out = []
    for q in (0, 1):
        for zone in (PATROL[q], BUILD[q], POST[q], ATTACHED[q]):
            for c in state.zones[zone]:
                out += [(c, COUNTER_KINDS[key]) for key, n in counters_on(state, c)]
    return out


def _replace_ask(state, f):
    ask(state, f.locals["player"], [("replace counter", c, name) for c, name in _counter_choices(state)],
        "Underworld Connections: replace which counter with two?", "pick")


def _replace(state, f):
    c, name = f.locals["pick"][1:]
    key = _KIND_BY_NAME[name]
    value = state.counters[f"{key}:{c}"]
    if isinstance(value, tuple):   # infantry counters: the new one belongs to the Battalion Support the first does
        state.counters[f"{key}:{c}"] = value + value[:1]
        total = len(value) + 1
    else:
        total = int(value) + 1
        set_mark(state, key, c, total)
    state.say(f"Underworld Connections: a {name} counter on {target_text(state, c)} becomes two ({total})")
    if key == "dmg" and total >= structure(state, c):
        scrap_card(state, c, "(destroyed)")   # as many damage counters as structure (rulebook, "Dealing Damage")


S["ME094"] = (_replace_ask, _replace)
# CE330 (its own card, T1105): its "any card in play or under construction" is ME094's reach already (T963: cards under
# construction carry their construction counters); it differs in its printed armor 0 and structure 1 (ME094 prints
# none), which the data carries, so it is registered under its own number with the same ability.
for _number in ("ME094", "CE330"):
    ability(_number, Ability("replace", "replace one counter on a card with two counters of the same type",
                             DEPLOY_PHASE, "ME094", tap=True,
                             condition=lambda state, p, c: bool(_counter_choices(state))))


# -- AR002 Airdropped Supplies: {R}, {T}: a supply counter on it (Deploy phase); {T}: remove one to choose a 'Mech you
# control and roll a die: 1-2 it is restocked, 3-6 that 'Mech untaps (Missions phase, not in a mission; T1118) -------
def _your_mechs(state, p) -> list[int]:
    """The 'Mechs p controls ("'Mech" in an Arsenal text: 'Mechs only, T1100)."""
    return [m for m in units_in_play(state, p) if is_mech(state, m)]


def _supply(state, f):
    n = add_counters(state, "supply", f.locals["card"])
    state.say(f"Airdropped Supplies gets a supply counter ({n})")


def _supplies_dropped(state, f):
    c = f.locals["card"]
    set_mark(state, "supply", c, mark(state, "supply", c, 0) - 1)
    state.say(f"{who(f.locals['player'])} removes a supply counter from Airdropped Supplies "
              f"for {name_of(state, f.locals['pick'][1])}")


def _supplies_landed(state, f):
    c, m, die = f.locals["card"], f.locals["pick"][1], f.locals["die"]
    if die <= 2:
        restock_from_play(state, c)
    elif m in units_in_play(state, f.locals["player"]) and tapped(state, m):
        if try_untap(state, m):
            state.say(f"Airdropped Supplies untaps {name_of(state, m)}")
        else:
            state.say(f"{name_of(state, m)} stays tapped")


S["AR002 supply"] = (_supply,)
S["AR002 drop"] = (choose(_your_mechs, "Airdropped Supplies: choose which of your 'Mechs?", "supply"),
                   _supplies_dropped, dice.roll_step(), _supplies_landed)
ability("AR002", Ability("supply", "put a supply counter on Airdropped Supplies", DEPLOY_PHASE, "AR002 supply",
                         tap=True, pay=1),
        Ability("drop", "remove a supply counter: a 'Mech of yours may untap", MISSIONS_PHASE, "AR002 drop", tap=True,
                condition=lambda state, p, c: mark(state, "supply", c, 0) > 0 and bool(_your_mechs(state, p))))


# -- AR077 Resource Broker: {T}: three investment counters on it; {T}: remove any number of them to put as many
# construction counters on a card in your Under Construction region, shown to all (Deploy phase; each "Resource
# Broker" is the card itself, T1139) -----------------------------------------------------------------------------------
def _any_card(state, c) -> bool:
    return True


def _invest(state, f):
    n = add_counters(state, "investment", f.locals["card"], 3)
    state.say(f"Resource Broker gets three investment counters ({n})")


def _how_many(state, f):
    n = mark(state, "investment", f.locals["card"], 0)
    ask(state, f.locals["player"], [("remove", k) for k in range(n, 0, -1)],
        "Resource Broker: remove how many investment counters?", "amount")


def _broker_builds(state, f):
    p, c, k = f.locals["player"], f.locals["pick"][1], f.locals["amount"][1]
    broker = f.locals["card"]
    set_mark(state, "investment", broker, mark(state, "investment", broker, 0) - k)
    state.counters[f"cc:{c}"] = state.counters.get(f"cc:{c}", 0) + k
    learn(state, -1, (c,))
    state.say(f"Resource Broker: {who(p)} shows {name_of(state, c)} and puts {k} construction counter"
              f"{'s' if k != 1 else ''} on it ({state.counters[f'cc:{c}']})")


S["AR077 invest"] = (_invest,)
S["AR077 build"] = (_how_many, choose(lambda state, p: own_cards_under_construction(state, p, _any_card),
                                      "Resource Broker: put the construction counters on which card?", "build"),
                    _broker_builds)
ability("AR077", Ability("invest", "put three investment counters on Resource Broker", DEPLOY_PHASE, "AR077 invest",
                         tap=True),
        Ability("build", "move investment counters to a card under construction as construction counters",
                DEPLOY_PHASE, "AR077 build", tap=True,
                condition=lambda state, p, c: mark(state, "investment", c, 0) > 0
                and bool(own_cards_under_construction(state, p, _any_card))))


# -- CR063 Knights of the Inner Sphere: untapped, whenever an opposing Unit is scrapped from play you may allow its
# player to restock it, for a chivalry counter; {T}: one of your Units gets +X attack, X its chivalry counters (battle)
# ----------------------------------------------------------------------------------------------------------------------
# The offer is due as the Unit is scrapped (the Knights untapped then), and it is made at the next moment a choice can
# be pushed: the end of the mission, or the start of the next phase (T1203).  ``chivalry_offers`` holds the offers due,
# ((Knights, Unit), ...), public as the Scrapheap is.
_OFFERS = "chivalry_offers"


def _chivalry_due(state, unit: int, controller_: int) -> None:
    for knights in in_command_post(state, 1 - controller_, "CR063"):
        if not tapped(state, knights):
            state.counters[_OFFERS] = state.counters.get(_OFFERS, ()) + ((knights, unit),)


def _make_offers(state, *_) -> None:
    offers = state.counters.pop(_OFFERS, ())
    for knights, unit in reversed(offers):   # pushed last first: offered in the order they fell due
        k = controller(state, knights)
        push(state, "script", k, script="CR063 offer", card=knights, player=k, unit=unit)


def _still_scrapped(state, unit: int) -> bool:
    return unit in state.zones[SCRAP[owner(state, unit)]]


def _ask_allow(state, f):
    unit = f.locals["unit"]
    if not _still_scrapped(state, unit):
        stop(state, f)
        return
    ask(state, f.locals["player"], [("allow restock", unit), ("refuse restock", unit)],
        f"Knights of the Inner Sphere: allow your opponent to restock {name_of(state, unit)} (a chivalry counter)?",
        "allow")


def _ask_restock(state, f):
    unit = f.locals["unit"]
    if f.locals["allow"][0] != "allow restock":
        stop(state, f)
        return
    knights = f.locals["card"]
    if any(knights in state.zones[POST[q]] for q in (0, 1)):
        n = add_counters(state, "chivalry", knights)
        state.say(f"{who(f.locals['player'])} allows the restock: Knights of the Inner Sphere gets a chivalry counter "
                  f"({n})")
    ask(state, 1 - f.locals["player"], [("restock", unit), ("leave scrapped", unit)],
        f"Knights of the Inner Sphere: restock {name_of(state, unit)}?", "restock")


def _restock_unit(state, f):
    unit = f.locals["unit"]
    if f.locals["restock"][0] == "restock":
        restock(state, owner(state, unit), unit)
        learn(state, -1, (unit,))   # restocked face up
        state.say(f"{who(1 - f.locals['player'])} restocks {name_of(state, unit)}")


def _knights_units(state, p) -> list[int]:
    return [u for u in mechs_in_mission(state) if controller(state, u) == p]


def _knighted(state, f):
    more_attack(state, f.locals["pick"][1], mark(state, "chivalry", f.locals["card"], 0))


when_a_mech_in_play_is_scrapped("CR063", _chivalry_due)
trigger("mission_end", "CR063", _make_offers)
trigger("phase_start", "CR063", _make_offers)
S["CR063 offer"] = (_ask_allow, _ask_restock, _restock_unit)
S["CR063"] = (choose(_knights_units, "Knights of the Inner Sphere: which of your Units gets +X attack?", "knight"),
              _knighted)
ability("CR063", Ability("knight", "one of your Units gets +1 attack per chivalry counter", BATTLE, "CR063", tap=True,
                         condition=lambda state, p, c: mark(state, "chivalry", c, 0) > 0
                         and bool(_knights_units(state, p))))
