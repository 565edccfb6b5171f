"""Record BattleTech TCG games as digests, so that a change meant to leave the games alone can be checked to do so
(issue 17: a new card layout and a compiled build must play the base set's games decision for decision).

    python tools/record_tcg_games.py            # write tests/battletech_tcg/data/recorded-games.json
    python tools/record_tcg_games.py --check    # exit 1 and name the first game that plays otherwise now

Each game is fixed by its seed, its two decks (the presets, then random legal decks, of the base set or, one game in
four, of every implemented set: the format ``all``) and its two bots (heuristic against heuristic, and the random bot
in one seat, which reaches choices the heuristic avoids); its record is the
number of decisions and the first 16 hex digits of the SHA-256 of its actions.  A rule fix that changes games on
purpose re-records them, saying so in its commit."""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

RECORD = Path(__file__).resolve().parents[1] / "tests" / "battletech_tcg" / "data" / "recorded-games.json"
GAMES = 200
MAX_DECISIONS = 20_000
LINEUP_KEYS = ("seed", "decks", "bots", "format")   # what fixes a game


def lineups(games: int = GAMES) -> list[dict]:
    """The recorded games: seed, decks and bots of each."""
    out = []
    for k in range(games):
        presets = ["kurita", "wolf"] if k % 2 == 0 else ["wolf", "kurita"]
        decks = presets if k % 4 < 2 else [f"random:{2 * k}", f"random:{2 * k + 1}"]
        bots = ["heuristic", "heuristic"] if k % 3 else (["random", "heuristic"] if k % 2 else ["heuristic", "random"])
        out.append({"seed": 1000 + k, "decks": decks, "bots": bots, "format": "all" if k % 4 == 3 else "base"})
    return out


def play(game: dict) -> dict:
    """One recorded game played now: its number of decisions and the digest of its actions."""
    import mechdeck.games  # noqa: F401  (registers the rule sets)
    from mechdeck.agents import make_agent
    from mechdeck.kernel import get_rules, play_out

    rules = get_rules("battletech-tcg")
    decks = [rules.deck_option(spec) for spec in game["decks"]]
    state = rules.new_game(game["seed"], {"decks": decks, "format": game["format"]}, log=False)
    agents = [make_agent(bot, game["seed"] * 2 + seat) for seat, bot in enumerate(game["bots"])]
    decisions = play_out(rules, state, agents, MAX_DECISIONS)
    actions = json.dumps(state.history, separators=(",", ":"))
    return {**game, "decisions": decisions, "digest": hashlib.sha256(actions.encode()).hexdigest()[:16]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the record instead of writing it")
    args = parser.parse_args()
    if args.check:
        for recorded in json.loads(RECORD.read_text(encoding="utf-8"))["games"]:
            now = play({key: recorded[key] for key in LINEUP_KEYS})
            if now != recorded:
                sys.exit(f"game {recorded['seed']} plays otherwise now: {now} (recorded {recorded})")
        print("every recorded game plays as recorded")
        return
    record = {"what": "BattleTech TCG games by seed, decks and bots: decisions and a digest of the actions "
                      "(tools/record_tcg_games.py)", "games": [play(game) for game in lineups()]}
    RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
    print(f"recorded {len(record['games'])} games in {RECORD}")


if __name__ == "__main__":
    main()
