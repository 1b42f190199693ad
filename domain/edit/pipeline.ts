// The spec-10 write path as one deterministic sequence over the edit activities: per intent,
// (a) classify → (b) select → (§4) adjudicate only on genuine ambiguity → (d) apply → (e) gate →
// (e2) collateral → (f) commit, then refresh every live anchor; finally the developer-facing
// diff. The raw arm applies each intent as declared with no gates and no anchor refresh. Pure
// (no I/O): the workflow runs it over proxied activities, tests and the A/B driver over the
// activity functions themselves.
import type { AdjudicationRecord, ApplyEditsResult, EditIntent, EditLogEntry, EditRequest, Representation, Span } from './schemas.js';
import type { AdjudicateInput, ApplyEditInput, ApplyEditOutput, ClassifyInput, ClassifyOutput, EditWorkspace, PrepareEditWorkspaceInput, RenderDiffInput, RenderedDiff } from './stages.js';
import { refreshAnchors } from './anchors.js';
import type { LiveAnchor } from './anchors.js';
import { ADJUDICATION_FALLBACK, shouldAdjudicate } from './adjudication.js';

export interface EditStageRunner {
  prepareEditWorkspace(input: PrepareEditWorkspaceInput): Promise<EditWorkspace>;
  classifyScope(input: ClassifyInput): Promise<ClassifyOutput>;
  adjudicateRepresentation(input: AdjudicateInput): Promise<AdjudicationRecord>;
  applyEdit(input: ApplyEditInput): Promise<ApplyEditOutput>;
  renderEditDiff(input: RenderDiffInput): Promise<RenderedDiff>;
}

export interface PipelineOptions {
  runKey: string;
  progress?: (stage: string) => void;
}

/** Files each intent's candidate change touches (intents sharing `change`, default the request). */
export function filesPerIntent(intents: EditIntent[]): number[] {
  const byChange = new Map<string, Set<string>>();
  for (const i of intents) {
    const k = i.change ?? '';
    const set = byChange.get(k) ?? new Set<string>();
    set.add(i.file);
    byChange.set(k, set);
  }
  return intents.map((i) => byChange.get(i.change ?? '')!.size);
}

function noAdjudication(ambiguous: boolean, candidates: Representation[]): AdjudicationRecord {
  return {
    ambiguous,
    fired: false,
    candidates,
    choice: null,
    fallback: false,
    status: null,
    error: null,
    model: null,
    promptTokens: 0,
    completionTokens: 0,
    costUsd: 0,
    latencyMs: 0,
  };
}

/** The log line of an intent that (a) could not bind to the current file. */
export function classifyRejection(seq: number, intent: EditIntent, live: Span, out: Extract<ClassifyOutput, { ok: false }>): EditLogEntry {
  return {
    seq,
    intentId: intent.id,
    file: intent.file,
    mode: 'edit10',
    gated: true,
    changeScope: null,
    classification: null,
    scopeRule: null,
    contentKind: intent.content.kind,
    representation: null,
    adjudication: null,
    anchor: { declared: intent.span, live, resolved: null, how: 'none' },
    status: 'rejected',
    stage: 'classify',
    code: out.code,
    reason: out.reason,
    commit: null,
    added: 0,
    removed: 0,
    measure: { landed: false, parses: null, lintClean: null, inScope: null, bleed: [] },
  };
}

export async function runEditPipeline(req: EditRequest, run: EditStageRunner, opts: PipelineOptions): Promise<ApplyEditsResult> {
  const progress = opts.progress ?? (() => {});
  progress('edit workspace');
  const ws = await run.prepareEditWorkspace({ repo: req.repo, runKey: opts.runKey });
  const files = filesPerIntent(req.intents);
  // Live anchors: every pending intent's span, refreshed after every committed mutation. The
  // raw arm does not use them to apply (no anchor refresh) — only the instruments read them.
  let anchors: LiveAnchor[] = req.intents.map((i) => ({ intentId: i.id, file: i.file, span: [i.span[0], i.span[1]] as Span }));
  let head = ws.baseCommit;
  const log: EditLogEntry[] = [];
  for (const [seq, intent] of req.intents.entries()) {
    const live = anchors[seq]!.span;
    let out: ApplyEditOutput;
    if (req.mode === 'raw') {
      progress(`raw edit ${seq + 1}/${req.intents.length}: ${intent.id}`);
      out = await run.applyEdit({ workspace: ws, baseCommit: head, seq, mode: 'raw', ablations: req.ablations, intent, measureSpan: live, filesInChange: files[seq]! });
    } else {
      const liveIntent: EditIntent = { ...intent, span: live };
      progress(`edit ${seq + 1}/${req.intents.length}: ${intent.id} — classify`);
      const plan = await run.classifyScope({ workspace: ws, baseCommit: head, intent: liveIntent, filesInChange: files[seq]!, ablations: req.ablations });
      if (!plan.ok) {
        log.push(classifyRejection(seq, intent, live, plan));
        continue;
      }
      const sel = plan.selection;
      let representation: Representation = sel.representation;
      let adjudication = noAdjudication(sel.ambiguous, sel.ambiguousSet);
      if (shouldAdjudicate(plan.classification, sel.ambiguousSet) && !req.ablations.includes('no_adjudication')) {
        progress(`edit ${seq + 1}/${req.intents.length}: ${intent.id} — adjudicate`);
        try {
          adjudication = await run.adjudicateRepresentation({
            classification: plan.classification,
            candidates: sel.ambiguousSet,
            deterministic: sel.representation,
            intent: { id: intent.id, description: intent.description, content: intent.content },
          });
          representation = adjudication.choice ?? ADJUDICATION_FALLBACK;
        } catch (err) {
          // The one attempt failed (timeout, crash): the deterministic fallback, never a second call.
          adjudication = { ...adjudication, fired: true, fallback: true, status: 'activity-failure', error: String((err as Error)?.message ?? err).slice(0, 500) };
          representation = ADJUDICATION_FALLBACK;
        }
      }
      progress(`edit ${seq + 1}/${req.intents.length}: ${intent.id} — apply (${representation})`);
      out = await run.applyEdit({
        workspace: ws,
        baseCommit: head,
        seq,
        mode: 'edit10',
        ablations: req.ablations,
        intent: liveIntent,
        declaredSpan: intent.span,
        measureSpan: live,
        filesInChange: files[seq]!,
        plan: {
          classification: plan.classification,
          changeScope: plan.changeScope,
          scopeRule: plan.scopeRule,
          lineExtent: plan.lineExtent,
          anchor: plan.anchor,
          selection: plan.selection,
          facts: plan.facts,
          bodyCheck: plan.bodyCheck,
        },
        representation,
        adjudication,
      });
    }
    log.push(out.entry);
    if (out.commit) {
      head = out.commit;
      // §3.7: every live anchor in the mutated file is re-resolved after every mutation.
      anchors = refreshAnchors(anchors, intent.file, out.hunks);
    }
  }
  progress('diff');
  const rendered = await run.renderEditDiff({ workspace: ws, headCommit: head });
  return assembleResult(req, ws, head, rendered, log);
}

export function assembleResult(req: EditRequest, ws: EditWorkspace, head: string, rendered: RenderedDiff, log: EditLogEntry[]): ApplyEditsResult {
  const llm = { calls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };
  for (const e of log) {
    if (e.adjudication?.fired) llm.calls++;
    llm.promptTokens += e.adjudication?.promptTokens ?? 0;
    llm.completionTokens += e.adjudication?.completionTokens ?? 0;
    llm.costUsd += e.adjudication?.costUsd ?? 0;
  }
  return {
    mode: req.mode,
    ablations: req.ablations,
    snapshotId: ws.snapshotId,
    workspaceId: ws.id,
    workspaceDir: ws.dir,
    baseCommit: ws.baseCommit,
    headCommit: head,
    diff: rendered.diff,
    changedFiles: rendered.changedFiles,
    applied: log.filter((e) => e.status === 'applied').map((e) => e.intentId),
    rejected: log.filter((e) => e.status === 'rejected').map((e) => ({ intentId: e.intentId, stage: e.stage, code: e.code, reason: e.reason ?? '' })),
    log,
    llm,
  };
}
