// The arms of an A/B experiment (spec 18 §7, spec 22 §9, spec 10 §7): each arm is a setting of
// the request flags, chosen on the command line, never by editing code. Pure.
import { z } from 'zod';
import { ABLATIONS, Ablation, GateMode } from '../schemas.js';

/** Spec 22 §9.5 rows 2–4 (row 1, "ablate the critic", is the critic-off arm itself). */
export const CRITIC_ABLATIONS = ['no_blinding', 'no_falsification_routing', 'no_verification_gate'] as const;
export const CriticAblation = z.enum(CRITIC_ABLATIONS);
export type CriticAblation = z.infer<typeof CriticAblation>;

export const Arm = z
  .object({
    name: z.string().regex(/^[A-Za-z0-9._+-]{1,60}$/, 'arm names are short: letters, digits, . _ + -'),
    mode: GateMode,
    ablations: z.array(Ablation).default([]),
    critic: z.enum(['22', 'off']).default('off'),
    critic_ablations: z.array(CriticAblation).default([]),
    edit: z.enum(['edit10', 'raw']).nullable().default(null),
    /** A measuring arm (never a product setting): `permissive-l` answers every veto call from a
     * loopback stub with root-cause-addressed, so the deterministic battery is measured alone on
     * the classes that need Level D or E. */
    measuring: z.enum(['permissive-l']).nullable().default(null),
  })
  .strict()
  .refine((a) => a.mode === '18gate' || (a.ablations.length === 0 && a.critic === 'off'), 'greencommit takes no ablations and no critic')
  .refine((a) => a.critic_ablations.length === 0 || a.critic === '22', 'critic ablations need the critic on');
export type Arm = z.infer<typeof Arm>;
export type ArmInput = z.input<typeof Arm>;

const arm = (a: ArmInput): Arm => Arm.parse(a);

export const GATE_ARM = arm({ name: '18gate', mode: '18gate' });
export const BASELINE_ARM = arm({ name: 'greencommit', mode: 'greencommit' });
export const ablationArm = (ab: Ablation): Arm => arm({ name: `18gate-${ab}`, mode: '18gate', ablations: [ab] });
export const CRITIC_ARM = arm({ name: '18gate+critic22', mode: '18gate', critic: '22' });
export const criticAblationArm = (ab: CriticAblation): Arm =>
  arm({ name: `18gate+critic22-${ab}`, mode: '18gate', critic: '22', critic_ablations: [ab] });
export const PERMISSIVE_L_ARM = arm({ name: 'permissive-l', mode: '18gate', measuring: 'permissive-l' });
export const EDIT_ARMS = [arm({ name: 'edit10', mode: '18gate', edit: 'edit10' }), arm({ name: 'raw', mode: '18gate', edit: 'raw' })];

/** The tokens `--arms` accepts, and what each expands to. */
export const ARM_TOKENS: Readonly<Record<string, () => Arm[]>> = {
  '18gate': () => [GATE_ARM],
  greencommit: () => [BASELINE_ARM],
  'permissive-l': () => [PERMISSIVE_L_ARM],
  ablations: () => ABLATIONS.map(ablationArm),
  ...Object.fromEntries(ABLATIONS.map((a) => [a, () => [ablationArm(a)]])),
  critic: () => [CRITIC_ARM],
  'critic-ablations': () => CRITIC_ABLATIONS.map(criticAblationArm),
  ...Object.fromEntries(CRITIC_ABLATIONS.map((a) => [`critic-${a}`, () => [criticAblationArm(a)]])),
  edit: () => EDIT_ARMS,
  all: () => [GATE_ARM, BASELINE_ARM, ...ABLATIONS.map(ablationArm), CRITIC_ARM, ...CRITIC_ABLATIONS.map(criticAblationArm), ...EDIT_ARMS],
};

/** Parse `--arms 18gate,greencommit,ablations` into distinct arms (first occurrence wins). */
export function parseArmList(spec: string): Arm[] {
  const out: Arm[] = [];
  for (const raw of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const expand = ARM_TOKENS[raw];
    if (!expand) throw new Error(`unknown arm "${raw}"; known: ${Object.keys(ARM_TOKENS).join(', ')}`);
    for (const a of expand()) if (!out.some((o) => o.name === a.name)) out.push(a);
  }
  if (out.length === 0) throw new Error('no arms given');
  return out;
}

/** Validate a list of arms (from a JSON file or the workflow input); names must be distinct. */
export function parseArms(input: unknown): Arm[] {
  const arms = z.array(Arm).min(1).parse(input);
  const names = new Set<string>();
  for (const a of arms) {
    if (names.has(a.name)) throw new Error(`duplicate arm name ${a.name}`);
    names.add(a.name);
  }
  return arms;
}

export interface ArmSupport {
  available: boolean;
  note: string | null;
}

/**
 * Whether the gate's request schema can express an arm. `requestKeys` are the top-level keys
 * of the AcceptRequest schema: an arm whose flag the schema lacks is skipped with a note, not
 * silently run as another arm.
 */
export function armSupport(a: Arm, requestKeys: readonly string[]): ArmSupport {
  const has = (k: string) => requestKeys.includes(k);
  if (a.critic === '22' && !has('critic')) return { available: false, note: 'not available: the request schema has no `critic` flag yet' };
  if (a.critic_ablations.length > 0 && !has('criticAblations')) {
    return { available: false, note: `not available: the request schema has no \`criticAblations\` field yet (spec 22 §9.5 ${a.critic_ablations.join(', ')})` };
  }
  if (a.edit !== null) {
    // The gate takes edit intents (`edits: {intents, mode}`) instead of a diff; a benchmark-format
    // corpus carries diffs, so there is nothing for the write path to apply.
    return {
      available: false,
      note: has('edits')
        ? `not available: the spec 10 ${a.edit} arm needs candidates as edit intents; this corpus's candidates are diffs (the edit corpus bench/edits has its own format and A/B)`
        : `not available: the request schema has no \`edits\` field yet (spec 10 ${a.edit} arm)`,
    };
  }
  return { available: true, note: null };
}

/** The request flags an arm sets on top of the gate's view of a candidate. */
export function armRequestFlags(a: Arm): Record<string, unknown> {
  return {
    mode: a.mode,
    ablations: a.ablations,
    critic: a.critic,
    ...(a.critic_ablations.length > 0 ? { criticAblations: a.critic_ablations } : {}),
    // the measuring stub is not the generating model: its judgment is admitted as Level D evidence
    ...(a.measuring ? { measuringArm: a.measuring, assessorIndependent: true } : {}),
  };
}

/** The role an arm plays in the decision rules. */
export function armRole(a: Arm): 'gate' | 'baseline' | 'ablation' | 'critic' | 'critic_ablation' | 'edit' | 'measuring' | 'custom' {
  if (a.edit !== null) return 'edit';
  if (a.measuring !== null) return 'measuring';
  if (a.mode === 'greencommit') return 'baseline';
  if (a.critic === '22') return a.critic_ablations.length > 0 ? 'critic_ablation' : a.ablations.length === 0 ? 'critic' : 'custom';
  if (a.ablations.length === 0) return 'gate';
  if (a.ablations.length === 1) return 'ablation';
  return 'custom';
}
