"""Board pieces (kernel/board.py) and dice (kernel/dice.py, rng.fix_rolls): offsets, one-write capture, clones that
are independent, JSON and equality with a board, card-game states unchanged, fixed rolls taken before the
generator."""
import pytest

from mechdeck.kernel import (FIXED_ROLLS, LAST_ROLL, OFF_BOARD, Die, State, Topology, fix_rolls, mix_seed, roll,
                             roll_dice)
from mechdeck.kernel.board import cells

TOPOLOGY = Topology(("a", "b", "c"), (("a", "b"), ("b", "c")), ("red", "blue"), counters=("hits",),
                    markers=("camped", "burning"), tokens=("fire", "ore"))
ATTACK = Die("attack", ("hit", "hit", "blank", "blank", "dodge", "crit"))


def board_state() -> State:
    state = State("test", 1, {}, (), mix_seed(1))
    state.board = TOPOLOGY.new_board((0, 1), (0, OFF_BOARD))
    return state


def test_each_field_has_its_own_cell():
    board = cells(board_state())
    TOPOLOGY.add_counter(board, 1, "hits", 2)
    TOPOLOGY.set_marker(board, 0, "burning")
    TOPOLOGY.add_tokens(board, 2, "ore", 3)
    TOPOLOGY.move(board, 1, 2)
    assert (TOPOLOGY.owner(board, 0), TOPOLOGY.location(board, 0), TOPOLOGY.counter(board, 0, "hits")) == (0, 0, 0)
    assert (TOPOLOGY.owner(board, 1), TOPOLOGY.location(board, 1), TOPOLOGY.counter(board, 1, "hits")) == (1, 2, 2)
    assert TOPOLOGY.has_marker(board, 0, "burning") and not TOPOLOGY.has_marker(board, 0, "camped")
    assert (TOPOLOGY.tokens(board, 2, "ore"), TOPOLOGY.tokens(board, 2, "fire"), TOPOLOGY.tokens(board, 1, "ore")) \
        == (3, 0, 0)
    TOPOLOGY.set_marker(board, 0, "burning", on=False)
    assert not TOPOLOGY.has_marker(board, 0, "burning")
    assert TOPOLOGY.pieces_at(board, 2) == [1] and TOPOLOGY.neighbours == ((1,), (0, 2), (1,))
    assert TOPOLOGY.problems(board, seats=2) == []


def test_a_capture_is_one_write_and_the_piece_stays_where_it_stands():
    state = board_state()
    before = list(state.board)
    TOPOLOGY.set_owner(state.board, 0, 1)
    assert [i for i, (x, y) in enumerate(zip(before, state.board)) if x != y] == [0]
    assert TOPOLOGY.pieces_of(state.board, 1) == [0, 1] and TOPOLOGY.location(state.board, 0) == 0


def test_clones_json_and_equality_cover_the_board():
    state = board_state()
    copy = state.clone()
    assert copy == state and copy.board is not state.board
    TOPOLOGY.move(copy.board, 0, 1)
    assert copy != state and TOPOLOGY.location(state.board, 0) == 0
    again = State.from_json(copy.to_json())
    assert again == copy and again.board == copy.board


def test_a_card_game_state_has_no_board_and_its_json_is_unchanged():
    state = State("test", 1, {}, (3, 4), mix_seed(1))
    assert state.clone().board is None and "board" not in state.to_dict()
    assert State.from_json(state.to_json()) == state
    with pytest.raises(ValueError, match="the test state has no board"):
        cells(state)


def test_problems_name_what_is_wrong():
    board = cells(board_state())
    TOPOLOGY.set_owner(board, 1, 5)
    TOPOLOGY.add_tokens(board, 1, "fire", -1)
    assert TOPOLOGY.problems(board, seats=2) == ["piece blue: owner 5 is no seat", "node b: -1 fire tokens"]


@pytest.mark.parametrize("nodes, links, message", [
    (("a", "a"), (), "node names repeat"),
    (("a", "b"), (("a", "z"),), "a link joins two different nodes"),
    (("a", "b"), (("a", "a"),), "a link joins two different nodes"),
])
def test_a_bad_topology_is_refused_in_one_line(nodes, links, message):
    with pytest.raises(ValueError, match=message):
        Topology(nodes, links, ())


def test_a_die_rolls_its_faces_from_the_generator_and_records_the_roll():
    state = board_state()
    seen = {roll_dice(state, 1, (ATTACK,))[0] for _ in range(200)}
    assert seen == {"hit", "blank", "dodge", "crit"}
    faces = roll_dice(state, 0, (ATTACK, ATTACK))
    assert state.counters[LAST_ROLL] == (0, (("attack", faces[0]), ("attack", faces[1])))
    assert state.log[-1] == (-1, f"P1 rolls {faces[0]} (attack), {faces[1]} (attack)")
    assert ATTACK.chances() == {"hit": 1 / 3, "blank": 1 / 3, "dodge": 1 / 6, "crit": 1 / 6}


def test_the_same_generator_state_rolls_the_same_faces():
    first, second = board_state(), board_state()
    assert [ATTACK.roll(first) for _ in range(20)] == [ATTACK.roll(second) for _ in range(20)]


def test_fixed_rolls_come_first_then_the_generator_goes_on_where_it_was():
    fixed, free = board_state(), board_state()
    fix_rolls(fixed, ("crit", 6, "dodge"))
    assert (ATTACK.roll(fixed), roll(fixed), ATTACK.roll(fixed)) == ("crit", 6, "dodge")
    assert FIXED_ROLLS not in fixed.counters and fixed.rng == free.rng
    assert [roll(fixed) for _ in range(10)] == [roll(free) for _ in range(10)]


def test_any_number_of_rolls_can_be_fixed_and_they_survive_a_clone_and_json():
    state = board_state()
    values = tuple(i % 6 + 1 for i in range(50))
    fix_rolls(state, values[:20])
    fix_rolls(state, values[20:])
    copy = State.from_json(state.clone().to_json())
    assert tuple(roll(copy) for _ in values) == values


@pytest.mark.parametrize("queued, roller, message", [
    (("hit",), lambda s: roll(s), "'hit' is not a roll of a 6-sided die"),
    ((7,), lambda s: roll(s), "7 is not a roll of a 6-sided die"),
    ((3,), lambda s: ATTACK.roll(s), "3 is not a face of the attack die"),
])
def test_a_fixed_result_the_die_cannot_show_is_refused(queued, roller, message):
    state = board_state()
    fix_rolls(state, queued)
    with pytest.raises(ValueError, match=message):
        roller(state)


def test_a_die_has_faces():
    with pytest.raises(ValueError, match="the faces are one or more symbol names"):
        Die("empty", ())
