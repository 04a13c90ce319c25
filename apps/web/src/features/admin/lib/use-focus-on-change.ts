import { useEffect, useRef } from 'react';

/**
 * Moves focus (and the view) to the element when `key` changes: a detail panel opened from a table row takes the
 * keyboard user to what they asked to see.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what moves the focus.
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
