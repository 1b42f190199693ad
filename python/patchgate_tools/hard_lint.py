"""Shared parse + pyflakes hard lint: one definition of "error level" for Level A and the
spec-10 edit gate (parses, never imports).

`lint_source` returns (parse_error | None, errors, warnings); errors are the pyflakes findings
that make code wrong at run time, plus any `extra_errors` a caller promotes (the edit gate adds
unused imports, as spec 10 §3.5 names them).
"""
import ast

from pyflakes import checker, messages as m

RUNTIME_ERRORS = tuple(t for t in (
    m.UndefinedName, m.UndefinedExport, m.UndefinedLocal, m.DuplicateArgument,
    m.ReturnOutsideFunction, m.YieldOutsideFunction, m.ContinueOutsideLoop,
    m.BreakOutsideLoop, m.ForwardAnnotationSyntaxError, m.StringDotFormatExtraNamedArguments,
    m.StringDotFormatMissingArgument, m.PercentFormatMissingArgument,
    getattr(m, "TStringMissingPlaceholders", None),
) if t is not None)


def lint_source(src, filename, extra_errors=()):
    try:
        tree = ast.parse(src, filename=filename)
        compile(tree, filename, "exec")
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None)
        return f"{type(exc).__name__}: {getattr(exc, 'msg', exc)} (line {line})", [], []
    error_types = RUNTIME_ERRORS + tuple(extra_errors)
    w = checker.Checker(tree, filename=filename)
    errors, warnings = [], []
    for msg in sorted(w.messages, key=lambda x: (x.lineno, type(x).__name__)):
        item = {"type": type(msg).__name__, "message": msg.message % msg.message_args, "line": msg.lineno}
        (errors if isinstance(msg, error_types) else warnings).append(item)
    return None, errors, warnings
