// `patchgate submit`: start acceptPatch for one candidate; wait with visible progress or
// print the workflow id.
import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AcceptRequest } from '../../domain/schemas.js';
import type { AcceptRequestInput } from '../../domain/schemas.js';
import { connectClient } from '../../infra/connection.js';
import { loadDevConfig } from '../../infra/devConfig.js';
import { SA } from '../../domain/searchAttributes.js';
import type { AcceptanceResult } from '../../domain/record.js';
import { printResult } from '../format.js';
import { criticFlagFrom } from '../../domain/critic/engage.js';
import { readEnv } from '../../infra/env.js';
import type { Env } from '../../infra/env.js';
import { editModeFromEnv } from '../../domain/edit/schemas.js';
import { formatZodIssues } from '../../domain/errors.js';

interface SubmitOpts {
  request?: string;
  repo?: string;
  commit: string;
  patch?: string;
  issue?: string;
  f2p: string[];
  p2p: string[];
  mode?: string;
  hint?: string;
  taskQueue: string;
  id?: string;
  wait: boolean;
  json?: boolean;
}

const collect = (v: string, acc: string[]) => [...acc, v];

/**
 * What `patchgate submit` fills in where the request is silent: the gate mode (`--mode`, else the
 * request's, else $ACCEPT, else 18gate), the edit path of edit intents (EDIT, only when set: unset
 * keeps the schema's gated edit10), the critic (CRITIC), and the sandbox queue of a deployment
 * that names one (PATCHGATE_SANDBOX_TASK_QUEUE). Pure.
 */
export function withSubmitDefaults(request: AcceptRequestInput, modeFlag: string | undefined, env: Env): AcceptRequestInput {
  const input: AcceptRequestInput = { ...request };
  input.mode = (modeFlag ?? input.mode ?? env.ACCEPT ?? '18gate') as AcceptRequestInput['mode'];
  if (input.edits && (input.edits as { mode?: string }).mode === undefined && env.EDIT !== undefined) input.edits = { ...input.edits, mode: editModeFromEnv(env) };
  input.critic ??= criticFlagFrom(env);
  const sandboxQueue = env.PATCHGATE_SANDBOX_TASK_QUEUE?.trim();
  if (sandboxQueue) input.sandboxTaskQueue ??= sandboxQueue;
  return input;
}

export function registerSubmit(program: Command): void {
  program
    .command('submit')
    .description('submit a candidate patch to the gate')
    .option('--request <file>', 'a JSON request (see schemas/accept-request.schema.json)')
    .option('--repo <path|url>', 'repository: local path or git URL')
    .option('--commit <rev>', 'commit (default HEAD)', 'HEAD')
    .option('--patch <file>', 'unified diff file')
    .option('--issue <file>', 'issue text file')
    .option('--f2p <id>', 'FAIL_TO_PASS pytest id (repeatable)', collect, [])
    .option('--p2p <id>', 'PASS_TO_PASS pytest id (repeatable)', collect, [])
    .option('--mode <mode>', '18gate | greencommit (default: $ACCEPT, else 18gate: the gate is the product, greencommit the comparison arm)')
    .option('--hint <class>', 'change-class hint (never lowers the computed class)')
    .option('--task-queue <name>', 'task queue', loadDevConfig().task_queue)
    .option('--id <workflowId>', 'workflow id')
    .option('--no-wait', 'print the workflow id and return')
    .option('--json', 'print the result as JSON')
    .action(async (o: SubmitOpts) => {
      let input: AcceptRequestInput;
      if (o.request) input = JSON.parse(readFileSync(o.request, 'utf8'));
      else {
        if (!o.repo || !o.patch) throw new Error('give --request FILE, or --repo and --patch');
        const isUrl = /^[a-z]+:\/\//.test(o.repo) || o.repo.includes('@');
        input = {
          repo: isUrl ? { url: o.repo, commit: o.commit } : { path: path.resolve(o.repo), commit: o.commit },
          patch: readFileSync(o.patch, 'utf8'),
          issue: o.issue ? readFileSync(o.issue, 'utf8') : '',
          failToPass: o.f2p,
          passToPass: o.p2p,
          changeClassHint: (o.hint as AcceptRequestInput['changeClassHint']) ?? null,
        };
      }
      input = withSubmitDefaults(input, o.mode, readEnv());
      const parsed = AcceptRequest.safeParse(input);
      if (!parsed.success) throw new Error(`invalid request: ${formatZodIssues(parsed.error)}`);
      const client = await connectClient();
      const workflowId = o.id ?? `accept/${parsed.data.patchId ?? Date.now().toString(36)}`;
      const handle = await client.workflow.start('acceptPatch', {
        taskQueue: o.taskQueue,
        workflowId,
        args: [input],
        staticSummary: `${parsed.data.mode}: ${parsed.data.label ?? workflowId}`.slice(0, 190),
        typedSearchAttributes: [{ key: SA.mode, value: parsed.data.mode }],
      });
      if (!o.wait) {
        console.log(handle.workflowId);
        return;
      }
      let last = '';
      const timer = setInterval(async () => {
        try {
          const stage = await handle.query<string>('acceptPatch.progress').catch(() => handle.query<string>('progress'));
          if (stage !== last) process.stderr.write(`  … ${(last = stage)}\n`);
        } catch {
          /* not started yet */
        }
      }, 1000);
      try {
        const result = (await handle.result()) as AcceptanceResult;
        if (o.json) console.log(JSON.stringify(result, null, 2));
        else printResult(result);
      } finally {
        clearInterval(timer);
      }
    });
}
