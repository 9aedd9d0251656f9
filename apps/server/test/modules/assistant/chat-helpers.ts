/** Calls of the assistant endpoint for the tests. */
import { ASSISTANT_ENDPOINT, chatResponseSchema } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { postApi } from '../../helpers/build-test-app';

export interface AskOptions {
  device?: string;
  refreshToken?: string;
  lanIso?: string;
  page?: string;
  systemMessage?: string | null;
  history?: { role: 'user' | 'assistant'; content: string }[];
}

export function chatBody(message: string, options: AskOptions = {}) {
  return {
    message,
    page: options.page ?? '/',
    userData: {
      uuid: null,
      timestamp: Date.now(),
      nickname: '',
      bidsPlaced: 0,
      referrals: 0,
      bidsBought: false,
      device_id: options.device ?? 'device-test',
    },
    systemMessage: options.systemMessage ?? null,
    lanIso: options.lanIso ?? 'en',
    ...(options.refreshToken ? { refreshToken: options.refreshToken } : {}),
    ...(options.history ? { history: options.history } : {}),
  };
}

export async function ask(app: FastifyInstance, message: string, options: AskOptions = {}) {
  const response = await postApi(app, ASSISTANT_ENDPOINT, chatBody(message, options));
  if (response.statusCode !== 200) throw new Error(`chat answered ${response.statusCode}: ${response.body}`);
  return chatResponseSchema.parse(response.json());
}
