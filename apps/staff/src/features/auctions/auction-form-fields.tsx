// The fields of the auction form, laid out in two columns on wide screens and one on phones.
// Fields that may not change any more (the auction is Open or over) are shown but locked.
import { BID_TYPES, type BidType, type StaffAuctionOptions } from '@blitz/contract';
import { Autocomplete, FormControlLabel, Grid, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { menuOptions } from '../../components/menu-options';
import type { DraftForm, FormErrors } from './draft-form';

interface Props {
  form: DraftForm;
  errors: FormErrors;
  options: StaffAuctionOptions;
  /** Whether a field may still change. */
  editable: (field: keyof DraftForm) => boolean;
  onChange: (patch: Partial<DraftForm>) => void;
}

export function AuctionFormFields({ form, errors, options, editable, onChange }: Props) {
  const item = options.items.find((i) => i.id === form.itemId) ?? null;
  const department = options.departments.find((d) => d.id === form.departmentId);
  const text = (field: keyof DraftForm, label: string, extra: { helper?: string; type?: string; multiline?: boolean } = {}) => (
    <TextField
      label={label}
      name={field}
      type={extra.type ?? 'text'}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      value={form[field] as string}
      onChange={(e) => onChange({ [field]: e.target.value })}
      error={!!errors[field]}
      helperText={errors[field] ?? extra.helper}
      disabled={!editable(field)}
      slotProps={extra.type === 'datetime-local' ? { inputLabel: { shrink: true }, htmlInput: { step: 1 } } : undefined}
    />
  );
  const toggle = (field: 'major' | 'buyNowEnabled' | 'buddyAllowed' | 'featured', label: string) => (
    <FormControlLabel
      control={<Switch checked={form[field]} onChange={(e) => onChange({ [field]: e.target.checked })} disabled={!editable(field)} />}
      label={label}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Autocomplete
          options={options.items}
          value={item}
          getOptionLabel={(o) => `${o.title} (#${o.id})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disabled={!editable('itemId')}
          onChange={(_e, chosen) =>
            onChange(
              chosen
                ? {
                    itemId: chosen.id,
                    title: chosen.title,
                    description: chosen.description,
                    departmentId: chosen.departmentId ?? '',
                    categoryId: chosen.categoryId ?? '',
                    major: chosen.departmentId !== null && chosen.categoryId === null,
                    retailPrice: chosen.retailPrice ?? form.retailPrice,
                  }
                : { itemId: null },
            )
          }
          renderInput={(params) => <TextField {...params} label="Product" error={!!errors.itemId} helperText={errors.itemId} />}
        />
      </Grid>
      <Grid size={12}>{text('title', 'Title')}</Grid>
      <Grid size={12}>{text('description', 'Description', { multiline: true })}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          label="Department"
          value={form.departmentId}
          onChange={(e) => onChange({ departmentId: Number(e.target.value), categoryId: '' })}
          error={!!errors.departmentId}
          helperText={errors.departmentId}
          disabled={!editable('departmentId')}
        >
          {options.departments.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          label="Category"
          value={form.major ? '' : form.categoryId}
          onChange={(e) => onChange({ categoryId: Number(e.target.value) })}
          error={!!errors.categoryId}
          helperText={errors.categoryId ?? (form.major ? 'Major auctions have no category.' : undefined)}
          disabled={form.major || !editable('categoryId')}
        >
          {(department?.categories ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
          Schedule and clock
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {text('auctionTime', 'Auction time', { type: 'datetime-local', helper: 'When it opens (your local time).' })}
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        {text('openingMinutes', 'Opening window (minutes)', { type: 'number', helper: 'First end time after opening.' })}
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        {text('auctionTimer', 'Timer (seconds)', { type: 'number', helper: 'Put back on the clock per bid.' })}
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
          Prices (rand)
        </Typography>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>{text('startingAmount', 'Starting amount')}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{text('bidIncrement', 'Increment')}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{text('retailPrice', 'Retail price')}</Grid>
      <Grid size={{ xs: 6, md: 3 }}>{text('buyNowPrice', 'Buy-now price', { helper: 'Empty: the retail price.' })}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          label="Bid type"
          value={form.bidType}
          onChange={(e) => onChange({ bidType: e.target.value as BidType })}
          disabled={!editable('bidType')}
        >
          {menuOptions(BID_TYPES)}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {form.bidType === 'Locked' && text('lockPrice', 'Lock point', { helper: 'Past this price only earlier bidders may bid.' })}
      </Grid>
      <Grid size={12} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        {toggle('major', 'Major auction')}
        {toggle('featured', 'Featured')}
        {toggle('buddyAllowed', 'BidBuddy allowed')}
        {toggle('buyNowEnabled', 'Buy now offered')}
      </Grid>
    </Grid>
  );
}
