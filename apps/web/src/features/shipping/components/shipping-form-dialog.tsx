// Adding or editing a delivery address: every field of SPEC.md section 3 with DESIGN.md's rules
// (South Africa, the nine provinces, four-digit postal code, the phone rule) checked before
// sending; the first invalid field takes the focus so its message is read out.
import { COUNTRY, PROVINCES, shippingFieldsSchema, type ShippingFields, type ShippingProfile } from '@blitz/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Stack } from '../../../ui/stack';
import { TextField } from '../../../ui/text-field';
import styles from './shipping-form-dialog.module.css';

type Field = Exclude<keyof ShippingFields, 'country'>;
const FIELDS: Field[] = [
  'title',
  'recipientName',
  'recipientMobile',
  'streetAddress',
  'complex',
  'suburb',
  'city',
  'province',
  'postalCode',
];
const OPTIONAL: ReadonlySet<Field> = new Set<Field>(['complex', 'suburb']);
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  recipientName: 'name',
  recipientMobile: 'tel',
  streetAddress: 'address-line1',
  complex: 'address-line2',
  suburb: 'address-level3',
  city: 'address-level2',
  province: 'address-level1',
  postalCode: 'postal-code',
};

const emptyValues = (): Record<Field, string> => ({
  title: '',
  recipientName: '',
  recipientMobile: '',
  streetAddress: '',
  complex: '',
  suburb: '',
  city: '',
  province: '',
  postalCode: '',
});

export interface ShippingFormDialogProps {
  open: boolean;
  /** The profile being edited; undefined adds a new one. */
  profile?: ShippingProfile;
  saving: boolean;
  onSave: (fields: ShippingFields) => void;
  onClose: () => void;
}

export function ShippingFormDialog({ open, profile, saving, onSave, onClose }: ShippingFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const [values, setValues] = useState<Record<Field, string>>(() => (profile ? { ...emptyValues(), ...pick(profile) } : emptyValues()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shippingFieldsSchema.safeParse({ ...values, country: COUNTRY });
    if (parsed.success) {
      setErrors({});
      onSave(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= messageFor(field, values[field]);
    }
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const messageFor = (field: Field, value: string): string => {
    if (value.trim() === '' && !OPTIONAL.has(field)) return t('shipping.required');
    if (field === 'recipientMobile') return t('shipping.invalidMobile');
    if (field === 'postalCode') return t('shipping.invalidPostalCode');
    return t('shipping.tooLong');
  };

  const field = (key: Field) => (
    <TextField
      key={key}
      label={t(`shipping.fields.${key}`)}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      inputRef={(element: HTMLInputElement | null) => {
        inputs.current[key] = element;
      }}
      required={!OPTIONAL.has(key)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      autoComplete={AUTOCOMPLETE[key] ?? 'off'}
      type={key === 'recipientMobile' ? 'tel' : 'text'}
      inputMode={key === 'postalCode' ? 'numeric' : undefined}
      maxLength={key === 'postalCode' ? 4 : undefined}
      select={key === 'province'}
    >
      {key === 'province' && (
        <>
          {/* A native select shows its first option: an empty one until a province is chosen. */}
          <option value="" disabled hidden />
          {PROVINCES.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </>
      )}
    </TextField>
  );

  return (
    <Dialog
      open={open}
      onClose={saving ? () => undefined : onClose}
      maxWidth="sm"
      title={profile ? t('shipping.editTitle') : t('shipping.addTitle')}
      titleId={titleId}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t('shipping.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving}>
            {saving ? t('shipping.saving') : t('shipping.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-labelledby={titleId}>
        <Stack spacing={0.5} className={styles.fields}>
          {field('title')}
          <Stack rowFrom="sm" spacing={1.5}>
            {field('recipientName')}
            {field('recipientMobile')}
          </Stack>
          {field('streetAddress')}
          {field('complex')}
          <Stack rowFrom="sm" spacing={1.5}>
            {field('suburb')}
            {field('city')}
          </Stack>
          <Stack rowFrom="sm" spacing={1.5}>
            {field('province')}
            {field('postalCode')}
          </Stack>
          <TextField label={t('shipping.fields.country')} value={COUNTRY} readOnly helperText={t('shipping.countryHint')} />
        </Stack>
      </form>
    </Dialog>
  );
}

function pick(profile: ShippingProfile): Record<Field, string> {
  const { title, recipientName, recipientMobile, streetAddress, complex, suburb, city, province, postalCode } = profile;
  return { title, recipientName, recipientMobile, streetAddress, complex, suburb, city, province, postalCode };
}
