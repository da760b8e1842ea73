// The review wizard's values and step, restored from the tab's draft after hydration (so the server-rendered form
// and the first client render agree) and saved at every change until the review is sent.
import { useEffect, useState } from 'react';
import { loadDraft, saveDraft } from './review-draft.ts';
import { EMPTY_REVIEW, type ReviewFormValues } from './review-form-values.ts';

export function useReviewDraft(submitted: boolean) {
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW);
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      setValues((current) => ({ ...current, ...draft.values }));
      setStep(draft.step);
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored && !submitted) saveDraft(values, step);
  }, [values, step, restored, submitted]);

  return { values, setValues, step, setStep, restored };
}
