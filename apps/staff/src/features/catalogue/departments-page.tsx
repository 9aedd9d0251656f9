// Departments and their categories: names (English and per language), the department banner and
// the category thumb (uploads, re-encoded by the server), their order (Move up / Move down, which
// the shop's menus follow), and deleting what no auction or category uses.
import { categorySaveBodySchema, departmentSaveBodySchema, type StaffCategory, type StaffDepartment } from '@blitz/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CardMedia,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { Loading } from '../../components/loading';
import { PageHeading } from '../../components/page-heading';
import { PictureInput } from '../../components/picture-input';
import { fieldsToNames, namesToFields, TranslationsFields } from '../../components/translations-fields';
import { usePageTitle } from '../../lib/page-title';
import { callStaff, StaffApiError } from '../../lib/staff-api';
import { uploadPicture } from '../../lib/upload-picture';
import { useCheckedSubmit } from '../../lib/use-checked-submit';
import { useDepartmentChange, useDepartments } from './catalogue-api';

type Editing =
  { kind: 'department'; department: StaffDepartment | null } | { kind: 'category'; departmentId: number; category: StaffCategory | null };

function SectionDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const current = editing.kind === 'department' ? editing.department : editing.category;
  const [name, setName] = useState(current?.name ?? '');
  const [names, setNames] = useState(namesToFields(current?.names ?? {}));
  const [file, setFile] = useState<File | null>(null);
  const pictureLabel = editing.kind === 'department' ? 'banner' : 'thumb';
  const save = useDepartmentChange(async () => {
    const key = file ? await uploadPicture(file) : null;
    if (editing.kind === 'department') {
      return callStaff('/catalogue/department/save', {
        id: editing.department?.id ?? null,
        name,
        names: fieldsToNames(names),
        bannerKey: key,
      });
    }
    return callStaff('/catalogue/category/save', {
      id: editing.category?.id ?? null,
      departmentId: editing.departmentId,
      name,
      names: fieldsToNames(names),
      thumbKey: key,
    });
  });
  const check = () => {
    const schema = editing.kind === 'department' ? departmentSaveBodySchema : categorySaveBodySchema;
    const body = { name, names: fieldsToNames(names), departmentId: editing.kind === 'category' ? editing.departmentId : undefined };
    if (!schema.safeParse(body).success) return 'A name of 1 to 120 characters is needed.';
    return !current && !file ? `Choose a ${pictureLabel} picture.` : null;
  };
  const { problem, submit } = useCheckedSubmit(check, () => save.mutate(undefined, { onSuccess: onClose }));
  const what = editing.kind === 'department' ? 'department' : 'category';
  return (
    <FormDialog title={current ? `Edit ${what}` : `New ${what}`} onSubmit={submit} onClose={onClose} problem={problem} save={save}>
      <TextField label="Name (English)" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
      <TranslationsFields fields={[{ key: 'name', label: 'Name' }]} values={names} onChange={setNames} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PictureInput label={`Choose ${pictureLabel}`} onFile={setFile} />
        <Typography variant="body2" color="text.secondary">
          {file ? file.name : current ? `Keeps the current ${pictureLabel}` : `No ${pictureLabel} chosen`}
        </Typography>
      </Stack>
    </FormDialog>
  );
}

/** Moves entry `index` one place up (-1) or down (+1) in `ids`. */
const moved = (ids: number[], index: number, step: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
};

function MoveButtons({ label, index, count, onMove }: { label: string; index: number; count: number; onMove: (step: -1 | 1) => void }) {
  return (
    <>
      <IconButton size="small" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(-1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </>
  );
}

export function DepartmentsPage() {
  usePageTitle('Departments');
  const departments = useDepartments();
  const [editing, setEditing] = useState<Editing | null>(null);
  const order = useDepartmentChange((body: { departmentId?: number; ids: number[] }) => callStaff('/catalogue/order', body));
  const remove = useDepartmentChange((target: { kind: 'department' | 'category'; id: number }) =>
    callStaff(target.kind === 'department' ? '/catalogue/department/delete' : '/catalogue/category/delete', { id: target.id }),
  );
  const inUse = remove.error instanceof StaffApiError && remove.error.status === 409;
  if (departments.isPending) return <Loading />;
  const list = departments.data ?? [];
  return (
    <>
      <Button component={Link} to="/catalogue" sx={{ mb: 1 }}>
        ← Products
      </Button>
      <PageHeading title="Departments">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'department', department: null })}>
          New department
        </Button>
      </PageHeading>
      <ErrorAlert error={departments.error ?? order.error} />
      {inUse ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Still in use: move or delete its auctions and categories first.
        </Alert>
      ) : (
        <ErrorAlert error={remove.error} />
      )}
      <Stack spacing={2}>
        {list.map((department, index) => (
          <Card key={department.id} variant="outlined" component="section" aria-label={department.name}>
            <CardMedia
              component="img"
              image={department.banner.thumb ?? department.banner.full}
              alt=""
              sx={{ height: 90, objectFit: 'cover' }}
            />
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2" sx={{ flex: '1 1 200px' }}>
                  {department.name}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · {department.auctions} auctions
                    {Object.keys(department.names).length > 0 ? ` · ${Object.keys(department.names).length} languages` : ''}
                  </Typography>
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
                  <MoveButtons
                    label={department.name}
                    index={index}
                    count={list.length}
                    onMove={(step) =>
                      order.mutate({
                        ids: moved(
                          list.map((d) => d.id),
                          index,
                          step,
                        ),
                      })
                    }
                  />
                  <Button size="small" onClick={() => setEditing({ kind: 'department', department })}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => remove.mutate({ kind: 'department', id: department.id })}>
                    Delete
                  </Button>
                </Box>
              </Stack>
              <List dense aria-label={`Categories of ${department.name}`}>
                {department.categories.map((category, position) => (
                  <ListItem key={category.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                    <ListItemAvatar>
                      <Avatar variant="rounded" src={category.thumb} alt="" />
                    </ListItemAvatar>
                    <ListItemText primary={category.name} secondary={`${category.auctions} auctions`} sx={{ flex: '1 1 140px' }} />
                    <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
                      <MoveButtons
                        label={category.name}
                        index={position}
                        count={department.categories.length}
                        onMove={(step) =>
                          order.mutate({
                            departmentId: department.id,
                            ids: moved(
                              department.categories.map((c) => c.id),
                              position,
                              step,
                            ),
                          })
                        }
                      />
                      <Button size="small" onClick={() => setEditing({ kind: 'category', departmentId: department.id, category })}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => remove.mutate({ kind: 'category', id: category.id })}>
                        Delete
                      </Button>
                    </Box>
                  </ListItem>
                ))}
              </List>
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setEditing({ kind: 'category', departmentId: department.id, category: null })}
              >
                New category
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {editing && <SectionDialog editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
