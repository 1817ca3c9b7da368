import { expect, type Page } from '@playwright/test';

/** The demo roles whose menus the phone pass (tests/e2e/phone.spec.ts) and the page baselines (tests/pages) walk. */
export const MENU_ROLES = ['student', 'teacher', 'eduadmin', 'admin'] as const;

export interface MenuLink {
  name: string;
  href: string;
}

/**
 * The signed-in role's menu pages, read from the phone drawer with every group opened (the page must be at a phone
 * width, where the menu is behind the「打开菜单」button; `labels` names it in another locale). Only in-app links (`/app/...`),
 * in menu order.
 */
export async function menuLinks(page: Page, labels: { open: string; menu: string } = { open: '打开菜单', menu: '导航菜单' }): Promise<MenuLink[]> {
  await page.getByRole('button', { name: labels.open }).click();
  const nav = page.getByRole('navigation', { name: labels.menu });
  await expect(nav).toBeVisible();
  for (const group of await nav.getByRole('button', { expanded: false }).all()) await group.click();
  const links = await nav.getByRole('link').evaluateAll((elements) => elements.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })));
  await page.keyboard.press('Escape');
  return links.filter((link) => link.href.startsWith('/app/'));
}
