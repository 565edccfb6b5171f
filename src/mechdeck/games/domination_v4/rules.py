"""The Domination v4 rule set (quick-play rules): set-up (base and Overrun piles, a 40-card Supply Deck dealt from
the Supply list, the Supply Row of six, starting decks, first player draws 3 and second 5), zone visibility,
observation and scoring.  The turn lives in turn.py, card abilities in abilities.py."""
from __future__ import annotations

from mechdeck.kernel import Frame, RulesError, State, below, mix_seed, shuffle
from mechdeck.kernel.zones import draw as kernel_draw
from mechdeck.kernel.presentation import register_presenter

from ..domination import script
from ..domination.presentation import DominationPresenter
from ..domination.ruleset import DominationRuleSet, name_aliases
from ..domination.scenario import ScenarioSpec, card_of, install
from . import abilities, core, turn  # noqa: F401  (abilities registers the v4 scripts)
from .bot import V4Policy
from .core import (ASIDE, BASE_PILES, BY_NAME, CARDS, DECK, DISCARD, HAND, NAMES, OVERRUN_PILES, PLAY, REACT, REVEAL,
                   ROW, SCRAP, SUPPLY_CARDS, SUPPLY_DECK, UNITS, pile, refill_row)

STARTING_DECK = (("Basic Factory", 8), ("Infantry Platoon", 2))



def deal_selected(state: State, shuffled: list[int], deal: int, required: tuple[str, ...],
                  banned: frozenset[str]) -> tuple[list[int], list[int]]:
    """The Supply Deck and the box from the shuffled Supply cards under the set-up's require and ban options: every
    copy of a required card and the top others up to ``deal`` cards, shuffled again; no banned card.  A RulesError
    when the required copies overflow the deal or the bans leave too few cards to deal."""
    names = [NAMES[state.card_types[c]] for c in shuffled]
    needed = [c for c, name in zip(shuffled, names) if name in required]
    others = [c for c, name in zip(shuffled, names) if name not in required and name not in banned]
    if len(needed) > deal:
        raise RulesError(f"require: the required cards have {len(needed)} copies, more than the {deal} cards the "
                         "Supply Deck is dealt")
    if len(needed) + len(others) < min(deal, len(shuffled)):
        raise RulesError(f"ban: with the bans only {len(needed) + len(others)} Supply cards are left for a Supply Deck "
                         f"of {deal}")
    boxed = max(0, len(others) - (deal - len(needed)))   # the others below the top ones, as the plain deal leaves
    deck = needed + others[boxed:]
    shuffle(state, deck)
    return deck, [c for c, name in zip(shuffled, names) if name in banned] + others[:boxed]


class DominationV4(DominationRuleSet):
    id = "domination-v4"
    title = "BattleTech: Domination v4 (quick-play rules)"
    score_label = "Score (LosTech - Overrun)"
    ops = {**core.OPS, **turn.OPS, **script.OPS}
    cards = CARDS
    table = core.TABLE
    data_package = __package__
    starting_cards = {name: 2 * n for name, n in STARTING_DECK}
    # the bounds a variant's parameters keep to (docs/balance.md)
    parameter_bounds = {"hand_size": (1, 20), "first_hand": (0, 20), "row_size": (1, 20), "supply_deal": (1, 500)}
    names = NAMES
    # the source data's names (Factory, Fuel Dump, Defeat!, ...) come with the cards; these are the list's short forms
    aliases = name_aliases(CARDS, {"heavy bombard.": "Heavy Bombardment", "mech. infantry": "Mechanized Infantry",
                                   "supply drop": "Supply Drops", "stormcrow": "Ryoken (Stormcrow)"})
    hidden_zones = frozenset({SUPPLY_DECK, "box"})
    public_seat_zones = (REACT,)
    score = staticmethod(turn.score)
    attack_total = staticmethod(turn.attack_total)
    defense_total = staticmethod(turn.defense_total)

    victory_ids = ("supply-deck-empty", "overrun-pile-empty")

    def victory(self, state: State) -> str:
        """The Supply Deck ran out, or else an Overrun pile did (v4's two ends)."""
        return "supply-deck-empty" if not state.zones[SUPPLY_DECK] else "overrun-pile-empty"

    def heuristic_policy(self, seed: int):
        """The heuristic bot's policy for this rule set (bot.py; ``agents.HeuristicAgent`` plays it)."""
        return V4Policy(seed)

    def action_catalogue(self, config: dict):
        """Every action of this rule set at a fixed index (action_space.py; mechdeck.env)."""
        from .action_space import catalogue
        return catalogue(self, config)

    def observation_spec(self, config: dict):
        """The layout of a seat's fixed-size observation (action_space.py; mechdeck.env)."""
        from .action_space import observation_spec
        return observation_spec(self, config)

    def setup(self, seed: int, config: dict) -> State:
        first = self.first_player_option(config)
        if config.get("supply") not in (None, "random"):
            raise RulesError("domination-v4 deals its Supply Deck at random from the Supply list: "
                             "supply must be 'random'")
        state = State(self.id, seed, config, (), mix_seed(seed))
        types: list[int] = []
        zones: dict[str, list[int]] = {}

        def make(name: str, n: int) -> list[int]:
            types.extend([BY_NAME[name].id] * n)
            return list(range(len(types) - n, len(types)))

        piles = BASE_PILES + OVERRUN_PILES
        for name in piles:
            zones[pile(name)] = make(name, BY_NAME[name].copies)
        everything = []
        for name in SUPPLY_CARDS:
            if name not in self.table.removed:   # a variant's removed cards are not in the game at all
                everything.extend(make(name, BY_NAME[name].copies))
        state.card_types = tuple(types)
        for p in (0, 1):
            for zone in (HAND, DECK, DISCARD, PLAY, UNITS, ASIDE, REACT):
                zones[zone[p]] = []
        zones[SCRAP] = []
        zones[REVEAL] = []
        zones[ROW] = []
        state.zones = zones
        shuffle(state, everything)
        parameters = self.table.parameters
        deal = parameters["supply_deal"]
        required, banned = self.card_selection(config, piles)
        if required or banned:
            zones[SUPPLY_DECK], zones["box"] = deal_selected(state, everything, deal, required, banned)
        else:   # the deal as it always was, so that recorded games replay
            zones[SUPPLY_DECK] = everything[max(0, len(everything) - deal):]   # the top 40; the rest go to the box
            zones["box"] = everything[:max(0, len(everything) - deal)]
        if first is None:
            first = below(state, 2)
        for p in (0, 1):
            for name, n in STARTING_DECK:  # out of the base piles (docs/rulings.md, v4 ruling 1)
                for _ in range(n):
                    zones[DECK[p]].append(zones[pile(name)].pop())
            shuffle(state, zones[DECK[p]])
        kernel_draw(state, DECK[first], DISCARD[first], HAND[first], parameters["first_hand"])
        kernel_draw(state, DECK[1 - first], DISCARD[1 - first], HAND[1 - first], parameters["hand_size"])
        state.counters = {"turn": 0, "first_player": first, "piles": piles, **turn.new_turn_counters(first)}
        refill_row(state)
        state.say(f"P{first + 1} plays first with {parameters['first_hand']} cards in hand; P{2 - first} starts with "
                  f"{parameters['hand_size']}")
        state.stack = [Frame("turn", 0, first, {})]
        return state

    def observe(self, state: State, viewer: int) -> dict:
        view = super().observe(state, viewer)
        zones = view["zones"]
        supply = {name: len(state.zones[pile(name)]) for name in BASE_PILES}
        for c in state.zones[ROW]:
            name = NAMES[state.card_types[c]]
            supply[name] = supply.get(name, 0) + 1
        view["supply"] = supply
        view["overrun_piles"] = {name: len(state.zones[pile(name)]) for name in OVERRUN_PILES}
        for name in state.counters["piles"]:
            zones.pop(pile(name), None)
        return view


card_by_name = DominationV4.card_by_name


# -- scenario files: the family's reader and checker, with the Supply Row -------------------------------------------
def _new_counters(state: State, active: int) -> dict:
    return turn.new_turn_counters(active)


def _read_extra(root, state, make, zones):
    """``row:`` the Supply Row (names), ``supply_deck:`` the Supply Deck, top card first (default: empty unless
    given; an empty Supply Deck ends the game at the end of the turn, so scenarios that play past a turn give one).
    Overrun piles are full unless ``supply:`` gives them; P1/P2 ``reactions:`` (placed Support-Reactions) are a
    player zone of the family reader (``extra_zones``)."""
    spec = DominationV4.scenario_spec
    for field, zone in (("row", ROW), ("supply_deck", SUPPLY_DECK)):
        node = root.get(field)
        cards = [] if node is None else [make(card_of(spec, item)) for item in node.items()]
        if field == "supply_deck":
            cards.reverse()
        zones[zone] = cards
    for name in OVERRUN_PILES:
        if pile(name) not in zones:
            zones[pile(name)] = [make(name) for _ in range(BY_NAME[name].copies)]


def _check_extra(state, expect, bad, same_cards):
    names = lambda cards: [NAMES[state.card_types[c]] for c in cards]  # noqa: E731
    node = expect.get("row")
    if node is not None:
        same_cards(node, names(state.zones[ROW]))
    node = expect.get("supply_deck_count")
    if node is not None and len(state.zones[SUPPLY_DECK]) != node.value:
        bad(node, f"expected {node.value}, found {len(state.zones[SUPPLY_DECK])}")
    for p, key in ((0, "P1_reactions"), (1, "P2_reactions")):
        node = expect.get(key)
        if node is not None:
            same_cards(node, names(state.zones[REACT[p]]))


install(DominationV4, ScenarioSpec(card_by_name, BY_NAME, BASE_PILES, _new_counters, turn.attack_total,
                                   turn.defense_total, turn.score,
                                   extra_fields={"row", "supply_deck"},
                                   extra_expect={"row", "supply_deck_count", "P1_reactions", "P2_reactions"},
                                   read_extra=_read_extra, check_extra=_check_extra,
                                   extra_zones={"reactions": REACT}))


# -- what a seat sees (kernel/presentation.py) ----------------------------------------------------------------------
register_presenter(DominationV4.id, lambda rules: DominationPresenter(
    rules, DominationV4.score_label, overrun_piles=OVERRUN_PILES, supply_row=ROW, reactions=REACT,
    supply_choices=("random",), supply_by_names=False, supply_deck=SUPPLY_DECK))
