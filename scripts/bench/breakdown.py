"""Breakdown of an A/B report (report.json of `patchgate ab`): per arm, the verdicts by candidate
kind, correctness-at-acceptance, false rejects, and the wrong kinds ACCEPTed; recall by kind counts
a wrong candidate as caught only when it was REJECTed (not merely left INCONCLUSIVE).

Usage: python3 scripts/bench/breakdown.py REPORT.json [--exclude-codebase NAME ...]
Prints Markdown. Standard library only.
"""
import argparse
import collections
import json


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--exclude-codebase", action="append", default=[])
    opts = ap.parse_args()
    r = json.load(open(opts.report))
    cands = [c for c in r["candidates"] if c["task"].split("-")[0] not in opts.exclude_codebase]
    truth = lambda c: (c.get("oracle") or {}).get("correct")
    arms = r.get("arm_order") or list(r["arms"])
    print(f"{len(cands)} candidates on {len({c['task'] for c in cands})} tasks; oracle-correct {sum(1 for c in cands if truth(c) is True)}, unjudged {sum(1 for c in cands if truth(c) is None)}")
    print()
    print("| arm | ACCEPT | REJECT | INCONCLUSIVE | ERROR | correctness-at-acceptance | correct REJECTed | correct not ACCEPTed |")
    print("|---|---|---|---|---|---|---|---|")
    for arm in arms:
        v = collections.Counter(c["verdicts"].get(arm, "?") for c in cands)
        acc = [c for c in cands if c["verdicts"].get(arm) == "ACCEPT" and truth(c) is not None]
        ok = sum(1 for c in acc if truth(c))
        correct = [c for c in cands if truth(c) is True]
        fr = sum(1 for c in correct if c["verdicts"].get(arm) == "REJECT")
        na = sum(1 for c in correct if c["verdicts"].get(arm) != "ACCEPT")
        caa = f"{ok / len(acc):.3f} ({ok}/{len(acc)})" if acc else "n/a"
        print(f"| {arm} | {v['ACCEPT']} | {v['REJECT']} | {v['INCONCLUSIVE']} | {v['ERROR']} | {caa} | {fr}/{len(correct)} | {na}/{len(correct)} |")
    print()
    kinds = sorted({c.get("kind") or "?" for c in cands})
    print("Verdicts by candidate kind (A/R/I = ACCEPT/REJECT/INCONCLUSIVE):")
    print()
    print("| kind | n | " + " | ".join(arms) + " |")
    print("|---|---|" + "---|" * len(arms))
    for k in kinds:
        ks = [c for c in cands if (c.get("kind") or "?") == k]
        cells = []
        for arm in arms:
            v = collections.Counter(c["verdicts"].get(arm, "?") for c in ks)
            cells.append(f"A {v['ACCEPT']} · R {v['REJECT']} · I {v['INCONCLUSIVE']}" + (f" · E {v['ERROR']}" if v["ERROR"] else ""))
        print(f"| {k} | {len(ks)} | " + " | ".join(cells) + " |")
    print()
    by_code = collections.defaultdict(list)
    for c in cands:
        by_code[c["task"].split("-")[0]].append(c)
    print("By codebase (ACCEPT correct/ACCEPT; correct REJECTed):")
    print()
    for code, cs in sorted(by_code.items()):
        parts = []
        for arm in arms:
            acc = [c for c in cs if c["verdicts"].get(arm) == "ACCEPT" and truth(c) is not None]
            correct = [c for c in cs if truth(c) is True]
            parts.append(f"{arm} {sum(1 for c in acc if truth(c))}/{len(acc)}, {sum(1 for c in correct if c['verdicts'].get(arm) == 'REJECT')}/{len(correct)}")
        print(f"- {code}: " + "; ".join(parts))


if __name__ == "__main__":
    main()
