// The "Healing Memories" slideshow. The index wraps at both ends; autoplay advances every 4000 ms and pauses while
// a mouse pointer is over the slideshow, while keyboard focus is inside it, or after the visitor presses Pause.
// A tap or a mouse click leaves no pause behind: a touch is not a hover, and focus left on a clicked button is not
// a keyboard user reading; pressing Play clears both waits, so the label never says Pause while nothing moves.
import { GALLERY_ADVANCE_MS } from '../shell/shell-constants.ts';

/** Index after moving `step` from `index` among `total`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total;
}

/**
 * Scrolls the thumbnail strip (only the strip: the page stays where the visitor left it, autoplay included) so
 * the active thumbnail is in view on a phone, where the strip is wider than the screen.
 */
function revealThumb(thumb: HTMLElement | undefined): void {
  const strip = thumb?.closest<HTMLElement>('ul');
  if (!thumb || !strip) return;
  const box = strip.getBoundingClientRect();
  const own = thumb.getBoundingClientRect();
  const delta = own.left < box.left ? own.left - box.left : own.right > box.right ? own.right - box.right : 0;
  if (delta === 0) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  strip.scrollBy({ left: delta, behavior: smooth ? 'smooth' : 'instant' });
}

export function initGallery(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  const counter = root.querySelector<HTMLElement>('[data-gallery-counter]');
  const progress = root.querySelector<HTMLElement>('[data-gallery-progress]');
  const play = root.querySelector<HTMLButtonElement>('[data-gallery-play]');
  if (slides.length === 0 || !counter || !progress || !play) return;

  let index = 0;
  let userPaused = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: Animation | undefined;

  const running = () => !userPaused && !hovered && !focused;

  // The bar fills over each slide's time. An animation of its own starts again from empty without reading layout:
  // restarting a CSS transition needs a layout read, which on page load laid out the whole long home page
  // (docs/performance.md). Under reduced motion the bar is full at once, as the stylesheet makes transitions.
  const restartProgress = () => {
    bar?.cancel();
    if (!running()) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      bar = progress.animate({ transform: 'scaleX(1)' }, { duration: 0, fill: 'forwards' });
      return;
    }
    bar = progress.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: GALLERY_ADVANCE_MS,
      easing: 'linear',
      fill: 'forwards',
    });
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (running()) timer = setTimeout(() => show(wrapIndex(index, 1, slides.length)), GALLERY_ADVANCE_MS);
    restartProgress();
  };

  // A hidden slide's lazy picture loads only once shown, so autoplay would show its loading flower first: once the
  // shown picture has loaded, the next one loads too.
  const loadAfter = (position: number) => {
    const picture = slides[wrapIndex(position, 1, slides.length)]?.querySelector('img');
    if (picture) picture.loading = 'eager';
  };
  const loadNextOnceShown = () => {
    const shown = index;
    const picture = slides[shown]?.querySelector('img');
    if (!picture || (picture.complete && picture.naturalWidth > 0)) loadAfter(shown);
    else picture.addEventListener('load', () => loadAfter(shown), { once: true });
  };

  function show(next: number): void {
    index = next;
    slides.forEach((slide, position) => {
      slide.hidden = position !== index;
    });
    thumbs.forEach((thumb, position) => {
      if (position === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
    // The texts are the page's language, written on the slideshow (Gallery.astro).
    counter!.textContent = (root.dataset.textSlide ?? '{index} of {total}')
      .replace('{index}', String(index + 1))
      .replace('{total}', String(slides.length));
    revealThumb(thumbs[index]);
    loadNextOnceShown();
    schedule();
  }

  root.querySelector('[data-gallery-prev]')?.addEventListener('click', () => show(wrapIndex(index, -1, slides.length)));
  root.querySelector('[data-gallery-next]')?.addEventListener('click', () => show(wrapIndex(index, 1, slides.length)));
  thumbs.forEach((thumb, position) => {
    thumb.addEventListener('click', () => show(position));
  });
  play.addEventListener('click', () => {
    userPaused = !userPaused;
    if (!userPaused) {
      hovered = false;
      focused = false;
    }
    play.textContent = userPaused ? (root.dataset.textPlay ?? 'Play') : (root.dataset.textPause ?? 'Pause');
    play.setAttribute('aria-pressed', String(userPaused));
    schedule();
  });
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    schedule();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', (event) => {
    focused = event.target instanceof Element && event.target.matches(':focus-visible');
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    schedule();
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(wrapIndex(index, 1, slides.length));
    else if (event.key === 'ArrowLeft') show(wrapIndex(index, -1, slides.length));
    else return;
    event.preventDefault();
  });
  loadNextOnceShown();
  schedule();
}
