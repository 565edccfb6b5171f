"""Scenario files for the BattleTech TCG (docs/scenarios.md, "BattleTech TCG"): the reader (``from_scenario``), the
``expect:`` checker (``check_expect``) and action texts that name cards instead of instance ids (``parse_action``).

The position part of a file maps onto ``position.build_position``; every error names the file, the line and the
field.  ``dice:`` queues the next die rolls in the kernel (``rng.fix_rolls``): ``roll`` takes them before the
generator, so the card code rolls as it always does."""
from __future__ import annotations

from mechdeck.kernel import Frame, IllegalAction, State, fix_rolls
from mechdeck.kernel.scenario import COMMON_FIELDS, check_play, game_over_text, seat

from .board import (ATTACHED, BUILD, HAND, PATROL, POST, REMOVED, SCRAP, SPEED_NAME, STOCK, armor, assets, card_of,
                    mark, name_of, speed, zone_of)
from .cards import UnknownCard, card_by_name, name_key
from .decks import unplayable_reason
from .position import MARKS, PHASES, TERRAIN, TERRAIN_FIELDS, PositionError, build_position
from .rules import is_card_part

SCENARIO_FIELDS = COMMON_FIELDS | {"skip", "seed", "active", "first", "phase", "turn", "deploys", "P1", "P2",
                                   "counters", "dice", "this_turn"}
ZONE_NAMES = ("stock", "hand", "scrap", "build", "post", "patrol", "removed")
ZONES = {"stock": STOCK, "hand": HAND, "scrap": SCRAP, "build": BUILD, "post": POST, "patrol": PATROL,
         "attached": ATTACHED, "removed": REMOVED}
TURN_PHASES = {1: "untap", 2: "draw", 3: "repair", 4: "deploy", 5: "missions", 6: "end"}


def _card_name(node) -> str:
    """The card a node names; a card that cannot be played is refused (decks.unplayable_reason)."""
    text = node.want(str, "a card name or collector number")
    try:
        card = card_by_name(text)
    except KeyError as exc:   # UnknownCard: its message is not quoted (an unknown name ends with its quote)
        raise node.error(str(exc)) from None
    refused = unplayable_reason(card)
    if refused:
        raise node.error(refused)
    return card.name


def _mapping(node, what: str):
    """The node, which must be a mapping (an expectation given as a list or a number would check nothing)."""
    if not isinstance(node.value, dict):
        raise node.error(f"expected a mapping of {what}, got {node.plain()!r}")
    return node


def _read_card(node, zone: str, player) -> dict | str:
    """One card of a zone: a name, or a mapping of the card and its markers (position.MARKS)."""
    if not isinstance(node.value, dict):
        return _card_name(node)
    node.check_keys(MARKS)
    card = node.get("card")
    if card is None:
        raise node.error("missing field 'card'")
    out: dict = {"card": _card_name(card)}
    for field in ("tapped", "up", "unpaid", "new", "depleted"):
        if node.get(field) is not None:
            out[field] = node.get(field).want(bool, "true or false")
    for field in ("damage", "cc"):
        if node.get(field) is not None:
            value = node.get(field).want(int, "a whole number")
            if value < 0:
                raise node.get(field).error("cannot be negative")
            out[field] = value
    if node.get("pilot") is not None:
        out["pilot"] = _card_name(node.get("pilot"))
    if node.get("enhancements") is not None:
        out["enhancements"] = [_card_name(item) for item in node.get("enhancements").items()]
    if node.get("counters") is not None:
        counters = node.get("counters")
        if not isinstance(counters.value, dict):
            raise counters.error("expected a mapping of counter names to values")
        out["counters"] = counters.plain()
    guard = node.get("guard")
    if guard is not None:
        if zone != "patrol":
            raise guard.error("only a 'Mech in the patrol zone guards")
        out["guard"] = _guard_site(guard, player)
    return out


def _read_terrain(node) -> dict:
    """A Terrain card in play: ``{card: Heavy Woods, region: patrol}`` (position.build_position checks that the card
    is a Terrain card and the region one of the player's five)."""
    _mapping(node, "card and region")
    node.check_keys(TERRAIN_FIELDS)
    for field in sorted(TERRAIN_FIELDS):
        if node.get(field) is None:
            raise node.error(f"missing field {field!r}")
    return {"card": _card_name(node.get("card")), "region": node.get("region").want(str, "a region name")}


def _guard_site(node, player) -> str:
    """"stock", "scrap", "post:N", "build:N", or the name of a card in the player's post or build zone."""
    text = node.want(str, "stock, scrap, post:N, build:N or a card name")
    if text in ("stock", "scrap"):
        return text
    if ":" in text:
        zone, _, index = text.partition(":")
        items = player.get(zone) if zone in ("post", "build") and player is not None else None
        if items is None or not index.isdigit() or int(index) >= len(items.items()):
            raise node.error(f"{text!r} is not a card of this player's post or build zone")
        return text
    wanted = _card_name(node)
    for zone in ("post", "build"):
        items = player.get(zone)
        for i, item in enumerate([] if items is None else items.items()):
            card = item.get("card") if isinstance(item.value, dict) else item
            if card is not None and _card_name(card) == wanted:
                return f"{zone}:{i}"
    raise node.error(f"no {wanted!r} in this player's post or build zone to guard")


def _error_at(root, message: str):
    """A PositionError's "players[0].patrol[1].guard: ..." message, reported at that field's line."""
    path, sep, rest = message.partition(": ")
    node = root
    if sep and path.startswith("players["):
        parts = path.replace("]", "").replace("[", ".").split(".")[1:]
        try:
            node = root.get(f"P{int(parts[0]) + 1}") or root
            for part in parts[1:]:
                if node is None or part == "attached":
                    break
                node = node.items()[int(part)] if part.isdigit() else node.get(part)
        except (ValueError, IndexError):   # a path the file does not mirror: report at the top
            node = root
        node = node or root
        return node.error(rest)
    return root.error(message)


def from_scenario(self, root) -> State:
    if root.get("actions") is not None:
        raise root.get("actions").error("the actions to apply go under 'do:' (the field every rule set's files use)")
    root.check_keys(SCENARIO_FIELDS)
    spec: dict = {"players": []}
    for key in ("P1", "P2"):
        player = root.get(key)
        zones: dict = {}
        if player is not None:
            if not isinstance(player.value, dict):
                raise player.error("expected a mapping of zones (stock, hand, scrap, build, post, patrol, removed) "
                                   "and terrain")
            player.check_keys(set(ZONE_NAMES) | {TERRAIN})
            for zone in ZONE_NAMES:
                items = player.get(zone)
                if items is None:
                    continue
                cards = [_read_card(item, zone, player) for item in items.items()]
                zones[zone] = cards[::-1] if zone == "stock" else cards  # written top card first
            if player.get(TERRAIN) is not None:
                zones[TERRAIN] = [_read_terrain(item) for item in player.get(TERRAIN).items()]
        spec["players"].append(zones)
    for field, key in (("active", "active"), ("first", "first_player")):
        node = root.get(field)
        if node is not None:
            spec[key] = seat(node)
    active = spec.get("active", 0)
    for field in ("seed", "turn", "deploys"):
        node = root.get(field)
        if node is not None:
            value = node.want(int, "a whole number")
            if value < 0 or (field == "turn" and value < 1):
                raise node.error("must be at least 1" if field == "turn" else "cannot be negative")
            spec[field] = value
    phase_node = root.get("phase")
    phase = "deploy" if phase_node is None else phase_node.want(str, "a phase name")
    if phase not in ("start",) + tuple(PHASES):
        raise phase_node.error(f"unknown phase {phase!r} (start, {', '.join(PHASES)})")
    spec["phase"] = "draw" if phase == "start" else phase
    counters = root.get("counters")
    if counters is not None:
        if not isinstance(counters.value, dict):
            raise counters.error("expected a mapping of counter names to values")
        spec["counters"] = {k: tuple(v) if isinstance(v, list) else v for k, v in counters.plain().items()}
    try:
        state = build_position(spec)
    except PositionError as exc:
        raise _error_at(root, str(exc)) from None
    state.config = dict(state.config, scenario=True)
    if phase == "start":   # the turn begins: Untap, then Draw (the turn frame counts the turn again)
        state.counters["turn"] -= 1
        state.counters.pop("deploys", None)
        state.stack = [Frame("turn", 0, active, {})]
    this_turn = root.get("this_turn")
    if this_turn is not None:
        if phase == "start":
            raise this_turn.error("a turn that is about to start has no effects yet: give a later phase")
        state.counters.update(read_this_turn(state, this_turn))
    dice = root.get("dice")
    if dice is not None:
        values = [item.want(int, "a die value 1-6") for item in dice.items()]
        for item, value in zip(dice.items(), values):
            if not 1 <= value <= 6:
                raise item.error(f"a die shows 1 to 6, not {value}")
        fix_rolls(state, tuple(values))
    self.advance(state)
    return state


# -- turn-lasting effects (this_turn:) -------------------------------------------------------------------------------
#: field -> (counters it sets, what its value lists): the effects that last "this turn" / "until end of turn" and are
#: kept in game counters.  Per-card ones are markers of the card (``new``, ``unpaid``, raw ``counters``).
TURN_EFFECTS = {
    "lured_into_bog": ("bogged", "mechs"),                    # LT149: may be blocked regardless of speed
    "caught_in_hangar": ("attackable", "mechs"),              # LT029: may be attacked regardless of speed
    "effective_groundwork": ("groundwork", "sites"),          # LT066: damage dealt to the site is doubled
    "expert_mech_technicians": ("emt", "mechs"),              # LT074: untaps at the end of the active player's turn
    "communications_blackout": ("blackout", "players"),       # LT040: no Mission cards until that player's next turn
}


def _in_play_named(state: State, node, taken: list[int]) -> int:
    """A card in play (build, post, patrol of either player) of the name a node gives, not yet in ``taken``."""
    name = _card_name(node)
    for p in (0, 1):
        for zone in (BUILD, POST, PATROL):
            for c in state.zones[zone[p]]:
                if name_of(state, c) == name and c not in taken:
                    return c
    raise node.error(f"no {name} in play (left) for this effect")


def read_this_turn(state: State, node) -> dict:
    """``this_turn:`` -> the counters of the turn-lasting effects it names (TURN_EFFECTS)."""
    _mapping(node, "turn effects to their values").check_keys(TURN_EFFECTS)
    out: dict = {}
    turn = state.counters.get("turn")
    for field in node.keys():
        counter, kind = TURN_EFFECTS[field]
        items = node.get(field).items()
        if kind == "players":
            seats = tuple(seat(item) for item in items)
            out[counter] = seats
            if seats:
                out["no_mission_cards"] = True
            continue
        if kind == "sites":
            sites = []
            for item in items:
                text = item.want(str, "P1 stock, P2 stock or the name of a card in play")
                if text.lower() in ("p1 stock", "p2 stock"):
                    sites.append((f"stock{int(text[1]) - 1}", turn))
                else:
                    sites.append((_in_play_named(state, item, []), turn))
            out[counter] = tuple(sites)
            continue
        taken: list[int] = []
        for item in items:
            taken.append(_in_play_named(state, item, taken))
        if field == "expert_mech_technicians":
            out[counter] = tuple((state.counters.get("active", 0), m) for m in taken)
        else:
            out[counter] = tuple(taken)
            if field == "caught_in_hangar":
                out["hangar"] = tuple(taken)   # what expires at the end of the turn
    return out


# -- action texts with card names -------------------------------------------------------------------------------------
def _texts(state: State, option: tuple) -> set[str]:
    """Every way of writing an option: each int part as the instance id or as the card's name."""
    variants = [option[0]]
    for i, part in enumerate(option[1:], 1):
        forms = [str(part)]
        if is_card_part(state, option, i):
            forms.append(name_of(state, part))
        variants = [f"{v} {f}" for v in variants for f in forms]
    return {name_key(v) for v in variants}


#: Records of which copies were drawn this turn (the seat's own, for "just drawn" cards): two copies offered by the
#: same action text do the same whichever was drawn, so these records do not tell them apart.
DRAW_RECORDS = ("secret", "drawn")


def _signature(state: State, c: int):
    """What tells a card apart from another: its type, zone, markers and mentions in the game's records (the
    mission's, the turn's effects), draw records aside."""
    suffix = f":{c}"
    marks = sorted((k[:-len(suffix)], repr(v)) for k, v in state.counters.items()
                   if k.endswith(suffix) and not k.startswith(DRAW_RECORDS))
    mentions = []
    for key, value in state.counters.items():
        if isinstance(value, tuple) and not key.startswith(DRAW_RECORDS):
            for item in value:
                if item == c or (isinstance(item, tuple) and c in item):
                    mentions.append((key, repr(tuple("*" if x == c else x for x in item)
                                                    if isinstance(item, tuple) else "*")))
    return state.card_types[c], zone_of(state, c), marks, sorted(mentions)


def _interchangeable(state: State, a: tuple, b: tuple) -> bool:
    if len(a) != len(b) or a[0] != b[0]:
        return False
    for x, y in zip(a[1:], b[1:]):
        if x == y:
            continue
        if not (isinstance(x, int) and isinstance(y, int)) or max(x, y) >= len(state.card_types) or min(x, y) < 0:
            return False
        if _signature(state, x) != _signature(state, y):
            return False
    return True


def parse_action(self, state: State, text: str):
    """The legal action written as ``text``: its id form (``tap 5``) or with card names (``tap Support - Tactics``).
    Copies that nothing tells apart (same card, zone and markers) are interchangeable: the first is taken."""
    wanted = name_key(text)
    options = self.legal_actions(state)
    exact = [o for o in options if name_key(self.action_text(o)) == wanted]
    if exact:
        return exact[0]
    found = [o for o in options if wanted in _texts(state, o)]
    if not found:   # card names in any form a zone takes (collector numbers, art variants)
        words = wanted.split()
        found = [o for o in options if _spelled(state, words, o, 0)]
    if found and all(_interchangeable(state, found[0], o) for o in found[1:]):
        return found[0]
    if found:
        raise IllegalAction(f"{text!r} is ambiguous; write the instance id: "
                            + ", ".join(self.action_text(o) for o in found))
    raise IllegalAction(f"{text!r} is not a legal action now; legal: "
                        + ", ".join(named_text(state, o) for o in options))


def _spelled(state: State, words: list[str], option: tuple, i: int) -> bool:
    """Do the words spell the option's parts from part ``i`` on, in order, a card as its id or any name
    ``card_by_name`` takes?"""
    if i == len(option):
        return not words
    part = option[i]
    is_card = is_card_part(state, option, i)
    for k in range(1, len(words) + 1):
        segment = " ".join(words[:k])
        if segment == name_key(str(part)) or (is_card and _names(segment, name_of(state, part))):
            if _spelled(state, words[k:], option, i + 1):
                return True
    return False


def _names(text: str, name: str) -> bool:
    try:
        return card_by_name(text).name == name
    except UnknownCard:
        return False


def named_text(state: State, option: tuple) -> str:
    """An option with the card names after the ids of the parts that are cards (``tap 5 (Support - Tactics)``;
    ``jump 10 (Imp (IMP-3E)) 0``: the last part is the 'Mech's first Jump option, not a card)."""
    parts = [str(option[0])]
    for i, part in enumerate(option[1:], 1):
        if is_card_part(state, option, i):
            parts.append(f"{part} ({name_of(state, part)})")
        else:
            parts.append(str(part))
    return " ".join(parts)


# -- expectations -----------------------------------------------------------------------------------------------------
EXPECT_FIELDS = {"P1", "P2", "to_move", "prompt", "options", "options_include", "options_exclude", "log",
                 "log_excludes", "winner", "turn", "active", "phase", "initiative", "mission", "counters", "this_turn"}
PLAYER_EXPECT = set(ZONES) | {f"{z}_count" for z in ZONES} | {"marks", "assets", "pool", "deploys"}
MARK_FIELDS = {"zone", "tapped", "damage", "cc", "up", "unpaid", "new", "depleted", "guard", "pilot",
               "enhancements", "attack", "armor", "speed", "counters"}
MISSION_FIELDS = {"attackers", "blockers", "target", "included"}


def _phase(state: State) -> str | None:
    for frame in state.stack:
        if frame.op == "turn":
            return TURN_PHASES.get(frame.pc)
    return None


def _cards_named(state: State, p: int, label: str) -> list[int]:
    """The player's cards of a name, in play first (build, post, patrol, attached) then hand, Scrapheap, removed,
    Stockpile; ``Name #k`` picks the k-th of them."""
    name, _, index = label.rpartition(" #")
    if not (name and index.isdigit()):
        name, index = label, ""
    wanted = card_by_name(name).name
    found = []
    for zone in (BUILD, POST, PATROL, ATTACHED, HAND, SCRAP, REMOVED, STOCK):
        found.extend(c for c in state.zones[zone[p]] if name_of(state, c) == wanted)
    in_play = [c for c in found if zone_of(state, c) in (BUILD[p], POST[p], PATROL[p], ATTACHED[p])]
    if index:
        k = int(index)
        return found[k - 1:k] if 1 <= k <= len(found) else []
    return in_play or found[:1]


def _unit_attack(state: State, c: int) -> int:
    from .missions import attack_of, site_attack
    from .board import is_unit
    return attack_of(state, c) if is_unit(state, c) else site_attack(state, c)


def _mark_value(state: State, c: int, field: str):
    if field == "zone":
        zone = zone_of(state, c)
        return None if zone is None else zone.rstrip("01")
    if field == "tapped":
        return bool(mark(state, "tap", c))
    if field == "depleted":
        return bool(mark(state, "dep", c))
    if field == "up":
        return bool(mark(state, "up", c))
    if field == "unpaid":
        return bool(mark(state, "unpaid", c))
    if field == "new":
        return mark(state, "new", c) == state.counters.get("turn")
    if field == "damage":
        return state.counters.get(f"dmg:{c}", 0)
    if field == "cc":
        return state.counters.get(f"cc:{c}", 0)
    if field == "guard":
        site = mark(state, "guard", c)
        return site if site is None or isinstance(site, str) else name_of(state, site)
    if field == "pilot":
        from .board import pilot_of
        pilot = pilot_of(state, c)
        return None if pilot is None else name_of(state, pilot)
    if field == "enhancements":
        from .board import attachments
        return sorted(name_of(state, a) for a in attachments(state, c)
                      if "Enhancement" in card_of(state, a).subtypes)
    if field == "attack":
        return _unit_attack(state, c)
    if field == "armor":
        return armor(state, c)
    if field == "speed":
        return SPEED_NAME.get(speed(state, c))
    raise KeyError(field)


def _want_mark(node, field: str):
    if field in ("tapped", "depleted", "up", "unpaid", "new"):
        return node.want(bool, "true or false")
    if field in ("damage", "cc", "attack", "armor"):
        return node.want(int, "a whole number")
    if field in ("pilot", "guard"):
        if node.value is None:
            return None
        text = node.want(str, "a card name, stock, scrap or null")
        return text if text in ("stock", "scrap") else _card_name(node)
    if field == "enhancements":
        return sorted(_card_name(item) for item in node.items())
    if field == "zone":
        text = node.want(str, "a zone name")
        if text not in ZONES:
            raise node.error(f"unknown zone {text!r} ({', '.join(ZONES)})")
        return text
    if field == "speed":
        return node.want(str, "slow, moderate or fast")
    return node.plain()


def check_expect(self, state: State, expect) -> list[str]:
    expect.check_keys(EXPECT_FIELDS)
    problems: list[str] = []

    def bad(node, message):
        problems.append(f"line {node.line}: {node.path}: {message}")

    names = lambda cards: [name_of(state, c) for c in cards]  # noqa: E731
    for p, key in ((0, "P1"), (1, "P2")):
        player = expect.get(key)
        if player is None:
            continue
        _mapping(player, "fields to check").check_keys(PLAYER_EXPECT)
        for field in player.keys():
            node = player.get(field)
            zone = field.removesuffix("_count")
            if zone in ZONES:
                cards = names(state.zones[ZONES[zone][p]])
                if field.endswith("_count"):
                    if len(cards) != node.want(int, "a number"):
                        bad(node, f"expected {node.value} cards, found {len(cards)}: {cards}")
                    continue
                wanted = [_card_name(item) for item in node.items()]
                if zone == "stock":   # top card first, in order
                    if wanted != cards[::-1]:
                        bad(node, f"expected {wanted} (top first), found {cards[::-1]}")
                elif sorted(wanted) != sorted(cards):
                    bad(node, f"expected {wanted}, found {cards}")
            elif field == "assets":
                wanted = sorted(str(item.want(str, "an asset letter")) for item in node.items())
                found = sorted(assets(state, p))
                if wanted != found:
                    bad(node, f"expected assets {wanted}, found {found}")
            elif field in ("pool", "deploys"):
                counter = f"pool{p}" if field == "pool" else "deploys"
                found = state.counters.get(counter, 0)
                if found != node.want(int, "a number"):
                    bad(node, f"expected {node.value}, found {found}")
            elif field == "marks":
                _check_marks(state, p, node, bad)
    check_play(expect, state, bad, self.result)
    _check_options(self, state, expect, bad)
    for field, found in (("turn", state.counters.get("turn")), ("phase", _phase(state))):
        node = expect.get(field)
        if node is not None and node.value != found:
            bad(node, f"expected {node.value!r}, found {found!r}")
    node = expect.get("active")
    if node is not None and state.counters.get("active") != seat(node):
        bad(node, f"expected {node.value}, found P{state.counters.get('active', 0) + 1}")
    node = expect.get("initiative")
    if node is not None:
        from .missions import initiative
        found = [initiative(state, 0), initiative(state, 1)]
        want = [item.want(int, "a whole number") for item in node.items()]
        if len(want) != 2:
            raise node.error(f"expected [P1, P2], two numbers, got {node.plain()!r}")
        if want != found:
            bad(node, f"expected [P1, P2] = {node.plain()}, found {found}")
    node = expect.get("mission")
    if node is not None:
        _check_mission(state, node, bad)
    node = expect.get("this_turn")
    if node is not None:
        for key, want in read_this_turn(state, node).items():
            found = state.counters.get(key, ())
            if sorted(map(repr, found if isinstance(found, tuple) else (found,))) != \
                    sorted(map(repr, want if isinstance(want, tuple) else (want,))):
                bad(node, f"{key}: expected {_listed(want)!r}, found {_listed(found)!r}")
    node = expect.get("counters")
    if node is not None:
        for key in _mapping(node, "counter names to values").keys():
            want = node.get(key).plain()
            found = state.counters.get(key)
            if isinstance(found, tuple):
                found = _listed(found)
            if want != found:
                bad(node.get(key), f"expected {want!r}, found {found!r}")
    return problems


def _listed(value):
    return [_listed(v) for v in value] if isinstance(value, (tuple, list)) else value


def _check_marks(state: State, p: int, node, bad) -> None:
    if not isinstance(node.value, dict):
        raise node.error("expected a mapping of card names to their markers")
    for label in node.keys():
        fields = _mapping(node.get(label), "markers to check")
        fields.check_keys(MARK_FIELDS)
        try:
            cards = _cards_named(state, p, label)
        except (KeyError, ValueError) as exc:
            raise fields.error(str(exc)) from None
        if not cards:
            bad(fields, f"P{p + 1} has no card {label!r}")
            continue
        for field in fields.keys():
            want_node = fields.get(field)
            if field == "counters":
                for key in _mapping(want_node, "counter names to values").keys():
                    want = want_node.get(key).plain()
                    for c in cards:
                        found = state.counters.get(f"{key}:{c}")
                        if want != found:
                            bad(want_node.get(key), f"{label} (#{c}): expected {want!r}, found {found!r}")
                continue
            want = _want_mark(want_node, field)
            for c in cards:
                found = _mark_value(state, c, field)
                if want != found:
                    bad(want_node, f"{label} (#{c}): expected {want!r}, found {found!r}")


def _check_mission(state: State, node, bad) -> None:
    _mapping(node, "mission fields to check").check_keys(MISSION_FIELDS)
    c = state.counters
    if "m.att" not in c:
        bad(node, "no mission is in progress")
        return
    for field, key in (("attackers", "m.att"), ("blockers", "m.blk")):
        want_node = node.get(field)
        if want_node is not None:
            wanted = sorted(_card_name(item) for item in want_node.items())
            found = sorted(name_of(state, m) for m in c.get(key, ()))
            if wanted != found:
                bad(want_node, f"expected {wanted}, found {found}")
    want_node = node.get("target")
    if want_node is not None:
        tgt = c.get("m.tgt")
        found = tgt if tgt is None or isinstance(tgt, str) else name_of(state, tgt)
        text = want_node.want(str, "stock, scrap or a card name")
        want = text if text in ("stock", "scrap") else _card_name(want_node)
        if want != found:
            bad(want_node, f"expected {want!r}, found {found!r}")
    want_node = node.get("included")
    if want_node is not None and want_node.want(bool, "true or false") != bool(c.get("m.in")):
        bad(want_node, f"expected {want_node.value}, found {bool(c.get('m.in'))}")


def _check_options(self, state: State, expect, bad) -> None:
    options = self.legal_actions(state)
    forms = [_texts(state, o) | {name_key(self.action_text(o))} for o in options]
    shown = sorted(named_text(state, o) for o in options)

    def matches(text):
        key = name_key(str(text))
        return [i for i, f in enumerate(forms) if key in f]

    node = expect.get("options")
    if node is not None and state.decision is None and node.plain():
        bad(node, f"{game_over_text(self, state)}: no option is legal")
    elif node is not None:
        wanted = node.plain()
        covered = set()
        for item, text in zip(node.items(), wanted):
            hit = matches(text)
            if not hit:
                bad(item, f"{text!r} is not legal; legal: {shown}")
            covered.update(hit)
        if len(covered) != len(options):
            extra = [named_text(state, options[i]) for i in range(len(options)) if i not in covered]
            bad(node, f"legal but not listed: {extra}")
    node = expect.get("options_include")
    if node is not None:
        for item in node.items():
            if not matches(item.value):
                bad(item, f"{item.value!r} is not legal; legal: {shown}")
    node = expect.get("options_exclude")
    if node is not None:
        for item in node.items():
            if matches(item.value):
                bad(item, f"{item.value!r} should not be legal")
