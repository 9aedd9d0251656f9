// One order: its buyer, lines, address and dates, and the steps its status allows (the contract's
// rules, which the server applies too): Processing, Shipped with courier and tracking number,
// Delivered, and accepting or refusing a requested return.
import { formatMoney, mayDecideReturn, mayFulfil, shipsGoods, staffOrderFulfilBodySchema, type StaffOrder } from '@blitz/contract';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { FormAlerts } from '../../components/form-alerts';
import { FactList } from '../../components/fact-list';
import { RecordPage } from '../../components/record-page';
import { usePageTitle } from '../../lib/page-title';
import { useDecideReturn, useFulfilOrder, useOrder } from './api/order-calls';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-ZA') : '—');

function Facts({ order }: { order: StaffOrder }) {
  const address = order.shippingAddress as Record<string, string> | null;
  const rows: [string, string][] = [
    ['Status', order.status],
    ['Buyer', `${order.nickname} (${order.email})`],
    ['Total', formatMoney(order.total)],
    ['Ordered', when(order.createdAt)],
    ['Pay by', when(order.payBy)],
    ['Paid', when(order.paidAt)],
    ['Shipped', when(order.shippedAt)],
    ['Courier', order.courier ?? '—'],
    ['Tracking number', order.trackingNumber ?? '—'],
    ['Delivered', when(order.deliveredAt)],
    ['Return requested', when(order.returnRequestedAt)],
    ['Return decided', when(order.returnDecidedAt)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FactList rows={rows} labelWidth={180} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Items
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {order.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.title} ({item.kind}) at {formatMoney(item.finalPrice)}
          </li>
        ))}
      </Box>
      {address && (
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {[
            address.recipient_name,
            address.street_address,
            address.complex,
            address.suburb,
            address.city,
            address.province,
            address.postal_code,
          ]
            .filter(Boolean)
            .join('\n')}
        </Typography>
      )}
    </Paper>
  );
}

function Steps({ order }: { order: StaffOrder }) {
  const fulfil = useFulfilOrder();
  const decide = useDecideReturn();
  const [courier, setCourier] = useState(order.courier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const goods = shipsGoods(order.items.map((item) => item.kind));
  const deliveredAt = order.deliveredAt ? new Date(order.deliveredAt) : null;

  const ship = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffOrderFulfilBodySchema.safeParse({ id: order.id, status: 'Shipped', courier, trackingNumber });
    setProblem(parsed.success ? null : 'Enter the courier and the tracking number.');
    if (parsed.success) fulfil.mutate(parsed.data);
  };
  const none =
    !mayFulfil(order.status, 'Processing', goods) &&
    !mayFulfil(order.status, 'Shipped', goods) &&
    !mayFulfil(order.status, 'Delivered', goods) &&
    !mayDecideReturn(order.status, deliveredAt, new Date());
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Next step
      </Typography>
      {none && <Typography>Nothing to do for an order that is {order.status}.</Typography>}
      <Stack spacing={2}>
        {mayFulfil(order.status, 'Processing', goods) && (
          <Button variant="outlined" onClick={() => fulfil.mutate({ id: order.id, status: 'Processing' })} disabled={fulfil.isPending}>
            Mark as processing
          </Button>
        )}
        {mayFulfil(order.status, 'Shipped', goods) && (
          <Stack component="form" noValidate onSubmit={ship} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField label="Courier" value={courier} onChange={(e) => setCourier(e.target.value)} required />
            <TextField label="Tracking number" value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} required />
            <Button type="submit" variant="contained" disabled={fulfil.isPending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {order.status === 'Shipped' ? 'Correct shipping' : 'Mark as shipped'}
            </Button>
          </Stack>
        )}
        {mayFulfil(order.status, 'Delivered', goods) && (
          <Button variant="outlined" onClick={() => fulfil.mutate({ id: order.id, status: 'Delivered' })} disabled={fulfil.isPending}>
            Mark as delivered
          </Button>
        )}
        {mayDecideReturn(order.status, deliveredAt, new Date()) && (
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => decide.mutate({ id: order.id, accept: true })} disabled={decide.isPending}>
              Accept the return
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => decide.mutate({ id: order.id, accept: false })}
              disabled={decide.isPending}
            >
              Refuse the return
            </Button>
          </Stack>
        )}
      </Stack>
      <FormAlerts
        problem={problem}
        success={fulfil.isSuccess && `Saved: the order is ${fulfil.data.status}.`}
        error={fulfil.error ?? decide.error}
      />
    </Paper>
  );
}

export function OrderPage() {
  const id = Number(useParams().id);
  usePageTitle(`Order ${id}`);
  const order = useOrder(id);
  return (
    <RecordPage back={{ to: '/orders', label: 'All orders' }} title={`Order #${id}`} error={order.error} pending={order.isPending}>
      {order.data && (
        <Stack spacing={2}>
          <Steps key={order.data.id} order={order.data} />
          <Facts order={order.data} />
        </Stack>
      )}
    </RecordPage>
  );
}
