// The latest bids on an auction (lastPlacedBids), newest first: bidder, amount and time.
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
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-date';

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
                <TableCell>{t('item.bidder')}</TableCell>
                <TableCell align="right">{t('item.amount')}</TableCell>
                <TableCell align="right">{t('item.time')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((bid, i) => (
                <TableRow key={`${bid.date}-${bid.bidAmount}-${i}`} selected={i === 0}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Avatar src={bid.bidder.profileImage ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 14 }}>
                        {bid.bidder.nickname.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <span>{bid.bidder.nickname}</span>
                    </Stack>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(bid.bidAmount)}
                  </TableCell>
                  <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {formatDateTime(bid.date, i18n.language)}
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
