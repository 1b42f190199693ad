import pytest

from rxdesk import Person, RxError


def test_person_validation():
    assert Person("p1", "Someone").role == "patient"
    with pytest.raises(RxError):
        Person("", "Nobody")
    with pytest.raises(RxError):
        Person("x y", "Spaced")
    with pytest.raises(RxError):
        Person("n1", "Nurse", "nurse")


def test_role_helpers():
    from conftest import ANN, PAM, PAT, SAM

    assert ANN.is_doctor and not PAM.is_doctor
    assert PAM.in_pharmacy and SAM.in_pharmacy and not PAT.in_pharmacy
