"""The buggy code for the semantic veto: changed functions as they were before the patch.

Run inside the sandbox; parses, never imports.
Usage: python -m patchgate_tools.extract_entities ROOT SPEC_JSON
SPEC_JSON: {"entities": [{"file": ..., "entity": "Class.method"}], "ranges": [{"file": ..., "start": 1, "end": 9}]}
Prints {"entries": [{"file", "entity", "startLine", "endLine", "source", "note"}]} in request order.
Entity names are qualified like analyze_change's (classes nest, functions do not).
"""
import ast
import json
import os
import sys

SOURCE_CAP = 32 * 1024  # per entry; the prompt builder applies the real bound


def read(root, rel):
    p = os.path.normpath(os.path.join(root, rel))
    if not p.startswith(os.path.normpath(root) + os.sep) or not os.path.isfile(p):
        return None
    with open(p, encoding="utf-8", errors="replace") as fh:
        return fh.read()


def index(tree):
    """qualified name -> node, for functions and classes (methods nest under classes)."""
    out = {}

    def visit(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}{node.name}"
                out.setdefault(name, node)
                if isinstance(node, ast.ClassDef):
                    visit(node.body, name + ".")

    visit(tree.body, "")
    return out


def cut(lines, start, end):
    src = "".join(lines[start - 1:end])
    if len(src) > SOURCE_CAP:
        src = src[:SOURCE_CAP] + "\n# ... (cut by extract_entities)\n"
    return src


def main(argv):
    root, spec = argv[1], json.loads(argv[2])
    cache = {}

    def parsed(rel):
        if rel not in cache:
            text = read(root, rel)
            tree = None
            if text is not None:
                try:
                    tree = ast.parse(text)
                except SyntaxError:
                    tree = None
            cache[rel] = (text, tree, index(tree) if tree is not None else {})
        return cache[rel]

    entries = []
    for e in spec.get("entities", []):
        rel, name = e["file"], e["entity"]
        text, tree, idx = parsed(rel)
        entry = {"file": rel, "entity": name, "startLine": None, "endLine": None, "source": None, "note": None}
        if text is None:
            entry["note"] = "file did not exist before the patch"
        elif tree is None:
            entry["note"] = "file did not parse before the patch"
        elif name not in idx:
            entry["note"] = "not present before the patch (added by it)"
        else:
            node = idx[name]
            start = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
            end = node.end_lineno or node.lineno
            entry.update(startLine=start, endLine=end, source=cut(text.splitlines(keepends=True), start, end))
        entries.append(entry)
    for r in spec.get("ranges", []):
        rel = r["file"]
        text, _, _ = parsed(rel)
        name = "(changed region)"
        entry = {"file": rel, "entity": name, "startLine": None, "endLine": None, "source": None, "note": None}
        if text is None:
            entry["note"] = "file did not exist before the patch"
        else:
            lines = text.splitlines(keepends=True)
            start, end = max(1, int(r["start"])), min(len(lines), int(r["end"]))
            if start > end:
                entry["note"] = "empty region before the patch"
            else:
                entry.update(startLine=start, endLine=end, source=cut(lines, start, end))
        entries.append(entry)
    json.dump({"entries": entries}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv)
