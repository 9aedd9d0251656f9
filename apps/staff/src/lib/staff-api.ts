// The console's only way to call the server: POST /api/staff{path} with the staff token as bearer,
// the body checked with the contract's schema before it leaves and 200 data checked after it
// comes back. Failures throw StaffApiError with the shop's status texts (SPEC.md section 8).
import {
  ERROR_MESSAGES,
  httpStatusText,
  STAFF_API_PREFIX,
  staffCalls,
  type StaffBody,
  type StaffPath,
  type StaffResponse,
} from '@blitz/contract';
import { readStaffToken } from './token-store';

export class StaffApiError extends Error {
  override name = 'StaffApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function statusMessage(status: number): string {
  return httpStatusText(status) ?? ERROR_MESSAGES.UNKNOWN_RESPONSE_CODE;
}

export async function callStaff<P extends StaffPath>(path: P, body: StaffBody<P>): Promise<StaffResponse<P>> {
  const definition = staffCalls[path];
  if (!definition.body.safeParse(body).success) throw new StaffApiError(400, statusMessage(400));
  const token = readStaffToken();
  let response: Response;
  try {
    response = await fetch(`${STAFF_API_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new StaffApiError(0, ERROR_MESSAGES.NETWORK_ERROR);
  }
  if (response.status === 202 || response.status === 204) return null as StaffResponse<P>;
  if (response.status !== 200) throw new StaffApiError(response.status, statusMessage(response.status));
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new StaffApiError(200, ERROR_MESSAGES.PARSE_ERROR);
  }
  if (!definition.response) return null as StaffResponse<P>;
  const parsed = definition.response.safeParse(json);
  if (!parsed.success) throw new StaffApiError(200, ERROR_MESSAGES.INVALID_RESPONSE_FORMAT);
  return parsed.data as StaffResponse<P>;
}
