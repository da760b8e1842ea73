// The round mark that says "done": above a sent form's heading (SuccessPanel) and the booking confirmation's.
import IslandIcon, { type IslandIconName } from './IslandIcon.tsx';
import styles from './SuccessMark.module.css';

interface Props {
  icon: IslandIconName;
  /** At the start of a left-aligned panel instead of centred above it. */
  align?: 'start' | 'center';
}

export default function SuccessMark({ icon, align = 'center' }: Props) {
  return (
    <span className={align === 'start' ? `${styles.mark} ${styles.start}` : styles.mark} aria-hidden="true">
      <IslandIcon name={icon} />
    </span>
  );
}
