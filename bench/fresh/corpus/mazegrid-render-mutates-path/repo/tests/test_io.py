import pytest

from mazegrid import GridError, from_dict, from_text, load, save, to_dict, to_text


def test_text_round_trip_with_comments(maze):
    text = to_text(maze, title="level 1")
    assert text.startswith("; level 1\n")
    assert from_text(text).rows() == maze.rows()
    assert from_text("; c\n\nS.E\n").rows() == ["S.E"]


def test_dict_and_files(maze, tmp_path):
    assert from_dict(to_dict(maze)).rows() == maze.rows()
    with pytest.raises(GridError):
        from_dict({"rows": ["S.E"], "width": 4})
    with pytest.raises(GridError):
        from_dict({})
    for name in ("m.txt", "m.json"):
        save(maze, tmp_path / name)
        assert load(tmp_path / name).rows() == maze.rows()
