// Catches errors thrown while an area renders, so one broken remote never takes the page down.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  area: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is what an operator opening devtools will look at; keep the area name in it.
    console.error(`[shell] the ${this.props.area} area failed while rendering`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
