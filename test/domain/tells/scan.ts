// Shared by the per-rule tell tests: scan one before/after pair of pkg/mod.py with the given
// FAIL_TO_PASS literals, through the real parser.
import type { OverfitTell } from '../../../domain/tells/schema.js';
import { OverfitTell as OverfitTellSchema } from '../../../domain/tells/schema.js';
import { scanPythonChange } from '../../../infra/tells.js';
import type { TestLiterals } from '../../../infra/tells.js';

export const py = (s: string) => s.replace(/^\n/, '');

export async function scan(before: string | null, after: string, f2p: Record<string, string> = {}): Promise<OverfitTell[]> {
  const lits: TestLiterals = new Map(Object.entries(f2p));
  const tells = await scanPythonChange({ file: 'pkg/mod.py', before: before === null ? null : py(before), after: py(after), f2p: lits, testNames: new Set(['test_area_of_square']) });
  // Every tell crosses the activity boundary: it must match its schema, target and entity included.
  for (const t of tells) OverfitTellSchema.parse(t);
  return tells;
}

export function kinds(tells: OverfitTell[]): string[] {
  return tells.map((t) => t.kind);
}
