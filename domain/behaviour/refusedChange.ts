// A refused call that still changes its object, left in a sibling method (issue 10 item 2,
// "partial fix"). Where the FAIL_TO_PASS change of a method is that a call it refuses (a
// deliberate raise, on both trees) no longer changes its receiver (`strong.frames += …` moved
// after the capacity check), the class promises that a refusal leaves the object as it was. A
// method of the same class that, on the candidate, refuses a call with the same exception and has
// already changed its receiver (`split` taking the frames before checking the boxes) holds the
// same flaw: the fix reached one instance of it. Pure.
import type { Behaviour, Probe, TraceCall } from './schemas.js';
import { clip, comparable } from './compare.js';
import { fnKey, ownerOf } from './attribution.js';
import type { IntendedChange } from './attribution.js';

/** A changed method whose refusals no longer change its receiver: its class and the exception it refuses with. */
export interface RefusalMadeAtomic {
  file: string;
  entity: string;
  /** The method's class (`Apiary` of `Apiary.merge`). */
  owner: string;
  exc: string;
}

/**
 * The changed methods whose FAIL_TO_PASS change includes the receiver no longer mutated
 * (`arg0|mut:gone`) on a call the pre-edit refused with a deliberate raise, the exception read
 * from that recorded call.
 */
export function refusalsMadeAtomic(intended: IntendedChange | null | undefined, f2pPre: readonly TraceCall[]): RefusalMadeAtomic[] {
  const out = new Map<string, RefusalMadeAtomic>();
  for (const c of f2pPre) {
    const key = fnKey(c.file, c.entity);
    if (out.has(key) || !c.entity.includes('.') || c.entity.includes('<locals>')) continue;
    if (!(intended?.atoms[key] ?? []).includes('arg0|mut:gone')) continue;
    const b = c.behaviour;
    if (b.kind !== 'raise' || !b.deliberate || !b.exc || (b.mutated ?? [])[0] == null) continue;
    out.set(key, { file: c.file, entity: c.entity, owner: ownerOf(c.entity), exc: b.exc });
  }
  return [...out.values()];
}

/** The counterexamples: per sibling method, the first call the candidate refuses with the fix's exception after changing its receiver. */
export function judgeRefusedChange(fixed: readonly RefusalMadeAtomic[], probes: readonly Probe[], cand: ReadonlyMap<string, Behaviour>): { text: string; fn: string }[] {
  const out = new Map<string, { text: string; fn: string }>();
  for (const p of probes) {
    const key = fnKey(p.file, p.entity);
    if (out.has(key)) continue;
    const f = fixed.find((x) => x.file === p.file && p.entity.startsWith(`${x.owner}.`) && p.entity !== x.entity);
    if (!f) continue;
    const c = cand.get(p.id);
    if (!comparable(c) || c.stable === false || c.kind !== 'raise' || !c.deliberate || c.exc !== f.exc || (c.mutated ?? [])[0] == null) continue;
    out.set(key, {
      fn: key,
      text:
        `partial fix: the candidate makes ${f.entity} leave its object unchanged when it refuses a call, but ${p.entity} of the same class ` +
        `still changes its object before refusing — ${p.file}: ${clip(p.argsRepr, 240)}${p.test ? ` (from ${p.test})` : ''} raised ${c.exc}${c.value ? ` (${clip(c.value, 160)})` : ''} and left the object changed`,
    });
  }
  return [...out.values()];
}
