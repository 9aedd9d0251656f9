// Report a Problem as a section of a page (/contact-us): the same fields and checks as the
// dialog, with its own heading; after a report is sent the message is cleared for another.
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Text } from '../../ui/text';
import { ReportFields } from './report-fields';
import { useReportForm } from './use-report-form';
import styles from './report.module.css';

export function ReportForm({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useReportForm(() => undefined);
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby={titleId}>
      <Text id={titleId} variant="h6" component="h2">
        {title}
      </Text>
      <Text color="text.secondary" className={styles.intro}>
        {intro}
      </Text>
      <ReportFields form={form} />
      <Button type="submit" variant="contained" disabled={form.sending} className={styles.submit}>
        {form.sending ? t('report.submitting') : t('report.submit')}
      </Button>
    </form>
  );
}
