import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'superliga';
export const ACCOUNTS = {
  admin: 'admin@superliga.local',
  organizador: 'organizador@superliga.local',
  manager1: 'manager1@superliga.local',
  manager2: 'manager2@superliga.local',
  manager15: 'manager15@superliga.local',
  visitante: 'visitante@superliga.local',
  espera: 'espera@superliga.local',
} as const;

/** Logs in through the login screen and waits for the dashboard. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'Conectate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
