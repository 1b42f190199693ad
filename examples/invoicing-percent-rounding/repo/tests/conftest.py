import pytest

from invoicing.items import item_from_dict


@pytest.fixture
def sample_items():
    """Two lines at different VAT rates, as they come out of the shop's CSV export."""
    rows = [
        {"sku": "BK-1", "description": "Paperback", "price": "10.00", "quantity": 2,
         "tax_rate": "5.5"},
        {"sku": "MUG-2", "description": "Mug", "price": 1000},
    ]
    return [item_from_dict(row) for row in rows]
