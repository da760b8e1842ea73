// What the visitor typed in the review wizard survives a reload of the tab (sessionStorage: this tab only, gone
// when it closes). Kept: the fields written for publication
// (shared/reviews/published-fields.ts: the published answers and the story) and the step. Not kept: e-mail and phone (contact
// details, never published) and consent (given fresh, at the moment of sending).
import { PUBLISHED_REVIEW_FIELDS } from '../../shared/reviews/published-fields.ts';
import type { ReviewFormValues } from './review-form-values.ts';

const KEY = 'wedakama:share-review-draft';

const KEPT = [...PUBLISHED_REVIEW_FIELDS, 'reviewText'] as const satisfies readonly (keyof ReviewFormValues)[];

export interface ReviewDraft {
  values: Partial<ReviewFormValues>;
  step: number;
}

export function loadDraft(): ReviewDraft | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { values, step } = parsed as { values?: Record<string, unknown>; step?: unknown };
    const restored: Partial<ReviewFormValues> = {};
    for (const key of KEPT) {
      const value = values?.[key];
      if (key === 'rating') {
        if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5) restored.rating = value;
      } else if (typeof value === 'string') {
        restored[key] = value;
      }
    }
    return { values: restored, step: typeof step === 'number' && step >= 0 && step <= 2 ? step : 0 };
  } catch {
    return undefined; // storage blocked (private mode) or a damaged draft: start afresh
  }
}

export function saveDraft(values: ReviewFormValues, step: number): void {
  const kept = Object.fromEntries(KEPT.map((key) => [key, values[key]]));
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ values: kept, step }));
  } catch {
    // storage full or blocked: the form still works, only a reload would lose the text
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
