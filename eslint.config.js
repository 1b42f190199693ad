// Lint (issue 12 item 8): the Temporal rules that back the house style, checked in CI.
// - Workflow code is deterministic: files under workflows/ import only @temporalio/workflow,
//   @temporalio/common, pure domain code and activity *types* — never a Node built-in, the
//   infrastructure layer, an SDK part that does I/O, or a library that reaches the outside world.
// - No floating promises (type-aware): an un-awaited promise in a workflow is a silent race, and
//   in an activity or test a lost failure.
// - The layers run one way (domain <- infra <- activities <- workflows/workers <- cli), the
//   `diff` library is read only through domain/patchFiles.ts, and the environment only through
//   infra/env.ts.
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = ['assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises', 'http', 'http2', 'https', 'module', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream', 'timers', 'tls', 'url', 'util', 'v8', 'vm', 'worker_threads', 'zlib'];

const diffOnlyInPatchFiles = { name: 'diff', importNames: ['parsePatch'], message: 'Read diffs through domain/patchFiles.ts (one diff reader).' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/**', 'examples/**', '.patchgate/**', 'docs/**', 'python/**', 'schemas/**'] },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // node:test's describe/it return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      'no-restricted-imports': ['error', { paths: [diffOnlyInPatchFiles] }],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...NODE_BUILTINS.map((name) => ({ name, message: 'Workflow code is deterministic: no Node built-ins (run I/O in an activity).' })),
            ...['@temporalio/activity', '@temporalio/client', '@temporalio/worker', '@temporalio/testing', 'execa', 'openai', 'yaml', 'web-tree-sitter', 'tree-sitter-python', 'fast-xml-parser'].map((name) => ({
              name,
              message: 'Workflow code is deterministic: this package does I/O or is not workflow-safe.',
            })),
            diffOnlyInPatchFiles,
          ],
          patterns: [
            { group: ['node:*'], message: 'Workflow code is deterministic: no Node built-ins (run I/O in an activity).' },
            { group: ['**/infra/**', '../infra', '../infra/*'], message: 'Workflows may not import infrastructure: call an activity.' },
            { group: ['**/activities/**', '../activities', '../activities/*'], allowTypeImports: true, message: 'Workflows import activity types only (proxyActivities).' },
            { group: ['**/workers/**', '**/cli/**'], message: 'Workflows may not import workers or the CLI.' },
          ],
        },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [diffOnlyInPatchFiles],
          patterns: [{ group: ['**/infra/**', '**/activities/**', '**/workflows/**', '**/workers/**', '**/cli/**', 'node:*'], message: 'domain/ is pure: no I/O layer or Node built-in.' }],
        },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['infra/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [diffOnlyInPatchFiles],
          patterns: [{ group: ['**/activities/**', '**/workflows/**', '**/workers/**', '**/cli/**'], message: 'infra/ sits below activities, workflows, workers and the CLI.' }],
        },
      ],
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['domain/**/*.ts', 'workflows/**/*.ts', 'activities/**/*.ts', 'workers/**/*.ts', 'infra/**/*.ts', 'cli/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['infra/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read environment variables through infra/env.ts (the one table).' }],
    },
  },
  {
    files: ['domain/patchFiles.ts'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
