// Analytics (docs/product-rules.md "Search metadata and analytics"): a page view on every path or query change, and `select_promotion` when the
// header "Book Consultation" button is clicked. Nothing is sent, and no script is fetched, unless
// PUBLIC_GA_MEASUREMENT_ID is set at build time; even then Google's script loads only after the visitor first
// interacts with the page. Never personal data: query parameters are kept only when they are on a short list of
// harmless keys (so an e-mail, a phone number or a health detail in a URL is never reported), titles are not sent,
// IP anonymisation is on and advertising signals are off.

export type EventParams = Record<string, string | number | boolean>;

/** Query keys that never carry personal data and that help read the reports. */
export const SAFE_QUERY_KEYS = ['center', 'service', 'category', 'product', 'utm_source', 'utm_medium', 'utm_campaign'];

/** The page address without personal data: path plus only the allowed query keys, no fragment. */
export function safePageLocation(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (SAFE_QUERY_KEYS.includes(key)) kept.append(key, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

export interface Analytics {
  readonly enabled: boolean;
  pageView(href: string): void;
  event(name: string, params?: EventParams): void;
}

type Command = ['js', Date] | ['config', string, EventParams] | ['event', string, EventParams];

/** An analytics client for one measurement id; `push` receives gtag commands (the dataLayer in the browser). */
export function createAnalytics(measurementId: string | undefined, push: (command: Command) => void): Analytics {
  if (!measurementId) return { enabled: false, pageView() {}, event() {} };
  push(['js', new Date()]);
  push([
    'config',
    measurementId,
    { send_page_view: false, anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false },
  ]);
  return {
    enabled: true,
    pageView(href) {
      push(['event', 'page_view', { page_location: safePageLocation(href) }]);
    },
    event(name, params = {}) {
      push(['event', name, params]);
    },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const MEASUREMENT_ID: string | undefined = import.meta.env.PUBLIC_GA_MEASUREMENT_ID || undefined;

let browserAnalytics: Analytics | undefined;

function analytics(): Analytics {
  browserAnalytics ??= createAnalytics(MEASUREMENT_ID, (command) => {
    window.dataLayer ??= [];
    // gtag.js reads each command as an Arguments object, exactly as its own snippet pushes them.
    (function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects
      window.dataLayer?.push(arguments);
    })(...command);
  });
  return browserAnalytics;
}

export function trackEvent(name: string, params?: EventParams): void {
  analytics().event(name, params);
}

/** The header "Book Consultation" buttons: location header, variant desktop or mobile. */
export function trackPromotion(location: string, variant: 'desktop' | 'mobile'): void {
  trackEvent('select_promotion', {
    location,
    variant,
    promotion_name: 'Book Consultation',
    creative_slot: `${location}_${variant}`,
  });
}

/** Reports this page and every later path or query change (history navigation), then loads gtag.js lazily. */
export function startAnalytics(): void {
  const client = analytics();
  if (!client.enabled || !MEASUREMENT_ID) return;
  let last = '';
  const report = () => {
    const key = location.pathname + location.search;
    if (key === last) return;
    last = key;
    client.pageView(location.href);
  };
  report();
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      report();
    };
  }
  addEventListener('popstate', report);
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(MEASUREMENT_ID)}`;
    document.head.append(script);
  };
  const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  const once = () => {
    for (const name of events) removeEventListener(name, once);
    load();
  };
  for (const name of events) addEventListener(name, once, { passive: true });
}
