#!/usr/bin/env python3
"""Build War Rig's sample content from the designer's texts.

Reads
  * ``war-rig-sample-content.md`` -- the sample content set: dice (section 2), map and player counts (3), boards
    (4), cards (5), set-up (6), victory conditions and scoring (12);
  * ``war-rig-v0.1.md``           -- the designer's draft "Rules v0.1", for the numbers of the core rules (actions
    per squad, the repel ratio, dice per offence, coercion, fight fire, targeting);
and writes ``src/mechdeck/games/war_rig/data/content.json`` (its schema is ``content.schema.json`` beside it).

Every number comes from the texts: table cells, and the figures in card texts read by one pattern per card
(``EFFECT_PARAMS``), so a text that no longer says what the pattern expects stops the build.  The tables that
repeat one another (the tech catalogues and the cards' plans, the player-count table and the per-location stock,
the two statements of the round limits) are cross-checked, and any disagreement stops the build with an error.
The readings taken where the texts are open are docs/rulings.md, "War Rig", W-C1 onwards.

Usage (from the repository root)::

    python tools/build_war_rig_data.py [--rules-dir DIR] [--out FILE] [--check]

Only the Python standard library is used.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO_ROOT / "src" / "mechdeck" / "games" / "war_rig" / "data" / "content.json"
CONTENT_FILE = "war-rig-sample-content.md"
DRAFT_FILE = "war-rig-v0.1.md"
FORMAT = "war-rig-content"

COLOURS = {"🟥": "red", "🟩": "green", "🟦": "blue", "🟫": "brown"}
COLOUR_ORDER = ("red", "green", "blue", "brown")

#: the die symbols and their data keys (sample section 2, "Symbol keys for the data files"); the green die's 🎯
#: is "attacked" and its 🟩 a blank, the brown 🟫 a blank (R-02), so some keys depend on the die
SYMBOLS = {"🔺": "miss", "🎯": "hit", "🌫": "overheat", "⚡": "bolt", "🤖": "special", "💥": "splash",
           "💀": "malfunction", "🛡": "dodge", "🟫": "blank", "🟩": "blank", "🔓": "unlock", "🔗": "chain",
           "🚨": "alarm"}
SYMBOLS_BY_DIE = {"green": {"🎯": "attacked"}}

LOCATION_KINDS = {"special hub": "hub", "Basic (T)": "basic_tech", "Basic (R)": "basic_resource",
                  "special": "special"}

#: the figures in each card's text, by parameter name: (pattern with one number group, sign).  The rules engine
#: reads these names; the pattern proves the text says the number.
EFFECT_PARAMS: dict[str, dict[str, tuple[str, int]]] = {
    "eq.pulse_rifle": {"offence": (r"\+(\d+) offence", 1)},
    "eq.combat_armour": {"defence": (r"\+(\d+) defence", 1)},
    "eq.smoke_grenades": {"cancel_hits": (r"to cancel that (one) hit", 1)},
    "eq.cipher_kit": {"green_rerolls": (r"(once) per Espionage or Sabotage action", 1)},
    "eq.plasma_cutter": {"enemy_defence": (r"the defender has −(\d+) defence", -1)},
    "eq.loudhailer": {"recruit_rescue_roll": (r"\+(\d+) to the holder's Recruit and Rescue rolls", 1)},
    "eq.barricade_kit": {"camped_repel_count": (r"it counts as (\d+) \(not \d+\) for repel", 1)},
    "eq.survey_drone": {"extra_cubes": (r"it takes (\d+) extra cube", 1)},
    "rig.crawler_tracks": {"links_per_drive": (r"moves the rig (\d+) link", 1)},
    "rig.bore_drill": {"links_per_drive": (r"(\d+) link per Drive action", 1)},
    "rig.lift_thrusters": {"links_per_drive": (r"(\d+) link per Drive action", 1),
                           "links_per_drive_light": (r"up to (\d+) links while the rig is in its Light tier", 1)},
    "rig.autocannon": {"crit_hits": (r"⚡ Critical: \+(\d+) hits for each ⚡", 1)},
    "rig.arc_lance": {"arc_site_hits": (r"If the target is a site, (\d+) hit goes to one working site adjacent", 1),
                      "arc_squad_hits": (r"If the target is a squad, \+(\d+) hit that 🛡 cannot cancel", 1)},
    "rig.grapple_harpoon": {"special_site_hits": (r"If the target is a site, \+(\d+) hit\.", 1),
                            "crit_hits": (r"⚡ Critical: \+(\d+) hit\.", 1)},
    "rig.mortar": {"crit_squad_hits": (r"If the target is a squad, \+(\d+) hits", 1)},
    "rig.auto_extinguisher": {"success_from": (r"On (\d+)–6 the fire is put out", 1)},
    "fac.watchtower": {"repel_count": (r"repel count in this base is \+(\d+)", 1)},
    "fac.fire_station": {"fight_fire_success_from": (r"succeed on (\d+)–6", 1)},
    "fac.refinery": {"cubes_returned": (r"return (\d+) cubes the squad carries", 1),
                     "cubes_taken": (r"it takes (\d+) cube of any colour", 1),
                     "uses_per_turn": (r"(once) per turn per faction", 1)},
    "fac.supply_depot": {"capacity": (r"stores up to (\d+) cubes", 1)},
    "fac.security_office": {"recruit_rescue_roll": (r"have −(\d+) on Recruit and Rescue rolls", -1)},
}
NUMBER_WORDS = {"one": 1, "once": 1, "two": 2, "twice": 2, "double": 2}

#: which card grants the special movement across which restricted link (the cards' texts name the link by its
#: locations' names: "the Deep Trenches–Planet Core link")
LINK_TEXT = r"may Drive along the ([A-Z][a-z]+(?: [A-Z][a-z]+)*)–([A-Z][a-z]+(?: [A-Z][a-z]+)*) link"

#: the victory conditions of section 12, in order, with the section headings that define them
VICTORY_HEADINGS = (("dominate", "12.1"), ("peace_through_power", "12.2"), ("align_with_empire", "12.3"),
                    ("total_annihilation", "12.4"))

#: section 12.5's influence sources, by the row's opening words
INFLUENCE_SOURCES = (("each resource-rich location", "resource_location_held"),
                     ("each of your victory constructions", "victory_construction"),
                     ("each other faction destroyed", "faction_destroyed"),
                     ("each working constructed part", "working_constructed_site"),
                     ("each active squad", "active_squad"))
TIE_BREAKS = (("fewer burning sites", "fewer_burning_sites"), ("more cubes", "more_cubes"),
              ("the win is shared", "shared"))


class DataError(ValueError):
    """The texts do not say what the converter expects; the message names the section and what is wrong."""


# ---------------------------------------------------------------------------------------------------------------
# reading the markdown
# ---------------------------------------------------------------------------------------------------------------

def section(text: str, heading: str) -> str:
    """The body of the section whose heading starts with ``heading`` (``"### 5.2"``), up to the next heading of the
    same or a higher level."""
    level = len(heading.split(" ", 1)[0])
    match = re.search(rf"^{re.escape(heading)}(?= ).*$", text, re.M)
    if match is None:
        raise DataError(f"no section {heading!r}")
    rest = text[match.end():]
    end = re.search(rf"^#{{1,{level}}} ", rest, re.M)
    return rest[:end.start()] if end else rest


def tables(body: str) -> list[list[dict[str, str]]]:
    """Every markdown table in ``body``: its rows as dicts by header cell."""
    found, lines = [], body.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].startswith("|") and i + 1 < len(lines) and re.match(r"^\|(-+\|)+$", lines[i + 1]):
            header = _cells(lines[i])
            rows = []
            i += 2
            while i < len(lines) and lines[i].startswith("|"):
                cells = _cells(lines[i])
                if len(cells) != len(header):
                    raise DataError(f"table row {lines[i][:60]!r} has {len(cells)} cells, not {len(header)}")
                rows.append(dict(zip(header, cells)))
                i += 1
            found.append(rows)
        else:
            i += 1
    return found


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def one_table(text: str, heading: str, index: int = 0) -> list[dict[str, str]]:
    found = tables(section(text, heading))
    if len(found) <= index:
        raise DataError(f"section {heading!r} has no table #{index + 1}")
    return found[index]


def code(cell: str) -> str:
    match = re.fullmatch(r"`([a-z0-9_.]+)`", cell)
    if match is None:
        raise DataError(f"expected an `id`, got {cell!r}")
    return match.group(1)


def integer(cell: str, what: str) -> int:
    if not re.fullmatch(r"\d+", cell):
        raise DataError(f"{what}: expected a number, got {cell!r}")
    return int(cell)


def cubes(cell: str, what: str) -> dict[str, int]:
    """A cost or stock cell (``🟥1 🟫2``; ``none`` or ``–`` for nothing; a leading ``+`` allowed) as all four
    colours."""
    amounts = dict.fromkeys(COLOUR_ORDER, 0)
    if cell in ("none", "–") or cell.startswith("none "):
        return amounts
    parts = cell.lstrip("+").split()
    for part in parts:
        match = re.fullmatch(r"(🟥|🟩|🟦|🟫)(\d+)", part)
        if match is None:
            raise DataError(f"{what}: {part!r} is not a colour and a count")
        colour = COLOURS[match.group(1)]
        if amounts[colour]:
            raise DataError(f"{what}: {colour} is given twice")
        amounts[colour] = int(match.group(2))
    return amounts


def emoji_run(cell: str) -> list[str]:
    """The symbols of a die face, one per emoji."""
    symbols = [ch for ch in cell if ch != " "]
    unknown = [ch for ch in symbols if ch not in SYMBOLS]
    if unknown or not symbols:
        raise DataError(f"die face {cell!r}: unknown symbol {unknown}")
    return symbols


def find_int(text: str, pattern: str, what: str) -> int:
    match = re.search(pattern, text)
    if match is None:
        raise DataError(f"{what}: the text no longer says {pattern!r}")
    word = match.group(1)
    return NUMBER_WORDS[word] if word in NUMBER_WORDS else int(word)


# ---------------------------------------------------------------------------------------------------------------
# the parts of the content
# ---------------------------------------------------------------------------------------------------------------

def build_dice(text: str) -> list[dict]:
    dice = []
    for row in one_table(text, "## 2."):
        match = re.fullmatch(r"(.+) \(`([a-z]+)`\)", row["die (`id`)"])
        if match is None:
            raise DataError(f"dice table: bad die cell {row['die (`id`)']!r}")
        name, die_id = match.groups()
        faces_cells = [row[f"face {n}"] for n in range(1, 7)]
        if all(re.fullmatch(r"\d+", cell) for cell in faces_cells):
            faces: list = [int(cell) for cell in faces_cells]
            kind = "number"
        else:
            keys = {**SYMBOLS, **SYMBOLS_BY_DIE.get(die_id, {})}
            faces = [[keys[symbol] for symbol in emoji_run(cell)] for cell in faces_cells]
            kind = "symbol"
        dice.append({"id": die_id, "name": name, "kind": kind, "use": row["used for"], "faces": faces})
    return dice


def build_map(text: str, player_rows: list[dict]) -> dict:
    locations, links, bases = [], set(), []
    names: dict[str, str] = {}
    extra_rows = {row["players"]: row for row in player_rows}
    for row in one_table(text, "### 3.1"):
        if "…" in row["`id`"]:
            match = re.fullmatch(r"`([a-z]+)_1`…`\1_N`", row["`id`"])
            if match is None or row["type"] != "base":
                raise DataError(f"map table: bad base row {row['`id`']!r}")
            kind = match.group(1)
            bases.append({"kind": kind, "id": f"{kind}_{{k}}", "name": row["name"].replace(" k", " {k}"),
                          "links": [code(c) for c in row["links to"].split(", ")]})
            continue
        loc_id = code(row["`id`"])
        if row["type"] not in LOCATION_KINDS:
            raise DataError(f"map table: {loc_id} has an unknown type {row['type']!r}")
        names[row["name"]] = loc_id
        locations.append({"id": loc_id, "name": row["name"], "kind": LOCATION_KINDS[row["type"]],
                          "stock": cubes(row["stock (2 players)"], f"{loc_id} stock"),
                          "stock_per_extra_player": cubes(row["+per extra player"], f"{loc_id} extra stock")})
        listed = row["links to"]
        if listed.startswith("every "):
            continue  # the hub: its links are the other rows' (checked below)
        for other in re.findall(r"`([a-z_]+)`", listed):
            links.add(tuple(sorted((loc_id, other))))
    ids = {loc["id"] for loc in locations}
    hub = [loc["id"] for loc in locations if loc["kind"] == "hub"]
    for pair in links:
        if not set(pair) <= ids:
            raise DataError(f"map table: link {pair} names no location")
    basic = [loc["id"] for loc in locations if loc["kind"].startswith("basic")]
    if len(hub) != 1 or {tuple(sorted((hub[0], b))) for b in basic} - links:
        raise DataError("map table: the hub must link every Basic Location (R-03)")
    # the per-player-count table restates the extra stock: "+k of its first colour each" at 2 + k players
    for loc in locations:
        extra = {c: n for c, n in loc["stock_per_extra_player"].items() if n}
        if not extra:
            continue
        first = _first_colour(text, loc["id"])
        for players, row in extra_rows.items():
            said = row["R-location stock"]
            expected = "as printed" if players == 2 else f"+{players - 2} of its first colour each"
            if said != expected or extra != {first: 1}:
                raise DataError(f"player-count table: {players} players say {said!r}, but {loc['id']}'s extra "
                                f"stock is {extra} per extra player")
    restricted = _restricted_links(text, names)
    return {"locations": locations, "bases": bases,
            "links": [{"between": list(pair), "restricted": pair in restricted} for pair in sorted(links)]}


def _first_colour(text: str, loc_id: str) -> str:
    for row in one_table(text, "### 3.1"):
        if row["`id`"] == f"`{loc_id}`":
            return COLOURS[row["stock (2 players)"][0]]
    raise DataError(f"map table: no row {loc_id}")


def _restricted_links(text: str, names: dict[str, str]) -> set[tuple[str, str]]:
    """The links R-04 closes to an ordinary Move: each 'X – Y link' the ruling names."""
    ruling = re.search(r"\*\*R-04:.*?(?=\n\*\*R-05)", text, re.S)
    if ruling is None:
        raise DataError("no ruling R-04")
    pairs = re.findall(r"cross the ([A-Z][a-z]+ [A-Z][a-z]+)–([A-Z][a-z]+ [A-Z][a-z]+) link", ruling.group(0))
    if not pairs:
        raise DataError("R-04 names no link")
    return {tuple(sorted((names[a], names[b]))) for a, b in pairs}


def build_players(text: str) -> tuple[list[dict], list[dict]]:
    rows = one_table(text, "### 3.2")
    counts = []
    for row in rows:
        players = integer(row["players"], "player-count table")
        if row["Home Bases"] != f"1–{players}":
            raise DataError(f"player-count table: {players} players have Home Bases {row['Home Bases']!r}")
        match = re.fullmatch(r"(\d+) \((\d+)\)", row["Lesser Factions (squads)"])
        if match is None:
            raise DataError(f"player-count table: bad Lesser Factions cell {row['Lesser Factions (squads)']!r}")
        counts.append({"players": players, "lesser_factions": int(match.group(1)),
                       "lesser_squads": int(match.group(2)), "round_limit": integer(row["round limit (§12.5)"],
                                                                                     "round limit")})
        row["players"] = players
    limits = section(text, "### 12.5")
    for count in counts:
        if f"{count['round_limit']} rounds with {count['players']} players" not in limits and \
                f"{count['round_limit']} with {count['players']}" not in limits:
            raise DataError(f"section 12.5 does not give {count['round_limit']} rounds for {count['players']} "
                            "players, as the player-count table does")
    return counts, rows


def build_boards(text: str) -> dict:
    squad = section(text, "### 4.1")
    home = section(text, "### 4.2")
    lesser = section(text, "### 4.3")
    chassis_rows = one_table(text, "### 4.4")
    centre_row, slot_rows = chassis_rows[0], chassis_rows[1:]
    match = re.fullmatch(r"\*\*(\w+)\*\* \(printed, centre\)", centre_row["site"])
    if match is None:
        raise DataError(f"chassis table: the first row is not the printed centre ({centre_row['site']!r})")
    holds = {"a card with slot Upper": "upper", "a card with slot Lower": "lower",
             "movement systems only": "drive"}
    slots = []
    for row in slot_rows:
        slot_match = re.fullmatch(r"(\w+) (\w+)", row["site"])
        if slot_match is None or row["holds"] not in holds or row["position"] not in ("upper", "lower"):
            raise DataError(f"chassis table: bad slot row {row['site']!r}")
        slots.append({"id": slot_match.group(1), "name": slot_match.group(2), "position": row["position"],
                      "holds": holds[row["holds"]]})
    links = section(text, "### 4.4")
    expected = ", ".join(f"{slot['id']}–{match.group(1)}" for slot in slots)
    if f"Links: {expected}." not in links:
        raise DataError(f"chassis: the links are not every slot to the centre ({expected})")
    slot_count = find_int(home, r"\*\*(\d+) facility slots\*\* \(F1–F\1\)", "Home Base slots")
    return {
        "squad": {"cube_spaces": find_int(squad, r"\*\*(\d+) cube spaces\*\*", "squad board"),
                  "equipment_limit": find_int(squad, r"\*\*at most (\d+) equipment items\*\*", "squad board")},
        "home_base": {"centre": {"id": "command_post", "name": "Command Post",
                                 "armour": find_int(home, r"\*\*Command Post\*\*: printed centre site, armour (\d+)",
                                                    "Command Post")},
                      "facility_slots": [f"F{n}" for n in range(1, slot_count + 1)]},
        "lesser_base": {"centre": {"id": "stockade", "name": "Stockade",
                                   "armour": find_int(lesser, r"\*\*Stockade\*\*: printed site, armour (\d+), with "
                                                              r"no links", "Stockade")},
                        "facility_slots": []},
        "chassis": {"centre": {"id": match.group(1).lower(), "name": match.group(1),
                               "armour": integer(centre_row["armour"], "Cab armour"),
                               "weight": integer(centre_row["weight"], "Cab weight")},
                    "slots": slots},
    }


def build_cards(text: str, locations: list[dict]) -> list[dict]:
    catalogue_codes = _catalogue_codes(text, locations)
    slot_words = {"Upper": ["upper"], "Lower": ["lower"], "Upper or Lower": ["upper", "lower"], "Drive": ["drive"]}
    cards: list[dict] = []

    def plans(cell: str) -> str:
        if cell not in catalogue_codes:
            raise DataError(f"plans {cell!r} is not a catalogue location ({', '.join(catalogue_codes)})")
        return f"tech:{catalogue_codes[cell]}"

    def card(row: dict, kind: str, **fields) -> dict:
        card_id = code(row["`id`"])
        name, subtitle = re.fullmatch(r"(.+?)(?: \((.+)\))?", row["name"]).groups()
        entry = {"id": card_id, "name": name, "kind": kind}
        if subtitle:
            entry["subtitle"] = subtitle
        entry.update(fields)
        entry["params"] = card_params(card_id, entry["text"])
        return entry

    for row in one_table(text, "### 5.2"):
        cards.append(card(row, "equipment", plans="standard", start_copies=integer(row["start"], "start copies"),
                          cost=cubes(row["cost"], row["name"]), tools=row["tools"],
                          grants_construct="has the Construct action" in row["text"], text=row["text"]))
    if "(start with 0 copies)" not in text:
        raise DataError("section 5.4 no longer says tech equipment starts with 0 copies")
    for row in one_table(text, "### 5.4"):
        cards.append(card(row, "equipment", plans=plans(row["plans"]), start_copies=0,
                          cost=cubes(row["cost"], row["name"]), tools=row["tools"],
                          grants_construct="has the Construct action" in row["text"], text=row["text"]))
    rig_body = section(text, "### 5.5")
    if "For every card in §§5.5–5.6\nthe tools are `default`" not in rig_body:
        raise DataError("section 5.5 no longer says rig tech and facilities need the default tools")
    movement, weapons, other = tables(rig_body)
    for row in movement:
        tiers = [integer(n, "tiers") for n in row["tiers L / M / H"].split(" / ")]
        cards.append(card(row, "rig_tech", plans=plans(row["plans"]), role="movement",
                          slots=slot_words[row["slot"]], armour=integer(row["armour"], "armour"),
                          weight=integer(row["weight"], "weight"), cost=cubes(row["cost"], row["name"]),
                          tools="default", tiers=dict(zip(("light", "medium", "heavy"), tiers)),
                          opens_links=_opened_links(row["text"], locations), text=row["text"]))
    for row in weapons:
        crit, special = _crit_and_special(row["critical / special"])
        cards.append(card(row, "rig_tech", plans=plans(row["plans"]), role="weapon",
                          slots=slot_words[row["slot"]], armour=integer(row["armour"], "armour"),
                          weight=integer(row["weight"], "weight"), cost=cubes(row["cost"], row["name"]),
                          tools="default", dice=_weapon_dice(row["dice"]), crit=crit, special=special,
                          text=row["critical / special"]))
    for row in other:
        cards.append(card(row, "rig_tech", plans=plans(row["plans"]), role="part", slots=slot_words[row["slot"]],
                          armour=integer(row["armour"], "armour"), weight=integer(row["weight"], "weight"),
                          cost=cubes(row["cost"], row["name"]), tools="default", text=row["text"]))
    facility_body = section(text, "### 5.6")
    if "Each faction may have at most one of each" not in facility_body:
        raise DataError("section 5.6 no longer limits facilities to one of each")
    for row in one_table(text, "### 5.6"):
        cards.append(card(row, "facility", plans="display", built_at="home_base", per_faction=1,
                          cost=cubes(row["cost"], row["name"]), tools="default",
                          armour=integer(row["armour"], "armour"), text=row["text"]))
    names = {c["name"]: c["id"] for c in cards}
    location_ids = {loc["name"]: loc["id"] for loc in locations}
    victory_body = section(text, "### 5.7")
    if "Each faction may build one of each." not in victory_body:
        raise DataError("section 5.7 no longer limits victory constructions to one of each")
    for row in one_table(text, "### 5.7"):
        if row["tools"] not in names or row["built at"] not in location_ids:
            raise DataError(f"victory card {row['name']}: unknown tool {row['tools']!r} or place {row['built at']!r}")
        condition = re.fullmatch(r"(.+) \(§(12\.\d)\)\.", row["text"])
        headings = dict((number, vid) for vid, number in VICTORY_HEADINGS)
        if condition is None or condition.group(2) not in headings:
            raise DataError(f"victory card {row['name']}: its text names no victory condition of section 12")
        cards.append(card(row, "victory", plans=plans(row["plans"]), built_at=location_ids[row["built at"]],
                          per_faction=1, cost=cubes(row["cost"], row["name"]), tools=names[row["tools"]],
                          armour=integer(row["armour"], "armour"), condition=headings[condition.group(2)],
                          text=row["text"]))
    _check_catalogues(text, cards, catalogue_codes)
    return cards


def card_params(card_id: str, text: str) -> dict[str, int]:
    params = {}
    for name, (pattern, sign) in EFFECT_PARAMS.get(card_id, {}).items():
        params[name] = sign * find_int(text, pattern, f"card {card_id} ({name})")
    return params


def _catalogue_codes(text: str, locations: list[dict]) -> dict[str, str]:
    """The catalogue abbreviations (AC, DT, LO) of section 5.3 by location id."""
    by_name = {loc["name"]: loc for loc in locations}
    codes = {}
    for row in one_table(text, "### 5.3"):
        match = re.fullmatch(r"([A-Z]{2}) (.+)", row["location"])
        if match is None or match.group(2) not in by_name or by_name[match.group(2)]["kind"] != "basic_tech":
            raise DataError(f"catalogue table: {row['location']!r} is no tech-rich location")
        codes[match.group(1)] = by_name[match.group(2)]["id"]
    return codes


def _check_catalogues(text: str, cards: list[dict], codes: dict[str, str]) -> None:
    """Section 5.3's catalogue table lists exactly the cards whose plans column names that location."""
    for row in one_table(text, "### 5.3"):
        location = codes[row["location"].split(" ", 1)[0]]
        listed = set()
        for group in re.findall(r"([^;(]+)\(([a-z ]+)\)", row["catalogue (5 cards each)"]):
            listed |= {name.strip().strip("*") for name in group[0].split(",")}
        from_cards = {c["name"] for c in cards if c["plans"] == f"tech:{location}"}
        if listed != from_cards:
            raise DataError(f"catalogue of {location}: the table lists {sorted(listed)}, the cards' plans columns "
                            f"{sorted(from_cards)}")


def _opened_links(card_text: str, locations: list[dict]) -> list[list[str]]:
    by_name = {loc["name"]: loc["id"] for loc in locations}
    return [sorted((by_name[a], by_name[b])) for a, b in re.findall(LINK_TEXT, card_text)]


def _weapon_dice(cell: str) -> list[dict]:
    dice = []
    for part in cell.split(" + "):
        match = re.fullmatch(r"(\d+) ([a-z]+)", part)
        if match is None:
            raise DataError(f"weapon dice {cell!r}: {part!r} is not a count and a die")
        dice.append({"die": match.group(2), "count": int(match.group(1))})
    return dice


def _crit_and_special(cell: str) -> tuple[str | None, str | None]:
    """A weapon's "critical / special" cell split into the ⚡ part and the 🤖 part (each its own sentences)."""
    parts = re.split(r"(?<=\.) (?=⚡|🤖)", cell)
    crit = [p for p in parts if p.startswith("⚡")]
    special = [p for p in parts if p.startswith("🤖")]
    if len(crit) + len(special) != len(parts) or len(crit) > 1 or len(special) > 1:
        raise DataError(f"weapon text {cell!r} is not one ⚡ part and/or one 🤖 part")
    return (crit[0] if crit else None), (special[0] if special else None)


def build_rules(draft: str, text: str) -> dict:
    """The numbers of the core rules, from the draft (and the sample's Scavenge)."""
    scavenge = re.search(r"\*\*Scavenge\*\* \(1 action, Barren Wastes only\)\. Roll the white die\. On (\d+)–6, "
                         r"take (\d+) (🟥|🟩|🟦|🟫) from the supply", text)
    if scavenge is None:
        raise DataError("section 8.10 no longer describes Scavenge as expected")
    targeting = []
    for low, high, chooser, group in re.findall(r"^- (\d)(?:-(\d))?: (Defender|Attacker) chooses (?:a |an )?(\w+) "
                                                r"target", draft, re.M):
        targeting.append({"from": int(low), "to": int(high or low), "chooser": chooser.lower(),
                          "group": group})
    if [t["group"] for t in targeting] != ["lower", "upper", "any"]:
        raise DataError("the draft's targeting table is not lower / upper / any")
    return {
        "actions_per_squad": find_int(draft, r"each faction squad you control can perform (\d+) Actions",
                                      "actions per squad"),
        "squads_per_player": find_int(draft, r"- (\d+) faction squad boards in their Home Base", "squads"),
        "repel_ratio": find_int(draft, r"They have at least (double) the squads you have", "repel"),
        "camp_repel_count": find_int(draft, r"A squad counts as (\d+) for the purposes of repel", "camp"),
        "camp_gather_bonus": find_int(draft, r"gather (\d+) additional resource", "camp gather"),
        "offence_per_attack_die": find_int(draft, r"For every (\d+) offence your squad has roll 1 red", "offence"),
        "defence_per_defence_die": find_int(draft, r"For each (\d+) defence roll a brown", "defence"),
        "coercion_counters": {
            "lesser": find_int(draft, r"For \*\*Lesser Factions\*\* this takes (\w+) action", "coercion"),
            "player": find_int(draft, r"this takes \w+ action, for player factions (\w+)\.", "coercion")},
        "fight_fire_success_from": find_int(draft, r"- (\d)-6: the fire is successfully put out", "fight fire"),
        "scavenge": {"success_from": int(scavenge.group(1)), "cubes": int(scavenge.group(2)),
                     "colour": COLOURS[scavenge.group(3)]},
        "targeting": targeting,
        "tier_rerolls": [find_int(draft, r"make the attacker re-roll (\w+) attack dice", "tier rerolls"),
                         find_int(draft, r"two tiers lighter they can make the attacker reroll (\w+) dice",
                                  "tier rerolls")],
        "attack_die": "red", "defence_die": "brown", "subterfuge_die": "green", "number_die": "white",
    }


def build_victory(text: str) -> list[dict]:
    conditions = []
    for condition_id, number in VICTORY_HEADINGS:
        match = re.search(rf"^### {re.escape(number)} (.+?) \(\"(.+)\"\)$", text, re.M)
        if match is None:
            raise DataError(f"no victory condition heading {number}")
        conditions.append({"id": condition_id, "name": match.group(1), "draft": match.group(2)})
    return conditions


def build_scoring(text: str) -> dict:
    influence = []
    rows = one_table(text, "### 12.5")
    if len(rows) != len(INFLUENCE_SOURCES):
        raise DataError(f"the influence table has {len(rows)} rows, not {len(INFLUENCE_SOURCES)}")
    for row, (opening, source) in zip(rows, INFLUENCE_SOURCES):
        if not row["source"].startswith(opening):
            raise DataError(f"influence row {row['source']!r} does not start with {opening!r}")
        influence.append({"source": source, "points": integer(row["influence"], "influence"), "text": row["source"]})
    body = section(text, "### 12.5")
    positions = [body.find(phrase) for phrase, _ in TIE_BREAKS]
    if -1 in positions or positions != sorted(positions):
        raise DataError("section 12.5's tie-breaks are not: fewer burning sites, more cubes, shared")
    return {"influence": influence, "tie_breaks": [key for _, key in TIE_BREAKS]}


def build_content(text: str, draft: str) -> dict:
    player_counts, player_rows = build_players(text)
    map_data = build_map(text, player_rows)
    rules = build_rules(draft, text)
    lesser_each = {row["lesser_squads"] // row["lesser_factions"] for row in player_counts}
    lesser_counters = re.search(r"Place your remaining (\d+) faction squad counters \((\d+)-(\d+)\)", draft)
    if lesser_counters is None or lesser_each != {int(lesser_counters.group(1))}:
        raise DataError(f"the player-count table's Lesser squads ({lesser_each} per faction) disagree with the "
                        "draft's 'remaining 3 faction squad counters'")
    for row in player_counts:
        if row["lesser_factions"] != row["players"]:
            raise DataError(f"{row['players']} players: {row['lesser_factions']} Lesser Factions, not one per "
                            "player (R-06)")
        del row["lesser_squads"]
    return {
        "format": FORMAT,
        "name": "sample",
        "description": "The sample content set of war-rig-sample-content.md for the designer's draft 'Rules v0.1' "
                       "(war-rig-v0.1.md). Generated by tools/build_war_rig_data.py.",
        "dice": build_dice(text),
        "map": map_data,
        "boards": build_boards(text),
        "cards": build_cards(text, map_data["locations"]),
        "setup": {"player_counts": player_counts,
                  "lesser_squads_per_faction": int(lesser_counters.group(1))},
        "rules": rules,
        "victory_conditions": build_victory(text),
        "scoring": build_scoring(text),
    }


# ---------------------------------------------------------------------------------------------------------------
# the command
# ---------------------------------------------------------------------------------------------------------------

def find_rules_dir() -> Path:
    candidates = []
    if os.environ.get("MECHDECK_RULES_DIR"):
        candidates.append(Path(os.environ["MECHDECK_RULES_DIR"]))
    candidates += [REPO_ROOT / "shared" / "rules", REPO_ROOT.parent / "shared" / "rules"]
    for c in candidates:
        if (c / CONTENT_FILE).is_file() and (c / DRAFT_FILE).is_file():
            return c
    raise DataError("rules directory not found (tried: " + ", ".join(map(str, candidates))
                    + "); pass --rules-dir or set MECHDECK_RULES_DIR")


def read_texts(rules_dir: Path) -> tuple[str, str]:
    return ((rules_dir / CONTENT_FILE).read_text(encoding="utf-8"),
            (rules_dir / DRAFT_FILE).read_text(encoding="utf-8"))


def dump(data: dict) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules-dir", type=Path, help=f"folder holding {CONTENT_FILE} and {DRAFT_FILE}")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output file (default {DEFAULT_OUT})")
    ap.add_argument("--check", action="store_true", help="do not write; fail if --out is not up to date")
    args = ap.parse_args(argv)
    try:
        data = build_content(*read_texts(args.rules_dir or find_rules_dir()))
    except DataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    out = dump(data)
    summary = f"{len(data['cards'])} cards, {len(data['map']['locations'])} locations, {len(data['dice'])} dice"
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.is_file() else None
        if current != out:
            print(f"error: {args.out} is not up to date; rerun without --check", file=sys.stderr)
            return 1
        print(f"{args.out} is up to date ({summary})")
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(out, encoding="utf-8")
    print(f"wrote {args.out} ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
