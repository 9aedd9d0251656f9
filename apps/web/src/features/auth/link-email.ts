// The email an emailed link belongs to: `?email=` in the link when present, else the address
// typed into the sign-up form on this device.
import { STORAGE_KEYS } from '@blitz/contract';
import { readStorage } from '../../lib/storage';

export function linkEmail(search: string): string {
  const fromQuery = new URLSearchParams(search).get('email');
  return fromQuery?.trim() || readStorage(STORAGE_KEYS.signupEmail) || '';
}
