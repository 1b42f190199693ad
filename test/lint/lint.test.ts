// The lint rules of eslint.config.js do what CI relies on them for: a workflow file that imports
// a Node built-in, infrastructure or a runtime activity module, or leaves a promise floating, is
// an error; activity types, @temporalio/workflow and domain code are allowed; parsePatch is read
// only through domain/patchFiles.ts. The fixture is a real file under workflows/ so the
// type-aware rule sees it through the project's tsconfig; it is removed afterwards.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { PROJECT_ROOT } from '../../infra/config.js';

const written: string[] = [];
async function lint(rel: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const file = path.join(PROJECT_ROOT, rel);
  writeFileSync(file, code);
  written.push(file);
  const eslint = new ESLint({ cwd: PROJECT_ROOT });
  const [res] = await eslint.lintFiles([file]);
  return res!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('lint: the Temporal rules', () => {
  after(() => {
    for (const f of written) rmSync(f, { force: true });
  });
  const tag = `lintfixture${process.pid}`;

  it('rejects Node built-ins, infrastructure, runtime activity imports and floating promises in workflow code', async () => {
    const msgs = await lint(
      `workflows/${tag}a.ts`,
      [
        "import { readFileSync } from 'node:fs';",
        "import path from 'path';",
        "import { execa } from 'execa';",
        "import { loadConfig } from '../infra/config.js';",
        "import { createActivities } from '../activities/index.js';",
        "import { sleep } from '@temporalio/workflow';",
        'export async function wf(): Promise<void> {',
        '  sleep(10);',
        '  void [readFileSync, path, execa, loadConfig, createActivities];',
        '}',
        '',
      ].join('\n'),
    );
    const restricted = msgs.filter((m) => m.rule === '@typescript-eslint/no-restricted-imports');
    assert.equal(restricted.length, 5, JSON.stringify(msgs));
    assert.ok(msgs.some((m) => m.rule === '@typescript-eslint/no-floating-promises'), JSON.stringify(msgs));
  });

  it('allows @temporalio/workflow, domain code and activity types in workflow code', async () => {
    const msgs = await lint(
      `workflows/${tag}b.ts`,
      [
        "import { proxyActivities, sleep } from '@temporalio/workflow';",
        "import type { Activities } from '../activities/index.js';",
        "import { ErrorType } from '../domain/errors.js';",
        'const act = proxyActivities<Activities>({ startToCloseTimeout: "1 minute" });',
        'export async function wf(): Promise<string> {',
        '  await sleep(10);',
        '  void act;',
        '  return ErrorType.BadRequest;',
        '}',
        '',
      ].join('\n'),
    );
    assert.deepEqual(msgs, []);
  });

  it('reads diffs only through domain/patchFiles.ts', async () => {
    const msgs = await lint(`infra/${tag}c.ts`, "import { createPatch, parsePatch } from 'diff';\nexport const f = [createPatch, parsePatch];\n");
    assert.deepEqual(msgs.map((m) => m.rule), ['@typescript-eslint/no-restricted-imports']);
    assert.match(msgs[0]!.message, /parsePatch/);
  });
});
