// The whole record as a table: number, time to the millisecond, what happened (who bid, BidBuddy or
// not), the price and the end time after it, and each entry's hash (full in its title; left out on
// phones, where the downloads carry it).
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { centsToWire, formatMoney, type RecordEntry } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { RecordTime } from './record-time';

const KNOWN_KINDS = new Set(['listed', 'changed', 'scheduled', 'opened', 'bid', 'ended', 'closed', 'withdrawn']);
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

function EntryEvent({ entry }: { entry: RecordEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'bid') {
    return (
      <>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontSize: 'inherit' }}>
          {entry.bidder}
        </Typography>{' '}
        <Chip
          size="small"
          variant="outlined"
          color={entry.buddy ? 'secondary' : 'default'}
          label={entry.buddy ? t('fairPlay.kind.buddyBid') : t('fairPlay.kind.manualBid')}
        />
      </>
    );
  }
  const kind = KNOWN_KINDS.has(entry.kind) ? t(`fairPlay.kind.${entry.kind}`) : entry.kind;
  return (
    <Typography component="span" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
      {entry.kind === 'ended' && entry.winner ? t('fairPlay.kind.endedWon', { nickname: entry.winner }) : kind}
    </Typography>
  );
}

export function RecordEntries({ entries }: { entries: RecordEntry[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label={t('fairPlay.entries')} sx={{ '& td, & th': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>{t('fairPlay.column.seq')}</TableCell>
            <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>{t('fairPlay.column.time')}</TableCell>
            <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>{t('fairPlay.column.event')}</TableCell>
            <TableCell align="right" sx={{ px: { xs: 0.5, sm: 2 } }}>
              {t('fairPlay.column.price')}
            </TableCell>
            <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>{t('fairPlay.column.endsAt')}</TableCell>
            <TableCell sx={wide}>{t('fairPlay.column.hash')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.seq} data-testid="record-entry">
              <TableCell sx={{ px: { xs: 0.5, sm: 2 }, fontVariantNumeric: 'tabular-nums' }}>{entry.seq}</TableCell>
              <TableCell sx={{ px: { xs: 0.5, sm: 2 }, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '0.75rem', sm: '0.875rem' } }}>
                <RecordTime at={entry.at} />
              </TableCell>
              <TableCell sx={{ px: { xs: 0.5, sm: 2 } }}>
                <EntryEvent entry={entry} />
              </TableCell>
              <TableCell align="right" sx={{ px: { xs: 0.5, sm: 2 }, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {entry.priceCents === undefined ? '' : formatMoney(centsToWire(entry.priceCents))}
              </TableCell>
              <TableCell sx={{ px: { xs: 0.5, sm: 2 }, fontVariantNumeric: 'tabular-nums', fontSize: { xs: '0.75rem', sm: '0.875rem' } }}>
                <RecordTime at={entry.endTime} entryAt={entry.at} />
              </TableCell>
              <TableCell sx={{ ...wide, fontFamily: 'monospace', fontSize: '0.8rem' }} title={entry.hash}>
                {entry.hash.slice(0, 12)}…
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
