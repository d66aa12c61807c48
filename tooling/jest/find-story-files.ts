import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const STORY_FILE = /\.stories\.tsx$/;

/**
 * Every story module below `dir` (the `**\/*.stories.tsx` glob that storybook/.storybook/main.ts uses), as paths relative
 * to `dir` with forward slashes, sorted. Found on disk at test time, so a new story is tested without being listed.
 */
export function findStoryFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (STORY_FILE.test(entry.name)) found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}
