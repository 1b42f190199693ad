// applySemanticVeto (spec 18 §4, the single L entry): ONE bounded, seeded model call per patch.
// The workflow calls it with `retry: { maximumAttempts: 1 }`, and it never throws on a model
// failure — an HTTP error, a timeout or a malformed reply is a recorded violation, and the
// deterministic verdict stands. What the judgment may do is decided by the workflow with the pure
// rule in domain/veto.ts; this activity only asks. Read-only over the cached baseline tree.
import { patchFiles } from '../domain/patchFiles.js';
import { sandboxEnvFor } from '../infra/taskEnv.js';
import { protectedKind } from '../domain/protectedFiles.js';
import { z } from 'zod';
import { Workspace } from '../domain/schemas.js';
import {
  SemanticVetoOutput,
  VETO_MAX_TOKENS,
  VETO_SCHEMA_NAME,
  VetoEvidence,
  buildVetoPrompt,
  innermostEntities,
  isIndependent,
  vetoOutcomeFromCall,
} from '../domain/veto.js';
import type { AssessorIndependence } from '../domain/record.js';
import type { BuggyCodeEntry, VetoOutcome } from '../domain/veto.js';
import type { LlmCallRecord, LlmProvider } from '../infra/llm/types.js';
import { NoLlmProvider } from '../infra/llm/provider.js';
import { MEASURING_ARMS, measuringProvider } from '../infra/llm/measuringStub.js';
import { parseOrBadRequest } from '../domain/errors.js';
import type { ActivityDeps } from './deps.js';
import { llmIndependentFromEnv } from './deps.js';
import { runPythonTool } from '../infra/pythonTool.js';
import { currentContext } from './heartbeat.js';

export const SemanticVetoInput = z.object({
  workspace: Workspace,
  patch: z.string(),
  issue: z.string(),
  /** Changed functions (qualified like analyze_change: 'Class.method'); see changedEntitiesFrom. */
  changedEntities: z.array(z.object({ file: z.string(), entity: z.string() })),
  evidence: VetoEvidence,
  /** The model that generated the patch, when the harness says. */
  generatorModel: z.string().optional(),
  /** An A/B measuring arm (infra/llm/measuringStub.ts); never set by a product request. */
  measuringArm: z.enum(MEASURING_ARMS).optional(),
  /** The request states the assessor is independent of the generator (AcceptRequest.assessorIndependent). */
  assessorIndependent: z.boolean().optional(),
});
export type SemanticVetoInput = z.infer<typeof SemanticVetoInput>;

export interface SemanticVetoResult {
  /** The validated `{judgment, confidence}`, or null. */
  output: SemanticVetoOutput | null;
  /** The provider status ('ok' | 'not-configured' | 'http-error' | 'timeout' | 'parse-error' | 'schema-violation'). */
  status: string;
  violation: string | null;
  /** What the rule (domain/veto.ts applySemanticVeto) consumes. */
  outcome: VetoOutcome;
  call: LlmCallRecord;
  /** true only for `independent-model` or `stated` (invariant 2; unknown is not independent). */
  independent: boolean;
  independence: AssessorIndependence;
  /** '<section>: kept K of N bytes' per truncated prompt section. */
  truncated: string[];
  promptBytes: number;
  /** Why the buggy code could not be read, when it could not (the call still goes out, bounded). */
  buggyCodeError: string | null;
  /** Sandbox CPU seconds spent reading the buggy code. */
  cpuSeconds?: number;
}

/** Model ids compare case-insensitively, also without a provider prefix ('org/model'). */
export function sameModel(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const norm = (s: string) => s.trim().toLowerCase();
  const tail = (s: string) => norm(s).split('/').pop()!;
  return norm(a) === norm(b) || tail(a) === tail(b);
}

/** Baseline line ranges of the hunks of changed Python files that have no changed entity. */
export function fallbackRanges(patch: string, covered: ReadonlySet<string>): { file: string; start: number; end: number }[] {
  const out: { file: string; start: number; end: number }[] = [];
  let files;
  try {
    files = patchFiles(patch);
  } catch {
    return out;
  }
  for (const f of files) {
    const name = f.oldPath;
    if (!name || !name.endsWith('.py') || protectedKind(name) !== null || covered.has(name)) continue;
    for (const h of f.parsed.hunks) {
      if (h.oldLines > 0) out.push({ file: name, start: h.oldStart, end: h.oldStart + h.oldLines - 1 });
    }
  }
  return out;
}

/**
 * The assessor's independence from the generator (spec 18 §8 invariant 2). A named generator
 * model decides (a statement cannot override the fact that it is the veto model); without one,
 * only an explicit statement — the operator's or the request's — makes it independent.
 */
export function assessIndependence(a: { generatorModel?: string; vetoModel: string | null; statedByOperator: boolean; statedByRequest?: boolean }): AssessorIndependence {
  if (a.generatorModel?.trim()) return sameModel(a.generatorModel, a.vetoModel) ? 'same-model' : 'independent-model';
  return a.statedByOperator || a.statedByRequest === true ? 'stated' : 'unknown';
}

export function makeApplySemanticVeto(deps: ActivityDeps & { llm?: LlmProvider }) {
  const configured = deps.llm ?? new NoLlmProvider();
  const statedByOperator = deps.llmIndependent ?? llmIndependentFromEnv();

  let readCpu = 0;
  async function readBuggyCode(input: SemanticVetoInput): Promise<{ entries: BuggyCodeEntry[]; error: string | null }> {
    const entities = innermostEntities(input.changedEntities);
    const ranges = fallbackRanges(input.patch, new Set(entities.map((e) => e.file)));
    if (entities.length === 0 && ranges.length === 0) return { entries: [], error: null };
    try {
      const out = await runPythonTool<{ entries: (BuggyCodeEntry & { note: string | null })[] }>(
        deps.sandbox,
        'extract_entities',
        [input.workspace.baselineDir, JSON.stringify({ entities, ranges })],
        { cwd: input.workspace.baselineDir, wallSeconds: 60, charge: (c) => void (readCpu += c), env: sandboxEnvFor(input.workspace) },
      );
      return { entries: out.entries.map((e) => ({ ...e, note: e.note ?? undefined })), error: null };
    } catch (err) {
      const msg = `buggy code unavailable: ${(err as Error).message}`.slice(0, 500);
      return { entries: [{ file: '(baseline)', entity: '(changed functions)', startLine: null, endLine: null, source: null, note: msg }], error: msg };
    }
  }

  /** One model call, never retried (the workflow's policy is maximumAttempts: 1); never throws on model failure. */
  return async function applySemanticVeto(raw: SemanticVetoInput): Promise<SemanticVetoResult> {
    const input = parseOrBadRequest(SemanticVetoInput, raw, 'applySemanticVeto input');
    // The measuring arm asks its loopback stub, never the configured model.
    const llm = input.measuringArm ? await measuringProvider(input.measuringArm) : configured;
    const independence = assessIndependence({ generatorModel: input.generatorModel, vetoModel: llm.model, statedByOperator, statedByRequest: input.assessorIndependent });
    const independent = isIndependent(independence);
    const finish = (r: { value: SemanticVetoOutput | null; call: LlmCallRecord }, rest: Pick<SemanticVetoResult, 'truncated' | 'promptBytes' | 'buggyCodeError'>): SemanticVetoResult => {
      const outcome = vetoOutcomeFromCall(r.call, r.value);
      return {
        output: r.value,
        status: r.call.status,
        violation: outcome.kind === 'violation' ? outcome.violation : null,
        outcome,
        call: r.call,
        independent,
        independence,
        ...rest,
      };
    };

    const request = { stage: 'semantic_veto', schema: SemanticVetoOutput, schemaName: VETO_SCHEMA_NAME, maxTokens: VETO_MAX_TOKENS };
    if (!llm.configured) {
      // The empty L column: no call, no sandbox work to assemble a prompt nobody reads.
      const r = await llm.call({ ...request, system: '', user: '' });
      return finish(r, { truncated: [], promptBytes: 0, buggyCodeError: null });
    }
    const buggy = await readBuggyCode(input);
    const prompt = buildVetoPrompt({ candidatePatch: input.patch, buggyCode: buggy.entries, issueIntent: input.issue, evidence: input.evidence });
    const r = await llm.call({
      ...request,
      system: prompt.system,
      user: prompt.user,
      truncated: prompt.truncated.length > 0,
      signal: currentContext()?.cancellationSignal,
    });
    const cpuSeconds = readCpu;
    readCpu = 0;
    return { ...finish(r, { truncated: prompt.truncated, promptBytes: prompt.bytes, buggyCodeError: buggy.error }), cpuSeconds };
  };
}
