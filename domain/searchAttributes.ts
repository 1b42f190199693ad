// Search-attribute keys, defined once. temporal-dev.yml registers the same names (a test
// checks they match), so operators can filter runs in the UI.
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

export const SA = {
  verdict: defineSearchAttributeKey('PatchgateVerdict', SearchAttributeType.KEYWORD),
  changeClass: defineSearchAttributeKey('PatchgateChangeClass', SearchAttributeType.KEYWORD),
  evidence: defineSearchAttributeKey('PatchgateEvidence', SearchAttributeType.KEYWORD),
  failingTier: defineSearchAttributeKey('PatchgateFailingTier', SearchAttributeType.KEYWORD),
  mode: defineSearchAttributeKey('PatchgateMode', SearchAttributeType.KEYWORD),
  task: defineSearchAttributeKey('PatchgateTask', SearchAttributeType.KEYWORD),
} as const;

export const SEARCH_ATTRIBUTE_DEFS: Readonly<Record<string, 'Keyword'>> = Object.fromEntries(
  Object.values(SA).map((k) => [k.name, 'Keyword' as const]),
);
