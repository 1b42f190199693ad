// applyEdit: stages (d) apply → (e) uniqueness/parse/lint gate → (e2) collateral check → (f)
// commit, for one intent against its transaction base (the pre-edit snapshot of this edit:
// the commit after the last accepted edit). Any rejection resets the workspace to that base
// (atomic rollback); an accepted edit is exactly one commit. The raw arm applies the edit as
// declared with no gate and commits whatever results; the same instruments then observe it.
// Idempotent: the outcome is recorded per input (seq, base, intent, ...) and a retry returns it; a retry
// that finds no record re-applies deterministically (fixed commit identity and dates).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ActivityDeps } from '../deps.js';
import type { ApplyEditInput, ApplyEditOutput, EditPlan } from '../../domain/edit/stages.js';
import type { EditIntent, EditLogEntry, EditMeasure, RejectCode, RejectStage, Representation, Span } from '../../domain/edit/schemas.js';
import { EditIntent as EditIntentSchema, declaredEntities } from '../../domain/edit/schemas.js';
import type { FileFacts } from '../../domain/edit/facts.js';
import { entityRange, findEntity } from '../../domain/edit/facts.js';
import type { TransformedEntity } from '../../domain/edit/apply.js';
import { applyEdit10 } from '../../domain/edit/apply.js';
import { applyRaw } from '../../domain/edit/rawApply.js';
import { countChanged, lineHunks } from '../../domain/edit/hunks.js';
import { badRequest, parseOrBadRequest } from '../../domain/errors.js';
import { gitOk, resetTo, revParse } from '../../infra/git.js';
import { readAtCommit } from './classifyScope.js';
import { collateralOf } from './collateral.js';
import { computePlan } from './plan.js';
import { runEditGate } from '../../infra/edit/tools.js';
import { repoFile, scratchDir, writeScratch } from './workspace.js';

const NOT_LANDED: EditMeasure = { landed: false, parses: null, lintClean: null, inScope: null, bleed: [] };

function span2(s: Span): [number, number] {
  return [s[0], s[1]];
}

/** An entity transform must regenerate exactly its entity: same name, same start, nothing new inside. */
export function verifyTransformed(transformed: TransformedEntity[], post: FileFacts): string | null {
  for (const t of transformed) {
    const e = findEntity(post, t.name);
    if (!e) return `after the transform ${t.name} no longer parses as an entity of the file`;
    if (e.start !== t.start) return `after the transform ${t.name} starts at line ${e.start}, not ${t.start}`;
    if (e.end > t.end) return `after the transform ${t.name} extends to line ${e.end}, past its regenerated source (line ${t.end})`;
    const intruders = post.entities.filter((x) => x.start >= t.start && x.start <= t.end && x.name !== t.name && !x.name.startsWith(`${t.name}.`));
    if (intruders.length) return `the transform of ${t.name} introduced ${intruders.map((x) => x.name).join(', ')} inside its lines`;
  }
  return null;
}

/** Measurement scope when the intent cannot be bound: the declared entities' whole extent. */
function declaredExtent(facts: FileFacts | null, declared: string[], fallback: Span): Span {
  if (!facts) return fallback;
  const ranges = declared.map((d) => entityRange(facts, d)).filter((r): r is [number, number] => r !== null);
  if (!ranges.length) return fallback;
  return [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))];
}

function rawRepresentation(intent: EditIntent): Representation {
  return intent.content.kind === 'search_replace' ? 'search_replace' : 'bounded_rewrite';
}

export function makeApplyEdit(deps: ActivityDeps) {
  return async function applyEdit(input: ApplyEditInput): Promise<ApplyEditOutput> {
    const intent = parseOrBadRequest(EditIntentSchema, input.intent, 'edit intent');
    const ws = input.workspace;
    const recordDir = path.join(ws.dir, '.git', 'patchgate-edits');
    mkdirSync(recordDir, { recursive: true });
    // Keyed by the whole input: a retry of this call finds its outcome; any other call does not.
    const key = createHash('sha256')
      .update(JSON.stringify([input.seq, input.baseCommit, input.mode, input.ablations, intent, input.measureSpan, input.filesInChange, input.representation ?? null, input.plan?.anchor ?? null, input.adjudication ?? null]))
      .digest('hex')
      .slice(0, 16);
    const recordFile = path.join(recordDir, `${input.seq}-${input.baseCommit.slice(0, 12)}-${input.mode}-${key}.json`);
    if (existsSync(recordFile)) {
      const prior = JSON.parse(readFileSync(recordFile, 'utf8')) as ApplyEditOutput;
      await resetTo(ws.dir, prior.commit ?? input.baseCommit);
      return prior;
    }
    await resetTo(ws.dir, input.baseCommit);
    const pre = await readAtCommit(ws.dir, input.baseCommit, intent.file);
    const ctx: EditContext = {
      deps,
      input,
      intent,
      pre,
      scratch: scratchDir(ws),
      tag: `a-${input.seq}-${input.baseCommit.slice(0, 12)}`,
      declaredSpan: input.declaredSpan ?? intent.span,
    };
    const out = input.mode === 'raw' ? await rawEdit(ctx) : await gatedEdit(ctx);
    writeFileSync(recordFile, JSON.stringify(out));
    return out;
  };
}

interface EditContext {
  deps: ActivityDeps;
  input: ApplyEditInput;
  intent: EditIntent;
  pre: string | null;
  scratch: string;
  tag: string;
  declaredSpan: Span;
}

async function commitEdit(ctx: EditContext, representation: Representation, scope: string): Promise<string> {
  const dir = ctx.input.workspace.dir;
  await gitOk(dir, ['add', '--', ctx.intent.file]);
  await gitOk(dir, ['commit', '-q', '--no-verify', '-m', `edit ${ctx.input.seq} ${ctx.intent.id} [${ctx.input.mode}]: ${scope}/${representation}`]);
  return revParse(dir, 'HEAD');
}

async function gatedEdit(ctx: EditContext): Promise<ApplyEditOutput> {
  const { input, intent, pre } = ctx;
  const plan: EditPlan | undefined = input.plan;
  if (!plan) throw badRequest('an edit10 applyEdit needs the plan classifyScope made');
  const representation = input.representation ?? plan.selection.representation;
  const declared = declaredEntities(intent);
  const ablated = (a: string) => input.ablations.includes(a as never);
  const head: Omit<EditLogEntry, 'status' | 'stage' | 'code' | 'reason' | 'commit' | 'added' | 'removed' | 'measure'> = {
    seq: input.seq,
    intentId: intent.id,
    file: intent.file,
    mode: 'edit10',
    gated: true,
    changeScope: plan.changeScope,
    classification: plan.classification,
    scopeRule: plan.scopeRule,
    contentKind: intent.content.kind,
    representation,
    adjudication: input.adjudication ?? null,
    anchor: { declared: span2(ctx.declaredSpan), live: span2(intent.span), resolved: span2(plan.anchor.span), how: plan.anchor.how },
  };
  const reject = async (stage: RejectStage, code: RejectCode, reason: string, measure: EditMeasure = NOT_LANDED): Promise<ApplyEditOutput> => {
    await resetTo(input.workspace.dir, input.baseCommit); // atomic rollback to this edit's pre-edit snapshot
    return { entry: { ...head, status: 'rejected', stage, code, reason, commit: null, added: 0, removed: 0, measure }, commit: null, hunks: [] };
  };
  if (pre === null) return reject('classify', 'file-missing', `${intent.file} does not exist at the edit base`);
  if (representation === 'ast_transform' && plan.bodyCheck && !plan.bodyCheck.ok) return reject('apply', 'invalid-entity-body', plan.bodyCheck.reason ?? 'invalid entity body');

  // (d) apply — a failure is reported before anything is written.
  const applied = applyEdit10({ text: pre, representation, content: intent.content, span: plan.anchor.span, entities: plan.anchor.entities });
  if (!applied.ok) return reject(applied.stage, applied.code, applied.reason);
  const abs = repoFile(input.workspace.dir, intent.file);
  writeFileSync(abs, applied.text);

  // (e) parse + hard lint with the pinned interpreter, in the sandbox.
  const prePath = writeScratch(ctx.scratch, `${ctx.tag}-pre.py`, pre);
  const gate = await runEditGate(ctx.deps.sandbox, ctx.scratch, { after: abs, before: prePath, facts: true });
  if (gate.parse_error) return reject('parse', 'parse-error', `the edited file does not parse: ${gate.parse_error}`, { ...NOT_LANDED, parses: false });
  const lintClean = gate.new_errors.length === 0;
  if (!lintClean && !ablated('no_lint_gate')) {
    const list = gate.new_errors.map((e) => `${e.type}: ${e.message} (line ${e.line})`).join('; ');
    return reject('lint', 'lint-error', `error-level lint: ${list}`, { ...NOT_LANDED, parses: true, lintClean: false });
  }
  const post = gate.facts!;
  if (representation === 'ast_transform') {
    const bad = verifyTransformed(applied.transformed, post);
    if (bad) return reject('apply', 'invalid-entity-body', bad, { ...NOT_LANDED, parses: true, lintClean });
  }

  // (e2) collateral: every changed line inside the declared entity and span; touched = declared.
  const col = collateralOf({ before: pre, after: applied.text, declared, span: plan.anchor.span, preFacts: plan.facts, postFacts: post });
  if (col.hunks.length === 0) return reject('apply', 'no-op', 'the edit leaves the file unchanged');
  if (!col.inScope && !ablated('no_collateral_check')) {
    return reject('collateral', 'collateral-bleed', col.bleed.join('; '), { ...NOT_LANDED, parses: true, lintClean, inScope: false, bleed: col.bleed });
  }

  // (f) commit: one commit per accepted edit; the pipeline then refreshes every live anchor.
  const commit = await commitEdit(ctx, representation, plan.classification.scope);
  const { added, removed } = countChanged(col.hunks);
  return {
    entry: { ...head, status: 'applied', stage: null, code: null, reason: null, commit, added, removed, measure: { landed: true, parses: true, lintClean, inScope: col.inScope, bleed: col.bleed } },
    commit,
    hunks: col.hunks,
  };
}

async function rawEdit(ctx: EditContext): Promise<ApplyEditOutput> {
  const { input, intent, pre } = ctx;
  const declared = declaredEntities(intent);
  const representation = rawRepresentation(intent);
  const base: Omit<EditLogEntry, 'status' | 'stage' | 'code' | 'reason' | 'commit' | 'added' | 'removed' | 'measure' | 'anchor'> = {
    seq: input.seq,
    intentId: intent.id,
    file: intent.file,
    mode: 'raw',
    gated: false,
    changeScope: null,
    classification: null,
    scopeRule: null,
    contentKind: intent.content.kind,
    representation,
    adjudication: null,
  };
  const anchor = (how: EditLogEntry['anchor']['how']) => ({ declared: span2(ctx.declaredSpan), live: span2(intent.span), resolved: null, how });
  if (pre === null) {
    return { entry: { ...base, anchor: anchor('none'), status: 'rejected', stage: 'apply', code: 'file-missing', reason: `${intent.file} does not exist`, commit: null, added: 0, removed: 0, measure: NOT_LANDED }, commit: null, hunks: [] };
  }
  // The instruments' view of the intended change (never used to apply): the same (a)/(b) the
  // gated arm runs, at the refreshed anchor of the intended site.
  const observed = await computePlan({
    sandbox: ctx.deps.sandbox,
    scratch: ctx.scratch,
    tag: ctx.tag,
    text: pre,
    intent: { ...intent, span: input.measureSpan },
    filesInChange: input.filesInChange,
    ablations: [],
  });
  const observedEntry = observed.ok ? { changeScope: observed.changeScope, classification: observed.classification, scopeRule: observed.scopeRule } : {};
  const res = applyRaw(pre, intent.content, intent.span);
  if (!res.ok) {
    return {
      entry: { ...base, ...observedEntry, anchor: anchor('none'), status: 'rejected', stage: 'apply', code: res.code, reason: res.reason, commit: null, added: 0, removed: 0, measure: NOT_LANDED },
      commit: null,
      hunks: [],
    };
  }
  const abs = repoFile(input.workspace.dir, intent.file);
  writeFileSync(abs, res.text);
  const commit = await commitEdit(ctx, representation, observed.ok ? observed.classification.scope : 'unclassified');
  // Observe (never gate): parse, lint, collateral — by the same code as the gated arm.
  const prePath = writeScratch(ctx.scratch, `${ctx.tag}-pre.py`, pre);
  const gate = await runEditGate(ctx.deps.sandbox, ctx.scratch, { after: abs, before: prePath, facts: true });
  const preFacts = observed.facts;
  const scopeSpan = observed.ok ? observed.anchor.span : declaredExtent(preFacts, declared, input.measureSpan);
  let inScope: boolean | null = null;
  let bleed: string[] = [];
  let hunks = lineHunks(pre, res.text);
  if (preFacts && !preFacts.parse_error) {
    const col = collateralOf({ before: pre, after: res.text, declared, span: scopeSpan, preFacts, postFacts: gate.facts });
    hunks = col.hunks;
    inScope = col.inScope;
    bleed = col.bleed;
  }
  const { added, removed } = countChanged(hunks);
  return {
    entry: {
      ...base,
      ...observedEntry,
      anchor: anchor(res.how),
      status: 'applied',
      stage: null,
      code: null,
      reason: null,
      commit,
      added,
      removed,
      measure: { landed: true, parses: gate.parse_error === null, lintClean: gate.parse_error === null && gate.new_errors.length === 0, inScope, bleed },
    },
    commit,
    hunks,
  };
}
