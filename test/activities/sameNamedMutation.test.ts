// The same-name mutation attack (issue 10, partial fix), through the sandbox and real pytest: where
// the fix stops Track.reversed mutating its receiver, Route.reversed — the same public method of
// another class — that still reverses its own stages in place on the tests' recorded calls is the
// same flaw left in place (caught); both fixed is clean; and a method of another name
// (Route.flipped) is no sibling of it (not attacked).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const geo = (routeMethod: string) =>
  [
    'class Track:',
    '    def __init__(self, points):',
    '        self.points = points',
    '',
    '    def reversed(self):',
    '        """The same track run the other way."""',
    '        self.points.reverse()',
    '        return Track(self.points)',
    '',
    '',
    'class Route:',
    '    def __init__(self, stages):',
    '        self.stages = stages',
    '',
    `    def ${routeMethod}(self):`,
    '        """The same route run the other way."""',
    '        self.stages.reverse()',
    '        return Route(self.stages)',
    '',
  ].join('\n');

const tests = (routeMethod: string) =>
  [
    'from geo.track import Route, Track',
    '',
    '',
    'def test_track_reversed():',
    '    assert Track([(0, 0), (1, 1), (2, 3)]).reversed().points == [(2, 3), (1, 1), (0, 0)]',
    '',
    '',
    'def test_route_reversed():',
    `    assert Route(["a", "b", "c"]).${routeMethod}().stages == ["c", "b", "a"]`,
    '',
    '',
    'def test_track_reversed_leaves_original():',
    '    t = Track([(0, 0), (1, 1)])',
    '    t.reversed()',
    '    assert t.points == [(0, 0), (1, 1)]',
    '',
  ].join('\n');

const fixTrack = (text: string) => text.replace('        self.points.reverse()\n        return Track(self.points)', '        return Track(self.points[::-1])');
const fixRoute = (text: string) => text.replace('        self.stages.reverse()\n        return Route(self.stages)', '        return Route(self.stages[::-1])');

const ids = {
  failToPass: ['tests/test_track.py::test_track_reversed_leaves_original'],
  passToPass: ['tests/test_track.py::test_track_reversed', 'tests/test_track.py::test_route_reversed'],
};

describe('attacks: a stopped receiver mutation left in a same-named method', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = geo('reversed');
  const repo = scratch({ 'geo/__init__.py': '', 'geo/track.py': text, 'tests/test_track.py': tests('reversed') });
  after(repo.cleanup);

  it('Track.reversed fixed and Route.reversed still reversing its stages in place: a partial fix', async () => {
    const fixed = fixTrack(text);
    assert.notEqual(fixed, text);
    const r = await attack(acts, repo, { 'geo/track.py': fixed }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(
      r.text,
      /partial fix: the candidate stops Track\.reversed mutating its receiver, but Route\.reversed, the same method of another class, still does on the candidate — geo\/track\.py: .*\(recorded in tests\/test_track\.py::test_route_reversed\): returned .* and mutated argument 0 became /,
    );
  });

  it('both fixed: the recorded calls of Route.reversed leave their receiver alone, clean', async () => {
    const fixed = fixRoute(fixTrack(text));
    assert.notEqual(fixed, fixTrack(text));
    const r = await attack(acts, repo, { 'geo/track.py': fixed }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.match(r.text, /same-name mutation attack: \d+ recorded call\(s\) of Route\.reversed; 0 counterexample\(s\)/);
    assert.doesNotMatch(r.text, /partial fix/);
  });
});

describe('attacks: a method of another name is no same-named sibling', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const text = geo('flipped');
  const repo = scratch({ 'geo/__init__.py': '', 'geo/track.py': text, 'tests/test_track.py': tests('flipped') });
  after(repo.cleanup);

  it('Track.reversed fixed beside a Route.flipped that mutates its stages: not attacked, clean', async () => {
    const r = await attack(acts, repo, { 'geo/track.py': fixTrack(text) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
    assert.doesNotMatch(r.text, /same-name mutation attack/);
    assert.doesNotMatch(r.text, /partial fix/);
  });
});
