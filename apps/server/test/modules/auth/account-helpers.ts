/** Test helpers for accounts: password digests as the web sends them and ready-made signed-in users. */
import { createHash } from 'node:crypto';
import { encodeLoginToken } from '@blitz/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { issueEmailToken } from '../../../src/modules/auth/tokens';
import type { TestApp } from '../../helpers/build-test-app';
import type { DatabaseKind } from '../../helpers/test-database';
import { useShared } from '../../helpers/use-shared';
import { useTestApp } from '../../helpers/use-test-app';
import { startSmtpReceiver, type SmtpReceiver } from '../../plugins/smtp-receiver';

/** What the web sends instead of a password: its SHA-256 hex digest. */
export const digest = (password: string) => createHash('sha256').update(password).digest('hex');

export const loginToken = (email: string, password: string) => encodeLoginToken(email, digest(password));

export interface TestUser {
  email: string;
  nickname: string;
  password: string;
  refreshToken: string;
}

let lastAddress = 0;

/**
 * POST /api{path} from a client address no other call of this process used, so that a suite making
 * many account calls (sign-ups, logins) stays clear of the per-address rate limits.
 */
export function postFromFreshAddress(app: FastifyInstance, path: string, payload: Record<string, unknown>) {
  lastAddress += 1;
  const remoteAddress = `10.250.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
  return app.inject({ method: 'POST', url: `/api${path}`, payload, remoteAddress });
}

/** Signs a user up through /auth/signup with a setup token issued directly (no email needed). */
export async function signUpUser(app: FastifyInstance, email: string, nickname: string, password = 'correct horse'): Promise<TestUser> {
  const emailToken = await issueEmailToken(app.db, 'setup', email, null, new Date());
  const response = await postFromFreshAddress(app, '/auth/signup', {
    email,
    firstName: 'Thandi',
    lastName: 'Mokoena',
    nickname,
    password: digest(password),
    emailToken,
  });
  expect(response.statusCode).toBe(200);
  const { refreshToken } = response.json() as { refreshToken: string };
  return { email, nickname, password, refreshToken };
}

/**
 * An app on `kind` that mails through a real SMTP receiver on loopback, as the account tests need,
 * shared by a describe block: the receiver starts before the app and closes after it. Read both
 * inside tests and hooks.
 */
export function useAppWithMailbox(kind: DatabaseKind, publicUrl: string): { t: TestApp; smtp: SmtpReceiver } {
  const smtp = useShared(startSmtpReceiver, (receiver) => receiver.close());
  const t = useTestApp(() => ({ kind, seed: false, env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl } }));
  return { t, smtp };
}
