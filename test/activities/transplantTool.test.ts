// The transplant tool's models, run directly (python/patchgate_tools/transplant.py; the attack
// runs it in the sandbox, here it only parses a scratch tree): which unchanged code counts as the
// same code as the candidate's edit.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PYTHON_TOOLS_DIR, venvDir } from '../../infra/config.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'pg-transplant-'));
after(() => rmSync(root, { recursive: true, force: true }));

function transplants(files: Record<string, [string, string]>): { old: string; new: string; entity: string }[] {
  const dir = mkdtempSync(path.join(root, 't-'));
  for (const [rel, [, after]] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'tree', rel)), { recursive: true });
    writeFileSync(path.join(dir, 'tree', rel), after);
  }
  writeFileSync(path.join(dir, 'changes.json'), JSON.stringify({ files: Object.entries(files).map(([p, [before, after]]) => ({ path: p, before, after })) }));
  const r = spawnSync(path.join(venvDir(), 'bin', 'python'), ['-m', 'patchgate_tools.transplant', '--changes', path.join(dir, 'changes.json'), '--out', path.join(dir, 'out')], {
    cwd: path.join(dir, 'tree'),
    env: { ...process.env, PYTHONPATH: PYTHON_TOOLS_DIR },
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  return (JSON.parse(r.stdout) as { transplants: { old: string; new: string; entity: string }[] }).transplants;
}

describe('transplant tool', () => {
  const book = (lookup: string, other: string) =>
    [
      'class Book:',
      '    def __init__(self):',
      '        self.venue = None',
      '        self.seats = {}',
      '',
      '    def extend(self, hold_id, seconds):',
      `        hold = ${lookup}(hold_id)`,
      '        return hold',
      '',
      '    def drop(self, hold_id, seats):',
      `        hold = ${other}(hold_id)`,
      '        return self.venue, self.seats, hold',
      '',
    ].join('\n');

  it('a renamed method call is carried to the same call elsewhere, never onto every other attribute', () => {
    const got = transplants({ 'b/book.py': [book('self.get', 'self.get'), book('self._get_locked', 'self.get')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['Book.drop', 'self.get(hold_id)', 'self._get_locked(hold_id)']]);
  });

  it('a call rewritten on the same argument (int(E) made round_half_up(E)) is carried to the file\'s other int() calls, not into round_half_up itself', () => {
    const before = ['def round_half_up(x):', '    return int(x + 0.5)', '', 'def a(f):', '    return int(f * 255)', '', 'def b(p):', '    return int(p * 255 / 100)', ''].join('\n');
    const got = transplants({ 'c/ch.py': [before, before.replace('    return int(p * 255 / 100)', '    return round_half_up(p * 255 / 100)')] });
    assert.deepEqual(got.map((t) => [t.entity, t.new]), [['a', 'round_half_up(f * 255)']]);
  });
});

describe('transplant tool: a condition written from the other side', () => {
  it('`expires_at <= now` made `> now` with the branches swapped is the same rule: nothing carried to the sweep that keeps `<= now`', () => {
    const before = [
      'class Book:',
      '    def renew(self, lease, now, ttl):',
      '        if lease.expires_at <= now:',
      '            raise ValueError("expired")',
      '        lease.expires_at = now + ttl',
      '        return lease',
      '',
      '    def sweep(self, leases, now):',
      '        return [l for l in leases if l.expires_at <= now]',
      '',
    ].join('\n');
    const after = before.replace(
      '        if lease.expires_at <= now:\n            raise ValueError("expired")\n        lease.expires_at = now + ttl\n        return lease\n',
      '        if lease.expires_at > now:\n            lease.expires_at = now + ttl\n            return lease\n        raise ValueError("expired")\n',
    );
    assert.deepEqual(transplants({ 'g/book.py': [before, after] }), []);
    // an inverted condition fixed (the same statements under its complement) is a changed rule, and is carried
    const inverted = before.replace('        if lease.expires_at <= now:\n            raise ValueError("expired")', '        if lease.expires_at > now:\n            raise ValueError("expired")');
    assert.deepEqual(transplants({ 'g/book.py': [before, inverted] }).map((t) => [t.entity, t.old]), [['Book.sweep', 'l.expires_at <= now']]);
    // an inclusivity change of the same comparison is a changed rule, and is carried
    const got = transplants({ 'g/book.py': [before, before.replace('        if lease.expires_at <= now:', '        if lease.expires_at < now:')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old]), [['Book.sweep', 'l.expires_at <= now']]);
  });
});

describe('transplant tool: what is not a sibling', () => {
  it('code already guarded by the condition the rewrite adds treats that case apart: not rewritten; a docstring\'s wording is no model', () => {
    const before = [
      'class Fine:',
      '    def owed(self):',
      '        """What is still to pay."""',
      '        return self.amount - self.paid',
      '',
      'def waived_total(fines):',
      '    return sum(f.amount - f.paid for f in fines if f.waived)',
      '',
      'def open_total(fines):',
      '    """What is still to pay, summed over the fines."""',
      '    return sum(f.amount - f.paid for f in fines)',
      '',
    ].join('\n');
    const after = before
      .replace('        """What is still to pay."""', '        """What is still to pay (nothing once waived)."""')
      .replace('        return self.amount - self.paid', '        return 0 if self.waived else self.amount - self.paid');
    const got = transplants({ 'l/fines.py': [before, after] });
    assert.deepEqual(got.map((t) => [t.entity, t.new]), [['open_total', '(0 if f.waived else f.amount - f.paid)']]);
  });

  it("a fixed function's old result written out elsewhere in its file becomes a call of the fixed function, never inside the function itself", () => {
    const before = [
      'def percent(part, whole):',
      '    if whole <= 0:',
      '        return 0.0',
      '    return round(100 * part / whole, 1)',
      '',
      'def summary(r, n):',
      '    return {"pct": round(100 * r.turnout / n, 1), "other": round(100 * r.turnout / n, 2)}',
      '',
    ].join('\n');
    const after = before.replace('    return round(100 * part / whole, 1)', '    tenths = (2000 * part + whole) // (2 * whole)\n    return tenths / 10');
    const got = transplants({ 'r/report.py': [before, after] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['summary', 'round(100 * r.turnout / n, 1)', 'percent(r.turnout, n)']]);
  });

  it('a value read from a name is the same data read off an object in a loop: `rider.zone == zone` is `rider.zone == s.zone`', () => {
    const riders = ['def allowed(rider, zone):', '    return rider.zone == zone', ''].join('\n');
    const service = ['from .riders import allowed', '', 'def stations_for(rider, stations):', '    return [s.id for s in stations if rider.zone == s.zone]', ''].join('\n');
    const got = transplants({ 'd/riders.py': [riders, riders.replace('rider.zone == zone', 'rider.zone in (zone, "*")')], 'd/service.py': [service, service] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['stations_for', 'rider.zone == s.zone', "rider.zone in (s.zone, '*')"]]);
    assert.deepEqual((got[0] as unknown as { literals: string[] }).literals, ['*']);
  });
});

describe('transplant tool: a bound tested from the other side, and a receiver field handed over as a name', () => {
  const plots = (bound: string, helpers: string[]) =>
    [
      'class Allotment:',
      '    def __init__(self, max_plots):',
      '        self.max_plots = max_plots',
      '        self.holders = {}',
      '',
      '    def assign(self, member, held):',
      `        if ${bound}:`,
      '            raise ValueError("plot limit reached")',
      '        self.holders[member] = held + 1',
      '',
      ...helpers,
    ].join('\n');

  it('`held > self.max_plots` made `>=` in a method: an unchanged helper `held <= limit` is its negation and is made `<`', () => {
    const helpers = ['', 'def may_take(held, limit):', '    return held <= limit', ''];
    const before = plots('held > self.max_plots', helpers);
    const got = transplants({ 'a/allotment.py': [before, plots('held >= self.max_plots', helpers)] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['may_take', 'held <= limit', 'held < limit']]);
  });

  it('`stitches <= need` (too few) made `<` is not carried to `stitches >= need` (enough) on the same operands: the equality the fix took from one side belongs to the other', () => {
    const before = [
      'def fits(stitches, repeat, plus):',
      '    return stitches >= repeat + plus and (stitches - plus) % repeat == 0',
      '',
      'def max_repeats(stitches, repeat, plus):',
      '    if stitches <= repeat + plus:',
      '        raise ValueError("too few")',
      '    return (stitches - plus) // repeat',
      '',
    ].join('\n');
    assert.deepEqual(transplants({ 'k/repeats.py': [before, before.replace('    if stitches <= repeat + plus:', '    if stitches < repeat + plus:')] }), []);
    // the other end of a range, on other operands, is still the mirror: `count >= low` made `>`
    const range = ['def too_low(count, low):', '    return count <= low', '', 'def too_high(count, high):', '    return count >= high', ''].join('\n');
    const got = transplants({ 'k/range.py': [range, range.replace('    return count >= high', '    return count > high')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['too_low', 'count <= low', 'count < low']]);
  });

  it('three statements made one (`total += ramp` and `if heating: total += hold` made `total += ramp + hold`): carried as the run, never as the one line\'s fragment', () => {
    const before = [
      'def duration(segs):',
      '    total, temp = 0.0, 20',
      '    for s in segs:',
      '        total += s.ramp_from(temp)',
      '        if s.target >= temp:',
      '            total += s.hold',
      '        temp = s.target',
      '    return total',
      '',
      'def timeline(segs):',
      '    points, minute, temp = [], 0.0, 20',
      '    for s in segs:',
      '        minute += s.ramp_from(temp)',
      '        if s.target >= temp:',
      '            minute += s.hold',
      '        temp = s.target',
      '        points.append(minute)',
      '    return points',
      '',
    ].join('\n');
    const after = before.replace('        total += s.ramp_from(temp)\n        if s.target >= temp:\n            total += s.hold\n', '        total += s.ramp_from(temp) + s.hold\n');
    const got = transplants({ 'k/sched.py': [before, after] });
    assert.deepEqual(got.map((t) => [t.entity, t.new]), [['timeline', 'minute += s.ramp_from(temp) + s.hold']]);
  });

  it('the negation alone, between plain names: `held > limit` made `>=` carries to `count <= cap` made `<`', () => {
    const before = ['def refuse(held, limit):', '    if held > limit:', '        return True', '    return False', '', 'def room_left(count, cap):', '    return count <= cap', ''].join('\n');
    const got = transplants({ 'a/limits.py': [before, before.replace('    if held > limit:', '    if held >= limit:')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['room_left', 'count <= cap', 'count < cap']]);
  });

  it('the same comparison written with a plain name is made `>=` too; a comparison of another shape, or of one name with itself, is not a sibling', () => {
    const helpers = [
      '',
      'def over(held, limit):',
      '    return held > limit',
      '',
      'def sized(plots, limit):',
      '    return len(plots) <= limit',
      '',
      'def between(held, limit):',
      '    return 0 <= held <= limit',
      '',
      'def spare(held, limit):',
      '    return held + 1 <= limit',
      '',
      'def at(held, limit):',
      '    return held == limit',
      '',
      'def unchanged(held, limit):',
      '    return held <= held',
      '',
    ];
    const before = plots('held > self.max_plots', helpers);
    const got = transplants({ 'a/allotment.py': [before, plots('held >= self.max_plots', helpers)] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['over', 'held > limit', 'held >= limit']]);
  });
});

describe('transplant tool: the siblings closest to the edit first', () => {
  it('a broad model (`a < b` made `a <= b`) matches comparisons all over the repository; the one reading the same data is kept within the cap, and says what it shares', () => {
    const readings = ['def needs_water(zone, moisture):', '    return moisture < zone.dry_below', '', '', 'def dry(zones, m):', '    return [z for z in zones if m[z.name] < z.dry_below]', ''].join('\n');
    // ten comparisons of the same shape on other data, in files walked before the edit's own
    const wet = ['def wet(zone, level):', '    return level < zone.dry_below', ''].join('\n');
    const other = Array.from({ length: 10 }, (_, i) => `def f${i}(a, b):\n    return a.x${i} < b.y${i}\n`).join('\n');
    const got = transplants({
      'a/aaa.py': [other, other],
      'a/readings.py': [readings, readings.replace('return moisture < zone.dry_below', 'return moisture <= zone.dry_below')],
      'a/zz.py': [wet, wet],
    }) as unknown as { file: string; entity: string; old: string; new: string; shared: string[] }[];
    assert.equal(got.length, 8);
    // the fixed comparison inlined in its own file: a call of the fixed function, its rule by construction
    const dry = got.find((t) => t.entity === 'dry');
    assert.ok(dry, JSON.stringify(got.map((t) => t.old)));
    assert.equal(dry.new, 'needs_water(z, m[z.name])');
    assert.deepEqual(dry.shared, ['needs_water']);
    // the same comparison on the same fields in another file (walked last)
    assert.deepEqual(got.find((t) => t.entity === 'wet')?.shared, ['dry_below', 'zone']);
    assert.deepEqual(got.filter((t) => t.file === 'a/aaa.py').map((t) => t.shared), Array(6).fill([]));
  });
});

describe('transplant tool: a run of statements whose strings are data of the same role', () => {
  it('a guard removed around `require(op, "void", ...)` is carried to the same guard around `require(op, "refund", ...)`, keeping its string', () => {
    const depot = [
      'from .operators import require',
      '',
      '',
      'class Depot:',
      '    def void(self, op, sale):',
      '        if op.name != sale.by:  # the seller may correct it',
      '            require(op, "void", sale.site)',
      '        sale.status = "void"',
      '',
      '    def refund(self, op, sale, litres):',
      '        if op.name != sale.by:',
      '            require(op, "refund", sale.site)',
      '        sale.refunded += litres',
      '',
    ].join('\n');
    const after = depot.replace('        if op.name != sale.by:  # the seller may correct it\n            require(op, "void", sale.site)', '        require(op, "void", sale.site)');
    const got = transplants({ 'd/depot.py': [depot, after] });
    assert.deepEqual(got.map((t) => [t.entity, t.new]), [['Depot.refund', "require(op, 'refund', sale.site)"]]);
  });

  it('in one expression a string is the case a check singles out: `role == "admin"` made `in (...)` is no model for `role == "lead"`', () => {
    const users = ['def may_manage(u):', '    return u.role == "admin"', '', '', 'def may_lead(u):', '    return u.role == "lead"', ''].join('\n');
    const got = transplants({ 'u/users.py': [users, users.replace('return u.role == "admin"', 'return u.role in ("admin", "owner")')] });
    assert.deepEqual(got, []);
  });
});

describe('transplant tool: the same quantity taken as a magnitude', () => {
  it('`g <= limit` (g = abs(grade)) made `<` carries to `abs(g) > limit` made `>=` (its negation on the magnitude)', () => {
    const grading = [
      'SCALE = [(8.0, "T1"), (15.0, "T2")]',
      '',
      '',
      'def difficulty(grade_pct):',
      '    g = abs(grade_pct)',
      '    for limit, label in SCALE:',
      '        if g <= limit:',
      '            return label',
      '    return "T3"',
      '',
      '',
      'def steep_sections(grades, limit=15.0):',
      '    return [i for i, g in enumerate(grades) if abs(g) > limit]',
      '',
    ].join('\n');
    const got = transplants({ 't/grading.py': [grading, grading.replace('        if g <= limit:', '        if g < limit:')] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['steep_sections', 'abs(g) > limit', 'abs(g) >= limit']]);
  });
});

describe('transplant tool: a check inserted beside a kept statement', () => {
  const hub = [
    'from .errors import Denied',
    '',
    '',
    'class Hub:',
    '    def calibrate(self, user, sid, offset):',
    '        sensor = self.sensors.get(sid)',
    '        self._check(user, "calibrate", sensor.site)',
    '        return self.sensors.set_offset(sid, offset)',
    '',
    '    def retire(self, user, sid):',
    '        sensor = self.sensors.get(sid)',
    '        self._check(user, "retire", sensor.site)',
    '        return self.sensors.drop(sid)',
    '',
  ].join('\n');

  it('a site check added after `self._check(user, "calibrate", ...)` is added after `self._check(user, "retire", ...)` too', () => {
    const after = hub.replace('        self._check(user, "calibrate", sensor.site)\n', '        self._check(user, "calibrate", sensor.site)\n        if user.site != sensor.site:\n            raise Denied("other site")\n');
    const got = transplants({ 'm/hub.py': [hub, after] });
    assert.deepEqual(
      got.map((t) => [t.entity, t.new.replace(/\s+/g, ' ')]),
      [['Hub.retire', "self._check(user, 'retire', sensor.site) if user.site != sensor.site: raise Denied('other site')"]],
    );
  });

  it('a statement that does not check (a log line, an assignment) inserted there is no model', () => {
    const logged = hub.replace('        self._check(user, "calibrate", sensor.site)\n', '        self._check(user, "calibrate", sensor.site)\n        self.audit = sid\n');
    assert.deepEqual(transplants({ 'm/hub.py': [hub, logged] }), []);
  });

  const rules = [
    'from .users import at_least',
    '',
    '',
    'def may_edit(user, page):',
    '    if at_least(user, "moderator"):',
    '        return True',
    '    return at_least(user, "editor")',
    '',
    '',
    'def may_revert(user, page):',
    '    if at_least(user, "moderator"):',
    '        return True',
    '    return at_least(user, "editor")',
    '',
    '',
    'def may_delete(user, page):',
    '    if at_least(user, "moderator"):',
    '        return True',
    '    return user.name == page.owner',
    '',
  ].join('\n');

  it("a predicate's guard clause (`if page.locked: return False`) added after `if at_least(user, \"moderator\"): return True` is added after the same clause of its siblings", () => {
    const locked = rules.replace('        return True\n    return at_least(user, "editor")\n\n\ndef may_revert', '        return True\n    if page.locked:\n        return False\n    return at_least(user, "editor")\n\n\ndef may_revert');
    const got = transplants({ 'w/rules.py': [rules, locked] });
    assert.deepEqual(
      got.map((t) => [t.entity, t.new.replace(/\s+/g, ' ')]),
      [
        ['may_revert', "if at_least(user, 'moderator'): return True if page.locked: return False"],
        ['may_delete', "if at_least(user, 'moderator'): return True if page.locked: return False"],
      ],
    );
  });

  it("an edited statement's twin is in the same function: `may_edit`'s old body is never paired with the unchanged `may_delete` of as many statements", () => {
    const rewritten = rules.replace('    return at_least(user, "editor")\n\n\ndef may_revert', '    allowed = at_least(user, "editor")\n    return allowed and not page.locked\n\n\ndef may_revert');
    const got = transplants({ 'w/rules.py': [rules, rewritten] });
    assert.ok(got.every((t) => !/page\.owner/.test(t.new)), JSON.stringify(got));
  });
});

describe('transplant tool: the same limit held against another value, and a number the renaming already used', () => {
  const progress = [
    'PERCENT = 90',
    '',
    '',
    'class Log:',
    '    def __init__(self, feed):',
    '        self.feed = feed',
    '        self._pos = {}',
    '',
    '    def position(self, who, ep_id):',
    '        return self._pos.get((who, ep_id), 0)',
    '',
    '    def completed(self, who, ep_id):',
    '        ep = self.feed.get(ep_id)',
    '        return self.position(who, ep_id) * 100 > ep.seconds * PERCENT',
    '',
    '    def unfinished(self, who):',
    '        out = []',
    '        for ep in self.feed.episodes():',
    '            pos = self.position(who, ep.id)',
    '            if pos and not pos * 100 > ep.seconds * PERCENT:',
    '                out.append(ep.id)',
    '        return out',
    '',
    '    def remaining(self, who, ep):',
    '        return ep.seconds * PERCENT - self.position(who, ep.id) * 100',
    '',
  ].join('\n');

  it('`x * 100 > ep.seconds * PERCENT` made `>=` is carried to the loop that compares another value with the same limit; the limit alone, read elsewhere, is no sibling', () => {
    const fixed = progress.replace('ep_id) * 100 > ep.seconds', 'ep_id) * 100 >= ep.seconds');
    const got = transplants({ 'c/progress.py': [progress, fixed] });
    assert.deepEqual(got.map((t) => [t.entity, t.old, t.new]), [['Log.unfinished', 'pos * 100 > ep.seconds * PERCENT', '(pos * 100 >= ep.seconds * PERCENT)']]);
  });

  it('the limit on the left, written from the other side, is carried with its operator mirrored', () => {
    const swapped = progress.replace('if pos and not pos * 100 > ep.seconds * PERCENT:', 'if pos and ep.seconds * PERCENT >= pos * 100:');
    const fixed = swapped.replace('ep_id) * 100 > ep.seconds', 'ep_id) * 100 >= ep.seconds');
    const got = transplants({ 'c/progress.py': [swapped, fixed] });
    assert.deepEqual(got.map((t) => [t.entity, t.new]), [['Log.unfinished', '(ep.seconds * PERCENT > pos * 100)']]);
  });

  it('`divmod(seconds, 60)` made `divmod(seconds % 3600, 60)` is not carried onto `divmod(seconds, 3600)`: 3600 would stand for two numbers', () => {
    const durations = [
      'def clock(seconds):',
      '    h, rest = divmod(seconds, 3600)',
      '    m, s = divmod(seconds, 60)',
      '    return f"{h}:{m:02d}:{s:02d}"',
      '',
      '',
      'def total(seconds):',
      '    h, rest = divmod(seconds, 3600)',
      '    m = rest // 60',
      '    return f"{h} h {m:02d} min"',
      '',
    ].join('\n');
    const fixed = durations.replace('m, s = divmod(seconds, 60)', 'm, s = divmod(seconds % 3600, 60)');
    const got = transplants({ 'c/durations.py': [durations, fixed] });
    assert.deepEqual(got.map((t) => t.new), []);
  });
});

describe('transplant tool: a filter added to one listing, and a check added after another check', () => {
  const search = [
    'from .listeners import may_play',
    '',
    '',
    'def search(feed, listener, text):',
    '    hits = []',
    '    for e in feed.episodes():',
    '        if text in e.title:',
    '            hits.append(e)',
    '    return hits',
    '',
    '',
    'def by_tag(feed, listener, tag):',
    '    return [e for e in feed.episodes() if tag in e.tags]',
    '',
    '',
    'def tag_cloud(feed):',
    '    return sorted({t for e in feed.episodes() for t in e.tags})',
    '',
    '',
    'def newest(feed, listener):',
    '    out = []',
    '    for ep in feed.episodes():',
    '        if ep.day > 10:',
    '            out.append(ep)',
    '    return out',
    '',
  ].join('\n');

  it('`if may_play(listener, e):` wrapped round the append of one listing is added to the listings of the same data that have the listener; not where the listener is out of scope', () => {
    const fixed = search.replace('        if text in e.title:\n            hits.append(e)', '        if text in e.title:\n            if may_play(listener, e):\n                hits.append(e)');
    const got = transplants({ 'c/search.py': [search, fixed] });
    assert.deepEqual(
      got.map((t) => [t.entity, t.new.replace(/\s+/g, ' ')]),
      [
        ['by_tag', '[e for e in feed.episodes() if tag in e.tags if may_play(listener, e)]'],
        ['newest', 'for ep in feed.episodes(): if may_play(listener, ep): if ep.day > 10: out.append(ep)'],
      ],
    );
  });

  it('a listing that tests the condition already is left alone', () => {
    const guarded = search.replace('if tag in e.tags]', 'if tag in e.tags and may_play(listener, e)]');
    const fixed = guarded.replace('        if text in e.title:\n            hits.append(e)', '        if text in e.title:\n            if may_play(listener, e):\n                hits.append(e)');
    const got = transplants({ 'c/search.py': [guarded, fixed] });
    assert.deepEqual(got.map((t) => t.entity), ['newest']);
  });

  it('a permission check added after the check of one entry point is added after the same check of the other', () => {
    const log = [
      'from .errors import PermissionDenied',
      'from .members import may_log_for',
      '',
      '',
      'class Log:',
      '    def log(self, actor, ascent):',
      '        if not may_log_for(actor, ascent.climber):',
      '            raise PermissionDenied(actor.name)',
      '        self.entries.append(ascent)',
      '        return ascent',
      '',
      '    def log_session(self, actor, climber, ids):',
      '        if not may_log_for(actor, climber):',
      '            raise PermissionDenied(actor.name)',
      '        self.entries.extend(ids)',
      '        return ids',
      '',
    ].join('\n');
    const fixed = log.replace('            raise PermissionDenied(actor.name)\n        self.entries.append', '            raise PermissionDenied(actor.name)\n        if ascent.climber != actor.name and actor.role == "member":\n            raise PermissionDenied("own only")\n        self.entries.append');
    const got = transplants({ 'r/log.py': [log, fixed] });
    assert.deepEqual(got.map((t) => t.entity), ['Log.log_session']);
    assert.match(got[0]!.new, /if climber != actor\.name and actor\.role == 'member':/);
  });
});
