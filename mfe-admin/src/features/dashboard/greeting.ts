// Admin greeting by time of day (spec: Good Morning before 12, Good Afternoon before 18, else Good Evening).
export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** "Good Morning, Ada!", or "Good Morning!" while the name is not known. */
export function greetingLine(greeting: Greeting, firstName: string): string {
  return firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;
}
