"""The parts of a Domination turn every rule set of the family shares: the Action phase (play Supports, deploy
Units, plus the rule set's own once-a-turn options), playing a Support (with the rule set's reaction window),
deploying, printed "+N" bonuses, and the Buy phase (play Resources until the first buy, one at a time or all the
plain ones at once, then buy what the rule set offers).  Rule-set specifics are hooks on ``table_of(state.rules_id)``
(``turn_hooks``)."""
from __future__ import annotations

import functools
from typing import Final

from mechdeck.kernel import Decision, Frame, State
from mechdeck.kernel.zones import find, move

from .core import ASIDE, DECK, DISCARD, HAND, PLAY, UNITS, draw, finish, name_of, push, who
from .script import SCRIPTS, start_script
from .table import (ATTACK, BONUS_CARDS, BONUS_COUNTERS, DEFENSE, DEPLOY_OPTION, IS_RESOURCE, IS_SUPPORT, IS_UNIT,
                    NAMES, PLAY_OPTION, TurnHooks, table_of)

END: Final[tuple[str, ...]] = ("end",)
# Every plain Resource in hand, one after another (the Dominion Online shortcut).
PLAY_ALL: Final[tuple[str, ...]] = ("play all",)


# -- the turn skeleton -------------------------------------------------------------------------------------------------
def run_turn(state: State, f: Frame):
    """Start of turn (set-aside cards return to the hand), Combat, Action, Buy, Clean-up (discard play and hand, draw
    five unless skipped), then the end-of-game check and the next turn."""
    p: int = f.player
    c = state.counters
    pc: int = f.pc
    h = table_of(state.rules_id).turn
    if pc == 0:
        f.pc = 1
        c["turn"] += 1
        h.begin_turn(state, p, f)
        aside = state.zones[ASIDE[p]]
        if aside:  # Hidden Base (v2.2), Hidden Route (v4)
            state.zones[HAND[p]].extend(aside)
            state.say(f"{who(p)} puts {len(aside)} set-aside card{'s' if len(aside) > 1 else ''} into the hand")
            aside.clear()
        if h.start_of_turn is not None:
            h.start_of_turn(state, p)
        push(state, "combat", p)
        return None
    if pc == 1:
        f.pc = 2
        c["phase"] = "action"
        push(state, "action_phase", p)
        return None
    if pc == 2:
        f.pc = 3
        c["phase"] = "buy"
        push(state, "buy_phase", p)
        return None
    # Clean-up
    zones = state.zones
    zones[DISCARD[p]].extend(zones[PLAY[p]])
    zones[PLAY[p]].clear()
    zones[DISCARD[p]].extend(zones[HAND[p]])
    zones[HAND[p]].clear()
    if not c.get("skip_draw"):
        draw(state, p, table_of(state.rules_id).parameters["hand_size"])
    if h.game_over(state):
        c["phase"] = "over"
        finish(state)
        return None
    f.player, f.locals = h.next_turn(state, p)
    f.pc = 0
    return None


# -- combat totals ------------------------------------------------------------------------------------------------
def unit_total(state: State, p: int, attack: bool, conditional: frozenset, extra) -> int:
    """A deployment zone's total Attack or Defense: printed values, plus ``extra(t, mine, theirs, attack)`` for the
    units in ``conditional`` (the rule set's abilities that depend on other units), plus this Combat phase's bonus
    (the attacker's Attack and the defender's Defense only)."""
    types = state.card_types
    units = state.zones[UNITS[p]]
    # The type lists are built only for a unit whose value depends on other units (most have none).
    mine: list[int] | None = None
    theirs: list[int] | None = None
    printed = ATTACK if attack else DEFENSE
    total = 0
    for card in units:
        t = types[card]
        total += printed[t]
        if t in conditional:
            if mine is None or theirs is None:
                mine = [types[c] for c in units]
                theirs = [types[c] for c in state.zones[UNITS[1 - p]]]
            total += extra(t, mine, theirs, attack)
    c = state.counters
    if attack:
        return total + (c["attack_bonus"] if p == c["active"] else 0)
    return total + (c["defense_bonus"] if p != c["active"] else 0)


def hooks(state: State) -> TurnHooks:
    return table_of(state.rules_id).turn


def apply_bonus(state: State, p: int, t: int) -> None:
    raises = BONUS_COUNTERS[t]
    if raises:
        c = state.counters
        for key, n in raises:
            c[key] += n
    if BONUS_CARDS[t]:
        draw(state, p, BONUS_CARDS[t])


# -- action phase ---------------------------------------------------------------------------------------------------
def action_options(state: State, p: int) -> tuple:
    c = state.counters
    z = state.zones
    h = table_of(state.rules_id).turn
    options = []
    types = state.card_types
    if c["actions"] > 0:
        plays, deploys = [], []
        can_deploy = h.can_deploy
        for card in z[HAND[p]]:
            t = types[card]
            if IS_SUPPORT[t]:
                if PLAY_OPTION[t] not in plays:
                    plays.append(PLAY_OPTION[t])
            elif IS_UNIT[t] and (can_deploy is None or can_deploy(state, p, t)) and DEPLOY_OPTION[t] not in deploys:
                deploys.append(DEPLOY_OPTION[t])
        options = plays + deploys
    if h.action_extras is not None:
        h.action_extras(state, p, options)
    options.append(END)
    return tuple(options)


@functools.lru_cache(maxsize=256)  # a handful of distinct prompts
def _action_prompt(actions: int) -> str:
    return f"Action phase ({actions} action{'s' if actions != 1 else ''} left)"


def could_play_unseen(state: State, p: int) -> bool:
    """Whether, by what the other seat sees, P's hand could hold a card P may play or deploy now (rulings B53, V10):
    an action is left and some card among those the other seat cannot see -- hand, deck, set-aside cards, the discard
    pile below its top card -- is a Support, or a Unit the rule set's ``can_deploy`` (which reads public state only)
    allows.  Which of those cards are in the hand is P's secret; what they are, taken together, follows from what
    was played, gained and discarded in view, so the answer is the same whichever of them the hand holds."""
    if state.counters["actions"] <= 0:
        return False
    zones = state.zones
    types = state.card_types
    can_deploy = table_of(state.rules_id).turn.can_deploy
    discard = zones[DISCARD[p]]
    unseen = (zones[HAND[p]], zones[DECK[p]], zones[ASIDE[p]], discard)
    for k in range(len(unseen)):
        cards = unseen[k]
        hidden = len(cards) - 1 if k == 3 else len(cards)   # the discard pile's top card is in plain view
        for i in range(hidden):
            t = types[cards[i]]
            if IS_SUPPORT[t] or (IS_UNIT[t] and (can_deploy is None or can_deploy(state, p, t))):
                return True
    return False


def run_action_phase(state: State, f: Frame):
    """The Action phase's decision, asked by what the other seat can know (rulings B53, V10): even with ``end`` its
    only option while P's hand could hold a card to play or deploy, so that whether it is asked tells nothing of the
    hand; skipped only when public information proves the hand holds none."""
    p: int = f.player
    options = action_options(state, p)
    if len(options) == 1 and not could_play_unseen(state, p):
        finish(state)
        return None
    return Decision(p, options, _action_prompt(state.counters["actions"]), "action")


def resume_action_phase(state: State, f: Frame, action: tuple):
    p: int = f.player
    verb: str = action[0]
    if verb == "end":
        finish(state)
    elif verb == "use":
        table_of(state.rules_id).turn.use_in_action(state, p, action[1])
    else:
        card = find(state, HAND[p], table_of(state.rules_id).tid(action[1]))
        state.counters["actions"] -= 1
        push(state, "play_support" if verb == "play" else "deploy", p, card=card)


def run_play_support(state: State, f: Frame):
    p: int = f.player
    card = f.locals["card"]
    if f.pc == 0:
        f.pc = 1
        move(state, card, HAND[p], PLAY[p])
        if state.log is not None:
            state.say(f"{who(p)} plays {name_of(state, card)}")
        react = table_of(state.rules_id).turn.support_reaction
        if react is not None:
            decision = react(state, p, card)
            if decision is not None:
                return decision
    finish(state)
    t = state.card_types[card]
    apply_bonus(state, p, t)
    if NAMES[t] in SCRIPTS[state.rules_id]:
        start_script(state, NAMES[t], p)
    return None


def resume_play_support(state: State, f: Frame, action: tuple):
    table_of(state.rules_id).turn.resume_support_reaction(state, f, action)


def run_deploy(state: State, f: Frame):
    p: int = f.player
    card = f.locals["card"]
    t = state.card_types[card]
    finish(state)
    move(state, card, HAND[p], UNITS[p])
    if state.log is not None:
        state.say(f"{who(p)} deploys {NAMES[t]}")
    on_deploy = table_of(state.rules_id).turn.on_deploy
    if on_deploy is not None:
        on_deploy(state, p, t)
    apply_bonus(state, p, t)
    if NAMES[t] in SCRIPTS[state.rules_id]:
        start_script(state, NAMES[t], p)
    return None


# -- buy phase ------------------------------------------------------------------------------------------------------
def buy_options(state: State, p: int) -> tuple:
    c = state.counters
    options = []
    if not c["bought"]:
        types = state.card_types
        effects = table_of(state.rules_id).turn.effect_resources
        plain = 0
        for card in state.zones[HAND[p]]:
            t = types[card]
            if IS_RESOURCE[t]:
                if t not in effects:
                    plain += 1
                if PLAY_OPTION[t] not in options:
                    options.append(PLAY_OPTION[t])
        if plain > 1:
            options.insert(0, PLAY_ALL)
    table_of(state.rules_id).turn.buy_offers(state, p, options)
    options.append(END)
    return tuple(options)


def run_buy_phase(state: State, f: Frame):
    options = buy_options(state, f.player)
    if len(options) == 1:
        finish(state)
        return None
    c = state.counters
    prompt = table_of(state.rules_id).turn.buy_prompt
    return Decision(f.player, options, prompt(c) if prompt is not None else
                    _buy_prompt(c["industry"], c["lostech"], c["buys"]), "buy")


@functools.lru_cache(maxsize=4096)  # small counts: few distinct prompts
def _buy_prompt(industry: int, lostech: int, buys: int) -> str:
    return f"Buy phase: {industry} Industry, {lostech} LosTech, {buys} buy{'s' if buys != 1 else ''}"


def resume_buy_phase(state: State, f: Frame, action: tuple):
    p: int = f.player
    verb: str = action[0]
    if verb == "end":
        finish(state)
    elif verb == "play":
        t = table_of(state.rules_id).tid(action[1])
        play_resource(state, p, find(state, HAND[p], t), t)
    elif verb == "play all":
        play_plain_resources(state, p)
    else:
        table_of(state.rules_id).turn.buy(state, p, action[1])


def play_resource(state: State, p: int, card: int, t: int) -> None:
    move(state, card, HAND[p], PLAY[p])
    if state.log is not None:
        state.say(f"{who(p)} plays {NAMES[t]}")
    apply_bonus(state, p, t)
    h = table_of(state.rules_id).turn
    if t in h.effect_resources:
        h.on_resource(state, p, NAMES[t], t)


def play_plain_resources(state: State, p: int) -> None:
    """Play every Resource in hand whose play is only its printed bonus, in hand order (a plain one never asks a
    question, so nothing can interrupt; one that draws a plain Resource would have it played too)."""
    hand = state.zones[HAND[p]]
    types = state.card_types
    effects = table_of(state.rules_id).turn.effect_resources
    while True:
        card = next((c for c in hand if IS_RESOURCE[types[c]] and types[c] not in effects), None)
        if card is None:
            return
        play_resource(state, p, card, types[card])


_BONUS_WORDS: Final = {"industry": "Industry", "lostech": "LosTech", "buys": "Buy", "actions": "Action"}


def play_all_label(state: State, p: int) -> str:
    """The "play all" option in words, for the player who may take it: the Resources it plays and what they add,
    e.g. "play all: 2 Munitions Factory, Basic Factory (+5 Industry)"."""
    types = state.card_types
    effects = table_of(state.rules_id).turn.effect_resources
    counts: dict[str, int] = {}
    totals: dict[str, int] = {}
    for card in state.zones[HAND[p]]:
        t = types[card]
        if IS_RESOURCE[t] and t not in effects:
            counts[NAMES[t]] = counts.get(NAMES[t], 0) + 1
            for key, n in BONUS_COUNTERS[t]:
                totals[key] = totals.get(key, 0) + n
            if BONUS_CARDS[t]:
                totals["cards"] = totals.get("cards", 0) + BONUS_CARDS[t]
    cards = ", ".join(name if n == 1 else f"{n} {name}" for name, n in counts.items())
    gains = []
    for key, n in totals.items():
        word = _BONUS_WORDS.get(key, key.capitalize().rstrip("s"))
        gains.append(f"+{n} {word}" + ("s" if n != 1 and word in ("Buy", "Action", "Card") else ""))
    return f"play all: {cards}" + (f" ({', '.join(gains)})" if gains else "")


OPS: Final = {
    "turn": (run_turn, None),
    "action_phase": (run_action_phase, resume_action_phase),
    "play_support": (run_play_support, resume_play_support),
    "deploy": (run_deploy, None),
    "buy_phase": (run_buy_phase, resume_buy_phase),
}
