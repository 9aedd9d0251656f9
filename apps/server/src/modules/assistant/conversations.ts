/**
 * What is kept of conversations: each question and answer (with the user when signed in, the
 * device id and the page) for CHAT_RETENTION_DAYS, then deleted; and the hints a device engaged
 * with per page. Nothing else of a chat is stored.
 */
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatEngagedQuestions, chatMessages } from '../../db/schema';

export const CHAT_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

export interface Exchange {
  userId: number | null;
  deviceId: string;
  page: string;
  question: string;
  answer: string;
  /** The hint the chat was opened with, recorded as engaged on that page. */
  systemMessage: string | null;
}

export async function saveExchange(db: Database, exchange: Exchange): Promise<void> {
  const { userId, deviceId, page } = exchange;
  await db.insert(chatMessages).values([
    { userId, deviceId, page, role: 'user', content: exchange.question },
    { userId, deviceId, page, role: 'assistant', content: exchange.answer },
  ]);
  if (exchange.systemMessage) {
    await db.insert(chatEngagedQuestions).values({ userId, deviceId, page, question: exchange.systemMessage }).onConflictDoNothing();
  }
}

/** Deletes conversations older than the retention period; returns how many rows went. */
export async function purgeOldConversations(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CHAT_RETENTION_DAYS * DAY_MS);
  const removed = await db.delete(chatMessages).where(lt(chatMessages.createdAt, cutoff)).returning({ id: chatMessages.id });
  await db.delete(chatEngagedQuestions).where(lt(chatEngagedQuestions.createdAt, cutoff));
  return removed.length;
}

/** Runs the purge at most once an hour per process, from the chat path itself. */
export function createPurgeSchedule(db: Database) {
  let last = 0;
  return async (now: Date): Promise<void> => {
    if (now.getTime() - last < PURGE_EVERY_MS) return;
    last = now.getTime();
    await purgeOldConversations(db, now);
  };
}
