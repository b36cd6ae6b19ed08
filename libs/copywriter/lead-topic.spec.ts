import { analyzePrompt } from './analyze';
import { readBrief } from './brief';
import { advertisedTopic } from './lead-topic';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

function topicOf(prompt: string): string | undefined {
  const brief = readBrief(prompt);
  const a = analyzePrompt(prompt, brief);
  const stops = [
    ...a.offers.map((text) => ({ text, offer: true })),
    ...[...a.dates, ...a.contacts.map((c) => c.text), ...a.days].map((text) => ({ text })),
  ];
  return advertisedTopic(brief.copy, a.brand, stops)?.text;
}

describe('what a prompt advertises, in its own words', () => {
  it.each([
    [
      'Guitar lessons for beginners at Riverside Music, £25 per hour. Call 020 7946 0321.',
      'Guitar lessons for beginners at Riverside Music',
    ],
    [
      'Nähkurs für Anfänger im Stoffladen Lotte, 4 Abende ab 89 €. Anmeldung unter 0351 44 55 66.',
      'Nähkurs für Anfänger im Stoffladen Lotte',
    ],
    [
      'Atelier Mosaïque : stage de poterie pour enfants à 140 € la semaine, du 7 au 11 juillet.',
      'stage de poterie pour enfants',
    ],
    [
      'Taller de encuadernación en Papelería Sol, sábado 8 de marzo, 35 €.',
      'Taller de encuadernación en Papelería Sol',
    ],
    [
      'Corso di pasta fresca da Nonna Rina a 60 € a persona, giovedì 20 marzo ore 19.',
      'Corso di pasta fresca da Nonna Rina',
    ],
    [
      'Oficina de cerâmica na Casa do Barro: 4 sessões por 90 €. Marcações pelo 912 000 111.',
      'Oficina de cerâmica na Casa do Barro',
    ],
    ['Fietsenmaker Spaak: onderhoudsbeurt voor € 45, klaar terwijl u wacht.', 'onderhoudsbeurt'],
    [
      'ورشة تصوير فوتوغرافي للمبتدئين في استوديو الضوء، 300 درهم، يوم الجمعة',
      'ورشة تصوير فوتوغرافي للمبتدئين في استوديو الضوء',
    ],
  ])('%s', (prompt, topic) => {
    expect(topicOf(prompt)).toBe(topic);
  });

  it.each([
    ['Sale: 20% off everything this weekend at Bloom & Co.'],
    ['Webinar: how to price your services, Thursday 3pm. Register free.'],
    ['14 Baker Street, open Saturday 9–5.'],
    ['Reminder from Patel Accountants: VAT returns due 7 May.'],
  ])('%s names nothing but a kind, a fact or an announcement first', (prompt) => {
    const topic = topicOf(prompt) ?? '';
    expect(topic).not.toMatch(/^(?:Sale|Webinar|14 Baker Street|Reminder)/u);
  });

  it('a Japanese topic keeps its trade word', () => {
    expect(topicOf('陶芸教室「つちのこ」：親子で楽しむ手びねり体験 1回 3,000円。')).toMatch(/陶芸|手びねり/u);
  });

  it.each<[LanguageId, string, string]>([
    [
      'italian',
      'Studio Luce: ritratti di coppia in esterno a 150 € con 20 foto. Prenota entro il 15 aprile. Via Roma 3, Modena.',
      'ritratti di coppia in esterno',
    ],
    [
      'portuguese',
      'Escola de Vela Maré: pack de 4 aulas por 160 €, com colete incluído. As inscrições estão abertas até junho.',
      'pack de 4 aulas',
    ],
    [
      'spanish',
      'Camping El Roble abre temporada el 1 de abril. Parcelas desde 18 €/noche. A 200 m del río.',
      'camping el roble abre temporada',
    ],
  ])('one %s page is headed by it', (language, prompt, topic) => {
    const pages = writeCopy({ prompt, width: 1080, height: 1080, language, count: 4 }).pages;
    const heads = pages.flatMap((p) =>
      p.filter((b) => b.type === 'title' || b.type === 'subtitle').map((b) => String(b.value).toLowerCase()),
    );
    expect(heads.some((h) => h.includes(topic))).toBe(true);
  });
});
