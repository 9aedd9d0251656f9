// /shipping/create, /shipping/update and /shipping/delete (SPEC.md section 7): 202 is success;
// anything else is handed back for the caller to show.
import type { ShippingFields } from '@blitz/contract';
import { callApi, type ApiResult } from '../../../lib/api-client';

export function saveShippingProfile(fields: ShippingFields, id?: number): Promise<ApiResult<null>> {
  return id === undefined ? callApi('/shipping/create', fields) : callApi('/shipping/update', { ...fields, id });
}

export function deleteShippingProfile(id: number): Promise<ApiResult<null>> {
  return callApi('/shipping/delete', { shippingID: id });
}
