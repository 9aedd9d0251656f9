// The avatar dropdown's entries in SPEC.md section 2 order (Logout and the checkbox follow).
export interface UserMenuEntry {
  labelKey: string;
  to: string;
}

export const USER_MENU_ENTRIES: readonly UserMenuEntry[] = [
  { labelKey: 'userMenu.home', to: '/' },
  { labelKey: 'userMenu.buyBlitz', to: '/buy-packs' },
  { labelKey: 'userMenu.openAuctions', to: '/dashboard?page=openAuctions' },
  { labelKey: 'userMenu.bidsHistory', to: '/dashboard?page=history' },
  { labelKey: 'userMenu.cart', to: '/dashboard?page=payment' },
  { labelKey: 'userMenu.orderHistory', to: '/dashboard?page=winnings' },
  { labelKey: 'userMenu.shipping', to: '/dashboard?page=shipping' },
  { labelKey: 'userMenu.rewards', to: '/dashboard?page=rewards' },
  { labelKey: 'userMenu.favourites', to: '/dashboard?page=favorites' },
  { labelKey: 'userMenu.profile', to: '/dashboard?page=profile' },
];
