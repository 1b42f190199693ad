"""Map SWE-bench test ids onto a repository's tests (parses, never imports). Run in the sandbox.

Usage: python -m patchgate_tools.swebench_ids REQUEST.json -> JSON on stdout.

REQUEST: {"root": dir, "runner": "pytest"|"django", "ids": [...], "test_patch_files": [...]}
Answer: {"ids": {original: {"id": converted|null, "reason": str|null, "how": str}}}

- pytest: node ids (`path::[Class::]name[param]`) are kept; a bare test-function name (sympy
  style) is mapped to `file::name` through the files the test patch touches (the first that defines
  it), else dropped with the reason.
- django: `test_x (module.Class)` is kept when tests/module.py defines Class with test_x (or a
  base class in that module does); an entry that is a docstring's first line (unittest prints a
  test's docstring instead of its name) is mapped to the test whose docstring starts with it,
  searched in the modules of the task's other ids and the test patch's files (every test whose
  docstring starts so: an inherited test prints the same line).
Collection proper (pytest --collect-only) is the importer's second check; this one is static.
"""
import ast
import json
import os
import re
import sys

DJANGO_ID = re.compile(r"^(\w+) \(([\w.]+)\)$")


def parse(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            return ast.parse(fh.read())
    except (OSError, SyntaxError, ValueError):
        return None


def classes_of(tree):
    out = {}
    if tree is None:
        return out
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            out.setdefault(node.name, node)
    return out


def methods(cls_node, classes, seen=None):
    """Method name -> FunctionDef, following base classes defined in the same module."""
    seen = seen or set()
    if cls_node.name in seen:
        return {}
    seen.add(cls_node.name)
    out = {}
    for base in cls_node.bases:
        name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else None
        if name in classes:
            out.update(methods(classes[name], classes, seen))
    for n in cls_node.body:
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out[n.name] = n
    return out


def first_doc_line(fn):
    doc = ast.get_docstring(fn)
    if not doc:
        return None
    return doc.strip().split("\n")[0].strip()


def django_module_file(root, module):
    base = os.path.join(root, "tests", *module.split("."))
    for cand in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.isfile(cand):
            return cand
    return None


def django(root, ids, touched):
    out = {}
    modules = {}

    def module_classes(module):
        if module not in modules:
            f = django_module_file(root, module)
            modules[module] = classes_of(parse(f)) if f else None
        return modules[module]

    search = set()
    for i in ids:
        m = DJANGO_ID.match(i.strip())
        if m:
            dotted = m.group(2).split(".")
            if dotted[-1] == m.group(1):
                dotted = dotted[:-1]
            search.add(".".join(dotted[:-1]))
    for f in touched:
        if f.startswith("tests/") and f.endswith(".py"):
            mod = f[len("tests/"):-3].replace("/", ".")
            search.add(mod[: -len(".__init__")] if mod.endswith(".__init__") else mod)
    for i in ids:
        m = DJANGO_ID.match(i.strip())
        if m:
            method = m.group(1)
            dotted = m.group(2).split(".")
            if dotted[-1] == method:
                dotted = dotted[:-1]
            module, cls = ".".join(dotted[:-1]), dotted[-1]
            classes = module_classes(module)
            if classes is None:
                out[i] = {"id": None, "reason": "module tests/%s.py not found" % module.replace(".", "/"), "how": "django"}
            elif cls not in classes:
                out[i] = {"id": None, "reason": "class %s not defined in %s" % (cls, module), "how": "django"}
            elif method not in methods(classes[cls], classes):
                out[i] = {"id": None, "reason": "%s.%s has no method %s" % (module, cls, method), "how": "django"}
            else:
                out[i] = {"id": "%s (%s.%s)" % (method, module, cls), "reason": None, "how": "django"}
            continue
        # A docstring's first line stands in for the test's name.
        text = i.strip()
        hits = []
        for module in sorted(search):
            classes = module_classes(module) or {}
            for cname, cnode in classes.items():
                for mname, fn in methods(cnode, classes).items():
                    if mname.startswith("test") and first_doc_line(fn) == text:
                        hits.append("%s (%s.%s)" % (mname, module, cname))
        hits = sorted(set(hits))
        if hits:
            # Several tests printing the same line (an inherited test, say) all stand for the entry.
            out[i] = {"id": hits[0], "also": hits[1:], "reason": None, "how": "django-docstring"}
        else:
            out[i] = {"id": None, "reason": "a docstring line no test in %s starts with" % (", ".join(sorted(search)) or "the task's modules"), "how": "django-docstring"}
    return out


def pytest(root, ids, touched):
    out = {}
    defs = {}
    for f in touched:
        if not f.endswith(".py"):
            continue
        tree = parse(os.path.join(root, f))
        if tree is None:
            continue
        names = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(node.name)
        defs[f] = names
    for i in ids:
        s = i.strip()
        if "::" in s:
            f = s.split("::")[0]
            if not os.path.isfile(os.path.join(root, f)):
                out[i] = {"id": None, "reason": "file %s not in the repository" % f, "how": "pytest"}
            else:
                out[i] = {"id": s, "reason": None, "how": "pytest"}
            continue
        name = re.sub(r"\[.*\]$", "", s)
        files = [f for f in sorted(defs) if name in defs[f]]
        if files:
            out[i] = {"id": "%s::%s" % (files[0], s), "reason": None, "how": "bare-name"}
        else:
            out[i] = {"id": None, "reason": "bare name defined in none of the test patch's files (%s)" % (", ".join(sorted(defs)) or "none"), "how": "bare-name"}
    return out


def main(argv):
    with open(argv[0]) as fh:
        req = json.load(fh)
    fn = django if req["runner"] == "django" else pytest
    json.dump({"ids": fn(req["root"], req["ids"], req.get("test_patch_files", []))}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
