import { Modal } from 'antd';
import type { ConfirmDialogProps } from '../ConfirmDialog';
import { Themed } from './Themed';

/** antd Modal behind {@link ConfirmDialog} and confirmAction (loaded when a dialog first opens). */
export default function ConfirmDialogImpl({
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
    <Themed>
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
    </Themed>
  );
}
