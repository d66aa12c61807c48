import { Modal } from 'antd';
import type { ReactNode } from 'react';

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

/** Yes/no confirmation before an action (suspend, activate, delete...), as a controlled antd modal. */
export function ConfirmDialog({
  open,
  title,
  content,
  okText = 'OK',
  cancelText = 'Cancel',
  danger = false,
  confirmLoading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger }}
      confirmLoading={confirmLoading}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
      centered
    >
      {content}
    </Modal>
  );
}
