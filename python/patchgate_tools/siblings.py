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
other arguments), or (--returns-mutated) changes one of their own parameters in place — directly
or through a plain alias, ``notes = voicing`` — and returns that very object (``invert`` popping
and appending to the caller's list and returning it, beside a fixed ``transpose_notes`` that wrote
into it: the same flaw, a caller's value changed and handed back as if new). Prints
{"siblings": [{"file", "entity", "line"}]}. With ``--changes-then-raises FILE::CLASS`` it lists
instead the methods of that class that write to state (an attribute or item assigned, a container
changed in place) on a line before one of their own ``raise`` statements: where a refused call can
leave its object changed, as the fixed method did (``source.frames -= frames`` ahead of the
capacity check).
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


# mutations that rewrite or drop what the caller's value held, and those that only add to it
_REWRITE = {"sort", "reverse", "pop", "popitem", "clear", "remove", "discard"}
_GROW = {"append", "extend", "insert", "update", "setdefault", "add"}


def _items_returned_changed(fn, root_of, returned):
    """The line of the first in-place change of an item of a parameter (`for cue in cues:
    cue.start += offset`) whose items `fn` hands back: the parameter itself (`returned`), a copy of
    it (`return list(cues)`) or a list of those very items (`shifted.append(cue)`, `return
    shifted`) — the caller's items handed back changed, as if new. None otherwise."""
    elem_root = {}
    for loop in ast.walk(fn):
        if isinstance(loop, (ast.For, ast.AsyncFor)) and isinstance(loop.target, ast.Name) and isinstance(loop.iter, ast.Name) and loop.iter.id in root_of:
            elem_root[loop.target.id] = root_of[loop.iter.id]
    if not elem_root:
        return None
    changes, holders = [], {}
    for stmt in ast.walk(fn):
        if isinstance(stmt, (ast.Assign, ast.AugAssign)):
            ts = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            for t in (e for t in ts for e in (t.elts if isinstance(t, ast.Tuple) else [t])):
                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id in elem_root:
                    changes.append((stmt.lineno, elem_root[t.value.id]))
        elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Attribute) \
                and stmt.value.func.attr == "append" and isinstance(stmt.value.func.value, ast.Name) and len(stmt.value.args) == 1 \
                and isinstance(stmt.value.args[0], ast.Name) and stmt.value.args[0].id in elem_root:
            holders[stmt.value.func.value.id] = elem_root[stmt.value.args[0].id]
    handed = set(returned)
    for r in ast.walk(fn):
        v = r.value if isinstance(r, ast.Return) else None
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id in ("list", "tuple", "sorted") and len(v.args) == 1 \
                and isinstance(v.args[0], ast.Name) and v.args[0].id in root_of:
            handed.add(root_of[v.args[0].id])
        elif isinstance(v, ast.Name) and v.id in holders:
            handed.add(holders[v.id])
    return next((line for line, root in sorted(changes) if root in handed), None)


def _returns_mutated(fn):
    """The line of the first in-place change of a parameter of `fn` (not self/cls) that `fn` also
    returns — the parameter or a plain alias of it (``notes = voicing``) — else None. A parameter
    rebound to anything else (``notes = list(notes)``) is a local copy. A change that only adds
    to the value (an item set, appended, updated) counts only where the function also reads that
    value otherwise (iterates it, reads an item of it): a function filling the output it is given
    and returning it (``out[k] = extra[k]``) is an accumulator, whose output is its job. The items
    of a parameter changed in place and returned in a copy of it, or in a list of those items,
    count too."""
    args = fn.args
    params = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs} - {"self", "cls"}
    root_of = {p: p for p in params}
    alias_values = set()
    for stmt in ast.walk(fn):
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            name = stmt.targets[0].id
            if isinstance(stmt.value, ast.Name) and stmt.value.id in params and name not in params:
                root_of[name] = stmt.value.id
                alias_values.add(id(stmt.value))
            elif name in root_of:
                root_of.pop(name)
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            root_of.pop(stmt.target.id, None)
    returns = [r.value for r in ast.walk(fn) if isinstance(r, ast.Return) and isinstance(r.value, ast.Name) and r.value.id in root_of]
    returned = {root_of[r.id] for r in returns}
    line = _items_returned_changed(fn, root_of, returned)
    if line is not None:
        return line
    if not returned:
        return None
    # the Name nodes that are only the object of a change (or the return, or an alias's source)
    bare = {id(r) for r in returns} | alias_values
    changes = []
    for stmt in ast.walk(fn):
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and isinstance(stmt.value.func, ast.Attribute):
            attr, target = stmt.value.func.attr, stmt.value.func.value
            if attr in _REWRITE | _GROW and isinstance(target, ast.Name):
                changes.append((stmt.lineno, target.id, attr in _REWRITE))
                bare.add(id(target))
        elif isinstance(stmt, (ast.Assign, ast.AugAssign, ast.Delete)):
            ts = stmt.targets if isinstance(stmt, (ast.Assign, ast.Delete)) else [stmt.target]
            for t in ts:
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name):
                    changes.append((stmt.lineno, t.value.id, isinstance(stmt, ast.Delete)))
                    bare.add(id(t.value))
    read = {root_of[n.id] for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in root_of and id(n) not in bare}
    for line, name, rewrites in sorted(changes):
        root = root_of.get(name)
        if root in returned and (rewrites or root in read):
            return line
    return None


_IN_PLACE = {"append", "extend", "insert", "remove", "pop", "popitem", "clear", "update", "setdefault", "add", "discard", "sort", "reverse"}


def _changes_then_raises(fn):
    """The line of the first state write of `fn`'s own body that comes before one of its raises, or None."""
    own = []

    def walk(node):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                continue
            own.append(child)
            walk(child)
    walk(fn)
    raises = [n.lineno for n in own if isinstance(n, ast.Raise)]
    if not raises:
        return None
    writes = []
    for n in own:
        if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = n.targets if isinstance(n, (ast.Assign, ast.Delete)) else [n.target]
            if any(isinstance(t, (ast.Attribute, ast.Subscript)) for t in targets):
                writes.append(n.lineno)
        elif isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Attribute) and n.value.func.attr in _IN_PLACE:
            writes.append(n.lineno)
    first = min(writes, default=None)
    return first if first is not None and first < max(raises) else None


def changes_then_raises(root, spec):
    rel, cls = spec.split("::", 1)
    try:
        with open(os.path.join(root, rel), encoding="utf-8") as fh:
            tree = ast.parse(fh.read())
    except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
        return []
    out = []
    for qual, node in functions(tree):
        if qual.rsplit(".", 1)[0] != cls or "<locals>" in qual:
            continue
        line = _changes_then_raises(node)
        if line is not None:
            out.append({"file": rel, "entity": qual, "line": line})
    return out


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--stmt")
    ap.add_argument("--fragment")
    ap.add_argument("--method")
    ap.add_argument("--like", help="with --method: the removed call (``xs.sort()``); a sibling's call counts where it sorts a parameter of the same name, or passes the same keywords (``key=``)")
    ap.add_argument("--returns-mutated", action="store_true", help="functions changing a parameter in place and returning it")
    ap.add_argument("--changes-then-raises", metavar="FILE::CLASS", help="methods of CLASS that write state before one of their raises")
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("--max-files", type=int, default=3000)
    opts = ap.parse_args(argv)
    if opts.changes_then_raises:
        found = [x for x in changes_then_raises(os.path.realpath(os.getcwd()), opts.changes_then_raises) if f"{x['file']}::{x['entity']}" not in opts.exclude]
        print(json.dumps({"siblings": found[:20]}))
        return
    if not opts.stmt and not opts.fragment and not opts.method and not opts.returns_mutated:
        ap.error("--stmt, --fragment, --method or --returns-mutated is required")
    want = norm(opts.stmt or opts.fragment or ("." + opts.method + "(" if opts.method else "return"))
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
                if opts.returns_mutated:
                    line = _returns_mutated(node)
                    if line is not None and _owner(tree, line, qual) == qual:
                        found.append({"file": rel, "entity": qual, "line": line})
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
