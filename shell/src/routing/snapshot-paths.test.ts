// The pages scripts/snapshot-pages.mjs pre-renders must be public pages the shell hands to marketing or guest.
import areaTable from '@spotless/tooling/federation/areas.json';
import { publicOwnerOf } from './public-owner';

describe('snapshotPaths (tooling/federation/areas.json)', () => {
  it.each(areaTable.snapshotPaths)('%s is a public page with no parameters', (urlPath) => {
    expect(urlPath).not.toMatch(/[:*]/);
    expect(publicOwnerOf(urlPath)).not.toBeNull();
  });

  it('leaves out pages that differ per visitor', () => {
    expect(areaTable.snapshotPaths).not.toContain('/my-requests');
    expect(areaTable.snapshotPaths).not.toContain('/chat');
  });
});
