// Choosing the delivery address at checkout: the user's shipping profiles as radio choices, the
// first chosen by default, with a link to add one when there is none.
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import { Skeleton } from '../../../ui/skeleton';
import { Text } from '../../../ui/text';
import { useShippingProfiles } from '../api/use-shipping-profiles';
import styles from './shipping-picker.module.css';

export function ShippingPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const query = useShippingProfiles();
  const profiles = query.data;
  useEffect(() => {
    if (!profiles) return;
    if (value === null || !profiles.some((profile) => profile.id === value)) onChange(profiles[0]?.id ?? null);
  }, [profiles, value, onChange]);

  if (query.isPending) return <Skeleton shape="rounded" className={styles.placeholder} />;
  if (query.isError) return <Alert severity="error">{t('shipping.loadFailed')}</Alert>;
  if (!profiles || profiles.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Button to="/dashboard?page=shipping" color="inherit">
            {t('shipping.add')}
          </Button>
        }
      >
        {t('shipping.neededAtCheckout')}
      </Alert>
    );
  }
  return (
    <RadioGroup
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(Number(next))}
      aria-label={t('shipping.listLabel')}
    >
      {profiles.map((profile) => (
        <Radio
          key={profile.id}
          value={String(profile.id)}
          label={
            <span>
              <Text component="span" className={styles.title}>
                {profile.title}
              </Text>
              <Text component="span" color="text.secondary">
                {` · ${profile.recipientName}, ${profile.streetAddress}, ${profile.city} ${profile.postalCode}`}
              </Text>
            </span>
          }
        />
      ))}
    </RadioGroup>
  );
}
