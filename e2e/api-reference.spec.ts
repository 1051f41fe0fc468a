import { expect, test } from '@playwright/test';

test('the API reference renders the generated OpenAPI document', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Clarity API/ })).toBeVisible();
  await expect(page.getByText('/v1/sdk/partner-portfolios/{id}/trades').first()).toBeVisible();
  expect(errors).toEqual([]);
});
