import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminReview } from '../../test/fixtures';
import { ReviewsTable } from './ReviewsTable';

describe('ReviewsTable', () => {
  it('deletes a review only after confirmation', async () => {
    const onDelete = jest.fn();
    renderAdmin(<ReviewsTable rows={[adminReview()]} onDelete={onDelete} />);
    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Delete review by Chioma Obi' });
    await userEvent.click(remove);
    expect(await screen.findByText('Are you sure you want to delete this review?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Are you sure you want to delete this review?')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove);
    await screen.findByText('Are you sure you want to delete this review?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-1' })));
  });

  it('shows why a review is held and releases it into the rating', async () => {
    const onRelease = jest.fn();
    renderAdmin(
      <ReviewsTable
        rows={[adminReview({ id: 'r-held', reviewer_name: 'Sola C.', held_reasons: ['same_phone', 'same_email'] }), adminReview()]}
        onDelete={jest.fn()}
        onRelease={onRelease}
      />,
    );
    expect(await screen.findByText('Held')).toBeInTheDocument();
    expect(screen.getByText('same phone as the cleaner, same e-mail as the cleaner', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Counted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release review by Chioma Obi' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Release review by Sola C.' }));
    expect(onRelease).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-held' }));
  });

  it('says No reviews found. when there are none', async () => {
    renderAdmin(<ReviewsTable rows={[]} onDelete={jest.fn()} />);
    expect(await screen.findByText('No reviews found.')).toBeInTheDocument();
  });
});
