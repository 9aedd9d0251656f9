// Bid packs: price, Blitz and whether the shop sells them, in the buy-packs page's order. A pack
// that sold is never deleted: it is taken off sale instead.
import { formatMoney, packSaveBodySchema, wireToCents, type StaffPack } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, FormControlLabel, Switch, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { Loading } from '../../components/loading';
import { RowsTable, type ListColumn } from '../../components/rows-table';
import { usePageTitle } from '../../lib/page-title';
import { callStaff } from '../../lib/staff-api';
import { PageHeading } from '../../components/page-heading';

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
    <FormDialog
      title={pack ? 'Edit pack' : 'New pack'}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      problem={problem}
      error={save.error}
      pending={save.isPending}
    >
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
  usePageTitle('Bid packs');
  const packs = useQuery({ queryKey: KEY, queryFn: () => callStaff('/packs/list', {}) });
  const [editing, setEditing] = useState<StaffPack | null | 'new'>(null);
  return (
    <>
      <PageHeading title="Bid packs">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New pack
        </Button>
      </PageHeading>
      <ErrorAlert error={packs.error} />
      {packs.isPending ? (
        <Loading />
      ) : (
        <RowsTable
          label="Bid packs"
          rows={packs.data ?? []}
          rowKey={(pack) => pack.id}
          columns={[
            ...columns,
            {
              header: 'Actions',
              align: 'right',
              cell: (pack) => (
                <Button size="small" onClick={() => setEditing(pack)} aria-label={`Edit the ${pack.bids} Blitz pack`}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && <PackDialog pack={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
