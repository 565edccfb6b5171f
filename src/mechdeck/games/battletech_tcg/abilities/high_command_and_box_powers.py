"""Commander's Edition's High Command cards (Unique Command cards of a House or Clan, T1111) and its eight Box powers
(cards that begin the game in play when the format allows them, T1112).

A Box power is named beside a deck and begins the game activated and untapped in its owner's Command Post
(rules.begin_in_play).  It has no structure, so it is no site and cannot be attacked; every one prints "{T}: Scrap a
card from your hand to ...", an ability whose price (``box_power``) is the tap and a hand card of the player's
choice, scrapped before the effect."""
from __future__ import annotations

from mechdeck.kernel import below
from mechdeck.kernel.procedures import SCRIPTS, ask, push

from ..board import (COUNTER_KINDS, HAND, POST, SCRAP, activation_cost, card_of, controller, is_mech, is_unit, mark,
                     may_repair, name_of, set_mark, structure, units_in_play, who)
from ..cards import CARDS
from ..dice import push_roll
from ..knowledge import learn
from ..missions import ALL_MISSILES_ROLLED, CANNOT_BE_ATTACKED, add, target_text
from ..turn import RULES_ID, ability_options, ask_reaction, draw, reveal, scrap_card
from .building_blocks import (DEPLOY_PHASE, MISSION, MISSIONS_PHASE, add_counters, choose, expires_at_turn_end,
                              gain_resources, more_attack, own_cards_under_construction, take_into_hand)
from .card_flow import additional_deployment
from .registry import STATIC, Ability, ability, card_module, for_cards, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]

ALSHAIN, HUNTRESS, IRONHOLD, LUTHIEN, NEW_AVALON = "CEB001", "CEB002", "CEB003", "CEB004", "CEB005"
STRANA_MECHTY, TERRA, THARKAD = "CEB006", "CEB007", "CEB008"
REPAIR_PHASE = frozenset({"repair"})


# -- the Box powers' price: "{T}: Scrap a card from your hand to ..." ------------------------------------------------
def _ask_hand_card(state, f):
    p = f.locals["player"]
    ask(state, p, [("scrap", c) for c in state.zones[HAND[p]]],
        f"{name_of(state, f.locals['card'])}: scrap which card from your hand?", "price")


def _scrap_hand_card(state, f):
    scrap_card(state, f.locals.pop("price")[1], f"from the hand ({name_of(state, f.locals['card'])})")


def box_power(number: str, key: str, label: str, windows: frozenset, *steps, condition=None) -> None:
    """A Box power's ability: tap it and scrap a card from the hand (both the price, paid first), then ``steps``;
    usable while the hand holds a card and ``condition(state, player, card)`` (if given) holds.  The card cannot be
    attacked."""
    S[f"box.{key}"] = (_ask_hand_card, _scrap_hand_card) + steps
    ability(number, Ability(key, f"{{T}}, scrap a card from your hand: {label}", windows, f"box.{key}", tap=True,
                            condition=lambda state, p, c: bool(state.zones[HAND[p]])
                            and (condition is None or condition(state, p, c))))
    CANNOT_BE_ATTACKED[number] = True


# -- CEB001 Alshain: activate a fully constructed 'Mech of your Construction region, a +1 attack counter on it for
# every 3 construction counters above its cost (Deploy phase; no deployment: the ability activates it)
COUNTER_KINDS["plus_attack"] = "+1 attack"


def _fully_constructed_mech(state, c: int) -> bool:
    return is_mech(state, c) and state.counters.get(f"cc:{c}", 0) >= activation_cost(state, controller(state, c), c)


def _fully_constructed_mechs(state, p) -> list[int]:
    return own_cards_under_construction(state, p, _fully_constructed_mech)


def _alshain(state, f):
    p, m = f.locals["player"], f.locals.pop("pick")[1]
    extra = (state.counters.get(f"cc:{m}", 0) - activation_cost(state, p, m)) // 3
    reveal(state, p, m)
    if extra and m in units_in_play(state, p):   # a Unique twin in play scraps it instead (T51)
        set_mark(state, "plus_attack", m, mark(state, "plus_attack", m, 0) + extra)
        state.say(f"{name_of(state, m)} gets {extra} +1 attack counter{'s' if extra != 1 else ''} (Alshain)")


def _attack_counters(state, c: int) -> int:
    return state.counters.get(f"plus_attack:{c}", 0)


STATIC["attack"].append(_attack_counters)
box_power(ALSHAIN, "alshain", "activate a fully constructed 'Mech under construction", DEPLOY_PHASE,
          choose(_fully_constructed_mechs, "Alshain: activate which 'Mech?"), _alshain,
          condition=lambda state, p, c: bool(_fully_constructed_mechs(state, p)))


# -- CEB002 Huntress: "Scrap a card from your hand to choose one of your Mechs.  Re-roll all of the missile dice for
# that Mech.  Use this ability only after all of the missile dice for that 'Mech have been rolled": offered to a
# 'Mech's controller right after its last volley is rolled (missions' "after_missile_rolls", ``m.rolled_for``), before
# the next volley and before damage reads any die (T1123, T1330).  Each volley of that 'Mech is rolled again through
# the op "die roll", so the die-roll modifiers reach every new roll (T1123), and the new roll replaces its entry of
# ``m.rolls`` (T1331).
AFTER_ITS_MISSILES = "after a 'Mech's missile dice"   # the window of Huntress's ability: asked only by its offer


def _huntress_offer(state, unit: int) -> list[tuple]:
    if not is_mech(state, unit):
        return []
    return ability_options(state, controller(state, unit), AFTER_ITS_MISSILES)


def _volleys_to_reroll(state, f):
    mech = state.counters[ALL_MISSILES_ROLLED]
    f.locals["volleys"] = tuple(i for i, (source, _) in enumerate(state.counters["m.msl"]) if source == mech)
    state.say(f"{who(f.locals['player'])} rerolls all of the missile dice of {name_of(state, mech)} (Huntress)")


def _reroll_next_volley(state, f):
    """Replace the volley just rerolled, then reroll the next one (this step runs again after each roll)."""
    c = state.counters
    if "die" in f.locals:
        i, new = f.locals.pop("volley"), f.locals.pop("die")
        state.say(f"{name_of(state, c[ALL_MISSILES_ROLLED])}'s missile die {c['m.rolls'][i]} is rerolled: {new} "
                  f"(Huntress)")
        c["m.rolls"] = c["m.rolls"][:i] + (new,) + c["m.rolls"][i + 1:]
    if f.locals["volleys"]:
        f.locals["volley"], f.locals["volleys"] = f.locals["volleys"][0], f.locals["volleys"][1:]
        push_roll(state, f.locals["player"], kind="missile", about=f.locals["volley"])
        f.pc -= 1


STATIC.setdefault("after_missile_rolls", []).append(for_cards(HUNTRESS, _huntress_offer))
box_power(HUNTRESS, "huntress", "reroll all of the missile dice of one of your 'Mechs", frozenset({AFTER_ITS_MISSILES}),
          _volleys_to_reroll, _reroll_next_volley)


# -- CEB003 Ironhold: repair up to 3 damage to each of your Units (Repair/Reload phase) -------------------------------
def _ironhold(state, f):
    p = f.locals["player"]
    for u in units_in_play(state, p):
        damage = mark(state, "dmg", u, 0)
        if damage and may_repair(state, p, u):   # Battle Attrition may forbid it
            set_mark(state, "dmg", u, damage - min(3, damage))
            state.say(f"{who(p)} repairs {min(3, damage)} damage on {name_of(state, u)} (Ironhold)")


box_power(IRONHOLD, "ironhold", "repair up to 3 damage to each of your Units", REPAIR_PHASE, _ironhold)


# -- CEB004 Luthien: your 'Mech attacking alone gets +1 attack (mission) ---------------------------------------------
def _attacking_alone(state, p) -> list[int]:
    """p's 'Mech, when it is the only card attacking (in p's mission)."""
    c = state.counters
    attackers = c.get("m.att", ())
    return list(attackers) if c.get("m.p") == p and len(attackers) == 1 and is_mech(state, attackers[0]) else []


box_power(LUTHIEN, "luthien", "your 'Mech attacking alone gets +1 attack", MISSION,
          lambda state, f: more_attack(state, _attacking_alone(state, f.locals["player"])[0], 1),
          condition=lambda state, p, c: bool(_attacking_alone(state, p)))


# -- CEB005 New Avalon: +2 initiative (mission) -----------------------------------------------------------------------
def _new_avalon(state, f):
    add(state, "m.init", (f.locals["player"], 2))
    state.say(f"{who(f.locals['player'])} gets +2 initiative (New Avalon)")


box_power(NEW_AVALON, "new avalon", "+2 initiative", MISSION, _new_avalon)


# -- CEB006 Strana Mechty: one of your 'Mechs may attack as if it were one speed faster this turn (Missions phase,
# outside a mission); kept in ``strana``, gone at the end of the turn.  Only the active player's units attack, so the
# bonus counts while the chosen 'Mech's controller is the active player: it never blocks faster.
def _your_mechs(state, p) -> list[int]:
    return [u for u in units_in_play(state, p) if is_mech(state, u)]


def _strana_mechty(state, f):
    m = f.locals.pop("pick")[1]
    add(state, "strana", m)
    state.say(f"{name_of(state, m)} may attack as if it were one speed faster this turn (Strana Mechty)")


def _faster_attacker(state, unit: int) -> int:
    c = state.counters
    return 1 if unit in c.get("strana", ()) and controller(state, unit) == c.get("active") else 0


STATIC.setdefault("acting_speed", []).append(for_cards(STRANA_MECHTY, _faster_attacker))
box_power(STRANA_MECHTY, "strana mechty", "one of your 'Mechs attacks one speed faster this turn", MISSIONS_PHASE,
          choose(_your_mechs, "Strana Mechty: which 'Mech attacks one speed faster this turn?"),
          _strana_mechty, condition=lambda state, p, c: bool(_your_mechs(state, p)))
expires_at_turn_end(STRANA_MECHTY, "strana")


# -- CEB007 Terra: look at the opponent's hand, then discard one card of it at random (Missions phase, outside a
# mission)
def _terra(state, f):
    p = f.locals["player"]
    hand = state.zones[HAND[1 - p]]
    learn(state, p, hand)
    state.say(f"{who(p)} looks at {who(1 - p)}'s hand (Terra)")
    if hand:
        scrap_card(state, hand[below(state, len(hand))], "from the hand, discarded at random (Terra)")


box_power(TERRA, "terra", "look at your opponent's hand and discard one card of it at random", MISSIONS_PHASE, _terra)


# -- CEB008 Tharkad: gain {R} (Deploy phase) --------------------------------------------------------------------------
def _tharkad(state, f):
    gain_resources(state, f.locals["player"], 1)
    state.say(f"{who(f.locals['player'])} gains 1 resource (Tharkad)")


box_power(THARKAD, "tharkad", "gain {R}", DEPLOY_PHASE, _tharkad)


# -- the High Command cards (T1111): ordinary Unique deck cards; a CE text's "'Mech" is a 'Mech only ------------------
COMSTAR_HC, DAVION_HC, GHOST_BEAR_HC, KURITA_HC, STEINER_HC, WOLF_HC = ("CE054", "CE078", "CE116", "CE171", "CE280",
                                                                       "CE345")


def _controls(state, p: int, number: str) -> bool:
    types = state.card_types
    return any(CARDS[types[c]].plays_as == number for c in state.zones[POST[p]])


# -- CE345 Wolf High Command: each of your 'Mechs gets -1 structure and +1 attack; CE171 Kurita High Command: each of
# your 'Mechs gets -1 structure and gains C3 (missions.has_c3, T762).  A 'Mech whose damage reaches its lowered
# structure is destroyed as the card is activated (as a Retrofit's, T902).
def _your_mech_under(state, c: int, number: str) -> bool:
    return is_mech(state, c) and _controls(state, controller(state, c), number)


def _lowered_structure(state, c: int) -> int:
    return -(_your_mech_under(state, c, WOLF_HC) + _your_mech_under(state, c, KURITA_HC))


STATIC["attack"].append(for_cards(WOLF_HC, lambda state, c: 1 if _your_mech_under(state, c, WOLF_HC) else 0))
STATIC.setdefault("structure", []).append(for_cards((WOLF_HC, KURITA_HC), _lowered_structure))
STATIC.setdefault("has_c3", []).append(for_cards(KURITA_HC, lambda state, c: _your_mech_under(state, c, KURITA_HC)))


def _destroyed_by_lowered_structure(state, f):
    for m in units_in_play(state, f.locals["player"]):
        if is_mech(state, m) and mark(state, "dmg", m, 0) >= structure(state, m):
            scrap_card(state, m, "(destroyed: its damage reaches its structure)")


S["lowered structure"] = (_destroyed_by_lowered_structure,)
on_reveal(WOLF_HC, "lowered structure")
on_reveal(KURITA_HC, "lowered structure")


# -- CE054 ComStar High Command: {T}: the target gets +2 attack (mission) -----------------------------------------------
def _comstar(state, f):
    target = state.counters["m.tgt"]
    add(state, "m.atk", (target, 2))
    state.say(f"{target_text(state, target)} gets +2 attack (ComStar High Command)")


S[COMSTAR_HC] = (_comstar,)
ability(COMSTAR_HC, Ability("target attack", "the target gets +2 attack", MISSION, COMSTAR_HC, tap=True,
                            condition=lambda state, p, c: state.counters.get("m.tgt") is not None))


# -- CE078 Davion High Command: three innovation counters as it is activated, one more in each of your Untap phases;
# {T}: remove any number of them for as much initiative (mission)
COUNTER_KINDS["innovation"] = "innovation"


def _first_innovations(state, f):
    add_counters(state, "innovation", f.locals["card"], 3)
    state.say("Davion High Command gets three innovation counters")


def _untap_innovation(state, p: int) -> None:
    for c in state.zones[POST[p]]:
        if card_of(state, c).plays_as == DAVION_HC:
            total = add_counters(state, "innovation", c)
            state.say(f"Davion High Command gets an innovation counter ({total})")


def _how_many_innovations(state, f):
    n = mark(state, "innovation", f.locals["card"], 0)
    ask(state, f.locals["player"], [("withdraw", k) for k in range(n, 0, -1)],
        "Davion High Command: remove how many innovation counters (+1 initiative each)?", "pick")


def _innovate(state, f):
    p, c, k = f.locals["player"], f.locals["card"], f.locals.pop("pick")[1]
    set_mark(state, "innovation", c, mark(state, "innovation", c, 0) - k or None)
    add(state, "m.init", (p, k))
    state.say(f"{who(p)} removes {k} innovation counter{'s' if k != 1 else ''} from Davion High Command: "
              f"+{k} initiative")


S["CE078 activated"] = (_first_innovations,)
S[DAVION_HC] = (_how_many_innovations, _innovate)
on_reveal(DAVION_HC, "CE078 activated")
trigger("turn_start", DAVION_HC, _untap_innovation)
ability(DAVION_HC, Ability("innovate", "remove innovation counters for as much initiative", MISSION, DAVION_HC,
                           tap=True, condition=lambda state, p, c: mark(state, "innovation", c, 0) > 0))


# -- CE116 Ghost Bear High Command: a card other than a Resource or Unit scrapped from your Stockpile goes to your
# hand (face up: it was shown as it left the Stockpile)
def _ghost_bear(state, p: int, c: int) -> None:
    card = card_of(state, c)
    if _controls(state, p, GHOST_BEAR_HC) and "Resource" not in card.subtypes and not is_unit(state, c) \
            and c in state.zones[SCRAP[p]]:
        take_into_hand(state, p, c)


trigger("stock_scrapped", GHOST_BEAR_HC, _ghost_bear)
implements(GHOST_BEAR_HC)


# -- CE280 Steiner High Command: whenever you deploy a Subterfuge card, you may show it to all players to draw a card
# and make an additional deployment this turn.  Its player is asked after every deployment while it controls the
# card, a reaction window whose only option is to pass unless the card is a Subterfuge card: the opponent cannot tell
# what was deployed (T722).
def _card_deployed(state, p: int, c: int) -> None:
    if _controls(state, p, STEINER_HC):
        push(state, "script", p, script=STEINER_HC, player=p, card=c)


def _ask_to_show(state, f):
    c = f.locals["card"]
    subterfuge = "Subterfuge" in card_of(state, c).subtypes
    ask_reaction(state, f.locals["player"], [("reveal", c)] if subterfuge else [], ("keep",),
                 "Steiner High Command: show the Subterfuge card you deployed to draw a card and make an additional "
                 "deployment?", "show")


def _show(state, f):
    p, c = f.locals["player"], f.locals["card"]
    if f.locals.pop("show")[0] != "reveal":
        return
    learn(state, -1, (c,))
    state.say(f"{who(p)} shows {name_of(state, c)} (Steiner High Command)")
    draw(state, p, 1)
    additional_deployment(state, p)


S[STEINER_HC] = (_ask_to_show, _show)
trigger("deployed", STEINER_HC, _card_deployed)
implements(STEINER_HC)
