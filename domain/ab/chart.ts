// chart.svg, hand-written: (1) verdicts by candidate kind per arm, as 100%-stacked bars;
// (2) the ablation deltas on the two KEY measures against the ±5 pp noise band. Pure.
import type { AbReport } from './report.js';

const COLORS = { ACCEPT: '#2e7d32', REJECT: '#c62828', INCONCLUSIVE: '#f9a825', ERROR: '#757575' } as const;
const VERDICTS = ['ACCEPT', 'REJECT', 'INCONCLUSIVE', 'ERROR'] as const;
const FONT = 'font-family="Helvetica, Arial, sans-serif"';

const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const f = (n: number) => (Math.round(n * 10) / 10).toString();

function text(px: number, py: number, s: string, opts: { size?: number; anchor?: string; weight?: string; fill?: string; rotate?: number } = {}): string {
  const rot = opts.rotate ? ` transform="rotate(${opts.rotate} ${f(px)} ${f(py)})"` : '';
  return `<text x="${f(px)}" y="${f(py)}" ${FONT} font-size="${opts.size ?? 11}" text-anchor="${opts.anchor ?? 'start'}"${opts.weight ? ` font-weight="${opts.weight}"` : ''} fill="${opts.fill ?? '#222'}"${rot}>${x(s)}</text>`;
}

const rect = (rx: number, ry: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(rx)}" y="${f(ry)}" width="${f(Math.max(0, w))}" height="${f(Math.max(0, h))}" fill="${fill}"${extra}/>`;

export function renderChart(r: AbReport): string {
  const arms = r.arm_order.filter((a) => r.arms[a]?.status === 'ran');
  const kinds = Object.keys(r.corpus.kinds);
  const barW = 16;
  const barGap = 3;
  const groupGap = 26;
  const left = 60;
  const top1 = 60;
  const h1 = 200;
  const groupW = Math.max(1, arms.length) * (barW + barGap) - barGap;
  // Each kind gets a slot wide enough for its label, bars centred in it.
  const slot = Math.max(groupW + groupGap, 92);
  const width1 = left + kinds.length * slot + 40;

  const rows = r.ablations.rows.filter((row) => row.decision !== 'NOT_EVALUATED');
  const rowH = 34;
  const top2 = top1 + h1 + 120 + Math.min(arms.length, 13) * 14;
  const h2 = Math.max(1, rows.length) * rowH;
  const width = Math.max(760, width1);
  const height = top2 + h2 + 80;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${f(height)}" viewBox="0 0 ${width} ${f(height)}">`);
  out.push(rect(0, 0, width, height, '#ffffff'));
  out.push(text(left, 24, `Verdicts by candidate kind per arm — ${r.corpus.name}, split ${r.corpus.split}`, { size: 15, weight: 'bold' }));

  // Legend.
  VERDICTS.forEach((v, i) => {
    out.push(rect(left + i * 120, 36, 12, 12, COLORS[v]));
    out.push(text(left + i * 120 + 16, 46, v));
  });

  // Panel 1 axis: 0..100%.
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    const py = top1 + h1 - p * h1;
    out.push(`<line x1="${left - 4}" y1="${f(py)}" x2="${width1 - 30}" y2="${f(py)}" stroke="#e0e0e0"/>`);
    out.push(text(left - 8, py + 4, `${p * 100}%`, { anchor: 'end', size: 10 }));
  }
  kinds.forEach((kind, gi) => {
    const gx = left + gi * slot + (slot - groupGap - groupW) / 2;
    arms.forEach((arm, ai) => {
      const counts = r.arms[arm]!.measures!.verdicts_by_kind[kind];
      const bx = gx + ai * (barW + barGap);
      const total = counts ? VERDICTS.reduce((s, v) => s + counts[v], 0) : 0;
      let y = top1 + h1;
      if (counts && total > 0) {
        for (const v of VERDICTS) {
          const hh = (counts[v] / total) * h1;
          y -= hh;
          if (hh > 0) out.push(`${rect(bx, y, barW, hh, COLORS[v])}`.replace('/>', `><title>${x(`${arm} · ${kind}: ${counts[v]} ${v}`)}</title></rect>`));
        }
      }
      out.push(text(bx + barW / 2, top1 + h1 + 12, String(ai + 1), { anchor: 'middle', size: 9 }));
    });
    out.push(text(gx + groupW / 2, top1 + h1 + 27, kind, { anchor: 'middle', size: 11, weight: 'bold' }));
    out.push(text(gx + groupW / 2, top1 + h1 + 40, `n=${r.corpus.kinds[kind]}`, { anchor: 'middle', size: 10 }));
  });
  // Arm key.
  arms.forEach((arm, i) => {
    if (i < 12) out.push(text(left, top1 + h1 + 60 + i * 14, `${i + 1} = ${arm}`, { size: 10 }));
  });
  if (arms.length > 12) out.push(text(left, top1 + h1 + 60 + 12 * 14, `… ${arms.length - 12} more`, { size: 10 }));

  // Panel 2: ablation deltas.
  out.push(text(left, top2 - 40, `Ablation deltas against ${r.ablations.reference_arm ?? '18gate'} (spec 18 §7.3; shaded: ±5 pp noise)`, { size: 15, weight: 'bold' }));
  if (rows.length > 0) {
    out.push(rect(left + 160, top2 - 30, 12, 10, '#1565c0'));
    out.push(text(left + 176, top2 - 21, 'Δ correctness-at-acceptance (pp)', { size: 10 }));
    out.push(rect(left + 380, top2 - 30, 12, 10, '#8e24aa'));
    out.push(text(left + 396, top2 - 21, 'Δ false-reject rate (pp)', { size: 10 }));
  }
  const labelW = 200;
  const plotL = left + labelW;
  const plotW = width - plotL - 140;
  const mid = plotL + plotW / 2;
  const deltaOf = (row: (typeof rows)[number], id: string) => row.deltas.find((d) => d.measure === id)?.delta ?? null;
  const maxAbs = Math.max(0.1, ...rows.flatMap((row) => ['correctness_at_acceptance', 'false_reject_rate'].map((id) => Math.abs(deltaOf(row, id) ?? 0))));
  const scale = (plotW / 2 - 40) / maxAbs; // room for the value labels at the extremes
  if (rows.length === 0) {
    out.push(text(left, top2 + 20, 'No ablation arm ran (add --arms ablations).', { size: 12, fill: '#555' }));
  } else {
    out.push(rect(mid - 0.05 * scale, top2 - 6, 0.1 * scale, h2 + 6, '#eeeeee'));
    out.push(`<line x1="${f(mid)}" y1="${f(top2 - 6)}" x2="${f(mid)}" y2="${f(top2 + h2)}" stroke="#444"/>`);
    rows.forEach((row, i) => {
      const ry = top2 + i * rowH;
      out.push(text(plotL - 8, ry + 16, row.mechanism.length > 34 ? `${row.mechanism.slice(0, 33)}…` : row.mechanism, { anchor: 'end', size: 10 }));
      (['correctness_at_acceptance', 'false_reject_rate'] as const).forEach((id, j) => {
        const d = deltaOf(row, id);
        const color = id === 'correctness_at_acceptance' ? '#1565c0' : '#8e24aa';
        const by = ry + 4 + j * 12;
        if (d === null) {
          out.push(text(mid + 4, by + 9, 'n/a', { size: 9, fill: '#777' }));
          return;
        }
        const w = Math.abs(d) * scale;
        out.push(`${rect(d >= 0 ? mid : mid - w, by, w, 10, color)}`.replace('/>', `><title>${x(`${row.mechanism}: Δ ${id} = ${(d * 100).toFixed(1)} pp`)}</title></rect>`));
        out.push(text(d >= 0 ? mid + w + 4 : mid - w - 4, by + 9, `${d > 0 ? '+' : ''}${(d * 100).toFixed(1)}`, { size: 9, anchor: d >= 0 ? 'start' : 'end' }));
      });
      out.push(text(plotL + plotW + 12, ry + 16, row.decision, { size: 11, weight: 'bold', fill: row.decision === 'KEEP' ? '#2e7d32' : '#c62828' }));
    });
    out.push(text(mid - maxAbs * scale, top2 + h2 + 16, `−${(maxAbs * 100).toFixed(0)} pp`, { size: 9, anchor: 'middle' }));
    out.push(text(mid + maxAbs * scale, top2 + h2 + 16, `+${(maxAbs * 100).toFixed(0)} pp`, { size: 9, anchor: 'middle' }));
  }
  out.push(text(left, height - 14, `Decision (spec 18 §7.4): ${r.decision.outcome}${r.decision.subject_arm ? ` — ${r.decision.subject_arm} vs ${r.decision.reference_arm}` : ''}`, { size: 12, weight: 'bold' }));
  out.push('</svg>');
  return out.join('\n');
}
