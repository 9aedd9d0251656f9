// The header's main links (SPEC.md section 2): Home, Winners, Guide, About.
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import styles from './nav-links.module.css';

export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/winners', labelKey: 'nav.winners', end: false },
  { to: '/guide', labelKey: 'nav.guide', end: false },
  { to: '/about', labelKey: 'nav.about', end: false },
] as const;

export function NavLinks({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  const button = buttonClass({ color: 'inherit', size: dense ? 'small' : 'medium' });
  return (
    <ul className={cx(styles.list, dense && styles.denseList)}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={cx(button, styles.link, dense && styles.dense)}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
