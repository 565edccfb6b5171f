#!/usr/bin/env python3
"""Build the card data of BattleTech: Domination v4 (quick-play rules) from the shared sources.

Reads
  * ``rules/domination-v4-quickplay.txt``  -- the card list: which cards are in the game and how many copies
    (Base Cards, Overrun Cards, Supply Cards);
  * ``data/domination_v4/cards.json``      -- card faces transcribed from the card images (``text`` and stats;
    the image text rules over ``text_code`` where they differ);
and writes ``src/mechdeck/games/domination_v4/data/cards.json`` (validated against card.schema.json beside it).

Names are the v4 list's.  Where the source data names a card differently it is mapped (``data_name`` keeps the
source's name): Factory -> Basic Factory, Heavy Factory -> Munitions Factory, Supply Drop -> Supply Drops,
Fuel Dump -> Strip Mining, Defeat! -> Retreat!, plus spelling and parenthesised-name variants (Black Hawk ->
Blackhawk, Adder -> Adder (Puma), ...).  Any list name without a source card, or a copy count that the two list
columns give differently, stops the build.

Usage (from the repository root)::

    python tools/build_domination_v4_data.py [--shared DIR] [--out FILE] [--check]
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = REPO_ROOT.parent / "shared"
DEFAULT_OUT = REPO_ROOT / "src" / "mechdeck" / "games" / "domination_v4" / "data" / "cards.json"
RULES_ID = "domination-v4"

#: v4 list name -> source data name, where they differ
DATA_NAMES = {
    "Basic Factory": "Factory", "Munitions Factory": "Heavy Factory", "Supply Drops": "Supply Drop",
    "Strip Mining": "Fuel Dump", "Retreat!": "Defeat!",
    "Blackhawk": "Black Hawk", "NovaCat": "Nova Cat", "Urbanmech": "UrbanMech", "Mech. Infantry": "Mechanized Infantry",
    "Heavy Bombard.": "Heavy Bombardment",
    "Adder (Puma)": "Adder", "Daishi (Dire Wolf)": "Daishi", "Fenris (Ice Ferret)": "Fenris",
    "Gladiator (Executioner)": "Gladiator", "Kit Fox (Uller)": "Kit Fox", "Loki (Hellbringer)": "Loki",
    "Mad Cat (TimberWolf)": "Mad Cat", "Man O' War (Gargoyle)": "Man O' War", "Masakari (Warhawk)": "Masakari",
    "Ryoken (Stormcrow)": "Ryoken", "Thor (Summoner)": "Thor", "Vulture (Mad Dog)": "Vulture",
}
#: the list abbreviates two names in its two-column table; the card faces spell them out
PRINTED = {"Heavy Bombard.": "Heavy Bombardment", "Mech. Infantry": "Mechanized Infantry"}
TYPES = {
    "Unit - Mech": ("Unit", "Mech", False), "Unit - Vehicle": ("Unit", "Vehicle", False),
    "Unit - Infantry": ("Unit", "Infantry", False), "Resource": ("Resource", None, False),
    "Support": ("Support", "Support", False), "Support - Attack": ("Support", "Attack", False),
    "Support - Reaction": ("Support", "Reaction", False), "Overrun": ("Overrun", None, False),
    "Overrun - Support": ("Overrun", None, True),
}
BONUS_WORDS = {"Card": "cards", "Cards": "cards", "Action": "actions", "Actions": "actions", "[Industry]": "industry"}
#: unit keywords that are a plain bonus when the unit is deployed
DEPLOY_BONUS = {"MOBILE: +1 Action when you deploy this unit.": ("actions", 1),
                "RENOWNED: +1 Card when you deploy this unit.": ("cards", 1)}


class BuildError(Exception):
    pass


def parse_list(text: str) -> tuple[dict, dict, dict]:
    """(base, overrun, supply) name -> copies from the quick-play card list."""
    start = re.search(r"^Card List$", text, re.M).start()
    body = text[start:re.search(r"^Glossary$", text, re.M).start()]
    base_part = body[body.index("Base Cards"):body.index("Supply Cards")]
    supply_part = body[body.index("Supply Cards"):]
    base = {m.group(2).strip(): int(m.group(1)) for m in re.finditer(r"^(\d+) (.+)$", base_part, re.M)}
    overrun, supply = {}, {}

    def add(name, n):
        name = name.strip()
        if not name:
            return
        if name in supply and supply[name] != n:
            raise BuildError(f"the list gives {name} as {supply[name]} and as {n} copies")
        supply[name] = n

    for line in supply_part.splitlines():
        line = line.strip()
        m = re.match(r"^- (\d+) (.+?)(?: \[-(\d) .*\])?$", line)
        if m and m.group(3):
            overrun[m.group(2).strip()] = int(m.group(1))
            continue
        if m:
            add(m.group(2), int(m.group(1)))
            continue
        for cell in line.split("\t"):
            m = re.match(r"^(\d+) (.+)$", cell.strip())
            if m:
                add(m.group(2), int(m.group(1)))
    return base, overrun, supply


def bonus_of(card: dict, text: str) -> dict:
    bonus: dict[str, int] = {}
    if card["card_type"].startswith("Unit"):
        for phrase, (key, n) in DEPLOY_BONUS.items():
            if phrase in text:
                bonus[key] = n
        return bonus
    if card["card_type"] == "Resource" and card.get("provides"):
        for key in ("industry", "lostech"):
            if key in card["provides"]:
                bonus[key] = card["provides"][key]
    for sentence in re.split(r"(?<=\.)\s+", text):
        m = re.match(r"^\+(\d+) (Cards?|Actions?|\[Industry\])\.?$", sentence.strip())
        if not m:
            break
        bonus[BONUS_WORDS[m.group(2)]] = int(m.group(1))
    return bonus


def ascii_text(text: str) -> str:
    text = text.replace("\u2026", "...").replace("\u2013", "-").replace("\u2014", "-").replace("\u2019", "'")
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("….", "...")
    return " ".join(text.split())


def build(shared: Path) -> dict:
    rules_text = (shared / "rules" / "domination-v4-quickplay.txt").read_text()
    source = json.loads((shared / "data" / "domination_v4" / "cards.json").read_text())
    by_name = {c["name"]: c for c in source["cards"]}
    base, overrun, supply = parse_list(rules_text)
    out = []
    for group, names in (("base", base), ("overrun", overrun), ("supply", supply)):
        for list_name, copies in names.items():
            data_name = DATA_NAMES.get(list_name, list_name)
            card = by_name.get(data_name)
            if card is None:
                raise BuildError(f"{list_name}: no card {data_name!r} in the source data")
            name = PRINTED.get(list_name, list_name)
            kind, subtype, support = TYPES[card["card_type"]]
            text = card["text"]
            if text is None:
                if card["card_type"] == "Resource":
                    p = card["provides"]
                    text = " and ".join(f"+{p[k]} [{k.title() if k == 'industry' else 'LosTech'}]"
                                        for k in ("industry", "lostech") if k in p)
                else:
                    text = "none"
            text = ascii_text(text)
            out.append({
                "name": name, "type": kind, "subtype": subtype, "printed_type": card["card_type"],
                "cost": card["cost_industry"], "lostech": card["cost_lostech"],
                "attack": card["attack"], "defense": card["defense"],
                "base": group == "base", "copies": copies, "text": text, "bonus": bonus_of(card, text),
                "overrun": -card["overrun_value"] if card["overrun_value"] else 0, "support": support,
                "data_name": data_name if data_name != name else None,
            })
    return {"rules": RULES_ID, "source": f"{source['repository']} @ {source['commit']}", "cards": out}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--check", action="store_true", help="only check that --out is up to date")
    args = ap.parse_args(argv)
    try:
        data = build(args.shared)
    except BuildError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    text = json.dumps(data, indent=2, ensure_ascii=True) + "\n"
    try:
        import jsonschema
        schema = json.loads((args.out.parent / "card.schema.json").read_text())
        jsonschema.Draft202012Validator(schema).validate(data)
    except FileNotFoundError:
        pass
    if args.check:
        same = args.out.exists() and args.out.read_text() == text
        print("up to date" if same else f"{args.out} is out of date")
        return 0 if same else 1
    args.out.write_text(text)
    n = sum(c["copies"] for c in data["cards"])
    print(f"wrote {len(data['cards'])} cards ({n} copies) to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
