import pytest

from trackmeet import Athlete, EntryError, Event, Result, field_result


def test_athlete_validation():
    assert Athlete(7, "Ada", "NTH").club == "NTH"
    for bad in [(0, "Ada", "NTH"), (7, " ", "NTH"), (7, "Ada", "nth"), (7, "Ada", "N")]:
        with pytest.raises(EntryError):
            Athlete(*bad)


def test_event_validation():
    assert Event("100m", "track").lower_is_better
    assert not Event("long jump", "field").lower_is_better
    with pytest.raises(EntryError):
        Event("100m", "road")
    with pytest.raises(EntryError):
        Event("100m", "track", standard=0)


def test_results():
    assert Result(1, 10.5).best == 10.5
    assert Result(2, status="DNS").finished is False
    with pytest.raises(EntryError):
        Result(3, 10.5, status="DQ")
    with pytest.raises(EntryError):
        Result(4)


def test_field_results():
    r = field_result(5, 7.1, None, 7.3)
    assert (r.best, r.valid_attempts()) == (7.3, [7.3, 7.1])
    assert field_result(6, None, None).status == "DNF"
