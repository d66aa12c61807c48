// Every story of a package rendered as a Jest test, exactly as Storybook shows it: composed with the project
// annotations of storybook/.storybook/preview (the shell's providers), then mounted and played. Used by shared-ui and
// every area, so a story that throws, logs a React error or renders nothing fails that package's test run.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { composeStories, setProjectAnnotations } from '@storybook/react-webpack5';
import { waitFor } from '@testing-library/react';
import { join, relative } from 'node:path';
import preview from '../../storybook/.storybook/preview';
import { findStoryFiles } from './find-story-files';
import { seriousAccessibilityViolations } from './story-accessibility';

type StoryModule = Parameters<typeof composeStories>[0];

/** What a test needs from a composed story: `run` mounts it with the project's decorators and plays it. */
interface RunnableStory {
  run: () => Promise<void>;
}

/** Something a person would perceive: text, or an element that carries meaning without text. */
function renderedSomething(root: HTMLElement): boolean {
  return Boolean(root.textContent?.trim() || root.querySelector('[role], svg, img, input, select, textarea, canvas'));
}

/** Runs one story and fails on a thrown error, a console.error (React reports render errors there), or an empty page. */
async function expectStoryRenders(story: RunnableStory): Promise<void> {
  await story.run();
  // shared-ui's antd parts render a placeholder until their code has loaded: check the real part, not the placeholder.
  await waitFor(() => expect(document.querySelector('[data-antd-part-loading]')).toBeNull());
  expect(renderedSomething(document.body)).toBe(true);
  expect(await seriousAccessibilityViolations(document.body)).toEqual([]);
}

/**
 * Declares one test per story found in `**\/*.stories.tsx` below `dir` (normally the package's src/). New story files
 * are picked up from disk; a package with no story file, or a story file exporting no story, fails.
 */
export function testStoriesIn(dir: string): void {
  setProjectAnnotations(preview);
  const files = findStoryFiles(dir);
  // axe over antd's DOM in jsdom is slow on a shared CPU; a hang guard, not a performance assertion.
  jest.setTimeout(60_000);

  let reportedErrors: () => string[] = () => [];
  const realGetComputedStyle = window.getComputedStyle;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let testingLibraryActEnvironment: boolean | undefined;
  beforeAll(() => {
    // jsdom implements no pseudo-element styles and logs an error when antd's modal measures the scrollbar with one;
    // the element's own style is all antd needs there.
    window.getComputedStyle = (element: Element) => realGetComputedStyle.call(window, element);
    // A story runs as in the browser: Storybook wraps its own mount and play in act(), and later updates (a
    // carousel's autoplay while axe runs) are the product working, not "not wrapped in act" test mistakes.
    testingLibraryActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    window.getComputedStyle = realGetComputedStyle;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = testingLibraryActEnvironment;
  });
  beforeEach(() => {
    const spy = jest.spyOn(console, 'error');
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(`uncaught: ${event.message}`);
    window.addEventListener('error', onError);
    reportedErrors = () => {
      window.removeEventListener('error', onError);
      const logged = spy.mock.calls.map((args) => args.map(String).join(' '));
      spy.mockRestore();
      return [...uncaught, ...logged];
    };
  });
  afterEach(() => {
    // Checked after the test body, so errors React reports while committing later updates fail the story as well.
    expect(reportedErrors()).toEqual([]);
  });

  it(`finds story files below ${relative(process.cwd(), dir) || '.'}`, () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    describe(file, () => {
      const stories = Object.entries(composeStories(require(join(dir, file)) as StoryModule));
      it('exports at least one story', () => {
        expect(stories.length).toBeGreaterThan(0);
      });
      for (const [name, story] of stories) {
        it(`${name} renders without errors or serious accessibility violations`, () => expectStoryRenders(story as RunnableStory));
      }
    });
  }
}
