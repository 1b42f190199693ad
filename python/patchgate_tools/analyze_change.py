"""Facts about a change for compute_change_class (run inside the sandbox; parses, never imports).

Usage: python -m patchgate_tools.analyze_change BASELINE CANDIDATE FILE... -> ChangeFacts JSON.
"""
import ast
import json
import os
import re
import sys

SECURITY_PATH = re.compile(r"(^|[/_.])(auth\w*|security|crypto\w*|password\w*|passwd|tokens?|permissions?|acl|sessions?|login|jwt|oauth\w*|secrets?|credentials?)([/_.]|$)", re.I)
SECURITY_CODE = re.compile(r"\b(hashlib|hmac|secrets|ssl|jwt|bcrypt|scrypt|pbkdf2_hmac|compare_digest|urandom|token_bytes|token_hex|token_urlsafe)\b|"
                           r"\b\w*(password|passwd|permission|credential|authenticat|authoriz|secret|signature)\w*\b", re.I)
CONCURRENCY_CODE = re.compile(r"\b(threading|Thread|Lock|RLock|Semaphore|BoundedSemaphore|Condition|Barrier|asyncio|await|async\s+def|"
                              r"multiprocessing|ThreadPoolExecutor|ProcessPoolExecutor|concurrent\.futures|queue\.Queue|_lock|atomic)\b")
PERSISTENCE_PATH = re.compile(r"(^|[/_.])(migrat\w*|stores?|storage|persist\w*|db|database|models?|schema\w*|serializ\w*)([/_.]|$)", re.I)
PERSISTENCE_CODE = re.compile(r"\b(json\.dump|json\.load|pickle|shelve|sqlite3|dbm|os\.replace|os\.rename|fsync|write_text|write_bytes|"
                              r"migrat\w*|schema_version|SCHEMA_VERSION|upgrade_\w+|CREATE\s+TABLE|ALTER\s+TABLE)", re.I)
DOC_EXT = (".md", ".rst", ".txt", ".adoc")


def classify_path(rel):
    base = os.path.basename(rel)
    parts = rel.split("/")
    if base in ("pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml", "noxfile.py") or base.endswith(".pth") or base == "sitecustomize.py":
        return "test_config"
    if base == "conftest.py" or "tests" in parts[:-1] or "test" in parts[:-1] or base.startswith("test_") or base.endswith("_test.py"):
        return "test"
    if base.lower().endswith(DOC_EXT) or "docs" in parts[:-1] or base in ("LICENSE", "CHANGELOG", "AUTHORS"):
        return "doc"
    if "migrations" in parts[:-1] or base.endswith(".sql"):
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
                    sig = ast.dump(ast.Tuple(elts=list(node.bases), ctx=ast.Load()))
                else:
                    sig = ast.dump(node.args)
                out[name] = (ast.dump(stripped), sig, public, seg)
                if isinstance(node, ast.ClassDef):
                    visit(node.body, name + ".", public_scope and not node.name.startswith("_"))
    visit(tree.body, "", True)
    return out


def module_level(tree):
    stmts = [n for n in tree.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    return ast.dump(strip_docstrings(ast.Module(body=stmts, type_ignores=[])))


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
    changed_text = []
    if kind == "python":
        try:
            t_old = ast.parse(old or "")
            t_new = ast.parse(new or "")
        except SyntaxError:
            changed_text = [new or "", old or ""]
            t_old = t_new = None
        if t_old is not None:
            fact["docOnly"] = ast.dump(strip_docstrings(ast.parse(old or ""))) == ast.dump(strip_docstrings(ast.parse(new or "")))
            e_old, e_new = entities(t_old, old or ""), entities(t_new, new or "")
            for name in sorted(set(e_old) | set(e_new)):
                a, b = e_old.get(name), e_new.get(name)
                if a and b and a[0] == b[0]:
                    continue
                fact["changedEntities"].append(name)
                changed_text += [a[3] if a else "", b[3] if b else ""]
                pub = (a and a[2]) or (b and b[2])
                if pub:
                    if a is None:
                        fact["publicSignatureChanges"].append(f"{name} added")
                    elif b is None:
                        fact["publicSignatureChanges"].append(f"{name} removed")
                    elif a[1] != b[1]:
                        fact["publicSignatureChanges"].append(f"{name} signature changed")
            if module_level(t_old) != module_level(t_new):
                fact["changedEntities"].append("<module>")
                changed_text += [ast.unparse(ast.Module(body=[n for n in t.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))], type_ignores=[])) for t in (t_old, t_new)]
            fact["exportsChanged"] = exports(t_old) != exports(t_new)
    else:
        changed_text = [new or "", old or ""]
    text = "\n".join(changed_text)
    hits = lambda rx: sorted({m.group(0) for m in rx.finditer(text)})[:8]
    fact["securityHits"] = ([f"path {rel}"] if SECURITY_PATH.search(rel) else []) + hits(SECURITY_CODE)
    fact["concurrencyHits"] = hits(CONCURRENCY_CODE)
    fact["persistenceHits"] = ([f"path {rel}"] if PERSISTENCE_PATH.search(rel) and kind != "doc" else []) + hits(PERSISTENCE_CODE)
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
