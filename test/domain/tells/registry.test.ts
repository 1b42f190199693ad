// The registry is the one list of tell rules: the kinds are derived from it, each kind has one
// rule file that carries its paragraph of the spec, and the scan runs exactly those rules.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../infra/config.js';
import { TELL_KINDS, TELL_RULES } from '../../../domain/tells/registry.js';
import { TELL_KINDS as INFRA_KINDS } from '../../../infra/tells.js';

const camel = (k: string) => k.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('tell registry', () => {
  it('derives the kinds from the rules, once each', () => {
    assert.deepEqual([...TELL_KINDS], TELL_RULES.map((r) => r.kind));
    assert.deepEqual([...TELL_KINDS], ['constant-substitution', 'input-special-casing', 'branch-deletion', 'condition-weakening', 'scope-broadening', 'test-hack']);
    assert.equal(new Set(TELL_KINDS).size, TELL_KINDS.length);
    assert.deepEqual(INFRA_KINDS, TELL_KINDS);
  });
  it('has one rule file per kind, opening with that kind\'s paragraph, and one test file per kind', () => {
    for (const k of TELL_KINDS) {
      const file = path.join(PROJECT_ROOT, 'domain', 'tells', 'rules', `${camel(k)}.ts`);
      assert.ok(existsSync(file), file);
      assert.ok(readFileSync(file, 'utf8').startsWith(`// ${k} (spec 18 §3.6`), `${file} opens with its paragraph`);
      assert.ok(existsSync(path.join(PROJECT_ROOT, 'test', 'domain', 'tells', `${k}.test.ts`)), `test for ${k}`);
    }
  });
  it('keeps the rules free of I/O: no Node built-in or parser import under domain/tells', () => {
    const dir = path.join(PROJECT_ROOT, 'domain', 'tells');
    const files = ['ast', 'literals', 'units', 'context', 'conditions', 'rule', 'walker', 'scan', 'registry', 'schema', ...TELL_KINDS.map((k) => `rules/${camel(k)}`)];
    for (const f of files) {
      const src = readFileSync(path.join(dir, `${f}.ts`), 'utf8');
      for (const m of src.matchAll(/^import (type )?.* from '([^']+)';$/gm)) {
        const [, typeOnly, spec] = m;
        if (spec!.startsWith('.') || spec === 'zod') continue;
        assert.ok(typeOnly && spec === 'web-tree-sitter', `${f}.ts imports ${spec} at run time`);
      }
    }
  });
});
