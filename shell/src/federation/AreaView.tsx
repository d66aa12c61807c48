// Mounts one area: loads its remote lazily, shows a spinner meanwhile, and turns a failed load or a crash into the
// "temporarily unavailable" panel with Retry. Error boundaries alone miss a remote that fails before rendering, so the
// load is tracked here as state, and only the render is left to the boundary.
import { useCallback, useEffect, useState } from 'react';
import type { RemoteApp } from '@spotless/tooling/federation/remote-contract';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaUnavailable } from './AreaUnavailable';
import type { AreaLoader } from './load-area';
import { PageSpinner } from '../pages/PageSpinner';

/** Loaded areas, so leaving and re-entering one does not flash the spinner. */
const loadedAreas = new WeakMap<AreaLoader, RemoteApp>();

/**
 * Loads an area and the page at `pathname` (relative to the area) before it is first rendered, so AreaView starts
 * "ready" and the page does not suspend. A failure is left for AreaView to meet (and show Retry) when it renders.
 */
export async function preloadArea(loader: AreaLoader, pathname: string): Promise<void> {
  const App = loadedAreas.get(loader) ?? (await loader());
  loadedAreas.set(loader, App);
  await App.preload?.(pathname);
}

type LoadState = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed' };

function initialState(loader: AreaLoader): LoadState {
  const App = loadedAreas.get(loader);
  return App ? { status: 'ready', App } : { status: 'loading' };
}

export interface AreaViewProps {
  area: string;
  loader: AreaLoader;
  basePath: string;
}

export function AreaView({ area, loader, basePath }: AreaViewProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(loader));
  const retry = useCallback(() => {
    loadedAreas.delete(loader);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [loader]);

  useEffect(() => {
    const cached = loadedAreas.get(loader);
    if (cached) {
      setState((current) => (current.status === 'ready' && current.App === cached ? current : { status: 'ready', App: cached }));
      return;
    }
    let current = true;
    loader().then(
      (App) => {
        loadedAreas.set(loader, App);
        if (current) setState({ status: 'ready', App });
      },
      (error: unknown) => {
        console.error(`[shell] the ${area} area could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [area, loader, attempt]);

  if (state.status === 'loading') return <PageSpinner label={`Loading ${area}…`} />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  const { App } = state;
  return (
    <AreaErrorBoundary key={attempt} area={area} fallback={() => <AreaUnavailable onRetry={retry} />}>
      <App basePath={basePath} />
    </AreaErrorBoundary>
  );
}
