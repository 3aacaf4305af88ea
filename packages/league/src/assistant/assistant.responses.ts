import { z } from 'zod';

/** What POST/GET/DELETE /chatbot answer: the reply as `message` (001 §7), the stored conversation. */
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatMessageSchema = z.object({ id: z.number().int(), role: z.enum(CHAT_ROLES), content: z.string(), created_at: z.string() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatHistoryResponseSchema = z.object({ data: z.array(chatMessageSchema) });
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;
