from datetime import date

import pytest

from fleetcare import Fill, Reading, ServiceInterval, ServiceRecord, Vehicle

OIL = ServiceInterval("oil", every_km=15000, every_months=12)
BRAKES = ServiceInterval("brakes", every_km=40000)
INSPECTION = ServiceInterval("inspection", every_months=24, soon_days=30)


@pytest.fixture
def van():
    return Vehicle(
        vin="VAN1", name="Delivery van",
        intervals=[OIL, INSPECTION],
        services=[ServiceRecord("oil", date(2025, 9, 1), 30000),
                  ServiceRecord("inspection", date(2024, 11, 15), 12000)],
        readings=[Reading(date(2026, 1, 1), 40000), Reading(date(2026, 3, 1), 44720)],
        fills=[Fill(date(2026, 1, 2), 40100, 50.0), Fill(date(2026, 1, 20), 40700, 30.0, full=False),
               Fill(date(2026, 2, 1), 41100, 45.0)],
    )


@pytest.fixture
def car():
    return Vehicle(
        vin="CAR7", name="Pool car",
        intervals=[OIL, BRAKES],
        services=[ServiceRecord("oil", date(2025, 12, 1), 20000),
                  ServiceRecord("brakes", date(2023, 5, 1), 5000)],
        readings=[Reading(date(2026, 1, 10), 21000), Reading(date(2026, 2, 10), 22550)],
        fills=[Fill(date(2026, 1, 11), 21050, 40.0), Fill(date(2026, 2, 9), 22500, 55.1)],
    )
