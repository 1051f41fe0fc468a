/**
 * A message that only greets ("hi", "hallo", "bonjour", "hola", "good morning!"), in any of the four
 * languages: answered with a greeting and three things the chat can do, never with a portfolio summary
 * nobody asked for.
 */
const GREETING =
  /^[\s¡¿]*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|hallo|moin|servus|guten (?:tag|morgen|abend)|gr[üu](?:ß|ss)(?: gott| dich| sie)?|bonjour|bonsoir|salut|coucou|hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|buenas)(?:\s+(?:there|clarity|zusammen|à tous|a todos))?[\s!.,?¡¿👋]*$/iu;

export function isGreeting(message: string): boolean {
  return GREETING.test(message.normalize('NFC'));
}
