"""The Deploy phase asked by what the opponent sees (ruling T724): whether it is a decision must not tell the
opponent what the player's face-down cards or hand hold."""
from __future__ import annotations

from tcg_support import FILL, R, cid, game

POLITICS, PANTHER = "Support - Politics", "Panther (PNT-9R)"   # revealable at once (cost 0) / not, with no counter


def deploy_phase(face_down: str):
    """P1's Deploy phase with no deployment left, an empty hand and one card face down without construction
    counters."""
    return game({"stock": [FILL] * 3, "build": [{"card": face_down, "cc": 0}]}, {"stock": [FILL] * 3},
                phase="deploy", deploys=0)


def test_t724_the_deploy_phase_is_asked_whatever_the_face_down_cards_are():
    revealable, not_yet = deploy_phase(POLITICS), deploy_phase(PANTHER)
    assert ("reveal", cid(revealable, POLITICS, "build0")) in revealable.decision.options   # P1 knows the difference
    assert not_yet.decision.options == (("done",),)
    for state in (revealable, not_yet):
        assert state.decision.player == 0 and state.decision.kind == "deploy-phase"
    assert R.observe(revealable, 1) == R.observe(not_yet, 1), "P2 can tell what P1's face-down card is"


def test_t724_the_deploy_phase_is_skipped_when_the_opponent_sees_there_is_nothing():
    """No card in hand and nothing face down: public information proves there is nothing to deploy or reveal."""
    state = game({"stock": [FILL] * 3}, {"stock": [FILL] * 3}, phase="deploy", deploys=0)
    assert state.decision.player == 1, "P1 was asked although the opponent can see it has nothing to choose"
