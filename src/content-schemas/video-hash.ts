// Checks on a video's private-link hash, apart from the collection so tests can run them without Astro.

/**
 * A made-up private-link hash such as "a1b2c3d4e5" or "0a9b8c7d6e": its letters and its digits (or all its
 * characters) run up or down one step at a time. Real hashes are random; a placeholder sends the patient who taps
 * the story to the video host's error page.
 */
export function isPlaceholderHash(hash: string): boolean {
  const step = (a: string, b: string) => {
    const digits = /\d/.test(a) && /\d/.test(b);
    const span = digits ? 10 : 26;
    const value = (c: string) => (digits ? Number(c) : c.charCodeAt(0) - 97);
    return (((value(b) - value(a)) % span) + span) % span;
  };
  const runs = (chars: string[]) => {
    if (chars.length < 2) return true;
    const steps = new Set(chars.slice(1).map((c, index) => step(chars[index] ?? c, c)));
    return steps.size === 1 && [...steps].every((value) => value === 0 || value === 1 || value >= 9);
  };
  const chars = [...hash];
  const letters = chars.filter((c) => /[a-f]/.test(c));
  const digits = chars.filter((c) => /\d/.test(c));
  return runs(chars) || (runs(letters) && runs(digits));
}
