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
import ast
import json
import sys
from collections import Counter

from pyflakes import checker, messages as m

from .edit_facts import file_facts

ERROR_TYPES = tuple(t for t in (
    m.UndefinedName, m.UndefinedExport, m.UndefinedLocal, m.DuplicateArgument,
    m.ReturnOutsideFunction, m.YieldOutsideFunction, m.ContinueOutsideLoop,
    m.BreakOutsideLoop, m.ForwardAnnotationSyntaxError, m.StringDotFormatExtraNamedArguments,
    m.StringDotFormatMissingArgument, m.PercentFormatMissingArgument,
    getattr(m, "TStringMissingPlaceholders", None), m.UnusedImport,
) if t is not None)


def lint(path):
    with open(path, "rb") as fh:
        src = fh.read()
    try:
        tree = ast.parse(src, filename=path)
        compile(tree, path, "exec")
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None)
        return f"{type(exc).__name__}: {getattr(exc, 'msg', exc)} (line {line})", [], []
    w = checker.Checker(tree, filename=path)
    errors, warnings = [], []
    for msg in sorted(w.messages, key=lambda x: (x.lineno, type(x).__name__)):
        item = {"type": type(msg).__name__, "message": msg.message % msg.message_args, "line": msg.lineno}
        (errors if isinstance(msg, ERROR_TYPES) else warnings).append(item)
    return None, errors, warnings


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
