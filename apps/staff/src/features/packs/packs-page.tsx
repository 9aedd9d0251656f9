// Bid packs: price, Blitz and whether the shop sells them, in the buy-packs page's order. A pack
// that sold is never deleted: it is taken off sale instead.
import { formatMoney, packSaveBodySchema, wireToCents, type StaffPack } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, FormControlLabel, Switch, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { ListPage } from '../../components/list-page';
import { ListRows } from '../../components/list-rows';
import type { ListColumn } from '../../components/rows-table';
import { callStaff } from '../../lib/staff-api';
import { useCheckedSubmit } from '../../lib/use-checked-submit';
import { wholeList } from '../../lib/use-list-call';

const KEY = ['staff', 'packs'] as const;

function PackDialog({ pack, onClose }: { pack: StaffPack | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(pack?.price ?? '');
  const [bids, setBids] = useState(pack ? String(pack.bids) : '');
  const [position, setPosition] = useState(pack ? String(pack.position) : '0');
  const [active, setActive] = useState(pack?.active ?? true);
  const save = useMutation({
    mutationFn: (body: { id: number | null; price: string; bids: number; active: boolean; position: number }) =>
      callStaff('/packs/save', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      onClose();
    },
  });
  const body = { id: pack?.id ?? null, price: price.trim(), bids: Number(bids), active, position: Number(position) };
  const { problem, submit } = useCheckedSubmit(
    () =>
      packSaveBodySchema.safeParse(body).success
        ? null
        : 'Give a price like 99.00 (more than R0.00), a whole number of Blitz from 1, and a position from 0.',
    () => save.mutate(body),
  );
  return (
    <FormDialog title={pack ? 'Edit pack' : 'New pack'} maxWidth="xs" onSubmit={submit} onClose={onClose} problem={problem} save={save}>
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
    </FormDialog>
  );
}

const columns: ListColumn<StaffPack>[] = [
  { header: 'Blitz', cell: (pack) => pack.bids },
  { header: 'Price', align: 'right', cell: (pack) => formatMoney(pack.price) },
  { header: 'Per Blitz', align: 'right', from: 'sm', cell: (pack) => formatMoney(wireToCents(pack.price) / pack.bids) },
  { header: 'Sold', align: 'right', from: 'sm', cell: (pack) => pack.sold },
  {
    header: 'State',
    cell: (pack) => <Chip size="small" label={pack.active ? 'on sale' : 'off sale'} color={pack.active ? 'success' : 'default'} />,
  },
];

export function PacksPage() {
  const packs = useQuery({ queryKey: KEY, queryFn: () => callStaff('/packs/list', {}), select: wholeList });
  const [editing, setEditing] = useState<StaffPack | null | 'new'>(null);
  const editColumn: ListColumn<StaffPack> = {
    header: 'Actions',
    align: 'right',
    cell: (pack) => (
      <Button size="small" onClick={() => setEditing(pack)} aria-label={`Edit the ${pack.bids} Blitz pack`}>
        Edit
      </Button>
    ),
  };
  return (
    <ListPage
      title="Bid packs"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New pack
        </Button>
      }
    >
      <ListRows label="Bid packs" columns={[...columns, editColumn]} answer={packs} />
      {editing && <PackDialog pack={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
