// The empty state of a dashboard section or list: an icon, a title, a line of help and the
// actions that lead on (browse, buy Blitz, clear the filters).
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Text } from '../ui/text';
import styles from './empty-state.module.css';

/** A Lucide icon (`import X from 'lucide-react/icons/x'`). */
export type EmptyStateIcon = ComponentType<SVGProps<SVGSVGElement>>;

export interface EmptyStateProps {
  icon: EmptyStateIcon;
  title: string;
  body: string;
  children: ReactNode;
}

export function EmptyState({ icon: Icon, title, body, children }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <Icon aria-hidden className={styles.icon} />
      <Text variant="h6" component="p" className={styles.title}>
        {title}
      </Text>
      <Text color="text.secondary" className={styles.body}>
        {body}
      </Text>
      {children}
    </div>
  );
}
