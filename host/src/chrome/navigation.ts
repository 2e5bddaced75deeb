import { href } from '@portal/contract';

/** The shell's main navigation (portal.md §2 Shell), in the header and in the drawer menu. */
export const NAVIGATION = [
  { label: 'Home', to: href('home') },
  { label: 'Your calendar', to: href('events') },
  { label: 'Contact', to: href('contact') },
  { label: 'FAQs', to: href('faqs') },
  { label: 'Your Account', to: href('settings') },
] as const;

/** The footer's links (portal.md §2 Shell). */
export const FOOTER_LINKS = [
  { label: 'About', to: href('about') },
  { label: 'Sitemap', to: href('sitemap') },
  { label: 'Privacy policy', to: href('privacy-policy') },
  { label: 'Contact', to: href('contact') },
  { label: 'FAQs', to: href('faqs') },
] as const;
