// Spec 10 §3.1 / §5 phase 1 (pure part): the scope ladder's exact predicates and line
// thresholds, first-true-rule order, the gaps, multi_file decomposition and at_unit_boundary.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { decideScope, scopePredicates, toClassification, atUnitBoundary } from '../../../domain/edit/scope.js';
import type { ScopeInput } from '../../../domain/edit/scope.js';
import type { SpanFacts } from '../../../domain/edit/facts.js';
import { SCOPE_LABELS, ScopeClassification } from '../../../domain/edit/schemas.js';

function facts(over: Partial<SpanFacts> = {}): SpanFacts {
  return {
    span: [1, 1],
    out_of_range: false,
    top_level: ['f'],
    owners: ['f'],
    adjacent: false,
    enclosing: 0,
    block_owner: 'f',
    siblings_touched: 1,
    crosses_block_boundary: false,
    single_expression: false,
    whole_file: false,
    ...over,
  };
}

function input(span: [number, number], over: Partial<SpanFacts> = {}, extra: Partial<ScopeInput> = {}): ScopeInput {
  return { filesInChange: 1, span, facts: facts({ span, ...over }), enclosingRange: [1, 200], ...extra };
}

describe('scope ladder (spec 10 §3.1)', () => {
  it('a ≤ 3-line single-expression change is token_expression', () => {
    assert.equal(decideScope(input([50, 50], { single_expression: true })).scope, 'token_expression');
    assert.equal(decideScope(input([50, 52], { single_expression: true })).scope, 'token_expression');
  });

  it('a 4-line single statement is no longer token_expression but statement', () => {
    const d = decideScope(input([50, 53], { single_expression: true }));
    assert.equal(d.scope, 'statement');
  });

  it('a ≤ 15-line single-block change touching ≤ 3 siblings is statement', () => {
    assert.equal(decideScope(input([50, 64], { siblings_touched: 3 })).scope, 'statement');
  });

  it('16 lines inside one entity is function_entity (the > 15 threshold is exact)', () => {
    const d = decideScope(input([50, 65], { siblings_touched: 3 }));
    assert.equal(d.scope, 'function_entity');
    assert.match(d.rule, /16-60 lines/);
  });

  it('60 lines inside one entity is function_entity, 61 is past the table (gap → file)', () => {
    assert.equal(decideScope(input([50, 109], { siblings_touched: 9 })).scope, 'function_entity');
    const d = decideScope(input([50, 110], { siblings_touched: 9 }));
    assert.equal(d.scope, 'file');
    assert.equal(d.rule, 'gap:file');
  });

  it('crossing a statement-block boundary inside one entity is function_entity at any length', () => {
    const d = decideScope(input([50, 52], { crosses_block_boundary: true }));
    assert.equal(d.scope, 'function_entity');
    assert.match(d.rule, /crosses a block boundary/);
  });

  it('two adjacent entities over 16-60 lines are function_entity; three top-level entities are file', () => {
    assert.equal(decideScope(input([50, 70], { owners: ['f', 'g'], adjacent: true, top_level: ['f', 'g'] })).scope, 'function_entity');
    assert.equal(decideScope(input([50, 70], { owners: ['f', 'g'], adjacent: false, top_level: ['f', 'g'] })).scope, 'function_entity', 'non-adjacent: the gap escalates');
    assert.equal(decideScope(input([50, 55], { owners: ['f', 'g', 'h'], top_level: ['f', 'g', 'h'] })).scope, 'file');
  });

  it('a whole-file span is file', () => {
    const d = decideScope(input([1, 30], { whole_file: true, single_expression: true }));
    assert.equal(d.scope, 'file');
    assert.equal(d.rule, 'file:whole file');
  });

  it('first true rule wins: a 20-line change over 3 top-level entities is file, not function_entity', () => {
    const i = input([50, 69], { top_level: ['<module>', 'f', 'g'], owners: ['f'] });
    const p = scopePredicates(i);
    assert.equal(p.file, true);
    assert.equal(p.function_entity, true);
    assert.equal(decideScope(i).scope, 'file');
  });

  it('a > 1-file change is multi_file, and is decomposed to its per-file label', () => {
    const d = decideScope(input([50, 50], { single_expression: true }, { filesInChange: 2 }));
    assert.equal(d.scope, 'multi_file');
    assert.equal(d.perFile?.scope, 'token_expression');
  });

  it('gaps of the table escalate: > 3 siblings in ≤ 15 lines → function_entity', () => {
    const d = decideScope(input([50, 55], { siblings_touched: 6 }));
    assert.equal(d.scope, 'function_entity');
    assert.equal(d.rule, 'gap:function_entity');
  });
});

describe('at_unit_boundary (spec 10 §3.1)', () => {
  it('is set within ≤ 1 line of the enclosing entity edge, for statement and function_entity only', () => {
    const near = input([11, 13], { siblings_touched: 2 }, { enclosingRange: [10, 40] });
    assert.equal(decideScope(near).scope, 'statement');
    assert.equal(decideScope(near).atUnitBoundary, true);
    const nearEnd = input([30, 39], { siblings_touched: 2 }, { enclosingRange: [10, 40] });
    assert.equal(decideScope(nearEnd).atUnitBoundary, true);
    const inside = input([13, 20], { siblings_touched: 2 }, { enclosingRange: [10, 40] });
    assert.equal(decideScope(inside).atUnitBoundary, false);
    const token = input([11, 11], { single_expression: true }, { enclosingRange: [10, 40] });
    assert.equal(decideScope(token).scope, 'token_expression');
    assert.equal(decideScope(token).atUnitBoundary, false, 'token_expression never carries the flag');
  });

  it('is set when the change touches two entities at their shared boundary', () => {
    const d = decideScope(input([20, 24], { owners: ['f', 'g'], adjacent: true }, { enclosingRange: null }));
    assert.equal(d.scope, 'function_entity');
    assert.equal(d.atUnitBoundary, true);
  });

  it('is false at module level away from entities', () => {
    assert.equal(atUnitBoundary('statement', input([3, 4], { owners: ['<module>'] }, { enclosingRange: null })), false);
  });
});

describe('scope properties', () => {
  const arbFacts = fc.record({
    s: fc.integer({ min: 1, max: 300 }),
    len: fc.integer({ min: 1, max: 120 }),
    files: fc.integer({ min: 1, max: 3 }),
    owners: fc.integer({ min: 0, max: 4 }),
    top: fc.integer({ min: 0, max: 5 }),
    adjacent: fc.boolean(),
    siblings: fc.integer({ min: 0, max: 10 }),
    crosses: fc.boolean(),
    single: fc.boolean(),
    whole: fc.boolean(),
  });

  it('the ladder is total and deterministic, and the flag only accompanies statement / function_entity', () => {
    fc.assert(
      fc.property(arbFacts, (a) => {
        const span: [number, number] = [a.s, a.s + a.len - 1];
        const i = input(
          span,
          {
            owners: Array.from({ length: a.owners }, (_, k) => `e${k}`),
            top_level: Array.from({ length: a.top }, (_, k) => `t${k}`),
            adjacent: a.adjacent,
            siblings_touched: a.siblings,
            crosses_block_boundary: a.crosses,
            single_expression: a.single,
            whole_file: a.whole,
          },
          { filesInChange: a.files },
        );
        const d1 = decideScope(i);
        const d2 = decideScope(i);
        assert.deepEqual(d1, d2);
        assert.ok((SCOPE_LABELS as readonly string[]).includes(d1.scope));
        const label = d1.perFile?.scope ?? d1.scope;
        if (d1.atUnitBoundary || d1.perFile?.atUnitBoundary) assert.ok(label === 'statement' || label === 'function_entity');
        if (label === 'token_expression') assert.ok(a.len <= 3);
        if (label === 'statement') assert.ok(a.len <= 15);
        if (d1.scope === 'multi_file') assert.ok(a.files > 1);
      }),
    );
  });
});

describe('classification output (spec 10 §3.1 schema)', () => {
  it('has exactly the five fields of the spec, file absolute within the repository', () => {
    const c = toClassification({ scope: 'statement', atUnitBoundary: true, entities: ['Stock.total'], file: 'inv/stock.py', span: [35, 36] });
    assert.deepEqual(Object.keys(c).sort(), ['at_unit_boundary', 'entity', 'file', 'scope', 'span']);
    assert.equal(c.file, '/inv/stock.py');
    assert.doesNotThrow(() => ScopeClassification.parse(c));
    assert.throws(() => ScopeClassification.parse({ ...c, extra: 1 }), 'the schema is exact');
  });
});
