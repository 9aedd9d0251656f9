// Report a Problem as a section of a page (/contact-us): the same fields and checks as the
// dialog, with its own heading; after a report is sent the message is cleared for another.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ReportFields } from './report-fields';
import { useReportForm } from './use-report-form';

export function ReportForm({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useReportForm(() => undefined);
  return (
    <Box component="form" noValidate onSubmit={form.submit} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2.5 }}>
        {intro}
      </Typography>
      <ReportFields form={form} />
      <Button type="submit" variant="contained" disabled={form.sending} sx={{ mt: 2.5 }}>
        {form.sending ? t('report.submitting') : t('report.submit')}
      </Button>
    </Box>
  );
}
