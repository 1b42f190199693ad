// The entry-point attack's "exposure stopped" rule (issue 10 item 2, partial fixes), through the
// real sandbox and pytest. A notebook hands out its pages' own containers: reversing what
// `entries(page)` returns reverses the page. The fix makes `entries` hand back a copy.
// - `entries` fixed alone: `tags(page)`, given the same arguments, still hands out the page's own
//   set — a partial fix;
// - both fixed: clean (replay.py `exposes`).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeActivities, tempConfig } from '../helpers/env.js';
import { attack, scratch } from '../helpers/attackRepo.js';

const book = [
  'class Notebook:',
  '    def __init__(self):',
  '        self._entries = {}',
  '        self._tags = {}',
  '',
  '    def write(self, page, text, tag=None):',
  '        self._entries.setdefault(page, []).append(text)',
  '        if tag:',
  '            self._tags.setdefault(page, set()).add(tag)',
  '',
  '    def latest(self, page):',
  '        return self._entries[page][-1]',
  '',
  '    def entries(self, page):',
  '        """The entries of a page, oldest first."""',
  '        return self._entries[page]',
  '',
  '    def tags(self, page):',
  '        """The tags of a page."""',
  '        return self._tags.setdefault(page, set())',
  '',
].join('\n');

const tests = [
  'from note_.book import Notebook',
  '',
  '',
  'def test_entries_and_tags():',
  '    b = Notebook()',
  '    b.write("p", "one", tag="x")',
  '    b.write("p", "two")',
  '    assert b.entries("p") == ["one", "two"]',
  '    assert b.tags("p") == {"x"}',
  '',
  '',
  'def test_reversing_entries_leaves_the_page():',
  '    b = Notebook()',
  '    b.write("p", "one")',
  '    b.write("p", "two")',
  '    shown = b.entries("p")',
  '    shown.reverse()',
  '    assert b.latest("p") == "two"',
  '',
].join('\n');

describe('attacks: the object\'s own container still handed out by a sibling (entry-point attack)', () => {
  const { config, cleanup } = tempConfig();
  after(cleanup);
  const acts = makeActivities(config);
  const repo = scratch({ 'note_/__init__.py': '', 'note_/book.py': book, 'tests/test_book.py': tests });
  after(repo.cleanup);
  const ids = { failToPass: ['tests/test_book.py::test_reversing_entries_leaves_the_page'], passToPass: ['tests/test_book.py::test_entries_and_tags'] };
  const copyEntries = (t: string) => t.replace('        return self._entries[page]\n', '        return list(self._entries[page])\n');
  const copyTags = (t: string) => t.replace('        return self._tags.setdefault(page, set())\n', '        return set(self._tags.get(page, ()))\n');

  it('entries fixed alone: partial, tags still hands out the page\'s own set', async () => {
    const r = await attack(acts, repo, { 'note_/book.py': copyEntries(book) }, ids);
    assert.equal(r.f.outcome, 'counterexample-found', r.text);
    assert.match(r.text, /partial fix: the candidate makes entries hand back a copy where the pre-edit handed out the object's own container .* but tags — another entry point of the same class given the same arguments — still hands out the object's own/);
  });

  it('both fixed: clean', async () => {
    const r = await attack(acts, repo, { 'note_/book.py': copyTags(copyEntries(book)) }, ids);
    assert.equal(r.f.outcome, 'none-found', r.text);
  });
});
