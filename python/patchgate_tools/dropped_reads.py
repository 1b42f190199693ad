"""Inputs a changed function stops reading: the static half of the dropped-input attack (issue 10
items 2-3; run inside the sandbox as part of analyze_change, parses, never imports).

A fix changes how a function uses its inputs; it rarely stops using one. A candidate that makes
a visible test pass by writing the tested value where a parameter or a receiver field stood
(`held <= limit` -> `held < 2`, `held > self.max_plots` -> `held >= 2`, `e - base >= threshold`
-> `e > base`) stops reading that input: the function's result no longer depends on it. This module
lists, per function present before and after the change, the parameters and `self.<field>`s the
pre-edit body reads and the candidate's body does not. It decides nothing: the attack varies each
such input on recorded calls and reports it only where the pre-edit's behaviour moves with it and
the candidate's does not (activities/fuzz.ts, domain/behaviour/droppedInput.ts).
"""
import ast


def functions(tree):
    """{qualified name: (node, in a class?)} of the functions and methods of a module."""
    out = {}

    def visit(body, prefix, in_class):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out[prefix + node.name] = (node, in_class)
            elif isinstance(node, ast.ClassDef):
                visit(node.body, prefix + node.name + ".", True)
    visit(tree.body, "", False)
    return out


def _receiver(fn, in_class):
    """The name of a method's receiver (`self`), or None for a function or a static method."""
    if not in_class or any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in fn.decorator_list):
        return None
    pos = fn.args.posonlyargs + fn.args.args
    return pos[0].arg if pos else None


def _params(fn):
    return [a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs]


def reads(fn, in_class):
    """(parameters read, receiver fields read: `self.x`, `self.book.limit` as "x", "book.limit") by the body of `fn`; an augmented assignment
    (`self.n += 1`) reads its target too."""
    me = _receiver(fn, in_class)
    params = set(_params(fn)) - {me}
    names, fields = set(), set()
    # `self._cond.notify()` reads a method, not data: only `_cond` counts
    called = {id(n.func) for stmt in fn.body for n in ast.walk(stmt) if isinstance(n, ast.Call)}
    for stmt in fn.body:
        for node in ast.walk(stmt):
            loads = isinstance(getattr(node, "ctx", None), ast.Load)
            if isinstance(node, ast.AugAssign):
                target = node.target
                if isinstance(target, ast.Name) and target.id in params:
                    names.add(target.id)
                elif isinstance(target, ast.Attribute) and me and _chain(target, me):
                    fields.add(_chain(target, me))
            if isinstance(node, ast.Name) and loads and node.id in params:
                names.add(node.id)
            elif isinstance(node, ast.Attribute) and loads and me and id(node) not in called:
                chain = _chain(node, me)
                if chain:
                    fields.add(chain)
    return names, fields


def _chain(node, me, depth=3):
    """`self.book.max_plots` -> "book.max_plots": a field reached from the receiver through plain
    attributes (no call, no subscript), up to `depth` steps; None otherwise."""
    parts = []
    while isinstance(node, ast.Attribute) and len(parts) < depth:
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id == me:
        return ".".join(reversed(parts))
    return None


def _uses_whole(fn, in_class, name):
    """Whether the body hands `name` on whole (`check(self)`, `f(**kw)`, `vars(self)`): the
    fields may then be read elsewhere, where this module does not look."""
    for node in ast.walk(fn):
        if isinstance(node, ast.Call):
            for a in list(node.args) + [k.value for k in node.keywords]:
                if isinstance(a, ast.Name) and a.id == name:
                    return True
                if isinstance(a, ast.Starred) and isinstance(a.value, ast.Name) and a.value.id == name:
                    return True
    return False


def dropped_reads(t_old, t_new, limit=8):
    """[{"entity", "name", "kind": "param" | "field"}] for every function in both trees whose
    candidate body no longer reads a parameter it still declares, or a receiver field (`self.x`)
    its pre-edit body read. Fields are not listed for a method that hands its receiver on whole
    (`check(self)`); a field read through another method (`self.limit_for(m)`) is listed, and
    execution clears it."""
    old, new = functions(t_old), functions(t_new)
    out = []
    for name in sorted(set(old) & set(new)):
        (a, a_cls), (b, b_cls) = old[name], new[name]
        if ast.dump(a) == ast.dump(b):
            continue
        a_names, a_fields = reads(a, a_cls)
        b_names, b_fields = reads(b, b_cls)
        still = set(_params(b))
        for p in sorted(a_names - b_names):
            if p in still:
                out.append({"entity": name, "name": p, "kind": "param"})
        me = _receiver(b, b_cls)
        if me and not _uses_whole(b, b_cls, me):
            for f in sorted(a_fields - b_fields):
                out.append({"entity": name, "name": f, "kind": "field"})
    return out[:limit]
