// Spec 22 §4.1 P2: "every blocking criticism carries a falsification procedure". This module is
// the deterministic parser that decides whether a finding's `falsification` string IS a
// procedure. Only these executable forms exist (keywords are case-insensitive; a ```python or
// ```diff Markdown fence is recognized around code):
//
//  F1 self-contained pytest test — the string is, or contains in one ```python fence, a Python
//     module with at least one top-level `def test_<name>(`. It is written next to the task's
//     tests in a fresh copy of each tree and run with the task's test command.
//  F2 existing test id — `run <node-id>` or a line holding only a pytest node id
//     (`tests/test_money.py::test_x` or `...::Class::test_y[param]`).
//  F3 named static check — `static <check> [<path> ...]`, check ∈ {pyflakes, compile}; paths
//     default to the patch's changed Python files.
//  F4 repeated runs (trace replay) — `repeat <N> run <node-id>`, or `repeat <N>` followed by an
//     F1 module; 2 ≤ N ≤ 20.
//  F5 revert one edit — `revert [edit] <edit-id> and run <node-id>`, or `revert [edit] <edit-id>`
//     followed by an F1 module; `revert` without an id means the finding's own location.
//  F6 apply the critic's repair — `repair`, a ```diff fenced unified diff (against the
//     candidate), then `run <node-id>` or a ```python F1 module.
//
// Anything else (prose such as "write a test that…") is not executable: a blocking finding
// carrying it is downgraded to advisory (spec 22 §3.4). What each form must show for the claim
// to SURVIVE is fixed in domain/critic/verification.ts, never by the critic. Pure.
import { TestId } from '../schemas.js';
import { WHOLE_PATCH } from './schemas.js';

export const STATIC_CHECKS = ['pyflakes', 'compile'] as const;
export type StaticCheck = (typeof STATIC_CHECKS)[number];
export const REPLAY_MIN_RUNS = 2;
export const REPLAY_MAX_RUNS = 20;

export type TestRef = { kind: 'id'; testId: string } | { kind: 'source'; source: string };

export type FalsificationProcedure =
  | { form: 'pytest_source'; test: Extract<TestRef, { kind: 'source' }> }
  | { form: 'test_id'; test: Extract<TestRef, { kind: 'id' }> }
  | { form: 'static_check'; check: StaticCheck; paths: string[] }
  | { form: 'repeat'; runs: number; test: TestRef }
  | { form: 'revert_edit'; editId: string; test: TestRef }
  | { form: 'apply_repair'; repair: string; test: TestRef };

export type ParsedFalsification = { ok: true; procedure: FalsificationProcedure } | { ok: false; reason: string };

const TEST_DEF = /^(?:async\s+)?def\s+test_\w*\s*\(/m;
const NODE_ID = /^[\w./-]+\.py(?:::[\w.\-[\]]+)+$/;

function fences(text: string, lang: 'python' | 'diff'): string[] {
  const re = lang === 'python' ? /```(?:python|py)[ \t]*\n([\s\S]*?)```/gi : /```(?:diff|patch)[ \t]*\n([\s\S]*?)```/gi;
  return [...text.matchAll(re)].map((m) => m[1]!);
}

/** An F1 module in `text` (fenced or bare), or null. */
function pythonModule(text: string): string | null {
  const fenced = fences(text, 'python');
  if (fenced.length > 1) return null; // ambiguous: which module is the procedure?
  const src = fenced.length === 1 ? fenced[0]! : text;
  if (!TEST_DEF.test(src)) return null;
  return src.endsWith('\n') ? src : `${src}\n`;
}

function nodeId(s: string): string | null {
  const t = s.trim().replace(/^`|`$/g, '');
  if (!NODE_ID.test(t)) return null;
  return TestId.safeParse(t).success ? t : null;
}

/** `run <node-id>` anywhere on a line of `text`. */
function runClause(text: string): string | null {
  for (const m of text.matchAll(/\brun\s+(?:the\s+)?(?:test\s+)?`?([^\s`]+)`?/gi)) {
    const id = nodeId(m[1]!.replace(/[.,;:]$/, ''));
    if (id) return id;
  }
  return null;
}

function testRefIn(rest: string): TestRef | null {
  const id = runClause(rest);
  if (id) return { kind: 'id', testId: id };
  const src = pythonModule(rest);
  return src ? { kind: 'source', source: src } : null;
}

function safeRelPath(p: string): boolean {
  return p.length > 0 && !p.startsWith('/') && !p.startsWith('-') && !p.split('/').includes('..') && !/[\0\r\n]/.test(p) && p.endsWith('.py');
}

/**
 * Parse a `falsification` string into a procedure. `editIds` is the packet's location
 * vocabulary (F5 must name one of them); `location` is the finding's own location.
 */
export function parseFalsification(text: string, editIds: readonly string[], location: string = WHOLE_PATCH): ParsedFalsification {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'falsification is empty' };
  const first = t.split('\n', 1)[0]!.trim();
  const rest = t.slice(t.indexOf('\n') >= 0 ? t.indexOf('\n') + 1 : t.length);
  const fail = (reason: string): ParsedFalsification => ({ ok: false, reason });

  // F3 static check
  let m = /^static\s+(\S+)((?:\s+\S+)*)\s*$/i.exec(first);
  if (m) {
    const check = m[1]!.toLowerCase();
    if (!(STATIC_CHECKS as readonly string[]).includes(check)) return fail(`unknown static check "${m[1]}" (known: ${STATIC_CHECKS.join(', ')})`);
    const paths = (m[2] ?? '').trim().split(/\s+/).filter(Boolean);
    const bad = paths.find((p) => !safeRelPath(p));
    if (bad) return fail(`static check path "${bad}" is not a relative .py path inside the repository`);
    return { ok: true, procedure: { form: 'static_check', check: check as StaticCheck, paths } };
  }

  // F4 repeated runs
  m = /^repeat\s+(\d+)(?:\s*(?:times|x))?\b(.*)$/i.exec(first);
  if (m) {
    const runs = Number(m[1]);
    if (runs < REPLAY_MIN_RUNS || runs > REPLAY_MAX_RUNS) return fail(`repeat count ${runs} outside ${REPLAY_MIN_RUNS}..${REPLAY_MAX_RUNS}`);
    const test = testRefIn(`${m[2] ?? ''}\n${rest}`);
    if (!test) return fail('repeat names no test: expected "run <node-id>" or a pytest module');
    return { ok: true, procedure: { form: 'repeat', runs, test } };
  }

  // F5 revert one edit
  m = /^revert(?:\s+(?:the\s+)?edit)?(?:\s+`?([^\s`]+)`?)?(.*)$/i.exec(first);
  if (m) {
    let editId = m[1] ?? '';
    let tail = m[2] ?? '';
    if (/^and$/i.test(editId)) {
      tail = ` and${tail}`;
      editId = '';
    }
    if (editId === '') {
      if (!editIds.includes(location)) return fail('revert names no edit and the finding is not located at an atomic edit');
      editId = location;
    }
    if (!editIds.includes(editId)) return fail(`revert names "${editId}", which is not an atomic edit of this patch`);
    const test = testRefIn(`${tail}\n${rest}`);
    if (!test) return fail('revert names no test: expected "and run <node-id>" or a pytest module');
    return { ok: true, procedure: { form: 'revert_edit', editId, test } };
  }

  // F6 apply a repair
  if (/^(?:apply\s+)?(?:the\s+)?repair\b/i.test(first)) {
    const diffs = fences(t, 'diff');
    if (diffs.length !== 1) return fail('repair needs exactly one ```diff fenced unified diff');
    const withoutDiff = t.replace(/```(?:diff|patch)[ \t]*\n[\s\S]*?```/i, '');
    const test = testRefIn(withoutDiff.replace(/^.*\n?/, (l) => l.replace(/^(?:apply\s+)?(?:the\s+)?repair\b/i, '')));
    if (!test) return fail('repair names no test: expected "run <node-id>" or a ```python module');
    const repair = diffs[0]!.endsWith('\n') ? diffs[0]! : `${diffs[0]!}\n`;
    if (!/^(---|\+\+\+|@@|diff --git)/m.test(repair)) return fail('the repair is not a unified diff');
    return { ok: true, procedure: { form: 'apply_repair', repair, test } };
  }

  // F2 existing test id
  const runId = /^run\b/i.test(first) ? runClause(first) : nodeId(first);
  if (runId && (rest.trim() === '' || /^run\b/i.test(first))) return { ok: true, procedure: { form: 'test_id', test: { kind: 'id', testId: runId } } };

  // F1 self-contained pytest module
  const src = pythonModule(t);
  if (src) return { ok: true, procedure: { form: 'pytest_source', test: { kind: 'source', source: src } } };

  return fail('not an executable form (expected a pytest module, a test id, "static <check>", "repeat <N> …", "revert <edit-id> …" or "repair …")');
}
