// The fields of Report a Problem (SPEC.md section 2: Name, Email, Cell Number, Message) with the
// first failed check announced above them; the dialog and the /contact-us form both show these.
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import { Alert } from '../../ui/alert';
import { Stack } from '../../ui/stack';
import { TextField } from '../../ui/text-field';
import type { ReportFormState } from './use-report-form';

export function ReportFields({ form }: { form: ReportFormState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Stack spacing={2}>
      {form.problem && <Alert severity="error">{errorText(form.problem)}</Alert>}
      <TextField
        label={t('report.name')}
        value={form.fullName}
        onChange={(e) => form.setFullName(e.target.value)}
        autoComplete="name"
        required
      />
      <TextField
        label={t('report.email')}
        type="email"
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
        autoComplete="email"
        required
      />
      <TextField
        label={t('report.cellNumber')}
        type="tel"
        value={form.cellNumber}
        onChange={(e) => form.setCellNumber(e.target.value)}
        autoComplete="tel"
        required
      />
      <TextField
        label={t('report.message')}
        value={form.message}
        onChange={(e) => form.setMessage(e.target.value)}
        multiline
        rows={4}
        required
      />
    </Stack>
  );
}
