// The dashboard's sections (SPEC.md section 2), chosen by the `page` query value. An absent or
// unknown value shows the profile entry.
import { Gavel, Gift, Heart, History, ReceiptText, ShoppingCart, Truck, UserRound } from 'lucide-react';
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
