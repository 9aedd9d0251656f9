// Create, edit or clone an auction. Editing an Open auction locks every field but those the
// contract lets change; a finished auction is shown read-only. Clone starts from another
// auction's settings with a new time.
import { AUCTION_FIELDS_EDITABLE_WHEN_OPEN, type StaffAuction } from '@blitz/contract';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { usePageTitle } from '../../lib/page-title';
import { StaffApiError } from '../../lib/staff-api';
import { useSaveAuction } from './api/auction-mutations';
import { useAuction, useAuctionOptions } from './api/auction-queries';
import { AuctionFormFields } from './auction-form-fields';
import { checkForm, emptyForm, formOf, type DraftForm, type FormErrors } from './draft-form';
import { isoToLocalInput } from './local-time';

type Mode = 'create' | 'edit' | 'clone';
const TITLES: Record<Mode, string> = { create: 'New auction', edit: 'Edit auction', clone: 'Clone auction' };
const OPEN_FIELDS: readonly string[] = AUCTION_FIELDS_EDITABLE_WHEN_OPEN;

function startingForm(mode: Mode, source: StaffAuction | undefined): DraftForm {
  if (!source) return emptyForm();
  const form = formOf(source);
  return mode === 'clone' ? { ...form, auctionTime: isoToLocalInput(new Date(Date.now() + 3_600_000).toISOString()) } : form;
}

function Editor({ mode, source }: { mode: Mode; source: StaffAuction | undefined }) {
  const options = useAuctionOptions();
  const save = useSaveAuction();
  const navigate = useNavigate();
  const [form, setForm] = useState<DraftForm>(() => startingForm(mode, source));
  const [errors, setErrors] = useState<FormErrors>({});
  const status = mode === 'edit' ? source?.status : undefined;
  const finished = status === 'Ended' || status === 'Closed';
  const editable = (field: keyof DraftForm) => !finished && (status !== 'Open' || OPEN_FIELDS.includes(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(form, mode === 'edit' ? source?.auctionTime : undefined);
    setErrors(checked.errors);
    if (!checked.draft) return;
    const request =
      mode === 'edit' && source
        ? ({ kind: 'update', id: source.id, draft: checked.draft } as const)
        : ({ kind: 'create', draft: checked.draft } as const);
    save.mutate(request, { onSuccess: () => void navigate('/auctions') });
  };

  if (options.isPending) return <Loading />;
  if (!options.data) return <ErrorAlert error={options.error} />;
  const failure =
    save.error instanceof StaffApiError && save.error.status === 423
      ? 'This auction is Open or over: what changed may not change any more.'
      : save.error instanceof StaffApiError && save.error.status === 422
        ? 'The server refused these settings: check the prices, category and time.'
        : null;
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 1.5, sm: 3 } }}>
      {status === 'Open' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This auction is Open: only its title, description and featured flag may change.
        </Alert>
      )}
      {finished && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This auction is {status}: nothing about it may change. Clone it to run it again.
        </Alert>
      )}
      <AuctionFormFields
        form={form}
        errors={errors}
        options={options.data}
        editable={editable}
        onChange={(patch) => {
          setForm((current) => ({ ...current, ...patch }));
          // A field being corrected loses its old complaint; the next Save checks again.
          setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
        }}
      />
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : (
        <ErrorAlert error={save.error} />
      )}
      {Object.keys(errors).length > 0 && (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          Some fields need attention.
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        {!finished && (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving' : mode === 'edit' ? 'Save changes' : 'Schedule auction'}
          </Button>
        )}
        <Button component={Link} to="/auctions">
          {finished ? 'Back' : 'Cancel'}
        </Button>
      </Stack>
    </Paper>
  );
}

export function AuctionFormPage({ mode }: { mode: Mode }) {
  usePageTitle(TITLES[mode]);
  const params = useParams();
  const id = mode === 'create' ? null : Number(params.id);
  const source = useAuction(id !== null && Number.isInteger(id) && id > 0 ? id : null);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {TITLES[mode]}
        {source.data ? `: ${source.data.title}` : ''}
      </Typography>
      {id !== null && source.isPending ? (
        <Loading />
      ) : id !== null && !source.data ? (
        <ErrorAlert error={source.error ?? new StaffApiError(404, 'No data found')} />
      ) : (
        <Editor key={`${mode}-${source.data?.id ?? 'new'}`} mode={mode} source={source.data} />
      )}
    </>
  );
}
