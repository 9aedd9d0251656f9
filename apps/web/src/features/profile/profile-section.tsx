// The dashboard's profile section (SPEC.md section 2): the /profile/view answer, with an Edit
// button switching to the form.
import UserRound from 'lucide-react/icons/user-round';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { fetchApiData } from '../../lib/api-client';
import { findLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { Avatar } from '../../ui/misc';
import { Spinner } from '../../ui/spinner';
import { Text } from '../../ui/text';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

export function ProfileSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: ['profile', user?.uuid ?? ''],
    enabled: Boolean(user),
    queryFn: () => fetchApiData('/profile/view', {}),
  });

  if (query.isPending) return <Spinner size={40} primary label={t('profile.loading')} className={styles.section} />;
  if (query.isError || !query.data)
    return (
      <Alert severity="error" className={styles.section}>
        {t('profile.loadFailed')}
      </Alert>
    );
  const profile = query.data;
  const mobileNumber = user?.mobileNumber ?? '';

  if (editing) {
    return (
      <div className={styles.section}>
        <ProfileForm
          profile={profile}
          mobileNumber={mobileNumber}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void query.refetch();
          }}
        />
      </div>
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
    <div className={styles.section}>
      <Avatar
        src={profile.profileImage ?? undefined}
        alt={profile.profileImage ? t('profile.pictureAlt') : undefined}
        className={cx(styles.avatar, styles.viewAvatar)}
      >
        <UserRound aria-hidden className={styles.avatarIcon} />
      </Avatar>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text component="dt" color="text.secondary" className={styles.term}>
              {label}
            </Text>
            <Text component="dd" className={styles.value}>
              {value}
            </Text>
          </Fragment>
        ))}
      </dl>
      <Button variant="contained" onClick={() => setEditing(true)} className={styles.edit}>
        {t('profile.edit')}
      </Button>
    </div>
  );
}
