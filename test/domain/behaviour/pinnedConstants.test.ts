// Special-casing tied by a constant's name (domain/behaviour/literals.ts): the module constants a
// file binds, and the values of those the candidate's added lines compare an input with for
// equality or membership (`if g == STEEP_GRADE:` ties the branch to 15.0 as the literal would).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { moduleConstants, pinnedConstants, unionLiterals } from '../../../domain/behaviour/literals.js';

const sorted = (x: { strings: string[]; numbers: number[] }) => ({ strings: [...x.strings].sort(), numbers: [...x.numbers].sort((a, b) => a - b) });

describe('module constants', () => {
  it('reads numbers (underscores, floats, exponents, negatives), strings and annotated constants, with trailing comments', () => {
    const got = moduleConstants(
      [
        'STEEP_GRADE = 15.0  # from 15 % on, a climb is T3',
        'MAX_RIDERS = 1_200',
        'EPOCH_SECONDS = 1_700_003_600.0',
        'SMALL = 2.5e-3',
        'BELOW = -40',
        "ZONE = 'north'",
        'LABEL = "T3"  # the top tier',
        'RATE: float = 2.5',
        'NAME: str = "route"',
        '',
      ].join('\n'),
    );
    assert.deepEqual(Object.fromEntries(got), {
      STEEP_GRADE: 15,
      MAX_RIDERS: 1200,
      EPOCH_SECONDS: 1700003600,
      SMALL: 0.0025,
      BELOW: -40,
      ZONE: 'north',
      LABEL: 'T3',
      RATE: 2.5,
      NAME: 'route',
    });
  });

  it('only UPPER_CASE module-level names bound to one literal: not lower-case names, class attributes, expressions, tables or calls', () => {
    const got = moduleConstants(
      [
        'steep = 15.0',
        'Steep = 15.0',
        'class Scale:',
        '    TOP = 25.0',
        'DOUBLE = 2 * 15.0',
        'SCALE = [(8.0, "T1"), (15.0, "T2")]',
        'LIMIT = int("3")',
        'ALIAS = STEEP',
        'OK = 7',
        '',
      ].join('\n'),
    );
    assert.deepEqual(Object.fromEntries(got), { OK: 7 });
  });
});

describe('constants pinned by name on the added lines', () => {
  const head = ['STEEP = 15.0', 'TOP = "T3"', 'GRADES = 3', 'LABELS = 8.0', ''].join('\n');
  const body = ['def difficulty(g):', '    for limit, label in SCALE:', '        if g <= limit:', '            return label', '    return "T4"', ''].join('\n');
  const before = head + body;
  const withLine = (line: string) => before.replace('def difficulty(g):\n', `def difficulty(g):\n    ${line}\n`);

  it('an added `if g == STEEP:` pins the constant\'s value', () => {
    assert.deepEqual(pinnedConstants(before, withLine('if g == STEEP: return "T3"')), { strings: [], numbers: [15] });
  });

  it('`!=` and `in` pin too, every constant on the right of the comparison, strings included', () => {
    assert.deepEqual(pinnedConstants(before, withLine('if g != STEEP: pass')), { strings: [], numbers: [15] });
    assert.deepEqual(sorted(pinnedConstants(before, withLine('if g in (STEEP, LABELS):'))), { strings: [], numbers: [8, 15] });
    assert.deepEqual(pinnedConstants(before, withLine('if label == TOP: return label')), { strings: ['T3'], numbers: [] });
  });

  it('a constant the candidate adds itself is read from the candidate\'s text; its own definition line pins nothing', () => {
    const after = withLine('if g == STEEP_GRADE: return "T3"').replace('STEEP = 15.0\n', 'STEEP = 15.0\nSTEEP_GRADE = 15.5\n');
    assert.deepEqual(pinnedConstants(before, after), { strings: [], numbers: [15.5] });
    // an added constant line alone is no comparison
    assert.deepEqual(pinnedConstants(before, before.replace('STEEP = 15.0\n', 'STEEP = 15.0\nEDGE = 15.0\n')), { strings: [], numbers: [] });
  });

  it('an annotated constant and one written with underscores pin their values', () => {
    const b = ['RATE: float = 2.5', 'CAP = 1_000', '', 'def fee(x):', '    return x', ''].join('\n');
    const a = b.replace('    return x', '    if x == RATE or x == CAP:\n        return 0\n    return x');
    // the pin is read after the first `==`: `RATE or x == CAP` names both
    assert.deepEqual(sorted(pinnedConstants(b, a)), { strings: [], numbers: [2.5, 1000] });
  });

  it('0, 1 and -1, and strings shorter than two characters, are no tested point', () => {
    const b = ['ZERO = 0', 'ONE = 1', 'MINUS = -1', 'SEP = ","', 'EMPTY = ""', 'ARROW = "->"', '', 'def f(x):', '    return x', ''].join('\n');
    const a = b.replace('    return x', '    if x in (ZERO, ONE, MINUS, SEP, EMPTY, ARROW):\n        return None\n    return x');
    assert.deepEqual(pinnedConstants(b, a), { strings: ['->'], numbers: [] });
  });

  it('an ordering comparison with a constant is a moved boundary, not a tested point', () => {
    assert.deepEqual(pinnedConstants(before, withLine('if g >= STEEP: return "T3"')), { strings: [], numbers: [] });
    assert.deepEqual(pinnedConstants(before, withLine('if g < STEEP: return "T2"')), { strings: [], numbers: [] });
  });

  it('an unchanged line is not the candidate\'s: only added lines pin', () => {
    const b = withLine('if g == STEEP: return "T3"');
    // the line is in both trees; the candidate only fixes the comparison below it
    assert.deepEqual(pinnedConstants(b, b.replace('        if g <= limit:', '        if g < limit:')), { strings: [], numbers: [] });
    // a re-indented copy of an old line is the same line
    assert.deepEqual(pinnedConstants(b, b.replace('    if g == STEEP: return "T3"', '        if g == STEEP: return "T3"')), { strings: [], numbers: [] });
  });

  it('a lower-case name, a name that is not a constant, a comment or a string naming the constant pins nothing', () => {
    const b = ['STEEP = 15.0', 'steep = 15.0', 'SCALE = [(8.0, "T1")]', '', 'def f(g):', '    return g', ''].join('\n');
    const a = b.replace(
      '    return g',
      ['    if g == steep:', '        return 1', '    if g in SCALE:', '        return 2', '    if g == UNKNOWN:', '        return 3', '    x = 2  # g == STEEP', '    if g == "STEEP":', '        return 4', '    return g'].join('\n'),
    );
    assert.deepEqual(pinnedConstants(b, a), { strings: [], numbers: [] });
  });
});

describe('pinnedConstants: only the operands of an equality or membership', () => {
  const b = ['STEEP = 15.0', 'ROAD = "road"', 'TAG = "a#b"  # a hash inside the string', '', 'def f(g, kind, limits):', '    return g', ''].join('\n');
  const add = (...lines: string[]) => b.replace('    return g', [...lines, '    return g'].join('\n'));

  it('a constant in an ordering beside an equality on another operand pins nothing; on the left of == it pins', () => {
    assert.deepEqual(pinnedConstants(b, add('    if kind == "x" and g >= STEEP:', '        return 1')), { strings: [], numbers: [] });
    assert.deepEqual(pinnedConstants(b, add('    if STEEP == g:', '        return 1')).numbers, [15]);
  });

  it('a constant inside a call operand, or the table a loop walks, pins nothing; a tuple of constants pins each', () => {
    assert.deepEqual(pinnedConstants(b, add('    if g == limits.get(ROAD):', '        return 1', '    for ch in TAG:', '        pass')), { strings: [], numbers: [] });
    assert.deepEqual(pinnedConstants(b, add('    if kind in (ROAD, TAG):', '        return 1')).strings.sort(), ['a#b', 'road']);
  });

  it('a # inside a string constant is no comment', () => {
    assert.equal(moduleConstants(b).get('TAG'), 'a#b');
  });
});

describe('unionLiterals', () => {
  it('merges two literal sets without repeats', () => {
    assert.deepEqual(unionLiterals({ strings: ['T3', 'ab'], numbers: [15, 2.5] }, { strings: ['ab'], numbers: [15, 8] }), { strings: ['T3', 'ab'], numbers: [15, 2.5, 8] });
    assert.deepEqual(unionLiterals({ strings: [], numbers: [] }, { strings: [], numbers: [] }), { strings: [], numbers: [] });
  });
});
