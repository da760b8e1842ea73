// "Step 2 of 4", "50% complete" and the bar that shows it.
import type { Messages } from '../../../i18n/messages/index.ts';
import { fill } from '../../../i18n/translate.ts';
import { LAST_STEP } from './application-values.ts';

export default function ApplyProgress({ step, t }: { step: number; t: Messages['volunteer'] }) {
  const percent = Math.round((step / LAST_STEP) * 100);
  return (
    <div className="apply-progress">
      <div className="apply-progress__text">
        <span>{fill(t.stepOf, { step, total: LAST_STEP })}</span>
        <span>{fill(t.percentComplete, { percent })}</span>
      </div>
      <div
        className="apply-progress__bar"
        role="progressbar"
        aria-label={t.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
