"""Regenerates bench/edits/cases/*.json and corpus.json from the base files (spans are computed
from the text, so they stay right when a base file changes). Run: python3 bench/edits/build_cases.py
The expectations are claims: test/activities/edit/corpus.test.ts checks every one of them."""
import ast
import json
import os
import textwrap

ROOT = os.path.dirname(os.path.abspath(__file__))
CASES = []


def read(repo, rel):
    with open(f'{ROOT}/{repo}/{rel}') as fh:
        return fh.read()


def line_of(text, needle, nth=1):
    at = -1
    for _ in range(nth):
        at = text.index(needle, at + 1)
    return text.count('\n', 0, at) + 1


def lines_of(text, needle, nth=1):
    s = line_of(text, needle, nth)
    return [s, s + needle.rstrip('\n').count('\n')]


def ent(text, name):
    tree = ast.parse(text)
    def visit(body, prefix):
        for n in body:
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                q = prefix + n.name
                if q == name:
                    start = min([n.lineno] + [d.lineno for d in n.decorator_list])
                    return [start, n.end_lineno]
                r = visit(n.body, q + '.')
                if r:
                    return r
        return None
    r = visit(tree.body, '')
    assert r, name
    return r


def source_of(text, name):
    s, e = ent(text, name)
    return ''.join(text.splitlines(True)[s - 1:e])


def sr(*pairs):
    return {'kind': 'search_replace', 'blocks': [{'search': a, 'replace': b} for a, b in pairs]}


def body(src):
    return {'kind': 'entity_body', 'source': src}


def bounded(text):
    return {'kind': 'bounded_replacement', 'text': text}


def intent(id, file, entity, span, content, description):
    return {'id': id, 'file': file, 'entity': entity, 'span': span, 'content': content, 'description': description}


def expect(scope, representation, edit10, raw, why, stage=None, code=None, ambiguous=False, multi=False):
    e = {'scope': scope, 'representation': representation, 'ambiguous': ambiguous,
         'edit10': {'outcome': edit10}, 'raw': raw, 'why': why}
    if stage:
        e['edit10']['stage'] = stage
    if code:
        e['edit10']['code'] = code
    if multi:
        e['changeScope'] = 'multi_file'
    return e


def case(id, description, kind, source, perturbations, repo, intents, expects):
    CASES.append({'id': id, 'description': description, 'origin': {'kind': kind, 'source': source},
                  'perturbations': perturbations, 'repo': repo, 'intents': intents,
                  'expect': dict(zip([i['id'] for i in intents], expects))})


# ---------------------------------------------------------------- real changes (clean)
INV = 'repos/invoicing'
money = read(INV, 'invoicing/money.py')
case('invoicing-percent-rounding-gold',
     'The gold fix of examples/invoicing-percent-rounding as one statement-level intent: docstring and return line of percent_of.',
     'real_change', 'examples/invoicing-percent-rounding/oracle/gold.diff', ['none'], INV,
     [intent('percent-of-round', 'invoicing/money.py', 'percent_of', [line_of(money, '"""Return ``percent``'), line_of(money, 'return int(raw)')],
             sr(('    """Return ``percent`` % of ``amount_cents``, in whole cents.', '    """Return ``percent`` % of ``amount_cents``, rounded to a whole cent.'),
                ('    negative amounts too (refunds, credit notes).\n',
                 '    negative amounts too (refunds, credit notes). Like every other amount the\n    result goes through :func:`round_cents`, so halves round away from zero.\n'),
                ('    return int(raw)\n', '    return round_cents(raw)\n')),
             'percent_of truncates toward zero; route the result through round_cents (ROUND_HALF_UP).')],
     [expect('statement', 'search_replace', 'applied', 'clean', '3 sibling statements of one function body in 8 lines: statement scope, exact unique blocks')])

CSV = 'repos/csvreport'
group = read(CSV, 'csvreport/group.py')
sort_key = '''

def _sort_key(key):
    """Order keys naturally with missing (None) parts sorted last."""
    parts = key if isinstance(key, tuple) else (key,)
    return tuple((part is None, part if part is not None else 0) for part in parts)
'''
gap = line_of(group, '    return groups\n') + 1
case('csvreport-null-group-key-gold-steps',
     'The gold fix of csvreport-null-group-key as three intents: a new helper between two functions, then its two call sites. The third intent is declared in pre-edit coordinates and must be re-anchored after the first intent inserts lines.',
     'real_change', 'bench/corpus/csvreport-null-group-key/oracle/gold.diff', ['none'], CSV,
     [intent('add-sort-key', 'csvreport/group.py', ['<module>', '_sort_key'], [gap, gap + 1], bounded(sort_key + '\n\n'),
             'add a _sort_key helper that orders None keys last'),
      intent('aggregate-sort', 'csvreport/group.py', 'aggregate', [line_of(group, 'for key in sorted(groups)]')] * 2,
             sr(('for key in sorted(groups)]', 'for key in sorted(groups, key=_sort_key)]')), 'aggregate sorts with _sort_key'),
      intent('summarize-sort', 'csvreport/group.py', 'summarize', [line_of(group, 'for key in sorted(groups):')] * 2,
             sr(('    for key in sorted(groups):\n', '    for key in sorted(groups, key=_sort_key):\n')), 'summarize sorts with _sort_key')],
     [expect('statement', 'search_replace', 'applied', 'clean', 'two blank module lines replaced by a new helper: creates an entity, touched = declared {<module>, _sort_key}'),
      expect('token_expression', 'search_replace', 'applied', 'clean', 'one expression inside one statement'),
      expect('token_expression', 'search_replace', 'applied', 'clean', 'the live anchor is refreshed by +6 lines after the first commit; the raw arm finds the block by text')])

case('csvreport-null-group-key-gold-file',
     'The same gold fix as one intent over lines spanning group_by, aggregate and summarize (>= 3 top-level entities: file scope).',
     'real_change', 'bench/corpus/csvreport-null-group-key/oracle/gold.diff', ['none'], CSV,
     [intent('null-key-file', 'csvreport/group.py', ['<module>', '_sort_key', 'aggregate', 'summarize'],
             [line_of(group, '    return groups\n'), line_of(group, 'for key in sorted(groups):')],
             sr(('    return groups\n', '    return groups\n' + sort_key),
                ('for key in sorted(groups)]', 'for key in sorted(groups, key=_sort_key)]'),
                ('for key in sorted(groups):', 'for key in sorted(groups, key=_sort_key):')),
             'sort group keys with None last in aggregate and summarize')],
     [expect('file', 'search_replace', 'applied', 'clean', '>= 3 top-level entities intersected: file scope; the new helper and module blank lines are declared')])

KV = 'repos/kvstore'
comp = read(KV, 'kvstore/compaction.py')
case('kvstore-compaction-falsy-gold',
     'The gold fix of kvstore-compaction-falsy-values: a 5-line dict comprehension becomes one line using is_live.',
     'real_change', 'bench/corpus/kvstore-compaction-falsy-values/oracle/gold.diff', ['none'], KV,
     [intent('compact-is-live', 'kvstore/compaction.py', 'compact_records', lines_of(comp, '    kept = {\n        key: record\n        for key, record in records.items()\n        if record.get("value") and not is_expired(record, now)\n    }'),
             sr(('    kept = {\n        key: record\n        for key, record in records.items()\n        if record.get("value") and not is_expired(record, now)\n    }\n',
                 '    kept = {key: record for key, record in records.items() if is_live(record, now)}\n')),
             'falsy values (0, "", []) must survive compaction')],
     [expect('statement', 'search_replace', 'applied', 'clean', 'one 5-line statement: more than 3 lines, so statement rather than token_expression')])

RL = 'repos/ratelimit'
bucket = read(RL, 'ratelimit/bucket.py')
case('ratelimit-refill-cap-gold',
     'The gold fix of ratelimit-refill-cap: cap the refilled token count at capacity.',
     'real_change', 'bench/corpus/ratelimit-refill-cap/oracle/gold.diff', ['none'], RL,
     [intent('refill-cap', 'ratelimit/bucket.py', 'refill', [line_of(bucket, 'return tokens + elapsed * rate')] * 2,
             sr(('return tokens + elapsed * rate', 'return min(capacity, tokens + elapsed * rate)')), 'refill must never exceed capacity')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'a one-line expression change')])

render = read(CSV, 'csvreport/render.py')
case('csvreport-truncate-width-gold',
     'The gold fix of csvreport-truncate-width: the ellipsis counts toward the width.',
     'real_change', 'bench/corpus/csvreport-truncate-width/oracle/gold.diff', ['none'], CSV,
     [intent('truncate-width', 'csvreport/render.py', 'truncate', [line_of(render, 'return text[:width] + ELLIPSIS')] * 2,
             sr(('text[:width] + ELLIPSIS', 'text[: width - 1] + ELLIPSIS')), 'truncate returns width+1 characters')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'a one-line expression change')])

CPY = 'repos/cpython'
colorsys = read(CPY, 'colorsys.py')
case('colorsys-gh-106498',
     'CPython gh-106498: rgb_to_hls computed saturation with 2.0-sumc, which is wrong for some inputs (the real upstream fix, applied to the pre-fix 3.11 module).',
     'real_change', 'https://github.com/python/cpython/issues/106498', ['none'], CPY,
     [intent('hls-saturation', 'colorsys.py', 'rgb_to_hls', [line_of(colorsys, 's = rangec / (2.0-sumc)')] * 2,
             sr(('s = rangec / (2.0-sumc)', 's = rangec / (2.0-maxc-minc)  # Not always 2.0-sumc: gh-106498.')),
             'use 2.0-maxc-minc: 2.0-sumc is not always equal in floating point')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'a one-line expression change')])

# The YIQ functions after bpo-14323 (CPython 3.11.7 Lib/colorsys.py).
new_yiq = 'def rgb_to_yiq(r, g, b):\n    y = 0.30*r + 0.59*g + 0.11*b\n    i = 0.74*(r-y) - 0.27*(b-y)\n    q = 0.48*(r-y) + 0.41*(b-y)\n    return (y, i, q)\n\ndef yiq_to_rgb(y, i, q):\n    # r = y + (0.27*q + 0.41*i) / (0.74*0.41 + 0.27*0.48)\n    # b = y + (0.74*q - 0.48*i) / (0.74*0.41 + 0.27*0.48)\n    # g = y - (0.30*(r-y) + 0.11*(b-y)) / 0.59\n\n    r = y + 0.9468822170900693*i + 0.6235565819861433*q\n    g = y - 0.27478764629897834*i - 0.6356910791873801*q\n    b = y - 1.1085450346420322*i + 1.7090069284064666*q\n\n    if r < 0.0:\n        r = 0.0\n    if g < 0.0:\n        g = 0.0\n    if b < 0.0:\n        b = 0.0\n    if r > 1.0:\n        r = 1.0\n    if g > 1.0:\n        g = 1.0\n    if b > 1.0:\n        b = 1.0\n    return (r, g, b)\n'
yiq_span = [ent(colorsys, 'rgb_to_yiq')[0], ent(colorsys, 'yiq_to_rgb')[1]]
old_yiq = ''.join(colorsys.splitlines(True)[yiq_span[0] - 1:yiq_span[1]])
case('colorsys-bpo14323-yiq',
     'CPython bpo-14323: normalize the YIQ conversion coefficients (FCC NTSC) — a real change across two adjacent functions, given as one search/replace block over both.',
     'real_change', 'https://bugs.python.org/issue14323', ['none'], CPY,
     [intent('yiq-coefficients', 'colorsys.py', ['rgb_to_yiq', 'yiq_to_rgb'], yiq_span, sr((old_yiq, new_yiq)),
             'use the FCC NTSC YIQ coefficients and the matching inverse')],
     [expect('function_entity', 'search_replace', 'applied', 'clean', 'two adjacent entities over 17 lines (> 15, <= 2 adjacent entities): function_entity, and touching two entities at their shared boundary sets at_unit_boundary; both are named defs (ast_transform viable) and the content is search blocks (search_replace native): ambiguous, and with no model the fallback is search_replace', ambiguous=True)])

# ---------------------------------------------------------------- entity-level changes
alloc_src = '''def allocate(amount_cents: int, weights: list[int]) -> list[int]:
    """Split ``amount_cents`` into parts proportional to ``weights``.

    Uses the largest-remainder method, so ``sum(result) == amount_cents``
    always holds; ties go to the earlier position. Weights are compared by
    magnitude, so negative line values (refund lines) are allowed.
    """
    if not weights:
        raise ValueError("allocate() needs at least one weight")
    magnitudes = [abs(w) for w in weights]
    total = sum(magnitudes)
    if total == 0:
        raise ValueError("allocate() needs at least one non-zero weight")
    sign = -1 if amount_cents < 0 else 1
    amount = abs(amount_cents)
    shares = [divmod(amount * m, total) for m in magnitudes]
    parts = [whole for whole, _ in shares]
    leftover = amount - sum(parts)
    order = sorted(range(len(weights)), key=lambda i: (-shares[i][1], i))
    for i in order[:leftover]:
        parts[i] += 1
    return [sign * p for p in parts]
'''
case('invoicing-allocate-entity-body',
     'A refactor of allocate (one divmod instead of // and %) delivered as a complete new entity body.',
     'real_code_change', 'invoicing/money.py allocate, refactor', ['none'], INV,
     [intent('allocate-divmod', 'invoicing/money.py', 'allocate', ent(money, 'allocate'), body(alloc_src), 'compute parts and remainders with one divmod')],
     [expect('function_entity', 'ast_transform', 'applied', 'clean', 'a whole 22-line entity: function_entity; ast supports it and the content is an entity body, so ast_transform (not ambiguous: no native search blocks)')])

textwrap_py = read(CPY, 'textwrap.py')
split_src = source_of(textwrap_py, 'TextWrapper._split_chunks')
new_split = textwrap.dedent(split_src).replace('    text = self._munge_whitespace(text)\n', '    if not text:\n        return []\n    text = self._munge_whitespace(text)\n')
assert new_split != textwrap.dedent(split_src)
sc = ent(textwrap_py, 'TextWrapper._split_chunks')
case('textwrap-split-chunks-stale-dedented',
     'A method body delivered dedented to column 0 (whitespace drift) with line numbers 4 lines stale (the model counted against an older file).',
     'perturbation', 'textwrap.py TextWrapper._split_chunks (CPython 3.11.7)', ['stale_line_numbers', 'whitespace_drift'], CPY,
     [intent('split-chunks-empty', 'textwrap.py', 'TextWrapper._split_chunks', [sc[0] - 4, sc[1] - 4], body(new_split), 'return no chunks for empty text')],
     [expect('function_entity', 'search_replace', 'applied', 'collateral', 'the new body adds an if block (skeleton change): ast_transform vs bounded_rewrite at the boundary is ambiguous, and with no model the fallback search_replace is derived from the entity found by name and re-indented; the raw splice puts a column-0 def over stale lines of _wrap_chunks, which still parses (the rest of the class nests inside it) and leaks everywhere', ambiguous=True)])

hls = ent(colorsys, 'rgb_to_hls')
case('colorsys-hls-tail-boundary',
     'A search/replace near the end of rgb_to_hls with an 18-line span: function_entity at the unit boundary where both search/replace and the entity transform can express it — the one case the adjudication call exists for.',
     'real_code_change', 'colorsys.py rgb_to_hls', ['none'], CPY,
     [intent('hls-hue-wrap', 'colorsys.py', 'rgb_to_hls', [hls[1] - 17, hls[1]],
             sr(('    h = (h/6.0) % 1.0\n    return h, l, s\n', '    h = (h / 6.0) % 1.0\n    return h, l, s\n')), 'normalize the hue computation spacing')],
     [expect('function_entity', 'search_replace', 'applied', 'clean', '18 lines in one entity, ending on its last line: function_entity + at_unit_boundary with search/replace and ast_transform both viable; no model configured, so the fallback search_replace', ambiguous=True)])

ded = ent(textwrap_py, 'dedent')
dedent_body = '''    """Remove any common leading whitespace from every line in `text`.

    This can be used to make triple-quoted strings line up with the left
    edge of the display, while still presenting them in the source code
    in indented form.

    Note that tabs and spaces are both treated as whitespace, but they
    are not equal: the lines "  hello" and "\\\\thello" are
    considered to have no common leading whitespace.

    Entirely blank lines are normalized to a newline character.
    """
    try:
        lines = text.split('\\n')
    except (AttributeError, TypeError):
        msg = f'expected str object, not {type(text).__qualname__!r}'
        raise TypeError(msg) from None

    # Get length of leading whitespace, inspired by ``os.path.commonprefix()``.
    non_blank_lines = [l for l in lines if l and not l.isspace()]
    l1 = min(non_blank_lines, default='')
    l2 = max(non_blank_lines, default='')
    margin = 0
    for margin, c in enumerate(l1):
        if c != l2[margin] or c not in ' \\t':
            break

    return '\\n'.join([l[margin:] if not l.isspace() else '' for l in lines])
'''
case('textwrap-dedent-rewrite',
     'The body of textwrap.dedent rewritten (modelled on the CPython 3.14 speed-up, gh-131792) as a bounded replacement of the docstring + body lines: a > 40-line structural change inside one entity.',
     'real_change', 'https://github.com/python/cpython/issues/131792 (textwrap.dedent rewrite)', ['none'], CPY,
     [intent('dedent-fast', 'textwrap.py', 'dedent', [ded[0] + 1, ded[1]], bounded(dedent_body), 'rewrite dedent with one pass over the lines')],
     [expect('function_entity', 'bounded_rewrite', 'applied', 'clean', '48 lines inside one entity (> 40, pervasive): bounded_rewrite; a line replacement cannot be an ast transform, so nothing is ambiguous')])

dedent_entity = 'def dedent(text):\n' + dedent_body
case('textwrap-dedent-entity-body',
     'The same dedent rewrite as a complete entity body: function_entity at the boundary with ast_transform and bounded_rewrite both viable (ambiguous).',
     'real_change', 'https://github.com/python/cpython/issues/131792 (textwrap.dedent rewrite)', ['none'], CPY,
     [intent('dedent-fast-body', 'textwrap.py', 'dedent', ded, body(dedent_entity), 'rewrite dedent with one pass over the lines')],
     [expect('function_entity', 'search_replace', 'applied', 'clean', 'pervasive (49 lines) and ast-supported: ast_transform vs bounded_rewrite is ambiguous; without a model the fallback is search_replace, derived from the entity source', ambiguous=True)])

wc = ent(textwrap_py, 'TextWrapper._wrap_chunks')
wc_text = ''.join(textwrap_py.splitlines(True)[wc[0]:wc[1]])
assert 'if self.width <= 0:' in wc_text
wc_new = wc_text.replace('        if self.width <= 0:\n            raise ValueError("invalid width %r (must be > 0)" % self.width)\n',
                         '        if self.width <= 0:\n            raise ValueError(f"invalid width {self.width!r} (must be > 0)")\n')
assert wc_new != wc_text
case('textwrap-wrap-chunks-long-body',
     'A 100-line method body replaced as a bounded replacement: more than 60 lines inside one entity, a gap in the ladder table, escalated to file scope.',
     'real_code_change', 'textwrap.py TextWrapper._wrap_chunks (CPython 3.11.7)', ['none'], CPY,
     [intent('wrap-chunks-fstring', 'textwrap.py', 'TextWrapper._wrap_chunks', [wc[0] + 1, wc[1]], bounded(wc_new), 'format the width error with an f-string')],
     [expect('file', 'bounded_rewrite', 'applied', 'clean', '> 60 lines in one entity: the table gap escalates to file; pervasive, so bounded_rewrite')])

fa = ent(money, 'format_amount')
fmt_src = '''def format_amount(amount_cents: int, currency: str = "EUR", *, symbol: bool = True) -> str:
    """Format cents for display: ``123450 -> "€1,234.50"``, ``-300 -> "-€3.00"``."""
    prefix = CURRENCY_SYMBOLS.get(currency, currency + " ") if symbol else ""
    sign = "-" if amount_cents < 0 else ""
    whole, cents = divmod(abs(amount_cents), 100)
    return f"{sign}{prefix}{whole:,}.{cents:02d}"
'''
case('invoicing-format-amount-signature',
     'format_amount gains a keyword-only parameter: the entity skeleton (signature) changes.',
     'real_code_change', 'invoicing/money.py format_amount', ['none'], INV,
     [intent('format-symbol-flag', 'invoicing/money.py', 'format_amount', fa, body(fmt_src), 'allow formatting without the currency symbol')],
     [expect('function_entity', 'search_replace', 'applied', 'clean', 'the signature changes (skeleton change, pervasive): bounded_rewrite vs ast_transform at the boundary is ambiguous; no model, so search_replace derived from the entity', ambiguous=True)])

# ---------------------------------------------------------------- perturbations
case('ratelimit-time-until-trailing-ws',
     'The search block carries trailing whitespace the file does not have (whitespace drift).',
     'perturbation', 'ratelimit/bucket.py time_until', ['whitespace_drift'], RL,
     [intent('time-until-ws', 'ratelimit/bucket.py', 'time_until', [line_of(bucket, 'return (needed - tokens) / rate')] * 2,
             sr(('    return (needed - tokens) / rate  \n', '    return max(0.0, (needed - tokens) / rate)\n')), 'never return a negative wait')],
     [expect('token_expression', 'search_replace', 'rejected', 'clean', 'exact match fails (the trailing blanks are not in the file): reported before writing; the raw arm matches whitespace-insensitively and lands it correctly', stage='uniqueness', code='no-match')])

case('ratelimit-refill-dedented-block',
     'A two-line search/replace block dedented by one level (whitespace drift in indentation).',
     'perturbation', 'ratelimit/bucket.py refill', ['whitespace_drift'], RL,
     [intent('refill-guard-dedent', 'ratelimit/bucket.py', 'refill', lines_of(bucket, '    if elapsed <= 0:\n        return tokens'),
             sr(('if elapsed <= 0:\n    return tokens\n', 'if elapsed <= 0 or rate <= 0:\n    return tokens\n')), 'no refill at a non-positive rate')],
     [expect('statement', 'search_replace', 'rejected', 'broken', 'exact match fails; the raw fuzzy match lands the dedented replacement at column 0 inside the function: it does not parse', stage='uniqueness', code='no-match')])

ta = ent(bucket, 'TokenBucket.try_acquire')
ta_src = textwrap.dedent(source_of(bucket, 'TokenBucket.try_acquire')).replace('    if n <= 0:\n', '    if not n > 0:\n')
assert 'not n > 0' in ta_src
case('ratelimit-try-acquire-dedented-body',
     'A method body given at column 0 (the model dropped the class indentation) with the right span.',
     'perturbation', 'ratelimit/bucket.py TokenBucket.try_acquire', ['whitespace_drift'], RL,
     [intent('try-acquire-nan', 'ratelimit/bucket.py', 'TokenBucket.try_acquire', ta, body(ta_src), 'reject NaN token counts too')],
     [expect('function_entity', 'ast_transform', 'applied', 'collateral', 'ast_transform re-indents the body to the method column; the raw splice leaves it at column 0, which ends the class early: it parses, but the method is now a module function (collateral)')])

case('invoicing-format-amount-stale-lines',
     'A search/replace with a span 7 lines stale (pointing into allocate).',
     'perturbation', 'invoicing/money.py format_amount', ['stale_line_numbers'], INV,
     [intent('format-amount-stale', 'invoicing/money.py', 'format_amount', [line_of(money, 'return f"{sign}{symbol}') - 7] * 2,
             sr(('return f"{sign}{symbol}{whole:,}.{cents:02d}"', 'return f"{sign}{symbol}{whole:,}.{cents:02}"')), 'pad cents with the default fill')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'the block is not in the declared span; it occurs exactly once in the declared entity, so the anchor is re-resolved there')])

tn = ent(group, 'top_n')
case('csvreport-top-n-stale-bounded',
     'A bounded replacement whose span is 3 lines stale: it no longer lies inside the declared entity.',
     'perturbation', 'csvreport/group.py top_n', ['stale_line_numbers'], CSV,
     [intent('top-n-stale', 'csvreport/group.py', 'top_n', [tn[1] - 4, tn[1] - 3],
             bounded('    present = [r for r in results if r[1] is not None]\n    return sorted(present, key=lambda r: (r[1], r[0]), reverse=descending)[:n]\n'),
             'break ties by key')],
     [expect(None, None, 'rejected', 'broken', 'a line replacement carries no text to re-find: a span straddling the entity edge is a stale anchor, rejected before anything is written; raw splices it over the def line', stage='classify', code='stale-anchor')])

pa = ent(money, 'parse_amount')
guard_at = line_of(money, '    cleaned = text.strip().replace(",", "").replace(" ", "")\n')
case('invoicing-two-edits-anchor-refresh',
     'Two intents in one file, both declared in pre-edit coordinates: the first inserts 2 lines above the second.',
     'real_code_change', 'invoicing/money.py parse_amount + percent_of (gold line)', ['stale_line_numbers'], INV,
     [intent('parse-amount-empty', 'invoicing/money.py', 'parse_amount', [guard_at, guard_at],
             sr(('    cleaned = text.strip().replace(",", "").replace(" ", "")\n',
                 '    cleaned = text.strip().replace(",", "").replace(" ", "")\n    if not cleaned:\n        raise ValueError("empty amount")\n')),
             'an empty string is not an amount'),
      intent('percent-of-return', 'invoicing/money.py', 'percent_of', [line_of(money, 'return int(raw)')] * 2, bounded('    return round_cents(raw)\n'),
             'round to the nearest cent')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'the declared site is one statement (the replacement adds a guard after it)'),
      expect('token_expression', 'search_replace', 'applied', 'broken', 'anchor refresh moves the span 2 lines down; the raw arm replaces the stale line — now the docstring\'s closing quotes — and the file no longer parses')])

hsv = ent(colorsys, 'rgb_to_hsv')
rcgcbc = '    rc = (maxc-r) / rangec\n    gc = (maxc-g) / rangec\n    bc = (maxc-b) / rangec\n'
case('colorsys-hsv-ambiguous-block',
     'A 3-line block that occurs in both rgb_to_hls and rgb_to_hsv; the intent targets rgb_to_hsv (the second occurrence).',
     'perturbation', 'colorsys.py rgb_to_hsv', ['ambiguous_search', 'wrong_occurrence'], CPY,
     [intent('hsv-components', 'colorsys.py', 'rgb_to_hsv', lines_of(colorsys, rcgcbc, 2),
             sr((rcgcbc, '    rc, gc, bc = ((maxc - c) / rangec for c in (r, g, b))\n')), 'compute the three components in one expression')],
     [expect('statement', 'search_replace', 'applied', 'collateral', 'unique inside the declared span; the raw arm takes the first occurrence in the file (rgb_to_hls): a wrong-occurrence leak')])

case('csvreport-sorted-groups-ambiguous',
     'A short search block (sorted(groups)) that occurs in aggregate and in summarize; the intent targets summarize.',
     'perturbation', 'csvreport/group.py summarize', ['ambiguous_search', 'wrong_occurrence'], CSV,
     [intent('summarize-sorted', 'csvreport/group.py', 'summarize', [line_of(group, 'for key in sorted(groups):')] * 2,
             sr(('sorted(groups)', 'sorted(groups, key=str)')), 'sort summary rows by the text of the key')],
     [expect('token_expression', 'search_replace', 'applied', 'collateral', 'span-scoped uniqueness applies it in summarize; raw hits aggregate first')])

yiq_clamps = ent(colorsys, 'yiq_to_rgb')
case('colorsys-yiq-ambiguous-in-span',
     'A search block that matches three times inside its own span.',
     'perturbation', 'colorsys.py yiq_to_rgb', ['ambiguous_search'], CPY,
     [intent('yiq-clamp-g', 'colorsys.py', 'yiq_to_rgb', lines_of(colorsys, '    if r < 0.0: r = 0.0\n    if g < 0.0: g = 0.0\n    if b < 0.0: b = 0.0'),
             sr(('< 0.0: ', '<= 0.0: ')), 'clamp g at zero inclusively')],
     [expect('statement', 'search_replace', 'rejected', 'clean', 'three matches inside the span: a reported uniqueness failure, never an ambiguous apply; raw rewrites the first (r) line — in scope, so the instruments cannot see that it is the wrong one', stage='uniqueness', code='multiple-matches')])

h2r = ent(colorsys, 'hls_to_rgb')
case('colorsys-hls-to-rgb-sibling-bleed',
     'The declared entity is hls_to_rgb, but the span runs into _v and the search block is a line of _v (a sibling symbol).',
     'perturbation', 'colorsys.py hls_to_rgb / _v', ['wrong_occurrence'], CPY,
     [intent('hls-to-rgb-spacing', 'colorsys.py', 'hls_to_rgb', [h2r[1] - 1, line_of(colorsys, 'return m1 + (m2-m1)*hue*6.0')],
             sr(('return m1 + (m2-m1)*hue*6.0', 'return m1 + (m2 - m1) * hue * 6.0')), 'space the arithmetic')],
     [expect('function_entity', 'search_replace', 'rejected', 'collateral', 'the block is unique in the span, so it applies — and lands in _v: the collateral check sees an undeclared entity touched and rolls it back', stage='collateral', code='collateral-bleed', ambiguous=True)])

reformatted = money.replace('CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}', "CURRENCY_SYMBOLS = {'EUR': '€', 'USD': '$', 'GBP': '£'}") \
    .replace('    return int(raw)\n', '    return round_cents(raw)\n') \
    .replace('    sign = -1 if amount_cents < 0 else 1\n', '    sign = (-1 if amount_cents < 0 else 1)\n')
case('invoicing-money-whole-file-rewrite',
     'The percent_of fix delivered as a whole-file rewrite that also reformats unrelated lines (quotes in CURRENCY_SYMBOLS, parentheses in allocate).',
     'perturbation', 'examples/invoicing-percent-rounding gold, over-wide', ['over_wide_rewrite'], INV,
     [intent('money-rewrite', 'invoicing/money.py', 'percent_of', [1, money.count('\n')], bounded(reformatted), 'round percent_of to the nearest cent')],
     [expect('file', 'bounded_rewrite', 'rejected', 'collateral', 'whole-file span (wider than the declared entity: an over-wide rewrite): file scope, pervasive, bounded_rewrite applies and parses — and the collateral check rejects the reformatted lines outside percent_of (spec §7.6 probe 1)', stage='collateral', code='collateral-bleed')])

tr = ent(render, 'truncate')
over_src = '''def truncate(text: str, width: int) -> str:
    """Shorten *text* to at most *width* characters, marking cuts with an ellipsis."""
    if width < 1:
        raise ValueError("width must be at least 1")
    if len(text) <= width:
        return text
    if width == 1:
        return ELLIPSIS
    return text[: width - 1] + ELLIPSIS


def format_number(value, decimals: int = 2) -> str:
    """Format a cell value: thousands separators, fixed decimals, yes/no for bools."""
    if value is None:
        return ''
    if isinstance(value, bool):
        return 'yes' if value else 'no'
    return str(value)
'''
case('csvreport-truncate-overwide-body',
     'The truncate fix delivered as an entity body that also rewrites the neighbouring format_number.',
     'perturbation', 'bench/corpus/csvreport-truncate-width gold, over-wide', ['over_wide_rewrite'], CSV,
     [intent('truncate-overwide', 'csvreport/render.py', 'truncate', tr, body(over_src), 'the ellipsis counts toward the width')],
     [expect('function_entity', 'ast_transform', 'rejected', 'collateral', 'the body defines two top-level entities, not exactly truncate: the entity transform refuses it before writing; raw splices a second format_number over truncate', stage='apply', code='invalid-entity-body')])

wt = ent(bucket, 'TokenBucket.wait_time')
cls = ent(bucket, 'TokenBucket')
cls_text = ''.join(bucket.splitlines(True)[cls[0] - 1:cls[1]])
cls_new = cls_text.replace('return time_until(self._tokens, n, self.refill_rate)', 'return time_until(self._tokens, n, self.refill_rate) if n > 0 else 0.0') \
    .replace('raise ValueError("n must be positive")', "raise ValueError('n must be positive')")
case('ratelimit-wait-time-class-rewrite',
     'A one-method change delivered as a rewrite of the whole class span (reformatting another method).',
     'perturbation', 'ratelimit/bucket.py TokenBucket.wait_time', ['over_wide_rewrite'], RL,
     [intent('wait-time-overwide', 'ratelimit/bucket.py', 'TokenBucket.wait_time', cls, bounded(cls_new), 'no wait for a non-positive n')],
     [expect('function_entity', 'bounded_rewrite', 'rejected', 'collateral', 'the span (the whole class, 51 lines) contains the declared method: a pervasive bounded_rewrite that applies and parses, and the collateral check rejects the reformatted try_acquire line; raw lands it', stage='collateral', code='collateral-bleed')])

case('kvstore-live-keys-syntax-error',
     'A replacement missing a closing parenthesis.',
     'perturbation', 'kvstore/compaction.py live_keys', ['syntax_error'], KV,
     [intent('live-keys-syntax', 'kvstore/compaction.py', 'live_keys', [line_of(comp, 'return sorted(key for key')] * 2,
             sr(('return sorted(key for key, record in records.items()', 'return sorted((key for key, record in records.items()')),
             'sort a generator')],
     [expect('token_expression', 'search_replace', 'rejected', 'broken', 'the result does not parse: rejected and rolled back', stage='parse', code='parse-error')])

tax = read(INV, 'invoicing/tax.py')
case('invoicing-tax-undefined-name',
     'A replacement that calls a misspelt helper (undefined name).',
     'perturbation', 'invoicing/tax.py tax_for', ['lint_error'], INV,
     [intent('tax-for-typo', 'invoicing/tax.py', 'tax_for', [line_of(tax, 'return percent_of(net_cents, rate)')] * 2,
             sr(('return percent_of(net_cents, rate)', 'return percent_off(net_cents, rate)')), 'compute VAT')],
     [expect('token_expression', 'search_replace', 'rejected', 'broken', 'undefined name: an error-level lint finding, rejected and rolled back', stage='lint', code='lint-error')])

case('ratelimit-unused-import',
     'An edit that adds an import nothing uses.',
     'perturbation', 'ratelimit/bucket.py imports', ['lint_error'], RL,
     [intent('bucket-import-os', 'ratelimit/bucket.py', '<module>', lines_of(bucket, 'import math\nimport threading'),
             sr(('import math\nimport threading\n', 'import math\nimport os\nimport threading\n')), 'prepare for environment overrides')],
     [expect('statement', 'search_replace', 'rejected', 'broken', 'an unused import is error-level (spec 10 §3.5): rejected', stage='lint', code='lint-error')])

fnum = ent(render, 'format_number')
case('csvreport-unused-local-warning',
     'A change that leaves an assigned-but-unused local: a pyflakes warning, which does not reject.',
     'real_code_change', 'csvreport/render.py format_number', ['none'], CSV,
     [intent('format-number-unused', 'csvreport/render.py', 'format_number', lines_of(render, '    if value is None:\n        return ""'),
             sr(('    if value is None:\n        return ""\n', '    if value is None:\n        placeholder = ""\n        return ""\n')), 'name the placeholder')],
     [expect('statement', 'search_replace', 'applied', 'clean', 'UnusedVariable is a warning: warnings pass the gate')])

rec = read(KV, 'kvstore/records.py')
case('kvstore-hallucinated-search',
     'A search block for code that is not in the file at all.',
     'perturbation', 'kvstore/records.py remaining_ttl', ['hallucinated_search'], KV,
     [intent('remaining-ttl-ghost', 'kvstore/records.py', 'remaining_ttl', lines_of(rec, '    if expires is None:\n        return None\n    return max(0.0, expires - now)'),
             sr(('    if record.expires is None:\n        return None\n', '    if record.expires is None:\n        return math.inf\n')), 'never-expiring records have infinite ttl')],
     [expect('statement', 'search_replace', 'rejected', 'not_landed', 'nothing matches: a reported failure before writing; raw cannot land it either', stage='uniqueness', code='no-match')])

invoice = read(INV, 'invoicing/invoice.py')
case('invoicing-multi-file-jpy',
     'One change across two files: add JPY to the currency symbols and label the currency in the rendered invoice.',
     'real_code_change', 'invoicing money.py + invoice.py', ['none'], INV,
     [intent('jpy-symbol', 'invoicing/money.py', '<module>', [line_of(money, 'CURRENCY_SYMBOLS = {')] * 2,
             sr(('"GBP": "£"}', '"GBP": "£", "JPY": "¥"}')), 'support yen'),
      intent('render-currency', 'invoicing/invoice.py', 'render_invoice', lines_of(invoice, '    out.append(f"{\'Subtotal\':<31}{money(invoice.subtotal_cents):>14}")'),
             sr(("f\"{'Subtotal':<31}", "f\"{'Subtotal (' + invoice.currency + ')':<31}")), 'show the currency on the subtotal line')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'the change touches 2 files: multi_file, decomposed per file; this part is one expression', multi=True),
      expect('token_expression', 'search_replace', 'applied', 'clean', 'the other file of the multi_file change', multi=True)])

comp_new = comp.replace('''    kept = {
        key: record
        for key, record in records.items()
        if record.get("value") and not is_expired(record, now)
    }
''', '''    kept = {key: record for key, record in records.items() if is_live(record, now)}
''')
case('kvstore-compaction-whole-file',
     'The compaction gold fix delivered as a complete new file, declared as the whole file.',
     'real_change', 'bench/corpus/kvstore-compaction-falsy-values/oracle/gold.diff (as a file rewrite)', ['none'], KV,
     [intent('compaction-file', 'kvstore/compaction.py', '<file>', [1, comp.count('\n')], bounded(comp_new), 'falsy values survive compaction')],
     [expect('file', 'search_replace', 'applied', 'clean', 'a whole-file span is file scope; 25 lines is not pervasive, so the harness derives a search/replace over the span; <file> is declared, so nothing is collateral')])

rd = read(INV, 'invoicing/invoice.py')
cn = ent(rd, 'credit_note')
case('invoicing-credit-note-entity-missing',
     'An intent naming an entity the file does not have (the model guessed a name).',
     'perturbation', 'invoicing/invoice.py', ['hallucinated_search'], INV,
     [intent('refund-note', 'invoicing/invoice.py', 'refund_note', cn, body(source_of(rd, 'credit_note').replace('Full refund', 'Complete refund')), 'reword the docstring')],
     [expect(None, None, 'rejected', 'collateral', 'no entity refund_note: rejected before anything is written; raw splices the body at the declared lines, which are credit_note: the instrument sees an undeclared entity touched', stage='classify', code='entity-not-found')])

ra = ent(rd, 'render_invoice')
case('invoicing-render-statement-block',
     'A four-line change inside a for loop of render_invoice.',
     'real_code_change', 'invoicing/invoice.py render_invoice', ['none'], INV,
     [intent('render-tax-lines', 'invoicing/invoice.py', 'render_invoice', lines_of(rd, '    for rate, tax in invoice.tax_by_rate.items():'),
             sr(('    for rate, tax in invoice.tax_by_rate.items():\n', '    for rate, tax in sorted(invoice.tax_by_rate.items()):\n')), 'render VAT lines by rate')],
     [expect('token_expression', 'search_replace', 'applied', 'clean', 'the for header only: one expression site')])

# ---------------------------------------------------------------- write
os.makedirs(f'{ROOT}/cases', exist_ok=True)
for f in os.listdir(f'{ROOT}/cases'):
    os.remove(f'{ROOT}/cases/{f}')
for c in CASES:
    with open(f'{ROOT}/cases/{c["id"]}.json', 'w') as fh:
        json.dump(c, fh, indent=2, ensure_ascii=False)
        fh.write('\n')
with open(f'{ROOT}/corpus.json', 'w') as fh:
    json.dump({'name': 'patchgate edit intents', 'version': 1, 'cases': [c['id'] for c in CASES]}, fh, indent=2)
    fh.write('\n')
print(len(CASES), 'cases', sum(len(c['intents']) for c in CASES), 'intents')
