import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import type { RemoteApp } from '@spotless/tooling/federation/remote-contract';
import { AreaView } from './AreaView';
import { toRemoteApp, AreaLoadError } from './load-area';

function renderArea(loader: () => Promise<RemoteApp>) {
  return render(
    <SpotlessThemeProvider withGlobalStyle={false}>
      <AreaView area="client" loader={loader} basePath="/client" />
    </SpotlessThemeProvider>,
  );
}

const Dashboard: RemoteApp = ({ basePath }) => <h1>Client Dashboard at {basePath}</h1>;

describe('AreaView', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the area once its remote has loaded, passing the base path', async () => {
    renderArea(async () => Dashboard);
    expect(await screen.findByRole('heading', { name: 'Client Dashboard at /client' })).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote fails to load, and recovers on Retry', async () => {
    let calls = 0;
    const loader = async () => {
      calls += 1;
      if (calls === 1) throw new AreaLoadError('client', 'script error');
      return Dashboard;
    };
    renderArea(loader);
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Client Dashboard at /client' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('catches an area that throws while rendering, and renders it again on Retry', async () => {
    let shouldThrow = true;
    const Flaky: RemoteApp = () => {
      if (shouldThrow) throw new Error('boom');
      return <h1>Recovered</h1>;
    };
    renderArea(async () => Flaky);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});

describe('toRemoteApp', () => {
  it('accepts a module whose default export is a component and rejects anything else', () => {
    expect(toRemoteApp({ default: Dashboard }, 'client')).toBe(Dashboard);
    expect(() => toRemoteApp({ App: Dashboard }, 'client')).toThrow(AreaLoadError);
    expect(() => toRemoteApp(undefined, 'client')).toThrow('The client area could not be loaded');
  });
});
