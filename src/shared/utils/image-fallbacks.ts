// What a page does when an image fails to load, without inline event handlers (the pages' Content-Security-Policy
// runs no inline script, so `onerror="..."` attributes would never run). An <img> names its fallback in a data
// attribute; one listener, in capture (error events do not bubble), applies it:
//   data-fallback="parent"    its parent gets the class `is-failed` (the parent's CSS shows a placeholder);
//   data-fallback-src="/..."  its src becomes that image, once;
//   data-fallback-text="..."  it is replaced by that text (an initial).

function fallBack(img: HTMLImageElement): void {
  const { fallback, fallbackSrc, fallbackText } = img.dataset;
  if (fallback === 'parent') img.parentElement?.classList.add('is-failed');
  else if (fallbackSrc && img.dataset.fellBack !== 'true') {
    img.dataset.fellBack = 'true';
    img.src = fallbackSrc;
  } else if (fallbackText !== undefined) img.replaceWith(document.createTextNode(fallbackText));
}

const FALLBACKS = 'img[data-fallback], img[data-fallback-src], img[data-fallback-text]';

export function watchImageFallbacks(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(FALLBACKS)) fallBack(event.target);
    },
    true,
  );
  // Images that failed before this module ran (module scripts run after parsing).
  for (const img of document.querySelectorAll<HTMLImageElement>(FALLBACKS)) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  }
}
