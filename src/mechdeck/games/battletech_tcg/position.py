"""Build a position from a plain description (what scenario files and tests use): each player's zones card by card,
whose turn it is and which phase has begun.

    build_position({
        "active": 0, "phase": "missions", "turn": 3, "seed": 7,
        "players": [
            {"stock": ["Atlas (AS7-D)", ...],             # top card last
             "hand": [...], "scrap": [...],
             "post": ["Support - Tactics", {"card": "Marik Arms Trade", "tapped": True, "damage": 1}],
             "patrol": [{"card": "Atlas (AS7-D)", "guard": "stock", "pilot": "Elite MechWarrior",
                         "enhancements": ["Ferro-Fibrous Armor"], "damage": 2, "tapped": False, "depleted": False}],
             "build": [{"card": "Centurion (CN9-A)", "cc": 2, "up": False}],
             "terrain": [{"card": "Heavy Woods", "region": "patrol"}]},
            {...}]})

A card is a name (or collector number) or a dict with ``card`` and its markers; ``guard`` is "stock", "scrap" or
the index of a card in the same player's ``post`` ("post:0") or ``build`` ("build:1").  ``terrain`` puts Terrain cards
("Play X only in one of your regions") in play in the player's regions (T757): ``region`` is one of stock, build,
post, patrol, scrap, each region holding at most one Terrain card (activating one scraps the others there).  The
position starts at the beginning of the named phase's decisions of the active player (``draw``, ``repair``,
``deploy``, ``missions`` or ``end``); errors raise ``PositionError`` naming the field."""
from __future__ import annotations

from mechdeck.kernel import Frame, RulesError, State, mix_seed
from mechdeck.kernel.procedures import push

from .board import (ATTACHED, BUILD, HAND, MISSION, PATROL, POST, REGION_KINDS, REMOVED, SCRAP, STOCK, region_host,
                    set_mark)
from .cards import CARDS, card_by_name
from .decks import format_holding
from .turn import RULES_ID, needs_host

PHASES = {"draw": 2, "repair": 3, "deploy": 4, "missions": 5, "end": 6}
ZONES = {"stock": STOCK, "hand": HAND, "scrap": SCRAP, "build": BUILD, "post": POST, "patrol": PATROL,
         "removed": REMOVED}
IN_PLAY = ("build", "post", "patrol")
MARKS = {"tapped", "damage", "cc", "up", "unpaid", "new", "depleted", "guard", "pilot", "enhancements", "card",
         "counters"}
TERRAIN = "terrain"   # a player's Terrain cards in play, each {"card", "region"} (T757)
TERRAIN_FIELDS = {"card", "region"}


class PositionError(RulesError):
    """A position description that cannot be built; the message names the field."""


def _card_type(name, where: str) -> int:
    if not isinstance(name, str):
        raise PositionError(f"{where}: a card must be a name or collector number, not {name!r}")
    try:
        card = card_by_name(name)
    except (KeyError, ValueError) as exc:
        raise PositionError(f"{where}: {exc}") from None
    return CARDS.index(card) if not hasattr(card, "id") else card.id


def _terrain_entries(seat: int, items) -> list[tuple[int, str, int, dict, str]]:
    """A player's ``terrain`` list: Terrain cards only, each in one of the player's five regions, at most one in a
    region (T1011)."""
    if not isinstance(items, list):
        raise PositionError(f"players[{seat}].{TERRAIN}: must be a list of {{card, region}} mappings")
    out = []
    taken: dict[str, str] = {}
    for i, item in enumerate(items):
        where = f"players[{seat}].{TERRAIN}[{i}]"
        if not isinstance(item, dict) or "card" not in item or "region" not in item:
            raise PositionError(f"{where}: a Terrain card is a mapping of its card and its region")
        bad = set(item) - TERRAIN_FIELDS
        if bad:
            raise PositionError(f"{where}: unknown field(s) {', '.join(sorted(bad))}")
        type_id = _card_type(item["card"], f"{where}.card")
        if needs_host(CARDS[type_id]) != "region":
            raise PositionError(f"{where}.card: {CARDS[type_id].name} is no Terrain card (a Terrain card is played "
                                f"\"only in one of your regions\")")
        region = item["region"]
        if region not in REGION_KINDS:
            raise PositionError(f"{where}.region: must be one of {', '.join(REGION_KINDS)}, not {region!r}")
        if region in taken:
            raise PositionError(f"{where}.region: {taken[region]} is already in the {region} region, and activating "
                                "a Terrain card scraps the other Terrain there")
        taken[region] = CARDS[type_id].name
        out.append((seat, TERRAIN, type_id, {"region": region}, where))
    return out


def build_position(spec: dict) -> State:
    if not isinstance(spec, dict):
        raise PositionError("a position must be a mapping")
    players = spec.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise PositionError("players: give exactly two players")
    active = spec.get("active", 0)
    if active not in (0, 1):
        raise PositionError("active: must be 0 or 1")
    phase = spec.get("phase", "deploy")
    if phase not in PHASES:
        raise PositionError(f"phase: must be one of {', '.join(PHASES)}")
    # First pass: every physical card, player 0's first (ids below "split" are player 0's).
    entries: list[tuple[int, str, int, dict, str]] = []   # (seat, zone key, type, markers, where)
    for seat, player in enumerate(players):
        if not isinstance(player, dict):
            raise PositionError(f"players[{seat}]: must be a mapping of zones")
        for key in player:
            if key not in ZONES and key != TERRAIN:
                raise PositionError(f"players[{seat}].{key}: unknown zone (zones: {', '.join(ZONES)}; and {TERRAIN})")
        for key in ZONES:
            items = player.get(key, [])
            if not isinstance(items, list):
                raise PositionError(f"players[{seat}].{key}: must be a list of cards")
            for i, item in enumerate(items):
                where = f"players[{seat}].{key}[{i}]"
                marks = item if isinstance(item, dict) else {"card": item}
                bad = set(marks) - MARKS
                if bad:
                    raise PositionError(f"{where}: unknown field(s) {', '.join(sorted(bad))}")
                type_id = _card_type(marks.get("card"), where)
                if key in IN_PLAY and CARDS[type_id].kind == "mission":
                    raise PositionError(f"{where}: {CARDS[type_id].name} is a Mission card; it is never put into "
                                        f"play, only in stock, hand, scrap or removed")
                if (marks.get("unpaid") or marks.get("new")) and key != "build":
                    field = "unpaid" if marks.get("unpaid") else "new"
                    raise PositionError(f"{where}.{field}: only a card under construction (build) is "
                                        + ("revealed unpaid" if field == "unpaid" else "put there this turn"))
                attached = [field for field in ("pilot", "enhancements") if marks.get(field)]
                if attached and key not in IN_PLAY:
                    raise PositionError(f"{where}.{attached[0]}: only a card in play (build, post, patrol) has a "
                                        "pilot or enhancements")
                entries.append((seat, key, type_id, marks, where))
                for j, extra in enumerate(marks.get("enhancements", []) + ([marks["pilot"]] if "pilot" in marks
                                                                            else [])):
                    entries.append((seat, "attached", _card_type(extra, f"{where}.attached[{j}]"), {}, where))
        entries += _terrain_entries(seat, player.get(TERRAIN, []))
    entries.sort(key=lambda e: e[0])
    types = tuple(e[2] for e in entries)
    seed = spec.get("seed", 0)
    game_format = format_holding(CARDS[t].set_code for t in types)   # as a set-up naming no format (rules.setup)
    state = State(RULES_ID, seed, {"decks": [[], []], "position": True, "format": game_format}, types,
                  mix_seed(seed))
    for seat in (0, 1):
        for zone in (STOCK, HAND, SCRAP, BUILD, POST, PATROL, ATTACHED, REMOVED):
            state.zones[zone[seat]] = []
    state.zones[MISSION] = []
    state.counters["split"] = sum(1 for e in entries if e[0] == 0)
    state.counters["first_player"] = spec.get("first_player", active)
    state.counters["turn"] = spec.get("turn", 3)
    state.counters["active"] = active
    placed: dict[tuple[int, str], list[int]] = {}
    host = None
    for cid, (seat, key, _, marks, where) in enumerate(entries):
        if key == TERRAIN:   # among its player's attached cards, the region its host (T757)
            state.zones[ATTACHED[seat]].append(cid)
            set_mark(state, "on", cid, region_host(marks["region"], seat))
            continue
        if key == "attached":
            state.zones[ATTACHED[seat]].append(cid)
            set_mark(state, "on", cid, host)
            continue
        host = cid
        state.zones[ZONES[key][seat]].append(cid)
        placed.setdefault((seat, key), []).append(cid)
        # "unpaid": turned face up (by damage) before its cost was paid: it lies face up, still under construction
        # (ruling T500)
        for mark_name, counter in (("tapped", "tap"), ("depleted", "dep"), ("up", "up"), ("unpaid", "up"),
                                   ("unpaid", "unpaid")):
            if marks.get(mark_name):
                set_mark(state, counter, cid, True)
        if marks.get("new"):   # put under construction this turn (the turn a card "is played")
            set_mark(state, "new", cid, state.counters["turn"])
        for mark_name, counter in (("damage", "dmg"), ("cc", "cc")):
            value = marks.get(mark_name, 0)
            if not isinstance(value, int) or value < 0:
                raise PositionError(f"{where}.{mark_name}: must be a whole number >= 0")
            set_mark(state, counter, cid, value)
        for name, value in (marks.get("counters") or {}).items():
            state.counters[f"{name}:{cid}"] = value
    for cid, (seat, key, _, marks, where) in enumerate(entries):
        guard = marks.get("guard")
        if guard is None or key in ("attached", TERRAIN):
            continue
        if guard in ("stock", "scrap"):
            set_mark(state, "guard", cid, guard)
            continue
        try:
            zone_key, index = str(guard).split(":")
            set_mark(state, "guard", cid, placed[(seat, zone_key)][int(index)])
        except (ValueError, KeyError, IndexError):
            raise PositionError(f"{where}.guard: must be stock, scrap, post:N or build:N of an existing card") \
                from None
    if spec.get("deploys") is not None:
        state.counters["deploys"] = spec["deploys"]
    elif PHASES[phase] >= 4:
        state.counters["deploys"] = 2 if phase == "deploy" else 0
    for key, value in (spec.get("counters") or {}).items():
        state.counters[key] = value
    state.stack.append(Frame("turn", PHASES[phase], active, {}))
    push(state, "window", active, window=phase)
    return state
