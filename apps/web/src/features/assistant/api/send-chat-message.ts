// The chat call (SPEC.md section 7, AI chat): POST /blitz-chat with the message, the page path,
// the user data plus device id and the hint; abortable, and given up after ASSISTANT_REQUEST_TIMEOUT_MS. The answer is
// turned into a reply, a fallback message key, or the 'reply without content' error.
import {
  ASSISTANT_ENDPOINT,
  ASSISTANT_REQUEST_TIMEOUT_MS,
  type AiUserData,
  type ChatHistoryEntry,
  type ChatMessageKey,
} from '@blitz/contract';
import { callApi } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device-id';

export type ChatOutcome =
  | { kind: 'reply'; text: string }
  | { kind: 'fallback'; messageKey: ChatMessageKey }
  /** A success without content: the 'There was an issue sending your message' dialog. */
  | { kind: 'empty-reply' }
  /** The chat was closed: nothing is shown. */
  | { kind: 'aborted' };

export interface ChatRequest {
  message: string;
  page: string;
  systemMessage: string | null;
  userData: AiUserData;
  /** The conversation's earlier messages, oldest first. */
  history?: ChatHistoryEntry[];
}

/** The fallback message for each status key of SPEC.md section 8. */
export function fallbackFor(statusKey: string): ChatMessageKey {
  switch (statusKey) {
    case 'no_data':
      return 'empty_user_message';
    case 'no_response':
      return 'no_response_message';
    case 'error_server':
      return 'error_response_message';
    case 'error_network':
      return 'chat_no_network_error';
    default:
      // server_response_unknown_status and anything else
      return 'error_message_generic';
  }
}

export async function sendChatMessage(
  request: ChatRequest,
  closed: AbortSignal,
  timeoutMs = ASSISTANT_REQUEST_TIMEOUT_MS,
): Promise<ChatOutcome> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const result = await callApi(
    ASSISTANT_ENDPOINT,
    {
      message: request.message,
      page: request.page,
      userData: { ...request.userData, device_id: getDeviceId() },
      systemMessage: request.systemMessage,
      ...(request.history?.length ? { history: request.history } : {}),
    },
    { signal: AbortSignal.any([closed, timeout]) },
  );
  if (result.kind === 'data') {
    if (result.data.statusKey === 'success')
      return result.data.data.trim() ? { kind: 'reply', text: result.data.data } : { kind: 'empty-reply' };
    return { kind: 'fallback', messageKey: fallbackFor(result.data.statusKey) };
  }
  if (result.kind === 'error' && result.reason === 'request_aborted') {
    return closed.aborted ? { kind: 'aborted' } : { kind: 'fallback', messageKey: 'timeout_message' };
  }
  if (result.kind === 'error' && result.reason === 'network_error') return { kind: 'fallback', messageKey: 'chat_no_network_error' };
  if (result.kind === 'error' && result.reason === 'http' && result.status >= 500)
    return { kind: 'fallback', messageKey: 'error_response_message' };
  return { kind: 'fallback', messageKey: 'error_message_generic' };
}
