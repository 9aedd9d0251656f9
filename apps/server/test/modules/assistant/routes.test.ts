import { randomUUID } from 'node:crypto';
import { ASSISTANT_ENDPOINT } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { createAuction, createBidder } from '../auctions/auction-fixtures';
import { ask, chatBody } from './chat-helpers';

describe.each(databaseKinds)('POST /blitz-chat on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });

  it('answers a visitor from the shop knowledge, in the language asked, English otherwise', async () => {
    expect(await ask(t.app, 'How long does delivery take?')).toEqual({
      statusKey: 'success',
      data: expect.stringContaining('3 to 14 business days'),
    });
    expect((await ask(t.app, 'Hoe lank neem aflewering?', { lanIso: 'af' })).data).toContain('3 tot 14 werksdae');
    expect((await ask(t.app, 'Ndi nga vhuedzedza tshithu?', { lanIso: 've' })).data).toContain('maḓuvha a 30');
    // A question in English with the language set to Tshivenḓa: its intent is recognised and answered in Tshivenḓa.
    expect((await ask(t.app, 'Can I return an item?', { lanIso: 've' })).data).toContain('maḓuvha a 30');
  });

  it('does not guess: unknown questions say so and point to Report a problem, account figures need a login', async () => {
    expect((await ask(t.app, 'Who won the rugby world cup in 1995?')).data).toContain("I'm not sure");
    expect((await ask(t.app, 'Who won the rugby world cup in 1995?')).data).toContain('Report a problem');
    expect((await ask(t.app, 'How many Blitz do I have?')).data).toBe('Please log in first: then I can look that up in your account.');
  });

  it('reads the bid packs on sale from the database', async () => {
    await t.app.db.execute(sql`insert into bid_packs (bids, price_cents, position) values (75, 14500, 1)`);
    expect((await ask(t.app, 'How much are the bid packs?')).data).toContain('75 Blitz for R145.00');
  });

  it('answers with live figures that follow a bid, and keeps the exchange', async () => {
    const bidder = await createBidder(t.app.db, t.config.jwtSecret, { free: 5, paid: 20 });
    const device = `device-${randomUUID()}`;
    const options = { refreshToken: bidder.refreshToken, device };
    expect((await ask(t.app, 'How many Blitz do I have?', options)).data).toBe('You have 25 Blitz: 5 free and 20 bought.');
    const auction = await createAuction(t.app.db);
    expect((await t.app.auctions.engine.placeBid(auction, bidder.id)).ok).toBe(true);
    expect((await ask(t.app, 'How many Blitz do I have?', options)).data).toBe('You have 24 Blitz: 4 free and 20 bought.');
    expect((await ask(t.app, 'Am I leading my auctions?', options)).data).toContain('you are leading');
    expect((await ask(t.app, 'Did I check in today?', options)).data).toContain('not checked in today');
    expect((await ask(t.app, "What's in my cart?", options)).data).toBe('Your cart is empty.');
    expect([200, 202, 209]).toContain((await postApi(t.app, '/reward/checkIn', { refreshToken: bidder.refreshToken })).statusCode);
    expect((await ask(t.app, 'Did I check in today?', options)).data).toContain('you have checked in today');

    const rows = await queryRows<{ role: string; content: string; user_id: number }>(
      t.app.db,
      sql`select role, content, user_id from chat_messages where device_id = ${device} order by id`,
    );
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ role: 'user', content: 'How many Blitz do I have?' });
    expect(rows[1]).toMatchObject({ role: 'assistant', content: 'You have 25 Blitz: 5 free and 20 bought.' });
    expect(rows.every((row) => Number(row.user_id) === bidder.id)).toBe(true);
  });

  it('cleans the message on the server and records the hint a chat was opened with', async () => {
    const device = `device-${randomUUID()}`;
    const hint = 'Did you know shipping is free?';
    const answer = await ask(t.app, '  how   long\u0007 does\n\n\n\n\ndelivery take 🚚 ', {
      device,
      page: '/dashboard?page=shipping',
      systemMessage: hint,
    });
    expect(answer.statusKey).toBe('success');
    const [question] = await queryRows<{ content: string }>(
      t.app.db,
      sql`select content from chat_messages where device_id = ${device} and role = 'user'`,
    );
    expect(question!.content).toBe('how long does\n\n\ndelivery take');
    const engaged = await queryRows<{ page: string; question: string }>(
      t.app.db,
      sql`select page, question from chat_engaged_questions where device_id = ${device}`,
    );
    expect(engaged).toEqual([{ page: '/dashboard?page=shipping', question: hint }]);
  });

  it('no_data for a message with nothing left after cleaning; 400 for a body that breaks the contract', async () => {
    expect(await ask(t.app, '🎉🎉 👍🏽')).toEqual({ statusKey: 'no_data', data: '' });
    for (const body of [
      chatBody('   '),
      chatBody('x'.repeat(2001)),
      { ...chatBody('hello'), page: 'no-slash' },
      { ...chatBody('hello'), userData: undefined },
      { ...chatBody('hello'), systemMessage: '' },
    ]) {
      const response = await postApi(t.app, ASSISTANT_ENDPOINT, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Data format error' });
    }
  });

  it('limits messages per device and per signed-in user (429)', async () => {
    const device = `device-${randomUUID()}`;
    for (let i = 0; i < 40; i += 1) expect((await postApi(t.app, ASSISTANT_ENDPOINT, chatBody('hi', { device }))).statusCode).toBe(200);
    const refused = await postApi(t.app, ASSISTANT_ENDPOINT, chatBody('hi', { device }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests' });
    expect((await postApi(t.app, ASSISTANT_ENDPOINT, chatBody('hi', { device: `other-${randomUUID()}` }))).statusCode).toBe(200);

    const user = await createBidder(t.app.db, t.config.jwtSecret);
    const asUser = (n: number) => chatBody('hi', { device: `device-${n}-${randomUUID()}`, refreshToken: user.refreshToken });
    for (let i = 0; i < 40; i += 1) expect((await postApi(t.app, ASSISTANT_ENDPOINT, asUser(i))).statusCode).toBe(200);
    expect((await postApi(t.app, ASSISTANT_ENDPOINT, asUser(99))).statusCode).toBe(429);
  });
});
