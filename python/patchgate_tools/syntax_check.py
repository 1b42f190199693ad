"""Level A: parse and hard-lint files of a tree (run inside the sandbox).

Usage: python -m patchgate_tools.syntax_check ROOT FILE... -> JSON on stdout:
{file: {"exists": bool, "parse_error": str|null, "errors": [..], "warnings": [..]}}
Errors are pyflakes findings that make code wrong at run time (undefined names, ...);
warnings (unused imports, ...) never fail the gate.
"""
import json
import os
import sys

from .hard_lint import lint_source


def check(root, rel):
    path = os.path.join(root, rel)
    if not os.path.isfile(path):
        return {"exists": False, "parse_error": None, "errors": [], "warnings": []}
    with open(path, "rb") as fh:
        parse_error, errors, warnings = lint_source(fh.read(), rel)
    return {"exists": True, "parse_error": parse_error, "errors": errors, "warnings": warnings}


def main(argv):
    root, files = argv[0], argv[1:]
    json.dump({f: check(root, f) for f in files}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
