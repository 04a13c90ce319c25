import type { LayoutLink } from '../../lib/layout-texts';

/** Each link names its words in the layout's texts, so the header and footer read in the page's language. */
interface NavLink {
  to: string;
  text: LayoutLink;
}

export const SECTION_LINKS: NavLink[] = [
  { to: '/', text: 'home' },
  { to: '/#testimonials', text: 'testimonials' },
  { to: '/#overview', text: 'overview' },
  { to: '/#features', text: 'features' },
  { to: '/#reviews', text: 'reviews' },
  { to: '/Contact', text: 'contact' },
];

export const FOOTER_LINKS: Record<'product' | 'resources' | 'legal', NavLink[]> = {
  product: [
    { to: '/', text: 'home' },
    { to: '/dashboard', text: 'dashboard' },
    { to: '/Myprofile', text: 'myProfile' },
    { to: '/Feature', text: 'features' },
  ],
  resources: [
    { to: '/faqs', text: 'faqs' },
    { to: '/blog', text: 'blog' },
    { to: '/aboutus', text: 'aboutUs' },
    { to: '/contact', text: 'contactUs' },
  ],
  legal: [
    { to: '/terms-and-conditions', text: 'terms' },
    { to: '/privacy-policy', text: 'privacy' },
    { to: '/legal-disclaimer', text: 'disclaimer' },
    { to: '/payment-policy', text: 'paymentPolicy' },
  ],
};

export const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
] as const;
