"""Numeric module constants a change moves, with every function that reads them and how each one
uses them (for the constant-shift attack, activities/fuzz.ts; issue 10 item 2).

Moving a limit (`MASTER_RATING = 2400` -> `2399`) changes every reader at once. Where the readers
use the limit alike (`late < GRACE_DAYS` in two functions), one fix reaches them all; where they
use it differently (`rating > MASTER_RATING` in k_factor, `rating >= MASTER_RATING` in band), the
move fixes one boundary by breaking another: an overfit a comparison operator should have made.
Each use is described by where the constant itself falls:

* ``cmp:low`` — a comparison that puts the constant on the lower side (`x > C`, `x <= C`,
  `C < x`, `C >= x`): the boundary lies between C and the next value up;
* ``cmp:high`` — the constant on the upper side (`x >= C`, `x < C`): between C and the value below;
* ``cmp:eq`` — `==`, `!=`, `in`; ``arith:<Op>`` — an operand of arithmetic (`due + GRACE`);
  ``arg:<callee>`` — an argument of a call (`timedelta(days=GRACE)`); ``value`` — anything else.

Parses, never imports."""
import ast
import operator

_BIN = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
        ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow}
# with the constant on the right of `x OP C`: which side of the boundary C itself is on
_SIDE = {ast.Gt: "low", ast.LtE: "low", ast.GtE: "high", ast.Lt: "high"}
_FLIP = {ast.Gt: ast.Lt, ast.Lt: ast.Gt, ast.GtE: ast.LtE, ast.LtE: ast.GtE}
MAX_READERS = 12


def number(node):
    """The value of a numeric expression of literals (`2400`, `9 * 60`, `-0.5`), or None."""
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = number(node.operand)
        return None if v is None else (-v if isinstance(node.op, ast.USub) else v)
    if isinstance(node, ast.BinOp) and type(node.op) in _BIN:
        a, b = number(node.left), number(node.right)
        if a is None or b is None:
            return None
        try:
            v = _BIN[type(node.op)](a, b)
        except (ArithmeticError, ValueError, OverflowError):
            return None
        return v if type(v) in (int, float) and abs(v) < 1e15 else None
    return None


def numeric_constants(tree):
    """{name: value} of the module-level `NAME = <number>` assignments (annotated ones too)."""
    out = {}
    for n in tree.body:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            v = number(n.value)
            if v is not None:
                out[n.targets[0].id] = v
        elif isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and n.value is not None:
            v = number(n.value)
            if v is not None:
                out[n.target.id] = v
    return out


def _parents(root):
    out = {}
    for p in ast.walk(root):
        for c in ast.iter_child_nodes(p):
            out[c] = p
    return out


def use_of(node, parent):
    """How the read `node` uses the constant, as the module docstring spells it."""
    if isinstance(parent, ast.Compare) and len(parent.ops) == 1:
        op = type(parent.ops[0])
        on_right = parent.comparators[0] is node
        if not on_right:
            op = _FLIP.get(op, op)
        if op in _SIDE:
            return "cmp:" + _SIDE[op]
        return "cmp:eq"
    if isinstance(parent, ast.BinOp):
        return "arith:" + type(parent.op).__name__
    if isinstance(parent, ast.keyword):
        return "arg:" + parent.arg if parent.arg else "value"
    if isinstance(parent, ast.Call) and node in parent.args:
        f = parent.func
        return "arg:" + (f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else "?")
    return "value"


def readers_with_uses(tree, file, reads):
    """[{file, entity, name, uses}] of the functions of `tree` that read a constant; `reads(node)`
    gives the constant's name for a node that reads one, else None."""
    out = []

    def visit(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                parents = _parents(node)
                uses = {}
                for n in ast.walk(node):
                    name = reads(n)
                    if name:
                        uses.setdefault(name, set()).add(use_of(n, parents.get(n)))
                for name, u in sorted(uses.items()):
                    out.append({"file": file, "entity": prefix + node.name, "name": name, "uses": sorted(u)})
            elif isinstance(node, ast.ClassDef):
                visit(node.body, prefix + node.name + ".")
    visit(tree.body, "")
    return out


def changed_constants(t_old, t_new, rel, cand_root, importers):
    """[{name, before, after, readers}] for each numeric module constant of `rel` whose value the
    change moves; readers in this module and in the modules that import it (`importers`, from
    analyze_change)."""
    old, new = numeric_constants(t_old), numeric_constants(t_new)
    moved = {k: (old[k], new[k]) for k in sorted(set(old) & set(new)) if old[k] != new[k]}
    if not moved:
        return []
    local = lambda n: n.id if isinstance(n, ast.Name) and n.id in moved and isinstance(n.ctx, ast.Load) else None
    readers = readers_with_uses(t_new, rel, local)
    for other, tree, reads in importers(cand_root, rel, set(moved)):
        readers += readers_with_uses(tree, other, reads)
    return [{"name": k, "before": b, "after": a, "readers": [r for r in readers if r["name"] == k][:MAX_READERS]}
            for k, (b, a) in moved.items()]
