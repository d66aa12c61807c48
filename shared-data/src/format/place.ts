/**
 * One line for where a job is: the address or area the customer typed, then its LGA and state, leaving out what the
 * typed text already says. Customers often type "Ikeja GRA, Ikeja" or "Lekki, Lagos"; adding the LGA and state again
 * gave "Ikeja GRA, Ikeja, Ikeja, Lagos".
 */
export function formatPlace(location: string | null | undefined, lga?: string | null, state?: string | null): string {
  const typed = (location ?? '').trim();
  const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const typedWords = words(typed).join(' ');
  const parts = typed ? [typed] : [];
  for (const extra of [lga, state]) {
    const value = (extra ?? '').trim();
    if (!value) continue;
    const needle = words(value).join(' ');
    // Already said: as whole words anywhere in the typed text, or already added (an LGA named like its state).
    const said = ` ${typedWords} `.includes(` ${needle} `) || parts.slice(1).some((p) => words(p).join(' ') === needle);
    if (!said) parts.push(value);
  }
  return parts.length ? parts.join(', ') : '—';
}
