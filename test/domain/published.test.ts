// The published JSON Schemas are current with the zod schemas, and temporal-dev.yml registers
// exactly the search attributes the workflow sets.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateAll } from '../../scripts/genSchemas.js';
import { PROJECT_ROOT } from '../../infra/config.js';
import { loadDevConfig } from '../../infra/devConfig.js';
import { SEARCH_ATTRIBUTE_DEFS } from '../../domain/searchAttributes.js';

describe('published contracts', () => {
  it('schemas/*.json are generated from the current zod schemas (run npm run schemas)', () => {
    for (const [name, text] of Object.entries(generateAll())) {
      assert.equal(readFileSync(path.join(PROJECT_ROOT, 'schemas', name), 'utf8'), text, `schemas/${name} is stale`);
    }
  });
  it('temporal-dev.yml registers the search attributes defined in domain/searchAttributes.ts', () => {
    assert.deepEqual(loadDevConfig().search_attributes, SEARCH_ATTRIBUTE_DEFS);
  });
});
