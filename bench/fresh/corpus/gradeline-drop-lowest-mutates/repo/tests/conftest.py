import pytest

from gradeline import Category, Gradebook, Score


@pytest.fixture
def course():
    """Homework 40% (lowest dropped), exams 50%, participation 10% (+5 bonus)."""
    return [
        Category("homework", 40, drop_lowest=1),
        Category("exams", 50),
        Category("participation", 10, bonus=5),
    ]


@pytest.fixture
def book(course):
    b = Gradebook(course)
    for name in ("ada", "bo", "cy", "dee"):
        b.add_student(name)
    # ada: homework 80, 97.5, 92.5 (80 dropped) -> 95; exams 88; participation 90 + 5 -> 95
    for pts in (16, 19.5, 18.5):
        b.record("ada", "homework", Score(pts, 20))
    b.record("ada", "exams", Score(88, 100))
    b.record("ada", "participation", Score(9, 10))
    # bo: homework 70, 60 -> 70; exams 50, 70 -> 60; participation 95 + 5 -> 100
    b.record("bo", "homework", Score(14, 20))
    b.record("bo", "homework", Score(12, 20))
    b.record("bo", "exams", Score(50, 100))
    b.record("bo", "exams", Score(70, 100))
    b.record("bo", "participation", Score(19, 20))
    # cy: exactly 90 everywhere except participation (85 + 5 = 90)
    b.record("cy", "homework", Score(18, 20))
    b.record("cy", "exams", Score(45, 50))
    b.record("cy", "participation", Score(17, 20))
    # dee: nothing recorded yet
    return b
