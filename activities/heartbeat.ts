// Re-export: the heartbeat helpers live in infra/heartbeat.ts (shared with the probe machinery).
export { currentContext, withHeartbeat } from '../infra/heartbeat.js';
