import pytest

from printspool import MAX_PAGES, Job


def test_job_validation():
    for kwargs in [dict(name=" "), dict(pages=0), dict(pages=MAX_PAGES + 1), dict(pages=2.5),
                   dict(copies=0), dict(priority=0), dict(priority=10)]:
        args = dict(id=1, owner="ann", name="a.pdf", pages=3) | kwargs
        with pytest.raises(ValueError):
            Job(**args)


def test_sheets():
    assert Job(1, "ann", "a.pdf", 3, copies=4).sheets == 12
    assert Job(2, "ann", "b.pdf", MAX_PAGES).sheets == MAX_PAGES
