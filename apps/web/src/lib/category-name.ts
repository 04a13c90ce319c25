/** A question category's slug as people read it: "study-plans" → "Study plans". */
export function categoryName(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
