import { useSyncExternalStore } from 'react';

/**
 * The words of the header, the footer, the sign-out dialog and a page's loading and failure notes. They are on every page, the landing page too, so
 * they stay out of i18next (which only translated pages load): English is here, and a translated page hands the
 * layout its own language's words (the `layout` namespace) with `showLayoutTexts` while it is shown.
 */
export const ENGLISH_LAYOUT_TEXTS = {
  skipToContent: 'Skip to content',
  tagline: 'Get Trained with {product} Mock Interview!',
  brandHome: '{product} home',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  links: {
    home: 'Home',
    testimonials: 'Testimonials',
    overview: 'Overview',
    features: 'Features',
    reviews: 'Reviews',
    contact: 'Contact',
    dashboard: 'Dashboard',
    pricing: 'Pricing',
    login: 'Login',
    signUp: 'Sign up',
    myProfile: 'My Profile',
    faqs: 'FAQs',
    blog: 'Blog',
    aboutUs: 'About Us',
    contactUs: 'Contact Us',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    disclaimer: 'Legal Disclaimer',
    paymentPolicy: 'Payment Policy',
  },
  accountMenu: 'Account menu for {name}',
  signOut: 'Sign Out',
  signOutDialog: {
    title: 'Confirm Sign Out',
    cancel: 'Cancel',
    text: 'Are you sure you want to sign out?',
  },
  pageStatus: {
    loading: 'Loading...',
    failed: 'This page could not be loaded. Check your connection and try again.',
    reload: 'Reload',
  },
  footer: {
    about: 'AI mock interviews for US student and visitor visas: practise, get scored, improve.',
    social: 'Social links',
    product: 'Product',
    resources: 'Resources',
    legal: 'Legal',
    rights: '© {year} {product}. All rights reserved.',
    version: 'Version {version}',
  },
};

export type LayoutTexts = typeof ENGLISH_LAYOUT_TEXTS;
export type LayoutLink = keyof LayoutTexts['links'];

let shown: LayoutTexts = ENGLISH_LAYOUT_TEXTS;
const listeners = new Set<() => void>();

/** Shows the layout in a translated page's words; null when it is no longer shown, back to English. */
export function showLayoutTexts(texts: LayoutTexts | null): void {
  shown = texts ?? ENGLISH_LAYOUT_TEXTS;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The layout's words in the language of the page it surrounds. */
export function useLayoutTexts(): LayoutTexts {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => ENGLISH_LAYOUT_TEXTS,
  );
}
