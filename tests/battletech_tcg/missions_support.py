"""Helpers of the Mission card tests (test_cards_missions.py, test_cards_later_missions*.py): 'Mechs by what their
numbers say, a Missions phase position, a mission declared and blocked, who may play a Mission card now."""
from mechdeck.games.battletech_tcg.missions import mission_card_options

from tcg_support import cid, do, game as tcg_game

TAC = "Support - Tactics"
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6, 45 tons
CICADA = "Cicada (CDA-3M)"                # fast, 2 attack, 0/3, 40 tons
MOW = "Man O' War Prime (Gargoyle)"       # moderate, 4 attack, 3/7, 80 tons
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9, 75 tons
BANSHEE = "Banshee (BNC-3E)"              # slow, 2 attack, 3/9, 95 tons
COMMANDO = "Commando (COM-2D)"            # moderate, 2 attack, 1/2, 25 tons
GRASSHOPPER = "Grasshopper (GHR-5H)"      # slow, 3 attack, 2/8, 70 tons, Jump
SPARE = "Mercury (MCY-97)"                # fast, 1 attack, 0/3, 20 tons: kept at home so that P1's phase stays open
KOSHI = "Koshi B (Mist Lynx)"             # fast, 4 attack, 0/4, 25 tons
CHARGER = "Charger (CGR-1A1)"             # moderate, 1 attack, 1/7, 80 tons


def game(hand0=(), patrol0=(), hand1=(), patrol1=(), post0=(TAC,), post1=(TAC,), stock=10, **extra):
    """P1 (seat 0) is in its Missions phase with an idle spare 'Mech; both players have Tactics (initiative 1)
    unless told otherwise, and ``stock`` cards in the Stockpile."""
    p0 = {"hand": list(hand0), "post": list(post0), "patrol": list(patrol0)}
    p1 = {"hand": list(hand1), "post": list(post1), "patrol": list(patrol1)}
    return tcg_game(p0, p1, stock=stock, spare=SPARE, **extra)


def attack(state, units, target="stock", blockers=(), include=False):
    """Declare the mission, skip the single-option decisions before blockers (the reaction windows of a player who
    holds nothing to react with, T722; a step before blockers asked with only `done`, T723), block, and (when
    blocked) answer the include question."""
    do(state, ("mission",), *[("add", u) for u in units], ("target", target))
    while len(state.decision.options) == 1:
        do(state, state.decision.options[0])
    if state.decision.prompt.startswith("block the mission"):
        do(state, *[("block", b) for b in blockers])
        if state.decision.prompt.startswith("block the mission"):
            do(state, "no more blockers" if blockers else "no block")
    if blockers:
        do(state, "include target" if include else "keep target out")


def stock1(state):
    return len(state.zones["stock1"])


def played_by(state, player, card):
    assert state.decision.player == player, state.decision.prompt
    do(state, ("play", card))


def playable(state, card):
    """The card may be played now by its holder (whoever decides at the moment)."""
    holder = 0 if card in state.zones["hand0"] else 1
    return ("play", card) in mission_card_options(state, holder, "battle")


def ids(state, zone, *names_):
    return [cid(state, n, zone) for n in names_]
