"""How a finished game came out, for any number of seats: ranks, returns, scores and the reason.

A rule set's ``result(state)`` says what its rules count (winner, scores, its own extras); ``outcome(state)`` turns
that into the seat-general ``Outcome`` that simulations, search bots and front ends read, so none of them assumes
two seats or a single winner.
"""
from __future__ import annotations

from dataclasses import dataclass


def returns_from_ranks(ranks: tuple[int, ...]) -> tuple[float, ...]:
    """Zero-sum returns in [-1, 1] from finishing ranks (1 = first; equal ranks share the places they cover): with N
    seats and m a seat's mean place, (N + 1 - 2m) / (N - 1).  Two seats: +1 / -1, and 0 each for a draw; a lone
    winner of four gets +1 and the others -1/3 each."""
    n = len(ranks)
    if n < 2:
        return tuple(0.0 for _ in ranks)
    out = []
    for rank in ranks:
        tied = sum(1 for r in ranks if r == rank)
        mean_place = rank + (tied - 1) / 2   # the tied seats cover places rank .. rank + tied - 1
        out.append((n + 1 - 2 * mean_place) / (n - 1))
    return tuple(out)


def ranks_from_scores(scores: tuple) -> tuple[int, ...]:
    """Competition ranks (1, 1, 3, ...) of seats by score, higher first."""
    return tuple(1 + sum(1 for other in scores if other > mine) for mine in scores)


@dataclass(frozen=True)
class Outcome:
    """A finished game: one rank per seat (1 = first, equal ranks tie), the returns derived from them (or set by the
    rule set), what the rules counted, and the reason in words."""
    ranks: tuple[int, ...]
    returns: tuple[float, ...]
    scores: tuple = ()
    reason: str = ""

    @property
    def seats(self) -> int:
        return len(self.ranks)

    @property
    def winner(self) -> int | None:
        """The seat ranked first alone, or None when first place is shared (a draw, a shared win)."""
        first = [seat for seat, rank in enumerate(self.ranks) if rank == 1]
        return first[0] if len(first) == 1 else None

    @classmethod
    def from_winner(cls, seats: int, winner: int | None, scores: tuple = (), reason: str = "") -> "Outcome":
        """The outcome of a game with one winner and every other seat second, or a draw of all seats (None)."""
        ranks = tuple(1 for _ in range(seats)) if winner is None else tuple(1 if s == winner else 2
                                                                               for s in range(seats))
        return cls(ranks, returns_from_ranks(ranks), tuple(scores), reason)

    def to_json(self) -> dict:
        return {"ranks": list(self.ranks), "returns": list(self.returns), "scores": list(self.scores),
                "reason": self.reason, "winner": self.winner}
