// The floating buttons ("Back to top", quick access) sit in the screen's bottom corners. While a form's buttons, a
// block marked data-keep-clear (the wizard's Previous/Next, the contact page's directions) or the footer pass
// through that strip, <html data-floating-aside> hides them, so they never cover a control or its text
// (docs/product-rules.md "Shell"). React islands add their buttons after this runs: new ones are watched as they come.

/** What the floating buttons must leave uncovered. */
const KEEP_CLEAR = '[data-keep-clear], .site-footer, form :is(button, .btn)';
/** The strip they occupy: the bottom 15% of the screen (100 px on a 667 px phone, for 72 px of buttons). */
const BOTTOM_STRIP = '-85% 0px 0px 0px';

export function keepFloatingButtonsClear(): void {
  const inStrip = new Set<Element>();
  const watched = new WeakSet<Element>();
  const show = () => {
    for (const element of inStrip) if (!element.isConnected) inStrip.delete(element);
    document.documentElement.toggleAttribute('data-floating-aside', inStrip.size > 0);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inStrip.add(entry.target);
        else inStrip.delete(entry.target);
      }
      show();
    },
    { rootMargin: BOTTOM_STRIP },
  );
  const watchNew = () => {
    for (const element of document.querySelectorAll(KEEP_CLEAR)) {
      if (watched.has(element)) continue;
      watched.add(element);
      observer.observe(element);
    }
    show();
  };
  watchNew();
  new MutationObserver(watchNew).observe(document.body, { childList: true, subtree: true });
}
