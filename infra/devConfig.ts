// temporal-dev.yml is the single source for the dev server's flags (`patchgate dev`, the demo)
// and for the tests' TestWorkflowEnvironment.createLocal options.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import type { LocalTestWorkflowEnvironmentOptions } from '@temporalio/testing';
import { PROJECT_ROOT, temporalBinary } from './config.js';
import { SA } from '../domain/searchAttributes.js';

export const DevConfig = z.object({
  server: z.object({
    ip: z.string(),
    port: z.number().int(),
    ui_port: z.number().int(),
    namespace: z.string(),
    db_filename: z.string(),
    log_level: z.string(),
  }),
  search_attributes: z.record(z.string(), z.enum(['Text', 'Keyword', 'Int', 'Double', 'Bool', 'Datetime', 'KeywordList'])),
  dynamic_config: z.record(z.string(), z.unknown()),
  task_queue: z.string(),
});
export type DevConfig = z.infer<typeof DevConfig>;

export function loadDevConfig(file = path.join(PROJECT_ROOT, 'temporal-dev.yml')): DevConfig {
  return DevConfig.parse(YAML.parse(readFileSync(file, 'utf8')));
}

function dynamicConfigArgs(cfg: DevConfig): string[] {
  return Object.entries(cfg.dynamic_config).flatMap(([k, v]) => ['--dynamic-config-value', `${k}=${JSON.stringify(v)}`]);
}

/** `temporal server start-dev` argv (without the binary). */
export function devServerArgs(cfg: DevConfig, overrides: { port?: number; uiPort?: number; dbFilename?: string | null } = {}): string[] {
  const s = cfg.server;
  const db = overrides.dbFilename === undefined ? path.resolve(PROJECT_ROOT, s.db_filename) : overrides.dbFilename;
  return [
    'server',
    'start-dev',
    '--ip',
    s.ip,
    '--port',
    String(overrides.port ?? s.port),
    '--ui-port',
    String(overrides.uiPort ?? s.ui_port),
    '--namespace',
    s.namespace,
    ...(db ? ['--db-filename', db] : []),
    '--log-level',
    s.log_level,
    ...Object.entries(cfg.search_attributes).flatMap(([k, t]) => ['--search-attribute', `${k}=${t}`]),
    ...dynamicConfigArgs(cfg),
  ];
}

/** createLocal options for tests: the installed binary, free ports, in-memory DB. */
export function testServerOptions(cfg: DevConfig = loadDevConfig()): LocalTestWorkflowEnvironmentOptions {
  const keys = Object.values(SA).filter((k) => k.name in cfg.search_attributes);
  return {
    server: {
      executable: { type: 'existing-path', path: temporalBinary() },
      ip: '127.0.0.1',
      namespace: cfg.server.namespace,
      ui: false,
      searchAttributes: keys,
      extraArgs: dynamicConfigArgs(cfg),
      log: { format: 'pretty', level: cfg.server.log_level },
    },
  };
}
