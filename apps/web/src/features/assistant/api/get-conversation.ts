import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatHistoryResponse } from '@superliga/league';
import { api } from '../../../lib/api-client';

/** The logged-in user's own conversation with the assistant, oldest first. */
export const getConversation = () => api.get<ChatHistoryResponse>('/chatbot');
export const conversationQueryOptions = () => queryOptions({ queryKey: ['assistant'], queryFn: getConversation });
export const useConversation = () => useQuery(conversationQueryOptions());
