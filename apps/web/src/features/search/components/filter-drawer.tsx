// On phones (at most 768 px wide, SPEC.md section 2) the filter panel slides up in a drawer;
// choices apply at once, and "Show results" closes it.
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button, IconButton } from '../../../ui/button';
import { Drawer } from '../../../ui/drawer';
import styles from './filter-drawer.module.css';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function FilterDrawer({ open, onClose, children }: FilterDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer side="bottom" open={open} onClose={onClose} label={t('search.filters')} className={styles.drawer}>
      <div className={styles.top}>
        <IconButton onClick={onClose} aria-label={t('search.closeFilters')}>
          <X aria-hidden />
        </IconButton>
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.foot}>
        <Button fullWidth variant="contained" size="large" onClick={onClose}>
          {t('search.showResults')}
        </Button>
      </div>
    </Drawer>
  );
}
