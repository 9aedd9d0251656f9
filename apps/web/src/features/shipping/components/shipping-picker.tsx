// Choosing the delivery address at checkout: the user's shipping profiles as radio choices, the
// first chosen by default, with a link to add one when there is none.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { useShippingProfiles } from '../api/use-shipping-profiles';

export function ShippingPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const query = useShippingProfiles();
  const profiles = query.data;
  useEffect(() => {
    if (!profiles) return;
    if (value === null || !profiles.some((profile) => profile.id === value)) onChange(profiles[0]?.id ?? null);
  }, [profiles, value, onChange]);

  if (query.isPending) return <Skeleton variant="rounded" height={56} />;
  if (query.isError) return <Alert severity="error">{t('shipping.loadFailed')}</Alert>;
  if (!profiles || profiles.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/dashboard?page=shipping" color="inherit">
            {t('shipping.add')}
          </Button>
        }
      >
        {t('shipping.neededAtCheckout')}
      </Alert>
    );
  }
  return (
    <RadioGroup value={value ?? ''} onChange={(event) => onChange(Number(event.target.value))} aria-label={t('shipping.listLabel')}>
      {profiles.map((profile) => (
        <FormControlLabel
          key={profile.id}
          value={profile.id}
          control={<Radio />}
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {profile.title}
              </Typography>
              <Typography component="span" color="text.secondary">
                {` · ${profile.recipientName}, ${profile.streetAddress}, ${profile.city} ${profile.postalCode}`}
              </Typography>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
