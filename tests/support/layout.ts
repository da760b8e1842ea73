// Layout checks a visitor would notice, run inside the page: content wider than the screen, a floating element
// (quick access, scroll-to-top, toasts) over a control on the first screen or one the visitor has scrolled to, header
// items over each other.
import type { Page } from 'playwright-core';
import { pageSettled } from './browser.ts';

export interface LayoutReport {
  /** Elements sticking out past the page's right edge ("tag.class" with their right edge), when it scrolls sideways. */
  overflow: string[];
  /** "control under floating element" pairs. */
  covered: string[];
  /** "item / item" pairs of header items that overlap; header items whose label wraps, is cut or runs past the edge. */
  header: string[];
}

/** Checks the page once it has settled; scrolls it, so run it last on a page. */
export async function checkLayout(page: Page): Promise<LayoutReport> {
  await pageSettled(page);
  return page.evaluate(async () => {
    const describe = (element: Element) => {
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}${label ? ` "${label.slice(0, 40)}"` : ''}`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // checkVisibility: a field inside a closed <details> keeps a box in Chromium but is not shown; scrolled "into
      // view" it lands anywhere, so it is no control a visitor can reach until the details are opened.
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        element.checkVisibility()
      );
    };
    const overlap = (a: DOMRect, b: DOMRect, slack = 1) =>
      a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack;
    // Two frames, so a scrolled page has painted; a timer stands in when Chromium hands a page no frames for a while
    // (seen as a rare 60 s hang of this check on a loaded machine).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });

    const root = document.documentElement;
    const overflow: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) {
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect();
        if (rect.right > root.clientWidth + 1 && visible(element)) {
          overflow.push(`${describe(element)} right=${Math.round(rect.right)}`);
        }
      }
    }

    const header: string[] = [];
    const bar = document.querySelector('.site-header__bar');
    if (bar) {
      const items = [...bar.querySelectorAll('.brand, .nav-link, .phone-link, .book-button, .menu-button')].filter(
        visible,
      );
      const edge = Math.min(bar.getBoundingClientRect().right, root.clientWidth);
      items.forEach((item, index) => {
        const rect = item.getBoundingClientRect();
        if (rect.right > edge + 1) header.push(`${describe(item)} runs past the header's edge`);
        for (const other of items.slice(index + 1)) {
          if (!item.contains(other) && overlap(rect, other.getBoundingClientRect())) {
            header.push(`${describe(item)} / ${describe(other)}`);
          }
        }
        // A label on two lines, or squeezed narrower than its content.
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        let wraps = item.scrollWidth > item.clientWidth + 1;
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)));
          if (lines.size > 1) wraps = true;
        }
        if (wraps) header.push(`${describe(item)} wraps or is cut`);
      });
    }

    const floating = [...document.body.querySelectorAll('*')].filter((element) => {
      const position = getComputedStyle(element).position;
      return position === 'fixed' && !element.closest('dialog');
    });
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main a[href], main button, main input:not([type=hidden]), main select, main textarea, main summary, footer a[href], footer button, footer input, footer select',
      ),
    ].filter((control) => visible(control) && !floating.some((f) => f.contains(control)));
    const covered: string[] = [];
    const coveredNow = (control: HTMLElement, where = '') => {
      const rect = control.getBoundingClientRect();
      for (const element of floating) {
        if (visible(element) && overlap(rect, element.getBoundingClientRect(), 2)) {
          covered.push(`${describe(control)} under ${describe(element)}${where}`);
        }
      }
    };
    // The first screen, as the page opens: what a visitor would tap without scrolling.
    if (scrollY === 0) {
      for (const control of controls) {
        if (control.getBoundingClientRect().top < innerHeight) coveredNow(control, ' on the first screen');
      }
    }
    for (const control of controls) {
      // As focus or a tap on a link to it would: the nearest position that shows it whole.
      const before = scrollY;
      control.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      // The scroll-to-top button shows or hides on the scroll event of the next frame.
      if (scrollY !== before) await frame();
      coveredNow(control);
    }
    return { overflow, covered, header };
  });
}

/** How every form's consent checkbox is drawn (`.checkbox-row`): 24 px, its words beside it on the right. */
export const CONSENT_CHECKBOX = { width: 24, height: 24, wordsBeside: true } as const;

/**
 * A form's checkbox as a visitor sees it, to compare with CONSENT_CHECKBOX: the box's size, and whether its words
 * sit beside it on the right rather than under or over it.
 */
export async function checkboxBesideWords(page: Page, selector: string) {
  return page.locator(selector).evaluate((input) => {
    const box = input.getBoundingClientRect();
    const label = input.closest('label') ?? document.querySelector(`label[for="${input.id}"]`);
    const words = label?.contains(input) ? label.querySelector('span') : label;
    const text = words?.getBoundingClientRect();
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      wordsBeside: text !== undefined && text.left >= box.right && text.top < box.bottom,
    };
  });
}

/**
 * The words of the page's visible headings that are wider than their heading's line, so the browser breaks them
 * inside themselves (Sinhala and Tamil pages allow that rather than overflow): each as '"word" 426 > 288 px'.
 */
export function headingWordsTooWide(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tooWide: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('main h1, main h2')) {
      // A visually hidden heading (a 1 px box) has no line to fit.
      if (!heading.checkVisibility() || heading.clientWidth <= 1) continue;
      const style = getComputedStyle(heading);
      const line = heading.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      for (const word of (heading.textContent ?? '').trim().split(/\s+/)) {
        const probe = document.createElement('span');
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:${style.font};letter-spacing:${style.letterSpacing}`;
        probe.textContent = word;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        if (width > line + 0.5) tooWide.push(`"${word}" ${Math.round(width)} > ${Math.round(line)} px`);
      }
    }
    return tooWide;
  });
}
