import { judgeAnswer } from './llm-fact-gate';
import type { Page } from './types';
import { writeCopy } from './write-copy';

const PROMPT =
  'Summer sale at Stride: 30% off all sandals until July 12 at 7pm, from $19.99. Use code SUN30. Call +1 555-123-4567 or visit www.stride.com';

const page = (...values: string[]): Page =>
  values.map((value, i) => ({ type: i === 0 ? 'title' : i === values.length - 1 ? 'cta' : 'body', value }));

describe('judgeAnswer', () => {
  it('passes an answer that keeps every fact, in another language and number format', () => {
    const pages = [
      page(
        'Stride: -30 % sur les sandales',
        'Dès 19,99 $ avec le code SUN30, jusqu’au 12 juillet 19 h',
        'Appelez le +1 (555) 123 4567 · stride.com',
        'J’en profite',
      ),
    ];
    expect(judgeAnswer({ prompt: PROMPT, language: 'french' }, pages)).toEqual({ missing: [], invented: [] });
  });

  it('names each fact the answer drops', () => {
    const pages = [page('Stride summer sandals', 'Light and easy', 'Shop now')];
    const { missing } = judgeAnswer({ prompt: PROMPT, language: 'english' }, pages);
    expect(missing).toEqual([
      'the offer "30% off"',
      'the offer "$19.99"',
      'the promo code "SUN30"',
      'the date "July 12"',
      'the web address "www.stride.com"',
      'the phone number "+1 555-123-4567"',
    ]);
  });

  it('reports numbers neither the prompt nor the facts give', () => {
    const pages = [
      page(
        'Stride: 30% off, now $14.99',
        'Code SUN30 until July 12, 7pm. Over 10,000 happy customers',
        '+1 555-123-4567 stride.com from $19.99',
      ),
    ];
    expect(judgeAnswer({ prompt: PROMPT, language: 'english' }, pages).invented).toEqual(['14.99', '10,000']);
  });

  it('accepts numbers the brand kit gives, and the minutes of a time', () => {
    const pages = [page('Sale -20% at Nordlicht', 'Since 1998, until 8:00 pm', 'Shop')];
    const verdict = judgeAnswer(
      {
        prompt: 'Nordlicht winter sale 20% off until 8pm',
        language: 'english',
        persona: { brandDescription: 'Family bakery since 1998' },
      },
      pages,
    );
    expect(verdict).toEqual({ missing: [], invented: [] });
  });

  it('reads phone numbers with long groups and e-mail addresses', () => {
    const prompt = 'Flats in Berlin, call +49 30 1234567 or write to info@wohnen.de';
    expect(judgeAnswer({ prompt, language: 'german' }, [page('Wohnungen in Berlin', 'Jetzt anrufen')]).missing).toEqual(
      ['the e-mail address "info@wohnen.de"', 'the phone number "+49 30 1234567"'],
    );
    expect(
      judgeAnswer({ prompt, language: 'german' }, [
        page('Wohnungen in Berlin', 'Tel. +49 (30) 123 45 67, info@wohnen.de', 'Anrufen'),
      ]).missing,
    ).toEqual([]);
  });

  it('does not take a written date or a big price for a phone number', () => {
    const prompt = 'Open house on 12.07.2026 and 2026-07-19: villas from 12 500 000 €';
    const pages = [page('Open house 12 and 19 July 2026', 'Villas from €12,500,000', 'Book a visit')];
    expect(judgeAnswer({ prompt, language: 'english' }, pages).missing.filter((m) => m.includes('phone'))).toEqual([]);
  });

  it('reads digits of other scripts', () => {
    const pages = [page('خصم ٢٥٪ على كل شيء', 'تسوق الآن')];
    expect(judgeAnswer({ prompt: 'خصم 25% على كل شيء', language: 'arabic' }, pages)).toEqual({
      missing: [],
      invented: [],
    });
    expect(
      judgeAnswer({ prompt: 'خصم 25% على كل شيء', language: 'arabic' }, [page('خصم ٤٠٪', 'تسوق الآن')]).invented,
    ).toEqual(['40']);
  });

  it('passes what the built-in copywriter writes for the same prompt', () => {
    // The fallback must itself clear the gate, or falling back would trade one bad answer for another.
    const prompt = 'Summer sale: 30% off all running shoes at Stride until Sunday, free shipping over $50';
    for (const language of ['english', 'german', 'spanish'] as const) {
      const { pages } = writeCopy({ prompt, width: 1080, height: 1080, language });
      expect(judgeAnswer({ prompt, language }, pages)).toEqual({ missing: [], invented: [] });
    }
  });
});

describe('judgeAnswer: channels', () => {
  it('sends back an answer that names a channel the prompt does not give, in any language', () => {
    const phoneOnly = 'Trattoria Nonna: lasagne 9 €, ordina al 02 555 0199';
    const pizza = [page('Lasagne 9 €', 'Chiama il 02 555 0199', 'Ordina online')];
    expect(judgeAnswer({ prompt: phoneOnly, language: 'italian' }, pizza).channels).toEqual(['online']);
    const app = [page('Lasagne à 9 €', 'Appelez le 02 555 0199', 'Téléchargez l’appli')];
    expect(judgeAnswer({ prompt: phoneOnly, language: 'french' }, app).channels).toEqual(['appli']);
    const dm = [page('ラザニア9ユーロ', '02 555 0199', 'DMで注文')];
    expect(judgeAnswer({ prompt: phoneOnly, language: 'japanese' }, dm).channels).toEqual(['dm']);
  });

  it('passes the channels the prompt gives, a webinar being online', () => {
    const pages = [page('Lasagne 9 €', 'Chiama il 02 555 0199', 'Chiamaci ora')];
    expect(
      judgeAnswer({ prompt: 'Trattoria Nonna: lasagne 9 €, ordina al 02 555 0199', language: 'italian' }, pages)
        .channels,
    ).toBeUndefined();
    const webinar = [page('Free webinar, March 12', 'Join us online', 'Register')];
    expect(
      judgeAnswer({ prompt: 'Free webinar on cloud costs, March 12', language: 'english' }, webinar).channels,
    ).toBeUndefined();
  });
});
