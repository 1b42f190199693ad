// Spec 22 §4: the review layer's JSON contracts, EXACTLY the spec's fields (a field added for
// convenience is a spec violation): the six-field `ReviewFinding`, the five-element
// `ReviewPacket`, the four-field `BlindContract`. Plus the deterministic control plane's own
// boundary types (the criticReview child workflow's input and output). Pure: no Node I/O, so the
// workflow bundle imports it.
import { z } from 'zod';
import { ChangeClass, TestId } from '../schemas.js';
import { CRITIC_ABLATIONS, CriticAblation } from '../ab/arms.js';

// The §9.5 ablation flags (rows 2–4) are the A/B driver's: one list, shared.
export { CRITIC_ABLATIONS, CriticAblation };

// ---------------------------------------------------------------------------------------------
// §4.1 ReviewFinding — exactly six fields.

export const SEVERITIES = ['blocking', 'advisory'] as const;
export const Severity = z.enum(SEVERITIES);
export type Severity = z.infer<typeof Severity>;

/** The `location` vocabulary is an atomic-edit id or this literal (spec 22 §3.3). */
export const WHOLE_PATCH = 'whole-patch';

/** Size bounds keep a runaway finding out of the history; a finding over them is rejected. */
export const FINDING_BOUNDS = { location: 300, claim: 1000, evidence: 4000, falsification: 16_000 } as const;

export const ReviewFinding = z
  .object({
    location: z.string().min(1).max(FINDING_BOUNDS.location).describe('atomic-edit id or "whole-patch"'),
    claim: z.string().min(1).max(FINDING_BOUNDS.claim).describe('the concrete defect asserted, in one sentence'),
    severity: Severity.describe('blocking | advisory'),
    evidence: z.string().max(FINDING_BOUNDS.evidence).describe('what in the packet supports the claim'),
    falsification: z.string().max(FINDING_BOUNDS.falsification).describe('the executable procedure that would prove the claim WRONG'),
    confidence: z.number().min(0).max(1).describe("the critic's self-assessed probability — recorded, never trusted"),
  })
  .strict();
export type ReviewFinding = z.infer<typeof ReviewFinding>;
export const REVIEW_FINDING_FIELDS = ['location', 'claim', 'severity', 'evidence', 'falsification', 'confidence'] as const;

// ---------------------------------------------------------------------------------------------
// §4.2 ReviewPacket — exactly five elements.

/** An atomic edit: one hunk, addressable by a stable id `E<n>:<file>:<old-start>`. */
export const AtomicEdit = z.object({ edit_id: z.string().min(1), hunk: z.string() }).strict();
export type AtomicEdit = z.infer<typeof AtomicEdit>;

export const CandidatePatch = z
  .object({
    atomic_edits: z.array(AtomicEdit),
    whole_patch: z.string(),
  })
  .strict();
export type CandidatePatch = z.infer<typeof CandidatePatch>;

/** A call site of a changed entity, found in the code graph (never asserted by the generator). */
export const CallSite = z.object({ file: z.string(), line: z.number().int(), caller: z.string(), callee: z.string() }).strict();
export type CallSite = z.infer<typeof CallSite>;

/** The gate's own coverage of the changed lines (measureImpact), when the gate has it. */
export const GateCoverage = z
  .object({
    coverageReached: z.number().min(0).max(1).nullable(),
    vacuous: z.boolean().nullable(),
  })
  .strict();
export type GateCoverage = z.infer<typeof GateCoverage>;

/** Element 4: computed blast radius and dependency impact (from the code graph and the gate). */
export const ImpactEvidenceElement = z
  .object({
    change_class: ChangeClass,
    changed_files: z.array(z.string()),
    changed_entities: z.array(z.string()),
    callers: z.array(z.string()),
    dependent_modules: z.array(z.string()),
    test_references: z.array(z.string()),
    blast_radius: z.object({ entities: z.number().int(), callers: z.number().int(), dependent_modules: z.number().int() }).strict(),
    gate_coverage: GateCoverage.nullable(),
  })
  .strict();
export type ImpactEvidenceElement = z.infer<typeof ImpactEvidenceElement>;

export const ReviewPacket = z
  .object({
    specification: z.string(),
    diagnosed_root_cause: z.string(),
    preservation_obligations: z.array(z.string()),
    impact_evidence: ImpactEvidenceElement,
    candidate_patch: CandidatePatch,
  })
  .strict();
export type ReviewPacket = z.infer<typeof ReviewPacket>;
export const REVIEW_PACKET_ELEMENTS = ['specification', 'diagnosed_root_cause', 'preservation_obligations', 'impact_evidence', 'candidate_patch'] as const;

// ---------------------------------------------------------------------------------------------
// §4.3 BlindContract — the four stripped fields.

export const BLIND_FIELDS = ['generator_rationale', 'self_confidence', 'peer_votes', 'provenance'] as const;
export const BlindField = z.enum(BLIND_FIELDS);
export type BlindField = z.infer<typeof BlindField>;
export const BlindContract = z
  .object({
    strip: z.tuple([z.literal('generator_rationale'), z.literal('self_confidence'), z.literal('peer_votes'), z.literal('provenance')]),
  })
  .strict();
export type BlindContract = z.infer<typeof BlindContract>;
export const BLIND_CONTRACT: BlindContract = { strip: [...BLIND_FIELDS] };

// ---------------------------------------------------------------------------------------------
// The code graph's facts about the change (activities/critic/codeGraph.ts computes them).

export const ChangedEntity = z
  .object({
    file: z.string(),
    /** Qualified like analyze_change ('Class.method'); '<module>' for module-level lines. */
    entity: z.string(),
    public: z.boolean(),
    signature: z.string().nullable(),
    /** The pre-edit docstring: a documented contract the patch must preserve. */
    docstring: z.string().nullable(),
  })
  .strict();
export type ChangedEntity = z.infer<typeof ChangedEntity>;

export const ReviewImpact = z
  .object({
    changedFiles: z.array(z.string()),
    changedEntities: z.array(ChangedEntity),
    /** Call sites of changed entities outside themselves and outside tests. */
    callers: z.array(CallSite),
    /** Non-test modules (files) other than the changed ones that call or import changed code. */
    dependentModules: z.array(z.string()),
    testReferences: z.array(CallSite),
    filesParsed: z.number().int(),
    notes: z.array(z.string()),
  })
  .strict();
export type ReviewImpact = z.infer<typeof ReviewImpact>;

// ---------------------------------------------------------------------------------------------
// The criticReview child workflow's boundary.

/**
 * The request facts the review reads. Deliberately loose: a harness may send the generator's
 * rationale, self-confidence, peer votes or provenance (named below, or under any other key);
 * the packet constructor reads only the allow-listed fields and the blind strip records and
 * drops the rest, so they never reach the critic.
 */
export const ReviewRequest = z
  .object({
    patch: z.string().min(1),
    issue: z.string().default(''),
    failToPass: z.array(TestId).default([]),
    passToPass: z.array(TestId).default([]),
    testCommand: z.array(z.string().min(1)).min(1).max(20).optional(),
    changeClass: ChangeClass,
    critic: z.enum(['22', 'off']).default('off'),
    /** Level C's guard set (baseline-passing PASS_TO_PASS), when the gate computed it. */
    guards: z.array(z.string()).optional(),
    gateCoverage: GateCoverage.nullable().default(null),
    /** The deterministic verdict so far; a REJECT leaves nothing for a critic to add. */
    verdictSoFar: z.enum(['ACCEPT', 'REJECT', 'INCONCLUSIVE']).nullable().default(null),
    /** Protected files re-applied from the snapshot before candidate runs (tamper audit). */
    restoreProtected: z.array(z.string()).default([]),
    // Fields a generator harness may attach. Accepted so they can be stripped and logged.
    generatorRationale: z.string().optional(),
    selfConfidence: z.union([z.number(), z.string()]).optional(),
    peerVotes: z.array(z.unknown()).optional(),
    generatorModel: z.string().optional(),
    provenance: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export type ReviewRequest = z.infer<typeof ReviewRequest>;
export type ReviewRequestInput = z.input<typeof ReviewRequest>;

/** The verification procedures of spec 22 §3.5 — every blocking finding lands on exactly one. */
export const ROUTES = ['test', 'static_analysis', 'trace_replay', 'counterfactual'] as const;
export const Route = z.enum(ROUTES);
export type Route = z.infer<typeof Route>;

/**
 * What a verification established. `verified`: the claim survived its own falsification (the
 * defect is real); `killed`: the procedure refuted it; `unverifiable`: the procedure could not be
 * constructed (e.g. the reverted edit does not apply) — never a defect; `unverified`: a blocking
 * finding beyond the verification cap, reported (never dropped) but not executed — never a
 * defect; `not_run`: advisory, or an ablation skipped execution.
 */
export const VerificationOutcome = z.enum(['verified', 'killed', 'unverifiable', 'unverified', 'not_run']);
export type VerificationOutcome = z.infer<typeof VerificationOutcome>;
