// The dashboard's motivational line (spec: a random one on each visit).
export const MOTIVATIONAL_LINES = [
  'Every clean home starts with a well-run day. Let us make it count!',
  'Great service is built one happy client at a time.',
  'Small steps every day lead to big results.',
  'Your work keeps Spotless spotless. Thank you!',
  'Quality is never an accident; it is always the result of effort.',
] as const;

export function pickMotivation(random: () => number = Math.random): string {
  const index = Math.min(MOTIVATIONAL_LINES.length - 1, Math.floor(random() * MOTIVATIONAL_LINES.length));
  return MOTIVATIONAL_LINES[index]!;
}
