"""``mechdeck cards --rules battletech-tcg`` and ``mechdeck deck ...`` through Typer's CliRunner."""
import json
from pathlib import Path



from cli_runner import run

DECKS_DIR = Path(__file__).resolve().parents[2] / "src" / "mechdeck" / "games" / "battletech_tcg" / "data" / "decks"


# -- cards ------------------------------------------------------------------------------------------------------------
def test_cards_json_lists_the_whole_pool():
    result = run("cards", "--rules", "battletech-tcg", "--json")
    assert result.exit_code == 0
    cards = json.loads(result.stdout)
    assert len(cards) == 1179
    atlas = next(c for c in cards if c["number"] == "LT009")
    assert atlas["set"] == "Limited/Unlimited" and atlas["set_code"] == "LT"
    assert isinstance(atlas["implemented"], bool)
    assert (atlas["cost_text"], atlas["speed"], atlas["attack"], atlas["armor"], atlas["structure"]) == (
        "7+1L", "slow", 3, 3, 11)
    assert atlas["options"] == {"alpha_strike": [2], "missile": 1}
    assert {c["set"] for c in cards} >= {"Limited/Unlimited", "Commander's Edition", "DCI promo"}


def test_cards_table():
    result = run("cards", "--rules", "battletech-tcg")
    assert result.exit_code == 0
    assert "1179 cards" in result.output and "LT009" in result.output and "Daishi A" in result.output


def test_domination_cards_are_unchanged():
    cards = json.loads(run("cards", "--json").stdout)
    assert len(cards) == 84 and "copies" in cards[0] and "number" not in cards[0]


# -- deck show / check / random ---------------------------------------------------------------------------------------
def test_deck_show_prints_the_preset_list():
    result = run("deck", "show", "kurita")
    assert result.exit_code == 0
    assert result.stdout == (DECKS_DIR / "kurita.txt").read_text(encoding="utf-8")


def test_deck_show_unknown_preset():
    result = run("deck", "show", "davion")
    assert result.exit_code == 2
    assert ("unknown preset deck 'davion'; presets: kurita, wolf, kurita-c3, wolf-castes, davion-armor, "
            "jaguar-elementals") in result.stderr


def test_deck_check_legal_deck(tmp_path):
    path = tmp_path / "wolf.txt"
    path.write_text(run("deck", "show", "wolf").stdout)
    result = run("deck", "check", str(path), "--universe")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "Clan Wolf - base set: 60 cards (25 'Mech, 21 Resource, 6 other Command, 8 Mission)",
        "affiliation: Clan / Wolf",
        "assets (cards asking for it / cards providing it): A 19/8, L 0/2, M 6/4, P 2/2, T 4/4",
        "legal under the construction rules and the Universe rules (base format)"]


def test_deck_check_lists_every_violation(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("2 Theodore Kurita\n4 Atlas AS7-D\n1 Enforcer (ENF-4R)\n")
    plain = run("deck", "check", str(path))
    assert plain.exit_code == 1
    assert "  - Theodore Kurita is Unique: 2 copies, at most 1 is allowed" in plain.stdout
    assert "Universe" not in plain.stdout
    universe = run("deck", "check", str(path), "--universe")
    assert universe.exit_code == 1
    assert "not legal under the construction rules and the Universe rules (base format):" in universe.stdout
    assert "but not Enforcer (ENF-4R) (Davion)" in universe.stdout


def test_deck_check_bad_input(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("4 Atlass\nfour Atlas\n")
    result = run("deck", "check", str(path))
    assert result.exit_code == 2
    assert f"{path} is not a deck list:" in result.stderr
    assert f"{path}:1: unknown card 'Atlass'" in result.stderr and f"{path}:2: bad count 'four'" in result.stderr
    missing = run("deck", "check", str(tmp_path / "none.txt"))
    assert missing.exit_code == 2 and "cannot read the file" in missing.stderr


def test_deck_random(tmp_path):
    first = run("deck", "random", "--seed", "5", "--universe", "jade falcon")
    assert first.exit_code == 0
    assert first.stdout.startswith("Deck: Random Jade Falcon deck (seed 5)\n")
    assert run("deck", "random", "--seed", "5", "--universe", "Jade Falcon").stdout == first.stdout
    path = tmp_path / "random.txt"
    path.write_text(first.stdout)
    assert run("deck", "check", str(path), "--universe").exit_code == 0
    unseeded = run("deck", "random")
    assert unseeded.exit_code == 0 and "(seed " in unseeded.stdout.splitlines()[0]


def test_deck_random_bad_affiliation():
    result = run("deck", "random", "--universe", "Mars")
    assert result.exit_code == 2
    assert "--universe: unknown affiliation 'Mars'; known: Inner Sphere, Clan, Davion" in result.stderr
