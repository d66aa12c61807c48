// Unit and component tests of this area (jsdom + Testing Library), from the shared web preset.
module.exports = { ...require('@spotless/tooling/jest/web-preset.cjs'), rootDir: __dirname, roots: ['<rootDir>/src', '<rootDir>/prerender'] };
