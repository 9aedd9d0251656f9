/**
 * A fake PayFast on loopback for tests: it issues ITNs as PayFast does (fields in PayFast's
 * order, signed with the merchant's passphrase) and answers its validation endpoint
 * `/eng/query/validate` with VALID only for notices it issued itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { paramString, randOf, signFields } from '../../../src/modules/payments/payfast-protocol';
import type { TestApp, TestAppOptions } from '../../helpers/build-test-app';
import { useShared } from '../../helpers/use-shared';
import { useTestApp } from '../../helpers/use-test-app';

export const FAKE_MERCHANT = { id: '10009999', key: 'fakekey123', passphrase: 'Soweto-Sandbox-Pass' };

/** A test shop's settings for paying through the fake (it notifies from loopback, which stands in for PayFast's hosts here). */
export const payfastTestEnv = (payfast: FakePayfast) => ({
  PAYMENT_GATEWAY: 'payfast',
  PAYFAST_MERCHANT_ID: FAKE_MERCHANT.id,
  PAYFAST_MERCHANT_KEY: FAKE_MERCHANT.key,
  PAYFAST_PASSPHRASE: FAKE_MERCHANT.passphrase,
  PAYFAST_URL: payfast.baseUrl,
  PAYFAST_ITN_SOURCES: 'localhost',
  PUBLIC_URL: 'https://shop.example',
});

export interface FakePayfast {
  baseUrl: string;
  /** Bodies posted to the validation endpoint, in order. */
  validations: string[];
  /** A notice PayFast would send; `issue: false` makes one PayFast never sent (validation says INVALID). */
  notice(
    reference: string,
    amountCents: number,
    overrides?: Record<string, string>,
    options?: { issue?: boolean; passphrase?: string },
  ): string;
  close(): Promise<void>;
}

export async function startFakePayfast(): Promise<FakePayfast> {
  const issued = new Set<string>();
  const validations: string[] = [];
  let nextId = 2_000_000;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/eng/query/validate') {
        validations.push(body);
        response.writeHead(200, { 'content-type': 'text/plain' }).end(issued.has(body) ? 'VALID' : 'INVALID');
      } else response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    validations,
    notice(reference, amountCents, overrides = {}, options = {}) {
      const fields: Record<string, string> = {
        m_payment_id: reference,
        pf_payment_id: String((nextId += 1)),
        payment_status: 'COMPLETE',
        item_name: 'Blitz',
        amount_gross: randOf(amountCents),
        amount_fee: randOf(-Math.round(amountCents * 0.035)),
        amount_net: randOf(amountCents - Math.round(amountCents * 0.035)),
        name_first: 'Thandi',
        email_address: 'thandi@example.test',
        merchant_id: FAKE_MERCHANT.id,
        ...overrides,
      };
      if (options.issue !== false) issued.add(paramString(fields));
      return `${paramString(fields)}&signature=${signFields(fields, options.passphrase ?? FAKE_MERCHANT.passphrase)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** POSTs a notice to the shop's ITN endpoint as PayFast does, from loopback unless told otherwise. */
export function postNotice(app: FastifyInstance, body: string, from = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/payment/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
    remoteAddress: from,
  });
}

/**
 * A fake PayFast and a shop paying through it, shared by a describe block: the fake starts before
 * the app and closes after it. Read both inside tests and hooks.
 */
export function usePayfastApp(options: TestAppOptions = {}): { t: TestApp; payfast: FakePayfast } {
  const payfast = useShared(startFakePayfast, (started) => started.close());
  const t = useTestApp(() => ({ ...options, env: { ...payfastTestEnv(payfast), ...options.env } }));
  return { t, payfast };
}
