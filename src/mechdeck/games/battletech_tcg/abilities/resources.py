"""Resources: the Command - Resource cards whose text says more than "{T}: {R}" (the plain ones, LT239-LT253, are
implemented by their data), and the cards that make resources, untap them or add deployments.

A resource ability other than "{T}: {R}" is a ``turn.RESOURCE[number]`` entry (amount, condition, what tapping it
does besides).  Counters of this module: ``deposit:<card>`` (Comstar Bank Account), ``emt`` ((seat, 'Mech), ...)
(Expert 'Mech Technicians), ``hanse<seat>`` (Hanse Davion), ``assets<seat>`` (assets gained for the game)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from ..board import ASSETS, HAND, POST, STOCK, assets, card_of, is_mech, mark, name_of, speed, tapped, who
from ..missions import add
from ..turn import RESOURCE, RULES_ID, resource_amount, scrap_card, scrap_from_stock, try_untap
from .building_blocks import (ANY_TIME, DEPLOY_PHASE, MISSION, MISSIONS_PHASE, TAP_FOR_INITIATIVE, add_counters,
                              all_mechs, attacking_mechs, choose, draw_ability, gain_resources, in_command_post)
from .registry import STATIC, Ability, ability, implements, trigger

S = SCRIPTS[RULES_ID]
PHASE_OF_PC = {2: "draw", 3: "repair", 4: "deploy", 5: "missions", 6: "end"}


def _phase(state) -> str | None:
    """The phase of the turn in progress (the turn frame's step counter has moved past the phase's start)."""
    for f in state.stack:
        if f.op == "turn":
            return PHASE_OF_PC.get(f.pc)
    return None


# -- LT042 Comstar Bank Account: {T}: a deposit counter; {T}: {R} plus {R} per deposit counter removed ---------------
def _deposit(state, f):
    n = add_counters(state, "deposit", f.locals["card"])
    state.say(f"Comstar Bank Account has {n} deposit counter(s)")


def _withdraw_offer(state, p, c):
    if mark(state, "deposit", c, 0):
        push(state, "script", p, script="LT042 withdraw", card=c, player=p)


def _withdraw_ask(state, f):
    n = mark(state, "deposit", f.locals["card"], 0)
    ask(state, f.locals["player"], [("withdraw", k) for k in range(n, -1, -1)],
        "Comstar Bank Account: remove how many deposit counters (+1 resource each)?", "pick")


def _withdraw(state, f):
    p = f.locals["player"]
    k = f.locals["pick"][1]
    if k:
        add_counters(state, "deposit", f.locals["card"], -k)
        gain_resources(state, p, k)
        state.say(f"{who(p)} removes {k} deposit counter(s) from Comstar Bank Account: +{k} resources")


S["LT042 deposit"] = (_deposit,)
S["LT042 withdraw"] = (_withdraw_ask, _withdraw)
RESOURCE["LT042"] = (1, None, _withdraw_offer)
ability("LT042", Ability("deposit", "put a deposit counter on Comstar Bank Account", DEPLOY_PHASE, "LT042 deposit",
                         tap=True))


# -- LT068 Elias Crichell: {T}: untap up to two resources (Deploy phase) ---------------------------------------------
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


S["LT068"] = (_elias_ask, _elias_untap)
ability("LT068", Ability("untap", "untap up to two resources", DEPLOY_PHASE, "LT068", tap=True))


# -- LT074 Expert 'Mech Technicians: {T}: scrap a card from hand, a 'Mech untaps at the end of your turn -----------
def _emt_ask_mech(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals["card_pick"][1])
    ask(state, p, [("choose", m) for m in all_mechs(state)],
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
        if m in all_mechs(state) and tapped(state, m) and not mark(state, "dep", m) and try_untap(state, m):
            state.say(f"{name_of(state, m)} untaps (Expert 'Mech Technicians)")


S["LT074"] = (choose(lambda state, p: state.zones[HAND[p]], "Expert 'Mech Technicians: scrap which card?", "scrap",
                     "card_pick"), _emt_ask_mech, _emt_mark)
trigger("turn_end", "LT074", _emt_untap)
ability("LT074", Ability("untap", "scrap a card from your hand: a 'Mech untaps at the end of your turn",
                         MISSIONS_PHASE, "LT074", tap=True,
                         condition=lambda state, p, c: bool(state.zones[HAND[p]]) and bool(all_mechs(state))))


# -- LT101 Hanse Davion - The Fox: a resource per Resource scrapped from the opponent's Stockpile; {T}: +1 init. -----
def _hanse_count(state, p, c):
    """p's Stockpile lost a card: a Resource card counts for the opponent's Hanse Davion."""
    if "Resource" in card_of(state, c).subtypes and in_command_post(state, 1 - p, "LT101"):
        state.counters[f"hanse{1 - p}"] = state.counters.get(f"hanse{1 - p}", 0) + 1


def _hanse_pay(state, p, window):
    if window != "deploy":
        return
    n = state.counters.pop(f"hanse{p}", 0)
    if n:
        gain_resources(state, p, n)
        state.say(f"{who(p)} gains {n} resource{'s' if n != 1 else ''} (Hanse Davion)")


trigger("stock_scrapped", "LT101", _hanse_count)
trigger("phase_start", "LT101", _hanse_pay)
ability("LT101", TAP_FOR_INITIATIVE)


# -- LT107 Heavy Industry: {T}: {R} {R}, counts as one of your deployments -------------------------------------------
def _heavy_ok(state, p, c):
    return _phase(state) == "deploy" and state.counters.get("active") == p and state.counters.get("deploys", 0) > 0


def _heavy_used(state, p, c):
    state.counters["deploys"] -= 1
    state.say(f"{who(p)} uses a deployment for Heavy Industry")


RESOURCE["LT107"] = (2, _heavy_ok, _heavy_used)
implements("LT107")


# -- LT161 Marik Arms Trade: {T}: 1 damage to an attacking 'Mech during a mission (ruling T315) ---------------------
def _marik_hit(state, f):
    unit = f.locals["pick"][1]
    add(state, "m.dmg", (unit, 1, f.locals["card"]))
    state.say(f"Marik Arms Trade deals 1 damage to {name_of(state, unit)}")


S["LT161"] = (choose(attacking_mechs, "Marik Arms Trade: deal 1 damage to which attacking 'Mech?"), _marik_hit)
ability("LT161", Ability("damage", "deal 1 damage to an attacking 'Mech", MISSION, "LT161", tap=True,
                         condition=lambda state, p, c: bool(attacking_mechs(state))))


# -- LT177 Mobile HQ: a resource ("{R }" in the source) that slow 'Mechs cannot attack (ruling T303) ---------------
def _mobile_hq_target(state, group, target) -> bool:
    if isinstance(target, int) and card_of(state, target).number == "LT177":
        # a group with a slow 'Mech moves slow; Elemental Point has its 'Mechs' speed
        return all(speed(state, m) > 1 for m in group if is_mech(state, m))
    return True


RESOURCE["LT177"] = (1, None, None)
STATIC.setdefault("may_target", []).append(_mobile_hq_target)
implements("LT177")


# -- LT186 Operation Advisory Council: {R} {R}, {T}: a resource per different asset (ruling T309) ------------------
def _oac(state, f):
    p = f.locals["player"]
    n = len(assets(state, p))
    gain_resources(state, p, n)
    state.say(f"{who(p)} gains {n} resource{'s' if n != 1 else ''} from Operation Advisory Council")


S["LT186"] = (_oac,)
ability("LT186", Ability("gain", "gain a resource per different asset", DEPLOY_PHASE, "LT186", tap=True, pay=2))

# -- LT224 Scrounger Crew: {T}: scrap the top card of your Stockpile to gain {R} {R} ---------------------------------
RESOURCE["LT224"] = (2, lambda state, p, c: bool(state.zones[STOCK[p]]),
                     lambda state, p, c: scrap_from_stock(state, p, 1))
implements("LT224")

# -- LT230 Specialized Project Team: scrap it to draw a card (Deploy phase) -------------------------------------------
ability("LT230", draw_ability("scrap Specialized Project Team to draw a card", DEPLOY_PHASE, scrap=True))

# -- LT238 Sun Zhang MechWarrior Academy: {T}: +1 initiative during a mission -----------------------------------------
ability("LT238", TAP_FOR_INITIATIVE)


# -- LT257 Theodore Kurita: {T}: one additional deployment this turn -------------------------------------------------
def _theodore(state, f):
    state.counters["deploys"] = state.counters.get("deploys", 0) + 1


S["LT257"] = (_theodore,)
ability("LT257", Ability("deploy", "make one additional deployment this turn", DEPLOY_PHASE, "LT257", tap=True))


# -- LT258 Think Tank: scrap it to gain an asset until the end of the game (ruling T313) ---------------------------
def _think_gain(state, f):
    p = f.locals["player"]
    letter = f.locals["pick"][1]
    state.counters[f"assets{p}"] = tuple(sorted(set(state.counters.get(f"assets{p}", ())) | {letter}))
    state.say(f"{who(p)} gains the asset {letter} until the end of the game")


S["LT258"] = (choose(lambda state, p: ASSETS, "Think Tank: gain which asset?", "gain"), _think_gain)
ability("LT258", Ability("asset", "scrap Think Tank to gain an asset for the game", ANY_TIME, "LT258", scrap=True))
