// The feedback form's two radio questions: the rating (1 to 5 stars) and whether the volunteer would recommend the
// programme. Each input's props come from the form (`choice`), which holds the answers.
import type { ComponentProps } from 'react';
import type { Messages } from '../../../i18n/messages/index.ts';

export type ChoiceName = 'rating' | 'would_recommend';

interface Props {
  choice: (name: ChoiceName, value: string) => ComponentProps<'input'>;
  error: string | undefined;
  t: Messages['volunteer']['feedback'];
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

export function RatingChoice({ choice, error, t }: Props) {
  return (
    <fieldset className="field feedback-form__choices" data-field="rating" aria-invalid={error ? true : undefined}>
      <legend className="required">{t.rating}</legend>
      <div className="feedback-form__stars">
        {RATINGS.map((rating, index) => (
          <label key={rating} className="feedback-form__star">
            <input {...choice('rating', rating)} id={index === 0 ? 'feedback-rating' : undefined} required />
            <span aria-hidden="true">{rating}</span>
            <span className="visually-hidden">{t.ratingLabels[rating]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="feedback-rating-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function RecommendChoice({ choice, error, t }: Props) {
  return (
    <fieldset className="field feedback-form__choices" data-field="would_recommend">
      <legend className="required">{t.wouldRecommend}</legend>
      <div className="feedback-form__yesno">
        <label>
          <input {...choice('would_recommend', 'true')} id="feedback-would_recommend" required /> {t.yes}
        </label>
        <label>
          <input {...choice('would_recommend', 'false')} /> {t.no}
        </label>
      </div>
      {error && (
        <p id="feedback-would_recommend-error" className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
