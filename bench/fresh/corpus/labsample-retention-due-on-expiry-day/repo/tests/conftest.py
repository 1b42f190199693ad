from datetime import date

import pytest

from labsample import Registry, User

TOM = User("tom", "technician", "virology")
LIA = User("lia", "lead", "virology")
KAI = User("kai", "lead", "genomics")
GUS = User("gus", "technician", "genomics")
AMY = User("amy", "auditor", "qa")
ROOT = User("root", "admin", "facility")


@pytest.fixture
def reg():
    return Registry(today=date(2024, 5, 2))
