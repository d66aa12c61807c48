// Leave a Review: rating 1-5 and feedback, both required ("Both feedback and rating are required."). Props only.
import { useState, type FormEvent } from 'react';
import { MESSAGES, RATING } from '@spotless/shared-data';
import { Button, FormError, RadioGroup, TextAreaField } from '@spotless/shared-ui';
import { Actions, Stack } from '../../components/layout';

export function ReviewForm({ submitting, onSubmit, onCancel }: { submitting: boolean; onSubmit: (value: { rating: number; feedback: string }) => void; onCancel: () => void }) {
  const [rating, setRating] = useState('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating || !feedback.trim()) return setError(MESSAGES.reviews.feedbackAndRatingRequired);
    setError(null);
    onSubmit({ rating: Number.parseInt(rating, 10), feedback });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Leave a Review">
      <Stack $gap={8}>
        <RadioGroup
          label="Rating"
          name="rating"
          inline
          required
          options={RATING.values.map((v) => ({ value: String(v), label: `${v} ★` }))}
          value={rating}
          onChange={setRating}
        />
        <TextAreaField label="Feedback" name="feedback" required rows={4} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submitting} loadingText="Submitting...">
            Submit Review
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
