"""Facts about a change for compute_change_class (run inside the sandbox; parses, never imports).

Usage: python -m patchgate_tools.analyze_change BASELINE CANDIDATE FILE... -> ChangeFacts JSON.
"""
import ast
import difflib
import json
import os
import re
import sys

from .changed_constants import changed_constants
from .dropped_reads import dropped_reads

# Each rule fires on what the change does, read from its changed lines (issue 14 §6): API use,
# never words inside an entity's name (`handle_signature` in a doc tool, `atomic` in a math
# library, `token` in a parser). Path rules name only folders/modules whose purpose is the surface.
SECURITY_PATH = re.compile(r"(^|[/_.])(auth|authentication|authorization|security|crypto\w*|passwords?|passwd|permissions?|acl|jwt|oauth\w*|secrets|credentials?|csrf)([/_.]|$)", re.I)
SECURITY_CODE = re.compile(r"\b(hashlib|hmac|secrets|ssl|jwt|bcrypt|scrypt|argon2|pbkdf2_hmac|compare_digest|constant_time_compare|urandom|token_bytes|token_hex|token_urlsafe|"
                           r"check_password|make_password|set_password|authenticate|has_perm|csrf_exempt|get_random_string)\b")
CONCURRENCY_CODE = re.compile(r"\b(threading|asyncio|multiprocessing|concurrent\.futures|ThreadPoolExecutor|ProcessPoolExecutor|queue\.Queue)\b|"
                              r"\b(Thread|Lock|RLock|Semaphore|BoundedSemaphore|Condition|Barrier)\s*\(|\basync\s+(def|with|for)\b|\bawait\s")
PERSISTENCE_CODE = re.compile(r"\b(json\.dumps?\s*\(|pickle\.|shelve\.|sqlite3\.|dbm\.|os\.replace\s*\(|os\.rename\s*\(|os\.fsync\s*\(|\.write_text\s*\(|\.write_bytes\s*\(|"
                              r"schema_version|SCHEMA_VERSION)|\b(CREATE|ALTER|DROP)\s+TABLE\b")
DOC_EXT = (".md", ".rst", ".txt", ".adoc")


def classify_path(rel):
    base = os.path.basename(rel)
    parts = rel.split("/")
    if base in ("pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml", "noxfile.py", ".coveragerc") or base.endswith(".pth") or base == "sitecustomize.py":
        return "test_config"
    if base == "conftest.py" or "tests" in parts[:-1] or "test" in parts[:-1] or base.startswith("test_") or base.endswith("_test.py"):
        return "test"
    if base.lower().endswith(DOC_EXT) or "docs" in parts[:-1] or base in ("LICENSE", "CHANGELOG", "AUTHORS"):
        return "doc"
    # A migration is a numbered migration module (app/migrations/0002_x.py) or SQL, not the
    # migration framework's own code (django/db/migrations/serializer.py).
    if base.endswith(".sql") or (len(parts) > 1 and parts[-2] == "migrations" and re.match(r"^\d{4}_\w*\.py$", base)):
        return "migration"
    if base.endswith(".proto") or re.search(r"(openapi|swagger).*\.(ya?ml|json)$", base) or base.endswith(".schema.json"):
        return "schema"
    if base.endswith(".py"):
        return "python"
    return "other"


def read(root, rel):
    p = os.path.join(root, rel)
    if not os.path.isfile(p):
        return None
    with open(p, encoding="utf-8", errors="replace") as fh:
        return fh.read()


def changed_lines(old, new):
    """The lines the change adds or removes, comments dropped: what the rules read."""
    out = []
    for line in difflib.unified_diff((old or "").splitlines(), (new or "").splitlines(), lineterm="", n=0):
        if line.startswith(("+++", "---", "@@")):
            continue
        if line[:1] in "+-":
            code = line[1:]
            stripped = code.strip()
            if not stripped or stripped.startswith("#"):
                continue
            out.append(code)
    return out


def signature_shape(args):
    """What a caller depends on: parameter names, kinds, order and which are optional.
    Annotations and default values are not part of it (a widened annotation breaks no caller)."""
    pos = [a.arg for a in getattr(args, "posonlyargs", [])] + [a.arg for a in args.args]
    n_req = len(pos) - len(args.defaults)
    return {
        "positional": pos,
        "required": pos[:n_req],
        "vararg": args.vararg.arg if args.vararg else None,
        "kwonly": [a.arg for a in args.kwonlyargs],
        "kwonly_required": [a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None],
        "kwarg": args.kwarg.arg if args.kwarg else None,
    }


def signature_break(old, new):
    """Why the parameter list changed, or None when only annotations or default values did.

    Decided (README "Change classes"): a public signature change is any change to what a caller or
    an overriding subclass binds against: parameters added, removed, renamed or reordered, one
    turned required or optional, *args/**kwargs added or removed. A widened (or narrowed) type
    annotation or a changed default value alone is not: no call binds differently."""
    if old == new:
        return None
    if old["positional"] != new["positional"]:
        gone = [p for p in old["positional"] if p not in new["positional"]]
        added = [p for p in new["positional"] if p not in old["positional"]]
        if gone:
            return "positional parameter(s) removed or renamed: %s" % ", ".join(gone)
        if added:
            return "positional parameter(s) added: %s" % ", ".join(added)
        return "positional parameters reordered"
    if old["required"] != new["required"]:
        return "which parameters are required changed"
    if old["kwonly"] != new["kwonly"]:
        return "keyword-only parameters changed: %s -> %s" % (", ".join(old["kwonly"]) or "none", ", ".join(new["kwonly"]) or "none")
    if old["kwonly_required"] != new["kwonly_required"]:
        return "which keyword-only parameters are required changed"
    if old["vararg"] != new["vararg"]:
        return "*args changed"
    return "**kwargs changed"


def strip_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]
    return tree


def entities(tree, src):
    """qualified name -> (dump without docstrings, signature dump, public?, source segment)."""
    out = {}

    def visit(body, prefix, public_scope):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{node.name}"
                public = public_scope and not node.name.startswith("_") or node.name in ("__init__", "__call__")
                public = public and public_scope
                seg = ast.get_source_segment(src, node) or ""
                stripped = strip_docstrings(ast.parse(seg)) if seg else node
                if isinstance(node, ast.ClassDef):
                    sig = {"bases": [ast.dump(b) for b in node.bases]}
                else:
                    sig = signature_shape(node.args)
                out[name] = (ast.dump(stripped), sig, public, seg)
                if isinstance(node, ast.ClassDef):
                    visit(node.body, name + ".", public_scope and not node.name.startswith("_"))
    visit(tree.body, "", True)
    return out


def module_level(tree):
    stmts = [n for n in tree.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    return ast.dump(strip_docstrings(ast.Module(body=stmts, type_ignores=[])))


def changed_module_names(t_old, t_new):
    """The names a changed module-level statement assigns (a compiled pattern, a limit, a table)."""
    def assigned(stmt):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(stmt, (ast.AnnAssign, ast.AugAssign)) else []
        return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
    top = lambda tree: [n for n in tree.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    old_dumps = {ast.dump(n) for n in top(t_old)}
    new_dumps = {ast.dump(n) for n in top(t_new)}
    names = set()
    for stmt in top(t_old) + top(t_new):
        if ast.dump(stmt) not in old_dumps or ast.dump(stmt) not in new_dumps:
            names |= assigned(stmt)
    return names


def _readers_in(tree, reads):
    """Functions and methods of `tree` in which `reads(node)` holds for some node."""
    out = []

    def visit(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if any(reads(n) for n in ast.walk(node)):
                    out.append(prefix + node.name)
            elif isinstance(node, ast.ClassDef):
                visit(node.body, prefix + node.name + ".")
    visit(tree.body, "")
    return out


def module_readers(t_old, t_new):
    """Functions and methods of the candidate module that read a name a changed module-level
    statement assigns: where such a change runs."""
    names = changed_module_names(t_old, t_new)
    if not names:
        return []
    return _readers_in(t_new, lambda n: isinstance(n, ast.Name) and n.id in names and isinstance(n.ctx, ast.Load))[:12]


_SKIP_DIRS = {".git", "__pycache__", "node_modules", ".tox", ".venv", "venv", "build", "dist", ".eggs", "tests", "test"}


def _dotted(rel):
    parts = rel[:-3].split("/") if rel.endswith(".py") else rel.split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def source_files(cand_root, max_files=400):
    """(relative path, tree) of the repository's own Python modules (tests and tool folders left
    out), in a stable order, up to `max_files` of them."""
    seen = 0
    for dirpath, dirnames, filenames in os.walk(cand_root):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS and not d.startswith("."))
        for fn in sorted(filenames):
            if not fn.endswith(".py") or fn.startswith("test_") or fn.endswith("_test.py") or fn == "conftest.py":
                continue
            seen += 1
            if seen > max_files:
                return
            try:
                with open(os.path.join(dirpath, fn), encoding="utf-8") as fh:
                    tree = ast.parse(fh.read())
            except (OSError, SyntaxError, ValueError, UnicodeDecodeError):
                continue
            yield os.path.relpath(os.path.join(dirpath, fn), cand_root).replace(os.sep, "/"), tree


def same_named(cand_root, rel, entities, limit=4):
    """{changed method: [{file, entity}]}: the methods of OTHER classes of the repository with the
    same public name (`Route.reversed` beside `Track.reversed`). One name across classes is one
    contract: where the fix stops one of them mutating its input, the others must not either."""
    wanted = {e.rsplit(".", 1)[1]: e for e in entities if e.count(".") == 1 and not e.rsplit(".", 1)[1].startswith("_")}
    if not wanted:
        return {}
    out = {}
    for other, tree in source_files(cand_root):
        for cls in tree.body:
            if not isinstance(cls, ast.ClassDef):
                continue
            for node in cls.body:
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in wanted:
                    changed = wanted[node.name]
                    entity = f"{cls.name}.{node.name}"
                    if (other, entity) != (rel, changed) and len(out.setdefault(changed, [])) < limit:
                        out[changed].append({"file": other, "entity": entity})
    return {k: v for k, v in out.items() if v}


def importers(cand_root, rel, names, max_files=400):
    """(file, tree, reads) for each OTHER module of the repository that reads one of `names`
    through an import of `rel` (`from .policy import GRACE_DAYS`, `policy.GRACE_DAYS`); `reads(node)`
    holds for a node that reads such a name there."""
    if not names:
        return
    target = _dotted(rel)
    for other, tree in source_files(cand_root, max_files):
        if other == rel:
            continue
        package = _dotted(other).rsplit(".", 1)[0] if not other.endswith("__init__.py") else _dotted(other)
        local, modules = {}, set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: max(0, len(package.split(".")) - (node.level - 1))]
                    base = ".".join([*up, *([node.module] if node.module else [])])
                for a in node.names:
                    if base == target and a.name in names:
                        local[a.asname or a.name] = a.name
                    elif f"{base}.{a.name}" == target:
                        modules.add(a.asname or a.name)
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name == target and a.asname:
                        modules.add(a.asname)
        if not local and not modules:
            continue
        def reads(n, local=local, modules=modules):
            if isinstance(n, ast.Name) and n.id in local and isinstance(n.ctx, ast.Load):
                return local[n.id]
            if isinstance(n, ast.Attribute) and n.attr in names and isinstance(n.value, ast.Name) and n.value.id in modules:
                return n.attr
            return None
        yield other, tree, reads


def imported_readers(cand_root, rel, names, max_files=400):
    """[{file, entity}] of the functions in OTHER modules of the repository that read one of
    `names` through an import of `rel`: a limit moved in policy.py runs in fines.py."""
    out = []
    for other, tree, reads in importers(cand_root, rel, names, max_files):
        out += [{"file": other, "entity": e} for e in _readers_in(tree, reads)]
        if len(out) >= 12:
            return out[:12]
    return out


def exports(tree):
    for n in tree.body:
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in n.targets):
            return ast.dump(n.value)
    return None


def analyze(base_root, cand_root, rel):
    old, new = read(base_root, rel), read(cand_root, rel)
    status = "added" if old is None else "deleted" if new is None else "modified"
    kind = classify_path(rel)
    fact = {"path": rel, "status": status, "kind": kind, "docOnly": False, "changedEntities": [],
            "publicSignatureChanges": [], "exportsChanged": False, "securityHits": [], "concurrencyHits": [],
            "persistenceHits": []}
    if kind in ("test", "test_config", "doc"):
        return fact
    # A new file outside any package (no __init__.py beside it, or at the root) is a script, not API.
    folder = os.path.dirname(rel)
    importable = bool(folder) and os.path.isfile(os.path.join(cand_root, folder, "__init__.py"))
    if kind == "python":
        try:
            t_old = ast.parse(old or "")
            t_new = ast.parse(new or "")
        except SyntaxError:
            t_old = t_new = None
        if t_old is not None:
            fact["docOnly"] = ast.dump(strip_docstrings(ast.parse(old or ""))) == ast.dump(strip_docstrings(ast.parse(new or "")))
            e_old, e_new = entities(t_old, old or ""), entities(t_new, new or "")
            for name in sorted(set(e_old) | set(e_new)):
                a, b = e_old.get(name), e_new.get(name)
                if a and b and a[0] == b[0]:
                    continue
                fact["changedEntities"].append(name)
                pub = (a and a[2]) or (b and b[2])
                if pub and status == "added" and not importable:
                    continue  # a new stray script (reproduce_bug.py at the root): no caller can bind to it
                if pub:
                    if a is None:
                        fact["publicSignatureChanges"].append(f"{name} added")
                    elif b is None:
                        fact["publicSignatureChanges"].append(f"{name} removed")
                    elif "bases" in a[1] or "bases" in b[1]:
                        if a[1] != b[1]:
                            fact["publicSignatureChanges"].append(f"{name} base classes changed")
                    else:
                        why = signature_break(a[1], b[1])
                        if why:
                            fact["publicSignatureChanges"].append(f"{name} signature changed: {why}")
            if module_level(t_old) != module_level(t_new):
                fact["changedEntities"].append("<module>")
                fact["moduleReaders"] = module_readers(t_old, t_new)
                fact["importedReaders"] = imported_readers(cand_root, rel, changed_module_names(t_old, t_new))
                shifted = changed_constants(t_old, t_new, rel, cand_root, importers)
                if shifted:
                    fact["changedConstants"] = shifted
            dropped = dropped_reads(t_old, t_new)
            if dropped:
                fact["droppedReads"] = dropped
            named = same_named(cand_root, rel, [e for e in fact["changedEntities"] if e in e_old and e in e_new])
            if named:
                fact["sameNamed"] = [{"entity": k, "others": v} for k, v in sorted(named.items())]
            fact["exportsChanged"] = exports(t_old) != exports(t_new)
    # The rules read the lines the change adds or removes, never the rest of a changed entity.
    text = "\n".join(changed_lines(old, new))
    hits = lambda rx: sorted({m.group(0).strip() for m in rx.finditer(text)})[:8]
    fact["securityHits"] = ([f"path {rel}"] if SECURITY_PATH.search(rel) else []) + hits(SECURITY_CODE)
    fact["concurrencyHits"] = hits(CONCURRENCY_CODE)
    # Persistence sensitivity is what the change does (file or database I/O, serialization, a
    # migration), never a module's name: an in-memory `store.py` is not storage (issue 14 item 6).
    fact["persistenceHits"] = hits(PERSISTENCE_CODE)
    if kind == "migration":
        fact["persistenceHits"].append("migration file")
    return fact


def main(argv):
    base_root, cand_root, files = argv[0], argv[1], argv[2:]
    facts = [analyze(base_root, cand_root, f) for f in files]
    added = removed = 0
    json.dump({"files": facts, "addedLines": added, "removedLines": removed}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
