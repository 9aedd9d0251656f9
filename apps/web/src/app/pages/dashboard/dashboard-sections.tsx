// The dashboard's sections (SPEC.md section 2), chosen by the `page` query value. An absent or
// unknown value shows the profile entry.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { ReactNode } from 'react';
import { DASHBOARD_PAGES, DEFAULT_DASHBOARD_PAGE } from '@blitz/contract';
import type { DashboardPage } from '@blitz/contract';

export const DASHBOARD_SECTIONS: Record<DashboardPage, { labelKey: string; icon: ReactNode }> = {
  openAuctions: { labelKey: 'dashboard.openAuctions', icon: <GavelRounded /> },
  history: { labelKey: 'dashboard.history', icon: <HistoryRounded /> },
  payment: { labelKey: 'dashboard.payment', icon: <ShoppingCartOutlined /> },
  winnings: { labelKey: 'dashboard.winnings', icon: <ReceiptLongOutlined /> },
  shipping: { labelKey: 'dashboard.shipping', icon: <LocalShippingOutlined /> },
  rewards: { labelKey: 'dashboard.rewards', icon: <CardGiftcardOutlined /> },
  favorites: { labelKey: 'dashboard.favorites', icon: <FavoriteBorderRounded /> },
  profile: { labelKey: 'dashboard.profile', icon: <PersonOutlineRounded /> },
};

export function dashboardPageFrom(value: string | null): DashboardPage {
  return DASHBOARD_PAGES.find((page) => page === value) ?? DEFAULT_DASHBOARD_PAGE;
}
