"""Pages of a list: page 1 is the first; an empty list still has one (empty) page."""
from .errors import InvalidInput

PAGE_SIZE = 10


def page_count(total: int, size: int = PAGE_SIZE) -> int:
    if size < 1:
        raise InvalidInput("page size must be at least 1")
    if total < 0:
        raise InvalidInput("a count cannot be negative")
    return max(1, (total + size - 1) // size)


def page(items: list, number: int, size: int = PAGE_SIZE) -> list:
    """Items of page `number`; a page after the last raises InvalidInput."""
    last = page_count(len(items), size)
    if not 1 <= number <= last:
        raise InvalidInput(f"page {number} of {last}")
    start = (number - 1) * size
    return items[start : start + size]


def page_of(index: int, size: int = PAGE_SIZE) -> int:
    """The page on which the item at 0-based `index` appears."""
    if index < 0:
        raise InvalidInput("an index cannot be negative")
    return index // size + 1
