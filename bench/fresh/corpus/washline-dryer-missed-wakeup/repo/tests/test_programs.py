import pytest

from washline import WashError, program, programs_for


def test_program_lookup():
    assert (program(" Cotton ").minutes, program("tumble", "dryer").kind, program("hot").temperature) == (60, "dryer", 60)
    with pytest.raises(WashError):
        program("spin")
    with pytest.raises(WashError, match="dryer program"):
        program("gentle", "washer")


def test_programs_for_a_kind():
    assert programs_for("washer") == ["cotton", "hot", "quick", "wool"]
    assert programs_for("dryer") == ["gentle", "tumble"]
    with pytest.raises(WashError):
        programs_for("iron")
