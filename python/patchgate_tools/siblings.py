"""Sibling instances of a bug: other functions holding the statement the reproducer crashed on
(run inside the sandbox on a copy of the candidate tree; parses, never imports).

Usage: python -m patchgate_tools.siblings (--stmt TEXT | --fragment TEXT | --method NAME) [--exclude FILE::QUALNAME ...] [--max-files 3000]

A partial fix repairs the reported instance and leaves the same code elsewhere: the pre-edit
crashed at ``for key in sorted(groups):`` in ``aggregate``, the candidate changed ``aggregate``,
and ``summarize`` still holds the very same statement (issue 10 item 2, "partial fix"). This tool
finds the functions of the repository's own (non-test) Python files in which a statement reads,
whitespace normalized, exactly as TEXT (--stmt), or contains the expression TEXT (--fragment: the
part of the crash statement the candidate rewrote, e.g. ``sorted(groups)``), or (--method) calls
the in-place method NAME on one of their own parameters as a statement (``colors.sort(key=key)``
for a removed ``colors.sort(key=luminance)``: the same mutation of a caller's value, written with
other arguments). Prints {"siblings": [{"file", "entity", "line"}]}.
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


def _owner(tree, line, default):
    """The innermost function whose body holds `line`."""
    return min((q for q, n in functions(tree) if n.lineno <= line <= (n.end_lineno or n.lineno)),
               key=lambda q: -len(q), default=default)


def _call_of(text):
    """(receiver root name, keyword names) of a call statement's text, or None."""
    if not text:
        return None
    try:
        call = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        return None
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
        return None
    root = call.func.value
    while isinstance(root, ast.Attribute):
        root = root.value
    return (root.id if isinstance(root, ast.Name) else None, frozenset(k.arg for k in call.keywords if k.arg))


def _method_on_param(fn, method, like=None):
    """The line of the first statement ``p.METHOD(...)`` (or ``p.field.METHOD(...)``) on a parameter p of `fn` (not self/cls,
    not rebound before: ``colors = list(colors)`` makes it a local copy), else None."""
    args = fn.args
    params = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs} - {"self", "cls"}
    rebound = set()
    for stmt in ast.walk(fn):
        if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            for t in targets:
                if isinstance(t, ast.Name):
                    rebound.add((t.id, stmt.lineno))
    for stmt in ast.walk(fn):
        if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
            continue
        f = stmt.value.func
        if not (isinstance(f, ast.Attribute) and f.attr == method):
            continue
        root = f.value  # the parameter itself, or a field of it (`claim.lines.sort()`)
        while isinstance(root, ast.Attribute):
            root = root.value
        if isinstance(root, ast.Name) and root.id in params:
            if any(n == root.id and ln < stmt.lineno for n, ln in rebound):
                continue
            # the same reordering of the same kind of value: a parameter of the same name, or the
            # same keywords (`key=`); `items.sort()` in pack is not `xs.sort()` in average
            if like is not None:
                kws = frozenset(k.arg for k in stmt.value.keywords if k.arg)
                if root.id != like[0] and not (like[1] and kws == like[1]):
                    continue
            return stmt.lineno
    return None


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--stmt")
    ap.add_argument("--fragment")
    ap.add_argument("--method")
    ap.add_argument("--like", help="with --method: the removed call (``xs.sort()``); a sibling's call counts where it sorts a parameter of the same name, or passes the same keywords (``key=``)")
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("--max-files", type=int, default=3000)
    opts = ap.parse_args(argv)
    if not opts.stmt and not opts.fragment and not opts.method:
        ap.error("--stmt, --fragment or --method is required")
    want = norm(opts.stmt or opts.fragment or "." + opts.method + "(")
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
                if opts.method:
                    line = _method_on_param(node, opts.method, _call_of(opts.like))
                    if line is not None and _owner(tree, line, qual) == qual:
                        found.append({"file": rel, "entity": qual, "line": line})
                    continue
                for stmt in ast.walk(node):
                    if not isinstance(stmt, ast.stmt) or stmt is node:
                        continue
                    first = lines[stmt.lineno - 1] if stmt.lineno - 1 < len(lines) else ""
                    if matches(first):
                        # the innermost function owning the statement
                        if _owner(tree, stmt.lineno, qual) == qual:
                            found.append({"file": rel, "entity": qual, "line": stmt.lineno})
                        break
    print(json.dumps({"siblings": found[:20]}))


if __name__ == "__main__":
    main()
