// shared-ui runs in jsdom with the workspace web preset; stories are rendered as tests (portable stories).
const preset = require('../tooling/jest/web-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  // Storybook 10 ships ESM only; portable stories need it (and its helpers) compiled to CommonJS like antd.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|antd|@ant-design|rc-|@rc-component|@babel/runtime|@storybook|storybook|dayjs)[/@+])',
  ],
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // antd and storybook ship CSS side-effect imports in places; jsdom does not need them.
    '\\.(css|less)$': require.resolve('../tooling/jest/file-stub.cjs'),
  },
};
