import pytest


@pytest.fixture
def catalog():
    """Published versions of a package, as returned by the registry (one bad tag included)."""
    return [
        "0.9.0", "1.0.0", "1.0.1", "1.1.0", "1.2.0-beta.1", "1.2.0", "1.2.5", "1.3.0",
        "2.0.0", "2.1.0-beta.2", "2.1.0", "v2.1.1", "latest",
    ]
