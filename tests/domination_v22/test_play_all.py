"""The Buy phase's "play all" shortcut (ruling B52) as players see it: the option names the Resources it plays and
what they add, for the player who may take it only, in both Domination rule sets."""
import textwrap

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import get_rules
from mechdeck.kernel.scenario import load as load_scenario


def view(rules_id: str, body: str, viewer: int = 0) -> dict:
    state = load_scenario(f"rules: {rules_id}\n" + textwrap.dedent(body))
    return get_rules(rules_id).observe(state, viewer)


def test_the_option_names_what_it_plays_and_adds():
    v = view("domination-v2.2", """
        active: P1
        phase: buy
        supply: {Black Market: 4}
        P1:
          hand: [Munitions Factory, Black Market, Basic Factory, Advanced Factory, Munitions Factory]
        """)
    assert v["options"][0] == ["play all"]
    assert v["labels"][0] == "play all: 2 Munitions Factory, Basic Factory, Advanced Factory (+8 Industry, +1 LosTech)"
    assert v["labels"][1:] == [None] * (len(v["options"]) - 1)


def test_v4_leaves_out_the_resources_with_effects():
    v = view("domination-v4", """
        active: P1
        phase: buy
        P1:
          hand: [Banking Sector, Munitions Factory, Basic Factory, Dropship]
        """)
    assert v["labels"][0] == "play all: Banking Sector, Basic Factory (+5 Industry)"


def test_no_labels_without_the_option_or_for_the_other_seat():
    body = """
        active: P1
        phase: buy
        P1:
          hand: [Basic Factory, Basic Factory]
        """
    assert "labels" not in view("domination-v2.2", body, viewer=1)
    assert "labels" not in view("domination-v2.2", body.replace("Basic Factory, Basic Factory", "Basic Factory"))
