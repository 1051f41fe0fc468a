import { describe, expect, it } from 'vitest';
import { refreshEmbedUrl } from './refresh.js';

describe('refreshEmbedUrl', () => {
  it('shares one call between widgets refreshing at the same time', async () => {
    let calls = 0;
    const fetchEmbedUrl = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return { url: `https://embed.test/embed/?token=t${calls}` };
    };
    const [a, b, c] = await Promise.all([refreshEmbedUrl(fetchEmbedUrl), refreshEmbedUrl(fetchEmbedUrl), refreshEmbedUrl(fetchEmbedUrl)]);
    expect(calls).toBe(1);
    expect(new Set([a, b, c])).toEqual(new Set(['https://embed.test/embed/?token=t1']));
    // Once settled, the next refresh is a new call.
    expect(await refreshEmbedUrl(fetchEmbedUrl)).toBe('https://embed.test/embed/?token=t2');
  });

  it('retries failures and resolves with the first success', async () => {
    let calls = 0;
    const flaky = () => {
      calls++;
      return calls < 3 ? Promise.reject(new Error('503')) : Promise.resolve('https://embed.test/embed/?token=ok');
    };
    await expect(refreshEmbedUrl(flaky, 5, 1)).resolves.toBe('https://embed.test/embed/?token=ok');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with the last error', async () => {
    let calls = 0;
    const down = () => {
      calls++;
      return Promise.reject(new Error(`down ${calls}`));
    };
    await expect(refreshEmbedUrl(down, 3, 1)).rejects.toThrow('down 3');
    expect(calls).toBe(3);
  });

  it('rejects a response without a url', async () => {
    await expect(refreshEmbedUrl(() => Promise.resolve({ url: '' }), 1, 1)).rejects.toThrow('no url');
  });
});
