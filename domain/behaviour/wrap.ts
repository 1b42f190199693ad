// The fix that wraps a count into its unit (issue 10 item 1, attribution: "a numeric shift").
// A clock written as `1:62:03` is fixed to `1:02:03`: the minutes are reduced modulo 60. A correct
// candidate repairs the sibling that has the same flaw too (`2 h 149 min` made `2 h 29 min` in
// the coarse total beside the clock format), and that sibling's divergence, on a value no test
// asserts, is the fix carried over. What the two share is a law, not a text edit: every number the
// candidate moves is the pre-edit's reduced modulo the same K (each new number below K, each old
// one at K or above). A regression almost never keeps that law, with the modulus the FAIL_TO_PASS
// change shows. Numbers are read from numeric values and from texts whose other characters stay
// as they were (`1:62:03`, `2 h 149 min`). Pure.
import type { Obs } from './schemas.js';
import { numberOf } from './delta.js';
import { leafPairs } from './scaling.js';

/** The smallest modulus considered: a parity is too common a coincidence. */
const MIN_MODULUS = 3;

/** The whole numbers of a text and the text with each of them replaced by `#`. */
function wholeNumbers(s: string): { skeleton: string; numbers: number[] } {
  const numbers: number[] = [];
  const skeleton = s.replace(/\d+/g, (d) => (numbers.push(Number(d)), '#'));
  return { skeleton, numbers };
}

/**
 * The (pre-edit, candidate) whole numbers that differ at the same place of two values, from
 * numbers and from texts of the same shape; null when anything else differs (a text reworded, a
 * field changed kind), so that a law read from the numbers covers the whole divergence.
 */
export function movedWholes(pre: Obs | null | undefined, cand: Obs | null | undefined): [number, number][] | null {
  const out: [number, number][] = [];
  const ok = leafPairs(pre, cand, (x, y) => {
    const p = numberOf(x);
    const c = numberOf(y);
    if (p !== null && c !== null) {
      if (p === c) return true;
      if (!Number.isInteger(p) || !Number.isInteger(c)) return false;
      out.push([p, c]);
      return true;
    }
    if (typeof x === 'string' && typeof y === 'string') {
      const a = wholeNumbers(x);
      const b = wholeNumbers(y);
      if (a.skeleton !== b.skeleton) return false;
      a.numbers.forEach((n, i) => {
        if (n !== b.numbers[i]) out.push([n, b.numbers[i]!]);
      });
      return true;
    }
    return JSON.stringify(x) === JSON.stringify(y);
  });
  return ok ? out : null;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/**
 * The moduli K (MIN_MODULUS or more) by which every moved number is the pre-edit's reduced: new =
 * old mod K, with old >= K > new >= 0. Empty when there is no move or no such K.
 */
export function wrapModuli(moved: readonly [number, number][]): number[] {
  if (moved.length === 0 || moved.some(([p, c]) => c < 0 || p <= c)) return [];
  const g = moved.reduce((acc, [p, c]) => gcd(acc, p - c), 0);
  const floor = Math.max(MIN_MODULUS, ...moved.map(([, c]) => c + 1));
  const out: number[] = [];
  for (let k = floor; k <= g; k++) if (g % k === 0 && moved.every(([p]) => p >= k)) out.push(k);
  return out;
}

/** A modulus shared by two sets of moduli, or null. */
export function sharedModulus(a: readonly number[], b: readonly number[]): number | null {
  const bs = new Set(b);
  return a.find((k) => bs.has(k)) ?? null;
}
