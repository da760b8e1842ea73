// What the applicant typed survives a reload, Back and Forward (sessionStorage: this tab only, gone when it closes),
// as in the booking and review wizards: the answers and the step. Not kept: medical conditions (health information
// never leaves the live page, as in the booking) and the agreement (given fresh, at the moment of sending).
import { EMPTY, isEventType, LAST_STEP, type Values } from './application-values.ts';

const KEY = 'wedakama:volunteer-application-draft';

type Kept = Exclude<keyof Values, 'medical_conditions' | 'agreement_accepted' | 'event_type'>;
const KEPT = (Object.keys(EMPTY) as (keyof Values)[]).filter(
  (key): key is Kept => key !== 'medical_conditions' && key !== 'agreement_accepted' && key !== 'event_type',
);

export interface ApplicationDraft {
  values: Partial<Values>;
  step: number;
}

export function loadDraft(): ApplicationDraft | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const { values, step } = JSON.parse(raw) as { values?: Record<string, unknown>; step?: unknown };
    const restored: Partial<Values> = {};
    for (const key of KEPT) {
      const value = values?.[key];
      if (typeof value === 'string') restored[key] = value;
    }
    const eventType = values?.event_type;
    if (typeof eventType === 'string' && isEventType(eventType)) restored.event_type = eventType;
    const kept = typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= LAST_STEP;
    return { values: restored, step: kept ? step : 1 };
  } catch {
    return undefined; // storage blocked (private mode) or a damaged draft: start afresh
  }
}

export function saveDraft(values: Values, step: number): void {
  const kept = Object.fromEntries([...KEPT, 'event_type' as const].map((key) => [key, values[key]]));
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ values: kept, step }));
  } catch {
    // storage full or blocked: the form still works, only a reload would lose the answers
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
