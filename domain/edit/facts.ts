// The structure facts python/patchgate_tools/edit_facts.py and edit_gate.py report (parsed with
// the pinned interpreter's `ast`, never imported). Validated here at the boundary; the scope
// ladder, the appliers and the collateral rule are pure functions over them.
import { z } from 'zod';

export const EntityFact = z.object({
  name: z.string(),
  kind: z.enum(['function', 'async_function', 'class']),
  /** First line (the first decorator when decorated) and last line of the entity. */
  start: z.number().int().min(1),
  end: z.number().int().min(1),
  def_line: z.number().int().min(1),
  header_end: z.number().int().min(1),
  col: z.number().int().min(0),
  parent: z.number().int().nullable(),
  top_level: z.boolean(),
  signature: z.string(),
  skeleton: z.string(),
});
export type EntityFact = z.infer<typeof EntityFact>;

export const SpanFacts = z.object({
  span: z.tuple([z.number().int(), z.number().int()]),
  out_of_range: z.boolean(),
  /** Top-level defs/classes the span intersects, plus `<module>` for other module statements. */
  top_level: z.array(z.string()),
  /** The innermost entities of the statements the span intersects (an entity covered whole counts as itself). */
  owners: z.array(z.string()),
  /** Two owners that are consecutive entities of one body. */
  adjacent: z.boolean(),
  /** Index of the innermost entity containing the whole span, or null (module level). */
  enclosing: z.number().int().nullable(),
  block_owner: z.string(),
  /** Statements of the innermost block holding the span that the span intersects. */
  siblings_touched: z.number().int().min(0),
  /** The span cuts through a compound statement (part of its header and part of a nested block). */
  crosses_block_boundary: z.boolean(),
  /** One simple statement (or one compound header), so no statement boundary is crossed. */
  single_expression: z.boolean(),
  whole_file: z.boolean(),
});
export type SpanFacts = z.infer<typeof SpanFacts>;

export const FileFacts = z.object({
  path: z.string(),
  exists: z.boolean(),
  parse_error: z.string().nullable(),
  line_count: z.number().int().min(0),
  entities: z.array(EntityFact),
  /** Per line (index 0 = line 1): the innermost entity's index, -1 for module level. */
  owners: z.array(z.number().int()),
  /** One per requested span; null for an {entity} request naming no entity. */
  spans: z.array(SpanFacts.nullable()),
});
export type FileFacts = z.infer<typeof FileFacts>;

export const FactsReport = z.object({ files: z.array(FileFacts) });

export const LintFinding = z.object({ type: z.string(), message: z.string(), line: z.number().int().nullable() });
export type LintFinding = z.infer<typeof LintFinding>;

export const GateReport = z.object({
  parse_error: z.string().nullable(),
  errors: z.array(LintFinding),
  /** Error-level findings the pre-edit file did not already have: these reject. */
  new_errors: z.array(LintFinding),
  warnings: z.array(LintFinding),
  facts: FileFacts.nullable(),
});
export type GateReport = z.infer<typeof GateReport>;

export const MODULE = '<module>';
export const WHOLE_FILE = '<file>';

/** The owner name of every line (index 0 = line 1). */
export function ownerNames(facts: Pick<FileFacts, 'owners' | 'entities'>): string[] {
  return facts.owners.map((i) => (i < 0 ? MODULE : facts.entities[i]!.name));
}

export function findEntity(facts: Pick<FileFacts, 'entities'>, name: string): EntityFact | null {
  return facts.entities.find((e) => e.name === name) ?? null;
}

/** Whether `owner` lies inside the declared entity `declared` (itself, nested in it, or the file). */
export function withinEntity(owner: string, declared: string): boolean {
  if (declared === WHOLE_FILE) return true;
  if (declared === MODULE) return owner === MODULE;
  return owner === declared || owner.startsWith(`${declared}.`);
}

/** The line range a declared entity occupies: `<file>` and `<module>` span the file. */
export function entityRange(facts: Pick<FileFacts, 'entities' | 'line_count'>, name: string): [number, number] | null {
  if (name === WHOLE_FILE || name === MODULE) return [1, Math.max(1, facts.line_count)];
  const e = findEntity(facts, name);
  return e ? [e.start, e.end] : null;
}
