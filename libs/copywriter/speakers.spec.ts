import { analyzePrompt } from './analyze';
import { findSpeakers } from './speakers';
import type { LanguageId } from './types';
import { writeCopy } from './write-copy';

const speakers = (text: string): string[] => findSpeakers(text).map((s) => s.text);
const copyOf = (prompt: string, language: LanguageId): string =>
  writeCopy({ prompt, width: 1200, height: 1200, language, count: 3, seed: 0 })
    .pages.flatMap((page) => page.flatMap((b) => (Array.isArray(b.value) ? b.value : [b.value])))
    .join(' / ');

describe('speakers of an event: each name a fact, none the advertiser', () => {
  it.each<[string, string[]]>([
    [
      'Live webinar with Claire Martin, head of support at Orange, and Tom Baker from Zendesk',
      ['Claire Martin', 'Tom Baker'],
    ],
    ['Fachvortrag mit Dr. Jana Weber und Tom Keller am 3. März in der Stadthalle', ['Dr. Jana Weber', 'Tom Keller']],
    [
      'Conférence gratuite avec Claire Dubois, directrice chez Decathlon, et Marc Petit',
      ['Claire Dubois', 'Marc Petit'],
    ],
    ['Taller online con María José Pérez y Luis Ortega de Glovo', ['María José Pérez', 'Luis Ortega']],
    ['Webinar met Sanne de Vries en Pieter Bakker van Bol', ['Sanne de Vries', 'Pieter Bakker']],
  ])('reads "%s"', (prompt, names) => {
    expect(speakers(prompt)).toEqual(names);
  });

  it('finds no speaker in a brand or a lone first name', () => {
    expect(speakers('Celebrate with Coca-Cola Zero at the beach')).toEqual([]);
    expect(speakers('Book with Anna at Glow Studio')).toEqual([]);
    expect(speakers('Yoga with Sarah Lee at Glow Studio every Monday')).toEqual([]);
  });

  it('puts the speakers on a page and the host, not a speaker, as the advertiser', () => {
    const prompt =
      'Webinar gratuito: vendas online para pequenas lojas. Terça-feira, 4 de junho, às 18h. Com Carla Mendes, gerente do Mercado Livre, e Rui Costa, da Shopify. Realização: Escola Digital+. Inscreva-se!';
    const analysis = analyzePrompt(prompt);
    expect(analysis.speakers).toEqual(['Carla Mendes', 'Rui Costa']);
    expect(analysis.brand).toBe('Escola Digital+');
    expect(copyOf(prompt, 'portuguese')).toContain('Carla Mendes & Rui Costa');
    // A speaker's clause is no line of its own ("e Rui Costa, da Shopify").
    expect(copyOf(prompt, 'portuguese')).not.toMatch(/(?:^|\/ )E Rui Costa/u);
  });
});
