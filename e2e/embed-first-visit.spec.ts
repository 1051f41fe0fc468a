import { expect, test } from '@playwright/test';
import { SUPPORTED_LOCALES } from '@clarity/shared';
import { API_URL } from '../playwright.config.js';
import { demoApiKey, demoPortfolios, openDemo } from './support/demo.js';

// A visitor's first look at the demo, on whatever day the suite runs: the API started by
// playwright.config.ts has no CLARITY_NOW, so its sample data was dated to end yesterday.

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.describe('the demo on the day it runs', () => {
  test('opens on current data: no stale badge at the default tolerance, and the chart ends yesterday', async ({ page, request }) => {
    const frame = await openDemo(page);
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('headline')).toBeVisible();
    await expect(frame.getByTestId('stale-badge')).toHaveCount(0);

    // The same card as the partner's server gets it: priced yesterday, its series ending yesterday.
    const [first] = await demoPortfolios(request);
    const res = await request.post(`${API_URL}/v1/clarity/card`, { headers: { 'x-api-key': demoApiKey() }, data: { portfolioId: first!.id } });
    expect(res.status()).toBe(200);
    const card = (await res.json()) as { staleness: { ageOfNewestDays: number; pricesAsOf: string }; performance: { series: { date: string }[] } };
    expect(card.staleness.pricesAsOf).toBe(yesterday());
    expect(card.staleness.ageOfNewestDays).toBe(1);
    // The value series runs to the valuation day (today), on closes through yesterday: no flat month at its end.
    expect(card.performance.series.at(-1)!.date >= yesterday()).toBe(true);
  });

  test('every demo book has a headline at the top of its card, in every language', async ({ page, request }) => {
    test.setTimeout(240_000);
    for (const portfolio of await demoPortfolios(request)) {
      for (const locale of SUPPORTED_LOCALES) {
        const frame = await openDemo(page, { portfolio: portfolio.id, locale, scope: 'card' });
        const headline = frame.getByTestId('headline');
        await expect(headline, `${portfolio.externalId} ${locale}`).toBeVisible();
        await expect(headline).toHaveText(/\S{3,}/);
        // At the top: nothing of the card comes before it.
        const first = await frame.getByTestId('card').evaluate((card) => card.firstElementChild?.getAttribute('data-testid'));
        expect(first).toBe('headline');
      }
    }
  });
});
