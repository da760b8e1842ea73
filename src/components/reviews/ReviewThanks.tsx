// The review wizard's success screen: thanks, then home or the others' stories.
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import SuccessPanel from '../forms/SuccessPanel.tsx';
import styles from './ReviewWizard.module.css';

export default function ReviewThanks({ t, locale }: { t: Messages['review']; locale: Locale }) {
  return (
    <SuccessPanel
      className={`card ${styles.success}`}
      heading={t.thanksHeading}
      headingId="review-success-heading"
      links={{
        className: styles.actions,
        primary: { href: localizedPath('/', locale), label: t.home },
        secondary: { href: localizedPath('/testimonials', locale), label: t.readOthers },
      }}
    >
      <p>{t.thanksText}</p>
    </SuccessPanel>
  );
}
