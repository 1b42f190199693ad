import pytest

from petchart import Animal, Chart, Staff

REA = Staff("rea", "reception")
STU = Staff("stu", "student")
NINA = Staff("nina", "nurse")
VAL = Staff("val", "vet")
VIC = Staff("vic", "vet")
LEO = Staff("leo", "lead_vet")


@pytest.fixture
def cat():
    return Animal("c1", "Miso", "cat", "Ms Park")


@pytest.fixture
def chart(cat):
    c = Chart(cat)
    c.record_weight(NINA, "2026-03-01", 4.0)
    return c
