// Starts swiper on the server-rendered product slides (loaded only once the carousel is near the viewport).
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { CAROUSEL_AUTOPLAY_MS } from '../shell/shell-constants.ts';

export function initProductsCarousel(root: HTMLElement): Swiper | undefined {
  const container = root.querySelector<HTMLElement>('.swiper');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-autoplay]');
  if (!container || !toggle) return undefined;
  const swiper = new Swiper(container, {
    modules: [Autoplay, A11y],
    slidesPerView: 1,
    spaceBetween: 0,
    loop: true,
    // Without motion the slides change at once: a transition the page's reduced-motion CSS shortens to nothing may
    // never report its end, and swiper's loop then refuses every later slide, stopping Next after one round.
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    breakpoints: { 640: { spaceBetween: 20 }, 768: { spaceBetween: 30 }, 1024: { spaceBetween: 40 } },
    autoplay: { delay: CAROUSEL_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
    // The slides' labels are the page's language, written in ProductsCarousel.astro: swiper's own ("1 / 8") would
    // replace them.
    a11y: { enabled: true, slideRole: 'group', slideLabelMessage: '', containerRoleDescriptionMessage: 'carousel' },
  });
  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => swiper.slidePrev());
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => swiper.slideNext());
  toggle.addEventListener('click', () => {
    const paused = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(paused));
    // The texts are the page's language, written on the button (ProductsCarousel.astro).
    toggle.firstChild!.textContent = paused
      ? (toggle.dataset.textPlay ?? 'Play')
      : (toggle.dataset.textPause ?? 'Pause');
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
  });
  // Keyboard users pause by focusing inside, as pointer users do by hovering.
  root.addEventListener('focusin', () => swiper.autoplay.pause());
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null) && toggle.getAttribute('aria-pressed') !== 'true') {
      swiper.autoplay.resume();
    }
  });
  return swiper;
}
