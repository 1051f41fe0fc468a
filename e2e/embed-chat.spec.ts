import { expect, test, type Page } from '@playwright/test';
import { embedFrame, openDemo } from './support/demo.js';

// The chat inside the embedded widget, streamed from the real API.

/**
 * Slows the iframe's network so a streamed answer arrives over seconds, as from a slow model. The
 * iframe runs in a process of its own (another origin), so the throttle goes to its frame target.
 */
async function throttleIframe(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(await embedFrame(page));
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: bytesPerSecond, uploadThroughput: -1 });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
  };
}

test.describe('embedded chat', () => {
  test('streams an answer as it arrives, and Stop ends it', async ({ page }) => {
    test.setTimeout(90_000);
    const frame = await openDemo(page);
    await expect(frame.getByTestId('card')).toBeVisible();
    await expect(frame.getByTestId('chat-input')).toBeVisible();

    const unthrottle = await throttleIframe(page, 1500);
    await frame.getByTestId('chat-input').fill('How is my portfolio doing?');
    await frame.getByTestId('chat-send').click();
    const answer = frame.getByTestId('chat-answer').first();
    await expect(frame.getByTestId('chat-stop')).toBeVisible();
    // Part of the answer is on screen while the rest is still coming.
    await expect(answer).toHaveAttribute('data-status', 'streaming');
    await expect(answer.locator('.markdown')).toContainText(/\w{3,}/, { timeout: 40_000 });
    await expect(answer).toHaveAttribute('data-status', 'streaming');

    await frame.getByTestId('chat-stop').click();
    await expect(answer).toHaveAttribute('data-status', 'stopped');
    await expect(answer).toContainText('Stopped');
    await expect(frame.getByTestId('chat-stop')).toHaveCount(0);
    // A stopped answer never received its final form (sources, follow-ups).
    await expect(answer.getByTestId('chat-citations')).toHaveCount(0);
    await unthrottle();

    // The thread goes on: the next question gets a complete answer with its sources.
    await frame.getByTestId('chat-input').fill('Is my portfolio too concentrated?');
    await frame.getByTestId('chat-input').press('Enter');
    const second = frame.getByTestId('chat-answer').nth(1);
    await expect(second).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
    await expect(second.locator('.markdown')).toContainText(/\w{3,}/);
    await expect(frame.getByTestId('chat-answer')).toHaveCount(2);
  });

  test('a follow-up chip asks its question (and tells the host page)', async ({ page }) => {
    const frame = await openDemo(page);
    await expect(frame.getByTestId('card')).toBeVisible();
    const chip = frame.getByTestId('card').getByTestId('followup').first();
    const question = (await chip.innerText()).trim();
    // By keyboard: focus the chip and press Enter.
    await chip.focus();
    await chip.press('Enter');
    const turn = frame.locator('.turn').first();
    await expect(turn.locator('.question')).toContainText(question);
    const answer = turn.getByTestId('chat-answer');
    await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
    await expect(answer.locator('.markdown')).toContainText(/\w{3,}/);
    // The answer brings its own follow-ups.
    expect(await answer.getByTestId('followup').count()).toBeGreaterThan(0);
    // The host page received clarity:followup with the question.
    await expect(page.getByTestId('host-followup')).toContainText(question);
  });

  test('the answer region is announced politely to screen readers', async ({ page }) => {
    const frame = await openDemo(page, { scope: 'chat' });
    await expect(frame.locator('[aria-live="polite"]')).toHaveCount(1);
    await expect(frame.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  });

  test('on a phone (390 px), the latest answer fits the chat’s visible area, the rest a follow-up away', async ({ page }) => {
    test.setTimeout(120_000);
    const screen = { width: 390, height: 844 };
    await page.setViewportSize(screen);
    const frame = await openDemo(page, { scope: 'chat' });
    await expect(frame.getByTestId('chat-input')).toBeVisible();
    const questions = [
      'How is my portfolio doing?',
      'What is my portfolio worth?',
      'How risky is my portfolio?',
      'Is my portfolio too risky for me?',
      'Does my portfolio fit my risk profile?',
      'Am I beating the S&P 500?',
      'Do I have too much in tech?',
    ];
    for (const [i, question] of questions.entries()) {
      await frame.getByTestId('chat-input').fill(question);
      await frame.getByTestId('chat-input').press('Enter');
      const answer = frame.getByTestId('chat-answer').nth(i);
      await expect(answer).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
      // What a phone shows at once: the screen less the question box under the thread and the asked question above the answer.
      const form = await frame.locator('.chat-form').boundingBox();
      const asked = await frame.locator('.turn').nth(i).locator('.question').boundingBox();
      const text = await answer.locator('.markdown').boundingBox();
      const visible = screen.height - (form?.height ?? 0) - (asked?.height ?? 0);
      test.info().annotations.push({ type: 'answer height', description: `${question}: ${Math.round(text!.height)} of ${Math.round(visible)} px` });
      expect(text!.height, `${question}: ${Math.round(text!.height)} px of answer, ${Math.round(visible)} px visible`).toBeLessThanOrEqual(visible);
      // The rest is one tap away.
      expect(await answer.getByTestId('followup').count(), question).toBeGreaterThan(0);
    }
  });
});
