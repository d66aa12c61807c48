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
