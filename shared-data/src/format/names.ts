/**
 * First name for greetings ("Welcome, Ada!"): the first word of the full name, or '' when there is none.
 * Titles users type into the name field are skipped so "Mrs. Ngozi Okafor" greets Ngozi.
 */
export function firstName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const titles = /^(mr|mrs|ms|miss|dr|prof|chief|engr|alhaji|alhaja|pastor|rev)\.?$/i;
  const first = words.find((w) => !titles.test(w)) ?? words[0] ?? '';
  return first;
}
