/**
 * An SVG drawing as a `data:` URI for an `<img src>`: the drawing arrives with the page instead of as a request of
 * its own (docs/performance.md). Only the characters a valid URL cannot
 * hold are escaped (spaces, quotes, `#`, `%`, the tag brackets, anything outside ASCII), so the text stays about
 * the SVG's size and compresses with the page.
 */
export function svgDataUri(svg: string): string {
  const withNamespace = /<svg\b[^>]*\sxmlns=/.test(svg)
    ? svg
    : svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  const compact = withNamespace.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
  return `data:image/svg+xml,${compact.replace(/[^\w\-.~:/?@!$&'()*+,;=]/gu, (character) => encodeURIComponent(character))}`;
}
