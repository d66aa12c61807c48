/** "1–20 of 13,482" (thousands grouped); "None" for an empty list: no list hides how many rows it has. */
export function pageSummary(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'None';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (x: number) => x.toLocaleString('en-NG');
  return `${n(first)}–${n(last)} of ${n(total)}`;
}
