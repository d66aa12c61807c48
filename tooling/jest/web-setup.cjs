require('@testing-library/jest-dom');
// jsdom lacks these; antd's responsive helpers and our carousels read them.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
if (!global.ResizeObserver) {
  global.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (!global.TextEncoder) {
  const { TextEncoder, TextDecoder } = require('node:util');
  global.TextEncoder = TextEncoder; global.TextDecoder = TextDecoder;
}

// shared-ui's antd parts load their implementation with import(); in Jest the first one compiles antd on demand,
// which on a busy 2-core machine can exceed Testing Library's default 1 s wait: on a fresh clone (no transform
// cache) while both cores are busy, the first antd table took over 15 s. A hang guard, not a timing assertion.
{
  const { configure } = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
  configure({ asyncUtilTimeout: 40000 });
  jest.setTimeout(60000);
}
