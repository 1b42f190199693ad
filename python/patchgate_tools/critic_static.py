"""Static checks for the critic's falsification procedures (spec 22 §3.5, form F3).

Run inside the sandbox; parses and compiles, never imports the code under review.
Usage: python -m patchgate_tools.critic_static ROOT CHECK FILE...   (CHECK: pyflakes | compile)
Prints {"diagnostics": ["<file>: <message>", ...], "located": [{"file", "line", "text"}, ...],
"missing": [...]} — the diagnostic texts carry no line numbers, so the candidate's and the pre-edit
tree's compare as multisets; `located` says where each one is, so a finding counts only at its
own location (issue 13.8).
"""
import json
import os
import sys


def read(root, rel):
    p = os.path.normpath(os.path.join(root, rel))
    if not p.startswith(os.path.normpath(root) + os.sep) or not os.path.isfile(p) or os.path.islink(p):
        return None
    with open(p, "rb") as fh:
        return fh.read()


def _syntax(rel, exc):
    return [(f"{rel}: {type(exc).__name__}: {getattr(exc, 'msg', None) or exc}", getattr(exc, "lineno", None) or 0)]


def compile_check(rel, src):
    """(text, line) pairs."""
    try:
        compile(src, rel, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        return _syntax(rel, exc)
    return []


def pyflakes_check(rel, src):
    import ast

    from pyflakes import checker

    try:
        tree = ast.parse(src, filename=rel)
    except (SyntaxError, ValueError) as exc:
        return _syntax(rel, exc)
    w = checker.Checker(tree, filename=rel)
    return [(f"{rel}: {type(m).__name__}: {m.message % m.message_args}", m.lineno) for m in sorted(w.messages, key=lambda x: x.lineno)]


def main(argv):
    root, check, files = argv[1], argv[2], argv[3:]
    run = {"compile": compile_check, "pyflakes": pyflakes_check}.get(check)
    if run is None:
        print(f"unknown check {check}", file=sys.stderr)
        return 2
    out = {"diagnostics": [], "located": [], "missing": []}
    for rel in files:
        src = read(root, rel)
        if src is None:
            out["missing"].append(rel)
            continue
        for text, line in run(rel, src):
            out["diagnostics"].append(text)
            out["located"].append({"file": rel, "line": line, "text": text})
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
