#!/usr/bin/env python3
"""Compare the 18gate verdicts of two `patchgate ab` runs (stdlib only).

usage: compare.py PRE_OUT POST_OUT [--pre-ledger FILE] [--post-ledger FILE]
                  [--arm 18gate] [--json verdicts.json] [--md table.md]

PRE_OUT / POST_OUT are the --out folders of the two runs (each holds report.json).
Per candidate (task/candidate) it extracts the arm's verdict, the tier it was decided at
(failing_tier for a REJECT, else the evidence level reached vs required), the reason and
any child error; then lists candidates whose verdict differs and, separately, those with
the same verdict but a different tier or reason. With the ledgers it also pulls, for each
differing candidate, the acceptance record's missing evidence, counterexamples, tells and
cost so the two decisions can be read side by side.
"""
import argparse
import json
import sys


def load_report(out_dir):
    with open(f"{out_dir.rstrip('/')}/report.json", encoding="utf-8") as f:
        return json.load(f)


def tier_of(c):
    """A short label for where the decision was taken."""
    if c.get("failing_tier"):
        return f"tier {c['failing_tier']}"
    es, req = c.get("evidence_strength"), c.get("required_level")
    if es or req:
        return f"level {es or '-'} of {req or '-'}"
    return "-"


def extract(report, arm):
    a = report["arms"].get(arm)
    if a is None:
        sys.exit(f"arm {arm} not in report {report['experiment']['id']}")
    rows = {}
    for c in a["candidates"]:
        key = f"{c['task']}/{c['candidate']}"
        rows[key] = {
            "task": c["task"],
            "candidate": c["candidate"],
            "kind": c.get("kind"),
            "verdict": c.get("verdict"),
            "tier": tier_of(c),
            "failing_tier": c.get("failing_tier"),
            "evidence_strength": c.get("evidence_strength"),
            "required_level": c.get("required_level"),
            "change_class": c.get("change_class"),
            "reason": c.get("reason"),
            "oracle_correct": c.get("oracle_correct"),
            "error": c.get("error"),
            "workflow_id": c.get("workflow_id"),
        }
    return rows


def load_ledger(path):
    """workflowId -> last ledger entry for it."""
    by_wf = {}
    if not path:
        return by_wf
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue
            e = rec.get("entry") or {}
            wf = e.get("workflowId")
            if wf:
                by_wf[wf] = e
    return by_wf


def ledger_summary(e):
    if not e:
        return None
    rec = e.get("record") or {}
    return {
        "verdict": e.get("verdict"),
        "failingTier": e.get("failingTier"),
        "reason": e.get("reason"),
        "missingEvidence": e.get("missingEvidence"),
        "changeClass": e.get("changeClass"),
        "requiredLevel": e.get("requiredLevel"),
        "fixed": e.get("fixed"),
        "unbroken": e.get("unbroken"),
        "evidence_strength": rec.get("evidence_strength"),
        "regressions": rec.get("regressions"),
        "differential_testing": rec.get("differential_testing"),
        "fuzzing": rec.get("fuzzing"),
        "counterexamples": e.get("counterexamples"),
        "tells": e.get("tells"),
        "tamperDetections": e.get("tamperDetections"),
        "cost": e.get("cost"),
        "startedAt": e.get("startedAt"),
        "finishedAt": e.get("finishedAt"),
    }


VOLATILE = {"workflowId", "cost", "startedAt", "finishedAt", "snapshotId"}


def drop_new_keys(x, y):
    """x with the dict keys that only y lacks removed, recursively (additive schema fields)."""
    if isinstance(x, dict) and isinstance(y, dict):
        return {k: drop_new_keys(v, y[k]) for k, v in x.items() if k in y}
    if isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
        return [drop_new_keys(a, b) for a, b in zip(x, y)]
    return x


def record_field_diffs(a, b):
    """Fields of two acceptance records (ledger entries) that differ, volatile ones excluded.
    Each differing field is marked additive-only when it is equal once keys present on one
    side only are dropped (a field a newer build adds without changing the old content)."""
    out = {}
    for f in sorted(set(a) | set(b)):
        if f in VOLATILE or a.get(f) == b.get(f):
            continue
        x, y = a.get(f), b.get(f)
        out[f] = "additive-only" if drop_new_keys(y, x) == drop_new_keys(x, y) else "content differs"
    return out


def cell(r):
    if r is None:
        return "(missing)"
    v = r["verdict"] or "(none)"
    if r.get("error"):
        v += " [error]"
    return f"{v} ({r['tier']})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pre")
    ap.add_argument("post")
    ap.add_argument("--arm", default="18gate")
    ap.add_argument("--pre-ledger")
    ap.add_argument("--post-ledger")
    ap.add_argument("--json")
    ap.add_argument("--md")
    o = ap.parse_args()

    pre_rep, post_rep = load_report(o.pre), load_report(o.post)
    pre, post = extract(pre_rep, o.arm), extract(post_rep, o.arm)
    pre_led, post_led = load_ledger(o.pre_ledger), load_ledger(o.post_ledger)
    keys = sorted(set(pre) | set(post))

    rows, verdict_diff, detail_diff, missing = [], [], [], []
    for k in keys:
        a, b = pre.get(k), post.get(k)
        if a is None or b is None:
            status = "missing"
            missing.append(k)
        elif a["verdict"] != b["verdict"]:
            status = "verdict differs"
            verdict_diff.append(k)
        elif a["tier"] != b["tier"] or a["reason"] != b["reason"]:
            status = "same verdict, tier/reason differs"
            detail_diff.append(k)
        else:
            status = "same"
        row = {"key": k, "status": status, "pre": a, "post": b}
        if status in ("verdict differs", "same verdict, tier/reason differs"):
            row["pre_ledger"] = ledger_summary(pre_led.get(a["workflow_id"])) if a else None
            row["post_ledger"] = ledger_summary(post_led.get(b["workflow_id"])) if b else None
        if a and b and pre_led and post_led:
            ea, eb = pre_led.get(a["workflow_id"]), post_led.get(b["workflow_id"])
            row["record_field_diffs"] = record_field_diffs(ea, eb) if ea and eb else "record missing"
            if ea and eb:
                row["sandbox_cpu_seconds"] = {"pre": (ea.get("cost") or {}).get("sandboxCpuSeconds"),
                                              "post": (eb.get("cost") or {}).get("sandboxCpuSeconds")}
        rows.append(row)

    def run_meta(rep, out_dir):
        ex = rep["experiment"]
        return {
            "out": out_dir,
            "experiment_id": ex.get("id"),
            "fingerprint": ex.get("fingerprint"),
            "started_at": ex.get("started_at"),
            "generated_at": rep.get("generated_at"),
            "wall_seconds": ex.get("wall_seconds"),
            "concurrency": ex.get("concurrency"),
            "corpus": rep["corpus"].get("name"),
            "split": rep["corpus"].get("split"),
            "tasks": rep["corpus"].get("tasks"),
            "candidates": rep["corpus"].get("candidates"),
            "verdict_counts": rep["arms"][o.arm]["measures"].get("verdicts"),
            "errors": rep.get("errors"),
        }

    same = sum(1 for r in rows if r["status"] == "same")
    field_counts = {}
    for r in rows:
        d = r.get("record_field_diffs")
        if isinstance(d, dict):
            for f, how in d.items():
                field_counts.setdefault(f, {}).setdefault(how, 0)
                field_counts[f][how] += 1
    result = {
        "arm": o.arm,
        "pre": run_meta(pre_rep, o.pre),
        "post": run_meta(post_rep, o.post),
        "totals": {
            "candidates": len(keys),
            "same_verdict": len(keys) - len(verdict_diff) - len(missing),
            "verdict_differs": len(verdict_diff),
            "same_verdict_tier_or_reason_differs": len(detail_diff),
            "identical_verdict_tier_reason": same,
            "missing_in_one_run": len(missing),
        },
        "record_field_diffs": field_counts,
        "verdict_differs": verdict_diff,
        "tier_or_reason_differs": detail_diff,
        "missing": missing,
        "candidates": rows,
    }
    if o.json:
        with open(o.json, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=2, sort_keys=False)
            f.write("\n")

    lines = ["| task/candidate | kind | pre verdict (tier) | post verdict (tier) | same? |", "|---|---|---|---|---|"]
    for r in rows:
        a, b = r["pre"], r["post"]
        kind = (a or b or {}).get("kind") or ""
        same_col = {"same": "yes", "verdict differs": "**NO (verdict)**",
                    "same verdict, tier/reason differs": "verdict yes; tier/reason differs",
                    "missing": "missing"}[r["status"]]
        lines.append(f"| {r['key']} | {kind} | {cell(a)} | {cell(b)} | {same_col} |")
    table = "\n".join(lines) + "\n"
    if o.md:
        with open(o.md, "w", encoding="utf-8") as f:
            f.write(table)
    print(table)
    print(json.dumps(result["totals"], indent=2))
    if field_counts:
        print("acceptance-record fields differing (volatile excluded):", json.dumps(field_counts))
    for k in verdict_diff + detail_diff:
        r = next(x for x in rows if x["key"] == k)
        print(f"\n## {k} ({r['status']})")
        for side in ("pre", "post"):
            print(f"  {side}: {cell(r[side])} — {r[side]['reason'] if r[side] else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
