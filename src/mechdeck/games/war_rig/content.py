"""War Rig's content: the dice, map, boards, cards, set-up, rule numbers and scoring a game is played with, loaded
from the shipped sample (``data/content.json``, schema ``data/content.schema.json``) or from a designer's file (YAML
or JSON: a whole content set, or a patch over the sample, docs/war-rig-content.md).

``load_content(path=None)`` validates the document (the JSON Schema, then the cross-references the schema cannot
express) and returns an immutable ``Content`` built once and shared by every state.  A bad file raises
``ContentError``: one line naming the file, the line and the field, and what is allowed.  Card effects that are
behaviour are the rules engine's, keyed by card id; every number on a card is a field here (``Card.params`` holds the
numbers of its effect text).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mechdeck.kernel.board import Topology
from mechdeck.kernel.dice import Die
from mechdeck.kernel.patch import Origins, PatchError, check, load

COLOURS = ("red", "green", "blue", "brown")
#: the fields that name the items of the content's lists, so patch paths read 'cards/eq.pulse_rifle/cost/red'
ITEM_KEYS = ("id", "players", "source")
SAMPLE = "sample"


class ContentError(ValueError):
    """A content file is malformed; the message names the file, the line and the field."""


# ---------------------------------------------------------------------------------------------------------------
# the content objects
# ---------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Cubes:
    """A number of cubes of each colour."""
    red: int = 0
    green: int = 0
    blue: int = 0
    brown: int = 0

    def of(self, colour: str) -> int:
        return int(getattr(self, colour))

    def total(self) -> int:
        return self.red + self.green + self.blue + self.brown

    def plus(self, other: Cubes, times: int = 1) -> Cubes:
        return Cubes(*(self.of(c) + times * other.of(c) for c in COLOURS))


@dataclass(frozen=True)
class Face:
    """One face of a die: its name (what ``Die`` rolls and scenarios fix: '4', 'hit+hit+splash'), its symbols, and
    its value on a number die (0 on a symbol die)."""
    name: str
    symbols: tuple[str, ...]
    value: int

    def count(self, symbol: str) -> int:
        return self.symbols.count(symbol)


@dataclass(frozen=True)
class DieSpec:
    id: str
    name: str
    kind: str          # "number" or "symbol"
    use: str
    faces: tuple[Face, ...]
    die: Die = field(compare=False, repr=False)

    def face(self, name: str) -> Face:
        for face in self.faces:
            if face.name == name:
                return face
        raise KeyError(f"the {self.id} die has no face {name!r}")


@dataclass(frozen=True)
class Location:
    id: str
    name: str
    kind: str          # hub, basic_tech, basic_resource, special
    stock: Cubes
    stock_per_extra_player: Cubes

    def stock_for(self, players: int) -> Cubes:
        """The cubes it is refilled to each round (R-05) with ``players`` players."""
        return self.stock.plus(self.stock_per_extra_player, players - 2)


@dataclass(frozen=True)
class BaseKind:
    kind: str          # home or lesser
    id: str            # with '{k}' for the base's number
    name: str
    links: tuple[str, ...]

    def node(self, number: int) -> str:
        return self.id.replace("{k}", str(number))


@dataclass(frozen=True)
class Link:
    between: tuple[str, str]
    restricted: bool   # only a Drive by a movement system that opens it crosses it


@dataclass(frozen=True)
class Map:
    locations: tuple[Location, ...]
    bases: tuple[BaseKind, ...]
    links: tuple[Link, ...]

    def location(self, location_id: str) -> Location:
        return next(loc for loc in self.locations if loc.id == location_id)

    def base_kind(self, kind: str) -> BaseKind:
        return next(base for base in self.bases if base.kind == kind)

    def nodes(self, players: int, lesser_factions: int) -> tuple[str, ...]:
        """Every node of a game: the locations, then Home Bases 1..players, then Lesser Bases 1..lesser_factions."""
        home, lesser = self.base_kind("home"), self.base_kind("lesser")
        return (tuple(loc.id for loc in self.locations) + tuple(home.node(k) for k in range(1, players + 1))
                + tuple(lesser.node(k) for k in range(1, lesser_factions + 1)))

    def all_links(self, players: int, lesser_factions: int) -> tuple[tuple[str, str], ...]:
        pairs = [link.between for link in self.links]
        for base, count in ((self.base_kind("home"), players), (self.base_kind("lesser"), lesser_factions)):
            pairs += [(base.node(k), other) for k in range(1, count + 1) for other in base.links]
        return tuple(pairs)


@dataclass(frozen=True)
class Site:
    id: str
    name: str
    armour: int
    weight: int = 0


@dataclass(frozen=True)
class BaseBoard:
    centre: Site                       # every facility slot is linked to it
    facility_slots: tuple[str, ...]


@dataclass(frozen=True)
class ChassisSlot:
    id: str
    name: str
    position: str      # upper or lower, for targeting
    holds: str         # the slot kind a card must list: upper, lower, drive


@dataclass(frozen=True)
class Boards:
    cube_spaces: int
    equipment_limit: int
    home_base: BaseBoard
    lesser_base: BaseBoard
    cab: Site                          # the chassis' printed centre; every slot is linked to it
    chassis_slots: tuple[ChassisSlot, ...]


@dataclass(frozen=True)
class Tiers:
    light: int
    medium: int
    heavy: int


@dataclass(frozen=True)
class Card:
    """Every kind of card; the fields a kind does not use keep their defaults."""
    id: str
    name: str
    kind: str          # equipment, rig_tech, facility, victory
    plans: str         # standard, display, or tech:<location>
    cost: Cubes
    tools: str         # default, or the id of the equipment card needed
    text: str
    params: tuple[tuple[str, int], ...] = ()
    subtitle: str = ""
    start_copies: int = 0                       # equipment
    grants_construct: bool = False              # equipment
    role: str = ""                              # rig tech: movement, weapon, part
    slots: tuple[str, ...] = ()                 # rig tech: the slot kinds it fits
    armour: int = 0                             # rig tech, facility, victory
    weight: int = 0                             # rig tech
    tiers: Tiers | None = None                  # movement systems
    opens_links: tuple[tuple[str, str], ...] = ()   # movement systems
    dice: tuple[tuple[str, int], ...] = ()      # weapons: (die id, count)
    crit: str = ""                              # weapons: the printed critical effect
    special: str = ""                           # weapons: the printed special effect
    built_at: str = ""                          # facility: home_base; victory: a location id
    per_faction: int = 0                        # facility, victory
    condition: str = ""                         # victory: the victory condition it wins

    def param(self, name: str) -> int:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(f"card {self.id} has no number {name!r}")

    @property
    def plans_location(self) -> str:
        """The tech-rich location whose catalogue holds its plans ('' for standard and display cards)."""
        return self.plans.partition("tech:")[2]


@dataclass(frozen=True)
class PlayerCount:
    players: int
    lesser_factions: int
    round_limit: int


@dataclass(frozen=True)
class TargetRange:
    low: int
    high: int
    chooser: str       # attacker or defender
    group: str         # upper, lower, any


@dataclass(frozen=True)
class Rules:
    """The numbers of the core rules."""
    actions_per_squad: int
    squads_per_player: int
    lesser_squads_per_faction: int
    repel_ratio: int
    camp_repel_count: int
    camp_gather_bonus: int
    offence_per_attack_die: int
    defence_per_defence_die: int
    coercion_lesser: int
    coercion_player: int
    fight_fire_success_from: int
    scavenge_success_from: int
    scavenge_cubes: int
    scavenge_colour: str
    targeting: tuple[TargetRange, ...]
    tier_rerolls: tuple[int, ...]
    attack_die: str
    defence_die: str
    subterfuge_die: str
    number_die: str


@dataclass(frozen=True)
class VictoryCondition:
    id: str
    name: str
    draft: str


@dataclass(frozen=True)
class Influence:
    source: str
    points: int
    text: str


@dataclass(frozen=True)
class Content:
    name: str
    dice: Mapping[str, DieSpec]
    map: Map
    boards: Boards
    cards: Mapping[str, Card]          # in the file's order
    player_counts: Mapping[int, PlayerCount]
    rules: Rules
    victory_conditions: tuple[VictoryCondition, ...]
    influence: tuple[Influence, ...]
    tie_breaks: tuple[str, ...]

    @property
    def min_players(self) -> int:
        return min(self.player_counts)

    @property
    def max_players(self) -> int:
        return max(self.player_counts)

    def topology(self, players: int, pieces: tuple[str, ...] = (), counters: tuple[str, ...] = (),
                 markers: tuple[str, ...] = (), tokens: tuple[str, ...] = ()) -> Topology:
        """The map of a ``players``-player game as a kernel ``Topology`` (the rules engine names its pieces,
        counters, markers and token kinds); build it once per set-up."""
        if players not in self.player_counts:
            raise ValueError(f"the {self.name} content is played by {', '.join(map(str, self.player_counts))} "
                             f"players, not {players}")
        lesser = self.player_counts[players].lesser_factions
        return Topology(self.map.nodes(players, lesser), self.map.all_links(players, lesser), pieces, counters,
                        markers, tokens)


# ---------------------------------------------------------------------------------------------------------------
# loading
# ---------------------------------------------------------------------------------------------------------------

def _data_file(name: str) -> str:
    return (resources.files("mechdeck.games.war_rig") / "data" / name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _schema() -> dict:
    return json.loads(_data_file("content.schema.json"))


def sample_document() -> dict:
    """A fresh copy of the shipped sample content as JSON data."""
    return json.loads(_data_file("content.json"))


@lru_cache(maxsize=1)
def _sample() -> Content:
    return content_from_document(sample_document(), "content.json (shipped)")


def load_content(path: str | Path | None = None) -> Content:
    """The shipped sample (``path`` None: built once, the same object every call) or a designer's content file."""
    if path is None:
        return _sample()
    return read_content_file(path)[1]


def read_content_file(path: str | Path) -> tuple[dict, Content]:
    """A designer's content file as the whole content document it makes (a patch applied to the sample) and its
    ``Content``: the document is what a game played with the file records, so it rebuilds the same content."""
    source = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(f"{source}: cannot read the content file ({exc})") from None
    return parse_content_document(text, source)


def parse_content(text: str, source: str = "<content>") -> Content:
    """A content file's text (YAML or JSON: a whole content set, or ``base: sample`` and its changes)."""
    return parse_content_document(text, source)[1]


def parse_content_document(text: str, source: str) -> tuple[dict, Content]:
    try:
        document, origins = load(text, source, {SAMPLE: sample_document}, ITEM_KEYS)
    except PatchError as exc:
        raise ContentError(str(exc)) from None
    return document, content_from_document(document, source, origins)


def content_from_document(document: Any, source: str, origins: Origins | None = None) -> Content:
    """A content document checked (schema, then cross-references) and built into ``Content``."""
    if origins is None:
        origins = Origins(source)
    try:
        check(document, _schema(), origins, ITEM_KEYS)
        _check_references(document, origins)
    except PatchError as exc:
        raise ContentError(str(exc)) from None
    return _build(document)


def _check_references(doc: dict, origins: Origins) -> None:
    """What the schema cannot say: unique ids and every name that refers to another part of the content."""
    def fail(path: tuple[str, ...], message: str) -> PatchError:
        return origins.error(path, ITEM_KEYS, message)

    def unique(items: list, key: str, where: tuple[str, ...]) -> list:
        seen: set = set()
        for index, item in enumerate(items):
            if item[key] in seen:
                raise fail(where + (str(index), key), f"{item[key]!r} is given twice")
            seen.add(item[key])
        return [item[key] for item in items]

    dice = {die["id"]: die for die in doc["dice"]}
    unique(doc["dice"], "id", ("dice",))
    locations = {loc["id"]: loc for loc in doc["map"]["locations"]}
    unique(doc["map"]["locations"], "id", ("map", "locations"))
    listing = ", ".join(locations)
    kinds = unique(doc["map"]["bases"], "kind", ("map", "bases"))
    for kind in ("home", "lesser"):
        if kind not in kinds:
            raise fail(("map", "bases"), f"no base of kind {kind!r} (each of home and lesser is needed once)")
    for base in doc["map"]["bases"]:
        if base["id"].replace("{k}", "1") in locations:
            raise fail(("map", "bases", base["id"], "id"), f"{base['id']!r} makes ids that are location ids")
        for i, other in enumerate(base["links"]):
            if other not in locations:
                raise fail(("map", "bases", base["id"], "links", str(i)),
                           f"no location {other!r} (locations: {listing})")
    seen_links: set[frozenset] = set()
    for i, link in enumerate(doc["map"]["links"]):
        for j, end in enumerate(link["between"]):
            if end not in locations:
                raise fail(("map", "links", str(i), "between", str(j)), f"no location {end!r} (locations: {listing})")
        pair = frozenset(link["between"])
        if len(pair) != 2 or pair in seen_links:
            raise fail(("map", "links", str(i), "between"),
                       "a link joins two different locations, and each pair is linked once")
        seen_links.add(pair)
    restricted = {frozenset(link["between"]) for link in doc["map"]["links"] if link["restricted"]}

    chassis_slots = doc["boards"]["chassis"]["slots"]
    unique(chassis_slots, "id", ("boards", "chassis", "slots"))
    slot_kinds = {slot["holds"] for slot in chassis_slots}
    for board in ("home_base", "lesser_base"):
        slots = doc["boards"][board]["facility_slots"]
        if len(set(slots)) != len(slots):
            raise fail(("boards", board, "facility_slots"), "a facility slot id is given twice")

    conditions = unique(doc["victory_conditions"], "id", ("victory_conditions",))
    cards = {card["id"]: card for card in doc["cards"]}
    unique(doc["cards"], "id", ("cards",))
    for card in doc["cards"]:
        _check_card(card, cards, dice, locations, restricted, slot_kinds, conditions, fail)

    unique(doc["setup"]["player_counts"], "players", ("setup", "player_counts"))
    rules = doc["rules"]
    for role, kind in (("attack_die", "symbol"), ("defence_die", "symbol"), ("subterfuge_die", "symbol"),
                       ("number_die", "number")):
        die = dice.get(rules[role])
        if die is None or die["kind"] != kind:
            allowed = ", ".join(d for d, spec in dice.items() if spec["kind"] == kind)
            raise fail(("rules", role), f"{rules[role]!r} is no {kind} die (allowed: {allowed})")
    number_faces = sorted(dice[rules["number_die"]]["faces"])
    covered: list[int] = []
    for i, target in enumerate(rules["targeting"]):
        if target["from"] > target["to"]:
            raise fail(("rules", "targeting", str(i)), "'from' is above 'to'")
        covered += range(target["from"], target["to"] + 1)
    if sorted(covered) != sorted(set(number_faces)):
        raise fail(("rules", "targeting"), f"the ranges must cover each face of the {rules['number_die']} die "
                                           f"({', '.join(map(str, sorted(set(number_faces))))}) exactly once")
    unique(doc["scoring"]["influence"], "source", ("scoring", "influence"))


def _check_card(card: dict, cards: dict, dice: dict, locations: dict, restricted: set, slot_kinds: set,
                conditions: list, fail) -> None:
    where = ("cards", card["id"])
    kind, plans = card["kind"], card["plans"]
    if plans.startswith("tech:"):
        place = plans[5:]
        if locations.get(place, {}).get("kind") != "basic_tech":
            tech = ", ".join(f"tech:{loc}" for loc, spec in locations.items() if spec["kind"] == "basic_tech")
            raise fail(where + ("plans",), f"{place!r} is no tech-rich location (allowed: standard, {tech})")
    allowed_plans = {"equipment": ("standard", "tech"), "rig_tech": ("tech",), "facility": ("display",),
                     "victory": ("tech",)}[kind]
    if plans.partition(":")[0] not in allowed_plans:
        raise fail(where + ("plans",), f"{kind} plans are {' or '.join(allowed_plans)}, not {plans!r}")
    if kind == "equipment" and card["start_copies"] and plans != "standard":
        raise fail(where + ("start_copies",), "only standard equipment starts with copies")
    tool = card["tools"]
    if tool != "default":
        target = cards.get(tool)
        if target is None or target["kind"] != "equipment" or not target["grants_construct"]:
            tools = ", ".join(c for c, spec in cards.items() if spec["kind"] == "equipment"
                              and spec["grants_construct"])
            raise fail(where + ("tools",), f"{tool!r} is no equipment card that grants Construct "
                                           f"(allowed: default, {tools})")
    if kind == "rig_tech":
        movement = card["role"] == "movement"
        for i, slot in enumerate(card["slots"]):
            if slot not in slot_kinds:
                raise fail(where + ("slots", str(i)), f"no chassis slot holds {slot!r} cards")
            if (slot == "drive") != movement:
                raise fail(where + ("slots", str(i)), "movement systems go in drive slots, and only they do")
        if movement:
            tiers = card["tiers"]
            if not tiers["light"] <= tiers["medium"] <= tiers["heavy"]:
                raise fail(where + ("tiers",), "the tiers' limits must rise: light <= medium <= heavy")
            for i, pair in enumerate(card["opens_links"]):
                if frozenset(pair) not in restricted:
                    raise fail(where + ("opens_links", str(i)), f"{pair} is no restricted link of the map")
        if card["role"] == "weapon":
            for i, entry in enumerate(card["dice"]):
                if dice.get(entry["die"], {}).get("kind") != "symbol":
                    symbol_dice = ", ".join(d for d, spec in dice.items() if spec["kind"] == "symbol")
                    raise fail(where + ("dice", str(i), "die"),
                               f"no symbol die {entry['die']!r} (dice: {symbol_dice})")
    if kind == "victory":
        if card["built_at"] not in locations:
            raise fail(where + ("built_at",), f"no location {card['built_at']!r} (locations: {', '.join(locations)})")
        if card["condition"] not in conditions:
            raise fail(where + ("condition",), f"no victory condition {card['condition']!r} "
                                               f"(allowed: {', '.join(conditions)})")


def _cubes(data: dict) -> Cubes:
    return Cubes(**{c: data[c] for c in COLOURS})


def _site(data: dict) -> Site:
    return Site(data["id"], data["name"], data["armour"], data.get("weight", 0))


def _die(data: dict) -> DieSpec:
    if data["kind"] == "number":
        faces = tuple(Face(str(value), (), value) for value in data["faces"])
    else:
        faces = tuple(Face("+".join(symbols), tuple(symbols), 0) for symbols in data["faces"])
    return DieSpec(data["id"], data["name"], data["kind"], data["use"], faces,
                   Die(data["id"], tuple(face.name for face in faces)))


def _card(data: dict) -> Card:
    tiers = data.get("tiers")
    return Card(
        id=data["id"], name=data["name"], kind=data["kind"], plans=data["plans"], cost=_cubes(data["cost"]),
        tools=data["tools"], text=data["text"], params=tuple(data["params"].items()),
        subtitle=data.get("subtitle", ""), start_copies=data.get("start_copies", 0),
        grants_construct=data.get("grants_construct", False), role=data.get("role", ""),
        slots=tuple(data.get("slots", ())), armour=data.get("armour", 0), weight=data.get("weight", 0),
        tiers=Tiers(tiers["light"], tiers["medium"], tiers["heavy"]) if tiers else None,
        opens_links=tuple((a, b) for a, b in data.get("opens_links", ())),
        dice=tuple((entry["die"], entry["count"]) for entry in data.get("dice", ())),
        crit=data.get("crit") or "", special=data.get("special") or "", built_at=data.get("built_at", ""),
        per_faction=data.get("per_faction", 0), condition=data.get("condition", ""))


def _build(doc: dict) -> Content:
    boards, rules = doc["boards"], doc["rules"]
    return Content(
        name=doc["name"],
        dice=MappingProxyType({die["id"]: _die(die) for die in doc["dice"]}),
        map=Map(tuple(Location(loc["id"], loc["name"], loc["kind"], _cubes(loc["stock"]),
                               _cubes(loc["stock_per_extra_player"])) for loc in doc["map"]["locations"]),
                tuple(BaseKind(b["kind"], b["id"], b["name"], tuple(b["links"])) for b in doc["map"]["bases"]),
                tuple(Link((link["between"][0], link["between"][1]), link["restricted"])
                      for link in doc["map"]["links"])),
        boards=Boards(boards["squad"]["cube_spaces"], boards["squad"]["equipment_limit"],
                      BaseBoard(_site(boards["home_base"]["centre"]), tuple(boards["home_base"]["facility_slots"])),
                      BaseBoard(_site(boards["lesser_base"]["centre"]),
                                tuple(boards["lesser_base"]["facility_slots"])),
                      _site(boards["chassis"]["centre"]),
                      tuple(ChassisSlot(s["id"], s["name"], s["position"], s["holds"])
                            for s in boards["chassis"]["slots"])),
        cards=MappingProxyType({card["id"]: _card(card) for card in doc["cards"]}),
        player_counts=MappingProxyType({row["players"]: PlayerCount(row["players"], row["lesser_factions"],
                                                                    row["round_limit"])
                                        for row in sorted(doc["setup"]["player_counts"],
                                                          key=lambda row: row["players"])}),
        rules=Rules(
            actions_per_squad=rules["actions_per_squad"], squads_per_player=rules["squads_per_player"],
            lesser_squads_per_faction=doc["setup"]["lesser_squads_per_faction"],
            repel_ratio=rules["repel_ratio"], camp_repel_count=rules["camp_repel_count"],
            camp_gather_bonus=rules["camp_gather_bonus"], offence_per_attack_die=rules["offence_per_attack_die"],
            defence_per_defence_die=rules["defence_per_defence_die"],
            coercion_lesser=rules["coercion_counters"]["lesser"],
            coercion_player=rules["coercion_counters"]["player"],
            fight_fire_success_from=rules["fight_fire_success_from"],
            scavenge_success_from=rules["scavenge"]["success_from"], scavenge_cubes=rules["scavenge"]["cubes"],
            scavenge_colour=rules["scavenge"]["colour"],
            targeting=tuple(TargetRange(t["from"], t["to"], t["chooser"], t["group"]) for t in rules["targeting"]),
            tier_rerolls=tuple(rules["tier_rerolls"]), attack_die=rules["attack_die"],
            defence_die=rules["defence_die"], subterfuge_die=rules["subterfuge_die"],
            number_die=rules["number_die"]),
        victory_conditions=tuple(VictoryCondition(v["id"], v["name"], v["draft"])
                                 for v in doc["victory_conditions"]),
        influence=tuple(Influence(i["source"], i["points"], i["text"]) for i in doc["scoring"]["influence"]),
        tie_breaks=tuple(doc["scoring"]["tie_breaks"]),
    )
