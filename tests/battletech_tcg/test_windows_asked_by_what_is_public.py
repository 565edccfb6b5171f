"""The Deploy and Missions phases asked by what the opponent sees (rulings T724, T998): whether a phase is a decision
must not tell the opponent what the player's face-down cards or hand hold."""
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


def missions_phase(face_down: str, counters: int):
    """P1's Missions phase with no 'Mech of its own, one card face down with ``counters`` construction counters, and a
    'Mech of P2's in play (Caught in Hangar needs one to pick)."""
    return game({"stock": [FILL] * 3, "build": [{"card": face_down, "cc": counters}]},
                {"stock": [FILL] * 3, "patrol": [PANTHER]})


def test_t998_the_missions_phase_is_asked_whatever_a_paid_for_face_down_card_is():
    """Caught in Hangar (cost 2 and 4 Tactics: 6 counters without Tactics) is revealed from the Missions phase: with 6
    counters on a face-down card the phase is a decision whatever the card is, so that P2 learns nothing from it."""
    hangar, panther = missions_phase("Caught in Hangar", 6), missions_phase(PANTHER, 6)
    assert ("reveal", cid(hangar, "Caught in Hangar", "build0")) in hangar.decision.options
    assert panther.decision.options == (("done",),)
    for state in (hangar, panther):
        assert state.decision.player == 0 and state.decision.kind == "missions-phase"
    assert R.observe(hangar, 1) == R.observe(panther, 1), "P2 can tell what P1's face-down card is"


def test_t998_the_missions_phase_is_skipped_when_no_face_down_card_could_be_paid_for():
    """With 5 counters no card revealed in the Missions phase can be paid for (Caught in Hangar needs 6 here), and
    the opponent sees the counters: P1 has nothing to choose and is not asked."""
    state = missions_phase(PANTHER, 5)
    assert (state.decision.player, state.decision.kind) == (1, "deploy-phase"), "P1's Missions phase was asked"
