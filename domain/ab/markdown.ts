// report.md: the A/B report for people — the decision line by line first, then the KEY
// measures with their intervals, the secondaries, the ablation table and every candidate. Pure.
import type { AbReport } from './report.js';
import type { RuleDecision } from './decision.js';
import type { Rate } from './wilson.js';

const pct = (x: number | null | undefined, d = 1) => (x === null || x === undefined ? 'n/a' : `${(x * 100).toFixed(d)}%`);
const num = (x: number | null | undefined, d = 2) => (x === null || x === undefined ? 'n/a' : Number.isInteger(x) ? String(x) : x.toFixed(d));
const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function fmtRate(r: Rate | null | undefined): string {
  if (!r || r.value === null) return `n/a (0/${r?.denominator ?? 0})`;
  return `${pct(r.value)} [${pct(r.ci95![0])}–${pct(r.ci95![1])}] (${r.numerator}/${r.denominator})`;
}

function fmtValue(id: string, x: number | null): string {
  if (x === null) return 'n/a';
  if (/rate|correctness|recall/.test(id)) return pct(x);
  return num(x, 3);
}

export function renderDecision(d: RuleDecision, title: string): string[] {
  const out = [`## ${title}: **${d.outcome}**`, ''];
  if (d.outcome === 'NOT_EVALUATED') {
    out.push(`Not evaluated: ${d.note ?? ''}`, '');
    return out;
  }
  out.push(`Subject arm \`${d.subject_arm}\` against reference arm \`${d.reference_arm}\`. Every line must hold.`, '');
  out.push(`| # | condition | ${d.subject_arm} | ${d.reference_arm} | threshold | holds |`, '|---|---|---|---|---|---|');
  d.conditions.forEach((c, i) => {
    out.push(
      `| ${i + 1} | ${esc(c.text)} (${c.role})${c.note ? `<br>_${esc(c.note)}_` : ''} | ${fmtValue(c.id, c.gate)} | ${fmtValue(c.id, c.baseline)} | ${esc(c.threshold)} | ${c.holds ? 'yes' : '**NO**'} |`,
    );
  });
  if (d.note) out.push('', `_${d.note}_`);
  out.push('');
  return out;
}

export function renderMarkdown(r: AbReport): string {
  const L: string[] = [];
  const ran = r.arm_order.filter((a) => r.arms[a]?.status === 'ran');
  const c = r.corpus;
  L.push(`# patchgate A/B report — \`${r.experiment.id}\``, '');
  L.push(
    `Corpus **${c.name}** (\`${c.dir}\`), split **${c.split}** — ${c.split_note}. ${c.tasks} task(s) from ${Object.keys(c.codebases).length} codebase(s) (${Object.entries(c.codebases).map(([k, v]) => `${k} ${v}`).join(', ')}), ${c.candidates} candidate(s) (${Object.entries(c.kinds).map(([k, v]) => `${k} ${v}`).join(', ')}).`,
    '',
    `Arms: ${r.arm_order.map((a) => `\`${a}\`${r.arms[a]?.status === 'ran' ? '' : ' (not available)'}`).join(', ')}. Truth is the oracle (hidden tests, the gold's FAIL_TO_PASS/PASS_TO_PASS, differential execution against the gold patch): ${r.oracle.correct} correct, ${r.oracle.wrong} wrong, ${r.oracle.unjudged.length} unjudged; ${r.oracle.label_disagreements.length} disagreement(s) with the curated labels.`,
    '',
    `Generated ${r.generated_at}; ${r.experiment.wall_seconds} s wall, concurrency ${r.experiment.concurrency}, ${r.experiment.continue_as_new_runs} continue-as-new run(s)${r.experiment.fingerprint ? `, build+corpus fingerprint \`${r.experiment.fingerprint}\`` : ''}.`,
    '',
  );
  L.push(...renderDecision(r.decision, 'Decision (spec 18 §7.4)'));

  L.push('## KEY measures (spec 18 §7.1) and the companion (§7.2)', '');
  L.push('| arm | correctness-at-acceptance [95% CI] | false-reject rate [95% CI] | ACCEPT / REJECT / INCONCLUSIVE / ERROR | evidence cost per ACCEPT (CPU s · test executions) | $ / instance | tokens / instance |');
  L.push('|---|---|---|---|---|---|---|');
  for (const a of ran) {
    const m = r.arms[a]!.measures!;
    const e = m.evidence_cost_per_acceptance;
    L.push(
      `| \`${a}\`${r.arms[a]!.role === 'measuring' ? ' (measuring arm)' : ''} | ${fmtRate(m.correctness_at_acceptance)} | ${fmtRate(m.false_reject_rate)} | ${m.verdicts.ACCEPT} / ${m.verdicts.REJECT} / ${m.verdicts.INCONCLUSIVE} / ${m.verdicts.ERROR} | ${num(e.sandbox_cpu_seconds)} · ${num(e.test_executions, 1)} | ${m.cost_per_instance_usd.toFixed(4)} | ${num(m.tokens_per_instance, 0)} |`,
    );
  }
  L.push('');
  for (const a of ran) if (r.arms[a]!.role === 'measuring') L.push(`\`${a}\` is a measuring arm — ${r.arms[a]!.note ?? ''}`, '');

  L.push('## Secondary measures (spec 18 §7.2: reported, not gated on)', '');
  L.push('| arm | INCONCLUSIVE rate | overfit-detection recall (veto · tells · differential · other) | tamper-detection rate | record completeness | two-clause rate | accepted below required | counterexamples (decisions with one · wrong patches with one) |');
  L.push('|---|---|---|---|---|---|---|---|');
  for (const a of ran) {
    const m = r.arms[a]!.measures!;
    const o = m.overfit_detection_recall;
    const y = m.differential_counterexample_yield;
    L.push(
      `| \`${a}\` | ${fmtRate(m.inconclusive_rate)} | ${fmtRate(o)} (${o.by_mechanism.semantic_veto} · ${o.by_mechanism.overfit_tells} · ${o.by_mechanism.differential_attack} · ${o.by_mechanism.other_tier}) | ${fmtRate(m.tamper_detection_rate)} | ${fmtRate(m.record_completeness)} | ${fmtRate(m.two_clause_rate)} | ${m.accepted_below_required ?? 'n/a'}${m.accepted_below_required ? ' **(must be 0)**' : ''} | ${y.counterexamples} (${y.decisions_with_counterexample} · ${fmtRate(y.wrong_with_counterexample)}) |`,
    );
  }
  L.push('');
  L.push('Where each arm stopped (REJECTs by failing tier; other verdicts by the last tier run):', '');
  for (const a of ran) {
    const s = r.arms[a]!.measures!.evidence_cost_per_acceptance.stopped_at_tier;
    L.push(`- \`${a}\`: ${Object.entries(s).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  }
  L.push('', 'Evidence strength of ACCEPTed verdicts per change class:', '');
  for (const a of ran) {
    const d = r.arms[a]!.measures!.evidence_strength_distribution;
    const parts = Object.entries(d).map(([cls, lv]) => `${cls}: ${Object.entries(lv).map(([k, v]) => `${k}×${v}`).join(' ')}`);
    L.push(`- \`${a}\`: ${parts.join('; ') || 'no ACCEPT'}`);
  }
  L.push('');

  L.push('## Verdicts by candidate kind', '', '![verdicts by kind and ablation deltas](chart.svg)', '');
  const kinds = Object.keys(r.corpus.kinds);
  L.push(`| kind | ${ran.map((a) => `\`${a}\` A/R/I/E`).join(' | ')} |`, `|---|${ran.map(() => '---').join('|')}|`);
  for (const k of kinds) {
    L.push(`| ${k} | ${ran.map((a) => {
      const v = r.arms[a]!.measures!.verdicts_by_kind[k];
      return v ? `${v.ACCEPT}/${v.REJECT}/${v.INCONCLUSIVE}/${v.ERROR}` : '-';
    }).join(' | ')} |`);
  }
  L.push('');

  L.push(`## Ablations (spec 18 §7.3) — reference \`${r.ablations.reference_arm ?? 'none'}\`, noise ${r.ablations.noise}`, '');
  L.push('| mechanism | arm | Δ correctness-at-acceptance | Δ false-reject rate | Δ evidence cost per ACCEPT | other measures beyond noise | decision | why |', '|---|---|---|---|---|---|---|---|');
  for (const row of r.ablations.rows) {
    const d = (id: string) => {
      const x = row.deltas.find((y) => y.measure === id);
      if (!x || x.delta === null) return 'n/a';
      const v = /rate|correctness|recall/.test(id) ? `${x.delta > 0 ? '+' : ''}${(x.delta * 100).toFixed(1)} pp` : `${x.delta > 0 ? '+' : ''}${num(x.delta, 3)}`;
      return `${v}${x.degraded ? ' (worse)' : x.improved ? ' (better)' : ''}`;
    };
    const others = row.deltas
      .filter((x) => !['correctness_at_acceptance', 'false_reject_rate', 'evidence_cost_per_acceptance'].includes(x.measure) && (x.degraded || x.improved))
      .map((x) => `${x.measure} ${x.degraded ? 'worse' : 'better'}`);
    L.push(
      `| ${esc(row.mechanism)} | ${row.arm ? `\`${row.arm}\`` : '-'} | ${d('correctness_at_acceptance')} | ${d('false_reject_rate')} | ${d('evidence_cost_per_acceptance')} | ${others.join(', ') || '-'} | **${row.decision}** | ${esc(row.reason)} |`,
    );
  }
  L.push('');

  L.push(...renderDecision(r.critic.decision, 'Critic (spec 22 §9.6)'));
  if (Object.keys(r.critic.numbers).length > 0) {
    L.push('| arm | verified-defect recall | over-veto false-positive rate | finding-level false positives |', '|---|---|---|---|');
    for (const [a, n] of Object.entries(r.critic.numbers)) {
      L.push(`| \`${a}\` | ${fmtRate(n.verified_defect_recall)} | ${fmtRate(n.over_veto_rate)} | ${n.finding_false_positive_rate ? fmtRate(n.finding_false_positive_rate) : 'not reported'} |`);
    }
    L.push('');
  }
  if (r.critic.ablations.rows.length > 0) {
    L.push('Critic ablations (spec 22 §9.5):', '');
    for (const row of r.critic.ablations.rows) L.push(`- ${row.mechanism} (\`${row.arm}\`): **${row.decision}** — ${row.reason}`);
    L.push('');
  }
  L.push(...renderDecision(r.edit.decision, 'Editing mechanism (spec 10 §7.4)'));

  const na = r.arm_order.filter((a) => r.arms[a]?.status === 'not_available');
  if (na.length > 0) {
    L.push('## Arms not available', '');
    for (const a of na) L.push(`- \`${a}\`: ${r.arms[a]!.note}`);
    L.push('');
  }

  L.push('## Oracle vs curated labels', '');
  if (r.oracle.label_disagreements.length === 0) L.push('The oracle agrees with every curated label it could judge.');
  for (const d of r.oracle.label_disagreements) {
    L.push(`- **${d.task}/${d.candidate}** (${d.kind}): label ${d.label ? 'correct' : 'wrong'}, oracle ${d.oracle ? 'correct' : 'wrong'} — ${esc(d.reasons.join('; ') || 'all clauses hold')}`);
  }
  for (const u of r.oracle.unjudged) L.push(`- unjudged **${u.task}/${u.candidate}**: ${esc(u.reason)}`);
  L.push('');

  L.push('## Per candidate', '');
  L.push(`| task | candidate | kind | label | oracle | ${ran.map((a) => `\`${a}\``).join(' | ')} |`, `|---|---|---|---|---|${ran.map(() => '---').join('|')}|`);
  const byKey = new Map<string, Map<string, AbReport['arms'][string]['candidates'][number]>>();
  for (const a of ran) for (const x of r.arms[a]!.candidates) {
    const k = `${x.task}/${x.candidate}`;
    if (!byKey.has(k)) byKey.set(k, new Map());
    byKey.get(k)!.set(a, x);
  }
  for (const cand of r.candidates) {
    const cells = ran.map((a) => {
      const x = byKey.get(`${cand.task}/${cand.candidate}`)?.get(a);
      if (!x) return '-';
      const extra = [x.evidence_strength ? `L${x.evidence_strength}` : null, x.failing_tier ? `@${x.failing_tier}` : null].filter(Boolean).join(' ');
      return `${x.verdict}${extra ? ` (${extra})` : ''}`;
    });
    const oracle = cand.oracle?.correct === null || !cand.oracle ? 'n/a' : cand.oracle.correct ? 'correct' : 'wrong';
    L.push(`| ${cand.task} | ${cand.candidate} | ${cand.kind} | ${cand.label_correct ? 'correct' : 'wrong'} | ${oracle}${cand.label_agrees === false ? ' **≠ label**' : ''} | ${cells.join(' | ')} |`);
  }
  L.push('');
  if (r.errors.length > 0) {
    L.push('## Errors (children that returned no verdict; counted as not ACCEPTed)', '');
    for (const e of r.errors) L.push(`- ${e.task}/${e.candidate} [${e.arm}]: ${esc(e.error)}`);
    L.push('');
  }
  return L.join('\n');
}
