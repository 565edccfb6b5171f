"""Command cards of Counterstrike, Mercenaries and MechWarrior that act on the cards in play: leaders and sites that
untap or tap 'Mechs and Resources, add deployments, shell sites, scrap cards, take Resources for a turn, take cards
out of play (Omi Kurita), make the opponent pay for Unique cards, lower a player's initiative (Adam Steiner ...
Sharilar Mori), and the Operations Accelerate Conflict, Blockade and Orbital Bombardment (declared with
subterfuge.py's ``operation``) and Chandrasekhar Kurita, who removes operation counters.  The cards that move cards
between hands, Stockpiles and Scrapheaps are in card_flow.py; the other ones used in missions in battle_commands.py.

Counters: ``op:<card>`` operation counters (as the base set's Operations in subterfuge.py), ``accelerated`` the
completed Accelerate Conflicts, ``blockade<seat>`` the Blockades that seat suffers, ``m.omi`` the cards Omi Kurita
took out of play this mission.  Marks: ``frozen:<card>`` the turn during which the card cannot untap (Myndo
Waterly), ``borrowed:<card>`` the seat + 1 that controls the card until the end of the turn (Redjack Ryan),
``mori:<card>`` the seat + 1 that Sharilar Mori's -1 initiative is on.
Also here: the pilot Vlad of the Wards (STATIC["attacks_any_speed"]), Oda Hideyoshi (``m.oda``, a one-'Mech block),
Single Combat (missions.start_battle), the asset cards ComStar Support, Work Stoppage and Severed Supply Lines
(board.assets: ``provides:<card>``, ``stoppage:<card>``, ``lost_assets<seat>``), and the cards that deplete 'Mechs
as an effect, Assault on the Rear Echelon (``rear_echelon``) and Mech Trap.
Arsenal and Crusade (issue 18): Coordinator Theodore Kurita (a charge on each opposing deployment), Jerrard Cranston
(``cranston<seat>``: a bar on Mission cards), Tormano Liao, Battle Attrition (``attrition_ignored:<card>``,
``m.attrition``), Entropy-Based Warfare (STATIC["activation_cost"]), Indiscriminate Terrorism, Isolated Forces (the
Untap phase hook "untap_phase"), Judith Faber (open Stockpile tops: STATIC["open_stock_top"]), Khan Vlad Ward
(``ward:<unit>``), MechWarrior Trent (``trent``), Strategic Bombardment and Temptation (``attacked<seat>``)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import board as table
from .. import missions as mission_rules
from ..board import (ATTACHED, BUILD, HAND, PATROL, POST, STOCK, attachments, card_of, clear_marks, controller,
                     game_holds, is_mech, is_unit, mark, name_of, next_turn_of, owner, set_mark, tap, tapped,
                     units_in_play, who)
from ..knowledge import known, learn
from ..missions import (NO_MISSION_CARDS, PILOT_INITIATIVE, add, attackers_available, deal_damage, group_ok, initiative,
                        legal_targets, may_join, remove_from_battle, target_text)
from ..turn import RESOURCE as TURN_RESOURCE
from ..turn import (AFTER_PAY, FREE_DEPLOY, HOST_FILTER, REVEAL_ONLY_WHEN, RULES_ID, TRIGGERS, WINDOW_ACTIONS,
                    WINDOW_FILTERS, can_pay, pay, release_guards, scrap_card, scrap_from_stock, try_untap)
from .building_blocks import (ANY_TIME, DEPLOY_PHASE, MISSION, MISSIONS_PHASE, PREBLOCK, asset_cost, choose, deplete,
                              divided_damage, expires_at_turn_end, game_lost, in_command_post, one_shot,
                              paid_action, restock_picked, revealed_when_attacked)
from .missions_cards import controls_clan_card
from .registry import STATIC, Ability, ability, card_module, implements, on_reveal, trigger
from .subterfuge import offer, operation, operation_cards, remove_operation_counter

card_module(__name__)   # what this module registers below counts for it (registry.where)
S = SCRIPTS[RULES_ID]


def _untappable(state, c) -> bool:
    """Tapped, and not depleted (a depleted 'Mech stays tapped until it is reloaded, T651)."""
    return tapped(state, c) and not mark(state, "dep", c)


def _untap(state, c, title: str) -> None:
    if try_untap(state, c):
        state.say(f"{title} untaps {name_of(state, c)}")
    else:
        state.say(f"{name_of(state, c)} does not untap")


# -- CS003 Adam Steiner: {T}: untap any 'Mech (your Missions phase, outside a mission) ---------------------------------
def _tapped_mechs(state, p=None) -> list[int]:
    return [m for q in (0, 1) for m in units_in_play(state, q) if is_unit(state, m) and _untappable(state, m)]


S["CS003"] = (choose(_tapped_mechs, "Adam Steiner: untap which 'Mech?", "untap"),
              lambda state, f: _untap(state, f.locals["pick"][1], "Adam Steiner"))
ability("CS003", Ability("untap", "untap any 'Mech", MISSIONS_PHASE, "CS003", tap=True,
                         condition=lambda state, p, c: bool(_tapped_mechs(state))))


# -- CS060 Mech Hangar: {T}: an additional deployment this turn (Deploy phase) -----------------------------------------
def _hangar(state, f):
    state.counters["deploys"] = state.counters.get("deploys", 0) + 1
    state.say(f"{who(f.locals['player'])} may make an additional deployment this turn")


S["CS060"] = (_hangar,)
ability("CS060", Ability("deploy", "make an additional deployment this turn", DEPLOY_PHASE, "CS060", tap=True))


# -- CS089 Thumper Battery: {T}: 2 damage to one site (your Missions phase, outside a mission) ------------------------
def _site_text(state, site) -> str:
    if isinstance(site, str):
        return f"{who(int(site[-1]))}'s {'Stockpile' if site.startswith('stock') else 'Scrapheap'}"
    return target_text(state, site)


def _thumper(state, f):
    site = f.locals["pick"][1]
    state.say(f"Thumper Battery deals 2 damage to {_site_text(state, site)}")
    deal_damage(state, f.locals["player"], ((site, 2),))


S["CS089"] = (choose(lambda state, p: mission_rules.every_site(state), "Thumper Battery: deal 2 damage to which site?",
                     "shell"), _thumper)
ability("CS089", Ability("shell", "deal 2 damage to one site", MISSIONS_PHASE, "CS089", tap=True))


# -- CS093 Ulric Kerensky: {T}: untap all of your Resources (Deploy phase) ---------------------------------------------
def _your_tapped_resources(state, p) -> list[int]:
    return [c for c in state.zones[POST[p]] if "Resource" in card_of(state, c).subtypes and tapped(state, c)]


def _ulric(state, f):
    for c in _your_tapped_resources(state, f.locals["player"]):
        _untap(state, c, "Ulric Kerensky")


S["CS093"] = (_ulric,)
ability("CS093", Ability("untap", "untap all of your Resources", DEPLOY_PHASE, "CS093", tap=True,
                         condition=lambda state, p, c: bool(_your_tapped_resources(state, p))))


# -- ME005 Anastasius Focht: {T}, {R}: untap an Inner Sphere 'Mech and tap a Clan 'Mech, or the reverse (your Missions
# phase, outside a mission; both must be there, Guide).  CE008, its Commander's Edition printing: "Choose any Inner
# Sphere Unit and any Clan Unit controlled by different players.  Tap one and untap the other": the same two abilities,
# the Unit tapped controlled by another player than the Unit untapped (``apart``). --------------------------------
FOCHT_CE = "CE008"


def _mechs_of(state, side: str, want_tapped: bool, other_than: int | None = None) -> list[int]:
    """The Units of that side to untap (``want_tapped``) or to tap; with ``other_than`` (a seat), not that seat's."""
    out = []
    for q in (0, 1):
        if q == other_than:
            continue
        for m in units_in_play(state, q):
            if is_unit(state, m) and side in card_of(state, m).affiliation and \
                    (_untappable(state, m) if want_tapped else not tapped(state, m)):
                out.append(m)
    return out


def _focht(untap_side: str, tap_side: str, apart: bool) -> tuple:
    what = "Unit" if apart else "'Mech"

    def ask_untap(state, f):
        ups = [m for m in _mechs_of(state, untap_side, True)
               if not apart or _mechs_of(state, tap_side, False, controller(state, m))]
        ask(state, f.locals["player"], [("untap", m) for m in ups],
            f"Anastasius Focht: untap which {untap_side} {what}?", "up")

    def ask_tap(state, f):
        other_than = controller(state, f.locals["up"][1]) if apart else None
        ask(state, f.locals["player"], [("tap", m) for m in _mechs_of(state, tap_side, False, other_than)],
            f"Anastasius Focht: tap which {tap_side} {what}?", "down")

    def do(state, f):
        _untap(state, f.locals["up"][1], "Anastasius Focht")
        m = f.locals["down"][1]
        tap(state, m)
        state.say(f"Anastasius Focht taps {name_of(state, m)}")

    return ask_untap, ask_tap, do


def _focht_possible(untap_side: str, tap_side: str, apart: bool):
    """Both Units must be there (Guide): a tapped one to untap, an untapped one to tap (``apart``: of another
    player)."""
    def possible(state, p, c) -> bool:
        return any(_mechs_of(state, tap_side, False, controller(state, m) if apart else None)
                   for m in _mechs_of(state, untap_side, True))
    return possible


for _number, _apart in (("ME005", False), (FOCHT_CE, True)):
    S[f"{_number} is"] = _focht("Inner Sphere", "Clan", _apart)
    S[f"{_number} clan"] = _focht("Clan", "Inner Sphere", _apart)
    _what = "Unit" if _apart else "'Mech"
    ability(_number,
            Ability("is", f"untap an Inner Sphere {_what} and tap a Clan {_what}", MISSIONS_PHASE, f"{_number} is",
                    tap=True, pay=1, condition=_focht_possible("Inner Sphere", "Clan", _apart)),
            Ability("clan", f"untap a Clan {_what} and tap an Inner Sphere {_what}", MISSIONS_PHASE,
                    f"{_number} clan", tap=True, pay=1, condition=_focht_possible("Clan", "Inner Sphere", _apart)))


# -- MW044 Katherine Steiner-Davion: {T}: scrap any Command card in play that provides {P} (Deploy phase) --------------
def _politics_providers(state, p=None) -> list[int]:
    return [c for q in (0, 1) for c in state.zones[POST[q]] if "P" in table.card_provides(state, c)]


S["MW044"] = (choose(_politics_providers, "Katherine Steiner-Davion: scrap which card that provides P?", "scrap"),
              lambda state, f: scrap_card(state, f.locals["pick"][1], "(Katherine Steiner-Davion)"))
ability("MW044", Ability("scrap", "scrap a Command card in play that provides P", DEPLOY_PHASE, "MW044", tap=True,
                         condition=lambda state, p, c: bool(_politics_providers(state))))


# -- ME059 Myndo Waterly: {T}: restock one of your Resource cards in play; tap all the opponent's cards that provide
# {P}; they cannot untap during that player's next turn (Deploy phase) ----------------------------------------------
def _your_resources(state, p) -> list[int]:
    return [c for c in state.zones[POST[p]] if "Resource" in card_of(state, c).subtypes]


def restock_from_play(state, c: int, top: bool = False) -> None:
    """A card in play goes to the bottom (``top``: the top) of its owner's Stockpile: it leaves play as when
    scrapped (its attachments are scrapped, its marks forgotten, its guards go back to patrol; no "scrapped"
    trigger: it is not scrapped), face up, so both players know where it is."""
    for a in attachments(state, c):
        scrap_card(state, a, host=c)
    zone = next(z for z in POST + PATROL + ATTACHED + BUILD if c in state.zones[z])
    for number, fn in TRIGGERS.get("leaves_play", ()):
        fn(state, c, zone)
    state.zones[zone].remove(c)
    stock = state.zones[STOCK[owner(state, c)]]
    if top:
        stock.append(c)
    else:
        stock.insert(0, c)
    clear_marks(state, c)
    release_guards(state, c)
    learn(state, -1, (c,))
    if "m.att" in state.counters:   # damage still meant for it this mission is not dealt (``_gone_from_play``)
        state.counters["m.omi"] = state.counters.get("m.omi", ()) + (c,)
    state.say(f"{name_of(state, c)} goes from play to the {'top' if top else 'bottom'} of {who(owner(state, c))}'s "
              "Stockpile")


def _myndo(state, f):
    p = f.locals["player"]
    restock_from_play(state, f.locals["pick"][1])
    o = 1 - p
    frozen_turn = next_turn_of(state, o)   # after any extra turn of p's still to come (ruling T1005)
    for c in state.zones[POST[o]]:
        if "P" in table.card_provides(state, c):   # ComStar Support made to provide P too
            tap(state, c)
            set_mark(state, "frozen", c, frozen_turn)
            state.say(f"Myndo Waterly taps {name_of(state, c)}: it cannot untap during {who(o)}'s next turn")


def _frozen(state, c) -> bool:
    return mark(state, "frozen", c) == state.counters.get("turn")


S["ME059"] = (choose(_your_resources, "Myndo Waterly: restock which of your Resource cards?", "restock"), _myndo)
ability("ME059", Ability("restock", "restock one of your Resources; tap the opponent's cards that provide P",
                         DEPLOY_PHASE, "ME059", tap=True,
                         condition=lambda state, p, c: bool(_your_resources(state, p))))
trigger("untap", "ME059", _frozen)


# -- ME074 Redjack Ryan: {T}: untap a Resource card an opponent controls and control it until the end of the turn
# (Repair/Reload phase) -------------------------------------------------------------------------------------------
def _opposing_resources(state, p) -> list[int]:
    return [c for c in state.zones[POST[1 - p]] if "Resource" in card_of(state, c).subtypes]


def _move_post(state, c: int, to: int) -> None:
    state.zones[POST[1 - to]].remove(c)
    state.zones[POST[to]].append(c)
    release_guards(state, c)   # a guard stays with its own player's sites


def _redjack(state, f):
    p = f.locals["player"]
    c = f.locals["pick"][1]
    if tapped(state, c):
        _untap(state, c, "Redjack Ryan")
    _move_post(state, c, p)
    set_mark(state, "borrowed", c, p + 1)
    state.say(f"{who(p)} gains control of {name_of(state, c)} until the end of the turn")


def _redjack_return(state, p):
    for c in list(state.zones[POST[p]]):
        if mark(state, "borrowed", c) == p + 1:
            set_mark(state, "borrowed", c, None)
            _move_post(state, c, 1 - p)
            state.say(f"{who(1 - p)} regains control of {name_of(state, c)}")


S["ME074"] = (choose(_opposing_resources, "Redjack Ryan: untap and take which Resource card?", "take"), _redjack)
ability("ME074", Ability("take", "untap an opposing Resource card and control it until the end of the turn",
                         frozenset({"repair"}), "ME074", tap=True,
                         condition=lambda state, p, c: bool(_opposing_resources(state, p))))
trigger("turn_end", "ME074", _redjack_return)


# -- ME071 Protection Racket: for each Unique card its opponent controls, that player pays (1+2P) in the
# Repair/Reload phase or scraps the card (the opponent is the only one: chosen at once) -----------------------------
_RACKET_COST = asset_cost(1, "P", 2)


def _unique_in_play(state, q) -> list[int]:
    cards = state.zones[POST[q]] + state.zones[PATROL[q]] + state.zones[ATTACHED[q]]
    cards += [c for c in state.zones[BUILD[q]] if c in units_in_play(state, q)]
    return [c for c in cards if card_of(state, c).unique]


def _racket_upkeep(state, q, window):
    if window != "repair":
        return
    for racket in state.zones[POST[1 - q]]:
        if card_of(state, racket).plays_as == "ME071":
            for c in reversed(_unique_in_play(state, q)):   # asked in the table's order (the last pushed runs first)
                push(state, "script", q, script="ME071", card=c, player=q)


def _racket_ask(state, f):
    q = f.locals["player"]
    c = f.locals["card"]
    if controller(state, c) != q or c not in _unique_in_play(state, q):
        stop(state, f)   # gone meanwhile
        return
    cost = _RACKET_COST(state, q)
    options = ([("pay for", c)] if can_pay(state, q, cost) else []) + [("scrap", c)]
    ask(state, q, options, f"Protection Racket: pay {cost} for {name_of(state, c)} or scrap it", "pick")


def _racket_do(state, f):
    q = f.locals["player"]
    c = f.locals["card"]
    if f.locals["pick"][0] == "pay for":
        pay(state, q, _RACKET_COST(state, q), ("protection paid", c))
    else:
        scrap_card(state, c, "(Protection Racket)")


S["ME071"] = (_racket_ask, _racket_do)
AFTER_PAY["protection paid"] = lambda state, q, c: state.say(f"{who(q)} pays Protection Racket for "
                                                              f"{name_of(state, c)}")
trigger("phase_start", "ME071", _racket_upkeep)
implements("ME071")


# -- Operations: CS001 Accelerate Conflict, CS013 Blockade, CS066 Orbital Bombardment: three operation counters, one
# removed as their player's turn begins; at the last one the card is scrapped and does its effect (subterfuge.py's
# ``operation`` countdown) ---------------------------------------------------------------------------------------
def _accelerate_completed(state, p: int) -> None:
    state.counters["accelerated"] = state.counters.get("accelerated", 0) + 1
    state.say("all damage dealt to each player's Stockpile is doubled until the end of the game")


def _blockade_completed(state, p: int) -> None:
    state.counters[f"blockade{1 - p}"] = state.counters.get(f"blockade{1 - p}", 0) + 1
    state.say(f"{who(1 - p)} scraps three cards at the beginning of each turn until {who(p)} deploys a card")


def _bombardment_completed(state, p: int) -> None:
    push(state, "script", p, script="CS066 strike", player=p)


operation("CS001", 3, _accelerate_completed)
operation("CS013", 3, _blockade_completed)
operation("CS066", 3, _bombardment_completed)


# -- CS020 Chandrasekhar Kurita: {T}: remove an operation counter from an Operation card (your Missions phase, outside
# a mission; the last one completes it); {T}: restock a card (your Deploy phase); Logistics (its data) -------------
def _operations_in_play(state, p=None) -> list[int]:
    return operation_cards(state, 0) + operation_cards(state, 1)


S["CS020 operation"] = (choose(_operations_in_play, "Chandrasekhar Kurita: remove an operation counter from which "
                               "Operation card?", "choose"),
                        lambda state, f: remove_operation_counter(state, f.locals["pick"][1]))
S["CS020 restock"] = (choose(lambda state, p: state.zones[HAND[p]], "Chandrasekhar Kurita: restock which card from "
                             "your hand?", "restock"), restock_picked("a card (Chandrasekhar Kurita)"))
ability("CS020",
        Ability("operation", "remove an operation counter from an Operation card", MISSIONS_PHASE, "CS020 operation",
                tap=True, condition=lambda state, p, c: bool(_operations_in_play(state))),
        Ability("restock", "restock a card from your hand", DEPLOY_PHASE, "CS020 restock", tap=True,
                condition=lambda state, p, c: bool(state.zones[HAND[p]])))


# CS001 Accelerate Conflict: "double all damage dealt to each player's Stockpile until the end of the game" (each
# completed one doubles again); "During your Repair/Reload phase, pay (3+3L). If you cannot pay this cost, scrap it"
def _doubled(state, dst, n):
    times = state.counters.get("accelerated")
    if times and isinstance(dst, str) and dst.startswith("stock"):
        return n * 2 ** times
    return n


_ACCELERATE_COST = asset_cost(3, "L", 3)


def _accelerate_upkeep(state, p, window):
    if window == "repair":
        for c in state.zones[POST[p]]:
            if card_of(state, c).plays_as == "CS001":
                push(state, "script", p, script="CS001 upkeep", card=c, player=p)


def _accelerate_pay(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    if c not in state.zones[POST[p]]:
        return
    cost = _ACCELERATE_COST(state, p)
    if can_pay(state, p, cost):
        pay(state, p, cost, ("operation kept", c))
    else:
        scrap_card(state, c, f"(its upkeep of {cost} could not be paid)")


S["CS001 upkeep"] = (_accelerate_pay,)
AFTER_PAY["operation kept"] = lambda state, p, c: state.say(f"{who(p)} pays for {name_of(state, c)}")
STATIC.setdefault("site_damage", []).append(_doubled)
trigger("phase_start", "CS001", _accelerate_upkeep)


# CS066 Orbital Bombardment: "deal 2 damage to any 'Mech or site for each card you scrap from your hand"
def _bombard_scrap(state, f):
    p = f.locals["player"]
    f.locals.setdefault("scrapped", 0)
    hand = state.zones[HAND[p]]
    if hand:
        titles = {}   # one card of each title: copies are interchangeable choices
        for c in hand:
            titles.setdefault(name_of(state, c), c)
        ask(state, p, [("scrap", c) for c in titles.values()] + [("done",)],
            f"Orbital Bombardment: scrap cards from your hand, 2 damage each ({f.locals['scrapped']} so far)", "pick")
    else:
        f.locals["pick"] = ("done",)


def _bombard_more(state, f):
    if f.locals["pick"][0] == "scrap":
        scrap_card(state, f.locals["pick"][1], "from the hand")
        f.locals["scrapped"] += 1
        f.pc -= 2   # the next card, or done


def _bombard_targets(state, p) -> list:
    mechs = [m for q in (0, 1) for m in units_in_play(state, q) if is_unit(state, m)]
    return mechs + mission_rules.every_site(state)


def _bombard_deal(state, f, hits) -> None:
    for target, k in hits.items():
        state.say(f"Orbital Bombardment deals {2 * k} damage to {_site_text(state, target)}")
    deal_damage(state, f.locals["player"], tuple((target, 2 * k) for target, k in hits.items()))


S["CS066 strike"] = (_bombard_scrap, _bombard_more) + divided_damage(
    "Orbital Bombardment", "bombard", _bombard_targets, lambda state, f: f.locals["scrapped"], _bombard_deal,
    "{title}: 2 damage to which 'Mech or site? ({left} to place)")


# -- ME082 Sharilar Mori: a player chosen on activation gets -1 initiative while she is in play; that player's
# initiative may go below 0 and counts as 0 (Guide) --------------------------------------------------------------
_MORI_ASKING: list = []               # set while the initiative without her is being reckoned


def _mori_choose(state, f):
    ask(state, f.locals["player"], [("give -1 initiative to", who(q)) for q in (0, 1)],
        "Sharilar Mori: which player gets -1 initiative?", "pick")


def _mori_chosen(state, f):
    q = 0 if f.locals["pick"][1] == who(0) else 1
    set_mark(state, "mori", f.locals["card"], q + 1)   # the seat + 1 (a mark of 0 is no mark)
    state.say(f"{who(q)} gets -1 initiative while Sharilar Mori is in play")


def _mori_initiative(state, p):
    if not game_holds(state, "ME082") or _MORI_ASKING:
        return 0
    n = sum(1 for q in (0, 1) for c in state.zones[POST[q]]
            if card_of(state, c).plays_as == "ME082" and mark(state, "mori", c) == p + 1)
    if not n:
        return 0
    _MORI_ASKING.append(p)
    try:
        rest = initiative(state, p)   # everything else, reckoned now: a later +1 on -1 makes 0, not 1
    finally:
        _MORI_ASKING.pop()
    return -min(n, max(0, rest))   # below 0 it counts as 0 (Guide)


S["ME082"] = (_mori_choose, _mori_chosen)
on_reveal("ME082", "ME082")
STATIC["initiative"].append(_mori_initiative)


# -- ME063 Omi Kurita: {T}: put a Resource card or Kurita card you own from play on top of your Stockpile (during a
# mission; only cards in play, Guide) ----------------------------------------------------------------------------
def _omi_cards(state, p) -> list[int]:
    out = []
    for q in (0, 1):
        active = units_in_play(state, q)
        for zone in (POST[q], PATROL[q], ATTACHED[q], BUILD[q]):
            for c in state.zones[zone]:
                card = card_of(state, c)
                if owner(state, c) == p and ("Resource" in card.subtypes or "Kurita" in card.keywords) and \
                        (zone != BUILD[q] or c in active):
                    out.append(c)
    return out


def _omi(state, f):
    c = f.locals["pick"][1]
    counters = state.counters
    if c in counters.get("m.att", ()) or c in counters.get("m.blk", ()) or c == counters.get("m.tgt"):
        remove_from_battle(state, c)   # it neither deals nor receives damage any more
    restock_from_play(state, c, top=True)


def _gone_from_play(state, dst, n):
    """Damage meant for a card that has left play for a hidden pile (Omi Kurita's Stockpile) is not dealt."""
    if isinstance(dst, int) and n > 0 and "m.omi" in state.counters and dst in state.counters["m.omi"]:
        return 0
    return n


S["ME063"] = (choose(_omi_cards, "Omi Kurita: put which of your Resource or Kurita cards on top of your Stockpile?",
                     "stock"), _omi)
ability("ME063", Ability("stock", "put a Resource or Kurita card you own on top of your Stockpile", MISSION, "ME063",
                         tap=True, condition=lambda state, p, c: bool(_omi_cards(state, p))))
STATIC.setdefault("site_damage", []).append(_gone_from_play)


# CS013 Blockade: "opponent scraps three cards at the beginning of his or her turn until you deploy a card" (each
# completed Blockade three more; deploying any card from the hand ends them all: T886) ----------------------------
def _blockade_bites(state, p: int) -> None:
    n = state.counters.get(f"blockade{p}", 0)
    if n and not game_lost(state):
        state.say(f"{who(p)} scraps {3 * n} cards from the Stockpile (Blockade)")
        scrap_from_stock(state, p, 3 * n)


def _blockade_ends(deploy):
    """Wrap a deploy action (a card from the hand to the Construction region, counted as a deployment or revealed
    at once): the player's Blockades on the opponent end."""
    def action(state, p, act):
        deploy(state, p, act)
        if state.counters.pop(f"blockade{1 - p}", None):
            state.say(f"{who(p)} deploys a card: the Blockade on {who(1 - p)} ends")
    return action


trigger("turn_start", "CS013", _blockade_bites)
for _kind in ("deploy", "deploy revealed"):
    WINDOW_ACTIONS[_kind] = _blockade_ends(WINDOW_ACTIONS[_kind])


# -- CS098 Vlad of the Wards: "Pilot: +1 initiative.  A 'Mech piloted by Vlad of the Wards may attack any 'Mech
# controlled by your opponent, regardless of that 'Mech's speed."  Its 'Mech's speed limits no target; the other
# 'Mechs of its group still do (missions.legal_targets, ruling T920).  A pilot like the others: on a 'Mech only,
# reassigned in the Deploy phase (pilots.ALL_PILOTS). ---------------------------------------------------------------
VLAD = "CS098"


def _piloted_by_vlad(state, unit) -> bool:
    zones = state.zones
    if not zones[ATTACHED[0]] and not zones[ATTACHED[1]]:   # asked whenever a mission's target is chosen
        return False
    return any(card_of(state, a).plays_as == VLAD for a in attachments(state, unit))


def _on_a_mech(state, p, c, host) -> bool:
    return isinstance(host, int) and card_of(state, host).kind == "mech"


PILOT_INITIATIVE[VLAD] = 1
HOST_FILTER[VLAD] = _on_a_mech
STATIC.setdefault("attacks_any_speed", []).append(_piloted_by_vlad)
implements(VLAD)


# -- CS064 Oda Hideyoshi: "{T}: Opponent cannot assign more than one 'Mech to block the current attack.  You cannot
# play Mission cards during this mission.  Use this ability only when declaring an attack with only one 'Mech."  Used
# by the attacker before blockers (a group holding one 'Mech or vehicle; an Elemental Point going with it is no 'Mech,
# ruling T921); the defender's blocking group then takes one 'Mech (``m.oda``: the seat that used it), and the user is
# barred from Mission cards until the mission ends (missions.NO_MISSION_CARDS). ---------------------------------------
ODA = "CS064"


def _oda_condition(state, p, c) -> bool:
    counters = state.counters
    return counters.get("m.p") == p and not counters.get("m.blk") and \
        sum(1 for m in counters.get("m.att", ()) if is_unit(state, m)) == 1


def _oda(state, f):
    p = f.locals["player"]
    state.counters["m.oda"] = p
    state.counters[f"m.no_mission_cards{p}"] = True   # missions.NO_MISSION_CARDS
    state.say(f"{who(1 - p)} may block this attack with one 'Mech only; {who(p)} may play no Mission cards this "
              "mission")


def _one_blocker(state, group, unit) -> bool:
    """No second 'Mech joins the blockers of an attack Oda Hideyoshi was used on."""
    counters = state.counters
    if "m.oda" not in counters:
        return True
    return not (controller(state, unit) != counters["m.oda"] and is_unit(state, unit)
                and any(is_unit(state, m) for m in group))


S[ODA] = (_oda,)
ability(ODA, Ability("one blocker", "the opponent may block with one 'Mech only; you play no Mission cards this "
                                    "mission", PREBLOCK, ODA, tap=True, condition=_oda_condition))
STATIC.setdefault("may_join", []).append(_one_blocker)


# -- MW083 Single Combat: "{T}: Choose one of your 'Mechs and one 'Mech an opponent controls.  Tap these 'Mechs and
# engage them in battle.  Treat this battle as if it occurred during a mission, but Mission cards may not be played.
# If that opponent controls no Clan or Kurita cards, he or she may avoid this battle by untapping your 'Mech.  Use
# this ability only during the Missions phase but not during a mission."  Tapped 'Mechs may be chosen (Guide); the
# battle has no target, so no site takes damage and no Terrain acts (missions.start_battle, ruling T764). ----------
SINGLE_COMBAT = "MW083"


def _your_mechs(state, p) -> list[int]:
    """p's 'Mechs, no other Unit: the Commander's Edition printing (CE268) keeps "'Mech", so both read it so (T1102)."""
    return [m for m in units_in_play(state, p) if is_mech(state, m)]


def _controls_clan_or_kurita(state, q) -> bool:
    cards = units_in_play(state, q) + state.zones[POST[q]] + state.zones[ATTACHED[q]]
    return any({"Clan", "Kurita"} & set(card_of(state, c).keywords) for c in cards)


def _single_combat_engage(state, f):
    p = f.locals["player"]
    mine, theirs = f.locals["mine"][1], f.locals["theirs"][1]
    for m in (mine, theirs):
        tap(state, m)
        set_mark(state, "guard", m, None)   # engaged in battle, as a mission's 'Mechs: it guards nothing now
    state.say(f"Single Combat: {name_of(state, mine)} and {name_of(state, theirs)} are tapped and engaged")
    if not _controls_clan_or_kurita(state, 1 - p):
        ask(state, 1 - p, [("accept",), ("untap", mine)],
            f"Single Combat: fight, or avoid the battle by untapping {name_of(state, mine)}?", "answer")


def _single_combat_battle(state, f):
    p = f.locals["player"]
    mine, theirs = f.locals["mine"][1], f.locals["theirs"][1]
    if f.locals.get("answer", ("accept",))[0] == "untap":
        try_untap(state, mine)
        state.say(f"{who(1 - p)} avoids the Single Combat: {name_of(state, mine)} untaps")
        return
    state.say(f"Single Combat: {name_of(state, mine)} against {name_of(state, theirs)}")
    mission_rules.start_battle(state, p, mine, theirs)


S[SINGLE_COMBAT] = (choose(_your_mechs, "Single Combat: which of your 'Mechs?", "mech", "mine"),
                    choose(lambda state, p: _your_mechs(state, 1 - p), "Single Combat: against which 'Mech?", "mech",
                           "theirs"),
                    _single_combat_engage, _single_combat_battle)
# CE268, its Commander's Edition printing, has the same text but armor 3 and structure 3 (MW083: 1 and 5), so it is
# a card of its own (T1105) with the same ability.
for _number in (SINGLE_COMBAT, "CE268"):
    ability(_number, Ability("single combat", "engage one of your 'Mechs and an opposing 'Mech in battle",
                             MISSIONS_PHASE, SINGLE_COMBAT, tap=True,
                             condition=lambda state, p, c: bool(_your_mechs(state, p))
                             and bool(_your_mechs(state, 1 - p))))


# -- ME019 ComStar Support: "{T}:{R}  When ComStar Support comes into play, choose an asset.  ComStar Support provides
# that asset."  MW107 Work Stoppage: "When you activate Work Stoppage, choose an asset.  Having that asset in play
# does not pay the asset cost of cards under construction" (anyone's, while it is in play).  MW078 Severed Supply
# Lines: "Scrap Severed Supply Lines when it is revealed.  Choose an opponent and any asset.  That opponent loses
# that asset until he or she deploys a Resource card that provides that asset."  The assets live in board.assets
# (``provides:<card>``, ``stoppage:<card>``, ``lost_assets<seat>``; ruling T922). -------------------------------------
COMSTAR_SUPPORT, SEVERED, WORK_STOPPAGE = "ME019", "MW078", "MW107"
# CE348, Work Stoppage's Commander's Edition printing: "Players with that asset available may not ignore asset costs
# specifying that asset": every asset cost, a card's under construction and an ability's or action's ("5+3P",
# "0+2L"): ``stoppage_any:<card>`` (board.stopped_assets(every_cost=True), building_blocks.asset_cost; T1316).
WORK_STOPPAGE_CE = "CE348"


def _choose_asset(prompt: str):
    def step(state, f):
        ask(state, f.locals["player"], [("asset", letter) for letter in table.ASSETS], prompt, "asset")
    return step


def _comstar_support(state, f):
    c, letter = f.locals["card"], f.locals["asset"][1]
    state.counters[table.ASSET_EFFECTS] = True
    set_mark(state, "provides", c, letter)
    state.say(f"ComStar Support provides {letter}")


def _work_stoppage(state, f):
    c, letter = f.locals["card"], f.locals["asset"][1]
    state.counters[table.ASSET_EFFECTS] = True
    if card_of(state, c).plays_as == WORK_STOPPAGE_CE:   # every asset cost: abilities' and actions' too
        set_mark(state, "stoppage_any", c, letter)
        state.say(f"Work Stoppage: players with {letter} may not ignore asset costs specifying {letter}")
        return
    set_mark(state, "stoppage", c, letter)
    state.say(f"Work Stoppage: having {letter} in play pays no asset cost of cards under construction")


def _severed(state, f):
    o, letter = 1 - f.locals["player"], f.locals["asset"][1]
    state.counters[table.ASSET_EFFECTS] = True
    lost = state.counters.get(f"lost_assets{o}", ())
    if letter not in lost:
        state.counters[f"lost_assets{o}"] = tuple(lost) + (letter,)
    state.say(f"{who(o)} loses {letter} until deploying a Resource card that provides it (Severed Supply Lines)")


def _supply_restored(deploy):
    """Wrap a deploy action: a Resource card deployed that provides a lost asset gives it back; the card, deployed
    face down, is shown to the opponent, for whom the asset's return would tell it anyway (ruling T922)."""
    def action(state, p, act):
        deploy(state, p, act)
        lost = state.counters.get(f"lost_assets{p}")
        if not lost:
            return
        card = card_of(state, act[1])
        back = [letter for letter in lost if "Resource" in card.keywords and letter in card.provides]
        if back:
            state.counters[f"lost_assets{p}"] = tuple(letter for letter in lost if letter not in back)
            learn(state, 1 - p, (act[1],))
            state.say(f"{who(p)} shows the card deployed, {card.name}: {', '.join(back)} restored (Severed Supply "
                      "Lines)")
    return action


TURN_RESOURCE[COMSTAR_SUPPORT] = (1, None, None)   # "{T}:{R}", printed without the space turn.resource_amount reads
S["leaders.comstar_support"] = (_choose_asset("ComStar Support: which asset does it provide?"), _comstar_support)
S["leaders.work_stoppage"] = (_choose_asset("Work Stoppage: the presence of which asset pays no asset cost?"),
                              _work_stoppage)
on_reveal(COMSTAR_SUPPORT, "leaders.comstar_support")
on_reveal(WORK_STOPPAGE, "leaders.work_stoppage")
on_reveal(WORK_STOPPAGE_CE, "leaders.work_stoppage")
one_shot(SEVERED, "leaders.severed_supply_lines",
         _choose_asset("Severed Supply Lines: your opponent loses which asset?"), _severed)
for _kind in ("deploy", "deploy revealed"):
    WINDOW_ACTIONS[_kind] = _supply_restored(WINDOW_ACTIONS[_kind])


# -- ME010 Assault on the Rear Echelon: "Scrap Assault on the Rear Echelon when it is revealed.  Until the end of the
# turn, any patrolling 'Mechs that block are depleted at the end of the mission."  Either player's blockers, when the
# mission ends, that were patrolling (not guarding) and are still in play (``rear_echelon``, ruling T923). ---------
REAR_ECHELON = "ME010"


def _rear_echelon(state, f):
    state.counters["rear_echelon"] = True
    state.say("Until the end of the turn, patrolling 'Mechs that block are depleted at the end of the mission")


def _rear_echelon_depletes(state) -> None:
    c = state.counters
    if "rear_echelon" not in c:
        return
    for u in c.get("m.blk", ()):
        if is_unit(state, u) and mark(state, "guard", u) is None:
            deplete(state, u, "Assault on the Rear Echelon")


one_shot(REAR_ECHELON, "leaders.rear_echelon", _rear_echelon)
expires_at_turn_end(REAR_ECHELON, "rear_echelon")
trigger("mission_end", REAR_ECHELON, _rear_echelon_depletes)


# -- ME055 Mech Trap: "Scrap 'Mech Trap when it is revealed.  You may activate 'Mech Trap only when opponent attacks.
# Deplete all attacking 'Mechs at the end of the mission."  Offered to the defender as a mission is declared (after
# the subterfuge module's reactions, through its ``offer``: asked whenever the card could be held, T722); revealed by
# damage it does nothing (T201).  The attacking 'Mechs still in play are depleted as the mission ends (T760): 'Mechs
# only, no Vehicle or Battle Armor, as its Commander's Edition reprint (CE192, played as this card) keeps "'Mech"
# (T1102). ------------------------------------------------------------------------------------------------------------
MECH_TRAP = "ME055"


def _offer_mech_trap(state, p: int) -> None:
    offer(state, ((1 - p, (MECH_TRAP,)),), ("attack",), "a mission was declared: reveal a card?", True)


def _mech_trap(state, f):
    if revealed_when_attacked(state, f):
        add(state, "m.after", (f.locals["player"], ("deplete attacking mechs",)))
        state.say("Mech Trap: the attacking 'Mechs will be depleted at the end of the mission")


def _deplete_attacking_mechs(state, q: int) -> None:
    for u in state.counters.get("m.att", ()):
        if is_mech(state, u):
            deplete(state, u, "Mech Trap")


one_shot(MECH_TRAP, "leaders.mech_trap", _mech_trap)
mission_rules.AFTER_MISSION["deplete attacking mechs"] = _deplete_attacking_mechs
REVEAL_ONLY_WHEN.add(MECH_TRAP)
trigger("mission_declared", MECH_TRAP, _offer_mech_trap)


# == Arsenal and Crusade leaders (issue 18) ============================================================================
# -- AR022 Coordinator Theodore Kurita: "Counts as Theodore Kurita while in play" (its second title is
# turn.unique_blocked's, T763).  "Making a deployment costs each opponent an additional 0+2L" (T1116, T1220): the
# opponent pays 2 resources (none with Logistics in play) before each card deployed from the hand as a deployment,
# and cannot deploy while unable to pay; a card deployed revealed with no deployment left makes no deployment (T356).
# Tactics: its data ("provides").
COORDINATOR = "AR022"
_COORDINATOR_CHARGE = asset_cost(0, "L", 2)


def _deployment_charge(state, p: int) -> int:
    """What each deployment costs p beyond the card: 0+2L for each Coordinator Theodore Kurita p's opponent
    controls."""
    if not game_holds(state, COORDINATOR):
        return 0
    coordinators = len(in_command_post(state, 1 - p, COORDINATOR))
    return coordinators * _COORDINATOR_CHARGE(state, p) if coordinators else 0


def _unpaid_deployments_barred(state, p: int, options: list) -> list:
    charge = _deployment_charge(state, p)
    if not charge or can_pay(state, p, charge):
        return options
    return [o for o in options if o[0] != "deploy"]


_deploy_after_charge = WINDOW_ACTIONS["deploy"]


def _charged(state, p: int, action) -> None:
    charge = _deployment_charge(state, p)
    if charge:
        pay(state, p, charge, ("deployment charged", action[1]))
    else:
        _deploy_after_charge(state, p, action)


def _deploy_charged(state, p: int, c: int) -> None:
    state.say(f"{who(p)} pays {_deployment_charge(state, p)} for the deployment (Coordinator Theodore Kurita)")
    _deploy_after_charge(state, p, ("deploy", c))


WINDOW_ACTIONS["deploy"] = _charged
AFTER_PAY["deployment charged"] = _deploy_charged
WINDOW_FILTERS.setdefault("deploy", []).append(_unpaid_deployments_barred)
implements(COORDINATOR)


# -- CR034 Entropy-Based Warfare: "Each opposing Unit under construction costs 1 more to activate" (T1116: each copy
# adds 1 to the base part of the cost of a Unit its opponent activates) ---------------------------------------------
ENTROPY = "CR034"


def _entropy_cost(state, p: int, c: int, base: int, asset_part: int) -> tuple[int, int]:
    if game_holds(state, ENTROPY) and is_unit(state, c):
        base += len(in_command_post(state, 1 - p, ENTROPY))
    return base, asset_part


STATIC.setdefault("activation_cost", []).append(_entropy_cost)
implements(ENTROPY)


# -- CR057 Indiscriminate Terrorism: {T}: 5 damage to each Stockpile, its player's own too, dealt at once (your
# Missions phase, outside a mission) ---------------------------------------------------------------------------------
def _terrorism(state, f):
    state.say("Indiscriminate Terrorism deals 5 damage to each Stockpile")
    deal_damage(state, f.locals["player"], ((STOCK[0], 5), (STOCK[1], 5)))


S["CR057"] = (_terrorism,)
ability("CR057", Ability("terrorize", "5 damage to each Stockpile", MISSIONS_PHASE, "CR057", tap=True))


# -- CR093 Strategic Bombardment: {T}: 2 structure damage (armor does not absorb it) to any Resource card in play,
# either player's; it names no time, so any window of its player's (T313) ---------------------------------------------
def _resources_in_play(state, p=None) -> list[int]:
    return [c for q in (0, 1) for c in state.zones[POST[q]] if "Resource" in card_of(state, c).subtypes]


def _bombard_resource(state, f):
    c = f.locals["pick"][1]
    state.say(f"Strategic Bombardment deals 2 structure damage to {name_of(state, c)}")
    deal_damage(state, f.locals["player"], ((c, 2),), structure_only=True)


S["CR093"] = (choose(_resources_in_play, "Strategic Bombardment: deal 2 structure damage to which Resource card?",
                     "bombard"), _bombard_resource)
ability("CR093", Ability("bombard", "2 structure damage to a Resource card in play", ANY_TIME, "CR093", tap=True,
                         condition=lambda state, p, c: bool(_resources_in_play(state))))


# -- AR094 Tormano Liao: {T}: tap or untap a Command card in play, either player's, but not itself (untapping
# itself would change nothing but let it be used again, T1223) (your Missions phase, outside a mission) --------------
TORMANO = "AR094"


def _command_cards(state, tormano: int) -> list[int]:
    return [c for q in (0, 1) for zone in (POST[q], ATTACHED[q]) for c in state.zones[zone]
            if c != tormano and card_of(state, c).kind == "command"]


def _tormano_ask(state, f):
    ask(state, f.locals["player"],
        [("untap" if tapped(state, c) else "tap", c) for c in _command_cards(state, f.locals["card"])],
        "Tormano Liao: tap or untap which Command card?", "pick")


def _tormano(state, f):
    verb, c = f.locals["pick"]
    if verb == "untap":
        _untap(state, c, "Tormano Liao")
    else:
        tap(state, c)
        state.say(f"Tormano Liao taps {name_of(state, c)}")


S[TORMANO] = (_tormano_ask, _tormano)
ability(TORMANO, Ability("tap or untap", "tap or untap a Command card", MISSIONS_PHASE, TORMANO, tap=True,
                         condition=lambda state, p, c: bool(_command_cards(state, c))))


# -- CR069 MechWarrior Trent: {T}: "Your next mission this turn cannot be blocked if the target is not a Stockpile and
# the defending player controls any Clan cards" (your Missions phase, outside a mission).  The next mission declared
# this turn uses it up; both conditions are read as that mission is declared (T1222), ``trent`` the seat waiting. ----
TRENT = "CR069"


def _trent(state, f):
    p = f.locals["player"]
    state.counters["trent"] = p
    state.say(f"{who(p)}'s next mission this turn cannot be blocked if its target is not a Stockpile and "
              f"{who(1 - p)} controls any Clan cards")


def _trent_mission(state, p: int) -> None:
    c = state.counters
    if c.get("trent") != p:
        return
    del c["trent"]
    if c["m.tgt"] != "stock" and controls_clan_card(state, 1 - p):
        c["m.unblockable"] = True
        state.say("this mission cannot be blocked (MechWarrior Trent)")


S[TRENT] = (_trent,)
ability(TRENT, Ability("unblockable", "your next mission this turn cannot be blocked (not against a Stockpile, and "
                                      "only if the defender controls Clan cards)", MISSIONS_PHASE, TRENT, tap=True))
trigger("mission_declared", TRENT, _trent_mission)
expires_at_turn_end(TRENT, "trent")


# -- CR062 Khan Vlad Ward: "Counts as Vlad of the Wards while in play" (T763).  {T}: choose any opposing Unit; if it
# does not attack during your opponent's next turn, it is scrapped as that turn ends (T1126) (your Deploy phase).
# ``ward:<unit>`` is the number of the turn it must attack in. ------------------------------------------------------
KHAN_VLAD = "CR062"


def _opposing_units(state, p) -> list[int]:
    return units_in_play(state, 1 - p)


def _ward(state, f):
    p, u = f.locals["player"], f.locals["pick"][1]
    set_mark(state, "ward", u, next_turn_of(state, 1 - p))
    state.say(f"{name_of(state, u)} must attack during {who(1 - p)}'s next turn or be scrapped (Khan Vlad Ward)")


def _ward_attacked(state, p: int) -> None:
    turn = state.counters["turn"]
    for u in state.counters["m.att"]:
        if mark(state, "ward", u) == turn:   # an attack in another turn (It's a Trap!) is not the one asked for
            set_mark(state, "ward", u, None)


def _ward_scraps(state, p: int) -> None:
    turn = state.counters["turn"]
    for q in (0, 1):
        for u in list(units_in_play(state, q)):
            if mark(state, "ward", u) == turn:
                scrap_card(state, u, "(it did not attack: Khan Vlad Ward)")


S[KHAN_VLAD] = (choose(_opposing_units, "Khan Vlad Ward: which opposing Unit must attack or be scrapped?", "ward"),
                _ward)
ability(KHAN_VLAD, Ability("ward", "an opposing Unit must attack in its player's next turn or be scrapped",
                           DEPLOY_PHASE, KHAN_VLAD, tap=True,
                           condition=lambda state, p, c: bool(_opposing_units(state, p))))
trigger("mission_declared", KHAN_VLAD, _ward_attacked)
trigger("turn_end", KHAN_VLAD, _ward_scraps)


# -- AR051 Jerrard Cranston: "Counts as Galen Cox while in play" (T763).  "Jerrard Cranston does not untap as normal
# during your Untap phase" (turn's "untap_phase" hook: any other untap works).  {T}: the opponent may not play Mission
# cards until the beginning of your next turn (``cranston<seat>``: the turn that bar ends with, next_turn_of, T1005;
# set on each mission as Oda Hideyoshi's, public: missions.NO_MISSION_CARDS) (your Deploy phase).  {R}{R}: untap
# Jerrard Cranston (your Deploy phase). -------------------------------------------------------------------------
CRANSTON = "AR051"


def _cranston(state, f):
    p = f.locals["player"]
    state.counters[f"cranston{1 - p}"] = next_turn_of(state, p)
    state.say(f"{who(1 - p)} may not play Mission cards until the beginning of {who(p)}'s next turn (Jerrard "
              "Cranston)")


def _no_mission_cards(state, p: int) -> None:
    counters = state.counters
    for q in (0, 1):
        if counters.get(f"cranston{q}", 0) > counters["turn"]:
            counters[NO_MISSION_CARDS[q]] = True


def _cranston_bar_ends(state, p: int) -> None:
    if state.counters.get(f"cranston{1 - p}", 0) and state.counters[f"cranston{1 - p}"] <= state.counters["turn"]:
        del state.counters[f"cranston{1 - p}"]
        state.say(f"{who(1 - p)} may play Mission cards again (Jerrard Cranston)")


S[CRANSTON] = (_cranston,)
S["AR051 untap"] = (lambda state, f: _untap(state, f.locals["card"], "Jerrard Cranston"),)
ability(CRANSTON,
        Ability("no mission cards", "the opponent may not play Mission cards until your next turn", DEPLOY_PHASE,
                CRANSTON, tap=True),
        Ability("untap", "untap Jerrard Cranston", DEPLOY_PHASE, "AR051 untap", pay=2,
                condition=lambda state, p, c: tapped(state, c)))
trigger("untap_phase", CRANSTON, lambda state, c: card_of(state, c).plays_as == CRANSTON)
trigger("mission_declared", CRANSTON, _no_mission_cards)
trigger("turn_start", CRANSTON, _cranston_bar_ends)


# -- CR059 Isolated Forces: "When you activate this card, do 5 damage to your Stockpile.  Opposing Units do not untap
# during the Untap phases.  During each opponent's Repair/Reload phase, that opponent may spend any amount of {R} to
# untap that many of his or her Units": one {R} per Unit, each a window action of its own ("pay to untap"). --------
ISOLATED = "CR059"


def _isolated_activation(state, f):
    p = f.locals["player"]
    state.say(f"Isolated Forces deals 5 damage to {who(p)}'s Stockpile")
    deal_damage(state, p, ((STOCK[p], 5),))


def _isolated(state, c: int) -> bool:
    return game_holds(state, ISOLATED) and is_unit(state, c) and \
        bool(in_command_post(state, 1 - controller(state, c), ISOLATED))


def _paid_untaps(state, p: int) -> list[tuple]:
    if not game_holds(state, ISOLATED) or not in_command_post(state, 1 - p, ISOLATED) or not can_pay(state, p, 1):
        return []
    return [("pay to untap", u) for u in units_in_play(state, p) if _untappable(state, u)]


S["CR059"] = (_isolated_activation,)
on_reveal(ISOLATED, "CR059")
trigger("untap_phase", ISOLATED, _isolated)
paid_action("repair", "pay to untap", _paid_untaps, lambda state, p: 1,
            lambda state, p, u: _untap(state, u, "Isolated Forces"))


# -- CR006 Battle Attrition: "Your opponents cannot repair their Units, cannot use their Units' Alpha Strike options,
# and must deplete their Units in order to use their Missile options.  During his or her Repair/Reload phase, an
# opponent may pay {R} {R} {R} to ignore this card's effects for that turn."  (T1221) No repair of their own Units by
# any card or rule (board.may_repair); no Alpha Strike offered; a Unit that fires a missile volley pays with its
# depletion as an Alpha Strike does, at the end of the mission if still in play (``m.attrition``: the Units to be
# depleted).  ``attrition_ignored:<card>``: the turn that card's effects were paid off in. --------------------------
ATTRITION = "CR006"


def _attrition_on(state, q: int) -> bool:
    """Does a Battle Attrition of q's opponent bind q now (one not paid off this turn)?"""
    if not game_holds(state, ATTRITION):
        return False
    turn = state.counters.get("turn")
    return any(mark(state, "attrition_ignored", c) != turn for c in in_command_post(state, 1 - q, ATTRITION))


def _attrition_may_repair(state, p: int, unit: int) -> bool:
    return controller(state, unit) != p or not _attrition_on(state, p)


def _attrition_no_alpha_strike(state, unit: int) -> bool:
    return _attrition_on(state, controller(state, unit))


def _attrition_missile(state, unit: int, destination) -> None:
    if _attrition_on(state, controller(state, unit)) and unit not in state.counters.get("m.attrition", ()):
        add(state, "m.attrition", unit)
        state.say(f"{name_of(state, unit)} will be depleted at the end of the mission (Battle Attrition)")


def _attrition_depletes(state) -> None:
    for unit in state.counters.get("m.attrition", ()):
        deplete(state, unit, "Battle Attrition")


def _attrition_payoffs(state, p: int) -> list[tuple]:
    if not game_holds(state, ATTRITION) or not can_pay(state, p, 3):
        return []
    turn = state.counters["turn"]
    return [("pay off", c) for c in in_command_post(state, 1 - p, ATTRITION)
            if mark(state, "attrition_ignored", c) != turn]


def _attrition_ignored(state, p: int, c: int) -> None:
    set_mark(state, "attrition_ignored", c, state.counters["turn"])
    state.say(f"{who(p)} pays to ignore Battle Attrition this turn")


STATIC.setdefault("may_repair", []).append(_attrition_may_repair)
STATIC.setdefault("no_alpha_strike", []).append(_attrition_no_alpha_strike)
trigger("missile_assigned", ATTRITION, _attrition_missile)
trigger("mission_end", ATTRITION, _attrition_depletes)
paid_action("repair", "pay off", _attrition_payoffs, lambda state, p: 3, _attrition_ignored)
implements(ATTRITION)


# -- CR097 Temptation: "Each opponent must attack at least once each turn that he or she can" (T1126): while an
# opponent has not attacked this turn and can declare a legal attack, its Missions phase cannot end (``done`` is not
# offered).  ``attacked<seat>``: the last turn that seat declared a mission in (kept in games holding Temptation).
# "You may deploy this card revealed to make an additional deployment this turn": turn.FREE_DEPLOY (T356). ------------
TEMPTATION = "CR097"


def _attack_noted(state, p: int) -> None:
    if game_holds(state, TEMPTATION):
        state.counters[f"attacked{p}"] = state.counters["turn"]


def can_declare_attack(state, p: int) -> bool:
    """Could p declare a legal mission now: one or two of p's available Units (Battle Armor never attacks alone,
    T1103) that may go together, with a legal target?"""
    available = attackers_available(state, p)
    for i, u in enumerate(available):
        for group in [(u,)] + [(u, v) for v in available[i + 1:]]:
            if all(may_join(state, group[:k], group[k]) for k in range(len(group))) and group_ok(state, group) \
                    and legal_targets(state, p, group):
                return True
    return False


def _must_attack(state, p: int, options: list) -> list:
    if not game_holds(state, TEMPTATION) or ("done",) not in options or ("mission",) not in options \
            or not in_command_post(state, 1 - p, TEMPTATION) \
            or state.counters.get(f"attacked{p}") == state.counters["turn"] or not can_declare_attack(state, p):
        return options
    return [o for o in options if o != ("done",)]


WINDOW_FILTERS.setdefault("missions", []).append(_must_attack)
trigger("mission_declared", TEMPTATION, _attack_noted)
FREE_DEPLOY.add(TEMPTATION)
implements(TEMPTATION)


# -- CR061 Judith Faber: "Each player who controls any Clan cards plays with the top card of his or her Stockpile
# face up and shows each card he or she draws to all opponents" (T1125): while a Judith Faber is in play, either
# player's, the top card of the Stockpile of each player controlling a Clan card is public: both seats know it
# (knowledge.learn) and the log names it each time another card comes there; a card that player draws is shown to
# the opponent.  ``STATIC["open_stock_top"]`` tells the views which tops are face up. ------------------------------
JUDITH = "CR061"


def _judith_in_play(state) -> bool:
    return bool(in_command_post(state, 0, JUDITH) or in_command_post(state, 1, JUDITH))


def stock_top_open(state, p: int) -> bool:
    """Is the top card of p's Stockpile face up (Judith Faber)?"""
    return game_holds(state, JUDITH) and bool(state.zones[STOCK[p]]) and _judith_in_play(state) \
        and controls_clan_card(state, p)


def _show_open_tops(state, *args) -> None:
    """Each Stockpile top that is face up and not yet known to both seats is shown to both (the trigger's own
    arguments do not matter: it looks at both Stockpiles)."""
    if not game_holds(state, JUDITH):
        return
    for p in (0, 1):
        if stock_top_open(state, p):
            top = state.zones[STOCK[p]][-1]
            if top not in known(state, 0) or top not in known(state, 1):
                learn(state, -1, (top,))
                state.say(f"the top card of {who(p)}'s Stockpile is face up: {name_of(state, top)} (Judith Faber)")


def _drawn_shown(state, p: int, c: int) -> None:
    if game_holds(state, JUDITH) and _judith_in_play(state) and controls_clan_card(state, p):
        learn(state, 1 - p, (c,))
        state.say(f"{who(p)} shows the card drawn: {name_of(state, c)} (Judith Faber)")
    _show_open_tops(state)


def _after_activation(state, p: int, c: int) -> bool:
    """A card is being activated (a Clan card, or Judith Faber herself): the tops are looked at once it is in play
    (a frame run after the activation's own)."""
    if game_holds(state, JUDITH):
        push(state, "script", p, script="CR061 tops", player=p)
    return False


S["CR061 tops"] = (_show_open_tops,)
STATIC.setdefault("open_stock_top", []).append(stock_top_open)
trigger("drawn", JUDITH, _drawn_shown)
for _event in ("stock_scrapped", "turn_start", "phase_start"):
    trigger(_event, JUDITH, _show_open_tops)
trigger("mission_end", JUDITH, _show_open_tops)
trigger("revealed", JUDITH, _after_activation)
implements(JUDITH)
