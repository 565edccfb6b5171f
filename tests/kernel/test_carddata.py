"""The shared card-data loader (mechdeck.kernel.carddata) as both game families use it."""
import copy

import pytest

from mechdeck.games.domination import cards as domination_cards
from mechdeck.kernel.carddata import CardDataError, load_card_data


def test_domination_keeps_its_error_type_and_messages():
    assert domination_cards.CardDataError is CardDataError
    data = load_card_data("mechdeck.games.domination_v22")
    bad = copy.deepcopy(data)
    bad["cards"][3]["cost"] = -1
    name = bad["cards"][3]["name"]
    with pytest.raises(CardDataError, match=rf"card data invalid at cards/3/cost \(card '{name}'\)"):
        domination_cards.load_cards("mechdeck.games.domination_v22", data=bad)
    twice = copy.deepcopy(data)
    twice["cards"][1]["name"] = twice["cards"][0]["name"]
    with pytest.raises(CardDataError, match="names a card twice"):
        domination_cards.load_cards("mechdeck.games.domination_v22", data=twice)


def test_the_first_error_in_file_order_is_reported():
    data = copy.deepcopy(load_card_data("mechdeck.games.domination_v4"))
    data["cards"][10]["cost"] = "x"
    data["cards"][2]["cost"] = "y"
    with pytest.raises(CardDataError, match="at cards/2/cost"):
        load_card_data("mechdeck.games.domination_v4", data)


def test_a_top_level_error_says_so():
    with pytest.raises(CardDataError, match=r"at \(top level\)"):
        load_card_data("mechdeck.games.domination_v22", {})
