// Products (catalogue items): search by title, see pictures, auctions and reviews at a glance,
// add a new one (it opens for its pictures and texts).
import { itemSaveBodySchema, type StaffItem } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import { Avatar, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormDialog } from '../../components/form-dialog';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { callStaff } from '../../lib/staff-api';
import { useCheckedSubmit } from '../../lib/use-checked-submit';
import { textOrNull, useListFilters } from '../../lib/use-list-filters';
import { TITLE_PROBLEM, useItemChange, useItems } from './catalogue-api';

const PAGE_SIZE = 25;

function NewProductDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const save = useItemChange((body: { title: string; description: string }) => callStaff('/catalogue/items/save', body));
  const { problem, submit } = useCheckedSubmit(
    () => (itemSaveBodySchema.safeParse({ title, description }).success ? null : TITLE_PROBLEM),
    () => save.mutate({ title, description }, { onSuccess: (item) => void navigate(`/catalogue/products/${item.id}`) }),
  );
  return (
    <FormDialog title="New product" onSubmit={submit} onClose={onClose} save={save} submitLabel="Create and add pictures">
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={!!problem}
        helperText={problem}
        autoFocus
      />
      <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={3} />
    </FormDialog>
  );
}

export function ProductsPage() {
  const list = useListFilters({ searchText: '' }, PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const items = useItems({ searchText: textOrNull(list.filters.searchText), ...list.pageFields });
  const columns: ListColumn<StaffItem>[] = [
    {
      header: 'Product',
      cell: (item) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={item.mainImage?.thumb ?? item.mainImage?.full} alt="" sx={{ width: 48, height: 48 }} />
          <Link to={`/catalogue/products/${item.id}`}>{item.title}</Link>
        </Stack>
      ),
    },
    { header: 'Auctions', from: 'sm', align: 'right', cell: (item) => item.auctions },
    {
      header: 'Reviews',
      from: 'sm',
      align: 'right',
      cell: (item) => `${item.reviewCount}${item.rating !== null ? ` (${item.rating.toFixed(1)}★)` : ''}`,
    },
  ];
  return (
    <ListPage
      title="Products"
      actions={
        <>
          <Button component={Link} to="/catalogue/departments">
            Departments
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            New product
          </Button>
        </>
      }
      filters={<TextField label="Title contains" type="search" {...list.field('searchText')} />}
    >
      <ListRows label="Products" hover columns={columns} answer={items} paging={list.paging} empty="No product matches." />
      {adding && <NewProductDialog onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
