#!/usr/bin/env python3
"""Build the card data of BattleTech: Domination v2.2 from the shared rule texts.

Reads
  * ``domination-v2.2.txt``  -- section "Card List (v2.2)": the card texts and type lines;
  * ``RULINGS.md``           -- section "Domination v2.2: the card table": the definitive
                                cost / LosTech / attack / defense of every card;
and writes ``src/mechdeck/games/domination_v22/data/cards.json``.

Stats are taken from RULINGS; the numbers parsed from the rule text's table are cross-checked
against them and any disagreement (or any card present in one source and not the other) stops
the build with an error.

Usage (from the repository root)::

    python tools/build_domination_v22_data.py [--rules-dir DIR] [--out FILE] [--check]

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
DEFAULT_OUT = REPO_ROOT / "src" / "mechdeck" / "games" / "domination_v22" / "data" / "cards.json"
RULES_FILE = "domination-v2.2.txt"
RULINGS_FILE = "RULINGS.md"
RULES_ID = "domination-v2.2"

#: base piles and their sizes (RULINGS: "4 base piles (Basic Factory 25, ...)")
BASE_COPIES = {
    "Basic Factory": 25,
    "Munitions Factory": 15,
    "Advanced Factory": 10,
    "Infantry Platoon": 20,
}
SUPPLY_COPIES = 5
CARD_COUNT = 84

#: printed (normalised) type line -> (type, subtype)
PRINTED_TYPES = {
    "Unit - Mech": ("Unit", "Mech"),
    "Unit - Vehicle": ("Unit", "Vehicle"),
    "Unit - Infantry": ("Unit", "Infantry"),
    "Support": ("Support", "Support"),
    "Support - Attack": ("Support", "Attack"),
    "Resource": ("Resource", None),
    "Reaction": ("Reaction", None),
}

#: RULINGS category label -> (type, subtype)
RULINGS_CATEGORIES = {
    "Infantry": ("Unit", "Infantry"),
    "Mechs": ("Unit", "Mech"),
    "Vehicles": ("Unit", "Vehicle"),
    "Reaction": ("Reaction", None),
    "Resource": ("Resource", None),
    "Support": ("Support", "Support"),
    "Support-Attack": ("Support", "Attack"),
}

BONUS_KEYS = {
    "card": "cards",
    "cards": "cards",
    "action": "actions",
    "actions": "actions",
    "buy": "buys",
    "buys": "buys",
    "industry": "industry",
    "lostech": "lostech",
}
_TERM = r"\+\d+ (?:Cards?|Actions?|Buys?|Industry|LosTech)"
_TERM_LIST = rf"{_TERM}(?:, {_TERM})*"
#: Support / Resource: the text opens with "+N X, +N Y" and that clause ends the sentence.
_LEADING_BONUS = re.compile(rf"^({_TERM_LIST})(?=\.|$)")
#: Unit: an ability "KEYWORD: +N X when you deploy this unit." (e.g. MOBILE).
_DEPLOY_BONUS = re.compile(rf"(?:^|\. )[^.:]+: ({_TERM_LIST}) when you deploy this unit(?=\.|$)")

# Replacements for extraction damage: odd dashes, quotes and spaces.
_UNICODE_FIXES = {
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-",
    "\u2212": "-", "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u00a0": " ", "\u2009": " ",
    "\u202f": " ", "\u2026": "...",
}


class DataError(Exception):
    """The sources disagree or could not be parsed."""


def normalise(text: str) -> str:
    """Repair extraction damage: plain dashes/quotes, single spaces, no outer blanks."""
    for bad, good in _UNICODE_FIXES.items():
        text = text.replace(bad, good)
    return re.sub(r"\s+", " ", text).strip()


# --------------------------------------------------------------------------------------------
# RULINGS.md
# --------------------------------------------------------------------------------------------

_RULING_ENTRY = re.compile(
    r"^(?P<name>.+?) (?P<cost>\d+)(?P<lt>\+L)?"
    r"(?: (?P<att>\d+)/(?P<def>\d+))?"
    r"(?: \((?P<note>base|no ability)\))?$"
)


def parse_rulings(rulings_text: str) -> dict[str, dict]:
    """Return {name: {cost, lostech, attack, defense, type, subtype, base, no_ability}}."""
    start = rulings_text.find("## Domination v2.2: the card table")
    if start < 0:
        raise DataError("RULINGS: section 'Domination v2.2: the card table' not found")
    section = rulings_text[start:]
    m = re.search(r"Resulting stats \(name: cost\[\+L\] attack/defense\):(.*?)\nThat is (\d+) cards", section, re.S)
    if not m:
        raise DataError("RULINGS: card table body not found")
    body, total = normalise(m.group(1)), int(m.group(2))
    if total != CARD_COUNT:
        raise DataError(f"RULINGS says {total} cards, expected {CARD_COUNT}")

    labels = "|".join(re.escape(k) for k in sorted(RULINGS_CATEGORIES, key=len, reverse=True))
    parts = re.split(rf"(?:^| )({labels}): ", body)
    if parts[0].strip():
        raise DataError(f"RULINGS: unexpected text before the first category: {parts[0]!r}")
    stats: dict[str, dict] = {}
    for label, entries in zip(parts[1::2], parts[2::2]):
        ctype, csub = RULINGS_CATEGORIES[label]
        for entry in entries.split(" · "):
            entry = entry.strip()
            em = _RULING_ENTRY.match(entry)
            if not em:
                raise DataError(f"RULINGS: cannot parse entry {entry!r} under {label}")
            name = em["name"]
            if name in stats:
                raise DataError(f"RULINGS: duplicate card {name!r}")
            is_unit = ctype == "Unit"
            if is_unit != (em["att"] is not None):
                raise DataError(f"RULINGS: {name!r} attack/defense presence does not fit type {ctype}")
            stats[name] = {
                "type": ctype,
                "subtype": csub,
                "cost": int(em["cost"]),
                "lostech": 1 if em["lt"] else 0,
                "attack": int(em["att"]) if is_unit else None,
                "defense": int(em["def"]) if is_unit else None,
                "base": em["note"] == "base",
                "no_ability": em["note"] == "no ability",
            }
    if len(stats) != CARD_COUNT:
        raise DataError(f"RULINGS table lists {len(stats)} cards, expected {CARD_COUNT}")

    # Base pile sizes as stated by RULINGS must match BASE_COPIES.
    tail = section[m.end(0):].split("\n\n", 1)[0]  # "...: 4 base piles (Basic Factory 25, ...) and ..."
    piles = {n: int(c) for n, c in re.findall(r"(Basic Factory|Munitions Factory|Advanced Factory|Infantry Platoon) (\d+)", tail)}
    if piles != BASE_COPIES:
        raise DataError(f"RULINGS base pile sizes {piles} differ from {BASE_COPIES}")
    base_names = {n for n, s in stats.items() if s["base"]}
    if base_names != set(BASE_COPIES):
        raise DataError(f"RULINGS base cards {sorted(base_names)} differ from {sorted(BASE_COPIES)}")
    return stats


# --------------------------------------------------------------------------------------------
# domination-v2.2.txt
# --------------------------------------------------------------------------------------------

def _card_list_section(rules_text: str) -> list[str]:
    lines = rules_text.splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.strip() == "Card List (v2.2)")
        end = next(i for i in range(start, len(lines)) if lines[i].strip() == "Detailed Card Descriptions")
    except StopIteration:
        raise DataError("rule text: section 'Card List (v2.2)' not found") from None
    return lines[start + 1:end]


def parse_rule_table(rules_text: str) -> tuple[list[dict], list[str]]:
    """Return (rows, repairs): one row per card in printed order, and notes of repairs made.

    Unit rows have 7 columns (Name, Card Type, Cost, LosTech, Att, Def, Ability); rows of the
    second table have 5 (Name, Card Type, Cost, LosTech, Ability).  A line whose Card Type column
    is empty but which carries ability text continues the previous row (extraction split it).
    """
    rows: list[dict] = []
    repairs: list[str] = []
    table = None
    for raw in _card_list_section(rules_text):
        stripped = raw.strip()
        if stripped == "Unit":
            table = "unit"
            continue
        if stripped == "Support, Support-Attack, Reaction, Resource":
            table = "other"
            continue
        if "\t" not in raw:
            continue  # blank lines, "(*) - Base Card" footnotes
        fields = [normalise(f) for f in raw.split("\t")]
        if table is None:
            raise DataError(f"rule text: table row before any table heading: {raw!r}")
        name, ctype = fields[0], fields[1] if len(fields) > 1 else ""
        if name in ("", "Name") and ({"Cost", "Card Type"} & set(fields)):
            continue  # heading rows ("\t\tCost\t\tAtt\tDef", "Name\tCard Type\t...", "\tCard Type\t\t*\tAbility")
        if not ctype:
            extra = fields[-1]
            if not rows or not extra or any(fields[1:-1]):
                raise DataError(f"rule text: cannot place stray line {raw!r}")
            prev = rows[-1]
            prev["text"] = normalise(prev["text"] + " " + extra)
            repairs.append(
                f"{prev['name']}: row split across lines by extraction; joined the continuation "
                f"{extra[:30]!r}... (dropped residue {name!r} in its name column)"
            )
            continue
        want = 7 if table == "unit" else 5
        if len(fields) != want:
            raise DataError(f"rule text: row {raw!r} has {len(fields)} columns, expected {want}")
        base = name.endswith("(*)")
        if base:
            name = normalise(name[: -len("(*)")])
        if ctype not in PRINTED_TYPES:
            raise DataError(f"rule text: unknown card type {ctype!r} for {name!r}")
        if "\u2013" in raw or "\u2014" in raw:
            repairs.append(f"{name}: en/em dash in the type line replaced by '-'")
        row = {
            "name": name,
            "printed_type": ctype,
            "cost": fields[2],
            "lostech_column": fields[3],
            "attack": fields[4] if table == "unit" else None,
            "defense": fields[5] if table == "unit" else None,
            "text": fields[-1],
            "base": base,
            "table": table,
        }
        rows.append(row)
    return rows, repairs


# --------------------------------------------------------------------------------------------
# bonus
# --------------------------------------------------------------------------------------------

def _terms_to_bonus(clause: str, name: str) -> dict[str, int]:
    bonus: dict[str, int] = {}
    for num, word in re.findall(r"\+(\d+) (\w+)", clause):
        key = BONUS_KEYS[word.lower()]
        if key in bonus:
            raise DataError(f"{name}: bonus {key!r} listed twice in {clause!r}")
        bonus[key] = int(num)
    return bonus


def derive_bonus(card_type: str, text: str, name: str) -> dict[str, int]:
    """The plain leading, unconditional "+N X" terms that happen first on play / deploy."""
    if card_type in ("Support", "Resource"):
        m = _LEADING_BONUS.match(text)
        return _terms_to_bonus(m.group(1), name) if m else {}
    if card_type == "Unit":
        m = _DEPLOY_BONUS.search(text)
        return _terms_to_bonus(m.group(1), name) if m else {}
    return {}  # Reaction: nothing is "played" for a bonus


# --------------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------------

def build_cards(rules_text: str, rulings_text: str) -> tuple[dict, list[str]]:
    """Return ({"rules": ..., "cards": [...]}, repairs)."""
    stats = parse_rulings(rulings_text)
    rows, repairs = parse_rule_table(rules_text)
    errors: list[str] = []

    names = [r["name"] for r in rows]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        errors.append(f"rule text lists cards twice: {dupes}")
    missing = sorted(set(stats) - set(names))
    extra = sorted(set(names) - set(stats))
    if missing:
        errors.append(f"cards in RULINGS but not in the rule text: {missing}")
    if extra:
        errors.append(f"cards in the rule text but not in RULINGS: {extra}")

    cards = []
    for row in rows:
        name = row["name"]
        st = stats.get(name)
        if st is None:
            continue
        ctype, subtype = PRINTED_TYPES[row["printed_type"]]

        # --- cross-checks of the printed table against RULINGS -------------------------------
        def check(field, printed, ruled):
            if printed != ruled:
                errors.append(f"{name}: {field} is {printed!r} in the rule text but {ruled!r} in RULINGS")

        check("type", (ctype, subtype), (st["type"], st["subtype"]))
        check("base marker", row["base"], st["base"])
        try:
            check("cost", int(row["cost"]), st["cost"])
        except ValueError:
            errors.append(f"{name}: cost {row['cost']!r} in the rule text is not a number")
        # LosTech: only a clean "1" in that column is a LosTech cost; the rest is icon residue.
        check("lostech", 1 if row["lostech_column"] == "1" else 0, st["lostech"])
        if ctype == "Unit":
            for field in ("attack", "defense"):
                try:
                    check(field, int(row[field]), st[field])
                except (TypeError, ValueError):
                    errors.append(f"{name}: {field} {row[field]!r} in the rule text is not a number")

        # --- text ---------------------------------------------------------------------------
        text = row["text"]
        if text.split() and set(text.split()) == {"none"} and text != "none":
            repairs.append(f"{name}: ability column read {text!r}; text set to 'none'")
            text = "none"
        if not text:
            errors.append(f"{name}: empty ability text")
        check("'no ability'", text == "none", st["no_ability"])

        cards.append({
            "name": name,
            "type": ctype,
            "subtype": subtype,
            "printed_type": row["printed_type"],
            "cost": st["cost"],
            "lostech": st["lostech"],
            "attack": st["attack"],
            "defense": st["defense"],
            "base": st["base"],
            "copies": BASE_COPIES[name] if st["base"] else SUPPLY_COPIES,
            "text": text,
            "bonus": derive_bonus(ctype, text, name),
        })

    if errors:
        raise DataError("the rule text and RULINGS disagree:\n  " + "\n  ".join(errors))
    if len(cards) != CARD_COUNT:
        raise DataError(f"built {len(cards)} cards, expected {CARD_COUNT}")
    return {"rules": RULES_ID, "cards": cards}, repairs


def find_rules_dir() -> Path:
    candidates = []
    if os.environ.get("MECHDECK_RULES_DIR"):
        candidates.append(Path(os.environ["MECHDECK_RULES_DIR"]))
    candidates += [REPO_ROOT / "shared" / "rules", REPO_ROOT.parent / "shared" / "rules"]
    for c in candidates:
        if (c / RULES_FILE).is_file() and (c / RULINGS_FILE).is_file():
            return c
    raise DataError("rules directory not found (tried: " + ", ".join(map(str, candidates))
                    + "); pass --rules-dir or set MECHDECK_RULES_DIR")


def dump(data: dict) -> str:
    return json.dumps(data, indent=2, ensure_ascii=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules-dir", type=Path, help="folder holding domination-v2.2.txt and RULINGS.md")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"output file (default {DEFAULT_OUT})")
    ap.add_argument("--check", action="store_true", help="do not write; fail if --out is not up to date")
    ap.add_argument("--verbose", "-v", action="store_true", help="list the repairs made to the printed text")
    args = ap.parse_args(argv)
    try:
        rules_dir = args.rules_dir or find_rules_dir()
        data, repairs = build_cards(
            (rules_dir / RULES_FILE).read_text(encoding="utf-8"),
            (rules_dir / RULINGS_FILE).read_text(encoding="utf-8"),
        )
    except DataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    out = dump(data)
    if args.verbose:
        for r in repairs:
            print(f"repaired: {r}")
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.is_file() else None
        if current != out:
            print(f"error: {args.out} is not up to date; rerun without --check", file=sys.stderr)
            return 1
        print(f"{args.out} is up to date ({len(data['cards'])} cards)")
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(out, encoding="utf-8")
    print(f"wrote {args.out} ({len(data['cards'])} cards)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
