"""Sibling instances of a bug: other functions holding the statement the reproducer crashed on
(run inside the sandbox on a copy of the candidate tree; parses, never imports).

Usage: python -m patchgate_tools.siblings (--stmt TEXT | --fragment TEXT) [--exclude FILE::QUALNAME ...] [--max-files 3000]

A partial fix repairs the reported instance and leaves the same code elsewhere: the pre-edit
crashed at ``for key in sorted(groups):`` in ``aggregate``, the candidate changed ``aggregate``,
and ``summarize`` still holds the very same statement (issue 10 item 2, "partial fix"). This tool
finds the functions of the repository's own (non-test) Python files in which a statement reads,
whitespace normalized, exactly as TEXT (--stmt), or contains the expression TEXT (--fragment: the
part of the crash statement the candidate rewrote, e.g. ``sorted(groups)``). Prints {"siblings": [{"file", "entity", "line"}]}.
"""
import argparse
import ast
import json
import os
import re

_TEST = re.compile(r"(^|/)(tests?/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)")
_SKIP_DIRS = {".git", "__pycache__", "node_modules", ".tox", ".venv", "venv", "build", "dist", ".eggs"}


def norm(text):
    return " ".join(text.split())


def functions(tree):
    """(qualname, node) for every function, methods qualified by their class."""
    out = []

    def visit(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.append((prefix + node.name, node))
                visit(node.body, prefix + node.name + ".<locals>.")
            elif isinstance(node, ast.ClassDef):
                visit(node.body, prefix + node.name + ".")
    visit(tree.body, "")
    return out


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--stmt")
    ap.add_argument("--fragment")
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("--max-files", type=int, default=3000)
    opts = ap.parse_args(argv)
    if not opts.stmt and not opts.fragment:
        ap.error("--stmt or --fragment is required")
    want = norm(opts.stmt or opts.fragment)
    squash = lambda t: "".join(t.split())
    matches = (lambda text: norm(text) == want) if opts.stmt else (lambda text: squash(want) in squash(text))
    root = os.path.realpath(os.getcwd())
    found, seen_files = [], 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if not name.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            if _TEST.search(rel):
                continue
            seen_files += 1
            if seen_files > opts.max_files:
                break
            try:
                with open(os.path.join(dirpath, name), encoding="utf-8") as fh:
                    src = fh.read()
                if squash(want.split("(")[0]) not in squash(src):
                    continue
                tree = ast.parse(src)
            except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
                continue
            lines = src.splitlines()
            for qual, node in functions(tree):
                if f"{rel}::{qual}" in opts.exclude:
                    continue
                for stmt in ast.walk(node):
                    if not isinstance(stmt, ast.stmt) or stmt is node:
                        continue
                    first = lines[stmt.lineno - 1] if stmt.lineno - 1 < len(lines) else ""
                    if matches(first):
                        # the innermost function owning the statement
                        owner = min((q for q, n in functions(tree) if n.lineno <= stmt.lineno <= (n.end_lineno or n.lineno)),
                                    key=lambda q: -len(q), default=qual)
                        if owner == qual:
                            found.append({"file": rel, "entity": qual, "line": stmt.lineno})
                        break
    print(json.dumps({"siblings": found[:20]}))


if __name__ == "__main__":
    main()
