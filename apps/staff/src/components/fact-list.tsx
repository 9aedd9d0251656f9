// A record's facts as a description list: a label and its value per row, side by side from small
// screens on, the label above its value on a phone.
import { Box, Typography } from '@mui/material';

export function FactList({ rows, labelWidth }: { rows: [string, string][]; labelWidth: number }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` }, gap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
