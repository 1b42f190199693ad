// Development probe (never a held-out measurement): differential execution and the Level E
// attacks on candidates of a benchmark-format task, with their details. Usage, after `npm run build`:
//   node scripts/bench/probe.mjs TASK_DIR CANDIDATE... (V=1 for every note; PG_DIST=<dist> for another build;
//   PG_SEED, PG_ITER for the random part of the fuzz attack: seed 3, 60 iterations by default)
import path from 'node:path';
const DIST = process.env.PG_DIST || new URL('../../dist', import.meta.url).pathname;
const { tempConfig, makeActivities, requestFor } = await import(DIST + '/test/helpers/env.js');
const { AcceptRequest } = await import(DIST + '/domain/schemas.js');
const [taskDir, ...cands] = process.argv.slice(2);
const { config, cleanup } = tempConfig();
const acts = makeActivities(config);
try {
  for (const cand of cands) {
    const req = AcceptRequest.parse(requestFor(path.resolve(taskDir), cand));
    const t0 = Date.now();
    const workspace = await acts.prepareWorkspace({ request: req });
    const facts = await acts.computeChangeFacts({ workspace, patch: req.patch });
    const { changeTargets } = await import(DIST + '/domain/behaviour/probes.js'); const targets = changeTargets(facts);
    const { shiftedConstants } = await import(DIST + '/domain/behaviour/constantShift.js');
    const { droppedInputs } = await import(DIST + '/domain/behaviour/droppedInput.js');
    const { sameNamedMethods } = await import(DIST + '/domain/behaviour/sameNamed.js');
    let tells = [];
    try { tells = await acts.scanOverfitTells({ workspace, patch: req.patch, failToPass: req.failToPass, facts }); } catch (e) { tells = ['tells error ' + e.message]; }
    const d = await acts.differentialExecute({ workspace, targets, passToPass: req.passToPass, failToPass: req.failToPass, testCommand: req.testCommand, probes: 200 });
    const f = await acts.runPropertyAndFuzz({ workspace, targets, failToPass: req.failToPass, passToPass: req.passToPass, testCommand: req.testCommand, iterations: Number(process.env.PG_ITER ?? 60), seconds: 60, seed: Number(process.env.PG_SEED ?? 3), guardRepeats: 0, changeClass: 'normal_bug_fix', intended: d.intended ?? null, tells: Array.isArray(tells) ? tells : (tells.tells ?? []), constants: shiftedConstants(facts), dropped: droppedInputs(facts), sameNamed: sameNamedMethods(facts), issue: req.issue });
    console.log(`### ${cand}: diff ${d.outcome} probes ${d.probes} div ${d.divergences}; fuzz ${f.outcome} ce ${f.counterexamples} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    const show = (xs) => (process.env.V ? xs : xs.filter((x) => !/^(note|attack: )/.test(x)).slice(0, 12));
    for (const x of show([...(d.counterexamples ?? []), ...(d.notes ?? [])])) console.log('  D ' + String(x).slice(0, 700));
    for (const x of show(f.details ?? [])) console.log('  F ' + String(x).slice(0, process.env.FULL ? 100000 : 500));
  }
} finally { cleanup(); }
