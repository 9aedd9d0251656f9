// The dashboard's sections (SPEC.md section 2), chosen by the `page` query value. An absent or
// unknown value shows the profile entry.
import Gavel from 'lucide-react/icons/gavel';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import History from 'lucide-react/icons/history';
import ReceiptText from 'lucide-react/icons/receipt-text';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Truck from 'lucide-react/icons/truck';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { DASHBOARD_PAGES, DEFAULT_DASHBOARD_PAGE } from '@blitz/contract';
import type { DashboardPage } from '@blitz/contract';

export const DASHBOARD_SECTIONS: Record<DashboardPage, { labelKey: string; icon: ReactNode }> = {
  openAuctions: { labelKey: 'dashboard.openAuctions', icon: <Gavel aria-hidden /> },
  history: { labelKey: 'dashboard.history', icon: <History aria-hidden /> },
  payment: { labelKey: 'dashboard.payment', icon: <ShoppingCart aria-hidden /> },
  winnings: { labelKey: 'dashboard.winnings', icon: <ReceiptText aria-hidden /> },
  shipping: { labelKey: 'dashboard.shipping', icon: <Truck aria-hidden /> },
  rewards: { labelKey: 'dashboard.rewards', icon: <Gift aria-hidden /> },
  favorites: { labelKey: 'dashboard.favorites', icon: <Heart aria-hidden /> },
  profile: { labelKey: 'dashboard.profile', icon: <UserRound aria-hidden /> },
};

export function dashboardPageFrom(value: string | null): DashboardPage {
  return DASHBOARD_PAGES.find((page) => page === value) ?? DEFAULT_DASHBOARD_PAGE;
}
