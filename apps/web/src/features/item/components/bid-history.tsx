// The latest bids on an auction (lastPlacedBids), newest first: bidder, amount and time. On a
// phone the table fits the screen: the time sits over its date, and the avatars and cell padding
// give way.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type PlacedBid } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime, formatTimeOfDay } from './format-date';

/** Narrower cells on phones, so three columns fit 360 px without scrolling sideways. */
const CELL = { px: { xs: 1, sm: 2 } } as const;

export function BidHistory({ bids }: { bids: PlacedBid[] }) {
  const { t, i18n } = useTranslation();
  const sorted = [...bids].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (
    <Box component="section" aria-labelledby="item-bids-title">
      <Typography id="item-bids-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('item.bidHistory')}
      </Typography>
      {sorted.length === 0 ? (
        <Typography color="text.secondary">{t('item.noBids')}</Typography>
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="item-bids-title">
            <TableHead>
              <TableRow>
                <TableCell sx={CELL}>{t('item.bidder')}</TableCell>
                <TableCell sx={CELL} align="right">
                  {t('item.amount')}
                </TableCell>
                <TableCell sx={CELL} align="right">
                  {t('item.time')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((bid, i) => (
                <TableRow key={`${bid.date}-${bid.bidAmount}-${i}`} selected={i === 0}>
                  <TableCell sx={CELL}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <Avatar
                        src={bid.bidder.profileImage ?? undefined}
                        alt=""
                        sx={{ width: 28, height: 28, fontSize: 14, display: { xs: 'none', sm: 'flex' } }}
                      >
                        {bid.bidder.nickname.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                        {bid.bidder.nickname}
                      </Box>
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ ...CELL, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(bid.bidAmount)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...CELL, color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    <Box component="time" dateTime={bid.date} sx={{ display: 'block' }}>
                      <Box component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                        {formatTimeOfDay(bid.date, i18n.language)}
                      </Box>
                      <Box component="span" sx={{ display: 'block', typography: 'caption' }}>
                        {formatDateTime(bid.date, i18n.language, false)}
                      </Box>
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
