// Classification on real code (issue 14 §6): each rule fires on what the change does — API use on
// its changed lines — never on words in an entity's name or on untouched lines of a changed entity;
// a widened type annotation is not an API change, a parameter-list change is; a new .coveragerc is
// typed as the coverage configuration it is.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeChangeClass } from '../../domain/changeClass.js';
import { changeTargets } from '../../domain/behaviour/probes.js';
import { AcceptRequest } from '../../domain/schemas.js';
import { makeActivities, tempConfig } from '../helpers/env.js';

const SOURCES: Record<string, string> = {
  'sphinxish/ext/autodoc.py': 'def format_signature(obj):\n    """Render the signature of obj."""\n    return str(obj)\n\n\ndef handle_signature(sig):\n    return sig.strip()\n',
  'mathlib/core.py': 'def atomic_terms(expr):\n    lock = 0\n    return [t for t in expr if t]\n\n\ndef scale(x: int, k: int = 2) -> int:\n    return x * k\n',
  'parser/token.py': 'def next_token(s):\n    return s.split()[0]\n',
  'keys/store.py': 'import json\n\n\nclass KeyStore:\n    def __init__(self):\n        self._keys = {}\n\n    def active(self, now):\n        return [k for k in self._keys.values() if k.expires_at >= now]\n\n    def dump(self, fh):\n        fh.write(str(self._keys))\n',
  'lend/__init__.py': '',
  'lend/policy.py': 'GRACE_DAYS = 2\nBLOCK_AT = 5\n',
  'lend/fines.py': 'from .policy import GRACE_DAYS\nfrom . import policy\n\n\ndef chargeable(late):\n    return 0 if late < GRACE_DAYS else late\n\n\ndef blocked(owed):\n    return owed >= policy.BLOCK_AT\n\n\ndef other(x):\n    return x\n',
  'mathlib/cache.py': 'import hashlib\n\n\ndef key(x):\n    h = hashlib.sha256(str(x).encode())\n    return h.hexdigest()\n\n\ndef size(x):\n    return len(str(x))\n',
};

describe('computeChangeFacts on real-code patterns', () => {
  const { config, cleanup } = tempConfig();
  const repo = mkdtempSync(path.join(os.tmpdir(), 'pg-cls-'));
  chmodSync(repo, 0o755);
  for (const [rel, text] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    writeFileSync(path.join(repo, rel), text);
  }
  mkdirSync(path.join(repo, 'tests'));
  writeFileSync(path.join(repo, 'tests', 'test_x.py'), 'def test_x():\n    assert True\n');
  after(() => (cleanup(), rmSync(repo, { recursive: true, force: true })));
  const acts = makeActivities(config);
  const classify = async (patch: string) => {
    const ws = await acts.prepareWorkspace({ request: AcceptRequest.parse({ repo: { path: repo, commit: 'HEAD' }, patch, failToPass: ['tests/test_x.py::test_x'] }) });
    assert.equal(ws.applyFailure, null, ws.applyFailure?.message);
    const facts = await acts.computeChangeFacts({ workspace: ws, patch });
    return { facts, cls: computeChangeClass(facts, { failToPassCount: 1 }) };
  };

  it('`signature` in a documentation tool\'s function names is not security', async () => {
    const { cls } = await classify('--- a/sphinxish/ext/autodoc.py\n+++ b/sphinxish/ext/autodoc.py\n@@ -6,2 +6,2 @@\n def handle_signature(sig):\n-    return sig.strip()\n+    return sig.strip().rstrip(",")\n');
    assert.equal(cls.changeClass, 'normal_bug_fix', cls.reasons.join('; '));
  });

  it('`atomic` and `lock` in a math library are not concurrency; a widened annotation is not an API change', async () => {
    const { cls, facts } = await classify(
      '--- a/mathlib/core.py\n+++ b/mathlib/core.py\n@@ -1,7 +1,7 @@\n def atomic_terms(expr):\n     lock = 0\n-    return [t for t in expr if t]\n+    return [t for t in expr if t is not None]\n \n \n-def scale(x: int, k: int = 2) -> int:\n+def scale(x: int | float, k: int = 3) -> int | float:\n     return x * k\n',
    );
    assert.deepEqual(facts.files[0]!.concurrencyHits, []);
    assert.deepEqual(facts.files[0]!.publicSignatureChanges, []);
    assert.equal(cls.changeClass, 'normal_bug_fix', cls.reasons.join('; '));
  });

  it('a parameter-list change of a public function is an API change', async () => {
    const { cls } = await classify('--- a/mathlib/core.py\n+++ b/mathlib/core.py\n@@ -6,2 +6,2 @@\n-def scale(x: int, k: int = 2) -> int:\n-    return x * k\n+def scale(x: int, k: int) -> int:\n+    return x * k\n');
    assert.equal(cls.changeClass, 'public_api_schema');
    assert.match(cls.reasons.join(' '), /scale signature changed: which parameters are required changed/);
  });

  it('`token` in a parser module path is not security', async () => {
    const { cls } = await classify('--- a/parser/token.py\n+++ b/parser/token.py\n@@ -1,2 +1,2 @@\n def next_token(s):\n-    return s.split()[0]\n+    return s.split()[0] if s.split() else ""\n');
    assert.equal(cls.changeClass, 'normal_bug_fix', cls.reasons.join('; '));
  });

  it('security APIs count only on changed lines, not elsewhere in the file or entity', async () => {
    const untouched = await classify('--- a/mathlib/cache.py\n+++ b/mathlib/cache.py\n@@ -9,2 +9,2 @@\n def size(x):\n-    return len(str(x))\n+    return len(repr(x))\n');
    assert.equal(untouched.cls.changeClass, 'normal_bug_fix', untouched.cls.reasons.join('; '));
    const touched = await classify('--- a/mathlib/cache.py\n+++ b/mathlib/cache.py\n@@ -4,3 +4,3 @@\n def key(x):\n-    h = hashlib.sha256(str(x).encode())\n+    h = hashlib.blake2b(str(x).encode())\n     return h.hexdigest()\n');
    assert.equal(touched.cls.changeClass, 'auth_security');
    assert.match(touched.cls.reasons.join(' '), /hashlib/);
  });

  it('a new script outside any package (an agent\'s reproduce_bug.py) adds no public API; a new module in a package does', async () => {
    const stray = await classify('--- /dev/null\n+++ b/reproduce_bug.py\n@@ -0,0 +1,2 @@\n+def reproduce():\n+    return 1\n');
    assert.equal(stray.cls.changeClass, 'normal_bug_fix', stray.cls.reasons.join('; '));
    writeFileSync(path.join(repo, 'mathlib', '__init__.py'), '');
    const mod = await classify('--- /dev/null\n+++ b/mathlib/extra.py\n@@ -0,0 +1,2 @@\n+def helper():\n+    return 1\n');
    assert.equal(mod.cls.changeClass, 'public_api_schema');
  });

  it("a migration framework's own code is not a migration; a numbered migration module is", async () => {
    mkdirSync(path.join(repo, 'fw', 'migrations'), { recursive: true });
    writeFileSync(path.join(repo, 'fw', 'migrations', 'serializer.py'), 'def serialize(v):\n    return repr(v)\n');
    const fw = await classify('--- a/fw/migrations/serializer.py\n+++ b/fw/migrations/serializer.py\n@@ -1,2 +1,2 @@\n def serialize(v):\n-    return repr(v)\n+    return str(v)\n');
    assert.equal(fw.cls.changeClass, 'normal_bug_fix', fw.cls.reasons.join('; '));
    const mig = await classify('--- /dev/null\n+++ b/fw/migrations/0002_add_field.py\n@@ -0,0 +1 @@\n+operations = []\n');
    assert.equal(mig.cls.changeClass, 'persistence_data_migration');
  });

  it('an in-memory `store.py` is not persistence; changed lines that serialize are', async () => {
    const mem = await classify('--- a/keys/store.py\n+++ b/keys/store.py\n@@ -8,3 +8,3 @@\n     def active(self, now):\n-        return [k for k in self._keys.values() if k.expires_at >= now]\n+        return [k for k in self._keys.values() if k.expires_at > now]\n \n');
    assert.equal(mem.cls.changeClass, 'normal_bug_fix', mem.cls.reasons.join('; '));
    const io = await classify('--- a/keys/store.py\n+++ b/keys/store.py\n@@ -11,2 +11,2 @@\n     def dump(self, fh):\n-        fh.write(str(self._keys))\n+        fh.write(json.dumps(self._keys))\n');
    assert.equal(io.cls.changeClass, 'persistence_data_migration', io.cls.reasons.join('; '));
  });

  it('a limit moved in one module is probed where another module reads it through an import (from .policy import NAME, policy.NAME)', async () => {
    const grace = await classify('--- a/lend/policy.py\n+++ b/lend/policy.py\n@@ -1,2 +1,2 @@\n-GRACE_DAYS = 2\n+GRACE_DAYS = 3\n BLOCK_AT = 5\n');
    assert.deepEqual(changeTargets(grace.facts).filter((t) => t.reader).map((t) => `${t.file}::${t.entity}`), ['lend/fines.py::chargeable']);
    const block = await classify('--- a/lend/policy.py\n+++ b/lend/policy.py\n@@ -1,2 +1,2 @@\n GRACE_DAYS = 2\n-BLOCK_AT = 5\n+BLOCK_AT = 6\n');
    assert.deepEqual(changeTargets(block.facts).filter((t) => t.reader).map((t) => `${t.file}::${t.entity}`), ['lend/fines.py::blocked']);
  });

  it('a new .coveragerc is tamper typed as coverage configuration, not conftest-added', async () => {
    const patch = '--- /dev/null\n+++ b/.coveragerc\n@@ -0,0 +1,2 @@\n+[run]\n+omit = mathlib/*\n';
    const ws = await acts.prepareWorkspace({ request: AcceptRequest.parse({ repo: { path: repo, commit: 'HEAD' }, patch }) });
    const audit = await acts.auditTamper({ workspace: ws, patch });
    assert.equal(audit.detections.length, 1);
    assert.equal(audit.detections[0]!.kind, 'test-config-added');
    assert.match(audit.detections[0]!.detail, /coverage measures/);
  });
});
