// The impact evidence of spec 22 §3.1 element 4 and the blast-radius facts decideEngage runs
// over: a code graph of the pre-edit repository built with the project's Python parser
// (tree-sitter, infra/pythonParser.ts — parsing never executes the code, so it needs no
// sandbox). It finds the entities the diff touches (functions and methods, qualified like
// analyze_change: classes nest, functions do not), their call sites and the modules that import
// the changed modules. Derived from the code, never asserted by the generator. Read-only.
import type { PyNode } from '../pythonParser.js';
import { withPythonTree } from '../pythonParser.js';
import { listTree, readTreeFile } from '../workspace.js';
import { protectedKind } from '../../domain/protectedFiles.js';
import { patchLines } from '../../domain/patchFiles.js';
import type { CallSite, ChangedEntity, ReviewImpact } from '../../domain/critic/schemas.js';

export const GRAPH_BOUNDS = { files: 5000, fileBytes: 1024 * 1024, callers: 200, testReferences: 100 } as const;
export const MODULE_ENTITY = '<module>';

interface Def {
  qual: string;
  name: string;
  start: number;
  end: number;
  signature: string;
  docstring: string | null;
}

const isTest = (rel: string) => protectedKind(rel) !== null;

function field(n: PyNode, name: string): PyNode | null {
  return n.childForFieldName(name);
}

/** The qualified entity a node belongs to: enclosing classes, then the outermost function. */
function qualOf(n: PyNode): string {
  const chain: PyNode[] = [];
  for (let p: PyNode | null = n.parent; p; p = p.parent) if (p.type === 'function_definition' || p.type === 'class_definition') chain.unshift(p);
  const names: string[] = [];
  for (const d of chain) {
    names.push(field(d, 'name')?.text ?? '?');
    if (d.type === 'function_definition') break;
  }
  return names.length ? names.join('.') : MODULE_ENTITY;
}

function docstringOf(def: PyNode): string | null {
  const body = field(def, 'body');
  const first = body?.namedChildren.find((c) => c && c.type !== 'comment') ?? null;
  if (!first || first.type !== 'expression_statement') return null;
  const s = first.namedChildren[0];
  if (!s || s.type !== 'string') return null;
  const content = s.namedChildren.filter((c): c is PyNode => c !== null && c.type === 'string_content').map((c) => c.text);
  const text = content.join('').trim();
  return text === '' ? null : text;
}

function signatureOf(def: PyNode): string {
  const name = field(def, 'name')?.text ?? '?';
  if (def.type === 'class_definition') {
    const sup = field(def, 'superclasses')?.text ?? '';
    return `class ${name}${sup}`.replace(/\s+/g, ' ');
  }
  const params = field(def, 'parameters')?.text ?? '()';
  const ret = field(def, 'return_type')?.text;
  return `def ${name}${params}${ret ? ` -> ${ret}` : ''}`.replace(/\s+/g, ' ');
}

/** Functions and classes of a module, with the qualification analyze_change uses. */
async function defsOf(source: string): Promise<Def[]> {
  return withPythonTree(source, (root) => {
    const out: Def[] = [];
    for (const d of root.descendantsOfType(['function_definition', 'class_definition'])) {
      if (!d) continue;
      const name = field(d, 'name')?.text;
      if (!name) continue;
      const outer = qualOf(d);
      // A function nested in a function belongs to the outer one (it is not an entity itself).
      let insideFunction = false;
      for (let p = d.parent; p; p = p.parent) if (p.type === 'function_definition') insideFunction = true;
      if (insideFunction) continue;
      const qual = outer === MODULE_ENTITY ? name : `${outer}.${name}`;
      const start = (d.parent?.type === 'decorated_definition' ? d.parent : d).startPosition.row + 1;
      out.push({ qual, name, start, end: d.endPosition.row + 1, signature: signatureOf(d), docstring: docstringOf(d) });
    }
    return out;
  });
}

/** The innermost entity containing a line (methods before their class). */
function entityAt(defs: readonly Def[], line: number): Def | null {
  let best: Def | null = null;
  for (const d of defs) if (d.start <= line && line <= d.end && (!best || d.start >= best.start)) best = d;
  return best;
}

/** `pkg/sub/mod.py` → `pkg.sub.mod`; `pkg/__init__.py` → `pkg`. */
export function moduleOf(rel: string): string {
  const parts = rel.replace(/\.py$/, '').split('/');
  if (parts[parts.length - 1] === '__init__') parts.pop();
  return parts.join('.');
}

function resolveRelative(fromFile: string, spec: string): string {
  const dots = /^\.*/.exec(spec)![0].length;
  if (dots === 0) return spec;
  const pkg = fromFile.split('/').slice(0, -1);
  const base = pkg.slice(0, pkg.length - (dots - 1));
  const rest = spec.slice(dots);
  return [...base, ...(rest ? rest.split('.') : [])].join('.');
}

export async function computeImpactGraph(baselineDir: string, candidateDir: string | null, patch: string): Promise<ReviewImpact> {
  const notes: string[] = [];
  const lines = patchLines(patch);
  const changedFiles = [...new Set(lines.flatMap((f) => [f.oldPath, f.newPath]).filter((p): p is string => p !== null))].sort();
  const entities = new Map<string, ChangedEntity>();
  const addEntity = (file: string, d: Def | null) => {
    const key = `${file}\0${d?.qual ?? MODULE_ENTITY}`;
    if (entities.has(key)) return;
    const name = d?.qual ?? MODULE_ENTITY;
    const last = name.split('.').pop()!;
    entities.set(key, {
      file,
      entity: name,
      public: d !== null && !last.startsWith('_') && !isTest(file),
      signature: d?.signature ?? null,
      docstring: d?.docstring ?? null,
    });
  };
  for (const f of lines) {
    for (const [tree, rel, touched] of [
      [baselineDir, f.oldPath, f.touchedOld],
      [candidateDir, f.newPath, f.changedNew],
    ] as const) {
      if (!tree || !rel || !rel.endsWith('.py') || touched.length === 0) continue;
      const src = readTreeFile(tree, rel);
      if (src === null) continue;
      let defs: Def[];
      try {
        defs = await defsOf(src);
      } catch (e) {
        notes.push(`cannot parse ${rel}: ${(e as Error).message}`);
        continue;
      }
      for (const line of touched) addEntity(rel, entityAt(defs, line));
    }
  }
  const changed = [...entities.values()];
  const named = changed.filter((e) => e.entity !== MODULE_ENTITY);
  const shortNames = new Set(named.map((e) => e.entity.split('.').pop()!));
  const changedModules = new Set(changedFiles.filter((p) => p.endsWith('.py') && !isTest(p)).map(moduleOf));
  const moduleTails = [...changedModules].map((m) => m.split('.').pop()!).filter(Boolean);
  const moduleLevelChanged = new Set(changed.filter((e) => e.entity === MODULE_ENTITY && e.file.endsWith('.py')).map((e) => moduleOf(e.file)));

  const callers: CallSite[] = [];
  const testReferences: CallSite[] = [];
  const importers = new Set<string>();
  let filesParsed = 0;
  const all = listTree(baselineDir).filter((p) => p.endsWith('.py'));
  if (all.length > GRAPH_BOUNDS.files) notes.push(`code graph limited to the first ${GRAPH_BOUNDS.files} of ${all.length} Python files`);
  for (const rel of all.slice(0, GRAPH_BOUNDS.files)) {
    const src = readTreeFile(baselineDir, rel);
    if (src === null || src.length > GRAPH_BOUNDS.fileBytes) continue;
    // Cheap pre-filter: a file that never spells a changed name or module cannot reference it.
    if (![...shortNames, ...moduleTails].some((n) => src.includes(n))) continue;
    filesParsed++;
    const test = isTest(rel);
    try {
      await withPythonTree(src, (root) => {
        for (const n of root.descendantsOfType(['call', 'import_from_statement', 'import_statement'])) {
          if (!n) continue;
          if (n.type === 'call') {
            const fn = field(n, 'function');
            const callee = fn?.type === 'identifier' ? fn.text : fn?.type === 'attribute' ? (field(fn, 'attribute')?.text ?? null) : null;
            if (!callee || !shortNames.has(callee)) continue;
            const caller = qualOf(n);
            // A changed entity calling itself (recursion) is not a dependent.
            if (named.some((e) => e.file === rel && e.entity === caller && e.entity.split('.').pop() === callee)) continue;
            const site: CallSite = { file: rel, line: n.startPosition.row + 1, caller, callee };
            if (test) testReferences.push(site);
            else callers.push(site);
          } else if (!test && !changedFiles.includes(rel)) {
            // A module depends on the change when it imports a changed entity by name, a changed
            // module as a whole, or anything from a module whose top-level code changed.
            let depends = false;
            if (n.type === 'import_from_statement') {
              const m = field(n, 'module_name');
              if (!m) continue;
              const base = resolveRelative(rel, m.text.replace(/\s+/g, ''));
              const names = n.childrenForFieldName('name').map((c) => (c?.type === 'aliased_import' ? field(c, 'name')?.text : c?.text) ?? '');
              const wildcard = n.descendantsOfType('wildcard_import').length > 0;
              if (changedModules.has(base)) depends = wildcard || moduleLevelChanged.has(base) || names.some((nm) => shortNames.has(nm));
              if (names.some((nm) => changedModules.has(base ? `${base}.${nm}` : nm))) depends = true;
            } else {
              for (const c of n.childrenForFieldName('name')) {
                const nm = c?.type === 'aliased_import' ? field(c, 'name')?.text : c?.text;
                if (nm && changedModules.has(nm)) depends = true;
              }
            }
            if (depends) importers.add(rel);
          }
        }
      });
    } catch (e) {
      notes.push(`cannot parse ${rel}: ${(e as Error).message}`);
    }
  }
  const dependent = new Set<string>([...importers, ...callers.map((c) => c.file)].filter((f) => !changedFiles.includes(f)));
  const bySite = (a: CallSite, b: CallSite) => a.file.localeCompare(b.file) || a.line - b.line;
  callers.sort(bySite);
  testReferences.sort(bySite);
  if (callers.length > GRAPH_BOUNDS.callers) notes.push(`${callers.length} call sites; the first ${GRAPH_BOUNDS.callers} are listed`);
  return {
    changedFiles,
    changedEntities: changed.sort((a, b) => a.file.localeCompare(b.file) || a.entity.localeCompare(b.entity)),
    callers: callers.slice(0, GRAPH_BOUNDS.callers),
    dependentModules: [...dependent].sort(),
    testReferences: testReferences.slice(0, GRAPH_BOUNDS.testReferences),
    filesParsed,
    notes,
  };
}
