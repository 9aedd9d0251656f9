// The departments menu (SPEC.md section 3, Department): one button per department opening a menu
// of its categories. A department leads to /search?dep={id} and a category to /search?cat={id};
// SPEC.md's route list has no department or category page, so the search page lists them.
// The departments' buttons render in a transition once the first answer is in
// (useDeferredFirstAnswer), a few milliseconds at a time: React renders a query's change in one
// task, and a dozen buttons made that task long on a phone (issue 15).
import ChevronDown from 'lucide-react/icons/chevron-down';
import type { Department } from '@blitz/contract';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useDeferredFirstAnswer } from '../../../lib/use-deferred-answer';
import { useDepartments } from '../api/get-departments';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import styles from './departments-bar.module.css';

// The menu (and the menu's code with it) is fetched when a department is first opened.
const DepartmentMenuList = lazyWithReload(() => import('./department-menu-list').then((m) => ({ default: m.DepartmentMenuList })));

export function DepartmentMenu({ department }: { department: Department }) {
  const [open, setOpen] = useState(false);
  const menuLoaded = useOpenedOnce(open);
  // Until its menu has loaded, the button opens it; then it is the menu's trigger, which does.
  const button = (
    <Button
      color="inherit"
      endIcon={<ChevronDown aria-hidden />}
      aria-haspopup="menu"
      onClick={menuLoaded ? undefined : () => setOpen(true)}
      className={styles.department}
    >
      {department.department}
    </Button>
  );
  if (!menuLoaded) return button;
  return (
    <Suspense fallback={button}>
      <DepartmentMenuList department={department} trigger={button} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

export function DepartmentsBar() {
  const { t } = useTranslation();
  const query = useDepartments();
  const answer = useDeferredFirstAnswer(query.data);
  const { data } = answer;
  const isPending = query.isPending || answer.waiting;
  // The same elements while it waits, which React skips when the answer's arrival renders the bar.
  const placeholders = useMemo(
    () => Array.from({ length: 6 }, (_, i) => <Skeleton key={i} shape="rounded" className={styles.placeholder} />),
    [],
  );
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <nav aria-label={t('catalogue.departments')} className={styles.nav}>
      <PageContainer maxWidth="xl" className={styles.row}>
        {isPending ? placeholders : data?.map((department) => <DepartmentMenu key={department.id} department={department} />)}
      </PageContainer>
    </nav>
  );
}
