"""A filter the candidate added to one listing, looked for in the listings it left alone (used by
transplant.py; parses, never imports).

A partial fix of a leak hides the item in the reported listing and leaves a sibling listing of the
same data showing it: `search()` made to keep only the episodes `may_play(listener, e)` allows,
while `by_tag()`, beside it, still returns every episode of `feed.episodes()` carrying the tag to
the same listener. The fix's edit is a condition on the element of a loop or a comprehension over
an iterable; the sibling is another loop or comprehension over an iterable of the same structure,
in a function whose scope holds every other name the condition reads (the listener), that does
not test the condition already. Its rewrite keeps only the elements the condition admits.
"""
import ast

#: a condition of fewer nodes than this (`e`, `not e`) filters nothing one could name
_MIN_COND_NODES = 4


def _conjuncts(tests):
    out = []
    for t in tests:
        if isinstance(t, ast.BoolOp) and isinstance(t.op, ast.And):
            out.extend(t.values)
        else:
            out.append(t)
    return out


def _negate(t):
    return t.operand if isinstance(t, ast.UnaryOp) and isinstance(t.op, ast.Not) else ast.UnaryOp(op=ast.Not(), operand=t)


def _loop_var(target):
    return target.id if isinstance(target, ast.Name) else None


def _added_to_loop(old, new):
    """The condition a loop now keeps its elements by: a guard wrapped round statements the old
    loop ran unguarded (`if may_play(listener, e): hits.append(e)`), or a skip added first
    (`if e.premium and not listener.subscriber: continue`); None otherwise."""
    dump = ast.dump
    old_dumps = {dump(x) for x in ast.walk(old) if isinstance(x, ast.stmt)}
    for s in ast.walk(new):
        if not isinstance(s, ast.If) or s.orelse or dump(s) in old_dumps:
            continue
        if len(s.body) == 1 and isinstance(s.body[0], ast.Continue):
            return _negate(s.test)
        if all(dump(x) in old_dumps for x in s.body):
            return s.test
    return None


def _added_to_comp(old, new):
    """The conjuncts a comprehension's single generator now adds to its old ones, as one test."""
    go, gn = old.generators[0], new.generators[0]
    before = [ast.dump(x) for x in _conjuncts(go.ifs)]
    after = _conjuncts(gn.ifs)
    if not all(b in [ast.dump(x) for x in after] for b in before):
        return None
    added = [x for x in after if ast.dump(x) not in before]
    if not added:
        return None
    return added[0] if len(added) == 1 else ast.BoolOp(op=ast.And(), values=added)


_COMPS = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)


def _comp_key(c):
    g = c.generators[0]
    elt = ast.dump(c.key) + ast.dump(c.value) if isinstance(c, ast.DictComp) else ast.dump(c.elt)
    return (type(c).__name__, elt, ast.dump(g.target), ast.dump(g.iter))


def function_pairs(old_tree, new_tree, functions):
    """(qualified name, old function, new function) for each function both trees define."""
    olds = dict(functions(old_tree))
    return [(qual, olds[qual], fn_new) for qual, fn_new in functions(new_tree) if qual in olds]


def filter_models(before, after, functions):
    """[{"kind": "filter", "cond", "var", "iter", "function", "line"}] for each loop or
    comprehension (one generator) of a changed function that kept its iterable and element and
    gained a condition on the element."""
    try:
        old_tree, new_tree = ast.parse(before), ast.parse(after)
    except (SyntaxError, ValueError):
        return []
    out = []
    for qual, fn_old, fn_new in function_pairs(old_tree, new_tree, functions):
        if ast.dump(fn_old) == ast.dump(fn_new):
            continue
        loops_old = {(ast.dump(n.target), ast.dump(n.iter)): n for n in ast.walk(fn_old) if isinstance(n, ast.For)}
        comps_old = {_comp_key(n): n for n in ast.walk(fn_old) if isinstance(n, _COMPS) and len(n.generators) == 1}
        for n in ast.walk(fn_new):
            cond, var, it = None, None, None
            if isinstance(n, ast.For) and (ast.dump(n.target), ast.dump(n.iter)) in loops_old:
                cond, var, it = _added_to_loop(loops_old[(ast.dump(n.target), ast.dump(n.iter))], n), _loop_var(n.target), n.iter
            elif isinstance(n, _COMPS) and len(n.generators) == 1 and _comp_key(n) in comps_old:
                cond, var, it = _added_to_comp(comps_old[_comp_key(n)], n), _loop_var(n.generators[0].target), n.generators[0].iter
            if cond is None or var is None or sum(1 for _ in ast.walk(cond)) < _MIN_COND_NODES:
                continue
            names = {x.id for x in ast.walk(cond) if isinstance(x, ast.Name)}
            # a condition on the element alone against the call's own data (the listener)
            if var not in names or len(names - {var}) == 0:
                continue
            out.append({"kind": "filter", "cond": cond, "var": var, "iter": it, "function": qual, "line": n.lineno})
            if len(out) >= 2:
                return out
    return out


def filter_sites(model, tree, match, rename, unbound, owner):
    """[(node, new statement or expression, is_statement)]: the loops and comprehensions of `tree`
    over an iterable of the model's structure, outside the model's function, whose scope has the
    condition's other names and which do not test it already. (transplant.py hands in its matcher,
    renamer and scope helpers: it imports this module, which cannot import them back.)"""
    out = []
    for n in sorted((x for x in ast.walk(tree) if isinstance(x, (*_COMPS, ast.For))), key=lambda x: (x.lineno, x.col_offset)):
        if isinstance(n, _COMPS) and len(n.generators) == 1:
            g = n.generators[0]
            target, it = g.target, g.iter
        elif isinstance(n, ast.For):
            target, it = n.target, n.iter
        else:
            continue
        var = _loop_var(target)
        if var is None or owner(tree, n.lineno) == model["function"]:
            continue
        names = {}
        if not match(model["iter"], it, names):
            continue
        fwd = dict(names.get("fwd", {}))
        fwd[("n", model["var"])] = ("n", var)
        cond = rename(fwd).visit(ast.parse(ast.unparse(model["cond"]), mode="eval").body)
        if unbound(cond, tree, n.lineno):
            continue
        here = {ast.dump(x) for x in ast.walk(n)}
        if ast.dump(cond) in here or ast.dump(_negate(cond)) in here:
            continue
        if isinstance(n, ast.For):
            # only a loop that collects its elements (a listing), never one that acts on each
            if not any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr in ("append", "add", "yield")
                       and any(isinstance(a, ast.Name) and a.id == var for a in c.args) for c in ast.walk(n)) \
                    and not any(isinstance(y, ast.Yield) for y in ast.walk(n)):
                continue
            new = ast.For(target=n.target, iter=n.iter, body=[ast.If(test=cond, body=n.body, orelse=[])], orelse=n.orelse, type_comment=None)
            out.append((n, ast.fix_missing_locations(new), True))
        else:
            c = ast.parse(ast.unparse(n), mode="eval").body
            c.generators[0].ifs = [*c.generators[0].ifs, cond]
            out.append((n, c, False))
    return out
