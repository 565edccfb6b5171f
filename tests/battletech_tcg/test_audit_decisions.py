"""Audit of who decides what, and when: each decision a card or the engine asks is checked against the texts for the
player who makes it, whether it may be declined, the window it is offered in, and its one-use limits."""
from mechdeck.games.battletech_tcg.missions import legal_targets

from tcg_support import FILL, cid, do, game, names, options

CHARGER = "Charger (CGR-1A1)"             # moderate, 1 attack
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack


# -- Caught in Hangar: "Choose a 'Mech your opponent controls" -------------------------------------------------------
def test_caught_in_hangar_may_choose_an_activated_mech_still_in_the_construction_region():
    """An activated 'Mech waiting in the Construction region is a 'Mech its controller controls (T503), so Caught in
    Hangar may choose it even when no opposing 'Mech patrols."""
    s = game({"stock": [FILL] * 3, "post": ["Support - Tactics"], "build": [{"card": "Caught in Hangar", "cc": 2}],
              "patrol": [CHARGER]},
             {"stock": [FILL] * 3, "build": [{"card": FENRIS, "up": True}]})
    charger = cid(s, CHARGER, "patrol0")
    fenris = cid(s, FENRIS, "build1")
    assert fenris not in legal_targets(s, 0, (charger,))
    cih = cid(s, "Caught in Hangar", "build0")
    assert ("reveal", cih) in options(s)
    do(s, ("reveal", cih))                                     # the only 'Mech is chosen at once
    assert names(s, "scrap0") == ["Caught in Hangar"]
    assert fenris in legal_targets(s, 0, (charger,))
