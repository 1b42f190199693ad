"""The candidate's own edit, applied to the code it left alone (run inside the sandbox on a copy
of the candidate tree; parses, never imports).

Usage: python -m patchgate_tools.transplant --changes CHANGES.json --out DIR [--max-files 3000]

A partial fix repairs the reported instance and leaves the same flaw in a sibling: it changes
``parcel.weight_kg >= MAX_WEIGHT_KG`` to ``>`` and leaves ``parcel.longest_side >= MAX_LENGTH_CM``
two lines below, or widens one of two identical regular expressions (issue 10 item 2, "partial
fix"). The sibling's flaw has the same code as the reported one's, with other names. This tool
reads each changed line pair of CHANGES (``{"files": [{"path", "before", "after"}]}``, the
pre-edit and candidate text of every changed Python file), takes the smallest expression that
holds the whole edit on that line, and looks through the repository's own (non-test) Python files
for unchanged expressions of the same structure up to a consistent renaming of names and
attributes. Each one found is rewritten the way the candidate rewrote its model (the names
renamed alike), and the rewritten files are written under DIR/all/ at their relative paths (the
"completed" candidate, which the attack runs beside the candidate itself) and under DIR/<id>/ with
that one rewrite alone.

A string edit (a regular expression, a format) is carried over where another string holds the
edited part of the old one.

Prints {"transplants": [{"id", "file", "line", "entity", "old", "new", "model": {"file", "line"}}],
"aims": {"numbers": [...], "strings": [...]}, "files": [...]}: ``aims`` are the constant values
the siblings' expressions name (module-level constants resolved statically, literals), the
inputs at which a sibling's flaw shows.
"""
import argparse
import ast
import difflib
import json
import os
import re

_TEST = re.compile(r"(^|/)(tests?/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)")
_SKIP_DIRS = {".git", "__pycache__", "node_modules", ".tox", ".venv", "venv", "build", "dist", ".eggs"}
#: an edit of fewer nodes than this (a bare name, a number) has too many look-alikes to mean anything
_MIN_NODES = 3
_MAX_MODELS = 6
_MAX_TRANSPLANTS = 8


def _nodes(node):
    return sum(1 for _ in ast.walk(node))


def _parents(tree):
    out = {}
    for p in ast.walk(tree):
        for c in ast.iter_child_nodes(p):
            out[c] = p
    return out


def _owner(tree, lineno):
    """The qualified name of the innermost function or class holding line `lineno`."""
    best = ""

    def visit(body, prefix):
        nonlocal best
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                end = node.end_lineno or node.lineno
                if node.lineno <= lineno <= end:
                    sep = "." if isinstance(node, ast.ClassDef) else ".<locals>."
                    best = prefix + node.name
                    visit(node.body, best + sep)
    visit(tree.body, "")
    return best


def _one_line_exprs(tree, lineno):
    return [n for n in ast.walk(tree) if isinstance(n, ast.expr) and getattr(n, "lineno", None) == lineno and n.end_lineno == lineno]


def _string_windows(old, new):
    """[(W, W')]: the edited part of string `old` with up to 4 characters of context on each side,
    widest first, and what the candidate made of it; empty when the edit is too small to be
    recognised elsewhere (fewer than 4 characters)."""
    sm = difflib.SequenceMatcher(None, old, new, autojunk=False)
    ops = [op for op in sm.get_opcodes() if op[0] != "equal"]
    if not ops:
        return []
    a1, a2 = ops[0][1], ops[-1][2]
    b1, b2 = ops[0][3], ops[-1][4]
    out = []
    for left in range(min(4, a1), -1, -1):
        for right in range(min(4, len(old) - a2), -1, -1):
            w = old[a1 - left:a2 + right]
            if len(w) >= 4:
                out.append((left + right, w, new[b1 - left:b2 + right]))
    return [(w, n) for _, w, n in sorted(out, key=lambda x: -x[0])]


def models_of(before, after):
    """The candidate's edits as (old expression, new expression, old line, kind) per changed line pair."""
    try:
        old_tree, new_tree = ast.parse(before), ast.parse(after)
    except (SyntaxError, ValueError):
        return []
    del new_tree
    a, b = before.splitlines(), after.splitlines()
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "replace":
            continue
        olds, news = list(range(i1, i2)), list(range(j1, j2))
        if len(olds) == len(news):
            pairs = list(zip(olds, news))
        else:
            pairs = []
            for i in olds:
                best = max(news, key=lambda j: difflib.SequenceMatcher(None, a[i], b[j]).ratio())
                if difflib.SequenceMatcher(None, a[i], b[best]).ratio() >= 0.6:
                    pairs.append((i, best))
        for i, j in pairs:
            lo, ln = a[i], b[j]
            if lo.strip() == ln.strip():
                continue
            p = 0
            while p < min(len(lo), len(ln)) and lo[p] == ln[p]:
                p += 1
            s = 0
            while s < min(len(lo), len(ln)) - p and lo[len(lo) - 1 - s] == ln[len(ln) - 1 - s]:
                s += 1
            end = len(lo) - s
            # the smallest expression of the old line holding the whole edit whose counterpart parses
            holders = [n for n in _one_line_exprs(old_tree, i + 1) if n.col_offset <= p and n.end_col_offset >= end]
            for node in sorted(holders, key=lambda n: n.end_col_offset - n.col_offset):
                new_text = ln[node.col_offset:len(ln) - (len(lo) - node.end_col_offset)]
                try:
                    new_expr = ast.parse(new_text.strip(), mode="eval").body
                except SyntaxError:
                    continue
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and isinstance(new_expr, ast.Constant) and isinstance(new_expr.value, str):
                    wins = _string_windows(node.value, new_expr.value)
                    if wins:
                        out.append({"kind": "string", "windows": wins, "line": i + 1, "node": node})
                    break
                if _nodes(node) < _MIN_NODES:
                    continue
                out.append({"kind": "expr", "old": node, "new": new_expr, "line": i + 1, "node": node})
                break
    return out


def match(pattern, node, names):
    """True when `node` has the structure of `pattern` with names and attributes renamed
    consistently (both ways); `names` collects the renaming."""
    if type(pattern) is not type(node):
        return False
    if isinstance(pattern, ast.Call):
        # what is called is the operation, never renamed: `topic.startswith(grant)` is a sibling of
        # `prefix.startswith(grant)`, not of `self.unsubscribe(sub)`
        f, g = pattern.func, node.func
        if type(f) is not type(g):
            return False
        if isinstance(f, ast.Name) and f.id != g.id:
            return False
        if isinstance(f, ast.Attribute) and (f.attr != g.attr or not match(f.value, g.value, names)):
            return False
        if not isinstance(f, (ast.Name, ast.Attribute)) and not match(f, g, names):
            return False
        return _match_fields(pattern, node, names, skip=("func",))
    if isinstance(pattern, ast.Name):
        return _bind(names, ("n", pattern.id), ("n", node.id))
    if isinstance(pattern, ast.Attribute):
        return _bind(names, ("a", pattern.attr), ("a", node.attr)) and match(pattern.value, node.value, names)
    if isinstance(pattern, ast.Constant):
        # numbers are data like names: `minutes > 6 * 60` is a sibling of `minutes > 9 * 60`
        # (bound consistently, both ways); strings and other constants must be equal
        if type(pattern.value) in (int, float) and type(node.value) is type(pattern.value):
            return pattern.value == node.value or _bind(names, ("c", repr(pattern.value)), ("c", repr(node.value)))
        return type(pattern.value) is type(node.value) and pattern.value == node.value
    return _match_fields(pattern, node, names)


def _match_fields(pattern, node, names, skip=()):
    for field in pattern._fields:
        if field in ("ctx", "type_comment", "kind") or field in skip:
            continue
        x, y = getattr(pattern, field, None), getattr(node, field, None)
        if isinstance(x, list):
            if not isinstance(y, list) or len(x) != len(y):
                return False
            for u, v in zip(x, y):
                if isinstance(u, ast.AST):
                    if not match(u, v, names):
                        return False
                elif u != v:
                    return False
        elif isinstance(x, ast.AST):
            if not isinstance(y, ast.AST) or not match(x, y, names):
                return False
        elif x != y:
            return False
    return True


def _bind(names, a, b):
    fwd = names.setdefault("fwd", {})
    back = names.setdefault("back", {})
    if fwd.get(a, b) != b or back.get(b, a) != a:
        return False
    fwd[a], back[b] = b, a
    return True


class _Rename(ast.NodeTransformer):
    def __init__(self, fwd):
        self.fwd = fwd

    def visit_Name(self, node):
        return ast.copy_location(ast.Name(id=self.fwd.get(("n", node.id), ("n", node.id))[1], ctx=node.ctx), node)

    def visit_Attribute(self, node):
        self.generic_visit(node)
        node.attr = self.fwd.get(("a", node.attr), ("a", node.attr))[1]
        return node

    def visit_Constant(self, node):
        key = ("c", repr(node.value))
        if type(node.value) in (int, float) and key in self.fwd:
            return ast.copy_location(ast.Constant(value=ast.literal_eval(self.fwd[key][1])), node)
        return node


def _functions(tree):
    out = []

    def visit(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.append((prefix + node.name, node))
            elif isinstance(node, ast.ClassDef):
                visit(node.body, prefix + node.name + ".")
    visit(tree.body, "")
    return out


def _readers(tree, node, owner):
    """The functions through which a sibling runs: its own function, or, for a module-level
    assignment (a compiled pattern, a table), the functions of the module that read the name."""
    fns = _functions(tree)
    if owner and any(q == owner for q, _ in fns):
        return [owner]
    assigned = set()
    for stmt in tree.body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.lineno <= node.lineno <= (stmt.end_lineno or stmt.lineno):
            for t in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]):
                if isinstance(t, ast.Name):
                    assigned.add(t.id)
    return [q for q, fn in fns if any(isinstance(n, ast.Name) and n.id in assigned for n in ast.walk(fn))][:6]


def _module_constants(tree):
    """Module-level NAME = <number or string literal> (the limits a condition names)."""
    out = {}
    for stmt in tree.body:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, ast.AnnAssign) and stmt.value is not None else []
        value = getattr(stmt, "value", None)
        for t in targets:
            if isinstance(t, ast.Name):
                try:
                    v = ast.literal_eval(value)
                except Exception:
                    continue
                if isinstance(v, (int, float, str)) and not isinstance(v, bool):
                    out[t.id] = v
    return out


def _number_of(n, consts):
    """The value of a numeric expression of literals and module constants (`9 * 60`), or None."""
    if isinstance(n, ast.Constant) and type(n.value) in (int, float):
        return n.value
    if isinstance(n, ast.Name) and type(consts.get(n.id)) in (int, float):
        return consts[n.id]
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
        v = _number_of(n.operand, consts)
        return -v if v is not None else None
    if isinstance(n, ast.BinOp) and isinstance(n.op, (ast.Add, ast.Sub, ast.Mult)):
        a, b = _number_of(n.left, consts), _number_of(n.right, consts)
        if a is None or b is None:
            return None
        return a + b if isinstance(n.op, ast.Add) else a - b if isinstance(n.op, ast.Sub) else a * b
    return None


def _aims(node, consts, numbers, strings):
    for n in ast.walk(node):
        if isinstance(n, ast.BinOp):
            v = _number_of(n, consts)
            if v is not None and abs(v) < 1e12:
                numbers.add(v)
            continue
        v = None
        if isinstance(n, ast.Constant) and not isinstance(n.value, bool):
            v = n.value
        elif isinstance(n, ast.Name) and n.id in consts:
            v = consts[n.id]
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            numbers.add(v)
        elif isinstance(v, str) and 0 < len(v) <= 60:
            strings.add(v)


def _source_files(root, max_files):
    seen = 0
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if not name.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), root)
            if _TEST.search(rel):
                continue
            seen += 1
            if seen > max_files:
                return
            yield rel


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--changes", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-files", type=int, default=3000)
    opts = ap.parse_args(argv)
    with open(opts.changes, encoding="utf-8") as fh:
        changes = json.load(fh)["files"]
    root = os.path.realpath(os.getcwd())
    models = []
    changed_lines = {}
    for f in changes:
        if not f["path"].endswith(".py") or f.get("before") is None or f.get("after") is None:
            continue
        for m in models_of(f["before"], f["after"]):
            m["file"] = f["path"]
            models.append(m)
        # the candidate's lines that are its own edit: never a sibling
        a, b = f["before"].splitlines(), f["after"].splitlines()
        own = set()
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
            if tag != "equal":
                own.update(range(j1 + 1, j2 + 1))
        changed_lines[f["path"]] = own
    models = models[:_MAX_MODELS]
    transplants, numbers, strings, written = [], set(), set(), []
    if models:
        for rel in _source_files(root, opts.max_files):
            try:
                with open(os.path.join(root, rel), encoding="utf-8") as fh:
                    src = fh.read()
                tree = ast.parse(src)
            except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
                continue
            lines = src.splitlines()
            parents = _parents(tree)
            consts = _module_constants(tree)
            edits = []  # (line, col, end, text)
            own = changed_lines.get(rel, set())
            for node in ast.walk(tree):
                if not isinstance(node, ast.expr) or getattr(node, "lineno", None) != node.end_lineno or node.lineno in own:
                    continue
                for m in models:
                    if m["kind"] == "string":
                        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                            continue
                        win = next(((w, n) for w, n in m["windows"] if w in node.value), None)
                        if win is None:
                            continue
                        new_text = repr(node.value.replace(win[0], win[1]))
                    else:
                        names = {}
                        if not match(m["old"], node, names):
                            continue
                        new_node = _Rename(names.get("fwd", {})).visit(ast.parse(ast.unparse(m["new"]), mode="eval").body)
                        new_text = ast.unparse(new_node)
                        if isinstance(parents.get(node), ast.expr):
                            new_text = f"({new_text})"
                    old_text = lines[node.lineno - 1][node.col_offset:node.end_col_offset]
                    if any(e[0] == node.lineno and e[1] < node.end_col_offset and node.col_offset < e[2] for e in edits):
                        continue  # inside an expression already rewritten
                    edits.append((node.lineno, node.col_offset, node.end_col_offset, new_text, len(transplants)))
                    if m["kind"] == "expr":
                        _aims(node, consts, numbers, strings)
                    owner = _owner(tree, node.lineno)
                    transplants.append({"id": len(transplants), "file": rel, "line": node.lineno, "entity": owner, "old": old_text, "new": new_text,
                                        "model": {"file": m["file"], "line": m["line"]}, "callers": _readers(tree, node, owner)})
                    break
                if len(transplants) >= _MAX_TRANSPLANTS:
                    break
            if edits:
                def apply(chosen):
                    out_lines = list(lines)
                    for lineno, col, end, text, _ in sorted(chosen, key=lambda e: (e[0], -e[1])):
                        line = out_lines[lineno - 1]
                        out_lines[lineno - 1] = line[:col] + text + line[end:]
                    return "\n".join(out_lines) + ("\n" if src.endswith("\n") else "")

                def write(sub, text):
                    dst = os.path.join(opts.out, sub, rel)
                    os.makedirs(os.path.dirname(dst), exist_ok=True)
                    with open(dst, "w", encoding="utf-8") as fh:
                        fh.write(text)

                new_src = apply(edits)
                try:
                    ast.parse(new_src)
                except SyntaxError:
                    transplants = [t for t in transplants if t["file"] != rel]
                    continue
                # every rewrite together, and each one alone (to tell which sibling a difference is in)
                write("all", new_src)
                for e in edits:
                    write(str(e[4]), apply([e]))
                written.append(rel)
            if len(transplants) >= _MAX_TRANSPLANTS:
                break
    print(json.dumps({"transplants": transplants, "files": written, "models": len(models),
                      "aims": {"numbers": sorted(numbers)[:12], "strings": sorted(strings)[:12]}}))


if __name__ == "__main__":
    main()
