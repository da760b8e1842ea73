// The floating buttons ("Back to top", quick access) sit in the screen's bottom corners. While a form's buttons, a
// block marked data-keep-clear (the wizard's Previous/Next, the contact page's directions) or the footer pass
// through that strip, or any other link, button or field of the page lies under one of them (a call to action,
// a card's button, a carousel's arrows as the visitor scrolls), <html data-floating-aside> hides them, so they
// never cover a control (docs/product-rules.md "Shell"). React islands add their buttons after this runs: new ones
// are watched as they come.

/** What the floating buttons must leave uncovered while it passes through their strip. */
const KEEP_CLEAR = '[data-keep-clear], .site-footer, form :is(button, .btn)';
/** The strip they occupy: the bottom 15% of the screen (100 px on a 667 px phone, for 72 px of buttons). */
const BOTTOM_STRIP = '-85% 0px 0px 0px';
/** The floating buttons themselves, and what a visitor could tap under them. */
const FLOATING = '[data-quick-access] > button, [data-scroll-top]';
const CONTROL = 'a[href], button, input, select, textarea, summary, label, [role=button]';

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether a control of the page, shown, lies (even in part) under a floating button's box. */
function controlUnderFloating(): boolean {
  const buttons = [...document.querySelectorAll(FLOATING)]
    .map((button) => button.getBoundingClientRect())
    .filter((box) => box.width > 0);
  if (buttons.length === 0) return false;
  const top = Math.min(...buttons.map((box) => box.top));
  for (const control of document.querySelectorAll(CONTROL)) {
    const box = control.getBoundingClientRect();
    // Most controls are above or below the screen's bottom corners; only the few there are looked at closer.
    if (box.bottom <= top || box.top >= innerHeight || box.width === 0) continue;
    if (control.closest('[data-quick-access], [data-scroll-top]')) continue;
    if (buttons.some((button) => overlap(box, button)) && control.checkVisibility({ visibilityProperty: true })) {
      return true;
    }
  }
  return false;
}

export function keepFloatingButtonsClear(): void {
  const inStrip = new Set<Element>();
  const watched = new WeakSet<Element>();
  let frame = 0;
  const show = () => {
    frame = 0;
    for (const element of inStrip) if (!element.isConnected) inStrip.delete(element);
    document.documentElement.toggleAttribute('data-floating-aside', inStrip.size > 0 || controlUnderFloating());
  };
  const showNextFrame = () => {
    if (frame === 0) frame = requestAnimationFrame(show);
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
    showNextFrame();
  };
  watchNew();
  new MutationObserver(watchNew).observe(document.body, { childList: true, subtree: true });
  addEventListener('scroll', showNextFrame, { passive: true });
  addEventListener('resize', showNextFrame, { passive: true });
}
