// buildReviewPacket (spec 22 §3.1–§3.3, phases 1–2): the review packet — exactly the five
// evidentiary elements — assembled deterministically, then blind-stripped (domain/critic/blind.ts):
//  1. specification        — the issue text and the acceptance contract (FAIL_TO_PASS ids and their
//                             pre-edit source, the PASS_TO_PASS obligation), never the
//                             generator's paraphrase;
//  2. diagnosed root cause  — the reproducer's failure on the pre-edit tree, executed here in the
//                             sandbox (assertion and short traceback);
//  3. preservation obligations — the guard set, the changed entities' documented contracts
//                             (pre-edit docstrings) and the callers that rely on them;
//  4. impact evidence       — the code graph's blast radius plus the gate's own coverage;
//  5. candidate patch       — atomic edits with stable ids plus the whole-patch view.
// No model runs here. Idempotent: the only execution is a read-only reproducer run on a throwaway
// copy of the pre-edit tree; the same inputs give the same packet.
import { z } from 'zod';
import { Workspace } from '../../domain/schemas.js';
import { BLIND_CONTRACT, BLIND_FIELDS, ReviewImpact, ReviewPacket, ReviewRequest } from '../../domain/critic/schemas.js';
import type { BlindContract, BlindField, ImpactEvidenceElement } from '../../domain/critic/schemas.js';
import { leakCheck, provenanceTerms, scrubHunk, scrubProse, splitPatchPreamble, stripPreamble, stripRequest } from '../../domain/critic/blind.js';
import type { BlindRemoval } from '../../domain/critic/blind.js';
import { PACKET_BOUNDS } from '../../domain/critic/prompt.js';
import { truncateSection, utf8Length } from '../../domain/veto.js';
import { prepareRunDir, readTreeFile, removeRunDir } from '../../infra/workspace.js';
import { sandboxEnvFor } from '../../infra/taskEnv.js';
import { runPytest } from '../../infra/pytestRunner.js';
import { withPythonTree } from '../../infra/pythonParser.js';
import type { PyNode } from '../../infra/pythonParser.js';
import { parseOrBadRequest } from '../../domain/errors.js';
import type { ActivityDeps } from '../deps.js';
import { withHeartbeat } from '../heartbeat.js';
import { decomposeEdits } from './atomicEdits.js';

export const BuildPacketInput = z.object({
  workspace: Workspace,
  request: ReviewRequest,
  impact: ReviewImpact,
  /** §9.5 row 2 ablation: skip the blind strip and hand the generator's artifacts to the critic. */
  noBlinding: z.boolean().default(false),
});
export type BuildPacketInput = z.input<typeof BuildPacketInput>;

export interface BlindStripOutcome {
  contract: BlindContract;
  ablated: boolean;
  removed: BlindRemoval[];
  byField: Record<BlindField, number>;
  /** Detector hits on the assembled packet; empty = clean (invariant 6). */
  leakCheck: string[];
}

export interface BuildPacketResult {
  packet: ReviewPacket;
  editIds: string[];
  blind: BlindStripOutcome;
  /** The generator's artifacts, only under the no_blinding ablation (else null). */
  unblinded: Partial<Record<BlindField, string[]>> | null;
  /** '<element>: kept K of N bytes' per bounded element. */
  truncated: string[];
  bytes: number;
  rootCause: { ran: boolean; outcomes: Record<string, string> };
}

const MAX_REMOVALS_LOGGED = 100;

function bounded(text: string, cap: number, name: string, truncated: string[]): string {
  const t = truncateSection(text, cap);
  if (t.cut) truncated.push(`${name}: kept ${t.kept} of ${t.total} bytes`);
  return t.text;
}

/** Keep list items while they fit in `cap` bytes; the rest become one "… and N more" item. */
function boundedList(items: string[], cap: number, name: string, truncated: string[]): string[] {
  const out: string[] = [];
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    const n = utf8Length(items[i]!) + 3;
    if (used + n > cap - 64) {
      out.push(`… and ${items.length - i} more (bounded by patchgate)`);
      truncated.push(`${name}: kept ${i} of ${items.length} items`);
      break;
    }
    out.push(items[i]!);
    used += n;
  }
  return out;
}

/** The source of a test function named by a node id, from a parsed test module. */
async function testSource(src: string, nodeId: string): Promise<string | null> {
  const parts = nodeId.split('::').slice(1).map((p) => p.replace(/\[.*\]$/s, ''));
  if (parts.length === 0) return null;
  return withPythonTree(src, (root) => {
    let scope: PyNode | null = root;
    let found: PyNode | null = null;
    for (const name of parts) {
      found = null;
      const children: (PyNode | null)[] = scope?.namedChildren ?? [];
      for (const c of children) {
        const def: PyNode | null = c?.type === 'decorated_definition' ? c.childForFieldName('definition') : c;
        if (def && (def.type === 'function_definition' || def.type === 'class_definition') && def.childForFieldName('name')?.text === name) {
          found = c;
          break;
        }
      }
      if (!found) return null;
      const def: PyNode | null = found.type === 'decorated_definition' ? found.childForFieldName('definition') : found;
      scope = def?.childForFieldName('body') ?? null;
    }
    return found ? found.text : null;
  });
}

/** The failure sections of pytest's output (FAILURES … short test summary), or its tail. */
export function failureSections(output: string): string {
  const lines = output.split('\n');
  const start = lines.findIndex((l) => /^=+ (FAILURES|ERRORS) =+$/.test(l.trim()));
  if (start < 0) return output.trim();
  let end = lines.length;
  for (let i = lines.length - 1; i > start; i--) {
    if (/^=+ .*(passed|failed|error|no tests ran).* =+$/.test(lines[i]!.trim())) {
      end = i + 1;
      break;
    }
  }
  return lines.slice(start, end).join('\n').trim();
}

export function makeBuildReviewPacket(deps: ActivityDeps) {
  /** Assemble and blind-strip the packet. Idempotent; one bounded reproducer run on the pre-edit tree. */
  return async function buildReviewPacket(raw: BuildPacketInput): Promise<BuildPacketResult> {
    const valid = parseOrBadRequest(BuildPacketInput, raw, 'buildReviewPacket input');
    const { workspace: ws, impact, noBlinding } = valid;
    const request = valid.request as Record<string, unknown> & ReviewRequest;
    const truncated: string[] = [];
    const removed: BlindRemoval[] = [];
    const unblinded: Partial<Record<BlindField, string[]>> = {};
    const collect = (d: Partial<Record<BlindField, string[]>>) => {
      for (const [k, v] of Object.entries(d) as [BlindField, string[]][]) (unblinded[k] ??= []).push(...v);
    };

    // Blind strip, layer 1: only the allow-listed request fields feed the packet.
    const fromRequest = stripRequest(request);
    removed.push(...fromRequest.removed);
    collect(fromRequest.dropped);
    const provenanceValues = Object.values(request.provenance ?? {}).filter((v): v is string => typeof v === 'string');
    const terms = noBlinding ? [] : provenanceTerms(request.generatorModel, deps.llm?.model, ...provenanceValues.filter((v) => v.length <= 100));
    const scrubP = (text: string, source: string) => {
      if (noBlinding) return text;
      const r = scrubProse(text, source, terms);
      removed.push(...r.removed);
      return r.text;
    };

    // Element 5: the candidate patch — preamble dropped, atomic edits from the parsed hunks.
    const { preamble, body } = splitPatchPreamble(request.patch);
    const pre = stripPreamble(preamble, terms);
    removed.push(...pre.removed);
    collect(pre.dropped);
    const dec = decomposeEdits(body);
    let editBytes = 0;
    const atomic = dec.edits.map((e) => {
      let hunk = e.hunk;
      if (!noBlinding) {
        const s = scrubHunk(hunk, e.edit_id, terms);
        removed.push(...s.removed);
        hunk = s.text;
      }
      hunk = bounded(hunk, PACKET_BOUNDS.hunk, `atomic edit ${e.edit_id}`, truncated);
      editBytes += utf8Length(hunk);
      return { edit_id: e.edit_id, hunk: editBytes > PACKET_BOUNDS.atomic_edits ? '(omitted: the atomic edits exceed their bound; see the whole-patch view)' : hunk };
    });
    if (editBytes > PACKET_BOUNDS.atomic_edits) truncated.push(`atomic_edits: ${editBytes} bytes over ${PACKET_BOUNDS.atomic_edits}`);
    let whole = dec.wholePatch;
    if (!noBlinding) {
      const s = scrubHunk(whole, 'whole-patch', terms);
      whole = s.text; // the same removals as the atomic edits: not logged twice
    }
    whole = bounded(whole, PACKET_BOUNDS.whole_patch, 'whole_patch', truncated);

    // Element 1: the specification — the issue and the acceptance contract.
    const reproducers: string[] = [];
    for (const id of request.failToPass) {
      const src = readTreeFile(ws.baselineDir, id.split('::')[0]!);
      const fn = src === null ? null : await testSource(src, id).catch(() => null);
      reproducers.push(fn ? `# ${id}\n${fn}` : `# ${id}: no such test in the pre-edit tree`);
    }
    const specText = [
      scrubP(request.issue.trim() || '(no issue text was given)', 'issue').replace(/\n{3,}/g, '\n\n').trim(),
      '',
      'Acceptance contract:',
      request.failToPass.length
        ? `- FAIL_TO_PASS (must fail before the patch and pass after it): ${request.failToPass.join(', ')}`
        : '- no FAIL_TO_PASS reproducer was given',
      `- PASS_TO_PASS: ${request.passToPass.length} tests must keep passing (listed under preservation obligations)`,
      ...(reproducers.length ? ['', 'Reproducer source (pre-edit tree):', ...reproducers] : []),
    ].join('\n');
    const specification = bounded(specText, PACKET_BOUNDS.specification, 'specification', truncated);

    // Element 2: the diagnosed root cause — the reproducer's failure on the pre-edit tree.
    let rootCauseText: string;
    const rootOutcomes: Record<string, string> = {};
    let ran = false;
    if (request.failToPass.length === 0) {
      rootCauseText = 'No FAIL_TO_PASS reproducer was given, so no failure was reproduced; the issue text is the only statement of the defect.';
    } else {
      const runDir = prepareRunDir(deps.config.workspace.dir, ws.baselineDir);
      try {
        const r = await withHeartbeat(
          runPytest({ sandbox: deps.sandbox, runDir, ids: request.failToPass, testCommand: request.testCommand, extraArgs: ['--tb=short'], env: sandboxEnvFor(ws) }),
          () => ({ stage: 'reproducer on the pre-edit tree' }),
        );
        ran = true;
        Object.assign(rootOutcomes, r.outcomes);
        const out = r.outputTail.split(runDir).join('.');
        const summary = request.failToPass.map((id) => `- ${id}: ${r.outcomes[id] ?? 'missing'} on the pre-edit tree`).join('\n');
        rootCauseText = `The reproducer, run on the pre-edit tree:\n${summary}\n\n${failureSections(out)}`;
      } finally {
        removeRunDir(runDir);
      }
    }
    const diagnosedRootCause = bounded(scrubP(rootCauseText, 'root cause'), PACKET_BOUNDS.diagnosed_root_cause, 'diagnosed_root_cause', truncated);

    // Element 3: the preservation obligations.
    const guards = request.guards ?? request.passToPass;
    const obligations: string[] = guards.map((id) => `PASS_TO_PASS must keep passing: ${id}`);
    for (const e of impact.changedEntities) {
      if (e.docstring) obligations.push(`documented contract of ${e.file}:${e.entity} (pre-edit docstring): ${e.docstring.replace(/\s+/g, ' ').slice(0, 600)}`);
      const calls = impact.callers.filter((c) => c.callee === e.entity.split('.').pop());
      if (e.public && calls.length) {
        obligations.push(
          `callers rely on ${e.file}:${e.entity}${e.signature ? ` (${e.signature})` : ''}: ${calls
            .slice(0, 10)
            .map((c) => `${c.file}:${c.line} ${c.caller}`)
            .join(', ')}${calls.length > 10 ? `, … ${calls.length - 10} more` : ''}`,
        );
      }
    }
    const preservation = boundedList(
      obligations.map((o) => scrubP(o, 'obligation')).filter((o) => o.trim() !== ''),
      PACKET_BOUNDS.preservation_obligations,
      'preservation_obligations',
      truncated,
    );

    // Element 4: the impact evidence.
    const impactElement: ImpactEvidenceElement = {
      change_class: request.changeClass,
      changed_files: impact.changedFiles,
      changed_entities: impact.changedEntities.map((e) => `${e.file}:${e.entity}`),
      callers: impact.callers.map((c) => `${c.file}:${c.line} ${c.caller} → ${c.callee}`),
      dependent_modules: impact.dependentModules,
      test_references: impact.testReferences.map((c) => `${c.file}:${c.line} ${c.caller} → ${c.callee}`),
      blast_radius: { entities: impact.changedEntities.length, callers: impact.callers.length, dependent_modules: impact.dependentModules.length },
      gate_coverage: request.gateCoverage,
    };
    for (const key of ['callers', 'test_references', 'changed_entities', 'dependent_modules'] as const) {
      while (utf8Length(JSON.stringify(impactElement)) > PACKET_BOUNDS.impact_evidence && impactElement[key].length > 5) {
        const n = impactElement[key].length;
        impactElement[key] = [...impactElement[key].slice(0, Math.floor(n / 2)), `… and ${n - Math.floor(n / 2)} more`];
        if (!truncated.includes(`impact_evidence.${key}: halved`)) truncated.push(`impact_evidence.${key}: halved`);
      }
    }

    const packet = ReviewPacket.parse({
      specification,
      diagnosed_root_cause: diagnosedRootCause,
      preservation_obligations: preservation,
      impact_evidence: impactElement,
      candidate_patch: { atomic_edits: atomic, whole_patch: whole },
    });

    const byField = Object.fromEntries(BLIND_FIELDS.map((f) => [f, removed.filter((r) => r.field === f).length])) as Record<BlindField, number>;
    const leaks = noBlinding
      ? []
      : leakCheck(
          [
            { source: 'specification', text: packet.specification },
            { source: 'diagnosed_root_cause', text: packet.diagnosed_root_cause },
            { source: 'preservation_obligations', text: packet.preservation_obligations.join('\n') },
            ...packet.candidate_patch.atomic_edits.map((e) => ({ source: e.edit_id, text: e.hunk, code: true })),
            { source: 'whole_patch', text: packet.candidate_patch.whole_patch, code: true },
          ],
          terms,
        );
    return {
      packet,
      editIds: dec.edits.map((e) => e.edit_id),
      blind: { contract: BLIND_CONTRACT, ablated: noBlinding, removed: removed.slice(0, MAX_REMOVALS_LOGGED), byField, leakCheck: leaks },
      unblinded: noBlinding ? unblinded : null,
      truncated,
      bytes: utf8Length(JSON.stringify(packet)),
      rootCause: { ran, outcomes: rootOutcomes },
    };
  };
}
