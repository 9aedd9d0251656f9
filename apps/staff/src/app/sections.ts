// The console's sections in navigation order; each is shown only to the roles the contract's
// STAFF_SECTION_ROLES admit (the server checks the same table on every call).
import { staffRoleMayOpen, type StaffRole, type StaffSection } from '@blitz/contract';

export interface SectionLink {
  section: StaffSection;
  label: string;
  path: string;
}

export const SECTION_LINKS: SectionLink[] = [
  { section: 'auctions', label: 'Auctions', path: '/auctions' },
  { section: 'auctions', label: 'Live monitor', path: '/live-monitor' },
  { section: 'catalogue', label: 'Catalogue', path: '/catalogue' },
  { section: 'packs', label: 'Bid packs', path: '/packs' },
  { section: 'figures', label: 'Figures', path: '/figures' },
  { section: 'orders', label: 'Orders', path: '/orders' },
  { section: 'users', label: 'Users', path: '/users' },
  { section: 'reports', label: 'Reports', path: '/reports' },
  { section: 'staff', label: 'Staff', path: '/staff-accounts' },
  { section: 'audit', label: 'Audit log', path: '/audit' },
];

export const linksFor = (role: StaffRole) => SECTION_LINKS.filter((link) => staffRoleMayOpen(role, link.section));
