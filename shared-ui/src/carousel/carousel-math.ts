/** Slides shown side by side at each width: below 768 px, from 768 px, from 1024 px (spec §9). */
export interface SlidesPerView {
  base: number;
  md: number;
  lg: number;
}

/** The spec's carousel layout: 1, 2 and 3 slides. */
export const DEFAULT_SLIDES_PER_VIEW: SlidesPerView = { base: 1, md: 2, lg: 3 };

/** Highest index the first visible slide may take so the view is never half empty. */
export function lastStart(total: number, perView: number): number {
  return Math.max(0, total - perView);
}

/** Index after moving by `step` (+1 next, -1 previous), wrapping when `loop` and clamping otherwise. */
export function stepIndex(index: number, step: number, total: number, perView: number, loop: boolean): number {
  const max = lastStart(total, perView);
  const next = index + step;
  if (next > max) return loop ? 0 : max;
  if (next < 0) return loop ? max : 0;
  return next;
}
