// The centred card every account page sits in: brand mark, heading (also the page title),
// an introduction, the page's content and an optional close button.
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { IconButton } from '../../../ui/button';
import { Container } from '../../../ui/misc';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import { BrandMark } from '../../../features/navigation/components/brand-logo';
import { PageMeta } from '../../layout/page-meta';
import styles from './auth-pages.module.css';

export interface AuthCardProps {
  title: string;
  intro?: string;
  onClose?: () => void;
  children?: ReactNode;
}

export function AuthCard({ title, intro, onClose, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" className={styles.page}>
      <PageMeta title={title} noindex />
      <Surface className={styles.card}>
        {onClose && (
          <IconButton aria-label={t('auth.close')} onClick={onClose} className={styles.close}>
            <X aria-hidden />
          </IconButton>
        )}
        <Stack spacing={2} className={styles.head}>
          <BrandMark size={48} />
          <Text variant="h4" component="h1" className={styles.title}>
            {title}
          </Text>
          {intro && <Text color="text.secondary">{intro}</Text>}
          {children && <div className={styles.content}>{children}</div>}
        </Stack>
      </Surface>
    </Container>
  );
}
