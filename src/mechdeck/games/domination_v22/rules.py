"""The Domination v2.2 rule set: set-up (Supply, starting decks, first player, second player's bonus platoon),
zone visibility, observation and scoring.  The turn lives in turn.py, card abilities in abilities.py."""
from __future__ import annotations

from mechdeck.kernel import Frame, RulesError, State, below, mix_seed
from mechdeck.kernel.presentation import register_presenter

from ..domination.presentation import DominationPresenter
from ..domination.ruleset import DominationRuleSet, name_aliases
from ..domination.scenario import ScenarioSpec, install
from . import abilities, core, turn
from .bot import V22Policy
from .core import BASE_PILES, BY_NAME, CARDS, NAMES, pile, table_of

# The rule book's first-game preset, by the card list's names (ruling 2: Long Tom Battery for "Artillery Support").
FIRST_GAME = ("Cicada", "Schrek PPC Carrier", "Battle Armor Squad", "Uziel", "Awesome", "Mad Cat (Timberwolf)",
              "Ammo Dump", "Rapid Deployment", "Supply Route", "Convoy", "Long Tom Battery", "Command Council")
SUPPLY_UNITS = tuple(c.name for c in CARDS if not c.base and c.type == "Unit")
IS_SUPPLY_UNIT = frozenset(SUPPLY_UNITS)
SUPPLY_OTHERS = tuple(c.name for c in CARDS if not c.base and c.type != "Unit")



def choose_supply(state: State, supply, required: tuple[str, ...] = (),
                  banned: frozenset[str] = frozenset()) -> list[str]:
    """The 12 Supply piles: "random", "first-game", or a list of names (completed at random to 6 + 6); the
    ``required`` cards are added to the named ones and no ``banned`` card is named or drawn (the set-up's require and
    ban options: ``DominationRuleSet.card_selection``).  A variant's removed cards are never drawn and cannot be
    named; its ``piles_per_kind`` sets the 6."""
    table = table_of(state.rules_id)
    per_kind = table.parameters["piles_per_kind"]
    if supply in (None, "random"):
        chosen: list[str] = []
    elif supply == "first-game":
        chosen = list(FIRST_GAME)
    elif isinstance(supply, (list, tuple)):
        chosen = []
        for item in supply:
            name = card_by_name(item)
            if BY_NAME[name].base:
                raise RulesError(f"{name} is a base card: it is always in the Supply")
            if name in table.removed:
                raise RulesError(f"{name} is not in the pool of {state.rules_id} (its variant removes it)")
            if name in chosen:
                raise RulesError(f"{name} is named twice in the Supply")
            chosen.append(name)
    else:
        raise RulesError(f"supply must be 'random', 'first-game' or a list of card names, not {supply!r}")
    refused = [n for n in chosen if n in banned]
    if refused:
        raise RulesError(f"{', '.join(refused)} cannot be both named in the Supply and banned")
    chosen += [n for n in required if n not in chosen]
    units = [n for n in chosen if n in IS_SUPPLY_UNIT]
    others = [n for n in chosen if n not in IS_SUPPLY_UNIT]
    for kind, picked, pool in (("Unit", units, SUPPLY_UNITS), ("Support/Reaction/Resource", others, SUPPLY_OTHERS)):
        if len(picked) > per_kind:
            raise RulesError(f"the Supply takes {per_kind} {kind} piles; {len(picked)} were named"
                             f"{' or required' if required else ''}: " + ", ".join(picked))
        rest = [n for n in pool if n not in picked and n not in banned and n not in table.removed]
        if len(picked) + len(rest) < per_kind:
            raise RulesError(f"the Supply takes {per_kind} {kind} piles; with the bans and removed cards only "
                             f"{len(picked) + len(rest)} are left")
        while len(picked) < per_kind:
            picked.append(rest.pop(below(state, len(rest))))
    return units + others


class DominationV22(DominationRuleSet):
    id = "domination-v2.2"
    title = "BattleTech: Domination v2.2"
    ops = {**core.OPS, **turn.OPS, "script": (abilities.run_script, None)}
    cards = CARDS
    table = core.TABLE
    data_package = __package__
    starting_cards = {"Basic Factory": 14, "Infantry Platoon": 7}   # 7 + 3 each, and the bonus Platoon
    # the bounds a variant's parameters keep to (docs/balance.md)
    parameter_bounds = {"hand_size": (1, 20), "empty_piles_to_end": (1, 12), "piles_per_kind": (1, 20)}
    names = NAMES
    aliases = name_aliases(CARDS, {"schrek ppc tank": "Schrek PPC Carrier"})  # as the first-game preset calls it
    score = staticmethod(turn.cards_owned)
    attack_total = staticmethod(turn.attack_total)
    defense_total = staticmethod(turn.defense_total)

    victory_ids = ("empty-piles", "no-cards")

    def victory(self, state: State) -> str:
        """A player left without cards ends the game at once; otherwise the Supply piles did."""
        return "no-cards" if turn.owns_no_cards(state, 0) or turn.owns_no_cards(state, 1) else "empty-piles"

    def heuristic_policy(self, seed: int):
        """The heuristic bot's policy for this rule set (bot.py; ``agents.HeuristicAgent`` plays it)."""
        return V22Policy(seed)

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
        state = State(self.id, seed, config, (), mix_seed(seed))
        supply = choose_supply(state, config.get("supply"), *self.card_selection(config, BASE_PILES))
        piles = list(BASE_PILES) + supply
        first = core.deal(state, piles, first)
        second = 1 - first
        state.counters = {"turn": 0, "first_player": first, "piles": tuple(piles), "salvage": (0, 0),
                          **turn.new_turn_counters(first, False)}
        state.say(f"Supply: {', '.join(supply)}")
        state.say(f"P{first + 1} plays first; P{second + 1} deploys a bonus Infantry Platoon")
        state.stack = [Frame("turn", 0, first, {"extra": False})]
        return state

    def observe(self, state: State, viewer: int) -> dict:
        view = super().observe(state, viewer)
        zones = view["zones"]
        view["supply"] = {name: len(state.zones[pile(name)]) for name in state.counters["piles"]}
        for name in state.counters["piles"]:
            del zones[pile(name)]
        return view


card_by_name = DominationV22.card_by_name


# -- scenario files (docs/scenarios.md): the family's reader and checker ------------------------------------------------
def _new_counters(state: State, active: int) -> dict:
    return {"salvage": (0, 0), **turn.new_turn_counters(active, False)}


install(DominationV22, ScenarioSpec(card_by_name, BY_NAME, BASE_PILES, _new_counters, turn.attack_total,
                                    turn.defense_total, turn.cards_owned))


# -- what a seat sees (kernel/presentation.py) ----------------------------------------------------------------------
register_presenter(DominationV22.id, lambda rules: DominationPresenter(
    rules, "Cards in deck", empty_piles_to_end=rules.table.parameters["empty_piles_to_end"]))
