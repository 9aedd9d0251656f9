// The menu of one department's categories, opened from its button in the departments bar: the
// whole department first, then each category, each a link to the search page listing them. A
// chunk of its own (with the menu's code), fetched when a shopper first opens a department.
import type { Department } from '@blitz/contract';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Menu, MenuLinkItem, MenuSeparator } from '../../../ui/menu';
import { categoryHref, departmentHref } from './department-links';
import styles from './department-menu-list.module.css';

export interface DepartmentMenuListProps {
  department: Department;
  /** The department's button, which opens the menu. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DepartmentMenuList({ department, trigger, open, onOpenChange }: DepartmentMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu trigger={trigger} open={open} onOpenChange={onOpenChange}>
      <MenuLinkItem to={departmentHref(department.id)} className={styles.all}>
        {t('catalogue.allIn', { department: department.department })}
      </MenuLinkItem>
      <MenuSeparator />
      {department.subDepartments.map((category) => (
        <MenuLinkItem key={category.id} to={categoryHref(category.id)}>
          {category.name}
        </MenuLinkItem>
      ))}
    </Menu>
  );
}
