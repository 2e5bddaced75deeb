// What the policy-change specs do on a form as a user would: fields by their labels, select
// options by their text, a found address, the accuracy tick, and axe at both widths.
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS } from './screens.ts';

export const main = (page: Page) => page.getByRole('main');

/** No serious or critical axe violation, on the phone and on the desktop, then back to the phone. */
export async function expectAccessibleAtBothWidths(page: Page, where: string) {
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize(viewport);
    expect(await seriousViolations(page), `${where} at ${viewport.width} px`).toEqual([]);
  }
}

/** Opens a select and picks the option, typing first when the list is searched. */
export async function choose(page: Page, label: string | RegExp, option: string, search?: string) {
  const combobox = main(page).getByRole('combobox', { name: label });
  await combobox.click();
  if (search) await combobox.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveValue(option);
}

/** Picks a found address: the list gives way to the address chosen. */
export async function chooseAddress(page: Page, postcode: string, address: string) {
  await fill(page, 'Postcode', postcode);
  await main(page).getByRole('combobox', { name: 'Select an address' }).click();
  await page.getByRole('option', { name: address, exact: true }).click();
  await expect(main(page).getByRole('button', { name: 'Change', exact: true })).toBeVisible();
}

export async function fill(page: Page, label: string | RegExp, text: string) {
  await main(page).getByRole('textbox', { name: label }).fill(text);
}

/** The last step's tick, which 'Send for review' waits for. */
export async function tick(page: Page) {
  await main(page)
    .getByRole('checkbox', { name: 'I confirm that the information I have given is accurate' })
    .check();
}
