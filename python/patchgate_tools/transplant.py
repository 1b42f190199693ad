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
edited part of the old one. A bound whose inclusivity changed (`>=` made `>`) is carried over to
its mirror too (`<=` made `<`: the other end of the same range) and to its negation (`held > limit`
made `>=` carries to `held <= limit` made `<`: the same bound tested from the other side), a comparison to its spelling
with the operands swapped (`expires <= now` for `now >= expires`), and an added equality special
case of an unchanged strict bound (`if minutes == 6 * 60: return 30` before
`if minutes > 6 * 60: return 30`) counts as that bound made inclusive. A rewritten call
(``int(E)`` made ``round_half_up(E)``, or a helper's call replaced by its corrected logic) is
carried over to the other calls of the same function, whatever their arguments.

Prints {"transplants": [{"id", "file", "line", "entity", "old", "new", "model": {"file", "line"}}],
"aims": {"numbers": [...], "strings": [...]}, "files": [...]}: ``aims`` are the constant values
the siblings' expressions name (module-level constants resolved statically, literals), the
inputs at which a sibling's flaw shows.
"""
import argparse
import ast
import builtins
import difflib
import io
import json
import os
import re
import tokenize
from decimal import Decimal

from .transplant_filter import filter_models, filter_sites, function_pairs

_TEST = re.compile(r"(^|/)(tests?/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)")
_SKIP_DIRS = {".git", "__pycache__", "node_modules", ".tox", ".venv", "venv", "build", "dist", ".eggs"}
#: an edit of fewer nodes than this (a bare name, a number) has too many look-alikes to mean anything
_MIN_NODES = 3
_MAX_MODELS = 6
_MAX_TRANSPLANTS = 8
#: builtins that take a value as the same quantity (its magnitude, its number)
_SAME_QUANTITY = ("abs", "float", "int")
#: runs of statements carried over, beside the expressions
_MAX_BLOCK_TRANSPLANTS = 4
#: listings given the filter the candidate added to one of them
_MAX_FILTER_TRANSPLANTS = 3
#: the fewest nodes of a statement an inserted check is anchored by (`self._check(user, "x", s.site)`)
_MIN_ANCHOR_NODES = 6


def _nodes(node):
    return sum(1 for _ in ast.walk(node))


def _parents(tree):
    out = {}
    for p in ast.walk(tree):
        for c in ast.iter_child_nodes(p):
            out[c] = p
    return out


def _strip_not(t):
    return t.operand if isinstance(t, ast.UnaryOp) and isinstance(t.op, ast.Not) else t


def _already_guarded(new_node, node, parents):
    """True when a condition the rewrite adds (``ZERO if f.waived else ...``) already guards the
    sibling where it stands (``sum(f.amount - f.paid for f in mine if f.waived)``): that code
    treats the case apart on purpose, and the rewrite would contradict it, not complete it."""
    added = {ast.dump(_strip_not(t)) for n in ast.walk(new_node) if isinstance(n, (ast.IfExp, ast.If)) for t in [n.test]}
    added |= {ast.dump(_strip_not(v)) for n in ast.walk(new_node) if isinstance(n, ast.BoolOp) for v in n.values}
    if not added:
        return False
    guards = []
    child, p = node, parents.get(node)
    while p is not None:
        if isinstance(p, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            guards += [c for g in p.generators for c in g.ifs]
        elif isinstance(p, (ast.If, ast.While, ast.IfExp)) and child is not p.test:
            guards.append(p.test)
        elif isinstance(p, ast.BoolOp):
            guards += [v for v in p.values if v is not child]
        child, p = p, parents.get(p)
    found = set()
    for g in guards:
        for n in ast.walk(g):
            if isinstance(n, ast.expr):
                found.add(ast.dump(_strip_not(n)))
    return bool(added & found)


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


def _bound_names(tree, lineno):
    """The names a statement at `lineno` can read: the module's own, the builtins, and the
    parameters and assigned names of every function holding the line."""
    out = set(dir(builtins))
    for node in tree.body:
        for t in ast.walk(node) if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else [node]:
            if isinstance(t, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.add(t.name)
            elif isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store):
                out.add(t.id)
            elif isinstance(t, (ast.Import, ast.ImportFrom)):
                out.update((a.asname or a.name).split(".")[0] for a in t.names)
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and fn.lineno <= lineno <= (fn.end_lineno or fn.lineno):
            a = fn.args
            out.update(x.arg for x in a.posonlyargs + a.args + a.kwonlyargs)
            out.update(x.arg for x in (a.vararg, a.kwarg) if x is not None)
            for t in ast.walk(fn):
                if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store):
                    out.add(t.id)
                elif isinstance(t, ast.arg):
                    out.add(t.arg)
    return out


def _unbound(new_node, tree, lineno):
    """The names the rewrite reads that the sibling's scope does not have (the model's own
    parameter carried over to a function without it): such a rewrite is no sibling's fix."""
    bound = _bound_names(tree, lineno)
    return sorted({n.id for n in ast.walk(new_node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound)


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


def _code_part(line):
    """The line without its trailing comment: a comment added beside an edit (`<=  # the last
    day is free`) is no part of the expression the candidate rewrote."""
    try:
        for tok in tokenize.generate_tokens(io.StringIO(line).readline):
            if tok.type == tokenize.COMMENT:
                return line[:tok.start[1]].rstrip()
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return line.rstrip()


def models_of(before, after):
    """The candidate's edits as (old expression, new expression, old line, kind) per changed line pair."""
    try:
        old_tree, new_tree = ast.parse(before), ast.parse(after)
    except (SyntaxError, ValueError):
        return []
    old_parents = _parents(old_tree)
    a, b = before.splitlines(), after.splitlines()
    writes = {}  # old line (0-based) -> the targets its assignments write
    for n in ast.walk(old_tree):
        if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            writes.setdefault(n.lineno - 1, set()).update(ast.dump(t) for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))
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
        # in a rewrite that removes or adds code lines, a line writing a target another of its old
        # lines writes too (three statements made one: `total += ramp` and `if heating: total +=
        # hold` made `total += ramp + hold`): its edit is a fragment of the change, carried alone it
        # makes a sibling wrong both ways (the hold counted twice); the run of statements is the
        # model (block_models). A line writing nothing so shared (`placed.append((i + 1, r))` for
        # `place += 1; placed.append((place, r))`) is still a model of its own
        merged = sum(1 for i in olds if _code_part(a[i]).strip()) != sum(1 for j in news if _code_part(b[j]).strip())
        for i, j in pairs:
            lo, ln = _code_part(a[i]), _code_part(b[j])
            if lo.strip() == ln.strip():
                continue
            if merged and writes.get(i, set()) & set().union(*(writes.get(k, set()) for k in olds if k != i)):
                continue
            # the edited columns, in the old line's coordinates
            p, new_end = _edited_span(lo, ln)
            end = len(lo) - (len(ln) - new_end)
            # the smallest expression of the old line holding the whole edit whose counterpart parses
            holders = [n for n in _one_line_exprs(old_tree, i + 1) if n.col_offset <= p and n.end_col_offset >= end]
            for node in sorted(holders, key=lambda n: n.end_col_offset - n.col_offset):
                new_text = ln[node.col_offset:len(ln) - (len(lo) - node.end_col_offset)]
                try:
                    new_expr = ast.parse(new_text.strip(), mode="eval").body
                except SyntaxError:
                    continue
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and isinstance(new_expr, ast.Constant) and isinstance(new_expr.value, str):
                    # a string that is a statement of its own is a docstring: its wording is no behaviour
                    if isinstance(old_parents.get(node), ast.Expr):
                        break
                    wins = _string_windows(node.value, new_expr.value)
                    if wins:
                        out.append({"kind": "string", "windows": wins, "line": i + 1, "node": node})
                    break
                if _nodes(node) < _MIN_NODES:
                    continue
                # a renamed attribute (`self.get` made `self._get_locked`) is a change of what is
                # read or called, which the renaming of data names would map onto every
                # attribute (`self.venue`, `self.seats`): the call or expression holding it is the model
                if isinstance(node, (ast.Attribute, ast.Name)):
                    continue
                # arithmetic on two bare names (`base - e` wrapped as `max(0.0, base - e)`) looks like
                # every other difference of two variables in the repository: no sibling of it is one
                if isinstance(node, ast.BinOp) and isinstance(node.left, ast.Name) and isinstance(node.right, ast.Name):
                    break
                # a condition turned into its exact complement (`expires_at <= now` made `> now`)
                # with the branch's bodies moved round is the same rule written from the other
                # side, no change of it: carried to a sibling it would invert the sibling's rule
                if _complement(node, new_expr) and not _same_branch(old_tree, i + 1, new_tree, j + 1):
                    break
                out.append({"kind": "expr", "old": node, "new": new_expr, "line": i + 1, "node": node})
                call = _call_model(node, new_expr)
                if call:
                    out.append({**call, "line": i + 1, "node": node})
                for a_, b_, mirror in _compare_variants(node, new_expr):
                    # a mirror is the other end of a range (`<= minimum` beside `>= maximum`); on
                    # the very same two operands it is instead the other side of the same bound
                    # (`stitches >= need` beside the fixed `stitches <= need` made `<`): equality
                    # the fix took from one side belongs to the other, so that sibling keeps it
                    out.append({"kind": "expr", "old": a_, "new": b_, "line": i + 1, "node": node,
                                **({"not_on": _operands(node)} if mirror else {})})
                flip = _flip_of(node, new_expr)
                if flip is not None and isinstance(node.left, ast.Name):
                    # the same variable held against another limit in the same function, with the
                    # same inclusivity (`dose_mg >= d.max_single_mg` two lines below the fixed
                    # `dose_mg >= round(d.max_mg_per_kg * grams / 1000, 3)`): the rule the fix
                    # changed, whatever the limit's expression
                    out.append({"kind": "bound", "left": node.left.id, "old_op": flip[0], "new_op": flip[1],
                                "comparator": ast.dump(node.comparators[0], include_attributes=False),
                                "function": _owner(old_tree, i + 1), "line": i + 1, "node": node})
                for side, op_old, op_new in _limit_sides(node, flip):
                    # the same limit held against another value elsewhere in the file, with the
                    # same inclusivity (`pos * 100 > ep.seconds * COMPLETION_PERCENT` in a loop
                    # beside the fixed `self.position(who, ep_id) * 100 > ...`): the rule the fix
                    # changed, whatever the value's expression
                    out.append({"kind": "limit", "limit": side, "old_op": op_old, "new_op": op_new,
                                "other": _operands(node), "line": i + 1, "node": node})
                break
    out += _equality_cases(before, after)
    return out


def _limit_sides(node, flip):
    """The operands of a comparison whose inclusivity changed that are limits of their own: an
    expression of data of at least `_MIN_NODES` nodes (`ep.seconds * COMPLETION_PERCENT`, never a
    bare name or a literal, which too many comparisons share), each with the operator as seen from
    it on the right (`limit < x` is `x > limit`)."""
    if flip is None:
        return []
    out = []
    for side, swap in ((node.comparators[0], False), (node.left, True)):
        if _nodes(side) < _MIN_NODES or not any(isinstance(n, (ast.Name, ast.Attribute)) for n in ast.walk(side)):
            continue
        a, b = flip
        out.append((ast.dump(side, include_attributes=False), _MIRROR[a] if swap else a, _MIRROR[b] if swap else b))
    return out


def _limit_rewrite(m, node):
    """The rewrite of a one-operator comparison `node` that holds the model's limit with the model's
    old operator (either side; or its negation, the same bound tested from the other side), or None."""
    if not (isinstance(node, ast.Compare) and len(node.ops) == 1) or _operands(node) == m["other"]:
        return None
    op = type(node.ops[0])
    for side, swap in ((node.comparators[0], False), (node.left, True)):
        if ast.dump(side, include_attributes=False) != m["limit"]:
            continue
        seen = _MIRROR.get(op) if swap else op
        for old, new in ((m["old_op"], m["new_op"]), (_NEGATED[m["old_op"]], _NEGATED[m["new_op"]])):
            if seen is old:
                made = _MIRROR[new] if swap else new
                return ast.unparse(ast.Compare(left=node.left, ops=[made()], comparators=node.comparators))
    return None


_HOLE = "__patchgate_hole_%d__"


def _same(a, b):
    return ast.dump(a, include_attributes=False) == ast.dump(b, include_attributes=False)


def _call_model(old, new):
    """A rewritten call as a rewrite of every call of the same function, whatever its arguments:
    ``int(E)`` made ``round_half_up(E)`` (another function on the same argument), or
    ``exceeds(total, cap)`` replaced by the helper's corrected logic inlined
    (``cap is not None and total > cap``: the other callers of ``exceeds`` keep the flaw). The
    new expression becomes a template with one hole per argument, where it used that argument
    verbatim. None when the old expression is not a plain call of a named function, when the new
    one drops an argument, or when it still calls the same function (a changed argument is the
    expression model's business)."""
    if not (isinstance(old, ast.Call) and isinstance(old.func, ast.Name) and old.args and not old.keywords):
        return None
    if any(isinstance(a, ast.Starred) for a in old.args):
        return None
    if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == old.func.id for n in ast.walk(new)):
        return None
    template = ast.parse(ast.unparse(new), mode="eval").body
    used = set()

    class Holes(ast.NodeTransformer):
        def visit(self, node):
            for k, a in enumerate(old.args):
                if isinstance(node, ast.expr) and _same(node, a):
                    used.add(k)
                    return ast.Name(id=_HOLE % k, ctx=ast.Load())
            return self.generic_visit(node)
    template = Holes().visit(template)
    if used != set(range(len(old.args))):
        return None
    # a builtin (`int`) has look-alikes everywhere: only its own file's calls are siblings; a
    # repository helper's other callers, anywhere, are
    return {"kind": "call", "callee": old.func.id, "nargs": len(old.args), "template": template, "args": old.args,
            "local": old.func.id in dir(builtins)}


def _coefficient(node, consts):
    """The factor a product of constants and one unknown scales that unknown by
    (``check_percent(p) * 255 / 100`` -> 2.55, ``check_unit(f) * 255`` -> 255), None when the
    expression is not such a product (a sum, two unknowns, no unknown)."""
    def walk(n):
        if isinstance(n, ast.Constant) and type(n.value) in (int, float):
            return float(n.value), False
        if isinstance(n, ast.Name) and type(consts.get(n.id)) in (int, float):
            return float(consts[n.id]), False
        if isinstance(n, ast.BinOp) and isinstance(n.op, (ast.Mult, ast.Div)):
            a, b = walk(n.left), walk(n.right)
            if a is None or b is None or (a[1] and b[1]):
                return None
            if isinstance(n.op, ast.Mult):
                return a[0] * b[0], a[1] or b[1]
            if b[1] or b[0] == 0:
                return None
            return a[0] / b[0], a[1]
        if isinstance(n, (ast.Name, ast.Call, ast.Attribute, ast.Subscript)):
            return 1.0, True
        return None
    got = walk(node)
    return got[0] if got and got[1] and got[0] else None


def _call_ratios(model, node, consts_here):
    """sibling input / tested input for each argument both calls scale differently: the
    reproducer's values times it feed the sibling's call the value the tested call received."""
    out = []
    for a, b in zip(model["args"], node.args):
        cm, cs = _coefficient(a, model.get("consts", {})), _coefficient(b, consts_here)
        if cm and cs and cm != cs:
            out.append(format(Decimal(repr(cm)) / Decimal(repr(cs)), "f"))
    return out


def _fill(template, args):
    class Fill(ast.NodeTransformer):
        def visit_Name(self, node):
            for k, a in enumerate(args):
                if node.id == _HOLE % k:
                    return ast.parse(ast.unparse(a), mode="eval").body
            return node
    return Fill().visit(ast.parse(ast.unparse(template), mode="eval").body)


def inline_models(before, after):
    """A fixed function's old result, written out elsewhere: ``percent(part, whole)`` returned
    ``round(100 * part / whole, 1)`` and its fix rewrote that return, while ``summary`` still
    computes ``round(100 * result.turnout / eligible, 1)`` itself. For each module-level function
    whose rewritten ``return E`` names every parameter, E is a pattern with the parameters as holes
    (each bound to any expression, consistently), and a match elsewhere in the same file is
    rewritten as a call of the fixed function on the bound expressions."""
    try:
        old_tree, new_tree = ast.parse(before), ast.parse(after)
    except (SyntaxError, ValueError):
        return []
    new_fns = {n.name: n for n in new_tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    out = []
    for fn in old_tree.body:
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or fn.name not in new_fns:
            continue
        a = fn.args
        if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs or not a.args:
            continue
        params = [x.arg for x in a.args]
        new_returns = {ast.dump(r) for r in ast.walk(new_fns[fn.name]) if isinstance(r, ast.Return)}
        for r in ast.walk(fn):
            if not isinstance(r, ast.Return) or r.value is None or ast.dump(r) in new_returns or _nodes(r.value) < _MIN_NODES + 2:
                continue
            used = {n.id for n in ast.walk(r.value) if isinstance(n, ast.Name)}
            if not set(params) <= used:
                continue
            out.append({"kind": "inline", "function": fn.name, "params": params, "pattern": r.value, "line": r.lineno})
    return out[:2]


def match_holes(pattern, node, params, bound):
    """True when `node` is `pattern` with each name of `params` standing for any expression,
    the same one at each of its places; `bound` collects the expressions' text."""
    if isinstance(pattern, ast.Name) and pattern.id in params:
        if not isinstance(node, ast.expr):
            return False
        text = ast.unparse(node)
        return bound.setdefault(pattern.id, text) == text
    if type(pattern) is not type(node):
        return False
    for field in pattern._fields:
        if field in ("ctx", "type_comment", "kind"):
            continue
        x, y = getattr(pattern, field, None), getattr(node, field, None)
        if isinstance(x, list):
            if not isinstance(y, list) or len(x) != len(y):
                return False
            for u, v in zip(x, y):
                if isinstance(u, ast.AST) and not (isinstance(v, ast.AST) and match_holes(u, v, params, bound)):
                    return False
                if not isinstance(u, ast.AST) and u != v:
                    return False
        elif isinstance(x, ast.AST):
            if not isinstance(y, ast.AST) or not match_holes(x, y, params, bound):
                return False
        elif x != y:
            return False
    return True


#: a rewritten run of statements smaller than this (one assignment of a name) matches too much
_MIN_BLOCK_NODES = 10
_MAX_BLOCK_STMTS = 6


def block_models(before, after):
    """The candidate's rewrite of a run of statements, per changed function: the statements of the
    function's body between the unchanged ones it kept at both ends, before and after
    (`scaled = to_decimal(amount) / CENT; return (scaled + HALF)...` rewritten as one
    `return to_decimal(amount).quantize(CENT, ...)`). A sibling function holding the same run up to
    a renaming (`rate`, `RATE_STEP`) has the flaw the rewrite removed."""
    try:
        old_tree, new_tree = ast.parse(before), ast.parse(after)
    except (SyntaxError, ValueError):
        return []
    out = []
    for qual, fn_old, fn_new in function_pairs(old_tree, new_tree, _functions):
        a, b = fn_old.body, fn_new.body
        dump = ast.dump
        if [dump(x) for x in a] == [dump(x) for x in b]:
            continue
        lo = 0
        while lo < min(len(a), len(b)) and dump(a[lo]) == dump(b[lo]):
            lo += 1
        hi = 0
        while hi < min(len(a), len(b)) - lo and dump(a[len(a) - 1 - hi]) == dump(b[len(b) - 1 - hi]):
            hi += 1
        run_old, run_new = a[lo:len(a) - hi], b[lo:len(b) - hi]
        if not run_old and run_new and all(_is_check(x) for x in run_new):
            # a check inserted between kept statements (`if user.site != sensor.site: raise Denied`
            # after `self._check(user, "calibrate", sensor.site)`): anchored by the statement it
            # follows (or, first in the body, precedes), a sibling is that statement elsewhere
            # (`self._check(user, "retire", sensor.site)`), which the check is added beside too;
            # an anchor may be a check itself (`if not may_log_for(actor, ascent.climber): raise`,
            # the permission test of a second entry point taking the same actor)
            after_anchor = lo > 0
            anchor = a[lo - 1] if after_anchor else (a[lo] if lo < len(a) else None)
            if anchor is not None and _nodes(anchor) >= _MIN_ANCHOR_NODES and any(isinstance(x, ast.Call) for x in ast.walk(anchor)) \
                    and (_is_check(anchor) or not isinstance(anchor, (ast.If, ast.For, ast.While, ast.With, ast.Try, ast.Return))):
                out.append({"kind": "block", "old": [anchor], "new": [anchor, *run_new] if after_anchor else [*run_new, anchor], "line": anchor.lineno,
                            "function": qual, "inserted": True})
            continue
        if not run_old or not run_new or len(run_old) > _MAX_BLOCK_STMTS or sum(_nodes(x) for x in run_old) < _MIN_BLOCK_NODES:
            continue
        out.append({"kind": "block", "old": run_old, "new": run_new, "line": run_old[0].lineno, "function": qual})
        # the same rewrite seen inside the compound statements it kept the headers of (the
        # `else:` of a loop's `if` rewritten, the loop itself and the statements around it kept):
        # a sibling holding that inner run has the flaw, whatever its other lines compare
        for inner_old, inner_new in _inner_runs(a, b):
            if len(inner_old) <= _MAX_BLOCK_STMTS and sum(_nodes(x) for x in inner_old) >= _MIN_BLOCK_NODES and inner_old != run_old:
                out.append({"kind": "block", "old": inner_old, "new": inner_new, "line": inner_old[0].lineno, "function": qual, "inner": True})
    return out + _anchored_models(old_tree, new_tree)


def _guard_clause(stmt):
    """`if cond: return <constant>`: a predicate's early answer (`if page.locked: return False`)."""
    return isinstance(stmt, ast.If) and not stmt.orelse and len(stmt.body) == 1 and isinstance(stmt.body[0], ast.Return) \
        and isinstance(stmt.body[0].value, ast.Constant)


def _is_check(stmt):
    """A statement that only checks: an `if` whose body raises, an `assert`, a bare call (a
    `require(...)` whose effect is to raise), or a predicate's guard clause answering a constant."""
    if _guard_clause(stmt):
        return True
    if isinstance(stmt, ast.If):
        return not stmt.orelse and any(isinstance(x, ast.Raise) for x in stmt.body) and all(isinstance(x, (ast.Raise, ast.Expr)) for x in stmt.body)
    if isinstance(stmt, ast.Assert):
        return True
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)


_COMPOUND_FIELDS = ("body", "orelse", "finalbody")


def _header(stmt):
    """What a compound statement is apart from its bodies (a loop's target and iterable, an `if`'s
    test), for aligning two versions of a block; a simple statement is all header."""
    if isinstance(stmt, (ast.For, ast.AsyncFor)):
        return "for " + ast.dump(stmt.target) + ast.dump(stmt.iter)
    if isinstance(stmt, (ast.If, ast.While)):
        return type(stmt).__name__ + ast.dump(stmt.test)
    if isinstance(stmt, (ast.With, ast.AsyncWith)):
        return "with " + "".join(ast.dump(i) for i in stmt.items)
    if isinstance(stmt, ast.Try):
        return "try"
    return ast.dump(stmt)


def _inner_runs(a, b, depth=0):
    """[(old statements, new statements)]: the runs the candidate replaced inside compound
    statements whose headers it kept, aligned by header at every level (three deep)."""
    out = []
    if depth > 3:
        return out
    ka, kb = [_header(x) for x in a], [_header(x) for x in b]
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, ka, kb, autojunk=False).get_opcodes():
        if tag == "replace" and depth > 0:
            out.append((a[i1:i2], b[j1:j2]))
        elif tag == "equal":
            for x, y in zip(a[i1:i2], b[j1:j2]):
                if ast.dump(x) == ast.dump(y) or _header(x) == ast.dump(x):
                    continue
                for f in _COMPOUND_FIELDS:
                    xs, ys = getattr(x, f, None), getattr(y, f, None)
                    if isinstance(xs, list) and isinstance(ys, list) and xs and ys and isinstance(xs[0], ast.stmt):
                        out += _inner_runs(xs, ys, depth + 1)
    return out


def _anchored_models(old_tree, new_tree):
    """A one-statement rewrite too small to mean anything alone (``part = left`` made
    ``part = left if limit is None else min(left, limit - position)``), anchored by the unchanged
    statement before it in the same block: a sibling is that statement pair, up to renaming
    (the same loop step in ``mileage_parts`` as in ``mileage_amount``)."""
    out = []
    new_bodies = {(type(n).__name__, getattr(n, "lineno", 0), f): getattr(n, f) for n in ast.walk(new_tree) for f in ("body", "orelse", "finalbody")
                  if isinstance(getattr(n, f, None), list) and getattr(n, f) and isinstance(getattr(n, f)[0], ast.stmt)}
    # a block's twin is in the same function on the candidate: `may_edit`'s old body beside the
    # unchanged `may_delete` of as many statements is no rewrite of the candidate's
    new_owner = {k: _owner(new_tree, b[0].lineno) for k, b in new_bodies.items()}
    dump = ast.dump
    for n in ast.walk(old_tree):
        for f in ("body", "orelse", "finalbody"):
            body = getattr(n, f, None)
            if not (isinstance(body, list) and body and isinstance(body[0], ast.stmt)) or isinstance(n, ast.Module):
                continue
            # the same block on the candidate: same owner kind and a body of as many statements
            here = _owner(old_tree, body[0].lineno)
            twins = [b for (kind, ln, ff), b in new_bodies.items() if kind == type(n).__name__ and ff == f and len(b) == len(body) and new_owner[(kind, ln, ff)] == here]
            for twin in twins:
                diff = [k for k, (x, y) in enumerate(zip(body, twin)) if dump(x) != dump(y)]
                if len(diff) != 1 or diff[0] == 0:
                    continue
                k = diff[0]
                stmt_old, stmt_new, prev = body[k], twin[k], body[k - 1]
                if not isinstance(stmt_old, (ast.Assign, ast.AugAssign, ast.Return, ast.Expr)) or type(stmt_new) is not type(stmt_old):
                    continue
                if _nodes(stmt_old) >= _MIN_BLOCK_NODES or _nodes(prev) + _nodes(stmt_old) < _MIN_BLOCK_NODES:
                    continue  # a larger statement is the expression models' business
                if not any(dump(x) == dump(prev) for x in twin[:k]):
                    continue
                out.append({"kind": "block", "old": [prev, stmt_old], "new": [prev, stmt_new], "line": prev.lineno,
                            "function": None, "anchored": True})
                break
    return out[:2]


def _block_matches(model, tree):
    """(statements, names) for every run of statements of `tree` with the model's structure."""
    n = len(model["old"])
    for body in _bodies(tree):
        for k in range(len(body) - n + 1):
            window = body[k:k + n]
            names = {"pat": {x.id for p in model["old"] for x in ast.walk(p) if isinstance(x, ast.Name)}, "strings": True}
            if all(match(p, x, names) for p, x in zip(model["old"], window)):
                yield window, names


def _ratios(names, consts_model, consts_here):
    """new/old of every number the renaming maps to another (CENT 0.01 -> RATE_STEP 0.0001 gives
    0.01): the reproducer's tested values scaled by it are the sibling's analogous inputs."""
    out = []
    for (kind, x), (_, y) in names.get("fwd", {}).items():
        if kind == "n":
            vx, vy = consts_model.get(x), consts_here.get(y)
        elif kind == "c":
            vx, vy = ast.literal_eval(x), ast.literal_eval(y)
        else:
            continue
        if type(vx) in (int, float) and type(vy) in (int, float) and vx and vy and vx != vy:
            out.append(format(Decimal(repr(vy)) / Decimal(repr(vx)), "f"))
    return out


_INCLUSIVE = {ast.Gt: ast.GtE, ast.Lt: ast.LtE}
_MIRROR = {ast.Gt: ast.Lt, ast.GtE: ast.LtE, ast.Lt: ast.Gt, ast.LtE: ast.GtE}


def _flip_of(old, new):
    """(old op, new op) when `old` and `new` are one comparison of the same operands whose bound
    only changed inclusivity (`>=` to `>`, `<` to `<=`), else None."""
    if not (isinstance(old, ast.Compare) and isinstance(new, ast.Compare) and len(old.ops) == len(new.ops) == 1):
        return None
    a, b = type(old.ops[0]), type(new.ops[0])
    if {a, b} not in ({ast.Gt, ast.GtE}, {ast.Lt, ast.LtE}):
        return None
    if ast.dump(old.left) != ast.dump(new.left) or [ast.dump(c) for c in old.comparators] != [ast.dump(c) for c in new.comparators]:
        return None
    return a, b


def _mirrored(old, new):
    """The other side of a bound whose inclusivity the candidate changed: `measure >= field.maximum`
    made `>` has its mirror `measure <= field.minimum`, which a fix of "bounds are inclusive" must
    make `<` too (the mirrored pattern's names still bind to the sibling's own)."""
    flip = _flip_of(old, new)
    if flip is None:
        return None
    make = lambda op: ast.Compare(left=old.left, ops=[_MIRROR[op]()], comparators=old.comparators)
    return make(flip[0]), make(flip[1])


_NEGATED = {ast.Gt: ast.LtE, ast.GtE: ast.Lt, ast.Lt: ast.GtE, ast.LtE: ast.Gt}


def _negated(old, new):
    """The same bound tested from the other side: `held > limit` made `>=` (equality now refused)
    has its negation `held <= limit` (may take another), which the same rule must make `<`."""
    flip = _flip_of(old, new)
    if flip is None:
        return None
    make = lambda op: ast.Compare(left=old.left, ops=[_NEGATED[op]()], comparators=old.comparators)
    return make(flip[0]), make(flip[1])


_COMPLEMENT = {**_NEGATED, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


def _complement(old, new):
    """Whether `new` is the exact logical complement of the comparison `old` on the same operands
    (`a <= b` and `a > b`, `x in s` and `x not in s`, or `not (a <= b)`)."""
    if isinstance(new, ast.UnaryOp) and isinstance(new.op, ast.Not):
        return _same(old, new.operand)
    if isinstance(old, ast.UnaryOp) and isinstance(old.op, ast.Not):
        return _same(old.operand, new)
    if not (isinstance(old, ast.Compare) and isinstance(new, ast.Compare) and len(old.ops) == len(new.ops) == 1):
        return False
    flipped = _COMPLEMENT.get(type(old.ops[0]))
    return flipped is not None and isinstance(new.ops[0], flipped) and _same(old.left, new.left) and _same(old.comparators[0], new.comparators[0])


def _if_at(tree, lineno):
    """The `if` statement whose condition starts on line `lineno`, or None."""
    return next((n for n in ast.walk(tree) if isinstance(n, ast.If) and n.test.lineno == lineno), None)


def _same_branch(old_tree, old_line, new_tree, new_line):
    """Whether the `if` on the old line keeps its body under the new condition (an inverted
    condition fixed: `in banned` made `not in banned`, the same statements guarded): then a
    complement is a change of the rule. False where the bodies moved (the branch swapped round)."""
    a, b = _if_at(old_tree, old_line), _if_at(new_tree, new_line)
    if a is None or b is None:
        return False
    dump = lambda body: [ast.dump(x, include_attributes=False) for x in body]
    return dump(a.body) == dump(b.body)


def _swapped(c):
    """`a >= b` written the other way round: `b <= a` (one comparison of the four orderings)."""
    if not (isinstance(c, ast.Compare) and len(c.ops) == 1 and type(c.ops[0]) in _MIRROR):
        return None
    return ast.Compare(left=c.comparators[0], ops=[_MIRROR[type(c.ops[0])]()], comparators=[c.left])


def _compare_variants(old, new):
    """(old, new) models of the same comparison edit in the other spellings a sibling may use:
    the operands swapped (`expires <= now` for `now >= expires`), and, for a bound whose
    inclusivity changed, its mirror (the other end of a range) and its negation (the same bound
    tested from the other side), swapped too."""
    out = []
    pairs = [(old, new, False)]
    for other, mirror in ((_mirrored(old, new), True), (_negated(old, new), False)):
        if other is not None:
            out.append((*other, mirror))
            pairs.append((*other, mirror))
    for a, b, mirror in pairs:
        sa, sb = _swapped(a), _swapped(b)
        if sa is not None and sb is not None:
            out.append((sa, sb, mirror))
    return out


def _operands(c):
    """The two operands of a one-operator comparison, as an unordered pair of dumps, or None."""
    if not (isinstance(c, ast.Compare) and len(c.ops) == 1):
        return None
    return frozenset((ast.dump(c.left, include_attributes=False), ast.dump(c.comparators[0], include_attributes=False)))


def _equality_cases(before, after):
    """Models for an added equality special case of an existing strict bound.

    `if minutes == 6 * 60: return 30` added before an unchanged `if minutes > 6 * 60: return 30`
    is that bound made inclusive; the model is the bound's own rewrite (`>` to `>=`), so the
    siblings of the bound (`minutes > 9 * 60`) are completed the same way."""
    try:
        new_tree = ast.parse(after)
    except (SyntaxError, ValueError):
        return []
    a, b = before.splitlines(), after.splitlines()
    added = set()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("insert", "replace"):
            added.update(range(j1 + 1, j2 + 1))
    consts = _module_constants(new_tree)
    out = []
    for body in _bodies(new_tree):
        for k, stmt in enumerate(body):
            if not (isinstance(stmt, ast.If) and stmt.lineno in added and not stmt.orelse):
                continue
            t = stmt.test
            if not (isinstance(t, ast.Compare) and len(t.ops) == 1 and isinstance(t.ops[0], ast.Eq)):
                continue
            subject, point = t.left, t.comparators[0]
            if _number_of(point, consts) is None:
                subject, point = point, subject
            value = _number_of(point, consts)
            if value is None:
                continue
            for later in body[k + 1:]:
                lt = later.test if isinstance(later, ast.If) else None
                if lt is None or later.lineno in added or not (isinstance(lt, ast.Compare) and len(lt.ops) == 1 and type(lt.ops[0]) in _INCLUSIVE):
                    continue
                if ast.dump(lt.left) != ast.dump(subject) or _number_of(lt.comparators[0], consts) != value:
                    continue
                if [ast.dump(x) for x in later.body] != [ast.dump(x) for x in stmt.body]:
                    continue
                inclusive = ast.Compare(left=lt.left, ops=[_INCLUSIVE[type(lt.ops[0])]()], comparators=lt.comparators)
                out.append({"kind": "expr", "old": lt, "new": inclusive, "line": stmt.lineno, "node": lt, "exclude": later.lineno})
                break
    return out


def _bodies(tree):
    for n in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(n, field, None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                yield body


def _edited_span(old_line, new_line):
    """[start, end) of the new line's columns that differ from the old line (common prefix and suffix kept)."""
    p = 0
    while p < min(len(old_line), len(new_line)) and old_line[p] == new_line[p]:
        p += 1
    s = 0
    while s < min(len(old_line), len(new_line)) - p and old_line[len(old_line) - 1 - s] == new_line[len(new_line) - 1 - s]:
        s += 1
    return p, len(new_line) - s


def match(pattern, node, names):
    """True when `node` has the structure of `pattern` with names and attributes renamed
    consistently (both ways); `names` collects the renaming. A name of the pattern never maps onto
    another of its names: `rating >= MASTER` is no sibling of `MASTER >= rating` (the same two
    values, the other way round)."""
    if "pat" not in names:
        names["pat"] = {n.id for n in ast.walk(pattern) if isinstance(n, ast.Name)}
    if isinstance(pattern, ast.Name) and isinstance(node, ast.Attribute) and _dotted(node):
        # a value read from a name (`zone`) is the same data read off an object (`s.zone`, a
        # station's zone in a loop): `rider.zone == zone` and `rider.zone == s.zone` are one check
        return _bind(names, ("n", pattern.id), ("x", ast.unparse(node)))
    if isinstance(pattern, ast.Name) and isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _SAME_QUANTITY \
            and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], (ast.Name, ast.Attribute)):
        # a name is the same quantity taken as a magnitude or a number where it is read: `g` (bound
        # to `abs(grade_pct)`) in `g <= limit` and `abs(g)` in `abs(g) > limit` are one grade
        return _bind(names, ("n", pattern.id), ("x", ast.unparse(node)))
    if isinstance(pattern, ast.Attribute) and isinstance(node, ast.Name) and _dotted(pattern):
        # and the other way round: `held > self.max_plots` in a method, `held <= limit` in a helper
        # handed the same limit
        return _bind(names, ("d", ast.unparse(pattern)), ("n", node.id))
    if isinstance(pattern, (ast.Name, ast.Attribute)) and isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)) \
            and (isinstance(pattern, ast.Name) or _dotted(pattern)) and ast.unparse(node.left) == ast.unparse(pattern) \
            and not isinstance(node.right, ast.Constant):
        # the same threshold moved by another datum is a threshold of the same kind: `avg >
        # call.cutoff` and, beside it, `avg > call.cutoff - call.reserve_margin` (the reserve
        # band's floor); moved by a literal it is another comparison (`held + 1 <= limit` is
        # `held < limit` already)
        key = ("n", pattern.id) if isinstance(pattern, ast.Name) else ("d", ast.unparse(pattern))
        return _bind(names, key, ("x", ast.unparse(node)))
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
        if node.id != pattern.id and node.id in names["pat"]:
            return False
        return _bind(names, ("n", pattern.id), ("n", node.id))
    if isinstance(pattern, ast.Attribute):
        return _bind(names, ("a", pattern.attr), ("a", node.attr)) and match(pattern.value, node.value, names)
    if isinstance(pattern, ast.Constant):
        # numbers are data like names: `minutes > 6 * 60` is a sibling of `minutes > 9 * 60`
        # (bound consistently, both ways); strings and other constants must be equal
        if type(pattern.value) in (int, float) and type(node.value) is type(pattern.value):
            return pattern.value == node.value or _bind(names, ("c", repr(pattern.value)), ("c", repr(node.value)))
        # in a run of statements (never one expression, where a string is the case a check singles
        # out: `role == "admin"`), a string is data of the same role too: `require(op, "void", ...)`
        # under `if op.name != sale.by:` in one method, `require(op, "refund", ...)` in the next
        if names.get("strings") and type(pattern.value) is str and type(node.value) is str:
            return pattern.value == node.value or _bind(names, ("s", pattern.value), ("s", node.value))
        return type(pattern.value) is type(node.value) and pattern.value == node.value
    return _match_fields(pattern, node, names)


def _number_collides(old, new, fwd):
    """Whether the rewrite brings in a number that the renaming made of another one: the model's
    `divmod(seconds, 60)` made `divmod(seconds % 3600, 60)` matched on `divmod(seconds, 3600)` maps
    60 to 3600, and the brought 3600 would then stand for two things (`divmod(seconds % 3600,
    3600)`), which is no repetition of the edit."""
    images = {v[1] for k, v in fwd.items() if k[0] == "c" and k[1] != v[1]}
    walk = lambda x: [n for y in (x if isinstance(x, list) else [x]) for n in ast.walk(y)]
    olds = {repr(n.value) for n in walk(old) if isinstance(n, ast.Constant) and type(n.value) in (int, float)}
    return any(isinstance(n, ast.Constant) and type(n.value) in (int, float) and repr(n.value) in images and repr(n.value) not in olds
               for n in walk(new))


def _dotted(node):
    """`a.b.c`: an attribute chain on a plain name."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name)


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
        kind, new = self.fwd.get(("n", node.id), ("n", node.id))
        if kind == "x":
            return ast.copy_location(ast.parse(new, mode="eval").body, node)
        return ast.copy_location(ast.Name(id=new, ctx=node.ctx), node)

    def visit_Attribute(self, node):
        whole = self.fwd.get(("d", ast.unparse(node))) if _dotted(node) else None
        if whole is not None and whole[0] == "x":
            return ast.copy_location(ast.parse(whole[1], mode="eval").body, node)
        if whole is not None:
            return ast.copy_location(ast.Name(id=whole[1], ctx=node.ctx), node)
        self.generic_visit(node)
        node.attr = self.fwd.get(("a", node.attr), ("a", node.attr))[1]
        return node

    def visit_Constant(self, node):
        key = ("c", repr(node.value))
        if type(node.value) in (int, float) and key in self.fwd:
            return ast.copy_location(ast.Constant(value=ast.literal_eval(self.fwd[key][1])), node)
        if type(node.value) is str and ("s", node.value) in self.fwd:
            return ast.copy_location(ast.Constant(value=self.fwd[("s", node.value)][1]), node)
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
                    v = _decimal_literal(value)
                    if v is None:
                        continue
                if isinstance(v, (int, float, str)) and not isinstance(v, bool):
                    out[t.id] = v
    return out


def _imported_constants(tree, rel, root):
    """The module constants a file imports by name from the repository's own modules
    (``from .policy import RECEIPT_LIMIT``): a sibling's condition names them as its limits."""
    out = {}
    pkg = os.path.dirname(rel)
    for stmt in tree.body:
        if not isinstance(stmt, ast.ImportFrom) or not stmt.module and not stmt.level:
            continue
        base = pkg
        for _ in range(max(stmt.level - 1, 0)):
            base = os.path.dirname(base)
        parts = (stmt.module or "").split(".") if stmt.module else []
        here = os.path.join(base, *parts) if stmt.level else os.path.join(*parts)
        for cand in (here + ".py", os.path.join(here, "__init__.py")):
            path = os.path.join(root, cand)
            if not os.path.isfile(path) or os.path.realpath(path) == os.path.realpath(os.path.join(root, rel)):
                continue
            try:
                with open(path, encoding="utf-8") as fh:
                    theirs = _module_constants(ast.parse(fh.read()))
            except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
                break
            for alias in stmt.names:
                if alias.name in theirs:
                    out[alias.asname or alias.name] = theirs[alias.name]
            break
    return out


def _decimal_literal(node):
    """The value of `Decimal("0.01")` (or Fraction) as a float, else None: money and rate steps
    are written so."""
    if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)) and len(node.args) == 1 and not node.keywords:
        name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
        arg = node.args[0]
        if name in ("Decimal", "Fraction") and isinstance(arg, ast.Constant) and isinstance(arg.value, (str, int)) and not isinstance(arg.value, bool):
            try:
                return float(arg.value)
            except ValueError:
                return None
    return None


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



def _tokens(node):
    """The names and attribute names an expression reads as data: what it is about (never `self`,
    a builtin such as `len`, or what is called — `Fraction`, `.get` —, which any expression may use)."""
    called = {id(n.func) for n in ast.walk(node) if isinstance(n, ast.Call)}
    out = set()
    for n in ast.walk(node):
        if id(n) in called:
            continue
        if isinstance(n, ast.Name):
            out.add(n.id)
        elif isinstance(n, ast.Attribute):
            out.add(n.attr)
    return out - {"self", "cls"} - set(dir(builtins))


def _shared(model, node):
    """The data names the sibling expression reads as the edited one did (`dry_below`, `expiry`)."""
    old = model.get("node") if isinstance(model.get("node"), ast.AST) else model.get("old") if isinstance(model.get("old"), ast.AST) else None
    return sorted(_tokens(old) & _tokens(node)) if old is not None else []


def _closeness(model, node, rel):
    """How near a matched expression is to the edit it would repeat: the names and attributes both
    read (the same data compared the same way is the likeliest place of the same flaw), then the
    edit's own file."""
    shared = 1 if model.get("kind") == "inline" else len(_shared(model, node))
    return shared * 4 + (2 if rel == model.get("file") else 0)


def _expression_sites(rel, tree, parents, models, own, spans):
    """Every untouched one-line expression of a file that a model matches, with its rewrite and its
    closeness to the model (the first model that matches a node rewrites it)."""
    out = []

    def untouched(node):
        if node.lineno not in own:
            return True
        span = spans.get(node.lineno)
        if span is None or not (node.end_col_offset <= span[0] or node.col_offset >= span[1]):
            return False
        # an operand of the edited arithmetic (`WITHDRAWAL[t.product]` in the candidate's own
        # `WITHDRAWAL[t.product] - 1`) is the edit's result, not a sibling left as it was
        par = parents.get(node)
        return not (isinstance(par, (ast.BinOp, ast.UnaryOp, ast.Call, ast.Subscript)) and getattr(par, "lineno", None) == node.lineno
                    and not (par.end_col_offset <= span[0] or par.col_offset >= span[1]))
    for order, node in enumerate(ast.walk(tree)):
        if not isinstance(node, ast.expr) or getattr(node, "lineno", None) != node.end_lineno or not untouched(node):
            continue
        # an assignment target (`for i, r in ...`) is no value the edit's rewrite can stand for
        if isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del)):
            continue
        for m in models:
            brought = []
            if m["kind"] == "string":
                if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
                    continue
                win = next(((w, n) for w, n in m["windows"] if w in node.value), None)
                if win is None:
                    continue
                new_text = repr(node.value.replace(win[0], win[1]))
            elif m["kind"] == "inline":
                bound = {}
                # in the fixed function's own file (where its name is in scope), never inside it
                if rel != m["file"] or (_owner(tree, node.lineno) or "") == m["function"] or not match_holes(m["pattern"], node, m["params"], bound):
                    continue
                new_text = f"{m['function']}({', '.join(bound[p] for p in m['params'])})"
            elif m["kind"] == "bound":
                if not (rel == m["file"] and isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) is m["old_op"]
                        and isinstance(node.left, ast.Name) and node.left.id == m["left"]
                        and ast.dump(node.comparators[0], include_attributes=False) != m["comparator"]
                        and _owner(tree, node.lineno) == m["function"]):
                    continue
                new_text = ast.unparse(ast.Compare(left=node.left, ops=[m["new_op"]()], comparators=node.comparators))
                if isinstance(parents.get(node), ast.expr):
                    new_text = f"({new_text})"
            elif m["kind"] == "limit":
                if rel != m["file"]:
                    continue
                new_text = _limit_rewrite(m, node)
                if new_text is None:
                    continue
                if isinstance(parents.get(node), ast.expr):
                    new_text = f"({new_text})"
            elif m["kind"] == "call":
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == m["callee"]
                        and len(node.args) == m["nargs"] and not node.keywords
                        and not any(isinstance(a, ast.Starred) for a in node.args)):
                    continue
                if m["local"] and rel != m["file"]:
                    continue
                new_node = _fill(m["template"], node.args)
                if _unbound(new_node, tree, node.lineno) or _already_guarded(new_node, node, parents):
                    continue
                # never inside the function the rewrite calls (`int(x + 0.5)` in
                # round_half_up itself would make it call itself)
                here = (_owner(tree, node.lineno) or "").split(".")[-1]
                if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == here for n in ast.walk(new_node)):
                    continue
                new_text = ast.unparse(new_node)
                if isinstance(parents.get(node), ast.expr):
                    new_text = f"({new_text})"
            else:
                names = {}
                if m.get("not_on") is not None and _operands(node) == m["not_on"]:
                    continue
                if not match(m["old"], node, names) or _number_collides(m["old"], m["new"], names.get("fwd", {})):
                    continue
                new_node = _Rename(names.get("fwd", {})).visit(ast.parse(ast.unparse(m["new"]), mode="eval").body)
                if _unbound(new_node, tree, node.lineno) or _already_guarded(new_node, node, parents):
                    continue
                # the strings the edit brings in (`"*"` in `rider.zone in (zone, "*")`): the
                # values at which the sibling's flaw shows
                olds = {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
                brought = sorted({n.value for n in ast.walk(new_node) if isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value not in olds and 0 < len(n.value) <= 40})
                new_text = ast.unparse(new_node)
                if isinstance(parents.get(node), ast.expr):
                    new_text = f"({new_text})"
            out.append({"rel": rel, "node": node, "m": m, "new_text": new_text, "brought": brought, "score": _closeness(m, node, rel), "order": (rel, order)})
            break
    return out


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
    blocks = []
    inlines = []
    bounds = []
    filters = []
    changed_lines = {}
    changed_spans = {}
    for f in changes:
        if not f["path"].endswith(".py") or f.get("before") is None or f.get("after") is None:
            continue
        extra = set()
        try:
            model_consts = _module_constants(ast.parse(f["before"]))
        except (SyntaxError, ValueError):
            model_consts = {}
        for m in models_of(f["before"], f["after"]):
            m["file"] = f["path"]
            m["consts"] = model_consts
            (bounds if m["kind"] in ("bound", "limit") else models).append(m)
            if m.get("exclude"):
                extra.add(m["exclude"])
        for m in block_models(f["before"], f["after"]):
            m["file"] = f["path"]
            m["consts"] = model_consts
            blocks.append(m)
        for m in filter_models(f["before"], f["after"], _functions):
            m["file"] = f["path"]
            filters.append(m)
        for m in inline_models(f["before"], f["after"]):
            m["file"] = f["path"]
            m["consts"] = model_consts
            inlines.append(m)
        # the candidate's lines that are its own edit: never a sibling, except for the part of
        # a rewritten line left as it was (`days_left < 0` beside the fixed `km_left <= 0`)
        a, b = f["before"].splitlines(), f["after"].splitlines()
        own = set()
        spans = {}
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
            if tag != "equal":
                own.update(range(j1 + 1, j2 + 1))
            if tag == "replace" and i2 - i1 == j2 - j1:
                for i, j in zip(range(i1, i2), range(j1, j2)):
                    spans[j + 1] = _edited_span(_code_part(a[i]), _code_part(b[j]))
        changed_lines[f["path"]] = own | extra
        changed_spans[f["path"]] = {ln: sp for ln, sp in spans.items() if ln not in extra}
    models = models[:_MAX_MODELS] + inlines[:2] + bounds[:3]
    # the runs between a function's kept ends first, then the inner ones (a loop's rewritten branch)
    blocks = ([m for m in blocks if not m.get("inner")][:2] + [m for m in blocks if m.get("inner")])[:3]
    transplants, numbers, strings, written, ratios = [], set(), set(), [], set()
    # 1. every expression of the repository that one of the models matches, in every file, before
    # any cap: a broad model (`a < b` made `a <= b`) matches dozens of comparisons, and the ones
    # that read the same data as the edited expression (`moisture[z.name] < z.dry_below` beside
    # the fixed `moisture < zone.dry_below`) must not lose their place to the first files walked
    parsed, sites = {}, []
    if models or blocks or filters:
        for rel in _source_files(root, opts.max_files):
            try:
                with open(os.path.join(root, rel), encoding="utf-8") as fh:
                    src = fh.read()
                tree = ast.parse(src)
            except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
                continue
            parsed[rel] = (src, tree, _parents(tree))
            sites += _expression_sites(rel, tree, parsed[rel][2], models, changed_lines.get(rel, set()), changed_spans.get(rel, {}))
    # 2. the closest ones first (the most names and attributes shared with the edited expression,
    # then the edit's own file), each expression rewritten at most once
    chosen = []
    for site in sorted(sites, key=lambda x: (-x["score"], x["order"])):
        if len(chosen) >= _MAX_TRANSPLANTS:
            break
        n = site["node"]
        if any(c["rel"] == site["rel"] and c["node"].lineno == n.lineno and c["node"].col_offset < n.end_col_offset and n.col_offset < c["node"].end_col_offset for c in chosen):
            continue  # inside (or around) an expression already rewritten
        chosen.append(site)
    chosen.sort(key=lambda x: x["order"])
    # 3. per file: the chosen expression rewrites, then runs of statements rewritten like a changed
    # function's (a window holding an expression already rewritten is left to that rewrite)
    block_count = 0
    for rel, (src, tree, parents) in parsed.items():
        lines = src.splitlines()
        consts = {**_imported_constants(tree, rel, root), **_module_constants(tree)}
        edits = []  # (first line, col, end col on the last line, text, transplant id, last line)
        own = changed_lines.get(rel, set())
        for site in (x for x in chosen if x["rel"] == rel):
            node, m = site["node"], site["m"]
            strings.update(site["brought"])
            old_text = lines[node.lineno - 1][node.col_offset:node.end_col_offset]
            edits.append((node.lineno, node.col_offset, node.end_col_offset, site["new_text"], len(transplants), node.lineno))
            if m["kind"] in ("expr", "call", "inline", "limit"):
                _aims(node, consts, numbers, strings)
            if m["kind"] == "call":
                ratios.update(_call_ratios(m, node, consts))
            owner = _owner(tree, node.lineno)
            transplants.append({"id": len(transplants), "file": rel, "line": node.lineno, "entity": owner, "old": old_text, "new": site["new_text"],
                                "model": {"file": m["file"], "line": m["line"]}, "callers": _readers(tree, node, owner),
                                # an inlined copy of the fixed function's own expression is its rule on the same data by construction
                                "shared": _shared(m, node) if m["kind"] in ("expr", "bound", "limit") else [m["function"]] if m["kind"] == "inline" else [],
                                **({"literals": site["brought"]} if site["brought"] else {})})
        for m in blocks:
            if block_count >= _MAX_BLOCK_TRANSPLANTS:
                break
            for window, names in _block_matches(m, tree):
                first, last = window[0].lineno, window[-1].end_lineno or window[-1].lineno
                if any(first <= ln <= last for ln in own) or any(first <= e[0] <= last for e in edits):
                    continue
                if (_owner(tree, first) == m["function"] and rel == m["file"]) or _number_collides(m["old"], m["new"], names.get("fwd", {})):
                    continue
                indent = lines[first - 1][:len(lines[first - 1]) - len(lines[first - 1].lstrip())]
                renamer = _Rename(names.get("fwd", {}))
                new_stmts = [renamer.visit(ast.parse(ast.unparse(x)).body[0]) for x in m["new"]]
                # names the block itself binds are its own; any other must be in the sibling's scope
                own_names = {t.id for x in new_stmts for t in ast.walk(x) if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store)}
                if [n for x in new_stmts for n in _unbound(x, tree, first) if n not in own_names]:
                    continue
                text = "\n".join(indent + ln for x in new_stmts for ln in ast.unparse(x).splitlines())
                old_text = "\n".join(lines[first - 1:last])
                edits.append((first, 0, len(lines[last - 1]), text, len(transplants), last))
                for x in window:
                    _aims(x, consts, numbers, strings)
                ratios.update(_ratios(names, m["consts"], consts))
                owner = _owner(tree, first)
                transplants.append({"id": len(transplants), "file": rel, "line": first, "entity": owner, "old": old_text.strip()[:200], "new": text.strip()[:200],
                                    "model": {"file": m["file"], "line": m["line"]}, "callers": _readers(tree, window[0], owner)})
                block_count += 1
                if block_count >= _MAX_BLOCK_TRANSPLANTS:
                    break
        for m in filters[:2]:
            for node, new_node, is_stmt in filter_sites(m, tree, match, _Rename, _unbound, _owner)[:_MAX_FILTER_TRANSPLANTS]:
                first, last = node.lineno, node.end_lineno or node.lineno
                if any(first <= ln <= last for ln in own) or any(not (e[5] < first or e[0] > last) for e in edits):
                    continue
                if is_stmt:
                    indent = lines[first - 1][:len(lines[first - 1]) - len(lines[first - 1].lstrip())]
                    text = "\n".join(indent + ln for ln in ast.unparse(new_node).splitlines())
                    edits.append((first, 0, len(lines[last - 1]), text, len(transplants), last))
                else:
                    text = ast.unparse(new_node)
                    edits.append((first, node.col_offset, node.end_col_offset, text, len(transplants), last))
                owner = _owner(tree, first)
                transplants.append({"id": len(transplants), "file": rel, "line": first, "entity": owner,
                                    "old": "\n".join(lines[first - 1:last]).strip()[:200], "new": text.strip()[:200],
                                    "model": {"file": m["file"], "line": m["line"]}, "callers": _readers(tree, node, owner),
                                    "shared": sorted(_tokens(m["iter"]) & _tokens(node))})
        if edits:
            def apply(chosen):
                out_lines = list(lines)
                # bottom-up, so a block that spans several lines does not shift the ones above
                for lineno, col, end, text, _, last in sorted(chosen, key=lambda e: (-e[0], -e[1])):
                    line, tail = out_lines[lineno - 1], out_lines[last - 1]
                    out_lines[lineno - 1:last] = [line[:col] + text + tail[end:]]
                return "\n".join(out_lines) + ("\n" if src.endswith("\n") else "")

            def write(sub, text):
                dst = os.path.join(opts.out, sub, rel)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                with open(dst, "w", encoding="utf-8") as fh:
                    fh.write(text)

            def parses(text):
                try:
                    ast.parse(text)
                    return True
                except SyntaxError:
                    return False

            # a rewrite that does not parse where it stands is dropped, not the file's others
            bad = {e[4] for e in edits if not parses(apply([e]))}
            if bad:
                edits = [e for e in edits if e[4] not in bad]
                transplants = [t for t in transplants if t["id"] not in bad]
            new_src = apply(edits)
            if not edits or not parses(new_src):
                transplants = [t for t in transplants if t["file"] != rel]
                continue
            # every rewrite together, and each one alone (to tell which sibling a difference is in)
            write("all", new_src)
            for e in edits:
                write(str(e[4]), apply([e]))
            written.append(rel)
    print(json.dumps({"transplants": transplants, "files": written, "models": len(models) + len(blocks),
                      "aims": {"numbers": sorted(numbers)[:12], "strings": sorted(strings)[:12], "ratios": sorted(ratios)[:6]}}))


if __name__ == "__main__":
    main()
