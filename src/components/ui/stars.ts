// How many of a rating's five stars are filled: the floor of the rating, within 0-5 (docs/product-rules.md
// "Services"). The stars are drawn by the `.stars` rule of global.css from this number, as its --filled.
export function filledStars(rating: number): number {
  return Math.max(0, Math.min(5, Math.floor(rating)));
}
