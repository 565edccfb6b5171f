from collections import Counter

from mechdeck.kernel import State, below, mix_seed, shuffle
from mechdeck.kernel.rng import next_value


def fresh(seed):
    return State("test", seed, {}, (), mix_seed(seed))


def test_same_seed_same_stream_different_seed_different_stream():
    a, b, c = fresh(1), fresh(1), fresh(2)
    sa = [below(a, 1000) for _ in range(50)]
    assert sa == [below(b, 1000) for _ in range(50)]
    assert sa != [below(c, 1000) for _ in range(50)]


def test_below_is_roughly_uniform():
    s = fresh(3)
    counts = Counter(below(s, 6) for _ in range(60000))
    assert set(counts) == set(range(6))
    assert all(9000 < n < 11000 for n in counts.values())


def test_shuffle_is_a_permutation_and_reproducible():
    a, b = fresh(9), fresh(9)
    x, y = list(range(40)), list(range(40))
    shuffle(a, x)
    shuffle(b, y)
    assert x == y and sorted(x) == list(range(40)) and x != list(range(40))
    assert a.rng == b.rng


def test_known_splitmix_output():
    # SplitMix64 from state 0: first output is the published reference value.
    assert next_value(0)[1] == 0xE220A8397B1DCDAF


def _shuffled_by_formula(rng: int, items: list) -> tuple[list, int]:
    """Fisher-Yates from next_value, the plain 64-bit formula the compiled shuffle must reproduce."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        rng, z = next_value(rng)
        j = z % (i + 1)
        items[i], items[j] = items[j], items[i]
    return items, rng


def test_shuffle_draws_the_next_value_stream():
    for seed in list(range(300)) + [2**64 - 1, 2**63, 2**32 - 1, 0x9E3779B97F4A7C15]:
        for size in (0, 1, 2, 3, 7, 16, 45, 200):
            state = State("test", seed, {}, (), mix_seed(seed) if seed < 300 else seed)
            expected, rng_after = _shuffled_by_formula(state.rng, range(size))
            items = list(range(size))
            shuffle(state, items)
            assert items == expected and state.rng == rng_after, (seed, size)
