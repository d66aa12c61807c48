// One SWC transform for every Jest project: TypeScript + JSX (automatic runtime) compiled to CommonJS.
module.exports = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
