"""Resources: the Command - Resource cards whose text says more than "{T}: {R}" (the plain ones, LT239-LT253, are
implemented by their data), and the cards that make resources, untap them or add deployments; of Counterstrike,
Mercenaries and MechWarrior too (Black Market Connections ... Staging Ground).

A resource ability other than "{T}: {R}" is a ``turn.RESOURCE[number]`` entry (amount, condition, what tapping it
does besides).  Counters of this module: ``deposit:<card>`` (Comstar Bank Account), ``emt`` ((seat, 'Mech), ...)
(Expert 'Mech Technicians), ``hanse<seat>`` (Hanse Davion), ``assets<seat>`` (assets gained for the game),
``m.battle`` (Support from Home: this mission has a battle), ``diamond_will`` (Diamond Will's 6: (player, uses),
until the turn ends)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice
from ..board import (ASSETS, ATTACHED, BUILD, HAND, POST, SCRAP, STOCK, activation_cost, assets, card_of,
                     card_provides, controller, is_mech, is_unit, is_vehicle, mark, may_repair, name_of, set_mark,
                     speed, tapped, units_in_play, who)
from ..knowledge import learn
from ..missions import add, attacking_or_blocking, target_text
from ..turn import (FREE_DEPLOY, OPPONENT_PILOTS, RESOURCE, RULES_ID, SCRAP_FOR_RESOURCES, draw, resource_amount,
                    reveal, scrap_card, scrap_from_stock, try_untap)
from .building_blocks import (ANY_TIME, DEPLOY_PHASE, DRAW_PHASE, MISSION, MISSIONS_PHASE, TAP_FOR_INITIATIVE,
                              add_counters, all_mechs, attacking_mechs, choose, counters_on_card_under_construction,
                              cash_in_counters, draw_ability, expires_at_turn_end, from_scrapheap, gain_resources,
                              in_battle, in_command_post, in_scrapheap, mechs_in_mission, more_attack,
                              own_cards_under_construction, pilot_hosts, pilot_into_play, take_into_hand, turn_phase,
                              when_a_mech_in_play_is_scrapped)
from .card_flow import search_stockpile
from .registry import STATIC, Ability, ability, card_module, implements, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


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
    return turn_phase(state) == "deploy" and state.counters.get("active") == p and state.counters.get("deploys", 0) > 0


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
    if isinstance(target, int) and card_of(state, target).plays_as == "LT177":
        # a group with a slow 'Mech moves slow; Elemental Point has its 'Mechs' speed
        return all(speed(state, m) > 1 for m in group if is_unit(state, m))
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



# -- CS010 Black Market Connections: {T}: scrap two cards from your hand to take one from your Scrapheap ------------
def _black_market_ask_second(state, f):
    p = f.locals["player"]
    first = f.locals["first"][1]
    ask(state, p, [("scrap", c) for c in state.zones[HAND[p]] if c != first],
        "Black Market Connections: scrap which other card from your hand?", "second")


def _black_market_ask_return(state, f):
    p = f.locals["player"]   # chosen with the two cards, from the Scrapheap as it is before they go there
    ask(state, p, [("return", c) for c in state.zones[SCRAP[p]]],
        "Black Market Connections: take which card from your Scrapheap?", "back")


def _black_market(state, f):
    p = f.locals["player"]
    for key in ("first", "second"):
        scrap_card(state, f.locals[key][1], "from the hand (Black Market Connections)")
    take_into_hand(state, p, f.locals["back"][1])


S["CS010"] = (choose(lambda state, p: state.zones[HAND[p]], "Black Market Connections: scrap which card from your "
                     "hand?", "scrap", "first"), _black_market_ask_second, _black_market_ask_return, _black_market)
ability("CS010", Ability("black market", "scrap two cards from your hand to take one from your Scrapheap",
                         DEPLOY_PHASE, "CS010", tap=True,
                         condition=lambda state, p, c: len(state.zones[HAND[p]]) >= 2 and bool(state.zones[SCRAP[p]])))


# -- CS014 Blood of Kerensky: {T}: look at the top two cards of your Stockpile and restock one (Draw phase) ----------
def _kerensky_look(state, f):
    p = f.locals["player"]
    top = state.zones[STOCK[p]][-2:]
    state.say(f"{who(p)} looks at the top {len(top)} card{'s' if len(top) != 1 else ''} of the Stockpile")
    state.say("top first: " + ", ".join(name_of(state, c) for c in reversed(top)), p)
    learn(state, p, top)
    ask(state, p, [("restock", c) for c in reversed(top)], "Blood of Kerensky: restock which card?", "pick")


def _kerensky_restock(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    stock = state.zones[STOCK[p]]
    stock.remove(c)
    stock.insert(0, c)   # its owner still knows it at the bottom (ruling T721)
    state.say(f"{who(p)} restocks one of them (Blood of Kerensky)")
    state.say(f"{who(p)} restocks {name_of(state, c)}", p)


S["CS014"] = (_kerensky_look, _kerensky_restock)
ability("CS014", Ability("look", "look at the top two cards of your Stockpile and restock one", DRAW_PHASE, "CS014",
                         tap=True, condition=lambda state, p, c: bool(state.zones[STOCK[p]])))


# -- CS034 Earthwerks Limited: {T}: reveal one of your 'Mechs under construction; within 2 of its cost, activate it --
# Its reprint CE093 keeps "'Mechs", so both printings reach 'Mechs only (T1102).  CE093 "Activate one of your 'Mechs
# under construction that is within 2 Resources of being fully constructed" offers only such a 'Mech: CS034 may also
# reveal one further from its cost, which then only lies face up.
def _short_of_cost(state, p, m) -> int:
    return activation_cost(state, p, m) - state.counters.get(f"cc:{m}", 0)


def _mechs_under_construction(state, p) -> list[int]:
    return own_cards_under_construction(state, p, is_mech)


def _mechs_within_two_of_cost(state, p) -> list[int]:
    return [m for m in _mechs_under_construction(state, p) if _short_of_cost(state, p, m) <= 2]


def _earthwerks(state, f):
    p = f.locals["player"]
    m = f.locals["pick"][1]
    short = _short_of_cost(state, p, m)
    if short <= 2:
        if short > 0:
            state.counters[f"cc:{m}"] = activation_cost(state, p, m)   # the rest is not paid
        state.say(f"Earthwerks Limited: {name_of(state, m)} is within 2 of its cost and is activated")
    else:
        state.say(f"Earthwerks Limited: {name_of(state, m)} is {short} short of its cost and only revealed")
    reveal(state, p, m)


for _number, _name, _candidates, _prompt, _summary in (
        ("CS034", "reveal", _mechs_under_construction, "Earthwerks Limited: reveal which 'Mech under construction?",
         "reveal a 'Mech under construction; activate it if within 2 of its cost"),
        ("CE093", "activate", _mechs_within_two_of_cost,
         "Earthwerks Limited: activate which 'Mech within 2 of its cost?",
         "activate a 'Mech under construction within 2 of its cost")):
    S[_number] = (choose(_candidates, _prompt, _name), _earthwerks)
    ability(_number, Ability(_name, _summary, DEPLOY_PHASE, _number, tap=True,
                             condition=lambda state, p, c, candidates=_candidates: bool(candidates(state, p))))


# -- ME009 Assault 'Mech Specialists: {T}: two construction counters on a shown 'Mech of 80 tons or more -------------
def _assault_mech(state, c) -> bool:
    return is_unit(state, c) and (card_of(state, c).mass or 0) >= 80


S["ME009"] = counters_on_card_under_construction("Assault 'Mech Specialists", 2, _assault_mech)
ability("ME009", Ability("build", "put two construction counters on a 'Mech of 80 tons or more under construction",
                         DEPLOY_PHASE, "ME009", tap=True,
                         condition=lambda state, p, c: bool(own_cards_under_construction(state, p, _assault_mech))))
implements("ME009", block="construction counters on a shown card")


# -- ME018 ComStar News Bureau: {T}: {R} for each card you control that provides P (Deploy phase) ------------------
def _news_bureau(state, f):
    p = f.locals["player"]
    # a card's printed P or the P it was made to provide (ComStar Support, T1031); not an asset gained for the game
    n = sum(1 for c in state.zones[POST[p]] if "P" in card_provides(state, c))
    gain_resources(state, p, n)
    state.say(f"{who(p)} gains {n} resource{'s' if n != 1 else ''} from ComStar News Bureau")


S["ME018"] = (_news_bureau,)
ability("ME018", Ability("gain", "gain a resource for each card you control that provides P", DEPLOY_PHASE, "ME018",
                         tap=True))

# -- ME064 Outreach Mercenary Training: {T}: {R}, Tactics (it provides Politics and Tactics) --------------------------
RESOURCE["ME064"] = (1, None, None)   # printed "{T}:{R}" without the space the plain resources have
implements("ME064")


# -- ME076 Repair Facility: {T}: {R}; {T}: repair 1 damage to one 'Mech (Repair/Reload phase); Assembly -------------
# Its reprint CE248 says "one of your Units": ME076 reads "'Mech" as "Unit" (T1102) and repairs any player's Unit,
# CE248 only its controller's.
def _repair_facility(state, f):
    m = f.locals["pick"][1]
    set_mark(state, "dmg", m, mark(state, "dmg", m, 0) - 1)
    state.say(f"Repair Facility repairs 1 damage on {name_of(state, m)}")


def _damaged_units(state, p) -> list[int]:
    return [m for m in all_mechs(state) if mark(state, "dmg", m, 0) and may_repair(state, p, m)]


def _own_damaged_units(state, p) -> list[int]:
    return [m for m in _damaged_units(state, p) if controller(state, m) == p]


RESOURCE["ME076"] = (1, None, None)   # printed "{T}:{R}" without the space turn.resource_amount reads
for _number, _candidates, _summary in (("ME076", _damaged_units, "repair 1 damage to one 'Mech"),
                                       ("CE248", _own_damaged_units, "repair 1 damage to one of your Units")):
    S[_number] = (choose(_candidates, "Repair Facility: repair 1 damage on which Unit?", "repair"), _repair_facility)
    ability(_number, Ability("repair", _summary, frozenset({"repair"}), _number, tap=True,
                             condition=lambda state, p, c, candidates=_candidates: bool(candidates(state, p))))

# -- ME085 Strip Mining Operation: {T}: {R}; deployed revealed, it makes an additional deployment (ruling T356) -----
RESOURCE["ME085"] = (1, None, None)
FREE_DEPLOY.add("ME085")
implements("ME085")


# -- MW088 Staging Ground: {T}: {R}; {T}: three construction counters on a shown Command card under construction ----
def _command_card(state, c) -> bool:
    return card_of(state, c).kind == "command"


S["MW088"] = counters_on_card_under_construction("Staging Ground", 3, _command_card)
ability("MW088", Ability("build", "put three construction counters on one of your Command cards under construction",
                         DEPLOY_PHASE, "MW088", tap=True,
                         condition=lambda state, p, c: bool(own_cards_under_construction(state, p, _command_card))))
implements("MW088", block="construction counters on a shown card")


# -- CS057 Lostech Cache, CS059 Master Scrounger: {T}: {R}, or {T} and a further cost: {R} {R} (as ruling T256) -------
# Both are one tap: tapped for resources, the player chooses then whether to pay the further cost for the second
# resource (whether a cost can be paid counts the card as 1 resource, as Comstar Bank Account's deposits).
def _lostech_offer(state, p, c):
    if state.zones[HAND[p]]:
        push(state, "script", p, script="CS057 scrap", card=c, player=p)


def _lostech_ask(state, f):
    p = f.locals["player"]
    ask(state, p, [("scrap", x) for x in state.zones[HAND[p]]] + [("keep",)],
        "Lostech Cache: scrap a card from your hand to gain 2 resources instead of 1?", "pick")


def _lostech_scrap(state, f):
    p = f.locals["player"]
    pick = f.locals["pick"]
    if pick[0] == "scrap":
        scrap_card(state, pick[1], "from the hand (Lostech Cache)")
        gain_resources(state, p, 1)
        state.say(f"{who(p)} gains 2 resources from Lostech Cache instead of 1")


S["CS057 scrap"] = (_lostech_ask, _lostech_scrap)
RESOURCE["CS057"] = (1, None, _lostech_offer)
implements("CS057")


def _scrounger_offer(state, p, c):
    if len(state.zones[STOCK[p]]) >= 3:
        push(state, "script", p, script="CS059 scrap", card=c, player=p)


def _scrounger_ask(state, f):
    p = f.locals["player"]
    ask(state, p, [("scrap", f"stock{p}"), ("keep",)],
        "Master Scrounger: scrap three cards from your Stockpile to gain 2 resources instead of 1?", "pick")


def _scrounger_scrap(state, f):
    p = f.locals["player"]
    if f.locals["pick"][0] == "scrap":
        scrap_from_stock(state, p, 3)
        gain_resources(state, p, 1)
        state.say(f"{who(p)} gains 2 resources from Master Scrounger instead of 1")


S["CS059 scrap"] = (_scrounger_ask, _scrounger_scrap)
RESOURCE["CS059"] = (1, None, _scrounger_offer)
implements("CS059")


# -- CS039 Field Construction Site: {T}: {R} (its data); scrap it, tapped or not, to gain {R} {R} ---------------------
# turn.SCRAP_FOR_RESOURCES: offered wherever resources are tapped (Deploy phase, every payment) and counted by can_pay
SCRAP_FOR_RESOURCES["CS039"] = 2
implements("CS039")


# -- MW084 Solaris Contacts: {T}: {R} (its data); {T}: a Pilot card from your hand into play on an unpiloted 'Mech of
# yours, not a deployment (Deploy phase; T771) ------------------------------------------------------------------------
def _solaris_pilots(state, p) -> list[int]:
    """The Pilot cards in p's hand with a 'Mech of p's to go on (a pilot played on an opponent's 'Mech has none)."""
    mechs = units_in_play(state, p)
    return [c for c in state.zones[HAND[p]] if "Pilot" in card_of(state, c).subtypes
            and card_of(state, c).plays_as not in OPPONENT_PILOTS and pilot_hosts(state, p, c, mechs)]


def _solaris_host(state, f):
    p, pilot = f.locals["player"], f.locals["pilot"][1]
    ask(state, p, [("on", m) for m in pilot_hosts(state, p, pilot, units_in_play(state, p))],
        f"Solaris Contacts: put {name_of(state, pilot)} on which 'Mech?", "host")


def _solaris_put(state, f):
    pilot_into_play(state, f.locals["player"], f.locals["pilot"][1], f.locals["host"][1], "Solaris Contacts")


S["MW084"] = (choose(_solaris_pilots, "Solaris Contacts: put which Pilot card into play?", "choose", "pilot"),
              _solaris_host, _solaris_put)
ability("MW084", Ability("pilot", "put a Pilot card from your hand into play on an unpiloted 'Mech",
                         DEPLOY_PHASE, "MW084", tap=True,
                         condition=lambda state, p, c: bool(_solaris_pilots(state, p))))


# -- ME017 ComStar Investment: an investment counter as each of your turns begins; {T}: {R} per counter, the counters
# staying (Deploy phase; T761) -----------------------------------------------------------------------------------------
def _invest(state, p) -> None:
    for c in state.zones[POST[p]]:
        if card_of(state, c).plays_as == "ME017":
            n = add_counters(state, "investment", c)
            state.say(f"ComStar Investment gets an investment counter ({n})")


def _investment_returns(state, f):
    p = f.locals["player"]
    n = mark(state, "investment", f.locals["card"], 0)
    gain_resources(state, p, n)
    state.say(f"{who(p)} gains {n} resource{'s' if n != 1 else ''} from ComStar Investment")


S["ME017"] = (_investment_returns,)
ability("ME017", Ability("invest", "gain 1 resource per investment counter", DEPLOY_PHASE, "ME017", tap=True,
                         condition=lambda state, p, c: mark(state, "investment", c, 0) > 0))
trigger("turn_start", "ME017", _invest)


# -- MW076 Salvage Yard: {T}: {R} (its data); a salvage counter whenever a 'Mech you control is scrapped; {T}: remove
# any number of them for {R} each (Deploy phase; T761) -----------------------------------------------------------------
def _salvage_counter(state, mech: int, q: int) -> None:
    """A 'Mech q controlled in play is scrapped (not one leaving play otherwise, T1050): a salvage counter on each of
    q's Salvage Yards."""
    for y in state.zones[POST[q]]:
        if card_of(state, y).plays_as == "MW076":
            n = add_counters(state, "salvage", y)
            state.say(f"Salvage Yard gets a salvage counter ({n})")


cash_in_counters("MW076", "Salvage Yard", "salvage")
when_a_mech_in_play_is_scrapped("MW076", _salvage_counter)


# -- MW091 Support from Home: at the end of each battle, a support counter per engaged 'Mech of yours not scrapped in
# it (either player's missions; after each of No Quarter's two battles); {T}: remove any number of them for {R} each
# (Deploy phase; T761) --------------------------------------------------------------------------------------------
# "Engaged" is the glossary's: attacking or blocking, never the mission's target 'Mech (T101, T1030).  Whether there
# was a battle is noted when blockers are declared (``m.battle``), since a target 'Mech scrapped in it is no Unit in
# play by the mission's end.
def _has_support_from_home(state) -> bool:
    return any(card_of(state, y).plays_as == "MW091" for q in (0, 1) for y in state.zones[POST[q]])


def _note_battle(state, o) -> None:
    if _has_support_from_home(state) and in_battle(state):
        state.counters["m.battle"] = True


def _support_counters(state) -> None:
    if not (state.counters.get("m.battle") or in_battle(state)):
        return
    for q in (0, 1):
        homes = [y for y in state.zones[POST[q]] if card_of(state, y).plays_as == "MW091"]
        if not homes:
            continue
        alive = units_in_play(state, q)
        n = sum(1 for m in attacking_or_blocking(state, q) if m in alive and is_unit(state, m))
        for y in homes:
            if n:
                total = add_counters(state, "support", y, n)
                state.say(f"Support from Home gets {n} support counter{'s' if n != 1 else ''} ({total})")


cash_in_counters("MW091", "Support from Home", "support")
trigger("blockers_declared", "MW091", _note_battle)
trigger("battle_end", "MW091", _support_counters)


# -- ME032 Expert Negotiating Team: {T}: untap a Mercenary card, either player's (Missions phase, not in a mission;
# the Guide: "may untap only cards listing the keyword Mercenary", T759) -----------------------------------------------
def _mercenary(card) -> bool:
    return "Mercenary" in card.keywords


def _tapped_mercenaries(state, p=None) -> list[int]:
    out = []
    for q in (0, 1):
        for c in state.zones[POST[q]] + state.zones[ATTACHED[q]] + units_in_play(state, q):
            if tapped(state, c) and _mercenary(card_of(state, c)):
                out.append(c)
    return out


def _negotiated(state, f):
    c = f.locals["pick"][1]
    if try_untap(state, c):
        state.say(f"Expert Negotiating Team untaps {name_of(state, c)}")


S["ME032"] = (choose(_tapped_mercenaries, "Expert Negotiating Team: untap which Mercenary card?", "untap"), _negotiated)
ability("ME032", Ability("untap", "untap a Mercenary card", MISSIONS_PHASE, "ME032", tap=True,
                         condition=lambda state, p, c: bool(_tapped_mercenaries(state))))


# -- ME058 Mercenary Relations Division: {T}: {R} (its data); {T}: a Mercenary card from your Scrapheap to your hand
# (Deploy phase; T759) -------------------------------------------------------------------------------------------------
RESOURCE["ME058"] = (1, None, None)   # printed "{T}:{R}", without the space the data reading expects
S["ME058"] = from_scrapheap("Mercenary Relations Division", _mercenary)
ability("ME058", Ability("take", "a Mercenary card from your Scrapheap to your hand", DEPLOY_PHASE, "ME058", tap=True,
                         condition=in_scrapheap(_mercenary)))
implements("ME058", block="from the Scrapheap to the hand")


# -- AR001 Advanced Manufacturing Techniques: {T}: {R} (its text's first line); {T}: two construction counters on a card
# under construction with at least five, or three on one with at least eight (Deploy phase, your own cards: T1200);
# Logistics (its data) -------------------------------------------------------------------------------------------------
def _manufacturing_bonus(state, c) -> int:
    n = state.counters.get(f"cc:{c}", 0)
    return 3 if n >= 8 else 2 if n >= 5 else 0


def _well_advanced(state, p) -> list[int]:
    return own_cards_under_construction(state, p, lambda state, c: _manufacturing_bonus(state, c) > 0)


def _manufacture(state, f):
    c = f.locals["pick"][1]
    n = _manufacturing_bonus(state, c)
    state.counters[f"cc:{c}"] += n
    state.say(f"Advanced Manufacturing Techniques puts {n} construction counters on {target_text(state, c)} "
              f"({state.counters[f'cc:{c}']})")


S["AR001"] = (choose(_well_advanced, "Advanced Manufacturing Techniques: add construction counters to which card?",
                     "build"), _manufacture)
ability("AR001", Ability("build", "add construction counters to a card under construction with five or more",
                         DEPLOY_PHASE, "AR001", tap=True, condition=lambda state, p, c: bool(_well_advanced(state, p))))


# -- AR021 Command Circuit: {R}, {T}: roll a die (Deploy phase): 1-2 scrap it; 3-5 draw a card and an additional
# deployment; 6 draw three cards and three additional deployments ------------------------------------------------------
def _command_circuit(state, f):
    p, die = f.locals["player"], f.locals["die"]
    if die <= 2:
        scrap_card(state, f.locals["card"], f"(Command Circuit rolled {die})")
        return
    n = 3 if die == 6 else 1
    draw(state, p, n)
    state.counters["deploys"] = state.counters.get("deploys", 0) + n
    state.say(f"{who(p)} may make {n} additional deployment{'s' if n != 1 else ''} this turn")


S["AR021"] = (dice.roll_step(), _command_circuit)
ability("AR021", Ability("roll", "roll a die: draw and deploy more, or lose Command Circuit", DEPLOY_PHASE, "AR021",
                         tap=True, pay=1))


# -- AR031 Diamond Will's: {R}, {R}, {T}: roll a die (Deploy phase): 1 scrap it; 2-5 gain that many resources; 6 once
# this turn you may activate a card ignoring its base construction cost (T1116) ----------------------------------------
# Each 6 adds one use to ``diamond_will`` = (its player, uses left), kept until the turn ends.  While a use is left that
# player's activation costs lack their base part (board.activation_cost, STATIC["activation_cost"]), so a card whose
# construction counters cover only what is left may be revealed (or deployed revealed); each card activated that
# needed it takes one use (T1202).
def _diamond_roll(state, f):
    p, die = f.locals["player"], f.locals["die"]
    if die == 1:
        scrap_card(state, f.locals["card"], "(Diamond Will's rolled 1)")
    elif die <= 5:
        gain_resources(state, p, die)
        state.say(f"{who(p)} gains {die} resources (Diamond Will's)")
    else:
        state.counters["diamond_will"] = (p, _diamond_uses(state, p) + 1)
        state.say(f"{who(p)} may activate a card ignoring its base construction cost once this turn")


def _diamond_uses(state, p) -> int:
    seat, uses = state.counters.get("diamond_will", (p, 0))
    return uses if seat == p else 0


def _ignoring_base_cost(state, p, c, base, asset_part):
    return (0, asset_part) if "diamond_will" in state.counters and _diamond_uses(state, p) else (base, asset_part)


def _diamond_used(state, p, c) -> bool:
    """A card p activates while a 6 of Diamond Will's holds takes one use if its counters fall short of its cost
    without it (the cost is asked with the uses set aside); a card paid in full takes none ("you may")."""
    counters = state.counters
    uses = _diamond_uses(state, p) if "diamond_will" in counters else 0
    if not uses:
        return False
    del counters["diamond_will"]
    if counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c):
        counters["diamond_will"] = (p, uses)
        return False
    if uses > 1:
        counters["diamond_will"] = (p, uses - 1)
    state.say(f"{who(p)} activates {name_of(state, c)} ignoring its base construction cost (Diamond Will's)")
    return False


S["AR031"] = (dice.roll_step(), _diamond_roll)
ability("AR031", Ability("roll", "roll a die: resources, or a card activated ignoring its base cost", DEPLOY_PHASE,
                         "AR031", tap=True, pay=2))
STATIC.setdefault("activation_cost", []).append(_ignoring_base_cost)
trigger("revealed", "AR031", _diamond_used)
expires_at_turn_end("AR031", "diamond_will")


# -- AR102 Vehicle Repair Barn: {T}: {R} (its data); {T}: repair 1 damage to each of your Vehicles (Repair/Reload
# phase; "Vehicle" is Vehicles and Battle Armor, T1100) ----------------------------------------------------------------
def _damaged_vehicles(state, p) -> list[int]:
    return [u for u in units_in_play(state, p) if is_vehicle(state, u) and mark(state, "dmg", u, 0)
            and may_repair(state, p, u)]


def _repair_barn(state, f):
    for u in _damaged_vehicles(state, f.locals["player"]):
        set_mark(state, "dmg", u, mark(state, "dmg", u, 0) - 1)
        state.say(f"Vehicle Repair Barn repairs 1 damage on {name_of(state, u)}")


S["AR102"] = (_repair_barn,)
ability("AR102", Ability("repair", "repair 1 damage to each of your Vehicles", frozenset({"repair"}), "AR102",
                         tap=True, condition=lambda state, p, c: bool(_damaged_vehicles(state, p))))


# -- AR103 War Funds: {T}: {R} (its data); scrap it: search your Stockpile for a Resource card, show it and deploy it,
# not as a deployment, then shuffle (Deploy phase) ---------------------------------------------------------------------
def _deploy_found(state, p, c) -> None:
    """Deployed face down as a card from the hand is (its player and, shown, the opponent know it).  It used no
    deployment, so a card that gives its deployment back when revealed the turn it is played (T356) has none to give:
    it is not marked as played this turn."""
    state.zones[BUILD[p]].append(c)
    state.say(f"{who(p)} shows {name_of(state, c)} and deploys it face down (not a deployment)")


S["AR103"] = search_stockpile("War Funds", lambda card: "Resource" in card.subtypes, "deploy", "Resource card",
                              shown=True, put=_deploy_found)
ability("AR103", Ability("search", "scrap War Funds to search your Stockpile for a Resource card and deploy it",
                         DEPLOY_PHASE, "AR103", scrap=True, condition=lambda state, p, c: bool(state.zones[STOCK[p]])))


# -- CR089 Star League Proving Grounds: {T}: {R} (its data); {T}: one of your unaffiliated Units in the mission gets +1
# attack and +1 armor (mission; unaffiliated: an alignment and no affiliation, as its owner's Alliance leaves them,
# T1114, T1206) --------------------------------------------------------------------------------------------------------
def _unaffiliated(state, u) -> bool:
    from .legacies_and_alliances import affiliations   # (loaded after this module: imported when asked)
    alignments, houses = affiliations(state, u)
    return bool(alignments) and not houses


def _proving_grounds_candidates(state, p) -> list[int]:
    return [u for u in mechs_in_mission(state) if controller(state, u) == p and _unaffiliated(state, u)]


def _proving_grounds(state, f):
    u = f.locals["pick"][1]
    more_attack(state, u, 1)
    add(state, "m.armor", (u, 1))
    state.say(f"{name_of(state, u)} gets +1 armor")


S["CR089"] = (choose(_proving_grounds_candidates, "Star League Proving Grounds: which of your unaffiliated Units gets "
                                                  "+1 attack and +1 armor?", "train"), _proving_grounds)
ability("CR089", Ability("train", "one of your unaffiliated Units gets +1 attack and +1 armor", MISSION, "CR089",
                         tap=True, condition=lambda state, p, c: bool(_proving_grounds_candidates(state, p))))
