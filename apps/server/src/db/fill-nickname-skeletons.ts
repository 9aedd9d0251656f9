/**
 * Fills users.nickname_skeleton (migration 0020) for rows that have none: accounts from before the
 * column, or written without the server's account code. SQL cannot compute a TR39 skeleton, so this
 * runs at start-up, under the start-up lock. A row whose skeleton another row already holds (a
 * look-alike pair that a live shop had before) keeps null: the unique index lets nulls be.
 */
import { sql } from 'drizzle-orm';
import { nicknameSkeleton } from '../nickname-key';
import { queryRows, type Database } from './client';

export async function fillNicknameSkeletons(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number; nickname: string }>(
    db,
    sql`select id, nickname from users where nickname_skeleton is null order by id`,
  );
  let filled = 0;
  for (const row of rows) {
    const skeleton = nicknameSkeleton(row.nickname);
    const updated = await queryRows<{ id: number }>(
      db,
      sql`update users set nickname_skeleton = ${skeleton}
          where id = ${row.id} and nickname_skeleton is null
            and not exists (select 1 from users other where other.nickname_skeleton = ${skeleton})
          returning id`,
    );
    filled += updated.length;
  }
  return filled;
}
