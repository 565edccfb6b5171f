"""Legacies (Arsenal) and Alliances (Crusade), and the cards that change what it costs to activate a card (T1110,
T1113-T1116): a Legacy stays only while its House has cards in play; an Alliance starts in play and rewrites its
deck's affiliations."""
from __future__ import annotations

from mechdeck.kernel import State
from mechdeck.kernel.procedures import SCRIPTS

from ..board import (ATTACHED, POST, card_of, controller, has_asset, is_mech, is_unit, name_of, owner,
                     units_in_play)
from ..cards import CARDS
from ..decks import ARC_ROYAL, FEDERATED_COMMONWEALTH, INVADING_CLANS, STAR_LEAGUE, deck_traits, is_support
from ..missions import CANNOT_BE_ATTACKED, add
from ..turn import RULES_ID, scrap_card
from .building_blocks import DEPLOY_PHASE, MISSION, choose, in_command_post, more_attack
from .card_flow import additional_deployment
from .registry import STATIC, Ability, ability, card_module, for_cards, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


# -- alignments and affiliations during the game (T1113, T1114) -------------------------------------------------------
def alliances_of(state: State, p: int) -> list[str]:
    """The Alliances in the deck p brought (their numbers), wherever they are now: their "in your deck" clauses act
    on p's cards all game."""
    types, split = state.card_types, state.counters["split"]
    ids = range(split) if p == 0 else range(split, len(types))
    return [CARDS[types[c]].plays_as for c in ids if "Alliance" in CARDS[types[c]].subtypes]


def affiliations(state: State, c: int) -> tuple[frozenset[str], frozenset[str]]:
    """(alignments, affiliations) of a card as its owner's Alliance leaves them (decks.deck_traits): "a Davion card"
    is one whose affiliations hold Davion, "unaffiliated" one with an alignment and none."""
    return deck_traits(card_of(state, c), alliances_of(state, owner(state, c)))


# -- the Legacies (T1110): "If you control no <House> cards in play, scrap X; otherwise, X cannot be scrapped from
# play."  The House's cards are p's other activated cards in play (a card under construction is no specific card,
# PG).  The condition is checked as the Legacy is activated and whenever a card leaves play; the cards leaving play
# are counted out while they go (``legacy_leaving``), since the check runs before they are gone.
HANSE, JANOS, KATRINA, MAXIMILLIAN, TAKASHI = "AR045", "AR050", "AR053", "AR061", "AR091"
LEGACY_HOUSE = {HANSE: "Davion", JANOS: "Marik", KATRINA: "Steiner", MAXIMILLIAN: "Liao", TAKASHI: "Kurita"}


def cards_in_play(state: State, p: int) -> list[int]:
    """p's activated cards in play: Command Post, attached cards, and Units (patrolling, or activated and still in
    construction)."""
    zones = state.zones
    return zones[POST[p]] + zones[ATTACHED[p]] + units_in_play(state, p)


def house_in_play(state: State, legacy: int) -> bool:
    """Does the Legacy's controller control another card of its House in play (one leaving play aside)?"""
    house = LEGACY_HOUSE[card_of(state, legacy).plays_as]
    leaving = state.counters.get("legacy_leaving", ())
    return any(house in affiliations(state, x)[1] for x in cards_in_play(state, controller(state, legacy))
               if x != legacy and x not in leaving)


def _legacies_in_play(state: State) -> list[int]:
    types = state.card_types
    return [c for p in (0, 1) for c in state.zones[POST[p]] if CARDS[types[c]].plays_as in LEGACY_HOUSE]


def _scrap_forsaken_legacies(state: State) -> None:
    leaving = state.counters.get("legacy_leaving", ())
    for legacy in _legacies_in_play(state):
        if legacy not in leaving and not house_in_play(state, legacy):
            house = LEGACY_HOUSE[card_of(state, legacy).plays_as]
            scrap_card(state, legacy, f"(its controller controls no {house} cards in play)")


def _card_leaves_play(state: State, c: int, zone: str) -> None:
    if not _legacies_in_play(state):   # asked for every card leaving play
        return
    before = state.counters.get("legacy_leaving", ())
    state.counters["legacy_leaving"] = before + (c,)
    _scrap_forsaken_legacies(state)
    if before:
        state.counters["legacy_leaving"] = before
    else:
        del state.counters["legacy_leaving"]


def _legacy_activated(state, f):
    _scrap_forsaken_legacies(state)


S["legacy"] = (_legacy_activated,)
trigger("leaves_play", HANSE, _card_leaves_play)   # for every Legacy (the label names the first)


# -- the Alliances (T1113): begin the game activated in the Command Post (rules.begin_in_play); "Alliances are not
# sites and cannot be scrapped"
ALLIANCES = (ARC_ROYAL, FEDERATED_COMMONWEALTH, INVADING_CLANS, STAR_LEAGUE)


def _cannot_be_scrapped(state: State, c: int) -> bool:
    number = card_of(state, c).plays_as
    if number in ALLIANCES:
        return True
    return number in LEGACY_HOUSE and c in state.zones[POST[controller(state, c)]] and house_in_play(state, c)


STATIC.setdefault("cannot_be_scrapped", []).append(_cannot_be_scrapped)
for _number in ALLIANCES:
    CANNOT_BE_ATTACKED[_number] = True


# -- cost changes (T1116): each (state, player, card, base, asset_part) -> (base, asset_part) -------------------------
def _controls(state: State, p: int, number: str) -> bool:
    return bool(in_command_post(state, p, number))


# -- AR050 Janos Marik's Legacy: your 'Mechs cost 1 less while you control another Marik card --------------------------
def _janos_marik(state: State, p: int, c: int, base: int, asset_part: int) -> tuple[int, int]:
    """AR050: "As long as you control any Marik cards other than Janos Marik's Legacy, each of your 'Mechs cost 1
    resource less to activate"."""
    if is_mech(state, c) and any(house_in_play(state, x) for x in in_command_post(state, p, JANOS)):
        return base - 1, asset_part
    return base, asset_part


# -- AR061 Maximillian Liao's Legacy: your Subterfuge cards ignore construction costs ---------------------------------
def _maximillian_liao(state: State, p: int, c: int, base: int, asset_part: int) -> tuple[int, int]:
    """AR061: "You may ignore construction costs when you activate Subterfuge cards" (ignoring is never worse: the
    cost is 0)."""
    if _controls(state, p, MAXIMILLIAN) and "Subterfuge" in card_of(state, c).subtypes:
        return 0, 0
    return base, asset_part


# -- CR002 Arc-Royal Defense Cordon: Wolf and unaffiliated Clan cards of your deck gain Inner Sphere and Steiner
# (decks.deck_traits); your non-Support cards cost 0+2P more
def _arc_royal(state: State, p: int, c: int, base: int, asset_part: int) -> tuple[int, int]:
    """CR002: "Your non-Support cards cost 0+2P more to activate" (2 more without Politics, an asset part)."""
    if _controls(state, p, ARC_ROYAL) and not is_support(card_of(state, c)) and not has_asset(state, p, "P"):
        return base, asset_part + 2
    return base, asset_part


# -- CR098 The Federated Commonwealth: your Davion cards gain Steiner and your Steiner cards Davion (decks.deck_traits);
# your non-Resource Command cards cost {R} more
def _federated_commonwealth(state: State, p: int, c: int, base: int, asset_part: int) -> tuple[int, int]:
    """CR098: "Your non-Resource Command cards cost [R] more to activate"."""
    card = card_of(state, c)
    if _controls(state, p, FEDERATED_COMMONWEALTH) and card.kind == "command" and "Resource" not in card.subtypes:
        return base + 1, asset_part
    return base, asset_part


STATIC.setdefault("activation_cost", []).extend((
    for_cards(JANOS, _janos_marik), for_cards(MAXIMILLIAN, _maximillian_liao), for_cards(ARC_ROYAL, _arc_royal),
    for_cards(FEDERATED_COMMONWEALTH, _federated_commonwealth)))


# -- AR045 Hanse Davion's Legacy: an attacking 'Mech (either player's) gets +2 armor (mission) ------------------------
def _attacking_mechs(state, p) -> list[int]:
    return [u for u in state.counters.get("m.att", ()) if is_mech(state, u)]


def _hanse_davion(state, f):
    u = f.locals.pop("pick")[1]
    add(state, "m.armor", (u, 2))
    state.say(f"{name_of(state, u)} gets +2 armor (Hanse Davion's Legacy)")


S["AR045"] = (choose(_attacking_mechs, "Hanse Davion's Legacy: which attacking 'Mech gets +2 armor?"),
              _hanse_davion)
ability(HANSE, Ability("armor", "an attacking 'Mech gets +2 armor", MISSION, "AR045",
                       condition=lambda state, p, c: bool(_attacking_mechs(state, p))))


# -- AR091 Takashi Kurita's Legacy: one of your attacking 'Mechs gets +2 attack (mission) ----------------------------
def _your_attacking_mechs(state, p) -> list[int]:
    return _attacking_mechs(state, p) if state.counters.get("m.p") == p else []


S["AR091"] = (choose(_your_attacking_mechs, "Takashi Kurita's Legacy: which of your attacking 'Mechs gets +2 attack?",
                     "boost"),
              lambda state, f: more_attack(state, f.locals.pop("pick")[1], 2))
ability(TAKASHI, Ability("attack", "one of your attacking 'Mechs gets +2 attack", MISSION, "AR091",
                         condition=lambda state, p, c: bool(_your_attacking_mechs(state, p))))


# -- AR053 Katrina Steiner's Legacy: {T}: make an additional deployment this turn (Deploy phase) ---------------------
S["AR053"] = (lambda state, f: additional_deployment(state, f.locals["player"]),)
ability(KATRINA, Ability("deploy", "make an additional deployment this turn", DEPLOY_PHASE, "AR053", tap=True))

# Every Legacy runs its check as it is activated; Janos Marik's and Maximillian Liao's are their cost changes above.
for _number in LEGACY_HOUSE:
    on_reveal(_number, "legacy")
implements(JANOS, MAXIMILLIAN)


# -- CR100 The Star League: "You get -1 initiative" -------------------------------------------------------------------
STATIC["initiative"].append(for_cards(STAR_LEAGUE, lambda state, p: -1 if _controls(state, p, STAR_LEAGUE) else 0))
implements(STAR_LEAGUE)
implements(ARC_ROYAL, FEDERATED_COMMONWEALTH)


# -- CR099 The Invading Clans: your Clan cards lose all affiliations (decks.deck_traits); when you assign damage during
# a mission, no opposing Unit is dealt damage by more than two of your Units (damage and missile volleys assigned,
# redirected damage counted by the Unit that deals it; a third Unit's assignment to it is not offered)
def _within_two_units(state: State, q: int, source, destination) -> bool:
    if not (isinstance(destination, int) and is_unit(state, destination) and controller(state, destination) != q) \
            or not _controls(state, q, INVADING_CLANS):
        return True
    counters = state.counters
    dealers = {s for s, d, n in counters.get("m.asg", ()) if d == destination} | \
        {s for s, d in counters.get("m.msl", ()) if d == destination}
    dealers = {s for s in dealers if isinstance(s, int) and is_unit(state, s) and controller(state, s) == q}
    return source in dealers or len(dealers) < 2


STATIC.setdefault("may_assign", []).append(for_cards(INVADING_CLANS, _within_two_units))
implements(INVADING_CLANS)
