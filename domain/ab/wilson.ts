// Proportions with 95% Wilson score intervals: honest at the small n of a held-out corpus
// (the normal approximation collapses to a zero-width interval at 0/n and n/n). Pure.
import { z } from 'zod';

export const Z95 = 1.959963984540054;

export const Rate = z
  .object({
    value: z.number().min(0).max(1).nullable().describe('numerator / denominator; null when the denominator is 0'),
    numerator: z.number().int().min(0),
    denominator: z.number().int().min(0),
    ci95: z.tuple([z.number(), z.number()]).nullable().describe('95% Wilson score interval; null when the denominator is 0'),
  })
  .strict();
export type Rate = z.infer<typeof Rate>;

export function wilson(k: number, n: number, zz = Z95): [number, number] | null {
  if (n <= 0) return null;
  if (k < 0 || k > n) throw new RangeError(`wilson: ${k} successes out of ${n}`);
  const p = k / n;
  const z2 = zz * zz;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (zz * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At 0/n and n/n the bound is exactly 0 or 1; floating point would leave 1e-17 off.
  return [k === 0 ? 0 : Math.max(0, center - half), k === n ? 1 : Math.min(1, center + half)];
}

export function rate(k: number, n: number): Rate {
  return { value: n > 0 ? k / n : null, numerator: k, denominator: n, ci95: wilson(k, n) };
}
