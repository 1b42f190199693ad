"""Per-candidate verdicts of an A/B report, with the ledger's failing tier and reason.

Usage: python3 scripts/bench/candidates.py REPORT.json [ARM] [--ledger .patchgate/ledger/acceptance.jsonl]
A development aid for spent corpora: read it only for tasks whose held-out run is over.
"""
import json
import sys


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    ledger = ".patchgate/ledger/acceptance.jsonl"
    if "--ledger" in argv:
        ledger = argv[argv.index("--ledger") + 1]
        args = [a for a in args if a != ledger]
    report = json.load(open(args[0]))
    arm = args[1] if len(args) > 1 else "permissive-l"
    exp = report.get("experiment", {}).get("id") if isinstance(report.get("experiment"), dict) else report.get("experiment")
    records = {}
    try:
        with open(ledger) as fh:
            for line in fh:
                try:
                    e = json.loads(line)
                except ValueError:
                    continue
                en = e.get("entry", e)
                records[en.get("workflowId", "")] = en  # the last entry of a workflow id wins
    except OSError:
        pass
    for c in report["candidates"]:
        v = c["verdicts"].get(arm)
        wrong = (v == "ACCEPT") != bool(c["label_correct"])
        rec = records.get(f"{exp}/{c['task']}/{c['candidate']}/{arm}")
        why = ""
        if rec:
            why = f" [{rec.get('failingTier') or ''}] {str(rec.get('reason') or '')[:300]}"
        print(f"{'!!' if wrong else '  '} {c['kind']:<10} {v:<12} {c['task']}/{c['candidate']}{why}")


if __name__ == "__main__":
    main(sys.argv[1:])
