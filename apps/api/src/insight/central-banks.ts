import table from './central-banks.json' with { type: 'json' };

/** A central bank, the words the stored news uses for it, and its names in the four languages (central-banks.json). */
export interface CentralBank {
  id: 'fed' | 'ecb' | 'boe';
  storyWords: string;
  aliases: Record<'en' | 'de' | 'fr' | 'es', string[]>;
}

export const CENTRAL_BANKS = table.banks as CentralBank[];

/** English one-word names ("fed", "ecb", "boe", "powell") → the words its stories use, for the story search's expansions. */
export function englishBankExpansions(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const bank of CENTRAL_BANKS) for (const alias of bank.aliases.en) if (!alias.includes(' ')) out[alias] = [bank.storyWords];
  return out;
}

/** Each central bank's English names of several words, as the words its stories use ("us central bank" → "federal reserve"), so that "central" and "bank" do not pull up another bank's story. */
const PHRASES = CENTRAL_BANKS.flatMap((bank) => bank.aliases.en.filter((alias) => alias.includes(' ') && alias !== bank.storyWords).map((alias) => ({ alias: ` ${alias} `, storyWords: ` ${bank.storyWords} ` })));

/** A normalized text (lower case, words between single spaces, padded with one) with the banks' English names replaced by their story words. */
export function namingBanks(text: string): string {
  let out = text;
  for (const { alias, storyWords } of PHRASES) out = out.split(alias).join(storyWords);
  return out;
}
