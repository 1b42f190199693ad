// The typed failures live in domain/errors.ts. This re-export only keeps activities/differential.ts
// (being rewritten separately) compiling; drop it once that file imports ../domain/errors.js.
export { toolFailure } from '../domain/errors.js';
