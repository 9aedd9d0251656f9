// The users section: find shoppers by part of their email or nickname.
import type { StaffUserPage } from '@blitz/contract';
import { TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { useListFilters } from '../../lib/use-list-filters';
import { useUserSearch } from './api/user-calls';

const PAGE_SIZE = 25;

const COLUMNS: ListColumn<StaffUserPage['users'][number]>[] = [
  { header: 'Nickname', sx: { overflowWrap: 'anywhere' }, cell: (u) => <RouterLink to={`/users/${u.id}`}>{u.nickname}</RouterLink> },
  { header: 'Email', from: 'sm', sx: { overflowWrap: 'anywhere' }, cell: (u) => u.email },
  { header: 'Blitz (free + paid)', align: 'right', cell: (u) => `${u.freeBlitz} + ${u.paidBlitz}` },
  { header: 'State', cell: (u) => (u.banned ? 'banned' : 'active') },
];

export function UsersPage() {
  const list = useListFilters({ query: '' }, PAGE_SIZE);
  const found = useUserSearch({ query: list.filters.query.trim(), ...list.pageFields });
  return (
    <ListPage title="Users" filters={<TextField label="Email or nickname" type="search" {...list.field('query')} />}>
      <ListRows label="Shoppers" hover columns={COLUMNS} answer={found} paging={list.paging} empty="No shopper matches." />
    </ListPage>
  );
}
