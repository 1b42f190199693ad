"""Read-only views of a bed board for the ward displays."""

from decimal import ROUND_HALF_UP, Decimal


def occupancy(board) -> dict[str, tuple[int, int]]:
    """ward -> (occupied beds, beds), in the order the wards were set up."""
    result = {}
    for ward in board.beds.wards():
        size = board.beds.size(ward)
        result[ward] = (size - board.beds.free_count(ward), size)
    return result


def percent(occupied: int, size: int) -> int:
    """Whole percent, halves rounded up."""
    value = Decimal(occupied * 100) / Decimal(size)
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def ward_lines(board) -> list[str]:
    lines = []
    for ward, (occupied, size) in occupancy(board).items():
        waiting = board.waitlist.waiting(ward)
        line = f"{ward}: {occupied}/{size} beds ({percent(occupied, size)}%)"
        if waiting:
            line += f", {waiting} waiting"
        lines.append(line)
    return lines


def busiest(board) -> str:
    """The ward with the highest occupancy (the first set up on a tie)."""
    occ = occupancy(board)
    return max(occ, key=lambda w: percent(*occ[w]))


def full_wards(board) -> list[str]:
    return [w for w, (occupied, size) in occupancy(board).items() if occupied == size]
