"""Recorded calls as the call tracer writes them (JSON lines; arguments pickled, base64): read by
the fuzz generator and the neighbour generator alike. Runs inside the sandbox."""

import base64
import json
import pickle

from . import observe as _ob


def read_jsonl(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def load_args(rec):
    """The (args, kwargs) of a recorded call, or None when they cannot be unpickled here."""
    try:
        args, kwargs = pickle.loads(base64.b64decode(rec["args"]))
        return tuple(args), dict(kwargs)
    except BaseException:
        return None


def dump_args(args, kwargs):
    return base64.b64encode(_ob.dumps((tuple(args), dict(kwargs)))).decode("ascii")
