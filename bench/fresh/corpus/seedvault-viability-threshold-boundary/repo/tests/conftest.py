import pytest

from seedvault import Lot, Person, Policy, Vault

CURA = Person("cora", role="curator")
ADMIN = Person("abe", role="admin")
RITA = Person("rita", projects={"alpine"})
RUDI = Person("rudi", projects={"coastal", "steppe"})


def make_lot(lot_id="SV-0001", species="Primula veris", project="alpine", seeds=1000, collected=2015):
    return Lot(lot_id, species, project, seeds, collected)


@pytest.fixture
def vault():
    v = Vault(Policy())
    v.add_lot(CURA, make_lot("SV-0001", "Primula veris", "alpine", 1000, 2015))
    v.add_lot(CURA, make_lot("SV-0002", "Armeria maritima", "coastal", 800, 2018))
    v.add_lot(CURA, make_lot("SV-0003", "Stipa pennata", "steppe", 400, 2012))
    return v
