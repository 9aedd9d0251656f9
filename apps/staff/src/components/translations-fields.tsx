// Names or texts in the shop's other languages, folded away by default: a blank field means the
// shop shows the English one.
import { LANGUAGES, TRANSLATED_LANGUAGES } from '@blitz/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, TextField, Typography } from '@mui/material';

const nameOf = (iso: string) => LANGUAGES.find((language) => language.iso === iso)?.name ?? iso;

export interface TranslationField {
  key: string;
  label: string;
  multiline?: boolean;
}

/** `values[iso][field]`; `onChange` gets the whole new map. */
export function TranslationsFields({
  fields,
  values,
  onChange,
}: {
  fields: TranslationField[];
  values: Record<string, Record<string, string>>;
  onChange: (values: Record<string, Record<string, string>>) => void;
}) {
  const given = TRANSLATED_LANGUAGES.filter((iso) => Object.values(values[iso] ?? {}).some((text) => text.trim()));
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>Other languages {given.length > 0 ? `(${given.map(nameOf).join(', ')})` : '(English everywhere)'}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>
          {TRANSLATED_LANGUAGES.map((iso) =>
            fields.map((field) => (
              <TextField
                key={`${iso}-${field.key}`}
                label={`${field.label} in ${nameOf(iso)}`}
                value={values[iso]?.[field.key] ?? ''}
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                onChange={(event) => onChange({ ...values, [iso]: { ...values[iso], [field.key]: event.target.value } })}
              />
            )),
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** `{af: 'Tuin'}` as the fields' map and back. */
export const namesToFields = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([iso, name]) => [iso, { name }])) as Record<string, Record<string, string>>;
export const fieldsToNames = (values: Record<string, Record<string, string>>) =>
  Object.fromEntries(Object.entries(values).map(([iso, entry]) => [iso, entry.name ?? '']));
