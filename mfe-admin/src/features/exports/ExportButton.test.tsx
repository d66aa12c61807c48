import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataError } from '@spotless/shared-data';
import { renderAdmin } from '../../test/render';
import { ExportButton } from './ExportButton';

describe('ExportButton', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the download itself is the browser's.
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
  });

  it('exports with the filters on screen and saves the file under its name', async () => {
    const onExport = jest.fn(async () => ({ fileName: 'spotless-cleaners-2026-11-26.csv', blob: new Blob(['Name\r\n']) }));
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderAdmin(<ExportButton kind="cleaners" filters={{ search: 'ade', status: 'suspended', sort: 'oldest' }} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: cleaners' }));
    expect(await screen.findByText('spotless-cleaners-2026-11-26.csv downloaded.')).toBeInTheDocument();
    expect(onExport).toHaveBeenCalledWith('cleaners', { search: 'ade', status: 'suspended', sort: 'oldest' });
    expect(clicks).toEqual(['spotless-cleaners-2026-11-26.csv']);
    click.mockRestore();
  });

  it("shows the database's refusal", async () => {
    const onExport = jest.fn(async () => {
      throw new DataError('Only admins can export data.');
    });
    renderAdmin(<ExportButton kind="payments" filters={{}} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: payments' }));
    expect(await screen.findByText('Only admins can export data.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV: payments' })).not.toBeDisabled());
  });
});
