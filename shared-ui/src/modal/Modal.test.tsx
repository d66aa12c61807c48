import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../test/render-with-theme';
import { SearchableSelectField } from '../form/SearchableSelectField';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        title="Booking Details"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Accept</button>}
      >
        <input aria-label="Note" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title and moves focus inside', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab focus inside the dialog in both directions', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    fireEvent.keyDown(accept, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(accept).toHaveFocus();
  });

  it('closes from the close button and from a backdrop click, not from a click inside', () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks page scrolling while open', () => {
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves an Escape that a control inside used (default prevented) to that control', () => {
    const onClose = jest.fn();
    function Inner() {
      return (
        <Modal open title="Residence" onClose={onClose}>
          <input aria-label="State" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
          <input aria-label="Street" />
        </Modal>
      );
    }
    renderWithTheme(<Inner />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'State' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Street' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a residence form open when Escape closes its open state list', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Add Residence" onClose={onClose}>
        <input aria-label="Street" defaultValue="5 Broad Street" />
        <SearchableSelectField label="State" options={['Lagos', 'Ogun', 'Oyo']} />
      </Modal>,
    );
    const state = screen.getByRole('combobox', { name: 'State' });
    fireEvent.change(state, { target: { value: 'O' } });
    expect(state).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(state, { key: 'Escape' });
    expect(state).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('5 Broad Street');
    fireEvent.keyDown(state, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
