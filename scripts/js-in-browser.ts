// Prints the JavaScript pages make Chromium download, compressed, after loading and scrolling to the bottom
// (scripts/lib/js-in-browser.ts), against a running server: node scripts/js-in-browser.ts http://127.0.0.1:8888
// /services /si/services ...; with one path it also lists the scripts.
import { javaScriptInBrowser, launchChromium } from './lib/js-in-browser.ts';

const [base = 'http://127.0.0.1:8888', ...paths] = process.argv.slice(2);
const browser = await launchChromium();
try {
  for (const page of paths.length > 0 ? paths : ['/', '/services', '/volunteer', '/about']) {
    const { bytes, scripts } = await javaScriptInBrowser(browser, new URL(page, base).href);
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${page}`);
    if (paths.length === 1)
      for (const s of scripts) console.log(`        ${(s.bytes / 1024).toFixed(1).padStart(6)}  ${s.url}`);
  }
} finally {
  await browser.close();
}
