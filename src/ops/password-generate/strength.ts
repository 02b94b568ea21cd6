/**
 * Strength words, weakest first: KeePassXC's password-quality bands for bits of entropy, PasswordHealth::quality in
 * src/core/PasswordHealth.cpp (keepassxreboot/keepassxc): poor below 40, weak below 65, good below 100, excellent.
 */
export const STRENGTHS = ['poor', 'weak', 'good', 'excellent'] as const;
export type Strength = (typeof STRENGTHS)[number];

export function strengthOf(bits: number): Strength {
  if (bits < 40) return 'poor';
  if (bits < 65) return 'weak';
  if (bits < 100) return 'good';
  return 'excellent';
}
