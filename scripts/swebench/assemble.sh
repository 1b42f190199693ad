#!/usr/bin/env bash
# Assemble the SWE-bench development set (issue 14 §5) from public sources into a git-ignored
# folder, then import it as a benchmark-format corpus. Fetched data never enters the repository:
# DATA (default /work/data/swebench) holds it. See scripts/swebench/README.md for the sources.
#   raw/swe-bench-lite.json        SWE-bench Lite test split (300 instances, full records)
#   raw/coder_all_preds.jsonl      CodeR predictions  + raw/coder_results.json (published resolved list)
#   raw/csvtransfer_all_preds.jsonl  SWE-agent + GPT-4 predictions
#   raw/devon_all_preds.jsonl      Devon predictions
#   repos/<owner>__<name>          clones of django/django, mwaskom/seaborn, pydata/xarray
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA="${DATA:-/work/data/swebench}"
OUT="${OUT:-$DATA/corpus}"
R="$DATA/raw"
for f in swe-bench-lite.json coder_all_preds.jsonl coder_results.json csvtransfer_all_preds.jsonl devon_all_preds.jsonl; do
  [[ -s "$R/$f" ]] || { echo "missing $R/$f (see scripts/swebench/README.md)" >&2; exit 1; }
done
python3 "$ROOT/scripts/swebench/select.py" "$R" --django "${DJANGO:-18}" --pytest "${PYTEST:-4}" > "$DATA/instances.json"
node "$ROOT/dist/cli/patchgate.js" corpus import-swebench \
  --instances "$DATA/instances.json" \
  --predictions "$R/coder_all_preds.jsonl,$R/csvtransfer_all_preds.jsonl,$R/devon_all_preds.jsonl" \
  --results "$R/coder_results.json" \
  --repos "$DATA/repos" \
  --env-specs "$ROOT/scripts/swebench/env-specs.json" \
  --name swebench-dev \
  --out "$OUT"
