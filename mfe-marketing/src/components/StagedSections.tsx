// Mounts a long page's below-the-fold sections one at a time after the first paint, instead of all in one commit.
//
// Why: on a mid-range phone, committing the whole home page (DOM insertion, styles, layout, effects) is one long task
// that blocks input for hundreds of milliseconds. Mounted one per task, each section is a short task, and the visitor
// (who is looking at the first screen) does not notice: every section is in place within a second.
//
// Nothing may vanish from under the visitor, so everything mounts at once when the page did not start at the top
// (scrolled before start-up finished, or opened at an #anchor), and a placeholder that comes into view mounts its
// section (and those before it) at once. Browsers without IntersectionObserver (and jsdom) get everything at once.
import { Children, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** Marks a section not mounted yet. Server rendering (the build's pre-rendered pages) mounts every section at once. */
export const PENDING_ATTRIBUTE = 'data-staged-pending';

// Roughly a section's height on a phone, so the scrollbar hardly moves as sections arrive.
const Placeholder = styled.div`
  min-height: 720px;
`;

function canStage(): boolean {
  return typeof IntersectionObserver !== 'undefined' && typeof window !== 'undefined' && window.scrollY === 0 && !window.location.hash;
}

function nextTask(run: () => void): () => void {
  // A macrotask: the previous section's commit, layout and paint finish before the next section starts.
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

export function StagedSections({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const [mounted, setMounted] = useState(() => (canStage() ? 0 : sections.length));
  const placeholders = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    if (mounted >= sections.length) return undefined;
    return nextTask(() => startTransition(() => setMounted((count) => Math.max(count, mounted + 1))));
  }, [mounted, sections.length]);

  useEffect(() => {
    if (mounted >= sections.length || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.filter((entry) => entry.isIntersecting).map((entry) => placeholders.current.indexOf(entry.target as HTMLDivElement));
      if (visible.length) setMounted((count) => Math.max(count, Math.max(...visible) + 1));
    });
    for (const node of placeholders.current.slice(mounted)) if (node) observer.observe(node);
    return () => observer.disconnect();
  }, [mounted, sections.length]);

  return (
    <>
      {sections.map((section, index) =>
        index < mounted ? (
          section
        ) : (
          <Placeholder
            key={`placeholder-${index}`}
            {...{ [PENDING_ATTRIBUTE]: '' }}
            aria-hidden="true"
            ref={(node) => {
              placeholders.current[index] = node;
            }}
          />
        ),
      )}
    </>
  );
}
