// The menu of one department's categories, opened from its button in the departments bar. A
// chunk of its own (with MUI's Menu), fetched when a shopper first opens a department.
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Department } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { categoryHref, departmentHref } from './department-links';

export interface DepartmentMenuListProps {
  id: string;
  department: Department;
  anchor: HTMLElement | null;
  onClose: () => void;
}

export function DepartmentMenuList({ id, department, anchor, onClose }: DepartmentMenuListProps) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to={departmentHref(department.id)} onClick={onClose} sx={{ fontWeight: 700 }}>
        {t('catalogue.allIn', { department: department.department })}
      </MenuItem>
      <Divider />
      {department.subDepartments.map((category) => (
        <MenuItem key={category.id} component={RouterLink} to={categoryHref(category.id)} onClick={onClose}>
          {category.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
