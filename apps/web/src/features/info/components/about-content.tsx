// About us: what the shop is and what it promises.
import ShieldCheck from 'lucide-react/icons/shield-check';
import Timer from 'lucide-react/icons/timer';
import Truck from 'lucide-react/icons/truck';
import { TEXT_VALUES } from '../../../lib/text-values';
import { useTranslation } from '../../../lib/use-translation';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './info.module.css';

const VALUES = [
  { Icon: Timer, titleKey: 'about.fairTitle', bodyKey: 'about.fair' },
  { Icon: Truck, titleKey: 'about.deliveryTitle', bodyKey: 'about.delivery' },
  { Icon: ShieldCheck, titleKey: 'about.localTitle', bodyKey: 'about.local' },
] as const;

export function AboutContent() {
  const { t } = useTranslation();
  return (
    <div className={styles.values}>
      {VALUES.map(({ Icon, titleKey, bodyKey }) => (
        <Surface key={titleKey} className={styles.card}>
          <Icon size={32} aria-hidden className={styles.icon} />
          <Text variant="h6" component="h2">
            {t(titleKey)}
          </Text>
          <Text className={styles.body}>{t(bodyKey, TEXT_VALUES)}</Text>
        </Surface>
      ))}
    </div>
  );
}
