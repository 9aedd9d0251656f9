// One product: its title, description and their texts per language, its pictures (the first is
// the main one; auctions not started yet follow at once) and its reviews, which staff may remove.
import { itemSaveBodySchema, type StaffItemDetail } from '@blitz/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  List,
  ListItem,
  ListItemText,
  Paper,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { PictureInput } from '../../components/picture-input';
import { TranslationsFields } from '../../components/translations-fields';
import { usePageTitle } from '../../lib/page-title';
import { callStaff } from '../../lib/staff-api';
import { useCheckedSubmit } from '../../lib/use-checked-submit';
import { uploadPicture } from '../../lib/upload-picture';
import { catalogueKeys, TITLE_PROBLEM, useItem, useItemChange } from './catalogue-api';
import { PageHeading } from '../../components/page-heading';

function TextsForm({ item }: { item: StaffItemDetail }) {
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description);
  const [texts, setTexts] = useState<Record<string, Record<string, string>>>(item.texts as Record<string, Record<string, string>>);
  const save = useItemChange((body: { id: number; title: string; description: string; texts: Record<string, Record<string, string>> }) =>
    callStaff('/catalogue/items/save', body),
  );
  const body = { id: item.id, title, description, texts };
  const { problem, submit } = useCheckedSubmit(
    () => (itemSaveBodySchema.safeParse(body).success ? null : TITLE_PROBLEM),
    () => save.mutate(body),
  );
  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required error={!!problem} helperText={problem} />
        <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={3} />
        <TranslationsFields
          fields={[
            { key: 'title', label: 'Title' },
            { key: 'description', label: 'Description', multiline: true },
          ]}
          values={texts}
          onChange={setTexts}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save texts
          </Button>
        </Box>
        {save.isSuccess && <Alert severity="success">Saved; the shop shows it now.</Alert>}
        <ErrorAlert error={save.error} />
      </Stack>
    </Paper>
  );
}

function Pictures({ item }: { item: StaffItemDetail }) {
  const add = useItemChange(async (file: File) =>
    callStaff('/catalogue/items/add-image', { itemId: item.id, key: await uploadPicture(file) }),
  );
  const remove = useItemChange((imageId: number) => callStaff('/catalogue/items/remove-image', { itemId: item.id, imageId }));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Pictures
        </Typography>
        <PictureInput label={add.isPending ? 'Uploading…' : 'Add a picture'} onFile={(file) => add.mutate(file)} disabled={add.isPending} />
      </Stack>
      {item.images.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {item.mainImage ? 'No uploaded pictures: new auctions take the pictures of the latest auction.' : 'No pictures yet.'}
        </Typography>
      )}
      <ImageList cols={3} gap={8} sx={{ m: 0 }}>
        {item.images.map((image, index) => (
          <ImageListItem key={image.id}>
            <img
              src={image.thumb}
              alt={`${item.title}, picture ${index + 1}`}
              loading="lazy"
              style={{ aspectRatio: '1', objectFit: 'contain' }}
            />
            <ImageListItemBar
              title={index === 0 ? 'Main picture' : `Picture ${index + 1}`}
              actionIcon={
                <IconButton
                  sx={{ color: 'white' }}
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() => remove.mutate(image.id)}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              }
            />
          </ImageListItem>
        ))}
      </ImageList>
      <ErrorAlert error={add.error ?? remove.error} />
    </Paper>
  );
}

function Reviews({ item }: { item: StaffItemDetail }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => callStaff('/catalogue/reviews/delete', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.one(item.id) }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Reviews ({item.reviews.length})
      </Typography>
      <List dense>
        {item.reviews.map((review) => (
          <ListItem
            key={review.id}
            divider
            secondaryAction={
              <Button
                size="small"
                color="error"
                onClick={() => window.confirm(`Remove the review by ${review.nickName}?`) && remove.mutate(review.id)}
              >
                Remove
              </Button>
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Rating value={review.rating} readOnly size="small" />
                  <span>{review.nickName}</span>
                </Stack>
              }
              secondary={review.review}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
      <ErrorAlert error={remove.error} />
    </Paper>
  );
}

export function ProductPage() {
  const id = Number(useParams().id);
  const item = useItem(id);
  usePageTitle(item.data?.title ?? 'Product');
  if (item.isPending) return <Loading />;
  if (!item.data) return <ErrorAlert error={item.error} />;
  return (
    <>
      <Button component={Link} to="/catalogue" sx={{ mb: 1 }}>
        ← Products
      </Button>
      <PageHeading title={item.data.title}>
        <Button component={Link} to="/auctions/new" variant="outlined">
          Schedule an auction
        </Button>
      </PageHeading>
      <TextsForm key={`${item.data.id}`} item={item.data} />
      <Pictures item={item.data} />
      <Reviews item={item.data} />
    </>
  );
}
