// Moved to infra/pythonTool.ts (it defines no activity). This re-export keeps the import of
// activities/fuzz.ts, which is being rewritten separately, compiling; drop it once that file
// imports ../infra/pythonTool.js.
export { runPythonTool } from '../infra/pythonTool.js';
