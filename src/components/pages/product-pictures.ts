// The product page's thumbnails: a click shows that picture in the main frame and marks its thumbnail pressed.
export function initProductPictures(): void {
  const main = document.querySelector<HTMLImageElement>('[data-product-image]');
  const thumbs = [...document.querySelectorAll<HTMLButtonElement>('[data-product-thumb]')];
  if (!main) return;
  // The cover's thumbnail names no picture: it brings back the one the page opened with, which may be a drawing
  // written into the page (a data: URI).
  const cover = main.src;
  for (const thumb of thumbs) {
    thumb.addEventListener('click', () => {
      main.src = thumb.dataset.src ?? cover;
      main.alt = thumb.dataset.alt ?? main.alt;
      // The picture's description keeps its language (English for pictures whose text is not translated).
      main.lang = thumb.dataset.lang ?? main.lang;
      for (const other of thumbs) other.setAttribute('aria-pressed', String(other === thumb));
    });
  }
}
