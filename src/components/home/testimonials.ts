// Testimonials: the 3-of-6 toggle and video cards that swap their poster for the external player on click.
import { TESTIMONIALS_COLLAPSED } from '../shell/shell-constants.ts';

export function initTestimonials(): void {
  const list = document.querySelector<HTMLElement>('[data-testimonials-list]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-testimonials-toggle]');
  if (list && toggle) {
    const stories = [...list.querySelectorAll<HTMLElement>('[data-story]')];
    toggle.hidden = stories.length <= TESTIMONIALS_COLLAPSED;
    toggle.addEventListener('click', () => {
      const expanded = toggle.getAttribute('aria-expanded') !== 'true';
      stories.forEach((story, index) => {
        story.hidden = !expanded && index >= TESTIMONIALS_COLLAPSED;
      });
      toggle.setAttribute('aria-expanded', String(expanded));
      // The texts are the page's language, written on the button (Testimonials.astro).
      toggle.textContent = expanded
        ? (toggle.dataset.textLess ?? 'Show Less Stories')
        : (toggle.dataset.textMore ?? 'Discover More Stories');
    });
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-video-play]')) {
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = button.dataset.videoSrc ?? '';
      frame.title = button.dataset.videoTitle ?? 'Video story';
      frame.allow = 'autoplay; fullscreen; picture-in-picture';
      frame.allowFullscreen = true;
      button.replaceWith(frame);
      frame.focus();
    });
  }
}
