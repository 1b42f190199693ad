"""The spec-10 §3.5 parse + hard-lint gate for one edited file (run inside the sandbox; parses, never imports).

Usage: python -m patchgate_tools.edit_gate REQUEST_JSON
  REQUEST_JSON = {"after": "/abs/edited.py", "before": "/abs/pre-edit.py" | null, "facts": bool}
Prints {"parse_error": str|null, "errors": [...], "new_errors": [...], "warnings": [...], "facts": FileFacts|null}.
Error level = findings that change what the program means: pyflakes' undefined names and the
other run-time errors, plus unused imports (spec 10 §3.5 names both). Everything else pyflakes
reports is a warning and passes. `new_errors` are the errors the pre-edit file did not already
have (a multiset difference on type + message, since line numbers move), so an edit is never
blamed for the repository's old findings. `facts` (edit_facts.file_facts of the edited file)
saves the collateral check a second sandbox run.
"""
import json
import sys
from collections import Counter

from pyflakes import messages as m

from .hard_lint import lint_source

from .edit_facts import file_facts

def lint(path):
    with open(path, "rb") as fh:
        return lint_source(fh.read(), path, extra_errors=(m.UnusedImport,))


def main(argv):
    req = json.loads(argv[0])
    parse_error, errors, warnings = lint(req["after"])
    new_errors = []
    if parse_error is None:
        before = Counter()
        if req.get("before"):
            b_err, b_errors, _ = lint(req["before"])
            if b_err is None:
                before = Counter(f"{e['type']}:{e['message']}" for e in b_errors)
        for e in errors:
            key = f"{e['type']}:{e['message']}"
            if before[key] > 0:
                before[key] -= 1
            else:
                new_errors.append(e)
    facts = file_facts(req["after"]) if req.get("facts") and parse_error is None else None
    json.dump({"parse_error": parse_error, "errors": errors, "new_errors": new_errors, "warnings": warnings, "facts": facts}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
