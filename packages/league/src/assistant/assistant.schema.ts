import { z } from 'zod';
import { CHAT_MESSAGE_MAX, ASSISTANT_MODEL } from '../constants';
import { ASSISTANT_MSG } from './assistant.messages';

/** POST /chatbot: `model` is accepted for compatibility (the client sends gpt-3.5-turbo). */
export const assistantBodySchema = z.object({
  model: z.string({ message: ASSISTANT_MSG.modelInvalid }).max(100, ASSISTANT_MSG.modelInvalid).optional().default(ASSISTANT_MODEL),
  content: z
    .string({ message: ASSISTANT_MSG.contentRequired })
    .trim()
    .min(1, ASSISTANT_MSG.contentRequired)
    .max(CHAT_MESSAGE_MAX, ASSISTANT_MSG.contentTooLong),
});
export type AssistantBody = z.infer<typeof assistantBodySchema>;
