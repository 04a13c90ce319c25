export const SECTION_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/#testimonials', label: 'Testimonials' },
  { to: '/#overview', label: 'Overview' },
  { to: '/#features', label: 'Features' },
  { to: '/#reviews', label: 'Reviews' },
  { to: '/Contact', label: 'Contact' },
] as const;

export const FOOTER_LINKS = {
  product: [
    { to: '/', label: 'Home' },
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/Myprofile', label: 'My Profile' },
    { to: '/Feature', label: 'Features' },
  ],
  resources: [
    { to: '/faqs', label: 'FAQs' },
    { to: '/blog', label: 'Blog' },
    { to: '/aboutus', label: 'About Us' },
    { to: '/contact', label: 'Contact Us' },
  ],
  legal: [
    { to: '/terms-and-conditions', label: 'Terms and Conditions' },
    { to: '/privacy-policy', label: 'Privacy Policy' },
    { to: '/legal-disclaimer', label: 'Legal Disclaimer' },
    { to: '/payment-policy', label: 'Payment Policy' },
  ],
} as const;

export const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
] as const;
