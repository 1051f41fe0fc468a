/**
 * Things news reports changes of that are not instruments or central banks: commodities (linked
 * to the commodity asset class) and economies (the subject of inflation figures, credit ratings
 * and government bond yields). Matched case-sensitively where the word is also a common noun.
 */
export const COMMODITIES: { name: string; pattern: RegExp }[] = [
  { name: 'Brent crude', pattern: /\bBrent\b/ },
  { name: 'WTI crude', pattern: /\b(WTI|West Texas Intermediate)\b/ },
  { name: 'Crude oil', pattern: /\b(crude oil|oil prices?)\b/i },
  { name: 'Gold', pattern: /\b(gold|bullion)\b/i },
  { name: 'Silver', pattern: /\bsilver\b/i },
  { name: 'Copper', pattern: /\bcopper\b/i },
  { name: 'Natural gas', pattern: /\bnatural gas\b/i },
];

export const ECONOMIES: { name: string; pattern: RegExp }[] = [
  { name: 'United States', pattern: /\b(United States|U\.S\.|US|America)(?![A-Za-z])|\bTreasur(y|ies)\b/ },
  { name: 'Euro area', pattern: /\b(euro area|euro zone|eurozone)\b/i },
  { name: 'United Kingdom', pattern: /\b(United Kingdom|UK|U\.K\.|Britain|British|gilts?)\b/ },
  { name: 'Japan', pattern: /\b(Japan|Japanese|JGBs?)\b/ },
  { name: 'China', pattern: /\b(China|Chinese)\b/ },
  { name: 'Germany', pattern: /\b(Germany|German|Bunds?)\b/ },
  { name: 'France', pattern: /\b(France|French)\b/ },
  { name: 'Italy', pattern: /\b(Italy|Italian)\b/ },
  { name: 'Canada', pattern: /\b(Canada|Canadian)\b/ },
  { name: 'Switzerland', pattern: /\b(Switzerland|Swiss)\b/ },
  { name: 'Australia', pattern: /\b(Australia|Australian)\b/ },
  { name: 'New Zealand', pattern: /\bNew Zealand\b/ },
  { name: 'South Africa', pattern: /\b(South Africa|South African)\b/ },
  { name: 'Nigeria', pattern: /\b(Nigeria|Nigerian)\b/ },
  { name: 'Kenya', pattern: /\b(Kenya|Kenyan)\b/ },
  { name: 'Ghana', pattern: /\b(Ghana|Ghanaian)\b/ },
  { name: 'Egypt', pattern: /\b(Egypt|Egyptian)\b/ },
  { name: 'Brazil', pattern: /\b(Brazil|Brazilian)\b/ },
  { name: 'Mexico', pattern: /\b(Mexico|Mexican)\b/ },
  { name: 'India', pattern: /\b(India|Indian)\b/ },
  { name: 'Pakistan', pattern: /\b(Pakistan|Pakistani)\b/ },
  { name: 'Indonesia', pattern: /\b(Indonesia|Indonesian)\b/ },
  { name: 'South Korea', pattern: /\b(South Korea|South Korean)\b/ },
  { name: 'Turkey', pattern: /\b(Turkey|Türkiye|Turkish)\b/ },
];
