"""A results folder: ``games.csv`` (one row a game), ``games.jsonl`` (one JSON object a game: seed, set-up config,
bots, result, Supply, card counts and the whole action list, enough to replay it) and ``run.json`` (the sweep)."""
from __future__ import annotations

import csv
import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

import jsonschema

from .runner import GameRecord, play_job

CSV_NAME = "games.csv"
JSONL_NAME = "games.jsonl"
RUN_NAME = "run.json"
VARIANT_NAME = "variant.json"   # the whole data of the variant rule set a run was played with


def csv_fields(seats: int = 2) -> tuple[str, ...]:
    """The games.csv header for games of ``seats`` seats: per-seat columns ``p{k}_bot`` and ``p{k}_score``, then
    ``ranks`` and ``returns`` (by seat, separated by semicolons) and ``victory`` (how the game ended, empty for a
    rule set whose result does not say)."""
    bots = tuple(f"p{k}_bot" for k in range(1, seats + 1))
    scores = tuple(f"p{k}_score" for k in range(1, seats + 1))
    return ("index", "seed", *bots, "first_player", "winner", *scores, "turns", "decisions", "supply", "ranks",
            "returns", "victory")


CSV_FIELDS = csv_fields(2)


class ResultsError(ValueError):
    """A results folder or file that cannot be read or written; the message says which and why."""


def seat_name(seat) -> str:
    return "draw" if seat is None else f"P{seat + 1}"


def csv_row(row: dict) -> tuple:
    """The games.csv row of a game, in the order of ``csv_fields(seats)``; a rule set that records no first player
    leaves that cell empty."""
    seats = len(row["agents"])
    scores = list(row["scores"])[:seats]
    scores += [""] * (seats - len(scores))
    first = row["first_player"]
    return (row["index"], row["seed"], *row["agents"], "" if first is None else seat_name(first),
            seat_name(row["winner"]), *scores, row["turns"], row["decisions"], ";".join(row.get("supply", ())),
            ";".join(str(r) for r in row.get("ranks", ())), ";".join(str(r) for r in row.get("returns", ())),
            row.get("victory") or "")


# What a sweep's summary (win rates, seats, game length; see stats.py) needs of each game.
SUMMARY_KEYS = ("index", "pairing", "swapped", "agents", "first_player", "winner", "scores", "turns", "ranks",
                "rotation", "victory")


class EncodedGame(NamedTuple):
    """A game ready for the results files: encoded where it was played, so that with many workers the one process
    that writes the files only writes them (it would otherwise decode and re-encode every action of every game)."""
    index: int
    summary: dict   # the row's SUMMARY_KEYS
    csv: tuple      # the games.csv row
    line: str       # the games.jsonl line, newline included


def encode_game(record: GameRecord | dict) -> EncodedGame:
    row = record.to_dict() if isinstance(record, GameRecord) else record
    return EncodedGame(row["index"], {key: row[key] for key in SUMMARY_KEYS}, csv_row(row),
                       json.dumps(row, separators=(",", ":")) + "\n")


def play_encoded(job: dict) -> EncodedGame:
    """Play a planned job (``runner.play_job``) and encode its game: the ``play`` of ``iter_games`` for a sweep that
    writes a results folder."""
    return encode_game(play_job(job))


class ResultsWriter:
    """Writes games as they come (in index order) to games.csv and games.jsonl under ``folder``; the games of one
    folder all have ``seats`` seats (the csv's per-seat columns)."""

    def __init__(self, folder: Path, run_info: dict, seats: int = 2):
        self.folder = Path(folder)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            (self.folder / RUN_NAME).write_text(json.dumps(run_info, indent=2) + "\n")
            self._csv_file = open(self.folder / CSV_NAME, "w", newline="")
            self._jsonl = open(self.folder / JSONL_NAME, "w", buffering=1 << 20)  # a game's line is some KB
        except OSError as exc:
            raise ResultsError(f"cannot write results to {self.folder}: {exc.strerror or exc}") from None
        self._csv = csv.writer(self._csv_file)
        self._csv.writerow(csv_fields(seats))

    def add(self, game: EncodedGame | GameRecord | dict) -> None:
        if not isinstance(game, EncodedGame):
            game = encode_game(game)
        self._csv.writerow(game.csv)
        self._jsonl.write(game.line)

    def close(self) -> None:
        self._csv_file.close()
        self._jsonl.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def jsonl_path(path: Path) -> Path:
    path = Path(path)
    return path / JSONL_NAME if path.is_dir() else path


def iter_rows(path: Path):
    """The game objects of a games.jsonl file (or of the one in a results folder), in file order."""
    path = jsonl_path(path)
    try:
        handle = open(path)
    except OSError as exc:
        raise ResultsError(f"cannot read {path}: {exc.strerror or exc}") from None
    with handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ResultsError(f"{path}, line {number}: not JSON ({exc.msg})") from None
            problem = record_problem(row)
            if problem:
                raise ResultsError(f"{path}, line {number}: not a game record of `mechdeck sim`: {problem}")
            yield row


@cache
def record_validator():
    """The validator of a games.jsonl line (data/game-record.schema.json, documented in docs/research.md)."""
    schema = json.loads(resources.files(__package__).joinpath("data/game-record.schema.json").read_text())
    return jsonschema.Draft202012Validator(schema)


def record_problem(row) -> str:
    """What is wrong with a games.jsonl line, in a few words ("" when it is a valid game record)."""
    error = jsonschema.exceptions.best_match(record_validator().iter_errors(row))
    if error is None:
        return ""
    where = "/".join(str(part) for part in error.absolute_path)
    return f"{where}: {error.message}" if where else error.message


def load_rows(path: Path, keep_actions: bool = False) -> list[dict]:
    rows = []
    for row in iter_rows(path):
        if not keep_actions:
            row.pop("actions", None)
        rows.append(row)
    return rows


def load_run(folder: Path) -> dict:
    path = Path(folder) / RUN_NAME
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError):
        return {}


def find_game(path: Path, index: int) -> dict:
    for row in iter_rows(path):
        if row.get("index") == index:
            return row
    raise ResultsError(f"{jsonl_path(path)} holds no game with index {index}")


def replay_row(row: dict):
    """Re-run a recorded game from its seed, set-up config and actions: (final state, the rule set's result)."""
    import mechdeck.games  # noqa: F401  (registers the rule sets)
    from mechdeck.kernel import get_rules

    if "actions" not in row or not row["actions"] and row.get("decisions"):
        raise ResultsError(f"game {row.get('index')} was recorded without its actions: it cannot be replayed")
    rules = get_rules(row.get("rules") or "domination-v2.2")
    state = rules.replay(row["seed"], row["config"], [tuple(a) for a in row["actions"]])
    return state, rules.result(state)


def restore_variant(folder: Path, rules_id: str) -> None:
    """Register again the variant rule set a results folder's games were played with, from its variant.json (with
    the description and changes run.json recorded), when this process does not know it; a shipped rule set needs
    nothing.  ResultsError (one line) for a missing, unreadable or changed variant.json."""
    import mechdeck.games as games
    from mechdeck.kernel import rule_set_ids

    if rules_id in rule_set_ids():
        return
    path = Path(folder) / VARIANT_NAME
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ResultsError(f"the games in {folder} were played with the rule set {rules_id}, whose data should be "
                           f"in {path}: {exc}") from None
    try:
        games.register_variant(rules_id, document, load_run(Path(folder)).get("variant"))
    except ValueError as exc:
        raise ResultsError(f"{path}: {exc}") from None
