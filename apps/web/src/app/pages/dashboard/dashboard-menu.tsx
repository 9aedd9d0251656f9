// The dashboard's side menu: one entry per section, the current one marked. On narrow screens
// it becomes a horizontally scrolling row, scrolled so that the current section is in view.
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_PAGES } from '@blitz/contract';
import type { DashboardPage } from '@blitz/contract';
import { cx } from '../../../ui/cx';
import { DASHBOARD_SECTIONS } from './dashboard-sections';
import styles from './dashboard-menu.module.css';

export function DashboardMenu({ current }: { current: DashboardPage }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = row.current;
    if (!list) return;
    /** Centres the current entry; false while the list does not overflow. */
    const centre = () => {
      const item = list.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
      // Only the list scrolls sideways (never the page), and only when it overflows (phones).
      if (!item || list.scrollWidth <= list.clientWidth) return false;
      list.scrollLeft = item.offsetLeft - list.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
      return true;
    };
    if (centre() || typeof ResizeObserver === 'undefined') return;
    // On a page's first load the list may be laid out as a row only after this runs: centre it then.
    const observer = new ResizeObserver(() => {
      if (centre()) observer.disconnect();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [current]);
  return (
    <nav aria-label={t('dashboard.sections')}>
      <ul ref={row} className={styles.list}>
        {DASHBOARD_PAGES.map((page) => {
          const selected = page === current;
          return (
            <li key={page}>
              <RouterLink
                to={`/dashboard?page=${page}`}
                aria-current={selected ? 'page' : undefined}
                className={cx(styles.entry, selected && styles.selected)}
              >
                <span className={styles.icon}>{DASHBOARD_SECTIONS[page].icon}</span>
                <span className={styles.label}>{t(DASHBOARD_SECTIONS[page].labelKey)}</span>
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
