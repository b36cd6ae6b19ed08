// The trade read right, so the copy and the button fit it: a trade's own words outweigh a word it
// shares with another trade ("course" at a Pilates studio, "shoes" at a bowling alley, "bags" for
// sleeping bags). Prompts of our own, in several languages, for each misread seen on contact sheets.
import { analyzePrompt } from './analyze';
import { PHRASE_BANKS } from './languages';
import { parseTemplate } from './templates';
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';
import type { Category, CtaIntent } from './types';

interface Case {
  prompt: string;
  category: Category;
  action?: CtaIntent;
}

function expectRead(cases: readonly Case[]): void {
  for (const c of cases) {
    const a = analyzePrompt(c.prompt);
    const got = { prompt: c.prompt, category: a.category, ...(c.action ? { action: a.action } : {}) };
    expect(got).toEqual({ prompt: c.prompt, category: c.category, ...(c.action ? { action: c.action } : {}) });
  }
}

describe('trade reading', () => {
  it('asks a pet shop to shop, not to book', () => {
    expectRead([
      { prompt: 'Tienda de mascotas Patitas: comida y juguetes para perros y gatos', category: 'pets', action: 'shop' },
      { prompt: 'Zoohandlung Pfote: Futter und Spielzeug für Hund und Katze', category: 'pets', action: 'shop' },
      { prompt: 'Negozio per animali Fido: crocchette e giocattoli per cani', category: 'pets', action: 'shop' },
      { prompt: 'Loja de animais Bicho Feliz: ração e brinquedos', category: 'pets', action: 'shop' },
      // A groomer still takes bookings.
      { prompt: 'Happy Tails dog grooming: a bath and a trim for your dog', category: 'pets', action: 'book' },
    ]);
  });

  it('reads a class at a sport studio or a swim school as fitness, not education', () => {
    expectRead([
      { prompt: 'Little Dolphins swim academy: swimming lessons for children aged 5 to 9', category: 'fitness' },
      { prompt: 'Yogastudio Atem: Kurse für Einsteiger am Abend', category: 'fitness' },
      { prompt: 'Atelier Pilates Rive Gauche : cours collectifs le matin', category: 'fitness' },
      { prompt: 'Escuela de natación Delfín: clases para niños de 4 a 10 años', category: 'fitness' },
      { prompt: 'Corsi di nuoto per ragazzi alla piscina di Brera', category: 'fitness' },
      { prompt: 'Zwemschool Spetter: zwemles voor kinderen vanaf 5 jaar', category: 'fitness' },
      { prompt: 'ジュニアスイミングスクール：5歳から通える水泳教室', category: 'fitness' },
      { prompt: 'دروس سباحة للأطفال في نادي الموج', category: 'fitness' },
    ]);
  });

  it('still reads a course that names what is taught, and no sport, as education', () => {
    expectRead([
      { prompt: 'Evening Spanish classes for adults in Leeds', category: 'education' },
      { prompt: 'Sprachkurs Italienisch für Anfänger an der Volkshochschule', category: 'education' },
      { prompt: 'Summer camp with swimming, tennis and crafts for kids 8-12, enroll now', category: 'education' },
    ]);
  });

  it('calls a course at a studio a class, not a training ("les formations")', () => {
    const a = analyzePrompt('Studio Pilates Étoile : cours de Pilates pour débutants à Lille');
    expect({ category: a.category, concept: a.productConcept }).toEqual({ category: 'fitness', concept: 'classes' });
  });

  it('books a bowling alley or an escape room, and rents its shoes without selling any', () => {
    const prompts = [
      'Pin Palace bowling: shoe rental included, 12 lanes open till midnight',
      'Bolera Norte: alquiler de zapatos incluido, reserva tu pista',
      'Bowlingcenter Strike: Schuhverleih inklusive, Bahn reservieren',
      'ボウリング広場：シューズ無料レンタル',
      'Escape game Le Coffre : 60 minutes pour sortir, réservez en équipe',
    ];
    for (const prompt of prompts) {
      const a = analyzePrompt(prompt);
      expect({ prompt, category: a.category, action: a.action, concept: a.productConcept }).toEqual({
        prompt,
        category: 'event',
        action: 'book',
        concept: undefined,
      });
    }
  });

  it('sells sleeping bags as camping gear, not as handbags', () => {
    const prompts = [
      'Camp kit sale: tents and sleeping bags 25% off',
      'Soldes plein air : tentes et sacs de couchage -25 %',
      'Saldi outdoor: tende e sacchi a pelo al 25%',
      'Rebajas de acampada: tiendas y sacos de dormir al 25%',
    ];
    for (const prompt of prompts) {
      const a = analyzePrompt(prompt);
      expect({ prompt, category: a.category, concept: a.productConcept }).toEqual({
        prompt,
        category: 'retail',
        concept: undefined,
      });
    }
    // A bag shop still sells bags.
    expect(analyzePrompt('Leather bags and backpacks 25% off this week').productConcept).toBe('bags');
  });

  it('asks what is for dinner only when the prompt speaks of dinner or the evening', () => {
    const dinnerLine = (language: LanguageId): string => {
      const raw = PHRASE_BANKS[language].categories.food.questions.find((q) =>
        parseTemplate(q).tags.includes('dinner'),
      );
      return parseTemplate(raw ?? '').text;
    };
    const lines = (prompt: string, language: LanguageId): string[] => {
      const out: string[] = [];
      for (const seed of [0, 1, 2, 3, 4, 5, 6, 7])
        for (const page of writeCopy({ prompt, width: 1080, height: 1080, language, count: 5, seed }).pages)
          for (const b of page) out.push(...(Array.isArray(b.value) ? b.value : [String(b.value)]));
      return out;
    };
    const mornings: Array<[LanguageId, string]> = [
      ['portuguese', 'Padaria Espiga: pão quente todas as manhãs a partir das 6h30'],
      ['english', 'Rise & Crumb bakery: fresh croissants every morning from 7am'],
      ['german', 'Bäckerei Korn: frische Brötchen ab 6 Uhr morgens'],
      ['spanish', 'Panadería La Espiga: pan recién hecho cada mañana desde las 7'],
    ];
    for (const [language, prompt] of mornings) {
      const dinner = dinnerLine(language);
      expect(dinner).not.toBe('');
      expect({ prompt, dinner: lines(prompt, language).filter((l) => l.includes(dinner)) }).toEqual({
        prompt,
        dinner: [],
      });
    }
  });

  it('reads an aperitivo bar as a bar to visit, whatever its name says ("Bar Corso" is no course)', () => {
    expectRead([
      { prompt: 'Aperitivo al Bar Corso Magenta: ogni giovedì spritz e cicchetti', category: 'food', action: 'visit' },
      { prompt: 'Apéro au Café du Cours : planches et cocktails chaque jeudi', category: 'food', action: 'visit' },
      { prompt: 'Borrel bij Café De Kurs: bitterballen en bier, elke zaterdag', category: 'food', action: 'visit' },
      { prompt: 'Happy hour at The Lesson Bar: two cocktails for £12', category: 'food', action: 'visit' },
      // A kitchen still takes orders.
      { prompt: 'Pizzeria Napoli: order online, delivery in 30 minutes', category: 'food', action: 'order' },
    ]);
  });

  it('reads pain relief at a clinic as health, not disaster relief', () => {
    expectRead([
      { prompt: 'Straight Path chiropractic: neck and back pain relief, first visit £30', category: 'health' },
      { prompt: 'Headache relief clinic in Leeds: see a specialist this week', category: 'health' },
      { prompt: 'Flood relief appeal: your gift sends clean water today', category: 'charity', action: 'donate' },
    ]);
  });

  it('takes a Japanese open house for a viewing, not a grand opening', () => {
    const house = analyzePrompt('モデルハウス公開：オープンハウス開催中、週末に見学できます');
    expect({ category: house.category, event: house.event }).toEqual({ category: 'real-estate', event: undefined });
    expect(analyzePrompt('ベーカリー小麦 駅前に新規オープン').event).toBe('grand-opening');
    expect(analyzePrompt('ベーカリー小麦 駅前に新規オープン').category).toBe('food');
  });

  it('books a hair or beauty salon, and still shops for a beauty product', () => {
    expectRead([
      { prompt: 'Kapsalon Schaar: knippen en kleuren vanaf €30', category: 'beauty', action: 'book' },
      { prompt: 'Parrucchiere Onda: taglio e piega a 28 €', category: 'beauty', action: 'book' },
      { prompt: 'Peluquería Brisa: corte y peinado desde 18 €', category: 'beauty', action: 'book' },
      { prompt: 'Sharp Lines barbershop: skin fades and beard trims in Leeds', category: 'beauty', action: 'book' },
      { prompt: 'ヘアサロン凪：カットとカラー 20%オフ', category: 'beauty', action: 'book' },
      { prompt: 'Vitamin C serum 20% off this week only', category: 'beauty', action: 'shop' },
    ]);
  });

  it('reads "shop" in a pet shop\'s or a barber shop\'s name as the place, not as a call to shop', () => {
    expectRead([
      {
        prompt: 'Pet Shop Bigode em Braga: petiscos para cães com 10% off. Venha nos visitar no sábado',
        category: 'pets',
        action: 'visit',
      },
      { prompt: 'Barber shop Tijeras: ven a vernos, corte clásico 15 €', category: 'beauty', action: 'visit' },
      {
        prompt: 'Dierenwinkel Snuf in Gouda: kom langs en bezoek ons zaterdag, 15% korting op kattenvoer',
        category: 'pets',
        action: 'visit',
      },
      {
        prompt: 'Negozio per animali Baffi: sconto del 10% sulle crocchette, visitaci in via Roma',
        category: 'pets',
        action: 'visit',
      },
      // Without an invitation to come by, a pet shop's sale still asks to shop.
      { prompt: 'Pet shop Whiskers: 20% off all cat food this week', category: 'pets', action: 'shop' },
    ]);
  });

  it('takes the teachers who teach a course for no audience ("Pensé pour les professeurs" on an adult class)', () => {
    const prompts = [
      "Cours d'espagnol pour adultes avec des professeurs natifs, le mardi soir à Lille",
      'Evening Italian classes for adults, taught by native teachers',
      'Curso de alemán para adultos con profesores nativos en Sevilla',
    ];
    for (const prompt of prompts)
      expect({ prompt, audience: analyzePrompt(prompt).audienceId }).not.toEqual({ prompt, audience: 'teachers' });
    // Teachers as the audience stay the audience.
    expect(analyzePrompt('Classroom games workshop for teachers, Saturday in Leeds').audienceId).toBe('teachers');
  });

  it('takes the first item of a list of products as the lead ("dresses and sandals" shows no shoe)', () => {
    const prompts = [
      'Beach edit: dresses and sandals up to 30% off',
      'Rebajas de verano: vestidos y sandalias hasta -30%',
      'Soldes d’été : robes et sandales jusqu’à -30 %',
      'Saldi estivi: abiti e sandali fino al 30%',
    ];
    for (const prompt of prompts)
      expect({ prompt, concept: analyzePrompt(prompt).productConcept }).toEqual({ prompt, concept: 'dresses' });
    expect(analyzePrompt('Trail shoes and rain jackets 20% off').productConcept).toBe('shoes');
  });
});
