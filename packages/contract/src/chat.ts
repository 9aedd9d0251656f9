// The assistant (SPEC.md sections 3, 5 and 7): chat messages, the user data the chat sends, and
// the /blitz-chat call.
import { z } from 'zod';
import { envelopeSchema } from './common';
import { ASSISTANT_HISTORY_MAX } from './constants';

export const chatMessageSchema = z.object({
  system: z.boolean(),
  ai: z.boolean(),
  content: z.string(),
  /** Epoch seconds. */
  time: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const queuedChatMessageSchema = z.object({
  systemMessage: z.string().nullable(),
  userMessage: z.string(),
});
export type QueuedChatMessage = z.infer<typeof queuedChatMessageSchema>;

/** /profile/chat/details answer; `timestamp` (epoch ms) is when it was fetched. */
export const aiUserDataSchema = z.object({
  uuid: z.string().nullable(),
  timestamp: z.number(),
  nickname: z.string(),
  bidsPlaced: z.int().nonnegative(),
  referrals: z.int().nonnegative(),
  bidsBought: z.boolean(),
});
export type AiUserData = z.infer<typeof aiUserDataSchema>;

/** User data as sent with a chat message: the device id is added. */
const chatUserDataSchema = aiUserDataSchema.extend({
  device_id: z.string().min(1).max(200),
});

/** Engaged questions per assistant page key (local storage `page_data`). */
export const pageDataSchema = z.record(z.string(), z.array(z.string()));
export type PageData = z.infer<typeof pageDataSchema>;

// Calls

/** One earlier message of the open conversation, as the language model is given it. */
export const chatHistoryEntrySchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1).max(2000),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

/**
 * `page` is the path with a leading slash; `systemMessage` the hint that opened the chat;
 * `history` the conversation's earlier messages since the window opened, oldest first (an addition
 * of ours, so the language model can follow up on what was said).
 */
export const chatBodySchema = envelopeSchema.extend({
  message: z.string().trim().min(1).max(2000),
  page: z.string().startsWith('/').max(300),
  userData: chatUserDataSchema,
  systemMessage: z.string().min(1).max(2000).nullable().optional(),
  history: z.array(chatHistoryEntrySchema).max(ASSISTANT_HISTORY_MAX).optional(),
});

/** `statusKey` is 'success' with `data` the reply, or an error key (CHAT_STATUS_KEYS). */
export const chatResponseSchema = z.object({
  statusKey: z.string(),
  data: z.string(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
