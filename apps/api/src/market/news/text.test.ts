import { describe, expect, it } from 'vitest';
import { nameWords, words } from './text.js';

describe('news words', () => {
  it("reads a people's adjective as its country: 'Chinese developers' and 'China's prices' share a word", () => {
    expect(words("Chinese developers' shares slide")).toContain('china');
    expect(words("China's new home prices fall")).toContain('china');
    expect(words('Afghan quake death toll rises')).toContain('afghanistan');
    expect(words('Dutch voters')).toEqual(['netherlands', 'voter']);
  });

  it('names: capitalized words not opening a sentence, and acronyms; a Title Case title is left out', () => {
    const title = 'Jewels stolen from the Louvre in seven-minute daylight raid';
    const text = `${title}\nThieves used a furniture lift to reach the Apollo Gallery. The culture minister said APEC was not involved.`;
    expect([...nameWords(title, text)].sort()).toEqual(['apec', 'apollo', 'gallery', 'louvre']);
    const titleCase = 'Tariffs Dent Toyota Profits Despite Record Hybrid Sales';
    expect([...nameWords(titleCase, `${titleCase}\nThe carmaker cut its forecast.`)]).toEqual([]);
  });
});
