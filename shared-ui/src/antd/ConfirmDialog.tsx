import { lazy, Suspense, useState, type ReactNode } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Red OK button for destructive actions (delete, suspend). */
  danger?: boolean;
  /** Shows a spinner on OK while the action runs. */
  confirmLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const ConfirmDialogImpl = lazy(() => import(/* webpackChunkName: "antd-confirm-dialog" */ './impl/ConfirmDialog'));

/**
 * Yes/no confirmation before an action (suspend, activate, delete...), as a controlled antd modal. antd's Modal is
 * fetched the first time the dialog opens: a page that never asks pays nothing for it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  // Once opened, stay mounted so the closing animation plays and reopening is instant.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}
