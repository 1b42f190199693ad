"""Structure facts of Python files for the spec-10 edit pipeline (run inside the sandbox; parses, never imports).

Usage: python -m patchgate_tools.edit_facts REQUEST_JSON
  REQUEST_JSON = {"files": [{"path": "/abs/file.py", "spans": [[start, end] | {"entity": name}, ...]}, ...]}
Prints {"files": [FileFacts, ...]} in request order:
  FileFacts = {"path", "exists", "parse_error", "line_count",
               "entities": [Entity, ...],      # every def/class, qualified names, source order
               "owners": [int, ...],           # per line (index 0 = line 1): innermost entity index, -1 = <module>
               "spans": [SpanFacts | null, ...]} # one per requested span (null: no such entity)
Entity ranges start at the first decorator and end at the last line of the body (end_lineno);
the scope ladder (domain/edit/scope.ts) is decided in TypeScript over these facts.
"""
import ast
import json
import sys

ENTITY_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
MODULE = "<module>"


def stmt_start(node):
    decos = getattr(node, "decorator_list", None) or []
    return min([node.lineno] + [d.lineno for d in decos])


def stmt_range(node):
    return stmt_start(node), node.end_lineno


def intersects(r, span):
    return r[0] <= span[1] and span[0] <= r[1]


def covers(span, r):
    return span[0] <= r[0] and r[1] <= span[1]


def sub_blocks(node):
    """The statement lists nested in a compound statement (bodies, else, handlers, cases)."""
    out = []
    for field in ("body", "orelse", "finalbody"):
        b = getattr(node, field, None)
        if isinstance(b, list) and b and isinstance(b[0], ast.stmt):
            out.append(b)
    for h in getattr(node, "handlers", None) or []:
        if h.body:
            out.append(h.body)
    for c in getattr(node, "cases", None) or []:
        if c.body:
            out.append(c.body)
    return out


def is_compound(node):
    return bool(sub_blocks(node))


def block_range(block):
    return stmt_start(block[0]), block[-1].end_lineno


def header_range(node):
    """Lines of a compound statement before its first nested block (decorators, def line, condition)."""
    start = stmt_start(node)
    blocks = sub_blocks(node)
    if not blocks:
        return start, node.end_lineno
    first = min(block_range(b)[0] for b in blocks)
    return start, max(node.lineno, first - 1)


def signature_of(node):
    if isinstance(node, ast.ClassDef):
        return ast.dump(ast.Tuple(elts=list(node.decorator_list) + list(node.bases) + [k.value for k in node.keywords], ctx=ast.Load()))
    parts = [ast.dump(node.args), ast.dump(node.returns) if node.returns else "", "async" if isinstance(node, ast.AsyncFunctionDef) else ""]
    parts += [ast.dump(d) for d in node.decorator_list]
    return "|".join(parts)


def skeleton_of(node):
    """The block structure of an entity: nested compound statement kinds, in order."""
    out = []

    def walk(stmts, depth):
        for s in stmts:
            if is_compound(s):
                out.append(f"{depth}:{type(s).__name__}")
                for b in sub_blocks(s):
                    walk(b, depth + 1)
    walk(node.body, 0)
    return ",".join(out)


def collect_entities(tree):
    entities = []

    def visit(body, prefix, parent):
        for node in body:
            if isinstance(node, ENTITY_TYPES):
                name = f"{prefix}{node.name}"
                start, end = stmt_range(node)
                idx = len(entities)
                entities.append({
                    "name": name,
                    "kind": {"FunctionDef": "function", "AsyncFunctionDef": "async_function", "ClassDef": "class"}[type(node).__name__],
                    "start": start,
                    "end": end,
                    "def_line": node.lineno,
                    "header_end": header_range(node)[1],
                    "col": node.col_offset,
                    "parent": parent,
                    "top_level": parent is None,
                    "signature": signature_of(node),
                    "skeleton": skeleton_of(node),
                })
                visit(node.body, name + ".", idx)
            elif is_compound(node):
                # defs nested in if/try/with blocks keep the enclosing prefix
                for b in sub_blocks(node):
                    visit(b, prefix, parent)
    visit(tree.body, "", None)
    return entities


def line_owners(entities, line_count):
    owners = [-1] * line_count
    # entities are in source order with parents before children, so later (inner) ones win
    for idx, e in enumerate(entities):
        for ln in range(e["start"], min(e["end"], line_count) + 1):
            owners[ln - 1] = idx
    return owners


def span_facts(tree, entities, span, line_count):
    by_node = {}

    def index_nodes(body, prefix):
        for node in body:
            if isinstance(node, ENTITY_TYPES):
                name = f"{prefix}{node.name}"
                by_node[id(node)] = name
                index_nodes(node.body, name + ".")
            elif is_compound(node):
                for b in sub_blocks(node):
                    index_nodes(b, prefix)
    index_nodes(tree.body, "")

    s, e = span
    clamped = [max(1, s), min(max(1, line_count), e)]
    out_of_range = s < 1 or e > line_count or s > e

    # Top-level entities intersected (defs/classes by name, other module statements as <module>).
    top = []
    for node in tree.body:
        if intersects(stmt_range(node), clamped):
            name = by_node.get(id(node), MODULE)
            if name not in top:
                top.append(name)

    # Owners: the innermost entity of every statement the span intersects; an entity the span
    # covers whole counts as itself.
    owners = []

    def add(name):
        if name not in owners:
            owners.append(name)

    def visit(body, owner):
        found = False
        for node in body:
            r = stmt_range(node)
            if not intersects(r, clamped):
                continue
            found = True
            if isinstance(node, ENTITY_TYPES):
                name = by_node[id(node)]
                h = header_range(node)
                if covers(clamped, r) or intersects(h, clamped):
                    add(name)
                elif not visit(node.body, name):
                    add(name)
            elif is_compound(node):
                inner_found = False
                for b in sub_blocks(node):
                    inner_found = visit(b, owner) or inner_found
                if intersects(header_range(node), clamped) or not inner_found:
                    add(owner)
            else:
                add(owner)
        return found
    visit(tree.body, MODULE)

    # Adjacent: two owners that are consecutive entity statements of one body.
    adjacent = False
    if len(owners) == 2:
        def find_adjacent(body):
            names = [by_node.get(id(n)) for n in body]
            for i in range(len(names) - 1):
                if names[i] in owners and names[i + 1] in owners and names[i] != names[i + 1]:
                    return True
            for n in body:
                if isinstance(n, ENTITY_TYPES) or is_compound(n):
                    for b in ([n.body] if isinstance(n, ENTITY_TYPES) else sub_blocks(n)):
                        if find_adjacent(b):
                            return True
            return False
        adjacent = find_adjacent(tree.body)

    # The innermost block holding the span: descend while one compound statement holds the
    # span's statement-bearing part (blank lines beyond the statement do not stop the descent).
    block_owner = MODULE
    block = tree.body
    while True:
        inter = [n for n in block if intersects(stmt_range(n), clamped)]
        if len(inter) != 1 or not is_compound(inter[0]):
            break
        node = inter[0]
        r = stmt_range(node)
        eff = (max(clamped[0], r[0]), min(clamped[1], r[1]))
        nxt = None
        for b in ([node.body] if isinstance(node, ENTITY_TYPES) else sub_blocks(node)):
            if covers(block_range(b), eff):
                nxt = b
                break
        if nxt is None:
            break
        if isinstance(node, ENTITY_TYPES):
            block_owner = by_node[id(node)]
        block = nxt
    inter = [n for n in block if intersects(stmt_range(n), clamped)]
    crosses = False
    header_only = False
    for n in inter:
        r = stmt_range(n)
        if not is_compound(n):
            continue
        h = header_range(n)
        if isinstance(n, ENTITY_TYPES):
            # An entity is one unit: a span over its header AND its body is an entity-level change.
            if intersects(h, clamped) and intersects(block_range(n.body), clamped):
                crosses = True
            elif not covers(clamped, r) and not covers(h, clamped):
                crosses = True
        elif not covers(clamped, r):
            if len(inter) == 1 and covers(h, clamped):
                header_only = True  # e.g. an if-condition: one expression site
            else:
                crosses = True
    single_expression = len(inter) == 1 and not crosses and (header_only or not is_compound(inter[0]))
    if single_expression and not is_compound(inter[0]):
        # the span must stay inside that one statement (no neighbouring lines)
        single_expression = covers(stmt_range(inter[0]), clamped)

    enclosing = None
    for idx, ent in enumerate(entities):
        if ent["start"] <= clamped[0] and clamped[1] <= ent["end"]:
            enclosing = idx  # later (inner) entities override
    first_stmt = stmt_start(tree.body[0]) if tree.body else 1
    last_stmt = tree.body[-1].end_lineno if tree.body else line_count
    return {
        "span": [s, e],
        "out_of_range": out_of_range,
        "top_level": top,
        "owners": owners,
        "adjacent": adjacent,
        "enclosing": enclosing,
        "block_owner": block_owner,
        "siblings_touched": len(inter),
        "crosses_block_boundary": crosses,
        "single_expression": single_expression,
        "whole_file": clamped[0] <= first_stmt and clamped[1] >= last_stmt and not out_of_range,
    }


def file_facts(path, spans=()):
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except FileNotFoundError:
        return {"path": path, "exists": False, "parse_error": None, "line_count": 0, "entities": [], "owners": [], "spans": []}
    src = raw.decode("utf-8", errors="replace")
    line_count = len(src.splitlines())
    try:
        tree = ast.parse(raw, filename=path)
    except (SyntaxError, ValueError) as exc:
        line = getattr(exc, "lineno", None)
        return {"path": path, "exists": True, "parse_error": f"{type(exc).__name__}: {getattr(exc, 'msg', exc)} (line {line})",
                "line_count": line_count, "entities": [], "owners": [], "spans": []}
    entities = collect_entities(tree)
    return {
        "path": path,
        "exists": True,
        "parse_error": None,
        "line_count": line_count,
        "entities": entities,
        "owners": line_owners(entities, line_count),
        "spans": [entity_span(tree, entities, q, line_count) if isinstance(q, dict) else span_facts(tree, entities, (int(q[0]), int(q[1])), line_count)
                  for q in spans],
    }


def entity_span(tree, entities, query, line_count):
    """Span facts over a named entity's own lines ({"entity": name}), or null when it does not exist."""
    for e in entities:
        if e["name"] == query["entity"]:
            return span_facts(tree, entities, (e["start"], e["end"]), line_count)
    return None


def main(argv):
    req = json.loads(argv[0])
    json.dump({"files": [file_facts(f["path"], f.get("spans", [])) for f in req["files"]]}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
