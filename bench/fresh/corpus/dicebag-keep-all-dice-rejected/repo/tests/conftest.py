import pytest

from dicebag import ScriptedRng


@pytest.fixture
def scripted():
    return ScriptedRng
