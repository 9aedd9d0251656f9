// Bid packs: price, Blitz and whether the shop sells them, in the buy-packs page's order. A pack
// that sold is never deleted: it is taken off sale instead.
import { formatMoney, packSaveBodySchema, wireToCents, type StaffPack } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { usePageTitle } from '../../lib/page-title';
import { callStaff } from '../../lib/staff-api';

const KEY = ['staff', 'packs'] as const;

function PackDialog({ pack, onClose }: { pack: StaffPack | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(pack?.price ?? '');
  const [bids, setBids] = useState(pack ? String(pack.bids) : '');
  const [position, setPosition] = useState(pack ? String(pack.position) : '0');
  const [active, setActive] = useState(pack?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { id: number | null; price: string; bids: number; active: boolean; position: number }) =>
      callStaff('/packs/save', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { id: pack?.id ?? null, price: price.trim(), bids: Number(bids), active, position: Number(position) };
    if (!packSaveBodySchema.safeParse(body).success) {
      setProblem('Give a price like 99.00 (more than R0.00), a whole number of Blitz from 1, and a position from 0.');
      return;
    }
    setProblem(null);
    save.mutate(body);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{pack ? 'Edit pack' : 'New pack'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Price (R)" value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" required autoFocus />
            <TextField label="Blitz" value={bids} onChange={(e) => setBids(e.target.value)} inputMode="numeric" required />
            <TextField
              label="Position"
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              inputMode="numeric"
              helperText="Lower comes first"
            />
            <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label="On sale" />
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
          <ErrorAlert error={save.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PacksPage() {
  usePageTitle('Bid packs');
  const packs = useQuery({ queryKey: KEY, queryFn: () => callStaff('/packs/list', {}) });
  const [editing, setEditing] = useState<StaffPack | null | 'new'>(null);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Bid packs
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New pack
        </Button>
      </Stack>
      <ErrorAlert error={packs.error} />
      {packs.isPending ? (
        <Loading />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Bid packs">
            <TableHead>
              <TableRow>
                <TableCell>Blitz</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Per Blitz
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Sold
                </TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(packs.data ?? []).map((pack) => (
                <TableRow key={pack.id}>
                  <TableCell>{pack.bids}</TableCell>
                  <TableCell align="right">{formatMoney(pack.price)}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatMoney(wireToCents(pack.price) / pack.bids)}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {pack.sold}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={pack.active ? 'on sale' : 'off sale'} color={pack.active ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(pack)} aria-label={`Edit the ${pack.bids} Blitz pack`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <PackDialog pack={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
