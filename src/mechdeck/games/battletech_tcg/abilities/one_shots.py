"""Command cards (not Subterfuge) that are scrapped when they are revealed and do their text once, or start an effect
that lasts: Aerospace Fighter Mission ... Teachings of the Unfinished Book, those of Counterstrike, Mercenaries
and MechWarrior (Accelerated Turnaround ... Financial Collapse), and those of Arsenal and Crusade (Combat Drop ... Task
Force Serpent).  Each is declared with ``building_blocks.one_shot`` (scrapped first, then its steps, with ``excess``
the construction above the cost), except Salvage Strike Crew, which chooses its card before it is scrapped (ruling
T307).  Also the DCI promo Double Overtime, which acts once when activated and stays in play (ruling T1121).

Markers of this module: ``arms_reduction``; ``blackout`` (seats) with ``no_mission_cards``; ``hangar`` ('Mechs, also
in ``attackable``); ``groundwork`` ((site, turn), ...); ``teachings<seat>`` (the initiative it adds to
``init<seat>``); ``rapid<seat>`` (the turn and the card of a Rapid Deployment in effect); the later ones are listed
where the Arsenal and Crusade cards begin."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from ..board import (ATTACHED, BUILD, HAND, POST, REMOVED, SCRAP, STOCK, activation_cost, card_of, is_mech,
                     is_unit, mark, may_repair, name_of, owner, pile_text, set_mark, tapped, units_in_play, who)
from ..knowledge import learn
from ..missions import (CANNOT_BE_ATTACKED, EFFECTS_ASKED_BY_WHAT_IS_PUBLIC, EFFECT_ACTIONS, EFFECT_OPTIONS, add,
                        deal_damage, engaged, every_site, target_text)
from ..turn import (EXTRA_OPTIONS, FREE_DEPLOY, MISSIONS_PHASE_REVEALS, REVEAL_ONLY_WHEN, RULES_ID, can_pay,
                    could_hold, draw, hosts, needs_host, reveal, scrap_card, scrap_from_stock, try_untap,
                    unique_blocked, waste_pool)
from .building_blocks import (all_mechs, asset_cost, blocks_at_any_speed, choose, deplete, divided_damage,
                              expires_at_turn_end, in_battle, join_battle, one_shot, own_cards_under_construction,
                              paid_action, pilot_into_play, reveal_in_missions_phase, shuffle_after_search,
                              stockpile_search, take_control, take_into_hand, untap_mechs)
from .registry import ON_REVEAL, SECRETS, STATIC, card_module, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


def _damageable_sites(state) -> list:
    """Every site that damage can change (damage to a Scrapheap does nothing, so Scrapheaps are not offered)."""
    return [site for site in every_site(state) if site not in ("scrap0", "scrap1")]


def _site_key(state, site):
    """A Stockpile named as in a mission ("stock" = the defender's) as ``stock<seat>``."""
    if site == "stock":
        attacker = state.counters.get("m.p", state.counters.get("active", 0))
        return f"stock{1 - attacker}"
    return site


def _text(state, site) -> str:
    if isinstance(site, str):
        return pile_text(site)
    return target_text(state, site)


# -- LT002 Aerospace Fighter Mission: 5 damage divided among 'Mechs and sites (ruling T250) -------------------------
def _aerospace_deal(state, f, hits: dict) -> None:
    state.say("Aerospace Fighter Mission deals " + ", ".join(f"{n} to {_text(state, d)}" for d, n in hits.items()))
    deal_damage(state, f.locals["player"], hits.items())   # all at once: armor once per card


one_shot("LT002", "LT002", *divided_damage(
    "Aerospace Fighter Mission", "damage", lambda state, p: all_mechs(state) + _damageable_sites(state),
    lambda state, f: 5, _aerospace_deal, "{title}: 1 damage ({left} left) to?"))


# -- LT006 Arms Reduction: at most 2 construction counters a turn, until someone pays 5+3P (ruling T252) -----------
def _arms_start(state, f):
    state.counters["arms_reduction"] = 2
    state.say("Arms Reduction: no player may spend more than 2 resources on construction each turn")


_ARMS_END_COST = asset_cost(5, "P", 3)


def _arms_options(state, p):
    if "arms_reduction" in state.counters and can_pay(state, p, _ARMS_END_COST(state, p)):
        return [("end arms reduction",)]
    return []


def _arms_ended(state, p):
    state.counters.pop("arms_reduction", None)
    state.say(f"{who(p)} pays to end Arms Reduction")


one_shot("LT006", "LT006", _arms_start)
paid_action("deploy", "end arms reduction", _arms_options, _ARMS_END_COST, _arms_ended)


# -- LT029 Caught in Hangar: revealed in your Missions phase; a 'Mech may be attacked whatever its speed this turn --
def _hangar_options(state, p):
    if not units_in_play(state, 1 - p):   # any 'Mech the opponent controls, one waiting in construction too (T670)
        return []
    return [("reveal", c) for c in state.zones[BUILD[p]] if card_of(state, c).plays_as == "LT029"
            and not mark(state, "up", c) and state.counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c)]


def _hangar_mark(state, f):
    m = f.locals["pick"][1]
    add(state, "attackable", m)
    add(state, "hangar", m)
    state.say(f"{name_of(state, m)} is caught in its hangar: it may be attacked regardless of its speed this turn")


def _hangar_expire(state, p):
    mine = state.counters.pop("hangar", ())
    if mine:
        left = list(state.counters.get("attackable", ()))
        for m in mine:
            left.remove(m)
        state.counters["attackable"] = tuple(left)


one_shot("LT029", "LT029",
         choose(lambda state, p: units_in_play(state, 1 - p),
                "Caught in Hangar: which 'Mech may be attacked regardless of its speed?", "expose"),
         _hangar_mark)
REVEAL_ONLY_WHEN.add("LT029")
MISSIONS_PHASE_REVEALS.add("LT029")
EXTRA_OPTIONS.setdefault("missions", []).append(_hangar_options)
trigger("turn_end", "LT029", _hangar_expire)


# -- LT040 Communications Blackout: no Mission cards until the beginning of your next turn ----------------------------
def _blackout_start(state, f):
    add(state, "blackout", f.locals["player"])
    state.counters["no_mission_cards"] = True
    state.say("Communications Blackout: no player may play Mission cards")


def _blackout_end(state, p):
    left = tuple(q for q in state.counters.get("blackout", ()) if q != p)
    if left == state.counters.get("blackout", ()):
        return
    if left:
        state.counters["blackout"] = left
        return
    state.counters.pop("blackout")
    state.counters.pop("no_mission_cards", None)
    state.say("Communications Blackout ends")


one_shot("LT040", "LT040", _blackout_start)
trigger("turn_start", "LT040", _blackout_end)


# -- LT048 Culling: removed from the game; restock the top card of the Scrapheap for each 3 construction above cost --
def _culling(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    state.zones[SCRAP[owner(state, c)]].remove(c)
    state.zones[REMOVED[owner(state, c)]].append(c)
    state.say("Culling is removed from the game")
    for _ in range(f.locals.get("excess", 0) // 3):
        heap = state.zones[SCRAP[p]]
        if not heap:
            break
        top = heap.pop()
        state.zones[STOCK[p]].insert(0, top)
        learn(state, -1, (top,))   # a face-up card put at the bottom of the Stockpile
        state.say(f"{who(p)} restocks {name_of(state, top)} from the Scrapheap")


one_shot("LT048", "LT048", _culling)


# -- LT066 Effective Groundwork: double the damage dealt to a site this turn ------------------------------------------
def _groundwork_mark(state, f):
    site = f.locals["pick"][1]
    add(state, "groundwork", (site, state.counters.get("turn")))
    state.say(f"damage dealt to {_text(state, site)} is doubled this turn")


def _groundwork_double(state, dst, n):
    marks = state.counters.get("groundwork")
    if not marks or n <= 0:
        return n
    key = _site_key(state, dst)
    turn = state.counters.get("turn")
    return n * 2 ** sum(1 for site, t in marks if site == key and t == turn)


one_shot("LT066", "LT066",
         choose(lambda state, p: _damageable_sites(state),
                "Effective Groundwork: double the damage dealt to which site this turn?", "double"),
         _groundwork_mark)
STATIC.setdefault("site_damage", []).append(_groundwork_double)


# -- LT221 Salvage Strike Crew: return a card from the Scrapheap, then it is scrapped (ruling T307) -----------------
def _salvage_pick(state, f):
    p = f.locals["player"]
    heap = state.zones[SCRAP[p]]
    if heap:   # chosen before Salvage Strike Crew goes there
        ask(state, p, [("choose", c) for c in heap], "Salvage Strike Crew: return which card from your Scrapheap?",
            "pick")


def _salvage_done(state, f):
    pick = f.locals.get("pick")
    if pick is not None:
        take_into_hand(state, f.locals["player"], pick[1])
    scrap_card(state, f.locals["card"], "(scrapped when revealed)")


S["LT221"] = (_salvage_pick, _salvage_done)
on_reveal("LT221", "LT221")


# -- LT223 Saturation Bombing: 1 damage to one site per 2 construction above the cost (ruling T310) -----------------
def _bombing_deal(state, f, hits: dict) -> None:
    for site, n in hits.items():
        state.say(f"Saturation Bombing deals {n} damage to {_text(state, site)}")
    deal_damage(state, f.locals["player"], tuple(hits.items()))   # not an attack: a face-down card stays so


one_shot("LT223", "LT223", *divided_damage(
    "Saturation Bombing", "choose", lambda state, p: every_site(state), lambda state, f: f.locals["excess"] // 2,
    _bombing_deal, "{title}: 1 damage to which site? ({left} to place)"))


# -- LT255 Teachings of the Unfinished Book: +2 initiative until your next turn, a deployment, a card (T308) --------
def _teachings(state, f):
    p = f.locals["player"]
    c = state.counters
    c[f"init{p}"] = c.get(f"init{p}", 0) + 2
    c[f"teachings{p}"] = c.get(f"teachings{p}", 0) + 2
    state.say(f"{who(p)} has +2 initiative until the beginning of {who(p)}'s next turn")
    additional_deployments(state, p)
    draw(state, p, 1)


def _teachings_end(state, p):
    c = state.counters
    n = c.pop(f"teachings{p}", 0)
    if n:
        c[f"init{p}"] = c.get(f"init{p}", 0) - n
        if not c[f"init{p}"]:
            del c[f"init{p}"]


one_shot("LT255", "LT255", _teachings)
trigger("turn_start", "LT255", _teachings_end)


# -- CS002 Accelerated Turnaround: at the end of your Missions phase, untap a 'Mech per construction above the cost --
def _end_missions_phase(state, f):
    """Revealed from its player's Missions phase window, it ends that phase ("at the end of your Missions phase");
    revealed by damage (ruling T201) it ends no phase."""
    p = f.locals["player"]
    below = state.stack[-2] if len(state.stack) > 1 else None
    if below is not None and below.op == "window" and below.locals.get("window") == "missions" and below.player == p:
        del state.stack[-2]
        waste_pool(state, p)
        state.say(f"{who(p)}'s Missions phase ends")


one_shot("CS002", "CS002", _end_missions_phase, *untap_mechs("Accelerated Turnaround", 1))
# CE001, its Commander's Edition printing: "you may untap one of your Units" for each counter above the cost
one_shot("CE001", "CE001", _end_missions_phase,
         *untap_mechs("Accelerated Turnaround", 1, candidates=units_in_play, optional=True))
reveal_in_missions_phase("CS002", "CE001")


# -- CS033 Double-Time Offense: in your Missions phase, untap a 'Mech per 2 construction above the cost -------------
# CE086, its Commander's Edition printing: "you may untap one of your Units" for every two counters above the cost
# ("only during your Missions phase, but not during a mission": the Missions phase window is outside missions)
one_shot("CS033", "CS033", *untap_mechs("Double-Time Offense", 2))
one_shot("CE086", "CE086", *untap_mechs("Double-Time Offense", 2, candidates=units_in_play, optional=True))
reveal_in_missions_phase("CS033", "CE086")


# -- CS069 Pinpoint Air Strike: 1 damage to one site or 'Mech per 2 construction above the cost ---------------------
def _dealer(title: str):
    """The ``deal`` of divided_damage for a one-shot: the picks are dealt all at once (armor once per card)."""
    def deal(state, f, hits: dict) -> None:
        state.say(f"{title} deals " + ", ".join(f"{n} to {_text(state, d)}" for d, n in hits.items()))
        deal_damage(state, f.locals["player"], tuple(hits.items()))
    return deal


one_shot("CS069", "CS069", *divided_damage(
    "Pinpoint Air Strike", "damage", lambda state, p: all_mechs(state) + every_site(state),
    lambda state, f: f.locals["excess"] // 2, _dealer("Pinpoint Air Strike"), "{title}: 1 damage to? ({left} left)"))


# -- CS084 Strafing Run: 3 structure damage to one 'Mech or site ------------------------------------------------------
def _strafe(state, f):
    target = f.locals.pop("pick")[1]
    state.say(f"Strafing Run deals 3 structure damage to {_text(state, target)}")
    deal_damage(state, f.locals["player"], ((target, 3),), structure_only=True)


one_shot("CS084", "CS084",
         choose(lambda state, p: all_mechs(state) + every_site(state), "Strafing Run: 3 structure damage to?",
                "damage"),
         _strafe)


# -- CS086 Tactical Nuke: each Stockpile receives 1 damage per construction above the cost (both out: a draw) -------
def _nuke(state, f):
    n = f.locals["excess"]
    if n:
        state.say(f"Tactical Nuke: each player's Stockpile receives {n} damage")
        deal_damage(state, f.locals["player"], (("stock0", n), ("stock1", n)))


one_shot("CS086", "CS086", _nuke)


# -- ME041 Hidden Reserves: draw three cards --------------------------------------------------------------------------
one_shot("ME041", "ME041", lambda state, f: draw(state, f.locals["player"], 3))


# -- ME054 Mech Rotation: per 2 construction above the cost, repair all damage to one 'Mech -------------------------
def _rotation_start(state, f):
    f.locals["left"] = f.locals["excess"] // 2


def _rotation_ask(state, f):
    p = f.locals["player"]
    damaged = [m for m in all_mechs(state) if mark(state, "dmg", m, 0) and may_repair(state, p, m)]
    if f.locals["left"] <= 0 or not damaged:
        stop(state, f)
        return
    ask(state, p, [("repair", m) for m in damaged],
        f"Mech Rotation: repair all damage to which 'Mech? ({f.locals['left']} left)", "pick")


def _rotation_repair(state, f):
    m = f.locals.pop("pick")[1]
    n = mark(state, "dmg", m, 0)
    set_mark(state, "dmg", m, None)
    state.say(f"Mech Rotation repairs all {n} damage to {name_of(state, m)}")
    f.locals["left"] -= 1
    f.pc -= 2


one_shot("ME054", "ME054", _rotation_start, _rotation_ask, _rotation_repair)


# -- ME072 Rapid Deployment: until the end of the turn, pay {R} for each additional deployment ------------------------
def _rapid_start(state, f):
    p = f.locals["player"]
    state.counters[f"rapid{p}"] = (state.counters.get("turn"), f.locals["card"])
    state.say(f"Rapid Deployment: until the end of the turn {who(p)} may pay 1 resource for each additional "
              "deployment")


def _rapid_options(state, p):
    entry = state.counters.get(f"rapid{p}")
    if entry is None or state.counters.get("active") != p or not can_pay(state, p, 1):
        return []   # deployments are made in one's own Deploy phase only
    return [("pay for", entry[1])]


def _rapid_deployment(state, p, card):
    state.counters["deploys"] = state.counters.get("deploys", 0) + 1
    state.say(f"{who(p)} pays for an additional deployment (Rapid Deployment)")


one_shot("ME072", "ME072", _rapid_start)
paid_action("deploy", "pay for", _rapid_options, lambda state, p: 1, _rapid_deployment)
expires_at_turn_end("ME072", "rapid0")
expires_at_turn_end("ME072", "rapid1")


# -- MW002 Airstrikes Close to Home: look at an opponent's hand; they scrap one chosen card per counter above cost --
# CE004, its Commander's Edition printing, reads "you may choose one card" for each counter: it may stop choosing.
def _airstrikes_look(state, f):
    p = f.locals["player"]
    hand = state.zones[HAND[1 - p]]
    state.say(f"{who(p)} looks at {who(1 - p)}'s hand")
    state.say(f"{who(1 - p)}'s hand: " + (", ".join(name_of(state, c) for c in hand) or "empty"), p)
    learn(state, p, hand)
    f.locals["left"] = min(f.locals["excess"], len(hand))
    f.locals["chosen"] = ()


def _airstrikes_ask(optional: bool):
    """``optional``: CE004's "you may choose one card" for each counter: the player may stop choosing."""
    def step(state, f):
        p = f.locals["player"]
        if f.locals["left"] <= 0:
            for c in f.locals["chosen"]:
                scrap_card(state, c, f"from {who(1 - p)}'s hand (Airstrikes Close to Home)")
            stop(state, f)
            return
        ask(state, p, [("scrap", c) for c in state.zones[HAND[1 - p]] if c not in f.locals["chosen"]]
            + ([("stop choosing",)] if optional else []),
            f"Airstrikes Close to Home: which card does {who(1 - p)} scrap? ({f.locals['left']} to choose)", "pick")
    return step


def _airstrikes_pick(state, f):
    pick = f.locals.pop("pick")
    if pick[0] == "scrap":
        f.locals["chosen"] += (pick[1],)
        f.locals["left"] -= 1
    else:   # no more choices: the cards chosen so far are scrapped
        f.locals["left"] = 0
    f.pc -= 2


one_shot("MW002", "MW002", _airstrikes_look, _airstrikes_ask(optional=False), _airstrikes_pick)
one_shot("CE004", "CE004", _airstrikes_look, _airstrikes_ask(optional=True), _airstrikes_pick)


# -- MW013 Corridor of Fire: 1 damage to one site per construction counter above the cost ---------------------------
def _corridor_ask(state, f):
    if f.locals["excess"] <= 0:
        stop(state, f)
        return
    ask(state, f.locals["player"], [("site", s) for s in every_site(state)],
        f"Corridor of Fire: deal {f.locals['excess']} damage to which site?", "pick")


def _corridor(state, f):
    site = f.locals.pop("pick")[1]
    n = f.locals["excess"]
    state.say(f"Corridor of Fire deals {n} damage to {_text(state, site)}")
    deal_damage(state, f.locals["player"], ((site, n),))


one_shot("MW013", "MW013", _corridor_ask, _corridor)


# -- MW026 Financial Collapse: the opponent's construction counters are moved onto your cards under construction ---
def _collapse_take(state, f):
    p = f.locals["player"]
    o = 1 - p
    active = units_in_play(state, o)
    total = 0
    for c in state.zones[BUILD[o]]:
        if c not in active:
            total += state.counters.pop(f"cc:{c}", 0)
    f.locals["left"] = total
    state.say(f"Financial Collapse removes {total} construction counter{'s' if total != 1 else ''} from "
              f"{who(o)}'s cards under construction")


def _collapse_slots(state, p) -> list[int]:
    active = units_in_play(state, p)
    return [c for c in state.zones[BUILD[p]] if c not in active]


def _collapse_ask(state, f):
    p = f.locals["player"]
    slots = _collapse_slots(state, p)
    if f.locals["left"] <= 0 or not slots:
        stop(state, f)
        return
    ask(state, p, [("build", c) for c in slots],
        f"Financial Collapse: put a construction counter on which card? ({f.locals['left']} left)", "pick")


def _collapse_put(state, f):
    c = f.locals.pop("pick")[1]
    state.counters[f"cc:{c}"] = state.counters.get(f"cc:{c}", 0) + 1
    state.say(f"Financial Collapse puts a construction counter on {target_text(state, c)} "
              f"({state.counters[f'cc:{c}']})")
    f.locals["left"] -= 1
    f.pc -= 2


one_shot("MW026", "MW026", _collapse_take, _collapse_ask, _collapse_put)


# -- ME042 High-Profile Target: revealed when the opponent attacks one of your 'Mechs: block it whatever the speed ----
# Offered by subterfuge.py's window "a mission was declared" (with the later sets' cards revealed when attacked), only
# when the mission's target is one of its player's 'Mechs.
REVEAL_ONLY_WHEN.add("ME042")
one_shot("ME042", "ME042", blocks_at_any_speed)


# -- ME093 Transportation Delay: revealed when the opponent activates a 'Mech: that 'Mech is depleted (T760) ----------
# Offered by subterfuge.py's window "a 'Mech was activated" (ctx ("activated", 'Mech)); forced open by damage, it has
# no 'Mech to deplete (ruling T201).
def _transportation_delay(state, f):
    ctx = f.locals["ctx"]
    if ctx is not None:
        deplete(state, ctx[1], "Transportation Delay")


REVEAL_ONLY_WHEN.add("ME093")
one_shot("ME093", "ME093", _transportation_delay)


# == Arsenal, Crusade and the DCI promo ================================================================================
# Markers: ``grievance<seat>`` (the assets Trial of Grievance added to ``assets<seat>`` this turn); ``refusal`` (the
# seats whose Trial of Refusal keeps Clan 'Mechs from missions until their next turn).  Hidden number:
# ``secret<seat>:smuggling`` (Mech Smuggling's counters while the opponent guesses).

def additional_deployments(state, p: int, n: int = 1) -> None:
    """"You may make (up to) n additional deployment(s) this turn": only in p's own turn, the only one with p's
    deployments (revealed on the opponent's turn, by damage, there is none to gain: ruling T308)."""
    c = state.counters
    if c.get("active") == p and "deploys" in c:
        c["deploys"] += n
        state.say(f"{who(p)} may make {'an' if n == 1 else n} additional deployment{'s' if n != 1 else ''} this turn")


def _paid_for(state, p: int, c: int) -> bool:
    """A face-down card (or one turned up by damage, unpaid) whose activation cost is paid, as any reveal asks."""
    counters = state.counters
    return (not counters.get(f"up:{c}") or bool(counters.get(f"unpaid:{c}"))) \
        and counters.get(f"cc:{c}", 0) >= activation_cost(state, p, c) and not unique_blocked(state, c)


def _unique_command(state, c: int) -> bool:
    card = card_of(state, c)
    return card.kind == "command" and card.unique


def _shown_to_hand(state, f) -> None:
    """The cards taken in a search are shown to all players and put into the hand."""
    p = f.locals["player"]
    for c in f.locals["taken"]:
        state.zones[STOCK[p]].remove(c)
        state.zones[HAND[p]].append(c)
        learn(state, -1, (c,))
        state.say(f"{who(p)} shows {name_of(state, c)} and puts it into the hand")


def _deployed_from_stockpile(state, p: int, c: int) -> None:
    """A card of p's Stockpile shown to all players and deployed: face down under construction, with no counters, and
    not counting as a deployment (so no ``new`` mark: revealing it gives no deployment back, turn.FREE_DEPLOY)."""
    state.zones[STOCK[p]].remove(c)
    state.zones[BUILD[p]].append(c)
    learn(state, -1, (c,))
    state.say(f"{who(p)} shows {name_of(state, c)} and deploys it (not a deployment)")


# -- AR020 Combat Drop: during battle, one untapped 'Mech of yours per 2 counters above cost joins with 1 damage ------
COMBAT_DROP = "AR020"


def _combat_drop_offers(state, q: int) -> list:
    """"Activate Combat Drop only during battle": a paid-for Combat Drop is revealed from its player's battle effects
    (missions.EFFECT_OPTIONS), never in the Deploy phase (turn.REVEAL_ONLY_WHEN)."""
    if not in_battle(state):
        return []
    return [("reveal", c) for c in state.zones[BUILD[q]]
            if card_of(state, c).plays_as == COMBAT_DROP and _paid_for(state, q, c)]


def _droppable(state, p: int) -> list[int]:
    """p's untapped 'Mechs in play that are not in the mission already (the text's "'Mechs": no Vehicle, T1100)."""
    c = state.counters
    in_it = set(engaged(state, 0) + engaged(state, 1)) | {c.get("m.tgt")}
    return [m for m in units_in_play(state, p) if is_mech(state, m) and not tapped(state, m) and m not in in_it]


def _combat_drop_start(state, f):
    # revealed by damage outside a battle it has no battle to join (ruling T201)
    f.locals["left"] = f.locals["excess"] // 2 if in_battle(state) else 0


def _combat_drop_ask(state, f):
    p = f.locals["player"]
    mechs = _droppable(state, p)
    if f.locals["left"] <= 0 or not mechs:
        stop(state, f)
        return
    ask(state, p, [("drop", m) for m in mechs],
        f"Combat Drop: which 'Mech joins the battle? ({f.locals['left']} to choose)", "pick")


def _combat_drop_join(state, f):
    m = f.locals.pop("pick")[1]
    join_battle(state, f.locals["player"], m)
    add(state, "m.sdmg", (m, 1))   # the card's damage, dealt with the battle's (as Chaparral Missile Tank's)
    state.say(f"{name_of(state, m)} will receive 1 structure damage (Combat Drop)")
    f.locals["left"] -= 1
    f.pc -= 2


def _reveal_in_battle(state, q: int, action) -> None:
    reveal(state, q, action[1])


def _could_drop(state, q: int) -> bool:
    """Could q hold a paid-for Combat Drop by what the opponent sees (T722)?  Then q's battle effects are asked even
    with nothing else to choose, so that being asked tells nothing of q's face-down cards."""
    return in_battle(state) and could_hold(state, q, (COMBAT_DROP,))


one_shot(COMBAT_DROP, COMBAT_DROP, _combat_drop_start, _combat_drop_ask, _combat_drop_join)
REVEAL_ONLY_WHEN.add(COMBAT_DROP)
EFFECT_OPTIONS.append(_combat_drop_offers)
EFFECTS_ASKED_BY_WHAT_IS_PUBLIC.append(_could_drop)
EFFECT_ACTIONS["reveal"] = _reveal_in_battle


# -- AR080 Secret Buildup: look at your top four; deploy up to two that aren't Mission cards, shown; scrap the rest ---
def _buildup_look(state, f):
    p = f.locals["player"]
    top = state.zones[STOCK[p]][-4:]
    f.locals["seen"] = len(top)
    f.locals["chosen"] = ()
    state.say(f"{who(p)} looks at the top {len(top)} cards of the Stockpile")
    state.say("top first: " + ", ".join(name_of(state, c) for c in reversed(top)), p)
    learn(state, p, top)


def _buildup_ask(state, f):
    p = f.locals["player"]
    stock = state.zones[STOCK[p]]
    top = stock[len(stock) - f.locals["seen"]:]
    options = [("deploy", c) for c in reversed(top)
               if c not in f.locals["chosen"] and card_of(state, c).kind != "mission"]
    if len(f.locals["chosen"]) >= 2 or not options:
        f.pc += 1   # past the pick
        return
    ask(state, p, options + [("scrap the rest",)],
        f"Secret Buildup: deploy which card? ({2 - len(f.locals['chosen'])} more at most)", "pick")


def _buildup_pick(state, f):
    pick = f.locals.pop("pick")
    if pick[0] == "deploy":
        f.locals["chosen"] += (pick[1],)
        f.pc -= 2


def _buildup_deploy(state, f):
    p = f.locals["player"]
    for c in f.locals["chosen"]:
        _deployed_from_stockpile(state, p, c)
    # the rest of the four are now the top of the Stockpile
    scrap_from_stock(state, p, f.locals["seen"] - len(f.locals["chosen"]))


one_shot("AR080", "AR080", _buildup_look, _buildup_ask, _buildup_pick, _buildup_deploy)


# -- AR095 Trial of Bloodright: a Pilot card from your Stockpile into play, free and no deployment; shuffle ----------
def _bloodright_pilot(state, c: int) -> bool:
    """A Pilot card with a 'Mech of its player's to go on (T1132: 'Mechs only; put into play under its player's
    control, T771, so not one played on an opponent's 'Mech)."""
    return "Pilot" in card_of(state, c).subtypes and bool(_bloodright_hosts(state, owner(state, c), c))


def _bloodright_hosts(state, p: int, pilot: int) -> list[int]:
    mine = set(units_in_play(state, p))
    return [m for m in hosts(state, p, pilot) if m in mine and is_mech(state, m)]


def _bloodright_host(state, f):
    if not f.locals["taken"]:
        return
    p, pilot = f.locals["player"], f.locals["taken"][0]
    ask(state, p, [("on", m) for m in _bloodright_hosts(state, p, pilot)],
        f"Trial of Bloodright: put {name_of(state, pilot)} on which 'Mech?", "host")


def _bloodright_put(state, f):
    if f.locals["taken"]:
        pilot_into_play(state, f.locals["player"], f.locals["taken"][0], f.locals.pop("host")[1],
                        "Trial of Bloodright")


one_shot("AR095", "AR095", *stockpile_search("Trial of Bloodright", (("Pilot card", _bloodright_pilot, 1),),
                                          must_take=True),
         _bloodright_host, _bloodright_put, shuffle_after_search)


# -- AR096 Trial of Grievance: A, L, M, P and T until end of turn; a card; deployed revealed: another deployment ------
def _grievance(state, f):
    p = f.locals["player"]
    c = state.counters
    have = set(c.get(f"assets{p}", ()))
    added = tuple(letter for letter in "ALMPT" if letter not in have)
    if added:
        c[f"assets{p}"] = tuple(sorted(have | set(added)))
        c[f"grievance{p}"] = tuple(c.get(f"grievance{p}", ())) + added
    state.say(f"{who(p)} has the assets A, L, M, P and T until the end of the turn")
    draw(state, p)


def _grievance_ends(state, active: int) -> None:
    c = state.counters
    for p in (0, 1):
        added = c.pop(f"grievance{p}", ())
        if added:
            left = tuple(letter for letter in c.get(f"assets{p}", ()) if letter not in added)
            if left:
                c[f"assets{p}"] = left
            else:
                c.pop(f"assets{p}", None)


one_shot("AR096", "AR096", _grievance)
FREE_DEPLOY.add("AR096")
trigger("turn_end", "AR096", _grievance_ends)


# -- AR097 Trial of Position: a 'Mech card from your Stockpile, shown and deployed, not a deployment; shuffle --------
def _mech_card(state, c: int) -> bool:
    return is_mech(state, c)


def _position_deploy(state, f):
    for c in f.locals["taken"]:
        _deployed_from_stockpile(state, f.locals["player"], c)


one_shot("AR097", "AR097", *stockpile_search("Trial of Position", (("'Mech card", _mech_card, 1),), must_take=True),
         _position_deploy, shuffle_after_search)


# -- AR098 Trial of Possession: gain control of a non-Unique Clan card an opponent controls, and untap it -----------
def _possessable(state, p: int) -> list[int]:
    """The opponent's activated non-Unique Clan cards: Command Post cards and Units in play (a Pilot or Enhancement
    is controlled with the card it is on, ruling T1212)."""
    o = 1 - p
    return [c for c in state.zones[POST[o]] + units_in_play(state, o)
            if "Clan" in card_of(state, c).affiliation and not card_of(state, c).unique]


def _possession_ask(state, f):
    cards = _possessable(state, f.locals["player"])
    if not cards:
        stop(state, f)
        return
    ask(state, f.locals["player"], [("take control of", c) for c in cards],
        "Trial of Possession: gain control of which card?", "pick")


def _possession(state, f):
    p, c = f.locals["player"], f.locals.pop("pick")[1]
    take_control(state, p, c)
    if tapped(state, c) and try_untap(state, c):
        state.say(f"{name_of(state, c)} untaps")


one_shot("AR098", "AR098", _possession_ask, _possession)


# -- AR099 Trial of Refusal: Clan 'Mechs go on no missions until your next turn; an additional deployment ---------
def _refusal(state, f):
    p = f.locals["player"]
    add(state, "refusal", p)
    state.say(f"Until the beginning of {who(p)}'s next turn, Clan 'Mechs cannot go on missions")
    additional_deployments(state, p)


def _refusal_ends(state, p: int) -> None:
    left = tuple(q for q in state.counters.get("refusal", ()) if q != p)
    if left:
        state.counters["refusal"] = left
    else:
        state.counters.pop("refusal", None)


def _may_go_on_missions(state, m: int) -> bool:
    return "refusal" not in state.counters or not (is_mech(state, m) and "Clan" in card_of(state, m).affiliation)


one_shot("AR099", "AR099", _refusal)
trigger("turn_start", "AR099", _refusal_ends)
STATIC.setdefault("may_attack", []).append(_may_go_on_missions)


# -- AR101 Unlikely Love Affair: restock a Unique Command card in play in its owner's deck; draw a card ------------
def _unique_command_in_play(state, p) -> list[int]:
    return [c for q in (0, 1) for c in state.zones[POST[q]] + state.zones[ATTACHED[q]] if _unique_command(state, c)]


def _love_affair(state, f):
    from .leaders_and_sites import restock_from_play   # (loaded after this module: imported when the card resolves)
    pick = f.locals.pop("pick", None)
    if pick is not None:
        restock_from_play(state, pick[1])
    draw(state, f.locals["player"])


def _love_affair_ask(state, f):
    cards = _unique_command_in_play(state, f.locals["player"])
    if cards:
        ask(state, f.locals["player"], [("restock", c) for c in cards],
            "Unlikely Love Affair: restock which Unique Command card?", "pick")


one_shot("AR101", "AR101", _love_affair_ask, _love_affair)


# -- CR031 DEST Commando Sabotage: 2 structure damage to each opposing Unit ----------------------------------------
def _dest_sabotage(state, f):
    p = f.locals["player"]
    units = units_in_play(state, 1 - p)
    if units:
        state.say("DEST Commando Sabotage deals 2 structure damage to " + ", ".join(name_of(state, u) for u in units))
        deal_damage(state, p, tuple((u, 2) for u in units), structure_only=True)


one_shot("CR031", "CR031", _dest_sabotage)


# -- CR037 Fast Deployment: up to three additional deployments this turn ------------------------------------------
one_shot("CR037", "CR037", lambda state, f: additional_deployments(state, f.locals["player"], 3))


# -- CR050 Hasty Alliance: with a Unique Command card in play, one from your Stockpile into your Command Post --------
HASTY_ALLIANCE = "CR050"


def _allied(state, p: int) -> bool:
    """"Only if you have any Unique Command cards in play": in p's Command Post or on p's 'Mechs."""
    return any(_unique_command(state, c) for c in state.zones[POST[p]] + state.zones[ATTACHED[p]])


def _hasty_offers(state, p: int) -> list:
    if not _allied(state, p):
        return []
    return [("reveal", c) for c in state.zones[BUILD[p]]
            if card_of(state, c).plays_as == HASTY_ALLIANCE and _paid_for(state, p, c)]


def _command_post_card(state, c: int) -> bool:
    """A Unique Command card that goes into the Command Post (a Pilot or an Enhancement goes on a card: ruling
    T1215)."""
    return _unique_command(state, c) and needs_host(card_of(state, c)) is None


def _hasty_condition(state, f):
    # revealed by damage without a Unique Command card in play, it does nothing (its activation condition, T201)
    if not _allied(state, f.locals["player"]):
        stop(state, f)


def _hasty_put(state, f):
    """Activated without cost or deployment (T771): a Unique title already in play scraps it at once; a card with a
    script run when activated runs it."""
    p = f.locals["player"]
    for c in f.locals["taken"]:
        state.zones[STOCK[p]].remove(c)
        state.zones[POST[p]].append(c)
        learn(state, -1, (c,))
        state.say(f"{who(p)} puts {name_of(state, c)} into the Command Post, activated (Hasty Alliance)")
        if unique_blocked(state, c):
            scrap_card(state, c, "(a Unique card of that title is in play)")
            continue
        number = card_of(state, c).plays_as
        if number in ON_REVEAL:
            push(state, "script", p, script=ON_REVEAL[number], card=c, player=p, excess=0, forced=False)


one_shot(HASTY_ALLIANCE, HASTY_ALLIANCE, _hasty_condition,
         *stockpile_search("Hasty Alliance", (("Unique Command card", _command_post_card, 1),), must_take=True),
         shuffle_after_search, _hasty_put)
REVEAL_ONLY_WHEN.add(HASTY_ALLIANCE)
EXTRA_OPTIONS.setdefault("deploy", []).append(_hasty_offers)


# -- CR068 Mech Smuggling: hide 1-5 counters; guessed: scrap that many; else up to two 'Mech cards to the hand -------
def _smuggling_hide(state, f):
    ask(state, f.locals["player"], [("hide", n) for n in range(1, 6)], "Mech Smuggling: hide how many counters?",
        "pick")


def _smuggling_guess(state, f):
    p = f.locals["player"]
    state.counters[f"secret{p}:smuggling"] = f.locals.pop("pick")[1]
    state.say(f"{who(p)} hides counters")
    ask(state, 1 - p, [("guess", n) for n in range(1, 6)], "Mech Smuggling: how many counters are hidden?", "pick")


def _smuggling_result(state, f):
    p = f.locals["player"]
    guess = f.locals.pop("pick")[1]
    n = state.counters.pop(f"secret{p}:smuggling")
    state.say(f"{who(1 - p)} guesses {guess}; {who(p)} hid {n}")
    if guess == n:
        scrap_from_stock(state, p, n)
        stop(state, f)


one_shot("CR068", "CR068", _smuggling_hide, _smuggling_guess, _smuggling_result,
         *stockpile_search("Mech Smuggling", (("'Mech card", _mech_card, 2),)), _shown_to_hand, shuffle_after_search)
SECRETS["smuggling"] = lambda state, p: range(1, 6)


# -- CR096 Task Force Serpent: up to three Unit cards and two Unique Command cards from your Stockpile, shown -------
one_shot("CR096", "CR096",
         *stockpile_search("Task Force Serpent", (("Unit card", is_unit, 3), ("Unique Command card", _unique_command, 2))),
         _shown_to_hand, shuffle_after_search)


# -- DCI01 Double Overtime: when activated, show one of your Units under construction and double its counters; it
# stays in the Command Post, where it cannot be attacked (T1121) -----------------------------------------------------
def _units_under_construction(state, p) -> list[int]:
    return own_cards_under_construction(state, p, is_unit)


def _double_overtime(state, f):
    p, c = f.locals["player"], f.locals.pop("pick")[1]
    n = state.counters.get(f"cc:{c}", 0)
    if n:
        state.counters[f"cc:{c}"] = 2 * n
    learn(state, -1, (c,))
    state.say(f"Double Overtime: {who(p)} shows {name_of(state, c)} and doubles its construction counters "
              f"({n} to {2 * n})")


def _double_overtime_ask(state, f):
    units = _units_under_construction(state, f.locals["player"])
    if not units:   # nothing to double: the card stays in play with no effect (ruling T1121)
        stop(state, f)
        return
    ask(state, f.locals["player"], [("double", c) for c in units],
        "Double Overtime: double the construction counters on which Unit?", "pick")


S["DCI01"] = (_double_overtime_ask, _double_overtime)
on_reveal("DCI01", "DCI01")
CANNOT_BE_ATTACKED["DCI01"] = True   # no structure: no site to attack (ruling T1121)
implements("DCI01")
