// A rating's five stars in a React island, drawn as everywhere else by global.css's `.stars` (src/components/ui/stars.ts).
// Decorative beside a text that gives the rating, unless a label makes it an image of its own.
import type { CSSProperties } from 'react';
import { filledStars } from './stars.ts';

export function Stars({ rating, label }: { rating: number; label?: string }) {
  const style = { '--filled': filledStars(rating) } as CSSProperties;
  return label ? (
    <span className="stars" style={style} role="img" aria-label={label} />
  ) : (
    <span className="stars" style={style} aria-hidden="true" />
  );
}
