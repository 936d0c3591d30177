/**
 * The Write a Review strip's form (shopper spec §2): 1–5 stars, the text and Submit; also edits
 * the customer's own review. Checks what it can before sending ('Please enter a review') and
 * shows the server's refusal otherwise; 'Review submitted successfully' on success.
 */
import {
  MAX_REVIEW_LENGTH,
  REVIEW_STARS_REQUIRED,
  REVIEW_SUBMITTED,
  reviewTextProblem,
} from '@shop/domain/reviews/review.rules';
import type { OwnReview } from '@shop/domain/reviews/review.responses';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { inputClasses, labelClasses } from '../../../components/ui/input';
import { useSaveReview } from '../api/save-review';
import { ReviewStarsInput } from './review-stars-input';

interface ReviewFormProps {
  productId: string;
  customerId: string;
  /** The review being edited, if any. */
  current: OwnReview | null;
  onDone: () => void;
}

export function ReviewForm({ productId, customerId, current, onDone }: ReviewFormProps) {
  const [stars, setStars] = useState(current?.stars ?? 0);
  const [text, setText] = useState(current?.review ?? '');
  const [errors, setErrors] = useState<{ stars?: string; text?: string }>({});
  const save = useSaveReview(productId, customerId);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      stars: stars >= 1 && stars <= 5 ? undefined : REVIEW_STARS_REQUIRED,
      text: reviewTextProblem(text),
    };
    setErrors(problems);
    if (problems.stars || problems.text) return;
    // mutateAsync, not mutate's callbacks: saving shows the customer's review in place of this
    // form, and callbacks given to mutate are dropped once their component has unmounted.
    save.mutateAsync({ stars, review: text }).then(
      () => {
        toast.success(REVIEW_SUBMITTED);
        onDone();
      },
      (error: Error) => toast.error(error.message),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ReviewStarsInput value={stars} onChange={setStars} error={errors.stars} />
      <div>
        <label htmlFor={textId} className={labelClasses}>
          Your review
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={MAX_REVIEW_LENGTH + 200}
          placeholder="What did you build with it? How did it work?"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${textId}-message`}
          className={inputClasses}
        />
        <p
          id={`${textId}-message`}
          className={`mt-1 text-sm ${errors.text ? 'text-red-600' : 'text-slate-500'}`}
          role={errors.text ? 'alert' : undefined}
        >
          {errors.text ??
            `${text.trim().length.toLocaleString('en-IN')} / ${MAX_REVIEW_LENGTH.toLocaleString('en-IN')} characters`}
        </p>
      </div>
      <div className="flex gap-3">
        <Button type="submit" isLoading={save.isPending}>
          Submit
        </Button>
        {current && (
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
