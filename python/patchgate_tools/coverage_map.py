"""Per-line coverage facts for impact analysis (run inside the sandbox; reads, never imports).

Usage: python -m patchgate_tools.coverage_map REQUEST.json -> {"ok": true} on stdout, the map in
request["out"] (it can be large, so not on stdout):
{"contexts": [name, ...],
 "files": {rel: {"exists": bool, "measured": bool,
                 "statements": [line, ...],          # coverage.py's executable lines
                 "first_line": [0, l1, l2, ...],     # line -> first line of its statement
                 "executed": {line: [context index, ...]},   # "" = outside any test (import time)
                 "functions": [[start, body_start, end], ...]}}}
Request: {"data_file": path, "root": dir, "files": [rel, ...], "out": path}.
"""
import ast
import json
import os
import sys

import coverage
from coverage.parser import PythonParser


def functions_of(source):
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            start = min([node.lineno] + [d.lineno for d in node.decorator_list])
            out.append([start, node.body[0].lineno, node.end_lineno or node.body[-1].lineno])
    return sorted(out)


def main():
    with open(sys.argv[1], encoding="utf-8") as fh:
        req = json.load(fh)
    cov = coverage.Coverage(data_file=req["data_file"], config_file=False)
    data = None
    if os.path.exists(req["data_file"]):
        cov.load()
        data = cov.get_data()
    measured = {}
    if data is not None:
        for f in data.measured_files():
            measured[os.path.realpath(f)] = f
    contexts, index = [], {}
    files = {}
    for rel in req["files"]:
        path = os.path.join(req["root"], rel)
        entry = {"exists": os.path.isfile(path), "measured": False, "statements": [], "first_line": [0],
                 "executed": {}, "functions": []}
        files[rel] = entry
        if not entry["exists"]:
            continue
        with open(path, encoding="utf-8", errors="replace") as fh:
            source = fh.read()
        try:
            _, statements, _, _, _ = cov.analysis2(path)
        except Exception:  # not Python coverage can read: nothing is executable
            continue
        entry["statements"] = sorted(statements)
        try:
            parser = PythonParser(text=source, filename=path)
            parser.parse_source()
            n = source.count("\n") + 1
            entry["first_line"] = [0] + [parser.first_line(i) for i in range(1, n + 1)]
        except Exception:
            entry["first_line"] = [0] + list(range(1, source.count("\n") + 2))
        entry["functions"] = functions_of(source)
        key = measured.get(os.path.realpath(path))
        if data is None or key is None:
            continue
        entry["measured"] = True
        by_line = data.contexts_by_lineno(key)
        for line, names in by_line.items():
            ids = []
            for name in names:
                if name not in index:
                    index[name] = len(contexts)
                    contexts.append(name)
                ids.append(index[name])
            entry["executed"][str(line)] = sorted(ids)
    with open(req["out"], "w", encoding="utf-8") as fh:
        json.dump({"contexts": contexts, "files": files}, fh)
    print(json.dumps({"ok": True}))


if __name__ == "__main__":
    main()
