// One spec-10 edit intent on the bundled example: the root-cause fix, as an intent.
export const EDIT_INTENT = {
  id: 'round-percent',
  file: 'invoicing/money.py',
  entity: 'percent_of',
  span: [45, 45],
  content: { kind: 'search_replace', blocks: [{ search: '    return int(raw)\n', replace: '    return round_cents(raw)\n' }] },
  description: 'round the percentage to the nearest cent instead of truncating',
};
