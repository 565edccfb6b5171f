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
as an effect, Assault on the Rear Echelon (``rear_echelon``) and Mech Trap."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import board as table
from .. import missions as mission_rules
from ..board import (ATTACHED, BUILD, HAND, PATROL, POST, STOCK, attachments, card_of, clear_marks, controller, is_unit,
                     game_holds, mark, name_of, next_turn_of, owner, set_mark, tap, tapped, units_in_play, who)
from ..knowledge import learn
from ..missions import PILOT_INITIATIVE, add, deal_damage, initiative, remove_from_battle, target_text
from ..turn import RESOURCE as TURN_RESOURCE
from ..turn import (AFTER_PAY, HOST_FILTER, REVEAL_ONLY_WHEN, RULES_ID, TRIGGERS, WINDOW_ACTIONS, can_pay, pay,
                    release_guards, scrap_card, scrap_from_stock, try_untap)
from .building_blocks import (DEPLOY_PHASE, MISSION, MISSIONS_PHASE, PREBLOCK, asset_cost, choose, deplete,
                              divided_damage, expires_at_turn_end, game_lost, one_shot, restock_picked,
                              revealed_when_attacked)
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
def _every_site(state, p=None) -> list:
    """Every site in play: both Stockpiles and Scrapheaps, the Command Post cards, the cards under construction (not
    an activated 'Mech waiting there)."""
    out: list = []
    for q in (0, 1):
        active = units_in_play(state, q)
        out += [f"stock{q}", f"scrap{q}"] + state.zones[POST[q]] + [c for c in state.zones[BUILD[q]] if c not in active]
    return out


def _site_text(state, site) -> str:
    if isinstance(site, str):
        return f"{who(int(site[-1]))}'s {'Stockpile' if site.startswith('stock') else 'Scrapheap'}"
    return target_text(state, site)


def _thumper(state, f):
    site = f.locals["pick"][1]
    state.say(f"Thumper Battery deals 2 damage to {_site_text(state, site)}")
    deal_damage(state, f.locals["player"], ((site, 2),))


S["CS089"] = (choose(_every_site, "Thumper Battery: deal 2 damage to which site?", "shell"), _thumper)
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
# phase, outside a mission; both must be there, Guide) --------------------------------------------------------------
def _mechs_of(state, side: str, want_tapped: bool) -> list[int]:
    out = []
    for q in (0, 1):
        for m in units_in_play(state, q):
            if is_unit(state, m) and side in card_of(state, m).affiliation and \
                    (_untappable(state, m) if want_tapped else not tapped(state, m)):
                out.append(m)
    return out


def _focht(untap_side: str, tap_side: str) -> tuple:
    def ask_untap(state, f):
        ask(state, f.locals["player"], [("untap", m) for m in _mechs_of(state, untap_side, True)],
            f"Anastasius Focht: untap which {untap_side} 'Mech?", "up")

    def ask_tap(state, f):
        ask(state, f.locals["player"], [("tap", m) for m in _mechs_of(state, tap_side, False)],
            f"Anastasius Focht: tap which {tap_side} 'Mech?", "down")

    def do(state, f):
        _untap(state, f.locals["up"][1], "Anastasius Focht")
        m = f.locals["down"][1]
        tap(state, m)
        state.say(f"Anastasius Focht taps {name_of(state, m)}")

    return ask_untap, ask_tap, do


def _focht_possible(untap_side: str, tap_side: str):
    """Both 'Mechs must be there (Guide): a tapped one to untap, an untapped one to tap."""
    return lambda state, p, c: bool(_mechs_of(state, untap_side, True)) and bool(_mechs_of(state, tap_side, False))


S["ME005 is"] = _focht("Inner Sphere", "Clan")
S["ME005 clan"] = _focht("Clan", "Inner Sphere")
ability("ME005",
        Ability("is", "untap an Inner Sphere 'Mech and tap a Clan 'Mech", MISSIONS_PHASE, "ME005 is", tap=True,
                pay=1, condition=_focht_possible("Inner Sphere", "Clan")),
        Ability("clan", "untap a Clan 'Mech and tap an Inner Sphere 'Mech", MISSIONS_PHASE, "ME005 clan", tap=True,
                pay=1, condition=_focht_possible("Clan", "Inner Sphere")))


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
    return mechs + _every_site(state)


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
    return [m for m in units_in_play(state, p) if is_unit(state, m)]


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
ability(SINGLE_COMBAT, Ability("single combat", "engage one of your 'Mechs and an opposing 'Mech in battle",
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
# damage it does nothing (T201).  The attackers still in play are depleted as the mission ends (T760). -------------
MECH_TRAP = "ME055"


def _offer_mech_trap(state, p: int) -> None:
    offer(state, ((1 - p, (MECH_TRAP,)),), ("attack",), "a mission was declared: reveal a card?", True)


def _mech_trap(state, f):
    if revealed_when_attacked(state, f):
        add(state, "m.after", (f.locals["player"], ("deplete attackers", "Mech Trap")))
        state.say("Mech Trap: the attacking 'Mechs will be depleted at the end of the mission")


one_shot(MECH_TRAP, "leaders.mech_trap", _mech_trap)
REVEAL_ONLY_WHEN.add(MECH_TRAP)
trigger("mission_declared", MECH_TRAP, _offer_mech_trap)
