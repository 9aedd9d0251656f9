// The earned list of the rewards section: every reward, newest first, with its Blitz.
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EarnedReward } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';

export function EarnedList({ earned }: { earned: readonly EarnedReward[] }) {
  const { t } = useTranslation();
  if (earned.length === 0) return <Typography color="text.secondary">{t('rewards.history.empty')}</Typography>;
  return (
    <List dense aria-label={t('rewards.history.title')} data-testid="earned-list">
      {earned.map((row) => (
        <ListItem key={row.id} disableGutters divider>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CardGiftcardOutlined fontSize="small" color="primary" />
          </ListItemIcon>
          <ListItemText primary={t(`rewards.types.${row.reward}`)} />
          <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
            {t('rewards.plusBlitz', { count: row.amount })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
