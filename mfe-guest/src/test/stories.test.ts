// Every story of this area rendered with the shell's providers (see tooling/jest/story-tests.ts).
import { join } from 'node:path';
import { testStoriesIn } from '@spotless/tooling/jest/story-tests';

testStoriesIn(join(__dirname, '..'));
