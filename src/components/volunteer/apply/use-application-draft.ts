// The application's answers and step, kept across a reload, Back and Forward (application-draft.ts) until it is
// sent. Moving to another step focuses its heading.
import { useEffect, useRef, useState } from 'react';
import { loadDraft, saveDraft } from './application-draft.ts';
import { EMPTY, isEventType, LAST_STEP, type ProgramOption, type Values } from './application-values.ts';

export function useApplicationDraft(programs: ProgramOption[], submitted: boolean) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [step, setStep] = useState(1);
  const [restored, setRestored] = useState(false);
  const [focusHeading, setFocusHeading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The draft of this tab first (read after hydration, so the prebuilt form and the first render agree). On a slow
  // connection a visitor may type into the prebuilt step 1 before this island takes over: keep what they typed.
  // ?program= preselects the program; ?event= is carried into the application (docs/product-rules.md "Application").
  useEffect(() => {
    const draft = loadDraft();
    const typed: Partial<Values> = {};
    if (formRef.current) {
      for (const [name, value] of new FormData(formRef.current)) {
        if (name in EMPTY && typeof value === 'string' && value && name !== 'agreement_accepted') {
          Object.assign(typed, { [name]: value });
        }
      }
    }
    const query = new URLSearchParams(window.location.search);
    const program = query.get('program');
    const event = query.get('event');
    setValues((current) => ({
      ...current,
      ...draft?.values,
      ...typed,
      program_id: programs.some((entry) => entry.id === program)
        ? (program ?? '')
        : (draft?.values.program_id ?? current.program_id),
      event_type: isEventType(event) ? event : (draft?.values.event_type ?? current.event_type),
    }));
    if (draft) setStep(draft.step);
    setRestored(true);
  }, [programs]);

  useEffect(() => {
    if (restored && !submitted) saveDraft(values, step);
  }, [values, step, restored, submitted]);

  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const goTo = (next: number) => {
    setStep(Math.min(LAST_STEP, Math.max(1, next)));
    setFocusHeading(true);
  };

  return { values, setValues, step, setStep, set, goTo, formRef, headingRef };
}
