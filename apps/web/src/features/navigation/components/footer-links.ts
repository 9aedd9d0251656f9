// The footer's link columns (SPEC.md section 2, Footer). `state` travels as router state.
import { SCROLL_TO_FAQ_STATE } from '../../../lib/navigation-state';
import type { ShopNavigationState } from '../../../lib/navigation-state';

export interface FooterLink {
  to: string;
  labelKey: string;
  state?: ShopNavigationState;
}

export const FOOTER_COLUMNS: readonly { titleKey: string; links: readonly FooterLink[] }[] = [
  {
    titleKey: 'footer.shop',
    links: [
      { to: '/', labelKey: 'footer.home' },
      { to: '/winners', labelKey: 'footer.winners' },
      { to: '/buy-packs', labelKey: 'footer.buyBids' },
      { to: '/dashboard', labelKey: 'footer.myAccount' },
    ],
  },
  {
    titleKey: 'footer.help',
    links: [
      { to: '/guide', labelKey: 'footer.howTo' },
      { to: '/guide', labelKey: 'footer.faq', state: SCROLL_TO_FAQ_STATE },
      { to: '/contact-us', labelKey: 'footer.contactSupport' },
      { to: '/about', labelKey: 'footer.aboutUs' },
    ],
  },
];

/** The shop's social pages (SPEC.md: two social icon links). */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/blitzauctions',
  instagram: 'https://www.instagram.com/blitzauctions',
} as const;
