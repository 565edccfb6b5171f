"""Bots with a taste about one card: the two arms of a card's worth (``mechdeck card-value``).

A ``CardTaste`` wraps any bot and plays exactly as it does, except about one card:

* ``take:<card>:<bot>`` takes the card at its first chance, then plays on as the bot (which may take more copies);
* ``never:<card>:<bot>`` never takes it: where the bot would, it asks the bot again without that option.

Which option *takes* a card comes from the rule set, never from labels or a rule-set id: a rule set lists the verbs
of the options that take a card (``take_verbs``: Domination's buy and gain, War Rig's construct) and, where a card
must be prepared before it can be taken, the verbs of those steps (``prepare_verbs``: War Rig's plans); the card an
option takes is its ``("type", name)`` target (``rules.option_targets``).  The taking bot takes every step toward the
card at the first chance until it has taken the card once.  In a rule set with no such verbs (a deck game such as the
BattleTech TCG, where a card comes with the deck) there is no choice to take it: both wrappers play as the bot, and
the card counts as taken once the seat chooses an option naming a copy of it (to deploy, play or use it).
``taken`` says whether the card was taken in the game played.

Names: the card is percent-encoded where it holds ``%``, ``:`` or ``,`` (so that a name survives ``--bots A,B`` and
the colon before the bot's own name), e.g. ``take:Stormcrow (Ryoken):heuristic``, ``never:Kai%2C Champion of
Solaris:mcts:64``.  The bot after the second colon is any name ``make_agent`` accepts.
"""
from __future__ import annotations

from urllib.parse import quote, unquote

from mechdeck.kernel.state import Decision, State

TASTES = ("take", "never")
_SAFE = " ()'!&.-/+"   # characters a card name keeps as they are when encoded (all but %, : and , would do)


def taste_name(taste: str, card: str, bot: str) -> str:
    """The agent name of ``bot`` with a taste (``take`` or ``never``) about ``card``."""
    if taste not in TASTES:
        raise ValueError(f"unknown taste {taste!r}; known: {', '.join(TASTES)}")
    return f"{taste}:{quote(card, safe=_SAFE)}:{bot}"


def parse_taste(name) -> tuple[str, str, str] | None:
    """(taste, card, bot) of a ``take:``/``never:`` agent name, or None if ``name`` is not one."""
    if not isinstance(name, str):
        return None
    taste, _, rest = name.partition(":")
    card, sep, bot = rest.partition(":")
    if taste not in TASTES or not sep or not card.strip() or not bot:
        return None
    return taste, unquote(card), bot


class CardTaste:
    """``inner`` (any agent) with a taste about ``card``; ``taken`` says whether this game's seat took it."""

    def __init__(self, taste: str, card: str, inner, bot: str):
        self.name = taste_name(taste, card, bot)   # checks the taste
        self.taste = taste
        self.card = card
        self.inner = inner
        self.taken = False

    def __repr__(self):
        return f"CardTaste({self.taste} {self.card!r}, {self.inner!r})"

    def act(self, rules, state: State):
        decision = state.decision
        if decision is None:
            raise ValueError("the game is over: there is no action to choose")
        take_verbs = getattr(rules, "take_verbs", ())
        if not take_verbs:   # a deck game: nothing to choose about the card, only note whether it is used
            action = self.inner.act(rules, state)
            if not self.taken and self._names_copy(rules, state, action):
                self.taken = True
            return action
        steps = take_verbs + getattr(rules, "prepare_verbs", ())
        if self.taste == "take" and not self.taken:
            toward = [o for o in decision.options if o[0] in steps and self._targets_card(rules, state, o)]
            if toward:
                action = toward[0] if len(toward) == 1 else self.inner.act(rules, _restricted(state, toward))
                self.taken = action[0] in take_verbs
                return action
        action = self.inner.act(rules, state)
        if action[0] in steps and self._targets_card(rules, state, action):
            if self.taste == "never":
                others = [o for o in decision.options if not (o[0] in steps and self._targets_card(rules, state, o))]
                if others:   # none: the rules leave no other choice, and the card is taken all the same
                    return others[0] if len(others) == 1 else self.inner.act(rules, _restricted(state, others))
            if action[0] in take_verbs:
                self.taken = True
        return action

    def _targets_card(self, rules, state: State, option: tuple) -> bool:
        return ("type", self.card) in rules.option_targets(state, option)

    def _names_copy(self, rules, state: State, option: tuple) -> bool:
        types = state.card_types
        return any(rules.card_name(types[card]) == self.card
                   for kind, card in rules.option_targets(state, option) if kind == "card")


def _restricted(state: State, options: list) -> State:
    """A copy of ``state`` whose decision offers only ``options``: the wrapped bot chooses among them as it would
    among all (its ranking, its search), without being able to pick one of the others."""
    decision = state.decision
    assert decision is not None
    copy = state.clone()
    copy.decision = Decision(decision.player, tuple(options), decision.prompt, decision.kind)
    return copy
