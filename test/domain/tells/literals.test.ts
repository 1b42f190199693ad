// The FAIL_TO_PASS tests' literals, and literals as Python expressions (a tell target's repr).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectTestLiterals } from '../../../infra/tells.js';
import { withPythonTree } from '../../../infra/pythonParser.js';
import { named } from '../../../domain/tells/ast.js';
import { pythonRepr, reprOfKeys, strRepr } from '../../../domain/tells/literals.js';
import { py } from './scan.js';

describe('collectTestLiterals', () => {
  it('reads the test body and its parametrize decorator, by class path and name', async () => {
    const src = py(`
import pytest
from decimal import Decimal

@pytest.mark.parametrize("amount", [1299, -7])
def test_one(amount):
    assert percent_of(amount, Decimal("20")) == 260

class TestX:
    def test_two(self):
        assert f("a;b") == -3.5

def test_other():
    assert g(777) == 1

SAMPLE = "id;name\\n1;Ann"
UNUSED = "zzz"

def test_uses_constant():
    assert sniff(SAMPLE) == ";"
`);
    const one = await collectTestLiterals(src, 'tests/test_m.py::test_one[1299]');
    for (const k of ['n:1299', 'n:-7', 's:20', 'n:20', 'n:260']) assert.ok(one.has(k), k);
    assert.ok(!one.has('n:777'));
    const two = await collectTestLiterals(src, 'tests/test_m.py::TestX::test_two');
    assert.ok(two.has('s:a;b') && two.has('n:-3.5'));
    assert.equal((await collectTestLiterals(src, 'tests/test_m.py::test_missing')).size, 0);
    const constant = await collectTestLiterals(src, 'tests/test_m.py::test_uses_constant');
    assert.ok(constant.has('s:id;name\\n1;Ann') && constant.has('s:;') && !constant.has('s:zzz'), [...constant].join(' | '));
  });
});


/** The repr of the right-hand side of `x = <expr>`. */
async function reprOf(expr: string): Promise<string | null> {
  return withPythonTree(`x = ${expr}\n`, (root) => pythonRepr(named(named(named(root)[0]!)[0]!)[1]!));
}

describe('pythonRepr: a literal as the expression Python prints for its value', () => {
  const cases: [string, string | null][] = [
    ['1299', '1299'],
    ['0x10', '16'],
    ['1_000', '1000'],
    ['-7', '-7'],
    ['37.0', '37.0'],
    ['4.50', '4.5'],
    ['1e16', '1e+16'],
    ['1.5e-5', '1.5e-05'],
    ['0.0001', '0.0001'],
    ['"abc"', "'abc'"],
    ["'it''s'", "'its'"],
    ['"it\'s"', '"it\'s"'],
    ['"a\\nb"', "'a\\nb'"],
    ['"tab\\tand\\x41"', "'tab\\tandA'"],
    ['r"\\d+"', "'\\\\d+'"],
    ['b"\\xff"', "b'\\xff'"],
    ['("a", 2)', "('a', 2)"],
    ['("a",)', "('a',)"],
    ['[1, 2]', '[1, 2]'],
    ['{"k": None}', "{'k': None}"],
    ['Decimal("20")', "Decimal('20')"],
    ['True', 'True'],
    ['f(x)', null],
    ['x + 1', null],
  ];
  for (const [src, want] of cases) {
    it(`${src} -> ${want}`, async () => assert.equal(await reprOf(src), want));
  }
  it('strRepr picks quotes and escapes as Python does', () => {
    assert.equal(strRepr("a'b"), '"a\'b"');
    assert.equal(strRepr('a\'"b'), "'a\\'\"b'");
    assert.equal(strRepr('\u0001\n'), "'\\x01\\n'");
  });
  it('reprOfKeys picks the tested member of a table, and keeps a constructor whole', async () => {
    const member = await withPythonTree('x = ("a;b;c", "x;y")\n', (root) => reprOfKeys(named(named(named(root)[0]!)[0]!)[1]!, ['s:x;y']));
    assert.equal(member, "'x;y'");
    const ctor = await withPythonTree('x = Decimal("20")\n', (root) => reprOfKeys(named(named(named(root)[0]!)[0]!)[1]!, ['n:20']));
    assert.equal(ctor, "Decimal('20')");
  });
});
