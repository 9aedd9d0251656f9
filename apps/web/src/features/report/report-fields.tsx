// The fields of Report a Problem (SPEC.md section 2: Name, Email, Cell Number, Message) with the
// first failed check announced above them; the dialog and the /contact-us form both show these.
import { useTranslation } from '../../lib/use-translation';
import { useErrorText } from '../../lib/error-text';
import { Alert } from '../../ui/alert';
import { Stack } from '../../ui/stack';
import { TextField } from '../../ui/text-field';
import type { ReportFormState } from './use-report-form';

/** The props that bind a required field to one of the form's values. */
function bind(value: string, set: (value: string) => void) {
  return { value, onChange: (event: { target: { value: string } }) => set(event.target.value), required: true };
}

export function ReportFields({ form }: { form: ReportFormState }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Stack spacing={2}>
      {form.problem && <Alert severity="error">{errorText(form.problem)}</Alert>}
      <TextField label={t('report.name')} autoComplete="name" {...bind(form.fullName, form.setFullName)} />
      <TextField label={t('report.email')} type="email" autoComplete="email" {...bind(form.email, form.setEmail)} />
      <TextField label={t('report.cellNumber')} type="tel" autoComplete="tel" {...bind(form.cellNumber, form.setCellNumber)} />
      <TextField label={t('report.message')} multiline rows={4} {...bind(form.message, form.setMessage)} />
    </Stack>
  );
}
