// Report a Problem as a dialog (SPEC.md sections 2, 5 and 7), opened from the footer, the user
// menu and error dialogs; the form itself is use-report-form.ts and report-fields.tsx. Anyone may
// send (the API client omits an absent token).
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ReportFields } from './report-fields';
import { useReportForm } from './use-report-form';
import styles from './report.module.css';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ReportDialog({ open, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const form = useReportForm(onClose);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullScreenBelow="sm"
      title={t('report.title')}
      className={styles.modal}
      actions={
        <>
          <Button onClick={onClose}>{t('report.cancel')}</Button>
          {/* Outside the form in the dialog's footer, and tied to it by its id. */}
          <Button type="submit" form={formId} variant="contained" disabled={form.sending}>
            {form.sending ? t('report.submitting') : t('report.submit')}
          </Button>
        </>
      }
    >
      {/* Its first field is the dialog's first control, which the dialog focuses as it opens. */}
      <form id={formId} noValidate onSubmit={form.submit} className={styles.fields}>
        <ReportFields form={form} />
      </form>
    </Dialog>
  );
}
