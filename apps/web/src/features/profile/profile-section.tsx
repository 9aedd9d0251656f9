// The dashboard's profile section (SPEC.md section 2): the /profile/view answer, with an Edit
// button switching to the form.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { fetchApiData } from '../../lib/api-client';
import { findLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { ProfileForm } from './profile-form';

export function ProfileSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: ['profile', user?.uuid ?? ''],
    enabled: Boolean(user),
    queryFn: () => fetchApiData('/profile/view', {}),
  });

  if (query.isPending) return <CircularProgress aria-label={t('profile.loading')} sx={{ mt: 2 }} />;
  if (query.isError || !query.data)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {t('profile.loadFailed')}
      </Alert>
    );
  const profile = query.data;
  const mobileNumber = user?.mobileNumber ?? '';

  if (editing) {
    return (
      <Box sx={{ mt: 2 }}>
        <ProfileForm
          profile={profile}
          mobileNumber={mobileNumber}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void query.refetch();
          }}
        />
      </Box>
    );
  }

  const rows: [string, string][] = [
    [t('profile.nickname'), profile.nickname],
    [t('profile.firstName'), profile.firstName],
    [t('profile.lastName'), profile.lastName],
    [t('profile.email'), profile.email],
    [t('profile.mobileNumber'), mobileNumber || t('profile.notSet')],
    [t('profile.location'), profile.location || t('profile.notSet')],
    [t('profile.language'), (profile.language && findLanguage(profile.language)?.nativeName) || t('profile.notSet')],
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Avatar
        src={profile.profileImage ?? undefined}
        alt={profile.profileImage ? t('profile.pictureAlt') : undefined}
        sx={{ width: 72, height: 72, mb: 2 }}
      />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0.25, sm: 1.5 }, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Button variant="contained" onClick={() => setEditing(true)} sx={{ mt: 3 }}>
        {t('profile.edit')}
      </Button>
    </Box>
  );
}
