"""Wall time and CPU per tier of one A/B experiment's acceptance records (the ledger's `cost`).

Usage: python3 scripts/bench/tierTimes.py LEDGER.jsonl EXPERIMENT_ID [ARM]
Prints, per tier, how many candidates ran it, the median and 90th-percentile wall seconds, and the
mean own and shared sandbox CPU seconds. Standard library only.
"""
import collections
import json
import sys


def main():
    ledger, exp = sys.argv[1], sys.argv[2]
    arm = sys.argv[3] if len(sys.argv) > 3 else None
    wall = collections.defaultdict(list)
    own = collections.defaultdict(float)
    shared = collections.defaultdict(float)
    n = 0
    for line in open(ledger):
        try:
            e = json.loads(line).get("entry", {})
        except ValueError:
            continue
        wid = e.get("workflowId", "")
        if not wid.startswith(exp + "/") or (arm and not wid.endswith("/" + arm)):
            continue
        n += 1
        for tier, t in (e.get("cost", {}).get("tierCpu") or {}).items():
            wall[tier].append(t.get("wallMs", 0) / 1000)
            own[tier] += t.get("own", 0)
            shared[tier] += t.get("shared", 0)
    print(f"{n} records ({arm or 'all arms'})")
    print("| tier | runs | median wall s | p90 wall s | mean own CPU s | mean shared CPU s |")
    print("|---|---|---|---|---|---|")
    for tier, ws in wall.items():
        ws.sort()
        print(f"| {tier} | {len(ws)} | {ws[len(ws) // 2]:.2f} | {ws[min(len(ws) - 1, int(len(ws) * 0.9))]:.2f} | {own[tier] / len(ws):.2f} | {shared[tier] / len(ws):.2f} |")


if __name__ == "__main__":
    main()
