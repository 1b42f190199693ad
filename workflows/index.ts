// The workflow bundle's entry: every workflow the patchgate task queue serves.
export { acceptPatch } from './acceptPatch.js';
export { abExperiment } from './abExperiment.js';
export { applyEdits } from './applyEdits.js';
export { criticReview } from './critic.js';
