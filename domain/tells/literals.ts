// Literals as the tell rules of spec 18 §3.6 see them. A literal is normalized to a key (`n:260`,
// `s:a;b`, `c:None`) so the same value written two ways (`0x10`/`16`, `"20"` inside
// `Decimal("20")`) is one test input; the FAIL_TO_PASS tests' literals are collected as keys; and
// a tell's execution target carries the literal back as a Python expression (its repr form), so
// an attack can evaluate it and build neighbours. Pure functions over parsed trees.
import { field, named, strip } from './ast.js';
import type { Node } from './ast.js';

/** Literals of the FAIL_TO_PASS tests: normalized literal key -> the test that holds it. */
export type TestLiterals = Map<string, string>;

const EMPTY_CALLS = new Set(['list', 'dict', 'set', 'tuple', 'frozenset', 'str', 'bytes']);
const CONSTRUCTOR = /^([A-Za-z_]\w*\.)*([A-Z]\w*|int|float|str|bytes|complex|bool|frozenset|tuple|list|set|dict)$/;

function numberKey(text: string): string | null {
  const t = text.replace(/_/g, '').toLowerCase();
  let v: number;
  if (/^0x[0-9a-f]+$/.test(t)) v = parseInt(t.slice(2), 16);
  else if (/^0o[0-7]+$/.test(t)) v = parseInt(t.slice(2), 8);
  else if (/^0b[01]+$/.test(t)) v = parseInt(t.slice(2), 2);
  else if (/j$/.test(t)) return null;
  else v = Number(t);
  return Number.isFinite(v) ? `n:${v}` : null;
}

/** The content of a plain (non-interpolated) string node as written (escapes undecoded), or null. */
export function stringContent(n: Node): string | null {
  if (n.type === 'concatenated_string') {
    const parts = named(n).map(stringContent);
    return parts.every((p) => p !== null) ? parts.join('') : null;
  }
  if (n.type !== 'string') return null;
  if (named(n).some((c) => c.type === 'interpolation')) return null;
  return named(n)
    .filter((c) => c.type === 'string_content')
    .map((c) => c.text)
    .join('');
}

function stringKeys(content: string): string[] {
  const keys = [`s:${content}`];
  if (/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(content)) {
    const k = numberKey(content.trim());
    if (k) keys.push(k);
  }
  return keys;
}

/**
 * The literal keys of a literal-ish expression (a literal, a negated number, a container of
 * literals, or a constructor over literals such as Decimal("20")), or null for logic.
 */
export function literalKeys(node: Node): string[] | null {
  const n = strip(node);
  switch (n.type) {
    case 'integer':
    case 'float': {
      const k = numberKey(n.text);
      return k ? [k] : null;
    }
    case 'string':
    case 'concatenated_string': {
      const c = stringContent(n);
      return c === null ? null : stringKeys(c);
    }
    case 'true':
    case 'false':
    case 'none':
      return [`c:${n.text}`];
    case 'ellipsis':
      return ['c:...'];
    case 'unary_operator': {
      const op = field(n, 'operator')?.text;
      const arg = field(n, 'argument');
      if ((op === '-' || op === '+') && arg && (strip(arg).type === 'integer' || strip(arg).type === 'float')) {
        const k = numberKey(`${op}${strip(arg).text}`);
        return k ? [k] : null;
      }
      return null;
    }
    case 'tuple':
    case 'list':
    case 'set': {
      const items = named(n);
      if (items.length === 0) return ['c:empty'];
      const keys: string[] = [];
      for (const it of items) {
        const k = literalKeys(it);
        if (!k) return null;
        keys.push(...k);
      }
      return keys;
    }
    case 'dictionary': {
      const items = named(n);
      if (items.length === 0) return ['c:empty'];
      const keys: string[] = [];
      for (const p of items) {
        if (p.type !== 'pair') return null;
        const k = literalKeys(field(p, 'key')!);
        const v = literalKeys(field(p, 'value')!);
        if (!k || !v) return null;
        keys.push(...k, ...v);
      }
      return keys;
    }
    case 'call': {
      const fn = field(n, 'function');
      const args = field(n, 'arguments');
      // Only constructors and conversions of literals (Decimal("20"), float("1.5")) are literals;
      // a method call on a value (line.split(";")) is logic.
      if (!fn || !args || !CONSTRUCTOR.test(fn.text) || args.type !== 'argument_list') return null;
      const items = named(args);
      if (items.length === 0) return EMPTY_CALLS.has(fn.text) ? ['c:empty'] : null;
      const keys: string[] = [];
      for (const a of items) {
        const v = a.type === 'keyword_argument' ? field(a, 'value') : a;
        const k = v ? literalKeys(v) : null;
        if (!k) return null;
        keys.push(...k);
      }
      return keys;
    }
    default:
      return null;
  }
}

/** None, booleans, empty values, 0, 1 and -1 are what guards compare against, not test inputs. */
export function isTrivialKey(k: string): boolean {
  return k.startsWith('c:') || k === 'n:0' || k === 'n:1' || k === 'n:-1' || k === 's:';
}

export function showKey(k: string): string {
  return k.startsWith('s:') ? JSON.stringify(k.slice(2)) : k.slice(2);
}

/** The literal keys anywhere in a subtree (used for the FAIL_TO_PASS tests' literals). */
export function allLiteralKeys(n: Node, out: Set<string>): void {
  const visit = (x: Node) => {
    if (x.type === 'integer' || x.type === 'float' || x.type === 'string' || x.type === 'concatenated_string') {
      for (const k of literalKeys(x) ?? []) out.add(k);
      if (x.type === 'string' || x.type === 'concatenated_string') return;
    }
    if (x.type === 'unary_operator') for (const k of literalKeys(x) ?? []) out.add(k);
    for (const c of named(x)) visit(c);
  };
  visit(n);
}

// ---------------------------------------------------------------------------------------------
// Python repr of a literal: what a tell's target hands an execution attack.

/** repr() of a float, Python's way: shortest round-trip digits, `1.0`, `1e+16`, `1.5e-05`. */
function floatRepr(v: number): string {
  if (Number.isNaN(v)) return 'nan';
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
  const [mant, expText] = Math.abs(v).toExponential().split('e') as [string, string];
  const exp = Number(expText);
  const digits = mant.replace('.', '');
  const sign = v < 0 ? '-' : '';
  if (exp >= -4 && exp < 16) {
    if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
    const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
    const frac = digits.slice(exp + 1);
    return `${sign}${intPart}.${frac || '0'}`;
  }
  const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
}

function intRepr(text: string): string | null {
  try {
    return BigInt(text.replace(/_/g, '').toLowerCase()).toString();
  } catch {
    return null;
  }
}

const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b', f: '\f', v: '\v', '\n': '' };

/** Decode a string literal's escapes (Python's rules); raw strings are kept as written. */
function decodeEscapes(content: string, raw: boolean, bytes: boolean): string {
  if (raw) return content;
  return content.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|.|\n)/gs, (whole, e: string) => {
    if (e in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[e]!;
    if (/^[0-7]/.test(e)) return String.fromCodePoint(parseInt(e, 8));
    if (e[0] === 'x') return String.fromCodePoint(parseInt(e.slice(1), 16));
    if (!bytes && (e[0] === 'u' || e[0] === 'U')) return String.fromCodePoint(parseInt(e.slice(1), 16));
    return whole; // \N{...} and unknown escapes stay as written, as Python keeps unknown ones
  });
}

/** Python's repr() of a str (or bytes with the b prefix). */
export function strRepr(value: string, bytes = false): string {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp < 0xa0) || (bytes && cp >= 0x80)) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${bytes ? 'b' : ''}${quote}${out}${quote}`;
}

function stringParts(n: Node): { value: string; bytes: boolean } | null {
  if (n.type === 'concatenated_string') {
    const parts = named(n).map(stringParts);
    if (parts.some((p) => p === null)) return null;
    return { value: parts.map((p) => p!.value).join(''), bytes: parts.some((p) => p!.bytes) };
  }
  const content = stringContent(n);
  if (content === null) return null;
  const start = named(n).find((c) => c.type === 'string_start')?.text ?? '';
  const prefix = start.replace(/['"]+$/, '').toLowerCase();
  const bytes = prefix.includes('b');
  return { value: decodeEscapes(content, prefix.includes('r'), bytes), bytes };
}

/**
 * A literal-ish expression (see `literalKeys`) as the Python expression repr() would print for
 * its value: `1299`, `37.0`, `'a;b'`, `('x', 2)`, `Decimal('20')`. Null for logic.
 */
export function pythonRepr(node: Node): string | null {
  const n = strip(node);
  switch (n.type) {
    case 'integer':
      return intRepr(n.text);
    case 'float': {
      const v = Number(n.text.replace(/_/g, ''));
      return Number.isNaN(v) ? null : floatRepr(v);
    }
    case 'string':
    case 'concatenated_string': {
      const p = stringParts(n);
      return p ? strRepr(p.value, p.bytes) : null;
    }
    case 'true':
      return 'True';
    case 'false':
      return 'False';
    case 'none':
      return 'None';
    case 'ellipsis':
      return 'Ellipsis';
    case 'unary_operator': {
      const op = field(n, 'operator')?.text;
      const arg = field(n, 'argument');
      const inner = arg ? pythonRepr(arg) : null;
      if (!inner || (op !== '-' && op !== '+')) return null;
      if (op === '+') return inner;
      return inner.startsWith('-') ? inner.slice(1) : `-${inner}`;
    }
    case 'tuple':
    case 'list':
    case 'set': {
      const items = named(n).map(pythonRepr);
      if (items.some((i) => i === null)) return null;
      if (n.type === 'tuple') return items.length === 1 ? `(${items[0]},)` : `(${items.join(', ')})`;
      if (n.type === 'list') return `[${items.join(', ')}]`;
      return items.length === 0 ? 'set()' : `{${items.join(', ')}}`;
    }
    case 'dictionary': {
      const pairs: string[] = [];
      for (const p of named(n)) {
        if (p.type !== 'pair') return null;
        const k = pythonRepr(field(p, 'key')!);
        const v = pythonRepr(field(p, 'value')!);
        if (k === null || v === null) return null;
        pairs.push(`${k}: ${v}`);
      }
      return `{${pairs.join(', ')}}`;
    }
    case 'call': {
      if (literalKeys(n) === null) return null;
      const args: string[] = [];
      for (const a of named(field(n, 'arguments')!)) {
        if (a.type === 'keyword_argument') {
          const v = pythonRepr(field(a, 'value')!);
          if (v === null) return null;
          args.push(`${field(a, 'name')!.text}=${v}`);
        } else {
          const v = pythonRepr(a);
          if (v === null) return null;
          args.push(v);
        }
      }
      return `${field(n, 'function')!.text}(${args.join(', ')})`;
    }
    default:
      return null;
  }
}

/**
 * The repr of the part of a literal that carries one of `keys`: in `x in ("a;b;c", "x;y")` the
 * tested member "a;b;c", not the whole tuple. Falls back to the whole literal.
 */
export function reprOfKeys(node: Node, keys: string[]): string | null {
  const wanted = new Set(keys);
  const visit = (x: Node): string | null => {
    const s = strip(x);
    if (['tuple', 'list', 'set', 'dictionary', 'pair'].includes(s.type)) {
      for (const c of named(s)) {
        const hit = visit(c);
        if (hit !== null) return hit;
      }
      return null;
    }
    const k = literalKeys(s);
    return k && k.some((key) => wanted.has(key)) ? pythonRepr(s) : null;
  };
  return visit(node) ?? pythonRepr(node);
}
