// The generic error screen (docs/product-rules.md "Shell"), in the page's language: the page hands an island its
// texts as the `errorScreen` prop (messages common.errorScreen, docs/i18n.md); English when it does not.
import type { Messages } from '../../i18n/messages/index.ts';

export type ErrorScreenTexts = Messages['common']['errorScreen'];

const ENGLISH: ErrorScreenTexts = {
  title: 'Something went wrong',
  text: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  refresh: 'Refresh Page',
};

export function ErrorScreen({ texts = ENGLISH }: { texts?: ErrorScreenTexts | undefined }) {
  return (
    <div className="error-screen" role="alert" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
      <h2>{texts.title}</h2>
      <p>{texts.text}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {texts.refresh}
      </button>
    </div>
  );
}
