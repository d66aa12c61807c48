// Story tests get Storybook's project annotations from tooling/jest/story-tests.ts itself.
import { configure } from '@testing-library/react';

// jsdom does not implement pseudo-element styles and logs an error when antd's modal measures the scrollbar;
// the element's own style is what antd needs there.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// The antd parts load their implementation with import(); in Jest the first one compiles antd on demand, which on a
// busy shared CPU can take longer than Testing Library's default 1 s wait. A hang guard, not a timing assertion.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);
