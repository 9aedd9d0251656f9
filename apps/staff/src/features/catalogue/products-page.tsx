// Products (catalogue items): search by title, see pictures, auctions and reviews at a glance,
// add a new one (it opens for its pictures and texts).
import { itemSaveBodySchema } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import {
  Avatar,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { ListView } from '../../components/list-view';
import { usePageTitle } from '../../lib/page-title';
import { callStaff } from '../../lib/staff-api';
import { useItemChange, useItems } from './catalogue-api';

const PAGE_SIZE = 25;

function NewProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useItemChange((body: { title: string; description: string }) => callStaff('/catalogue/items/save', body));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = itemSaveBodySchema.safeParse({ title, description });
    if (!parsed.success) {
      setProblem('A product needs a title of at most 200 characters.');
      return;
    }
    setProblem(null);
    save.mutate({ title, description }, { onSuccess: (item) => navigate(`/catalogue/products/${item.id}`) });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>New product</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
          </Stack>
          <ErrorAlert error={save.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Create and add pictures
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function ProductsPage() {
  usePageTitle('Products');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const items = useItems({ searchText: searchText.trim() || null, pageNumber: page, pageSize: PAGE_SIZE });
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Products
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to="/catalogue/departments">
            Departments
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            New product
          </Button>
        </Stack>
      </Stack>
      <TextField
        label="Title contains"
        type="search"
        value={searchText}
        onChange={(e) => {
          setSearchText(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      />
      <ListView
        error={items.error}
        pending={items.isPending}
        count={items.data?.items.length}
        empty="No product matches."
        total={items.data?.total ?? 0}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={setPage}
      >
        <Table size="small" aria-label="Products">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Auctions
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Reviews
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(items.data?.items ?? []).map((item) => (
              <TableRow key={item.id} hover>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar variant="rounded" src={item.mainImage?.thumb ?? item.mainImage?.full} alt="" sx={{ width: 48, height: 48 }} />
                    <Link to={`/catalogue/products/${item.id}`}>{item.title}</Link>
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {item.auctions}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {item.reviewCount}
                  {item.rating !== null ? ` (${item.rating.toFixed(1)}★)` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListView>
      {adding && <NewProductDialog open onClose={() => setAdding(false)} />}
    </>
  );
}
