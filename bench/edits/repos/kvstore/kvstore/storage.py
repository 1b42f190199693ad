"""Reading and (atomically) writing the store document."""

from __future__ import annotations

import json
import os
from pathlib import Path

from .records import CURRENT_VERSION


def empty_document() -> dict:
    return {"schema": CURRENT_VERSION, "records": {}}


def load_document(path) -> dict:
    """Load the JSON document at *path*; a missing file is an empty store."""
    path = Path(path)
    if not path.exists():
        return empty_document()
    doc = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(doc, dict):
        raise ValueError(f"{path}: expected a JSON object at top level")
    return doc


def dumps(doc: dict) -> str:
    return json.dumps(doc, indent=2, sort_keys=True) + "\n"


def atomic_write(path, doc: dict) -> None:
    """Write *doc* to *path* so that readers see either the old or the new file.

    The data goes to a temporary file in the same directory which is fsynced
    and then renamed over *path*.  On any error the old file is left intact
    and the temporary file is removed.
    """
    path = Path(path)
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(dumps(doc))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
