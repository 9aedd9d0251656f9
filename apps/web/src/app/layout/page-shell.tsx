// The common frame of a content page: its heading (also the document title), an optional
// introduction, and the page body.
import type { ReactNode } from 'react';
import { Container } from '../../ui/misc';
import { Text } from '../../ui/text';
import { PageMeta } from './page-meta';
import styles from './page-shell.module.css';

export interface PageShellProps {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
  /** A page for one visitor, kept out of search engines (page-meta.tsx). */
  noindex?: boolean;
}

export function PageShell({ title, intro, eyebrow, maxWidth = 'lg', children, noindex }: PageShellProps) {
  return (
    <Container maxWidth={maxWidth} className={styles.page}>
      <PageMeta title={title} noindex={noindex} />
      <header className={styles.header}>
        {eyebrow && (
          <Text variant="overline" color="primary" component="p">
            {eyebrow}
          </Text>
        )}
        <Text variant="h3" component="h1" className={styles.title}>
          {title}
        </Text>
        {intro && (
          <Text color="text.secondary" className={styles.intro}>
            {intro}
          </Text>
        )}
      </header>
      {children}
    </Container>
  );
}
