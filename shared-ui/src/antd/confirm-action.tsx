import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AntdThemeProvider } from './AntdThemeProvider';
import { ConfirmDialog } from './ConfirmDialog';

/** Options of {@link confirmAction}. */
export interface ConfirmActionOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/**
 * Asks for confirmation imperatively: resolves true on OK, false on Cancel, Escape or close.
 * It mounts its own themed root (instead of antd's static Modal.confirm) so the dialog wears the Spotless theme
 * wherever it is called from.
 * @example if (await confirmAction({ title: 'Suspend cleaner?', okText: 'Suspend', danger: true })) suspend(id);
 */
export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);

  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
      // Unmount after the resolution so callers are not blocked by the close animation.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
      render(false);
    };
    const render = (open: boolean) =>
      root.render(
        <AntdThemeProvider>
          <ConfirmDialog {...options} open={open} onConfirm={() => finish(true)} onCancel={() => finish(false)} />
        </AntdThemeProvider>,
      );
    render(true);
  });
}
