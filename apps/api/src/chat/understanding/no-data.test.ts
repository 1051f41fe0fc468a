import { describe, expect, it } from 'vitest';
import { noDataSubjectIn } from './no-data.js';

describe('no-data subjects named in a question', () => {
  it('reads a subject typed with or without its accents', () => {
    expect(noDataSubjectIn('¿A cuánto está el precio del cobre?')?.id).toBe('copper');
    expect(noDataSubjectIn('Wie steht der Kupferpreis?')?.id).toBe('copper');
    expect(noDataSubjectIn('Quel est le cours du CUIVRE ?')?.id).toBe('copper');
  });

  it('does not take a word whose typed accent the subject lacks for it ("cobré", I collected, is not "cobre", copper)', () => {
    expect(noDataSubjectIn('¿Qué dividendos cobré este año?')).toBeUndefined();
    expect(noDataSubjectIn('¿Cuánto cobré de intereses?')).toBeUndefined();
  });
});

describe('the no-data table', () => {
  it('writes its phrases with their accents, so that a question typed with them is read ("blé", "café", "maíz")', () => {
    expect(noDataSubjectIn('Que fait le cours du blé ?')?.id).toBe('wheat');
    expect(noDataSubjectIn('Que fait le cours du ble ?')?.id).toBe('wheat');
    expect(noDataSubjectIn('¿Cómo va el precio del café?')?.id).toBe('coffee');
    expect(noDataSubjectIn('¿Y el precio del maíz?')?.id).toBe('corn');
  });
});
