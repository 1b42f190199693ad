"""Select the development set (issue 14 §5) from the assembled raw data: SWE-bench Lite instances of
the allowed repositories whose every listed agent published a non-empty prediction.

Usage: python3 scripts/swebench/select.py RAW_DIR [--django N] [--pytest N] > instances.json

Never selects sympy, pylint, pytest or sphinx instances (kept for the independent check): the
allow-list below is the only gate, and a forbidden repository is refused even if asked for.
"""
import json
import sys

ALLOWED = ("django/django", "astropy/astropy", "pydata/xarray", "psf/requests", "pallets/flask",
           "mwaskom/seaborn", "matplotlib/matplotlib", "scikit-learn/scikit-learn")
FORBIDDEN = ("sympy/sympy", "pylint-dev/pylint", "pytest-dev/pytest", "sphinx-doc/sphinx")
PREDICTIONS = ("coder_all_preds.jsonl", "csvtransfer_all_preds.jsonl", "devon_all_preds.jsonl")
# Pure-Python repositories whose environments build from wheels (no in-tree compilation), with specs in env-specs.json.
BUILDABLE = {"django/django": {"3.0", "3.1", "3.2", "4.0", "4.1", "4.2", "5.0"}, "mwaskom/seaborn": {"0.12"}, "pydata/xarray": {"0.12"}}


def main(argv):
    raw = argv[0]
    n_django = int(argv[argv.index("--django") + 1]) if "--django" in argv else 16
    n_pytest = int(argv[argv.index("--pytest") + 1]) if "--pytest" in argv else 4
    instances = json.load(open(f"{raw}/swe-bench-lite.json"))
    have = {}
    for f in PREDICTIONS:
        for line in open(f"{raw}/{f}"):
            line = line.strip()
            if not line:
                continue
            p = json.loads(line)
            if (p.get("model_patch") or "").strip():
                have.setdefault(p["instance_id"], set()).add(f)
    chosen = []
    pool = sorted(instances, key=lambda i: i["instance_id"])
    django = [i for i in pool if i["repo"] == "django/django" and i["version"] in BUILDABLE["django/django"] and len(have.get(i["instance_id"], ())) == len(PREDICTIONS)]
    others = [i for i in pool if i["repo"] in BUILDABLE and i["repo"] != "django/django" and i["version"] in BUILDABLE[i["repo"]] and len(have.get(i["instance_id"], ())) == len(PREDICTIONS)]
    # Spread over Django versions: every k-th instance, deterministic.
    step = max(1, len(django) // max(1, n_django))
    chosen += django[::step][:n_django]
    chosen += others[:n_pytest]
    for i in chosen:
        if i["repo"] not in ALLOWED or i["repo"] in FORBIDDEN:
            raise SystemExit(f"refusing {i['instance_id']}: {i['repo']} is not in the development allow-list")
    json.dump(chosen, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
