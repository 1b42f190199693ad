// Boundary schemas of the acceptance gate (spec 18). Pure: no Node I/O, so the workflow
// bundle can import it. Types are inferred from these schemas; JSON Schemas are generated
// from them (scripts/genSchemas.ts).
import { z } from 'zod';

/** The seven change classes of the spec-18 §3.3 threshold table. */
export const CHANGE_CLASSES = [
  'comment_documentation',
  'local_refactor',
  'normal_bug_fix',
  'public_api_schema',
  'persistence_data_migration',
  'auth_security',
  'concurrency',
] as const;
export const ChangeClass = z.enum(CHANGE_CLASSES);
export type ChangeClass = z.infer<typeof ChangeClass>;

export const LEVELS = ['A', 'B', 'C', 'D', 'E'] as const;
export const EvidenceLevel = z.enum(LEVELS);
export type EvidenceLevel = z.infer<typeof EvidenceLevel>;

export const Verdict = z.enum(['ACCEPT', 'REJECT', 'INCONCLUSIVE']);
export type Verdict = z.infer<typeof Verdict>;

export const GateMode = z.enum(['18gate', 'greencommit']);
export type GateMode = z.infer<typeof GateMode>;

/** The seven ablations of spec 18 §7.3, set per A/B arm (never by editing code). */
export const ABLATIONS = [
  'no_differential',
  'no_veto',
  'flat_level_c',
  'inconclusive_to_accept',
  'no_tells',
  'no_tamper_audit',
  'no_record',
] as const;
export const Ablation = z.enum(ABLATIONS);
export type Ablation = z.infer<typeof Ablation>;

/** Test ids are pytest node ids; no option injection, no absolute paths, no traversal. */
export const TestId = z
  .string()
  .min(1)
  .max(1000)
  .refine((s) => !s.startsWith('-'), 'a test id must not start with "-"')
  .refine((s) => !s.startsWith('/') && !s.split('::')[0]!.split('/').includes('..'), 'a test id must be a relative path inside the repository')
  .refine((s) => !/[\0\n\r]/.test(s), 'a test id must be one line');

/** Larger diffs are a tier-A REJECT; the request itself refuses twice that (payloads stay small). */
export const MAX_PATCH_BYTES = 512 * 1024;

export const RepoRef = z
  .object({
    path: z.string().min(1).optional().describe('local directory (a git checkout, or plain files)'),
    url: z.string().min(1).optional().describe('git URL to clone'),
    commit: z
      .string()
      .min(1)
      .max(200)
      .refine((c) => !c.startsWith('-'), 'a commit must not start with "-"')
      .refine((c) => !/[\s\0]/.test(c), 'a commit must not contain whitespace')
      .default('HEAD')
      .describe('commit-ish; plain directories accept only HEAD'),
  })
  .refine((r) => Boolean(r.path) !== Boolean(r.url), 'exactly one of repo.path or repo.url');

/**
 * Where a task's tests run (issue 14, benchmark-format.md `environment`): an existing interpreter,
 * or a spec the gate builds once per (repository, dependency hash) into a content-addressed cache.
 */
export const EnvironmentSpec = z.union([
  z
    .object({ python: z.string().min(1).refine((p) => p.startsWith('/'), 'environment.python must be an absolute interpreter path') })
    .strict()
    .describe('an existing interpreter (a virtualenv python, say) whose packages the tests need'),
  z
    .object({
      python_version: z.string().max(100).regex(/^[\d.,<>=!~* ]*$/, 'a PEP 440 version constraint such as ">=3.9,<3.10"').default('').describe('PEP 440 constraint on the interpreter the environment is built with'),
      requirements: z.array(z.string().min(1).max(300).refine((r) => !r.startsWith('-'), 'a requirement must not be a pip option')).max(200).default([]).describe('pip requirement specifiers'),
      install: z.array(z.string().min(1)).min(1).max(30).optional().describe('argv run in a copy of the repository after the requirements, e.g. ["pip", "install", "-e", "."]'),
    })
    .strict()
    .describe('an environment spec the gate builds'),
]);
export type EnvironmentSpec = z.infer<typeof EnvironmentSpec>;
export type EnvironmentSpecInput = z.input<typeof EnvironmentSpec>;

/** A built or named environment, as the sandbox uses it. */
export const ResolvedEnvironment = z.object({
  python: z.string().describe('absolute path of the interpreter every sandboxed command runs'),
  prefix: z.string().describe('the environment folder (its bin/ goes first on PATH)'),
  key: z.string().nullable().describe('content address of a built spec; null for a named interpreter'),
  pythonVersion: z.string(),
  readOnly: z.array(z.string()).describe('folders the sandbox must see read-only (the environment and its base interpreter)'),
});
export type ResolvedEnvironment = z.infer<typeof ResolvedEnvironment>;

/** Test runners behind the runner seam (infra/testRunner.ts). Validated there, so an unknown one is a clear error. */
/** A task queue name (the sandbox role's queue, workflows/policies.ts). */
export const SandboxTaskQueue = z.string().regex(/^[A-Za-z0-9._:/-]{1,200}$/, 'a task queue name');

export const RunnerName = z.string().min(1).max(40).regex(/^[a-z0-9_-]+$/, 'a runner name such as "pytest" or "django"');

/** The request a harness sends to start `acceptPatch`. */
export const AcceptRequest = z.object({
  patchId: z.string().regex(/^[A-Za-z0-9._:/-]{1,200}$/).optional().describe('caller identifier; default derived from the diff'),
  repo: RepoRef,
  patch: z
    .string()
    .max(2 * MAX_PATCH_BYTES, `patch exceeds ${2 * MAX_PATCH_BYTES} characters`)
    .default('')
    .describe('candidate as unified diff text (a/ b/ paths); leave empty when `edits` is given'),
  edits: z
    .object({
      intents: z.array(z.record(z.string(), z.unknown())).min(1).max(200).describe('spec-10 edit intents (validated by applyEdits)'),
      mode: z.enum(['edit10', 'raw']).default('edit10'),
      ablations: z.array(z.string()).default([]),
      allowPartial: z.boolean().default(false).describe('judge the landed subset when some intents are rejected (default: a partial landing is a tier-A REJECT naming each rejected intent)'),
    })
    .optional()
    .describe('edit intents instead of a diff: applyEdits runs first as a child workflow and its diff is judged'),
  issue: z.string().max(64 * 1024).default(''),
  failToPass: z.array(TestId).max(500).default([]),
  passToPass: z.array(TestId).max(5000).default([]),
  testCommand: z.array(z.string().min(1)).min(1).max(20).optional().describe('argv prefix; default python -m pytest'),
  buildCommand: z.array(z.string().min(1)).min(1).max(20).optional(),
  changeClassHint: ChangeClass.nullable().optional().describe('never lowers the computed class'),
  mode: GateMode.default('18gate'),
  ablations: z.array(Ablation).default([]),
  generatorModel: z.string().max(200).optional().describe('the model that generated the patch'),
  assessorIndependent: z
    .boolean()
    .optional()
    .describe('states that the semantic assessor is independent of the generator when generatorModel is absent (unknown independence is NOT independent)'),
  critic: z.enum(['22', 'off']).default('off').describe('CRITIC=22|off: the spec-22 independent critic (default off)'),
  criticAblations: z.array(z.enum(['no_blinding', 'no_falsification_routing', 'no_verification_gate'])).default([]).describe('spec 22 §9.5 ablations'),
  label: z.string().max(200).optional().describe('free text shown in the UI summary (task / candidate / arm)'),
  sandboxTaskQueue: SandboxTaskQueue.optional()
    .describe('the task queue of the sandbox workers (default: this workflow\'s queue + "-sandbox"; clients set it from PATCHGATE_SANDBOX_TASK_QUEUE)'),
  measuringArm: z
    .enum(['permissive-l'])
    .optional()
    .describe('A/B measuring arm only, never a product setting: permissive-l answers the semantic veto from a loopback stub that always says root-cause-addressed, to measure the deterministic battery on D/E classes'),
  environment: EnvironmentSpec.optional().describe("where the tests run: an interpreter path or a spec the gate builds (default: the gate's own venv)"),
  runner: RunnerName.default('pytest').describe('test runner adapter: pytest | django (tests/runtests.py, ids in the `test_x (module.Class)` form)'),
  testPatchFiles: z
    .array(z.string().min(1).max(1000).refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'a relative path inside the repository'))
    .max(1000)
    .default([])
    .describe("files the task's own test patch owns (SWE-bench): the harness overwrites them, so a candidate's edits to them are set aside and reported by the tamper audit"),
}).refine((r) => !(r.edits && r.patch), 'give either patch or edits, not both');
export type AcceptRequest = z.infer<typeof AcceptRequest>;
export type AcceptRequestInput = z.input<typeof AcceptRequest>;

const Judgment = z.enum(['root-cause-addressed', 'overfit', 'non-minimal', 'unidiomatic']);
export type Judgment = z.infer<typeof Judgment>;
/** A judgment, null (nothing to add) or a status string when no judgment exists. */
const JudgmentField = z.union([Judgment, z.null(), z.string().regex(/^(not run|skipped|violation): /)]);

/** The exact `PatchAcceptance` record of spec 18 §3.2 — exactly these fields. */
export const PatchAcceptance = z
  .object({
    patch_id: z.string(),
    syntax: z
      .object({
        parsed: z.boolean(),
        linted: z.boolean(),
        typechecked: z.boolean().nullable().describe('null: no type checker applies'),
        built: z.boolean().nullable().describe('null: no build command configured'),
        failure: z
          .object({ kind: z.string(), file: z.string().nullable(), message: z.string() })
          .strict()
          .nullable(),
      })
      .strict(),
    bug_reproduction: z
      .object({
        reproducer: z.string(),
        baseline_result: z.string(),
        candidate_result: z.string(),
        bug_discriminating: z.boolean(),
        fixed: z.boolean(),
      })
      .strict(),
    regressions: z
      .object({ guard_set: z.number().int(), passed: z.number().int(), failed: z.number().int(), unbroken: z.boolean() })
      .strict(),
    impact_tests: z
      .object({
        selected: z.number().int(),
        passed: z.number().int(),
        failed: z.number().int(),
        coverage_reached: z.number().min(0).max(1),
      })
      .strict(),
    semantic_assessment: z
      .object({
        judgment: JudgmentField,
        confidence: z.number().min(0).max(1).nullable(),
        demoted: z.boolean(),
        from_verdict: Verdict.nullable(),
        to_verdict: Verdict.nullable(),
      })
      .strict(),
    differential_testing: z
      .object({
        probes: z.number().int(),
        divergences: z.number().int(),
        outcome: z.string().regex(/^(no-divergence|diverged|not_required: .+|not_run: .+)$/),
      })
      .strict(),
    fuzzing: z
      .object({
        ran: z.boolean(),
        iterations: z.number().int(),
        counterexamples: z.number().int(),
        outcome: z.string().regex(/^(none-found|counterexample-found|not_required: .+|not_run: .+)$/),
      })
      .strict(),
    unresolved_risks: z.array(z.string()),
    verdict: Verdict,
    evidence_strength: EvidenceLevel.nullable().describe('highest level reached; null when Level A failed'),
  })
  .strict();
export type PatchAcceptance = z.infer<typeof PatchAcceptance>;

/** Which tier or clause a REJECT is typed to. */
export const FailingTier = z.enum(['A', 'tamper', 'fixed?', 'unbroken?', 'E', 'veto', 'critic', 'greencommit']);
export type FailingTier = z.infer<typeof FailingTier>;

/** Per-test outcome, typed (a hang or a kill is an outcome, not a crash). */
export const TestOutcome = z.enum(['passed', 'failed', 'error', 'skipped', 'xfailed', 'xpassed', 'missing', 'timeout', 'killed']);
export type TestOutcome = z.infer<typeof TestOutcome>;

/**
 * A resource limit the run ran into (issue 13.4), so a verdict can name it instead of a symptom:
 * the process limit (a fork bomb: EAGAIN), the address-space limit (MemoryError), the file-size
 * limit (EFBIG / SIGXFSZ), the output cap (a stdout flood), the CPU limit (SIGXCPU) or a full
 * scratch space (ENOSPC).
 */
export const RESOURCE_KINDS = ['processes', 'memory', 'file-size', 'output', 'cpu', 'disk'] as const;
export const ResourceKind = z.enum(RESOURCE_KINDS);
export type ResourceKind = z.infer<typeof ResourceKind>;
export const ResourceExhaustion = z.object({
  kind: ResourceKind,
  detail: z.string(),
  /** The test that ran into it, when known. */
  testId: z.string().nullable(),
});
export type ResourceExhaustion = z.infer<typeof ResourceExhaustion>;

export const TestRun = z.object({
  tree: z.enum(['baseline', 'candidate']),
  ids: z.array(z.string()),
  outcomes: z.record(z.string(), TestOutcome),
  exitCode: z.number().int().nullable(),
  timedOut: z.boolean(),
  killedBy: z.string().nullable(),
  wallMs: z.number(),
  cpuSeconds: z.number(),
  testExecutions: z.number().int(),
  outputTail: z.string(),
  cached: z.boolean(),
  /** Seconds per requested id (JUnit `time`: setup + call + teardown), for per-test limits. */
  durations: z.record(z.string(), z.number()).optional(),
  /** Tests that hit their per-test time limit, with the limit (the outcome says `timeout`). */
  testTimeouts: z.array(z.object({ id: z.string(), limitSeconds: z.number() })).optional(),
  /** The first resource limit the run ran into, when one did. */
  resource: ResourceExhaustion.nullable().optional(),
});
export type TestRun = z.infer<typeof TestRun>;

export const TamperReport = z.object({
  installed: z.literal(true),
  protectedFiles: z.number().int(),
  detections: z.array(z.object({ file: z.string(), kind: z.string(), detail: z.string() })),
});
export type TamperReport = z.infer<typeof TamperReport>;

export const SyntaxReport = z.object({
  parsed: z.boolean(),
  linted: z.boolean(),
  built: z.boolean().nullable(),
  failure: z.object({ kind: z.string(), file: z.string().nullable(), message: z.string() }).nullable(),
  filesChecked: z.number().int(),
  lintFindings: z.array(z.string()),
  cpuSeconds: z.number(),
});
export type SyntaxReport = z.infer<typeof SyntaxReport>;

/** Facts about the change, from the diff and both trees, that classification is computed over. */
export const ChangeFacts = z.object({
  files: z.array(
    z.object({
      path: z.string(),
      status: z.enum(['added', 'deleted', 'modified']),
      kind: z.enum(['python', 'test', 'test_config', 'doc', 'schema', 'migration', 'other']),
      docOnly: z.boolean().describe('python file whose AST is unchanged once docstrings are dropped'),
      changedEntities: z.array(z.string()),
      moduleReaders: z
        .array(z.string())
        .optional()
        .describe('functions and methods reading a name a changed module-level statement assigns: where that change runs (probed like changed functions)'),
      importedReaders: z
        .array(z.object({ file: z.string(), entity: z.string() }))
        .optional()
        .describe('functions of other modules reading such a name through an import of this module (`from .policy import GRACE_DAYS`): where that change runs too'),
      changedConstants: z
        .array(
          z.object({
            name: z.string(),
            before: z.number(),
            after: z.number(),
            readers: z.array(z.object({ file: z.string(), entity: z.string(), uses: z.array(z.string()) })),
          }),
        )
        .optional()
        .describe('numeric module constants the change moves (`MASTER_RATING = 2400` -> `2399`), with each reader and how it uses the constant (`cmp:low`, `cmp:high`, `arith:Add`, `arg:days`): the constant-shift attack'),
      droppedReads: z
        .array(z.object({ entity: z.string(), name: z.string(), kind: z.enum(['param', 'field']) }))
        .optional()
        .describe('inputs a changed function reads before the change and not after: a parameter it still declares (`limit`) or a receiver field (`max_plots`, `book.max_plots`); the dropped-input attack varies them'),
      sameNamed: z
        .array(z.object({ entity: z.string(), others: z.array(z.object({ file: z.string(), entity: z.string() })) }))
        .optional()
        .describe('for a changed method, the methods of other classes with the same public name (`Route.reversed` beside `Track.reversed`): one contract, where a stopped mutation must stop alike'),
      publicSignatureChanges: z.array(z.string()),
      exportsChanged: z.boolean(),
      securityHits: z.array(z.string()),
      concurrencyHits: z.array(z.string()),
      persistenceHits: z.array(z.string()),
    }),
  ),
  addedLines: z.number().int(),
  removedLines: z.number().int(),
});
export type ChangeFacts = z.infer<typeof ChangeFacts>;

export const Workspace = z.object({
  snapshotId: z.string(),
  patchId: z.string(),
  baselineDir: z.string(),
  candidateDir: z.string().nullable(),
  changedFiles: z.array(z.string()),
  applyFailure: z.object({ kind: z.string(), message: z.string() }).nullable(),
  reused: z.boolean(),
  /** The task's interpreter; every sandboxed command of every stage runs in it (infra/taskEnv.ts `sandboxEnvFor`). null: the gate's venv. */
  environment: ResolvedEnvironment.nullable().default(null),
  runner: RunnerName.default('pytest'),
  /** Candidate edits not applied because the task's test patch owns the file (the harness overwrites it). */
  setAside: z.array(z.object({ file: z.string(), reason: z.string() })).default([]),
});
export type Workspace = z.infer<typeof Workspace>;
