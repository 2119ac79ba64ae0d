/** The four policy pages, in navigation order. */
export const POLICIES = [
  { name: 'community', title: 'Community Guidelines', short: 'Community' },
  { name: 'privacy', title: 'Privacy Policy', short: 'Privacy' },
  { name: 'fairplay', title: 'Fair-Play Policy', short: 'Fair Play' },
  { name: 'terms', title: 'Terms of Service', short: 'Terms' },
] as const;

export type PolicyName = (typeof POLICIES)[number]['name'];

export function findPolicy(name: string | undefined) {
  return POLICIES.find((p) => p.name === name);
}

/** Date shown on every policy; change it whenever a text changes. */
export const POLICIES_UPDATED = '22 November 2026';
