import type { ReactNode } from 'react';

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
 * wherever it is called from. The dialog's code (antd Modal) is fetched on the first call.
 * @example if (await confirmAction({ title: 'Suspend cleaner?', okText: 'Suspend', danger: true })) suspend(id);
 */
export async function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  const { showConfirm } = await import(/* webpackChunkName: "antd-confirm-dialog" */ './impl/confirm-action');
  return showConfirm(options);
}
