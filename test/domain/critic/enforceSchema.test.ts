// Spec 22 §3.4 / phase 3: the six-field schema is enforced deterministically, finding by finding;
// a blocking finding without an executable falsification is downgraded to advisory, never
// blocking. And the executable forms the falsification string may take.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { enforceSchema, MAX_FINDINGS } from '../../../domain/critic/enforceSchema.js';
import { parseFalsification } from '../../../domain/critic/falsification.js';

const E1 = 'E1:invoicing/money.py:42';
const E2 = 'E2:invoicing/tax.py:10';
const IDS = [E1, E2];
const MODULE = 'from decimal import Decimal\nfrom invoicing.money import percent_of\n\n\ndef test_negative():\n    assert percent_of(-1000, Decimal("20")) == -200\n';
const good = { location: E1, claim: 'negative amounts round up', severity: 'blocking', evidence: 'docstring', falsification: MODULE, confidence: 0.7 };

describe('enforceSchema (spec 22 §3.4)', () => {
  it('admits a well-formed finding with its parsed procedure', () => {
    const s = enforceSchema([good], IDS);
    assert.equal(s.admitted.length, 1);
    assert.equal(s.admitted[0]!.id, 'F1');
    assert.equal(s.admitted[0]!.finding.severity, 'blocking');
    assert.equal(s.admitted[0]!.procedure?.form, 'pytest_source');
    assert.equal(s.downgraded, 0);
  });

  it('rejects each malformation on its own, keeping the good findings', () => {
    const { location: _l, ...noLocation } = good;
    const { claim: _c, ...noClaim } = good;
    const raw = [
      noLocation,
      noClaim,
      { ...good, severity: 'critical' },
      { ...good, severity: 'BLOCKING' },
      { ...good, verdict: 'REJECT' },
      { ...good, location: 'money.py line 42' },
      { ...good, location: 'E9:invoicing/money.py:1' },
      { ...good, confidence: 'high' },
      { ...good, claim: '' },
      'a string',
      null,
      good,
      { ...good, location: 'whole-patch' },
    ];
    const s = enforceSchema(raw, IDS);
    assert.deepEqual(
      s.rejected.map((r) => r.index),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.match(s.rejected[0]!.reasons.join(), /missing field: location/);
    assert.match(s.rejected[4]!.reasons.join(), /not one of the six fields: verdict/);
    assert.match(s.rejected[5]!.reasons.join(), /neither an atomic-edit id/);
    assert.deepEqual(
      s.admitted.map((a) => [a.id, a.finding.location]),
      [
        ['F1', E1],
        ['F2', 'whole-patch'],
      ],
    );
  });

  it('downgrades a blocking finding whose falsification is empty or not executable', () => {
    const s = enforceSchema(
      [
        { ...good, falsification: '' },
        { ...good, falsification: 'Write a test that checks negative amounts.' },
        { ...good, falsification: 'revert E7:x.py:1 and run tests/test_money.py::test_x' },
        { ...good, falsification: 'static mypy invoicing/money.py' },
        { ...good, severity: 'advisory', falsification: '' },
      ],
      IDS,
    );
    assert.equal(s.admitted.length, 5);
    assert.ok(s.admitted.every((a) => a.finding.severity === 'advisory'), 'never blocking');
    assert.equal(s.downgraded, 4);
    assert.match(s.admitted[0]!.downgraded!, /empty/);
    assert.match(s.admitted[2]!.downgraded!, /not an atomic edit/);
    assert.equal(s.admitted[4]!.downgraded, null, 'an advisory finding is not "downgraded"');
  });

  it('bounds the number of findings', () => {
    const s = enforceSchema(Array.from({ length: MAX_FINDINGS + 3 }, () => good), IDS);
    assert.equal(s.admitted.length, MAX_FINDINGS);
    assert.equal(s.rejected.length, 3);
  });
});

describe('the executable falsification forms', () => {
  const ok = (text: string, loc = E1) => {
    const p = parseFalsification(text, IDS, loc);
    assert.ok(p.ok, `${text}: ${p.ok ? '' : p.reason}`);
    return p.procedure;
  };
  const no = (text: string) => assert.equal(parseFalsification(text, IDS, E1).ok, false, text);

  it('F1 a self-contained pytest module, bare or fenced', () => {
    assert.deepEqual(ok(MODULE), { form: 'pytest_source', test: { kind: 'source', source: MODULE } });
    const fenced = ok(`The test below fails on the candidate:\n\`\`\`python\n${MODULE}\`\`\`\n`);
    assert.equal(fenced.form, 'pytest_source');
    assert.equal((fenced as { test: { source: string } }).test.source, MODULE);
    no('```python\nassert percent_of(-1, 1) == 0\n```');
  });

  it('F2 an existing test id', () => {
    assert.deepEqual(ok('tests/test_money.py::test_format_amount'), { form: 'test_id', test: { kind: 'id', testId: 'tests/test_money.py::test_format_amount' } });
    assert.equal(ok('Run tests/test_invoice.py::TestX::test_y[1] on both trees').form, 'test_id');
    no('run ../outside.py::test_x');
    no('run -p evil.py::x');
  });

  it('F3 a named static check', () => {
    assert.deepEqual(ok('static pyflakes invoicing/money.py'), { form: 'static_check', check: 'pyflakes', paths: ['invoicing/money.py'] });
    assert.deepEqual(ok('STATIC compile'), { form: 'static_check', check: 'compile', paths: [] });
    no('static pyflakes /etc/passwd.py');
    no('static mypy');
  });

  it('F4 repeated runs', () => {
    assert.deepEqual(ok('repeat 10 run tests/test_invoice.py::test_render_invoice'), {
      form: 'repeat',
      runs: 10,
      test: { kind: 'id', testId: 'tests/test_invoice.py::test_render_invoice' },
    });
    assert.equal(ok(`repeat 5 times\n${MODULE}`).form, 'repeat');
    no('repeat 1 run tests/test_invoice.py::test_render_invoice');
    no('repeat 500 run tests/test_invoice.py::test_render_invoice');
  });

  it('F5 revert an edit and run a test — "revert edit X and run test Y"', () => {
    assert.deepEqual(ok(`revert edit ${E2} and run test tests/test_money.py::test_format_amount`), {
      form: 'revert_edit',
      editId: E2,
      test: { kind: 'id', testId: 'tests/test_money.py::test_format_amount' },
    });
    assert.deepEqual((ok('revert and run tests/test_money.py::test_format_amount') as { editId: string }).editId, E1, 'defaults to the location');
    assert.equal(ok(`revert ${E1}\n${MODULE}`).form, 'revert_edit');
    assert.equal(parseFalsification('revert and run tests/test_money.py::test_x', IDS, 'whole-patch').ok, false);
  });

  it("F6 apply the critic's repair and run a test", () => {
    const repair = '--- a/invoicing/money.py\n+++ b/invoicing/money.py\n@@ -43,1 +43,1 @@\n-    return int(raw + Decimal("0.5"))\n+    return round_cents(raw)\n';
    const p = ok(`repair\n\`\`\`diff\n${repair}\`\`\`\nrun tests/test_money.py::test_format_amount`);
    assert.deepEqual(p, { form: 'apply_repair', repair, test: { kind: 'id', testId: 'tests/test_money.py::test_format_amount' } });
    assert.equal(ok(`apply repair:\n\`\`\`diff\n${repair}\`\`\`\n\`\`\`python\n${MODULE}\`\`\``).form, 'apply_repair');
    no('repair\nrun tests/test_money.py::test_format_amount');
  });

  it('prose is not a procedure', () => {
    no('Run a test asserting percent_of(-1000, 20) == -200');
    no('Check that negative amounts still work.');
    no('   ');
  });
});
