"""The family card table.  Every rule set's cards get type ids disjoint from the other rule sets' (v2.2 first, at
0..83, so its states are unchanged), so the per-type tables below are plain lists indexed by type id on the hot
path, with no rule-set lookup.  What depends on the rule set -- a card *name*'s id, and the hooks where the rule
sets differ (what may replace where a damaged unit goes, "when damaged" triggers, where a gained card may go, and
its ``TurnHooks`` into the shared turn of turn.py) -- lives in that rule set's ``RuleTable``: ``table_of(state.rules_id)``.

The lists are extended in place when a rule set registers, so ``from .table import COST`` stays valid.

A variant rule set (kernel/variant.py) plays its base's cards under their type ids with other numbers: its RuleTable
holds copies of the cards with the changed numbers, and ``install`` writes them into the per-type lists and onto
the card definitions themselves (which every table and module shares), and writes the base's back for a game of
the base.  So a process plays the games of one table at a time; the rule sets install on ``new_game`` and
``apply``."""
from __future__ import annotations

from typing import Any, Final

from .cards import CardDef, load_cards

CARDS: Final[list[CardDef]] = []
NAMES: Final[list[str]] = []
COST: Final[list[int]] = []
LOSTECH: Final[list[int]] = []
ATTACK: Final[list] = []
DEFENSE: Final[list] = []
OVERRUN: Final[list[int]] = []       # Overrun points of an Overrun card (0 otherwise)
IS_UNIT: Final[list[bool]] = []
IS_MECH: Final[list[bool]] = []
IS_VEHICLE: Final[list[bool]] = []
IS_INFANTRY: Final[list[bool]] = []
IS_SUPPORT: Final[list[bool]] = []   # Support-Attack / Support-Reaction / Overrun-Support cards are Supports too
IS_RESOURCE: Final[list[bool]] = []
IS_OVERRUN: Final[list[bool]] = []
PLAY_OPTION: Final[list[tuple]] = []    # ("play", name) by type id, built once
DEPLOY_OPTION: Final[list[tuple]] = []  # ("deploy", name)
# A card's printed "+N" bonus by type id: the counters it raises, then the cards it draws.
BONUS_COUNTERS: Final[list[tuple[tuple[str, int], ...]]] = []
BONUS_CARDS: Final[list[int]] = []
# Keyword abilities that read the same in every rule set of the family.
TANKS: Final[set[int]] = set()      # TANK: if damaged, scrap it instead
DURABLE: Final[set[int]] = set()    # DURABLE: +1 Card when this unit is damaged
TOTEM: Final[set[int]] = set()      # TOTEM MECH: cannot be damaged while it is its owner's only Mech
PLATOONS: Final[set[int]] = set()   # Infantry Platoon


class TurnHooks:
    """What a rule set adds to the shared Action and Buy phases (all optional but ``buy_offers``/``buy``)."""
    can_deploy: Any = None         # (state, p, t) -> bool
    action_extras: Any = None      # (state, p, options: list) -> None: append once-a-turn "use" options
    use_in_action: Any = None      # (state, p, name): resolve a ("use", name) option of the Action phase
    support_reaction: Any = None   # (state, p, card) -> Decision or None: the opponent may react to a played Support
    resume_support_reaction: Any = None  # (state, f, action)
    on_deploy: Any = None          # (state, p, t): triggers on the deploying (before the card's own bonus and script)
    on_resource: Any = None        # (state, p, name, t): after a Resource's bonus, for the types in effect_resources
    effect_resources: frozenset[int] = frozenset()  # Resource types whose play does more than its "+N" (Black Market)
    buy_offers: Any = None         # (state, p, options: list) -> None: append the ("buy", name) options
    buy: Any = None                # (state, p, name): pay and gain
    buy_prompt: Any = None         # (counters) -> the Buy phase prompt (default: Industry, LosTech, buys)
    begin_turn: Any = None         # (state, p, f): reset the turn's counters and log the turn's start
    start_of_turn: Any = None      # (state, p): "at the start of your turn" effects, after set-aside cards return
    game_over: Any = None          # (state) -> bool, checked at the end of every turn
    next_turn: Any = None          # (state, p) -> (next player, the next turn frame's locals)


# The numbers on a card a variant may change (CardDef fields); the per-type lists above follow them.
NUMBER_FIELDS: Final = ("cost", "lostech", "attack", "defense", "copies", "overrun", "bonus")


class RuleTable:
    """One rule set's cards (``cards``, ``by_name``, ``tid`` name -> type id), its rule ``parameters`` (the numbers
    of its rules a variant may change) and its hooks into the shared ops."""

    def __init__(self, rules_id: str, cards: tuple[CardDef, ...], parameters: dict[str, int] | None = None):
        self.rules_id = rules_id
        self.cards = cards
        self.parameters: dict[str, int] = dict(parameters or {})
        self.numbers: tuple = tuple((c.id, tuple(getattr(c, f) for f in NUMBER_FIELDS)) for c in cards)
        self.removed: frozenset[str] = frozenset()   # a variant's cards taken out of the pool
        self.shipped = rules_id   # the shipped rule set whose type ids these cards have
        self.names = tuple(c.name for c in cards)
        self.by_name = {c.name: c for c in cards}
        self.type_id = {c.name: c.id for c in cards}
        self.tid = self.type_id.__getitem__
        self.ids = range(cards[0].id, cards[-1].id + 1) if cards else range(0)
        # Hooks (set by the rule-set package): see core.run_hit, core._land_damaged and core.gain.
        self.hit_options: Any = None     # (state, owner, card, t) -> list of replacement options (at least one)
        self.hit_asked: Any = None       # (state, owner, t) -> ask "where does it go?" even with one option
        self.hit_dest: Any = None        # (state, f, action) -> sets f.locals["dest"]
        self.after_hit_choice: Any = None  # (state, f, t) -> Decision or None (v2.2: Headshot!)
        self.resume_after_hit: Any = None  # (state, f, action)
        self.landed: Any = None          # (state, owner, card, t, dest): "when damaged" triggers
        self.topdeck_ok: Any = None      # (state, p, name, bought) -> whether a gained card may go on top of the deck
        self.undamageable: Any = None    # (state, victim, t) -> True if the unit cannot be damaged now (beyond TOTEM)
        self.turn = TurnHooks()          # the rule set's additions to the shared Action and Buy phases (turn.py)
        self.supply_names: Any = None    # (state, keep) -> names of the cards that can be gained from the Supply
        self.gain_named: Any = None      # (state, p, name, dest=None) -> bool: gain a card of that name from the Supply


    def variant(self, rules_id: str, cards: tuple[CardDef, ...], parameters: dict[str, int],
                removed: frozenset[str]) -> RuleTable:
        """A variant's table: these cards (the same type ids, other numbers), parameters and removed cards, with this
        table's hooks."""
        table = RuleTable(rules_id, cards, parameters)
        table.removed = removed
        table.shipped = self.shipped
        table.hit_options, table.hit_asked, table.hit_dest = self.hit_options, self.hit_asked, self.hit_dest
        table.after_hit_choice, table.resume_after_hit = self.after_hit_choice, self.resume_after_hit
        table.landed, table.topdeck_ok, table.undamageable = self.landed, self.topdeck_ok, self.undamageable
        table.turn, table.supply_names, table.gain_named = self.turn, self.supply_names, self.gain_named
        return table


TABLES: Final[dict[str, RuleTable]] = {}
# The table whose numbers each shipped table's type ids carry now, by the shipped rule set's id (see ``install``).
_INSTALLED: Final[dict[str, RuleTable]] = {}


def install(table: RuleTable) -> None:
    """Make the per-type lists and the card definitions of the table's type ids carry its numbers (a variant's, or
    the shipped rule set's own again); nothing to do when they already do."""
    shipped = table.shipped
    if _INSTALLED.get(shipped, TABLES[shipped]) is table:
        return
    for t, values in table.numbers:
        card = CARDS[t]
        for name, value in zip(NUMBER_FIELDS, values):
            object.__setattr__(card, name, value)   # the definitions are shared: one write reaches every holder
        _set_numbers(card)
    _INSTALLED[shipped] = table


def _set_numbers(c: CardDef) -> None:
    t = c.id
    COST[t] = c.cost
    LOSTECH[t] = c.lostech
    ATTACK[t] = c.attack
    DEFENSE[t] = c.defense
    OVERRUN[t] = c.overrun
    BONUS_COUNTERS[t] = _bonus_counters(c)
    BONUS_CARDS[t] = c.bonus.get("cards", 0)


def _bonus_counters(c: CardDef) -> tuple[tuple[str, int], ...]:
    return tuple((key, c.bonus[key]) for key in ("actions", "buys", "industry", "lostech") if key in c.bonus)


_LAST_TABLE: Final[list[RuleTable]] = []  # the table asked for last: a game asks for its own again and again


def table_of(rules_id: str) -> RuleTable:
    """``TABLES[rules_id]``, without the dict lookup when the same rule set asks again (the common case)."""
    if _LAST_TABLE:
        last = _LAST_TABLE[0]
        if last.rules_id == rules_id:
            return last
    table = TABLES[rules_id]
    _LAST_TABLE[:] = [table]
    return table


def add_rule_set(rules_id: str, package: str, parameters: dict[str, int]) -> RuleTable:
    """Load ``package``'s data/cards.json under fresh type ids and register its RuleTable (once) with its rule
    parameters."""
    if rules_id in TABLES:
        return TABLES[rules_id]
    cards = load_cards(package, first_id=len(CARDS))
    for c in cards:
        CARDS.append(c)
        NAMES.append(c.name)
        COST.append(c.cost)
        LOSTECH.append(c.lostech)
        ATTACK.append(c.attack)
        DEFENSE.append(c.defense)
        OVERRUN.append(c.overrun)
        BONUS_COUNTERS.append(_bonus_counters(c))
        BONUS_CARDS.append(c.bonus.get("cards", 0))
        IS_UNIT.append(c.type == "Unit")
        IS_MECH.append(c.subtype == "Mech")
        IS_VEHICLE.append(c.subtype == "Vehicle")
        IS_INFANTRY.append(c.subtype == "Infantry")
        IS_SUPPORT.append(c.type == "Support" or c.support)
        IS_RESOURCE.append(c.type == "Resource")
        IS_OVERRUN.append(c.type == "Overrun")
        PLAY_OPTION.append(("play", c.name))
        DEPLOY_OPTION.append(("deploy", c.name))
        if "TANK:" in c.text:
            TANKS.add(c.id)
        if "DURABLE:" in c.text:
            DURABLE.add(c.id)
        if "TOTEM MECH:" in c.text:
            TOTEM.add(c.id)
        if c.name == "Infantry Platoon":
            PLATOONS.add(c.id)
    table = TABLES[rules_id] = RuleTable(rules_id, cards, parameters)
    return table
