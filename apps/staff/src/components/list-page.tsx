// One list page's frame: the heading with its actions, the filters in a grid that wraps, then the
// page's list (ListRows) and its dialogs.
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';
import { PageHeading } from './page-heading';

export interface ListPageProps {
  /** The page's heading and title. */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** The filter fields. */
  filters?: ReactNode;
  /** The list (ListRows), then the page's dialogs. */
  children: ReactNode;
}

export function ListPage({ title, actions, filters, children }: ListPageProps) {
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title}>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </PageHeading>
      {filters && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: 1.5, mb: 2 }}>
          {filters}
        </Box>
      )}
      {children}
    </>
  );
}
