"""Every card of the base set is implemented, and every base-set card with an ability (text beyond the options and
the "{T}: {R}" line the engine reads from the data) is named by at least one test or scenario file."""
from pathlib import Path

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.battletech_tcg.abilities import implemented_numbers
from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
from mechdeck.games.battletech_tcg.cards import BASE_SET, card_by_number

HERE = Path(__file__).parent


def test_the_whole_base_set_is_implemented():
    assert len(BASE_SET) == 293
    missing = [n for n in BASE_SET if n not in implemented_numbers()]
    assert not missing, f"not implemented: {missing}"


def test_every_card_with_an_ability_has_a_test():
    corpus = "\n".join(p.read_text() for p in HERE.rglob("*")
                       if p.suffix in (".py", ".yaml") and p.name != Path(__file__).name)
    with_ability = [card_by_number(n) for n in BASE_SET if not plain_by_data(card_by_number(n))]
    assert len(with_ability) > 100
    untested = [f"{c.number} {c.name}" for c in with_ability if c.number not in corpus and c.name not in corpus]
    assert not untested, f"no test names: {untested}"
