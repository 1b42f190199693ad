// The failure names live in domain/errors.ts. This re-export only keeps workflows/policies.ts
// (being rewritten separately) compiling; drop it once that file imports ./errors.js.
export { ErrorType } from './errors.js';
