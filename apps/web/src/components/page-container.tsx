// The page's centred column (the design kit's Container): full width, 16 px gutters, 24 px from
// 600 px on, at most the width of its breakpoint (1200 px by default). Further styles come from the
// caller's class, which wins over the kit's.
import type { ElementType } from 'react';
import { cx } from '../ui/cx';
import { Container, type ContainerProps } from '../ui/misc';
import styles from './page-container.module.css';

export type PageContainerProps<C extends ElementType = 'div'> = ContainerProps<C> & { disableGutters?: boolean };

export function PageContainer<C extends ElementType = 'div'>({
  maxWidth = 'lg',
  disableGutters,
  className,
  ...rest
}: PageContainerProps<C>) {
  return (
    <Container
      maxWidth={maxWidth}
      className={cx(disableGutters && styles.noGutters, className as string | undefined)}
      {...(rest as ContainerProps<C>)}
    />
  );
}
