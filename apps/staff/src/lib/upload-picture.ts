// A picture for the catalogue: a signed target from the server, the file PUT there as it is, and
// the key the saving call names (the server re-encodes it and makes the thumbnail).
import { ERROR_MESSAGES } from '@blitz/contract';
import { callStaff, StaffApiError } from './staff-api';

export async function uploadPicture(file: File): Promise<string> {
  const target = await callStaff('/catalogue/upload', { fileName: file.name });
  let response: Response;
  try {
    response = await fetch(target.signedURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new StaffApiError(0, ERROR_MESSAGES.NETWORK_ERROR);
  }
  if (!response.ok) throw new StaffApiError(response.status, ERROR_MESSAGES.UPLOAD_FAILED);
  return target.key;
}
