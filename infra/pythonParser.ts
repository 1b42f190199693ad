// The Python grammar for AST-level scans (spec 18 §3.6 "AST level, not raw text"): tree-sitter's
// Python grammar run through web-tree-sitter. Parsing never executes the code, so it needs no
// sandbox. The wasm runtime and the grammar are loaded once per process and cached.
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';
import type { Node, Tree } from 'web-tree-sitter';

export type { Node as PyNode } from 'web-tree-sitter';

const require = createRequire(import.meta.url);
let loading: Promise<Parser> | null = null;

/** The shared parser (one per process; parse calls are synchronous, so sharing it is safe). */
export function pythonParser(): Promise<Parser> {
  if (!loading) {
    loading = (async () => {
      const runtime = require.resolve('web-tree-sitter/web-tree-sitter.wasm');
      await Parser.init({ locateFile: () => runtime });
      const language = await Language.load(require.resolve('tree-sitter-python/tree-sitter-python.wasm'));
      const parser = new Parser();
      parser.setLanguage(language);
      return parser;
    })();
    loading.catch(() => {
      loading = null; // a failed load may be retried by the next caller
    });
  }
  return loading;
}

/**
 * Parse `source` and hand the root node to `fn`; the tree lives in wasm memory, so it is freed
 * as soon as `fn` returns (nodes must not escape `fn`).
 */
export async function withPythonTree<T>(source: string, fn: (root: Node) => T): Promise<T> {
  const parser = await pythonParser();
  const tree: Tree | null = parser.parse(source);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    return fn(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** Parse two sources and hand both roots to `fn` (both trees freed afterwards). */
export async function withPythonTrees<T>(before: string, after: string, fn: (before: Node, after: Node) => T): Promise<T> {
  const parser = await pythonParser();
  const a = parser.parse(before);
  const b = parser.parse(after);
  try {
    if (!a || !b) throw new Error('tree-sitter returned no tree');
    return fn(a.rootNode, b.rootNode);
  } finally {
    a?.delete();
    b?.delete();
  }
}
