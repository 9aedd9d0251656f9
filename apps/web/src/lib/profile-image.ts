// The header avatar's picture (SPEC.md sections 6 and 7): fetched from /profile/image only while
// signed in; 'profileImage is empty' means the user has none. Failures are logged only.
import { ERROR_MESSAGES, STORAGE_KEYS } from '@blitz/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchApiData } from './api-client';
import { devConsole } from './console';
import { useSession } from './session';
import { writeStorage } from './storage';

export const profileImageQueryKey = (uuid: string | undefined) => ['profileImage', uuid ?? ''] as const;

export function useProfileImage(): string | null {
  const { user } = useSession();
  const query = useQuery({
    queryKey: profileImageQueryKey(user?.uuid),
    enabled: Boolean(user),
    staleTime: 10 * 60 * 1000,
    queryFn: async () => {
      try {
        const data = await fetchApiData('/profile/image', {});
        const image = data && data.message !== ERROR_MESSAGES.PROFILE_IMAGE_EMPTY ? (data.profileImage ?? null) : null;
        if (image) writeStorage(STORAGE_KEYS.profileImage, image);
        return image;
      } catch (error) {
        devConsole.warn('Profile image could not be fetched', error);
        return null;
      }
    },
  });
  return query.data ?? null;
}
