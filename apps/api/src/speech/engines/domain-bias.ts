/**
 * Words the second pass leans towards: the names in applicants' answers that a general recogniser hears as common
 * words ("Wipro" as "whippo", "lakh" as "light"). Only the distinctive words of each name: "Bank of Baroda" gives
 * "Baroda", since favouring "Bank" or "University" would only distort ordinary speech.
 */
import { DOMAIN_NAMES } from '../lm/generated-answers';

const COMMON_NAME_WORDS = new Set([
  'the',
  'of',
  'at',
  'and',
  'in',
  'for',
  'university',
  'state',
  'college',
  'institute',
  'technology',
  'bank',
  'national',
  'union',
  'indian',
  'india',
  'services',
  'finance',
  'new',
  'north',
  'south',
  'east',
  'west',
  'san',
  'los',
  'saint',
  'southern',
  'northern',
  'central',
  'city',
  'tech',
  'science',
  'sciences',
  'international',
  'consultancy',
]);

/** Indian amounts, said in every answer about money. */
const AMOUNT_WORDS = ['lakh', 'lakhs', 'crore', 'crores'];

export function domainBiasWords(names: readonly string[] = DOMAIN_NAMES): string[] {
  const words = new Set(AMOUNT_WORDS);
  for (const name of names) {
    for (const word of name.split(/\s+/)) {
      if (/^[A-Z][a-z]{2,}$/.test(word) && !COMMON_NAME_WORDS.has(word.toLowerCase())) words.add(word);
    }
  }
  return [...words].sort();
}
