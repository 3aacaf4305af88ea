import { AUTH_SCHEME, TOKEN_STORAGE_KEY } from '@superliga/league';

/** The token lives in localStorage under ACCESS_TOKEN (000 §4). */
export const getToken = () => localStorage.getItem(TOKEN_STORAGE_KEY);
export const setToken = (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_STORAGE_KEY);
/** The Authorization header's value for a token. */
export const authorization = (token: string) => `${AUTH_SCHEME} ${token}`;
