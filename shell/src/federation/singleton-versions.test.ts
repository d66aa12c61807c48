// The host's singleton check (tooling/federation/singleton-versions.ts), which replaced Module Federation's semver
// `requiredVersion` check at start-up.
import singletonVersionsPlugin, { singletonMismatches } from '@spotless/tooling/federation/singleton-versions';

const host = { react: [{ version: '19.2.9' }], 'styled-components': [{ version: '6.1.19' }] };

describe('singletonMismatches', () => {
  it('is silent when the area was built with the versions the page runs', () => {
    expect(singletonMismatches('spotless_marketing', host, [{ sharedName: 'react', version: '19.2.9' }])).toEqual([]);
  });

  it('names the area, the package and both versions when they differ', () => {
    const [problem, ...rest] = singletonMismatches('spotless_guest', host, [
      { sharedName: 'react', version: '19.1.0' },
      { sharedName: 'styled-components', version: '6.1.19' },
    ]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/spotless_guest .* react 19\.1\.0, but the page runs 19\.2\.9/);
  });

  it('ignores packages the page does not provide and entries without a version', () => {
    expect(singletonMismatches('a', host, [{ sharedName: 'lodash', version: '4.0.0' }, { sharedName: 'react' }])).toEqual([]);
    expect(singletonMismatches('a', host, undefined)).toEqual([]);
  });
});

describe('singletonVersionsPlugin', () => {
  it('warns once per mismatch when an area manifest arrives, and passes the snapshot on unchanged', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const args = { options: { shared: host }, moduleInfo: { name: 'spotless_client' }, remoteSnapshot: { shared: [{ sharedName: 'react', version: '18.3.1' }] } };
    try {
      expect(singletonVersionsPlugin().loadRemoteSnapshot(args)).toBe(args);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain('spotless_client was built with react 18.3.1');
    } finally {
      warn.mockRestore();
    }
  });
});
