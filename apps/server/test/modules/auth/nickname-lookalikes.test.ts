// Nicknames that only look alike (issue 46): a Cyrillic 'о' for a Latin 'o', a zero-width space,
// fullwidth letters, a digit zero for an 'O' are refused as taken, at sign-up (209 'nickname') and
// on a profile update (209 'Username already exists'); invisible and bidi characters are stripped
// (a nickname of nothing else is refused with 400). The database holds it: two parallel sign-ups
// of look-alikes end with one account, and start-up fills the skeleton of older rows without
// failing on look-alike pairs already there.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client';
import { fillNicknameSkeletons } from '../../../src/db/fill-nickname-skeletons';
import { issueEmailToken } from '../../../src/modules/auth/tokens';
import { nicknameSkeleton } from '../../../src/nickname-key';
import { postApi } from '../../helpers/build-test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { databaseKinds } from '../../helpers/test-database';
import { digest, postFromFreshAddress, signUpUser } from './account-helpers';

describe.each(databaseKinds)('look-alike nicknames on %s', (kind) => {
  const t = useTestApp({ kind, seed: false });
  let seq = 0;
  beforeAll(async () => {
    await signUpUser(t.app, 'bob@example.test', 'BobBidder');
  });

  async function signUp(nickname: string) {
    const email = `lookalike-${(seq += 1)}@example.test`;
    const emailToken = await issueEmailToken(t.app.db, 'setup', email, null, new Date());
    return postFromFreshAddress(t.app, '/auth/signup', {
      email,
      firstName: 'Thandi',
      lastName: 'Mokoena',
      nickname,
      password: digest('pw pw pw'),
      emailToken,
    });
  }
  const storedNickname = async (email: string) =>
    (await queryRows<{ nickname: string }>(t.app.db, sql`select nickname from users where email = ${email}`))[0]?.nickname;

  it.each([
    ['a Cyrillic о', 'B\u043ebBidder'],
    ['a zero-width space', 'Bob\u200bBidder'],
    ['fullwidth letters', '\uff22\uff4f\uff42Bidder'],
    ['a digit zero', 'B0bBidder'],
    ['a bidi override', '\u202dBobBidder'],
  ])('refuses a sign-up whose nickname differs only by %s', async (_what, nickname) => {
    const response = await signUp(nickname);
    expect(response.statusCode).toBe(209);
    expect(response.json()).toEqual({ message: 'nickname' });
  });

  it('refuses a profile update to a look-alike of another user with 209', async () => {
    const me = await signUpUser(t.app, 'ayanda@example.test', 'AyandaB');
    const update = await postApi(t.app, '/profile/update', {
      refreshToken: me.refreshToken,
      firstName: 'Ayanda',
      lastName: 'B',
      email: me.email,
      // A Cyrillic 'е' this time: no earlier test signed this one up.
      nickName: 'BobBidd\u0435r',
    });
    expect(update.statusCode).toBe(209);
    expect(update.json()).toEqual({ message: 'Username already exists' });
    expect(await storedNickname(me.email)).toBe('AyandaB');
  });

  it('stores a nickname without its invisible characters, and refuses one made of nothing else', async () => {
    expect((await signUp('\u200bZanele\u200d\u2066')).statusCode).toBe(200);
    expect(await storedNickname(`lookalike-${seq}@example.test`)).toBe('Zanele');
    expect((await signUp('\u200b\u200c\u200d\u2060\u200b')).statusCode).toBe(400);
  });

  it('lets only one of two parallel sign-ups of look-alikes win', async () => {
    const answers = await Promise.all([signUp('Kasi\u039aing'), signUp('KasiKing'), signUp('K\u0430siKing')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 209, 209]);
    const rows = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from users where nickname_skeleton = ${nicknameSkeleton('KasiKing')}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("fills older rows' skeletons, leaving a look-alike pair already in the shop unique-safe", async () => {
    await t.app.db.execute(sql`insert into users (email, nickname, referral_code) values
      ('old-1@example.test', 'Sipho', 'old-1'), ('old-2@example.test', 'S\u0456pho', 'old-2')`);
    expect(await fillNicknameSkeletons(t.app.db)).toBe(1);
    const rows = await queryRows<{ email: string; skeleton: string | null }>(
      t.app.db,
      sql`select email, nickname_skeleton as skeleton from users where email like 'old-%' order by email`,
    );
    expect(rows).toEqual([
      { email: 'old-1@example.test', skeleton: nicknameSkeleton('Sipho') },
      { email: 'old-2@example.test', skeleton: null },
    ]);
    expect((await signUp('Siph\u043e')).statusCode).toBe(209);
  });
});
