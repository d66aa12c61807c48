import { createRoot } from 'react-dom/client';
import type { ConfirmActionOptions } from '../confirm-action';
import ConfirmDialogImpl from './ConfirmDialog';

/** The body of confirmAction: mounts a themed dialog in a root of its own and resolves with the answer. */
export function showConfirm(options: ConfirmActionOptions): Promise<boolean> {
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
      root.render(<ConfirmDialogImpl {...options} open={open} onConfirm={() => finish(true)} onCancel={() => finish(false)} />);
    render(true);
  });
}
