// Beside a patient's name on the day sheet: how often they did not come before (the Patients screen's count), so the
// desk can call ahead. Nothing for a patient who always came.
export default function NoShowBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return <span className="ds-noshows">{`${count} no-show${count === 1 ? '' : 's'}`}</span>;
}
