import pytest

from wikinote import User, Wiki

ANN = User("ann")                       # editor
BOB = User("bob")                       # editor
RITA = User("rita", role="reader")
MO = User("mo", role="moderator")
ADA = User("ada", role="admin")


@pytest.fixture
def wiki():
    return Wiki()


@pytest.fixture
def page(wiki):
    """A page owned by ann, edited once by bob."""
    slug = wiki.create(ANN, "Release Checklist", "build\ntest\n")
    wiki.edit(BOB, slug, "build\ntest\ntag\n")
    return slug
