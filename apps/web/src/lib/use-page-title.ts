import { PRODUCT_NAME } from '@visaready/shared';
import { useEffect } from 'react';

/** The document title of a page called `title` (the product's name alone for ''). */
export function pageTitle(title: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
