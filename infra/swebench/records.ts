// SWE-bench's public record formats, read at the importer's boundary (issue 14 §1):
//  - instance records (`instance_id`, `repo`, `base_commit`, `problem_statement`, `patch`,
//    `test_patch`, `FAIL_TO_PASS`, `PASS_TO_PASS`, `version`, ...), as a JSON array or JSONL; the
//    two id lists are JSON arrays or, as the published dataset ships them, JSON-encoded strings;
//  - one predictions file per agent (`instance_id`, `model_name_or_path`, `model_patch`), as a
//    JSON array, a JSON object keyed by instance id, or JSONL;
//  - evaluation results listing the resolved ids: the experiments repository's `results.json`
//    (`{"resolved": [...], ...}`, trailing commas tolerated as published), the harness report
//    (`{"resolved_ids": [...]}`), a per-instance report (`{id: {"resolved": bool}}`) or a plain array.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const IdList = z.union([z.array(z.string()), z.string()]).transform((v, ctx) => {
  if (Array.isArray(v)) return v;
  try {
    const parsed = JSON.parse(v) as unknown;
    if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) return parsed as string[];
  } catch {
    /* reported below */
  }
  ctx.addIssue({ code: 'custom', message: 'expected a JSON array of test ids (or a string holding one)' });
  return z.NEVER;
});

export const SwebenchInstance = z.object({
  instance_id: z.string().min(1).max(200),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name'),
  base_commit: z.string().regex(/^[0-9a-f]{7,64}$/, 'a git commit hash'),
  problem_statement: z.string().default(''),
  patch: z.string(),
  test_patch: z.string(),
  FAIL_TO_PASS: IdList,
  PASS_TO_PASS: IdList,
  version: z.string().nullable().optional(),
  environment_setup_commit: z.string().nullable().optional(),
});
export type SwebenchInstance = z.infer<typeof SwebenchInstance>;

export const SwebenchPrediction = z.object({
  instance_id: z.string().min(1),
  model_name_or_path: z.string().min(1).max(300),
  model_patch: z.string().nullable().transform((p) => p ?? ''),
});
export type SwebenchPrediction = z.infer<typeof SwebenchPrediction>;

export class RecordError extends Error {}

/** Parse a JSON or JSONL file into records (a JSON object keyed by id is turned into its values). */
export function readRecords(file: string): unknown[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new RecordError(`cannot read ${file}: ${(e as Error).message}`);
  }
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (trimmed.startsWith('[') || (trimmed.startsWith('{') && !/\}\s*\n\s*\{/.test(trimmed))) {
    try {
      const v = JSON.parse(trimmed) as unknown;
      if (Array.isArray(v)) return v;
      if (v && typeof v === 'object') {
        const entries = Object.entries(v as Record<string, unknown>);
        // {instance_id: {...}} (predictions keyed by id) or a single record.
        if (entries.every(([, x]) => x && typeof x === 'object' && !Array.isArray(x))) {
          return entries.map(([k, x]) => ({ instance_id: k, ...(x as object) }));
        }
        return [v];
      }
    } catch {
      /* fall through to JSONL */
    }
  }
  const out: unknown[] = [];
  trimmed.split('\n').forEach((line, i) => {
    const l = line.trim();
    if (!l) return;
    try {
      out.push(JSON.parse(l));
    } catch (e) {
      throw new RecordError(`${file}:${i + 1}: not JSON: ${(e as Error).message}`);
    }
  });
  return out;
}

function issues(e: z.ZodError): string {
  return e.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

export function loadInstances(file: string): SwebenchInstance[] {
  return readRecords(file).map((r, i) => {
    const p = SwebenchInstance.safeParse(r);
    if (!p.success) throw new RecordError(`${file}: instance #${i + 1} (${(r as { instance_id?: string })?.instance_id ?? '?'}): ${issues(p.error)}`);
    return p.data;
  });
}

export function loadPredictions(file: string): SwebenchPrediction[] {
  return readRecords(file).map((r, i) => {
    const raw = r as Record<string, unknown>;
    // A file without model names is one agent's: name it after the file.
    const withName = typeof raw?.model_name_or_path === 'string' ? raw : { ...raw, model_name_or_path: path.basename(file).replace(/\.(jsonl?|json)$/, '') };
    const p = SwebenchPrediction.safeParse(withName);
    if (!p.success) throw new RecordError(`${file}: prediction #${i + 1}: ${issues(p.error)}`);
    return p.data;
  });
}

/** The resolved instance ids a results file lists, in any of the published shapes. */
export function loadResolved(file: string): Set<string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new RecordError(`cannot read ${file}: ${(e as Error).message}`);
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    try {
      v = JSON.parse(text.replace(/,(\s*[\]}])/g, '$1')); // published with trailing commas
    } catch (e) {
      throw new RecordError(`${file}: not JSON: ${(e as Error).message}`);
    }
  }
  const strings = (x: unknown) => (Array.isArray(x) && x.every((s) => typeof s === 'string') ? (x as string[]) : null);
  if (strings(v)) return new Set(strings(v)!);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['resolved', 'resolved_ids']) if (strings(o[k])) return new Set(strings(o[k])!);
    const perInstance = Object.entries(o).filter(([, x]) => x && typeof x === 'object' && typeof (x as { resolved?: unknown }).resolved === 'boolean');
    if (perInstance.length > 0) return new Set(perInstance.filter(([, x]) => (x as { resolved: boolean }).resolved).map(([k]) => k));
  }
  throw new RecordError(`${file}: no resolved list found (expected "resolved", "resolved_ids", per-instance {"resolved": bool}, or an array of ids)`);
}
