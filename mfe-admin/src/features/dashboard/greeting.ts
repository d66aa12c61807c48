// Admin greeting by time of day (spec: Good Morning before 12, Good Afternoon before 18, else Good Evening).
export function greetingFor(hour: number): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}
