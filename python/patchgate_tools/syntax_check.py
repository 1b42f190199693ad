"""Level A: parse and hard-lint files of a tree (run inside the sandbox).

Usage: python -m patchgate_tools.syntax_check ROOT FILE... -> JSON on stdout:
{file: {"exists": bool, "parse_error": str|null, "errors": [..], "warnings": [..]}}
Errors are pyflakes findings that make code wrong at run time (undefined names, ...);
warnings (unused imports, ...) never fail the gate.
"""
import ast
import json
import os
import sys

from pyflakes import checker, messages as m

ERROR_TYPES = (
    m.UndefinedName, m.UndefinedExport, m.UndefinedLocal, m.DuplicateArgument,
    m.ReturnOutsideFunction, m.YieldOutsideFunction, m.ContinueOutsideLoop,
    m.BreakOutsideLoop, m.ForwardAnnotationSyntaxError, m.StringDotFormatExtraNamedArguments,
    m.StringDotFormatMissingArgument, m.PercentFormatMissingArgument, m.TStringMissingPlaceholders
    if hasattr(m, "TStringMissingPlaceholders") else m.UndefinedName,
)


def check(root, rel):
    path = os.path.join(root, rel)
    if not os.path.isfile(path):
        return {"exists": False, "parse_error": None, "errors": [], "warnings": []}
    with open(path, "rb") as fh:
        src = fh.read()
    try:
        tree = ast.parse(src, filename=rel)
        compile(tree, rel, "exec")
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None)
        return {"exists": True, "parse_error": f"{type(exc).__name__}: {exc.msg if hasattr(exc, 'msg') else exc} (line {line})",
                "errors": [], "warnings": []}
    w = checker.Checker(tree, filename=rel)
    errors, warnings = [], []
    for msg in sorted(w.messages, key=lambda x: x.lineno):
        text = msg.message % msg.message_args
        item = {"type": type(msg).__name__, "message": text, "line": msg.lineno}
        (errors if isinstance(msg, ERROR_TYPES) else warnings).append(item)
    return {"exists": True, "parse_error": None, "errors": errors, "warnings": warnings}


def main(argv):
    root, files = argv[0], argv[1:]
    json.dump({f: check(root, f) for f in files}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
