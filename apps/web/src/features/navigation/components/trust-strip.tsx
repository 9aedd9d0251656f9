// The reassurance band above the footer: free shipping on all orders (SPEC.md section 1), secure
// payments, returns, and who may take part.
import Lock from 'lucide-react/icons/lock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import Undo2 from 'lucide-react/icons/undo-2';
import { useTranslation } from '../../../lib/use-translation';
import { MIN_BIDDER_AGE, RETURNS_DAYS } from '@blitz/contract';
import { Container } from '../../../ui/misc';
import styles from './trust-strip.module.css';

const ITEMS = [
  { icon: <Truck />, labelKey: 'footer.freeShipping' },
  { icon: <Lock />, labelKey: 'footer.securePayments' },
  { icon: <Undo2 />, labelKey: 'footer.returns' },
  { icon: <ShieldCheck />, labelKey: 'footer.adults' },
] as const;

export function TrustStrip() {
  const { t } = useTranslation();
  return (
    <div className={styles.band}>
      <Container maxWidth="xl" component="ul" className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.labelKey} className={styles.item}>
            <span aria-hidden className={styles.icon}>
              {item.icon}
            </span>
            <span className={styles.label}>{t(item.labelKey, { days: RETURNS_DAYS, minAge: MIN_BIDDER_AGE })}</span>
          </li>
        ))}
      </Container>
    </div>
  );
}
