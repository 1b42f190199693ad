from datetime import date, timedelta

import pytest

from rxdesk import Drug, Formulary, Person, RxDesk

D0 = date(2026, 3, 2)

DRUGS = [
    Drug("amoxicillin", "Amoxicillin", 500, 3000),
    Drug("warfarin", "Warfarin", 5, 15),
    Drug("aspirin", "Aspirin", 75, 300),
    Drug("ibuprofen", "Ibuprofen", 200, 2400),
    Drug("lisinopril", "Lisinopril", 10, 40),
    Drug("sertraline", "Sertraline", 50, 200),
    Drug("metformin", "Metformin", 500, 2000),
    Drug("tramadol", "Tramadol", 50, 400, schedule=4),
    Drug("oxycodone", "Oxycodone", 5, 80, schedule=2),
    Drug("buprenorphine", "Buprenorphine", 2, 24, schedule=3),
    Drug("pregabalin", "Pregabalin", 75, 600, schedule=5),
]

ANN = Person("ann", "Dr Ann Lee", "doctor")
BOB = Person("bob", "Dr Bob Ray", "doctor")
PAM = Person("pam", "Pam Cole", "pharmacist")
SAM = Person("sam", "Sam Ito", "senior_pharmacist")
ADA = Person("ada", "Ada Fox", "admin")
PAT = Person("pat", "Pat Kim")
PIA = Person("pia", "Pia Moss")
PEOPLE = [ANN, BOB, PAM, SAM, ADA, PAT, PIA]


def day(n: int) -> date:
    return D0 + timedelta(days=n)


@pytest.fixture
def formulary():
    return Formulary(DRUGS)


@pytest.fixture
def desk(formulary):
    return RxDesk(formulary, PEOPLE)
