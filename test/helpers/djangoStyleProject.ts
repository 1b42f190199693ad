// A small project laid out like Django's own repository, written here: a package at the root and
// tests/runtests.py taking Django's command line (--verbosity, --parallel, --settings, labels
// `module.Class.method`) and running unittest. It is the runner adapter's contract — Django's
// runtests.py CLI and unittest's results — without Django's 60 MB tree and its test database
// set-up, so the adapter's tests run in seconds and offline; the development set runs the real one.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RUNTESTS = `#!/usr/bin/env python
import argparse
import os
import sys
import unittest

RUNTESTS_DIR = os.path.abspath(os.path.dirname(__file__))
sys.path.insert(0, RUNTESTS_DIR)

parser = argparse.ArgumentParser()
parser.add_argument("modules", nargs="*")
parser.add_argument("-v", "--verbosity", type=int, default=1)
parser.add_argument("--parallel", type=int, default=0)
parser.add_argument("--settings")
options = parser.parse_args()
import calc  # the project under test, from the checkout (as Django's runtests imports django)
loader = unittest.defaultTestLoader
suite = loader.loadTestsFromNames(options.modules) if options.modules else loader.discover(RUNTESTS_DIR, pattern="tests.py", top_level_dir=RUNTESTS_DIR)
result = unittest.TextTestRunner(verbosity=options.verbosity).run(suite)
sys.exit(bool(result.failures or result.errors))
`;

export const CALC = `def add(a, b):
    return a + b


def div(a, b):
    return a / b
`;

export const ARITH_TESTS = `import unittest

from calc import add, div


class ArithTests(unittest.TestCase):
    def test_add(self):
        self.assertEqual(add(2, 3), 5)

    def test_add_zero(self):
        """Adding zero changes nothing."""
        self.assertEqual(add(7, 0), 7)

    def test_div_by_zero_is_none(self):
        self.assertIsNone(div(1, 0))

    def test_wrong(self):
        self.assertEqual(add(1, 1), 3)

    @unittest.skip("not today")
    def test_skipped(self):
        pass

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(add(0.1, 0.2), 0.3)


class MoreArithTests(ArithTests):
    pass
`;

/** Write the project into a fresh folder and return it. */
export function makeDjangoStyleProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-djstyle-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'calc'));
  mkdirSync(path.join(dir, 'tests', 'arith'), { recursive: true });
  writeFileSync(path.join(dir, 'calc', '__init__.py'), CALC);
  writeFileSync(path.join(dir, 'tests', 'runtests.py'), RUNTESTS);
  writeFileSync(path.join(dir, 'tests', 'arith', '__init__.py'), '');
  writeFileSync(path.join(dir, 'tests', 'arith', 'tests.py'), ARITH_TESTS);
  return dir;
}
