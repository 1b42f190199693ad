"""First-fit decreasing packing of items into boxes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from .errors import PackingError


@dataclass(frozen=True)
class Item:
    name: str
    weight_kg: float


@dataclass(frozen=True)
class Box:
    name: str
    max_kg: float


@dataclass
class PackedBox:
    box: Box
    items: list[Item] = field(default_factory=list)

    @property
    def weight_kg(self) -> float:
        return round(sum(i.weight_kg for i in self.items), 3)

    def room(self) -> float:
        return round(self.box.max_kg - self.weight_kg, 3)


def pack_items(items: Sequence[Item], boxes: Sequence[Box]) -> list[PackedBox]:
    """Pack ``items`` heaviest first (equal weights keep their input order).

    Each item goes into the first open box with room for it; otherwise a new box is opened, of
    the smallest type that can hold it. Neither ``items`` nor ``boxes`` is modified.
    """
    if not boxes:
        raise PackingError("no box types to pack into")
    order = sorted(items, key=lambda i: i.weight_kg, reverse=True)
    box_types = sorted(boxes, key=lambda b: b.max_kg)
    packed: list[PackedBox] = []
    for item in order:
        for open_box in packed:
            if open_box.room() >= item.weight_kg:
                open_box.items.append(item)
                break
        else:
            for box in box_types:
                if box.max_kg >= item.weight_kg:
                    packed.append(PackedBox(box, [item]))
                    break
            else:
                raise PackingError(f"{item.name} ({item.weight_kg} kg) fits in no box")
    return packed


def packing_summary(packed: Sequence[PackedBox]) -> list[str]:
    return [
        f"{p.box.name}: {', '.join(i.name for i in p.items)} ({p.weight_kg:g} kg)" for p in packed
    ]
