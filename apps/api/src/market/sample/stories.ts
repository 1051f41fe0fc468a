import type { StoryLinkKind, StoryStatus } from '../types.js';

/**
 * The stories of the synthetic sample set, written by hand. Everything here is invented for the
 * demo: the publishers are fictional wire services and every URL points to example.com. The
 * generator turns this into sources.jsonl, stories.jsonl and developments.jsonl.
 */

export interface SampleDevelopment {
  date: string;
  headline: string;
  summary: string;
  /** Fictional publisher of the (single) source the development rests on. */
  publisher: string;
  /** A second source, when a development is reported by two outlets. */
  alsoReportedBy?: string;
  /** [entity, attribute, from, to] */
  changes: [string, string, string, string][];
}

export interface SampleStory {
  id: string;
  title: string;
  summary: string;
  status: StoryStatus;
  /** `kind:value:relevance` */
  links: `${StoryLinkKind}:${string}:${number}`[];
  developments: SampleDevelopment[];
}

const WIRE = 'Northbridge Markets Wire';
const LEDGER = 'The Capital Ledger';
const EURO = 'Euro Markets Report';
const CITY = 'City Desk Financial';
const CHIPS = 'Silicon Street Journal';
const ENERGY = 'Barrel & Grid Weekly';
const CHAIN = 'Blockline News';

export const SAMPLE_STORIES: SampleStory[] = [
  {
    id: 'fed-rate-path',
    title: 'Federal Reserve rate path',
    summary: 'The Federal Reserve eases policy in steps as inflation cools, then signals a pause.',
    status: 'developing',
    links: ['currency:USD:0.9', 'asset_class:fixed_income:0.8', 'sector:government_bonds:0.9', 'sector:aggregate_bonds:0.8', 'region:north_america:0.6', 'sector:financials:0.4'],
    developments: [
      { date: '2025-10-29', headline: 'Fed cuts rates by a quarter point, ends balance-sheet runoff in December', summary: 'The FOMC lowered the federal funds target range by 25 basis points and said it will stop shrinking its securities holdings on 1 December.', publisher: WIRE, alsoReportedBy: LEDGER, changes: [['Federal Reserve', 'federal funds target range', '4.00%–4.25%', '3.75%–4.00%'], ['Federal Reserve', 'balance-sheet runoff', 'active', 'ending 1 December']] },
      { date: '2025-12-10', headline: 'Fed delivers third straight cut, signals slower pace ahead', summary: 'A further 25 basis point cut; the median projection shows one cut in 2026.', publisher: WIRE, changes: [['Federal Reserve', 'federal funds target range', '3.75%–4.00%', '3.50%–3.75%']] },
      { date: '2026-01-28', headline: 'Fed holds rates steady, citing solid labour market', summary: 'The committee left rates unchanged; two members dissented in favour of a cut.', publisher: LEDGER, changes: [] },
      { date: '2026-03-18', headline: 'Fed holds again; projections now show two cuts this year', summary: 'Rates unchanged; the median dot for end-2026 fell by 25 basis points as core inflation eased.', publisher: WIRE, changes: [['Federal Reserve', 'median 2026 year-end rate projection', '3.375%', '3.125%']] },
      { date: '2026-06-17', headline: 'Fed resumes easing with quarter-point cut', summary: 'The committee cut by 25 basis points, citing inflation near 2.5% and slower hiring.', publisher: WIRE, alsoReportedBy: LEDGER, changes: [['Federal Reserve', 'federal funds target range', '3.50%–3.75%', '3.25%–3.50%']] },
      { date: '2026-09-16', headline: 'Fed cuts to 3.00%–3.25%', summary: 'A second cut this year; the statement dropped the reference to "further adjustments".', publisher: LEDGER, changes: [['Federal Reserve', 'federal funds target range', '3.25%–3.50%', '3.00%–3.25%']] },
      { date: '2026-11-04', headline: 'Fed pauses, says policy is "near neutral"', summary: 'Rates were held at 3.00%–3.25%; the chair said the bar for further cuts is higher.', publisher: WIRE, changes: [['Federal Reserve', 'policy guidance', 'further cuts likely', 'on hold, data dependent']] },
    ],
  },
  {
    id: 'us-inflation',
    title: 'US inflation',
    summary: 'US consumer price inflation drifts down from 3% towards the Fed target.',
    status: 'developing',
    links: ['currency:USD:0.8', 'region:north_america:0.7', 'asset_class:fixed_income:0.7', 'sector:government_bonds:0.7', 'sector:aggregate_bonds:0.6'],
    developments: [
      { date: '2025-10-24', headline: 'US CPI rises 3.0% in September, core eases', summary: 'Headline consumer prices rose 3.0% from a year earlier; core inflation slowed to 3.0%.', publisher: LEDGER, changes: [['US CPI', 'headline inflation, year on year', '2.9%', '3.0%']] },
      { date: '2025-12-18', headline: 'US inflation slows to 2.7% in November', summary: 'Lower shelter and energy costs pulled the headline rate down more than expected.', publisher: WIRE, changes: [['US CPI', 'headline inflation, year on year', '3.0%', '2.7%']] },
      { date: '2026-02-11', headline: 'January CPI shows 2.5% annual inflation', summary: 'Goods prices were flat; services inflation remained the sticky part.', publisher: LEDGER, changes: [['US CPI', 'headline inflation, year on year', '2.7%', '2.5%']] },
      { date: '2026-05-12', headline: 'US inflation ticks up to 2.6% on energy', summary: 'Gasoline prices lifted the April reading; core was unchanged at 2.7%.', publisher: WIRE, changes: [['US CPI', 'headline inflation, year on year', '2.5%', '2.6%']] },
      { date: '2026-08-12', headline: 'July CPI: inflation cools to 2.4%', summary: 'The lowest reading in five years, helped by used cars and airfares.', publisher: LEDGER, changes: [['US CPI', 'headline inflation, year on year', '2.6%', '2.4%']] },
      { date: '2026-10-14', headline: 'US inflation at 2.3% in September', summary: 'Core inflation slowed to 2.4%, the smallest rise since 2021.', publisher: WIRE, changes: [['US CPI', 'headline inflation, year on year', '2.4%', '2.3%'], ['US CPI', 'core inflation, year on year', '2.6%', '2.4%']] },
      { date: '2026-11-12', headline: 'October CPI: inflation eases to 2.2%', summary: 'Headline inflation fell again; economists see the Fed on hold into 2027.', publisher: LEDGER, alsoReportedBy: WIRE, changes: [['US CPI', 'headline inflation, year on year', '2.3%', '2.2%']] },
    ],
  },
  {
    id: 'ecb-policy',
    title: 'European Central Bank policy',
    summary: 'The ECB holds its deposit rate at 2% for months, then trims once as growth softens.',
    status: 'developing',
    links: ['currency:EUR:0.9', 'region:europe:0.7', 'asset_class:fixed_income:0.5', 'ticker:SAP:0.3', 'ticker:ASML:0.3'],
    developments: [
      { date: '2025-10-30', headline: 'ECB keeps deposit rate at 2% for a third meeting', summary: 'Policymakers said they are "in a good place" with inflation near target.', publisher: EURO, changes: [] },
      { date: '2025-12-18', headline: 'ECB holds, raises growth forecasts', summary: 'Staff projections now see 2026 growth at 1.2% and inflation at 1.9%.', publisher: EURO, changes: [['ECB staff', '2026 GDP growth projection', '1.0%', '1.2%']] },
      { date: '2026-03-12', headline: 'ECB on hold as inflation undershoots', summary: 'Euro-area inflation below 2% kept a cut on the table for June.', publisher: EURO, changes: [] },
      { date: '2026-06-04', headline: 'ECB cuts deposit rate to 1.75%', summary: 'A 25 basis point cut as inflation stayed below target and industry weakened.', publisher: EURO, alsoReportedBy: WIRE, changes: [['European Central Bank', 'deposit facility rate', '2.00%', '1.75%']] },
      { date: '2026-09-10', headline: 'ECB holds at 1.75%, signals no hurry', summary: 'The bank left rates unchanged and said risks to growth are balanced.', publisher: EURO, changes: [] },
      { date: '2026-10-29', headline: 'ECB holds; euro steadies', summary: 'Rates unchanged at 1.75%; the president flagged the strong euro as a drag on inflation.', publisher: EURO, changes: [['European Central Bank', 'policy guidance', 'meeting by meeting', 'on hold']] },
    ],
  },
  {
    id: 'boe-policy',
    title: 'Bank of England rates',
    summary: 'The Bank of England cuts Bank Rate gradually as UK inflation comes down from 3.8%.',
    status: 'developing',
    links: ['currency:GBP:0.9', 'region:uk:0.9', 'ticker:SHEL:0.3', 'asset_class:fixed_income:0.4'],
    developments: [
      { date: '2025-11-06', headline: 'Bank of England holds Bank Rate at 4% in split vote', summary: 'Five members voted to hold and four to cut.', publisher: CITY, changes: [] },
      { date: '2025-12-18', headline: 'Bank of England cuts to 3.75%', summary: 'A narrow majority voted for a quarter-point cut as inflation fell faster than forecast.', publisher: CITY, changes: [['Bank of England', 'Bank Rate', '4.00%', '3.75%']] },
      { date: '2026-02-05', headline: 'BoE cuts again to 3.5%', summary: 'The committee cited weaker wage growth and a cooling labour market.', publisher: CITY, alsoReportedBy: WIRE, changes: [['Bank of England', 'Bank Rate', '3.75%', '3.50%']] },
      { date: '2026-05-07', headline: 'BoE pauses as services inflation lingers', summary: 'Bank Rate held at 3.5%; UK CPI inflation 2.9%.', publisher: CITY, changes: [['UK CPI', 'headline inflation, year on year', '3.4%', '2.9%']] },
      { date: '2026-08-06', headline: 'Bank of England trims Bank Rate to 3.25%', summary: 'A 25 basis point cut; guidance kept "gradual and careful".', publisher: CITY, changes: [['Bank of England', 'Bank Rate', '3.50%', '3.25%']] },
      { date: '2026-11-05', headline: 'BoE holds at 3.25% ahead of the Budget', summary: 'The committee held rates and said fiscal plans will shape the next move; sterling slipped.', publisher: CITY, changes: [['Bank of England', 'policy guidance', 'gradual cuts', 'on hold pending fiscal news']] },
    ],
  },
  {
    id: 'euro-area-inflation',
    title: 'Euro-area inflation',
    summary: 'Euro-area inflation settles just below the 2% target.',
    status: 'developing',
    links: ['currency:EUR:0.7', 'region:europe:0.6', 'asset_class:fixed_income:0.4'],
    developments: [
      { date: '2025-11-03', headline: 'Euro-area inflation eases to 2.1% in October', summary: 'Energy prices fell; services inflation edged up.', publisher: EURO, changes: [['Euro-area HICP', 'headline inflation, year on year', '2.2%', '2.1%']] },
      { date: '2026-01-07', headline: 'Euro-area inflation at 2.0% in December', summary: 'Inflation hit the target exactly for the first time in months.', publisher: EURO, changes: [['Euro-area HICP', 'headline inflation, year on year', '2.1%', '2.0%']] },
      { date: '2026-04-01', headline: 'Euro-area inflation falls to 1.7%', summary: 'Lower energy costs and a stronger euro pulled inflation below target.', publisher: EURO, changes: [['Euro-area HICP', 'headline inflation, year on year', '2.0%', '1.7%']] },
      { date: '2026-07-01', headline: 'Euro-area inflation steady at 1.8% in June', summary: 'Core inflation held at 2.1%.', publisher: EURO, changes: [['Euro-area HICP', 'headline inflation, year on year', '1.7%', '1.8%']] },
      { date: '2026-11-02', headline: 'Euro-area inflation 1.9% in October', summary: 'Services prices firmed; goods prices were flat.', publisher: EURO, changes: [['Euro-area HICP', 'headline inflation, year on year', '1.8%', '1.9%']] },
    ],
  },
  {
    id: 'chip-export-controls',
    title: 'US export controls on advanced chips',
    summary: 'Washington tightens, then partly licenses, exports of AI accelerators and chip-making tools to China.',
    status: 'developing',
    links: ['ticker:NVDA:1', 'ticker:ASML:0.9', 'sector:technology:0.5', 'region:asia_pacific:0.4'],
    developments: [
      { date: '2025-10-15', headline: 'Commerce Department proposes wider limits on AI chip exports', summary: 'The draft rule would add licence requirements for accelerators above a lower performance threshold.', publisher: CHIPS, changes: [['US Commerce Department', 'AI accelerator export rule', 'current thresholds', 'wider limits proposed']] },
      { date: '2025-12-03', headline: 'Netherlands extends licence needs to servicing of DUV tools', summary: 'Dutch authorities aligned with US rules; ASML said the 2026 impact is limited.', publisher: EURO, changes: [['Dutch government', 'DUV tool servicing in China', 'permitted', 'licence required']] },
      { date: '2026-01-21', headline: 'US finalises chip export rule; Nvidia takes China out of its outlook', summary: 'The final rule took effect in 30 days. Nvidia said its guidance assumes no data-centre revenue from China.', publisher: CHIPS, alsoReportedBy: WIRE, changes: [['US Commerce Department', 'AI accelerator export rule', 'proposed', 'final, effective 20 February'], ['NVDA', 'China data-centre revenue assumed in guidance', 'about $2B a quarter', 'none']] },
      { date: '2026-04-09', headline: 'ASML flags lower China share of 2026 sales', summary: 'China is now expected to be about 20% of system sales, from more than 30% last year.', publisher: EURO, changes: [['ASML', 'China share of system sales (2026 outlook)', '>30%', 'about 20%']] },
      { date: '2026-07-15', headline: 'Washington weighs licences for downgraded accelerators', summary: 'Officials discussed licensing a cut-down accelerator for China against a revenue-sharing fee.', publisher: CHIPS, changes: [] },
      { date: '2026-09-22', headline: 'First licences granted for cut-down AI chips to China', summary: 'Licences cover a downgraded accelerator; a 15% fee on the revenue goes to the US government.', publisher: CHIPS, alsoReportedBy: WIRE, changes: [['US Commerce Department', 'licences for downgraded accelerators to China', 'none granted', 'granted with 15% revenue fee']] },
      { date: '2026-11-10', headline: 'Lawmakers push to cap licensed chip volumes', summary: 'A bipartisan bill would cap licensed shipments at half of 2024 volumes.', publisher: CHIPS, changes: [['US Congress', 'chip export volume cap bill', 'not filed', 'introduced']] },
    ],
  },
  {
    id: 'nvda-guidance',
    title: 'Nvidia results and guidance',
    summary: 'Nvidia keeps raising its revenue guidance on data-centre demand.',
    status: 'developing',
    links: ['ticker:NVDA:1', 'sector:technology:0.5', 'ticker:MSFT:0.2'],
    developments: [
      { date: '2025-11-19', headline: 'Nvidia guides fourth-quarter revenue to $65 billion', summary: 'Third-quarter revenue of $57.0 billion beat estimates; data-centre sales rose 66%.', publisher: CHIPS, alsoReportedBy: WIRE, changes: [['NVDA', 'next-quarter revenue guidance', '$54.0B', '$65.0B']] },
      { date: '2026-02-25', headline: 'Nvidia forecasts $72 billion, above estimates', summary: 'Fourth-quarter revenue was $66.1 billion; gross margin guidance held at 75%.', publisher: CHIPS, changes: [['NVDA', 'next-quarter revenue guidance', '$65.0B', '$72.0B']] },
      { date: '2026-05-27', headline: 'Nvidia guidance of $78 billion trails the most bullish forecasts', summary: 'Revenue of $73.4 billion; the company cited supply limits for its newest systems.', publisher: WIRE, changes: [['NVDA', 'next-quarter revenue guidance', '$72.0B', '$78.0B']] },
      { date: '2026-08-26', headline: 'Nvidia raises outlook to $86 billion as new platform ramps', summary: 'Second-quarter revenue reached $80.2 billion.', publisher: CHIPS, changes: [['NVDA', 'next-quarter revenue guidance', '$78.0B', '$86.0B'], ['NVDA', 'gross margin guidance', '75.0%', '75.5%']] },
      { date: '2026-10-20', headline: 'Nvidia confirms results date; analysts lift estimates', summary: 'The company will report on 18 November; consensus expects about $87 billion of revenue.', publisher: WIRE, changes: [] },
    ],
  },
  {
    id: 'ai-capex',
    title: 'Big Tech AI spending',
    summary: 'Microsoft and peers keep lifting data-centre capital spending.',
    status: 'developing',
    links: ['ticker:MSFT:0.9', 'ticker:NVDA:0.7', 'ticker:AAPL:0.3', 'sector:technology:0.7', 'region:north_america:0.3'],
    developments: [
      { date: '2025-10-29', headline: 'Microsoft capex hits $34.9 billion in a quarter', summary: 'Azure revenue grew 40%; spending will rise faster in fiscal 2026 than in 2025.', publisher: LEDGER, changes: [['MSFT', 'quarterly capital expenditure', '$24.2B', '$34.9B']] },
      { date: '2026-01-28', headline: 'Microsoft says capacity constraints last into the summer', summary: 'Quarterly capital spending reached $37.5 billion; Azure grew 39%.', publisher: LEDGER, changes: [['MSFT', 'quarterly capital expenditure', '$34.9B', '$37.5B']] },
      { date: '2026-04-29', headline: 'Microsoft sets fiscal 2027 capex to grow again', summary: 'The company said capital spending will grow next year, though more slowly.', publisher: WIRE, changes: [['MSFT', 'fiscal 2027 capex outlook', 'not given', 'growth, at a slower rate']] },
      { date: '2026-07-29', headline: 'Microsoft quarterly capex passes $40 billion', summary: 'Azure growth held at 37%; cloud margins narrowed on depreciation.', publisher: LEDGER, alsoReportedBy: WIRE, changes: [['MSFT', 'quarterly capital expenditure', '$37.5B', '$40.6B']] },
      { date: '2026-10-28', headline: 'Microsoft beats on Azure, keeps spending plan', summary: 'Azure grew 36%; capital expenditure of $41.8 billion was in line with guidance.', publisher: LEDGER, changes: [['MSFT', 'quarterly capital expenditure', '$40.6B', '$41.8B']] },
    ],
  },
  {
    id: 'oil-supply',
    title: 'OPEC+ supply and oil prices',
    summary: 'OPEC+ pauses its output increases, then a shipping disruption lifts Brent before supply returns.',
    status: 'developing',
    links: ['sector:energy:1', 'ticker:XOM:0.9', 'ticker:SHEL:0.9', 'asset_class:commodity:0.7'],
    developments: [
      { date: '2025-10-05', headline: 'OPEC+ agrees modest November output rise', summary: 'The group will add 137,000 barrels a day, the same as in October.', publisher: ENERGY, changes: [['OPEC+', 'monthly output increase', '137,000 b/d', '137,000 b/d (extended)']] },
      { date: '2025-11-30', headline: 'OPEC+ pauses increases for the first quarter', summary: 'Members cited seasonal demand weakness; Brent traded near $63.', publisher: ENERGY, alsoReportedBy: WIRE, changes: [['OPEC+', 'monthly output increase', '137,000 b/d', 'paused for Q1 2026']] },
      { date: '2026-03-01', headline: 'OPEC+ extends the pause into the second quarter', summary: 'The extension surprised traders; Brent rose 4% to $68.', publisher: ENERGY, changes: [['OPEC+', 'output pause', 'Q1 2026', 'Q1–Q2 2026'], ['Brent crude', 'front-month price', '$65', '$68']] },
      { date: '2026-06-08', headline: 'Red Sea attacks disrupt tanker traffic; Brent tops $80', summary: 'Insurers raised premiums and several operators rerouted around the Cape.', publisher: WIRE, alsoReportedBy: ENERGY, changes: [['Brent crude', 'front-month price', '$71', '$82']] },
      { date: '2026-07-06', headline: 'OPEC+ restarts increases with 200,000 b/d for August', summary: 'The group moved to cap prices as shipping resumed.', publisher: ENERGY, changes: [['OPEC+', 'monthly output increase', 'paused', '200,000 b/d']] },
      { date: '2026-09-14', headline: 'Brent slips back below $70 as tankers return', summary: 'Freight rates normalised and inventories rose for a third week.', publisher: ENERGY, changes: [['Brent crude', 'front-month price', '$77', '$69']] },
      { date: '2026-11-09', headline: 'OPEC+ keeps December plan; Brent near $71', summary: 'Ministers kept the schedule unchanged and will meet again in early January.', publisher: ENERGY, changes: [] },
    ],
  },
  {
    id: 'energy-majors-results',
    title: 'Oil majors earnings and buybacks',
    summary: 'Exxon and Shell adjust buybacks to the oil price.',
    status: 'developing',
    links: ['ticker:XOM:0.9', 'ticker:SHEL:0.9', 'sector:energy:0.6'],
    developments: [
      { date: '2025-10-30', headline: 'Shell keeps $3.5 billion quarterly buyback', summary: 'Adjusted earnings of $5.4 billion beat estimates on trading.', publisher: CITY, changes: [] },
      { date: '2025-10-31', headline: 'Exxon earnings fall on lower crude', summary: 'Profit of $7.5 billion; the company kept its $20 billion annual buyback pace.', publisher: WIRE, changes: [] },
      { date: '2026-02-05', headline: 'Shell cuts buyback to $3.0 billion', summary: 'Weaker refining margins and lower gas prices weighed on cash flow.', publisher: CITY, changes: [['SHEL', 'quarterly share buyback', '$3.5B', '$3.0B']] },
      { date: '2026-07-31', headline: 'Exxon lifts buyback after oil spike', summary: 'Higher crude prices boosted second-quarter cash flow.', publisher: WIRE, alsoReportedBy: ENERGY, changes: [['XOM', 'annual buyback pace', '$20B', '$25B']] },
      { date: '2026-10-29', headline: 'Shell restores $3.5 billion buyback', summary: 'Integrated gas and trading lifted third-quarter earnings.', publisher: CITY, changes: [['SHEL', 'quarterly share buyback', '$3.0B', '$3.5B']] },
    ],
  },
  {
    id: 'us-bank-earnings',
    title: 'US bank earnings and capital',
    summary: 'JPMorgan raises its interest income outlook and benefits from lighter capital rules.',
    status: 'developing',
    links: ['ticker:JPM:1', 'sector:financials:0.9', 'region:north_america:0.3'],
    developments: [
      { date: '2025-10-14', headline: 'JPMorgan beats on trading and raises interest income forecast', summary: 'Third-quarter profit rose 12%; 2025 net interest income guidance lifted to about $95.8 billion.', publisher: LEDGER, alsoReportedBy: WIRE, changes: [['JPM', 'full-year net interest income guidance', '$95.5B', '$95.8B']] },
      { date: '2026-01-13', headline: 'JPMorgan guides 2026 interest income to $103 billion', summary: 'Fourth-quarter profit beat estimates; expenses are set to rise to about $105 billion.', publisher: LEDGER, changes: [['JPM', 'full-year net interest income guidance', '$95.8B (2025)', '$103B (2026)']] },
      { date: '2026-04-14', headline: 'JPMorgan first-quarter profit rises on deal-making', summary: 'Investment-banking fees rose 18%; interest income guidance held.', publisher: WIRE, changes: [] },
      { date: '2026-06-26', headline: 'Stress test cuts JPMorgan capital buffer', summary: 'The Fed\'s annual stress test lowered JPMorgan\'s stress capital buffer.', publisher: LEDGER, changes: [['JPM', 'stress capital buffer', '3.3%', '2.5%']] },
      { date: '2026-07-14', headline: 'JPMorgan raises dividend and buyback after stress test', summary: 'Quarterly dividend up to $1.65; a new $50 billion buyback authorised.', publisher: WIRE, changes: [['JPM', 'quarterly dividend', '$1.50', '$1.65']] },
      { date: '2026-10-13', headline: 'JPMorgan lifts 2026 interest income guidance again', summary: 'Third-quarter earnings rose 9% as loan growth picked up.', publisher: LEDGER, alsoReportedBy: WIRE, changes: [['JPM', 'full-year net interest income guidance', '$103B', '$104.5B']] },
    ],
  },
  {
    id: 'crypto-regulation',
    title: 'Crypto market-structure rules',
    summary: 'A US market-structure law for digital assets moves through Congress while the EU phases in MiCA licensing.',
    status: 'developing',
    links: ['asset_class:crypto:1', 'ticker:BTC:0.9', 'ticker:ETH:0.9', 'sector:digital_assets:1'],
    developments: [
      { date: '2025-10-20', headline: 'Senate draft of crypto market-structure bill circulates', summary: 'The draft splits oversight between the SEC and the CFTC.', publisher: CHAIN, changes: [['US crypto market-structure bill', 'legislative status', 'House-passed', 'Senate draft']] },
      { date: '2025-12-30', headline: 'EU MiCA transition ends in several member states', summary: 'Unlicensed crypto-asset service providers must stop serving clients in those states.', publisher: EURO, changes: [['EU MiCA', 'transition period (several states)', 'open', 'ended']] },
      { date: '2026-02-18', headline: 'Senate Banking Committee advances crypto bill', summary: 'The committee voted 14-10 to send the bill to the floor.', publisher: CHAIN, alsoReportedBy: WIRE, changes: [['US crypto market-structure bill', 'legislative status', 'Senate draft', 'passed committee']] },
      { date: '2026-05-21', headline: 'Crypto bill stalls over stablecoin yield dispute', summary: 'Floor time slipped after banks objected to yield-bearing stablecoin products.', publisher: CHAIN, changes: [] },
      { date: '2026-07-30', headline: 'Senate passes crypto market-structure bill', summary: 'The bill passed 64-35 and goes to conference with the House.', publisher: CHAIN, alsoReportedBy: WIRE, changes: [['US crypto market-structure bill', 'legislative status', 'passed committee', 'passed Senate']] },
      { date: '2026-09-25', headline: 'Crypto market-structure act signed into law', summary: 'Rule-writing deadlines for the SEC and CFTC run 12 to 18 months.', publisher: CHAIN, changes: [['US crypto market-structure bill', 'legislative status', 'passed Senate', 'signed into law']] },
      { date: '2026-11-06', headline: 'SEC opens consultation on token classification', summary: 'The first rule proposal under the new law sets tests for when a token is a security.', publisher: CHAIN, changes: [['SEC', 'token classification rule', 'none', 'proposed']] },
    ],
  },
  {
    id: 'shell-rating',
    title: 'Shell credit rating review',
    summary: 'A rating agency reviews Shell for an upgrade and raises it one notch.',
    status: 'resolved',
    links: ['ticker:SHEL:1', 'sector:energy:0.3', 'region:uk:0.2'],
    developments: [
      { date: '2026-02-12', headline: 'Shell placed on review for upgrade', summary: 'The agency cited lower net debt and steady cash flow through the cycle.', publisher: CITY, changes: [['SHEL', 'long-term credit rating outlook', 'stable', 'review for upgrade']] },
      { date: '2026-04-22', headline: 'Shell upgraded to AA- from A+', summary: 'The upgrade concludes the review; the outlook is stable.', publisher: CITY, alsoReportedBy: WIRE, changes: [['SHEL', 'long-term credit rating', 'A+', 'AA-'], ['SHEL', 'long-term credit rating outlook', 'review for upgrade', 'stable']] },
    ],
  },
  {
    id: 'sap-cloud-outlook',
    title: 'SAP cloud outlook',
    summary: 'SAP trims, then reaffirms, its cloud revenue outlook.',
    status: 'developing',
    links: ['ticker:SAP:1', 'sector:technology:0.3', 'region:europe:0.2'],
    developments: [
      { date: '2025-10-22', headline: 'SAP narrows cloud revenue outlook to the low end', summary: 'Current cloud backlog grew 27%; 2025 cloud revenue now seen at the lower end of €21.6–21.9 billion.', publisher: EURO, changes: [['SAP', '2025 cloud revenue outlook', '€21.6–21.9B', 'low end of €21.6–21.9B']] },
      { date: '2026-01-29', headline: 'SAP sets 2026 cloud revenue outlook of €25.8–26.2 billion', summary: 'The outlook was below some estimates; shares fell.', publisher: EURO, alsoReportedBy: WIRE, changes: [['SAP', 'cloud revenue outlook', '€21.6–21.9B (2025)', '€25.8–26.2B (2026)']] },
      { date: '2026-07-22', headline: 'SAP reaffirms outlook as backlog growth steadies', summary: 'Current cloud backlog grew 25% at constant currency.', publisher: EURO, changes: [['SAP', 'current cloud backlog growth', '26%', '25%']] },
      { date: '2026-10-21', headline: 'SAP cuts 2026 cloud outlook on slower deal closings', summary: 'Cloud revenue is now seen at €25.3–25.6 billion.', publisher: EURO, changes: [['SAP', 'cloud revenue outlook', '€25.8–26.2B (2026)', '€25.3–25.6B (2026)']] },
    ],
  },
  {
    id: 'apple-tariffs',
    title: 'US tariffs on consumer electronics',
    summary: 'Tariff exemptions for smartphones are reviewed as Apple shifts assembly.',
    status: 'developing',
    links: ['ticker:AAPL:1', 'sector:technology:0.3', 'region:asia_pacific:0.4'],
    developments: [
      { date: '2025-10-31', headline: 'Apple expects tariff costs of $1.4 billion this quarter', summary: 'iPhone revenue rose 6%; the company guided to record December-quarter sales.', publisher: LEDGER, changes: [['AAPL', 'quarterly tariff cost estimate', '$1.1B', '$1.4B']] },
      { date: '2026-03-05', headline: 'Administration opens review of smartphone tariff exemption', summary: 'The review could end the exemption for phones assembled in China.', publisher: WIRE, changes: [['US administration', 'smartphone tariff exemption', 'in force', 'under review']] },
      { date: '2026-06-30', headline: 'Exemption kept for six months; Apple moves more assembly to India', summary: 'The review ended with a six-month extension.', publisher: WIRE, alsoReportedBy: LEDGER, changes: [['US administration', 'smartphone tariff exemption', 'under review', 'extended to December 2026']] },
      { date: '2026-10-30', headline: 'Apple guides to flat tariff costs', summary: 'Most US-bound iPhones now come from India.', publisher: LEDGER, changes: [['AAPL', 'quarterly tariff cost estimate', '$1.4B', '$1.3B']] },
    ],
  },
];
