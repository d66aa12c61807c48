import * as light from '../index';
// eslint-disable-next-line no-restricted-imports -- the snapshot covers both entries on purpose.
import * as antd from '../antd/index';

// Changing what an entry exports changes the contract with every area: the snapshot makes that deliberate.
describe('public API', () => {
  it('root entry (antd-free) exports', () => {
    expect(Object.keys(light).sort()).toMatchSnapshot();
  });

  it('antd entry exports', () => {
    expect(Object.keys(antd).sort()).toMatchSnapshot();
  });
});
