"""Summarise a SWE-bench A/B run for the issue-14 report: agreement of the oracle and of the gate
with the published resolved labels, published-resolved (and oracle-correct) patches the gate did not
ACCEPT by tier and why, unresolved patches it ACCEPTed, and wall time per instance against the naive
baseline. Reads the ab report.json, the gate's ledger (per-tier wall times) and the corpus.

Usage: python3 scripts/swebench/summarize.py REPORT.json LEDGER.jsonl CORPUS_DIR > summary.md
"""
import json
import os
import sys
from collections import Counter, defaultdict


def main(argv):
    report = json.load(open(argv[0]))
    ledger = {}
    for line in open(argv[1]):
        e = json.loads(line)["entry"]
        ledger[e["workflowId"]] = e  # last write wins
    corpus = argv[2]
    arm = "18gate"
    rows = []
    for c in report["candidates"]:
        task = json.load(open(os.path.join(corpus, c["task"], "task.json")))
        cand = next(x for x in task["candidates"] if x["id"] == c["candidate"])
        res = next((r for r in report["arms"][arm]["candidates"] if r["task"] == c["task"] and r["candidate"] == c["candidate"]), None)
        wf = res["workflow_id"] if res else None
        e = ledger.get(wf, {})
        rows.append({
            "task": c["task"], "candidate": c["candidate"], "sources": cand.get("source", []), "label": c["label_correct"],
            "label_source": cand.get("label_source"), "oracle": (c["oracle"] or {}).get("correct"),
            "oracle_reasons": (c["oracle"] or {}).get("reasons", []), "verdict": c["verdicts"].get(arm),
            "tier": res["failing_tier"] if res else None, "reason": res["reason"] if res else "", "class": res["change_class"] if res else None,
            "required": res["required_level"] if res else None, "missing": e.get("missingEvidence", []),
            "wall": e.get("cost", {}).get("activityWallMs"), "tiers": e.get("cost", {}).get("tierWallMs", {}),
            "risks": (e.get("record") or {}).get("unresolved_risks", []),
        })
    out = []
    p = out.append
    n = len(rows)
    p(f"{n} candidates, {len({r['task'] for r in rows})} instances; verdicts {dict(Counter(r['verdict'] for r in rows))}")
    labelled = [r for r in rows if r["label"] is not None]
    agree_oracle = sum(1 for r in labelled if r["oracle"] == r["label"])
    p(f"\nPublished labels: {len(labelled)} candidates labelled; the oracle (gold F2P/P2P, test-patch files restored) agrees on {agree_oracle}.")
    gate_agree = sum(1 for r in labelled if (r["verdict"] == "ACCEPT") == r["label"])
    p(f"Gate ACCEPT vs published resolved: agrees on {gate_agree}/{len(labelled)}.")
    for who, key in (("published-resolved", "label"), ("oracle-correct", "oracle")):
        good = [r for r in rows if r[key] is True]
        not_acc = [r for r in good if r["verdict"] != "ACCEPT"]
        p(f"\n{who} patches: {len(good)}; not ACCEPTed by the gate: {len(not_acc)} (false-reject {len(not_acc)}/{len(good)})")
        by = defaultdict(list)
        for r in not_acc:
            by[f"{r['verdict']} {r['tier'] or ''}".strip()].append(r)
        for k, rs in sorted(by.items()):
            p(f"- {k}: {len(rs)}")
            for r in rs:
                p(f"  - {r['task']}/{r['candidate']} ({r['class']}, needs {r['required']}): {r['reason'][:260]}{' — missing: ' + '; '.join(r['missing'])[:200] if r['missing'] else ''}")
        bad = [r for r in rows if r[key] is False and r["verdict"] == "ACCEPT"]
        p(f"{'unresolved' if key == 'label' else 'oracle-wrong'} patches ACCEPTed: {len(bad)}" + "".join(f"\n  - {r['task']}/{r['candidate']}: {'; '.join(r['oracle_reasons'])[:200]}" for r in bad))
    # The naive baseline on the same F2P+P2P is the oracle's criterion: it ACCEPTs exactly the oracle-correct candidates.
    good = [r for r in rows if r["oracle"] is True]
    p(f"\ngreen = commit on F2P ∪ P2P (the oracle's own criterion): ACCEPTs {len(good)}, false-reject 0/{len(good)}; the gate's false-reject on the same patches: {sum(1 for r in good if r['verdict'] != 'ACCEPT')}/{len(good)}")
    p("\nWall time per candidate (activity ms): instance / candidate / 18gate total / B+C (F2P ∪ P2P on both trees ≈ green on F2P ∪ P2P) / workspace")
    per_task = defaultdict(list)
    for r in rows:
        per_task[r["task"]].append(r)
    tot_gate = tot_bc = 0
    for t, rs in sorted(per_task.items()):
        g = sum(r["wall"] or 0 for r in rs)
        bc = sum(r["tiers"].get("B/C", 0) for r in rs)
        tot_gate += g
        tot_bc += bc
        p(f"- {t}: {len(rs)} candidate(s), 18gate {g/1000:.0f} s, B/C {bc/1000:.0f} s, workspace {sum(r['tiers'].get('workspace', 0) for r in rs)/1000:.0f} s")
    p(f"- total: 18gate {tot_gate/1000:.0f} s, of which B/C {tot_bc/1000:.0f} s")
    p("\nAll candidates:")
    for r in rows:
        p(f"- {r['task']}/{r['candidate']} [{', '.join(r['sources'])}]: label {r['label']}, oracle {r['oracle']}, gate {r['verdict']} {r['tier'] or ''} ({r['class']}) — {r['reason'][:200]}")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
