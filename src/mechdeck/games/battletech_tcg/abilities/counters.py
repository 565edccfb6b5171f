"""Cards that add, move or spend counters: Booty Cache (booty counters for damage dealt to the opponent's Stockpile)
and Underworld Connections (one counter of any kind on a card becomes two).

The kinds of counter a card can carry are declared in board.py's ``COUNTER_KINDS`` (the mark each is kept in and its
name); ``counters_on`` lists those on a card."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask

from ..board import ATTACHED, BUILD, COUNTER_KINDS, PATROL, POST, counters_on, set_mark, structure
from ..missions import target_text
from ..turn import RULES_ID, scrap_card
from .building_blocks import DEPLOY_PHASE, add_counters, cash_in_counters, in_command_post
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
ability("ME094", Ability("replace", "replace one counter on a card with two counters of the same type", DEPLOY_PHASE,
                         "ME094", tap=True, condition=lambda state, p, c: bool(_counter_choices(state))))
