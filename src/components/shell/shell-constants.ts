// Business constants of the shell and the home page (docs/product-rules.md "Shell").
export const SCROLL_TOP_THRESHOLD = 300;
export const MOBILE_BREAKPOINT = 768;
export const SPLASH_DESKTOP_MS = 4000;
export const SPLASH_MOBILE_MS = 3000;
export const HERO_SWAP_MS = 3000;
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const GALLERY_ADVANCE_MS = 4000;
export const SERVICES_COLLAPSED = 3;
export const CENTERS_COLLAPSED = 3;
export const TESTIMONIALS_COLLAPSED = 3;
