import { describe, expect, it } from 'vitest';
import type { Instrument } from '../types.js';
import { EntityLinker } from './entities.js';
import { extractStateChanges } from './state-changes.js';

/**
 * The wording the extractor reads, one form per case, values written by hand. The labelled sets
 * (the evaluation folders and state-change-evaluation/) measure it; these name what each form must give.
 */

const instruments: Instrument[] = [
  { ticker: 'SCOM', name: 'Safaricom PLC', assetClass: 'equity', sector: 'communication', region: 'emerging', currency: 'KES' },
  { ticker: 'INFY', name: 'Infosys Ltd', assetClass: 'equity', sector: 'technology', region: 'emerging', currency: 'INR' },
];
const linker = new EntityLinker(instruments);
const changesIn = (text: string) => extractStateChanges(text, linker.link(text).organizations);

describe('state changes', () => {
  it("names central banks beyond the largest as the entity of their decisions, and a country's central bank by its country", () => {
    expect(changesIn('The South African Reserve Bank cut its repo rate to 6.75% from 7% on Thursday.')).toEqual([
      { entity: 'South African Reserve Bank', attribute: 'policy rate', from: '7%', to: '6.75%' },
    ]);
    expect(changesIn("Brazil's central bank lowered its benchmark Selic rate to 14.25% from 14.75%.")).toEqual([
      { entity: 'Central Bank of Brazil', attribute: 'policy rate', from: '14.75%', to: '14.25%' },
    ]);
    expect(changesIn('Copom cut the Selic rate to 14.25% from 14.75%.')[0]?.entity).toBe('Central Bank of Brazil');
    expect(changesIn("Japan's central bank raised its policy rate to 1% from 0.75%.")[0]?.entity).toBe('Bank of Japan');
  });

  it('reads an acronym that is also a word or another body only in capitals', () => {
    const names = (text: string) => linker.link(text).organizations.map((o) => o.name);
    expect(names('The RBI held its repo rate.')).toEqual(['Reserve Bank of India']);
    expect(names('Scorers with an rbi tally and a sarb typo.')).toEqual([]);
  });

  it('reads a rate that goes below zero, and still reads a range as a range', () => {
    expect(changesIn('The Swiss National Bank lowered its policy rate to -0.25% from 0%.')).toEqual([
      { entity: 'Swiss National Bank', attribute: 'policy rate', from: '0%', to: '-0.25%' },
    ]);
    expect(changesIn('Infosys lifted its revenue guidance to 3%-4% from 2%-3%.')).toEqual([
      { entity: 'Infosys Ltd', attribute: 'revenue guidance', from: '2%-3%', to: '3%-4%' },
    ]);
  });

  it('reads amounts in rupees and shillings, by symbol or by name', () => {
    expect(changesIn('One broker lifted its price target on Infosys to ₹1,900 from ₹1,750.')).toEqual([
      { entity: 'Infosys Ltd', attribute: 'price target', from: '₹1,750', to: '₹1,900' },
    ]);
    expect(changesIn('Safaricom declared an interim dividend of 0.85 shillings a share, up from 0.55 shillings.')).toEqual([
      { entity: 'Safaricom PLC', attribute: 'dividend', from: '0.55 shillings', to: '0.85 shillings' },
    ]);
  });

  it("reads inflation's year-on-year wording, and tariffs, fees, deficits and offers", () => {
    expect(changesIn("Canada's consumer price index rose 2.6% from a year earlier in September, up from 2.2% in August.")).toEqual([
      { entity: 'Canada', attribute: 'inflation', from: '2.2%', to: '2.6%' },
    ]);
    expect(changesIn('Core consumer prices in Japan rose 2.9% in October from a year earlier, easing from 3.1% in September.')).toEqual([
      { entity: 'Japan', attribute: 'core inflation', from: '3.1%', to: '2.9%' },
    ]);
    expect(changesIn('The United States raised its tariff on cars to 25% from 15%.')).toEqual([{ entity: 'United States', attribute: 'tariff', from: '15%', to: '25%' }]);
    expect(changesIn('Infosys cut the fee on its platform to 0.15% from 0.25%.')).toEqual([{ entity: 'Infosys Ltd', attribute: 'fee', from: '0.25%', to: '0.15%' }]);
    expect(changesIn('Infosys lifted its offer for the unit to $57 a share from $52.')).toEqual([{ entity: 'Infosys Ltd', attribute: 'offer', from: '$52', to: '$57' }]);
  });

  it('leaves out bets, spans and a value stated once', () => {
    expect(changesIn('Traders bet the SARB would cut to 6.5% from 6.75% in January.')).toEqual([]);
    expect(changesIn('Safaricom fees range from 1% to 3% of the amount.')).toEqual([]);
    expect(changesIn('The Central Bank of Nigeria held its rate at 27.5%.')).toEqual([]);
  });
});
