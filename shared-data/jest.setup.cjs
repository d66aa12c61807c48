// The workspace web setup touches `window`; files that run against a real local-supabase use the node
// environment (`@jest-environment node` docblock), where there is none.
if (typeof window !== 'undefined') require('../tooling/jest/web-setup.cjs');
