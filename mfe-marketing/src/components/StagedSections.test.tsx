import { act, render, screen } from '@testing-library/react';
import { PENDING_ATTRIBUTE, StagedSections } from './StagedSections';

// jsdom has no IntersectionObserver; this one lets a test say which placeholders the visitor can see.
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  show(target: Element) {
    this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const NAMES = ['One', 'Two', 'Three', 'Four'];
const page = () => (
  <StagedSections>
    {NAMES.map((name) => (
      <section key={name} aria-label={name} />
    ))}
  </StagedSections>
);
const pending = () => document.querySelectorAll(`[${PENDING_ATTRIBUTE}]`);
const mountedNames = () => screen.queryAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe('StagedSections', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
    window.scrollY = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    window.scrollY = 0;
  });

  it('starts with placeholders and mounts one section per task, in order', () => {
    render(page());
    expect(mountedNames()).toEqual([]);
    expect(pending()).toHaveLength(4);
    for (let count = 1; count <= NAMES.length; count++) {
      act(() => jest.advanceTimersToNextTimer());
      expect(mountedNames()).toEqual(NAMES.slice(0, count));
      expect(pending()).toHaveLength(NAMES.length - count);
    }
  });

  it('mounts a placeholder that comes into view at once, with every section before it', () => {
    render(page());
    const third = pending()[2]!;
    const observer = FakeIntersectionObserver.instances.find((o) => o.targets.includes(third))!;
    act(() => observer.show(third));
    expect(mountedNames()).toEqual(['One', 'Two', 'Three']);
    act(() => jest.runOnlyPendingTimers());
    expect(mountedNames()).toEqual(NAMES);
  });

  it('mounts everything at once when the page did not start at the top', () => {
    window.scrollY = 900;
    render(page());
    expect(mountedNames()).toEqual(NAMES);
    expect(pending()).toHaveLength(0);
  });

  it('mounts everything at once without IntersectionObserver', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(page());
    expect(mountedNames()).toEqual(NAMES);
  });

  it('hides placeholders from assistive technology', () => {
    render(page());
    for (const node of pending()) expect(node).toHaveAttribute('aria-hidden', 'true');
  });
});
