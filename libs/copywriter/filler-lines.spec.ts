// Lines that are not about the advertiser are left out: a career's promise on a course that is no career
// training, empty hooks ("What are you waiting for?"), a tone the prompt never set (career-courses.ts,
// the banks in languages/*.ts, write-copy.ts fallbackTitle).
import { writeCopy } from './write-copy';
import type { LanguageId } from './types';

function texts(prompt: string, language: LanguageId): string[] {
  const out: string[] = [];
  for (const seed of [0, 1, 2])
    for (const [width, height] of [
      [1080, 1080],
      [1080, 1920],
      [728, 90],
    ])
      for (const page of writeCopy({ prompt, width, height, language, count: 4, seed }).pages)
        for (const block of page)
          if (block.type !== 'cta') out.push(...(Array.isArray(block.value) ? block.value : [block.value]));
  return out;
}

const CAREER: Partial<Record<LanguageId, RegExp>> = {
  english: /Invest in your future|Skills that open doors/,
  spanish: /Invierte en tu futuro|Habilidades que abren puertas/,
  french: /Investissez dans votre avenir|compétences qui ouvrent/,
  german: /Investiere in deine Zukunft|Wissen, das Türen öffnet/,
  italian: /Investi nel tuo futuro|Competenze che aprono/,
  portuguese: /Invista no seu futuro|Habilidades que abrem/,
  dutch: /Investeer in je toekomst|deuren openen/,
  arabic: /استثمر في مستقبلك|مهارات تفتح الأبواب/,
  japanese: /未来への投資に|可能性を広げるスキル/,
};

describe('career lines', () => {
  it.each<[LanguageId, string]>([
    ['english', 'Intensive Excel course for beginners: 5 days, 9am-1pm, at Northside Learning Centre, $320'],
    ['spanish', 'Curso intensivo de Excel en 5 días en el Centro de Estudios Sur, 180 €'],
    ['german', 'Excel-Kurs für Einsteiger: 5 Tage intensiv im Lernzentrum Ost, 290 €'],
    ['italian', 'Corso intensivo di Excel in 5 giorni al Centro Studi Verdi, 200 €'],
    ['dutch', 'Intensieve Excel-cursus in 5 dagen bij Leercentrum Noord, € 250'],
    ['portuguese', 'Curso intensivo de Excel em 5 dias no Centro de Estudos Sul, 180 €'],
  ])('%s: a course that names no certificate or profession promises no career (%s)', (language, prompt) => {
    expect(texts(prompt, language).filter((t) => CAREER[language]?.test(t))).toEqual([]);
  });

  it.each<[LanguageId, string]>([
    ['spanish', 'Curso de certificación en gestión de proyectos para profesionales, Academia Norte'],
    ['french', 'Formation certifiante en comptabilité pour adultes en reconversion, Institut Horizon'],
    ['japanese', '簿記2級の資格取得講座、キャリアアップを目指す社会人に。ABCスクール'],
  ])('%s: a certificate course keeps them (%s)', (language, prompt) => {
    expect(texts(prompt, language).some((t) => CAREER[language]?.test(t))).toBe(true);
  });
});

const EMPTY_HOOKS: Record<LanguageId, RegExp> = {
  english: /What are you waiting for|Why wait\?|has the answer|Trusted by pet lovers|Got plans yet/,
  spanish: /A qué esperas|Por qué esperar|tiene la respuesta|Ya tienes planes/,
  french: /Qu’attendez-vous|Pourquoi attendre|a la réponse|amoureux des animaux|projets pour ce soir/,
  german: /Worauf wartest du|Warum warten|hat die Antwort|Von Tierfreunden empfohlen|Schon Pläne/,
  italian: /Cosa aspetti|Perché aspettare|ha la risposta|Hai già programmi/,
  portuguese: /Está esperando o quê|Por que esperar|tem a resposta|Aprovado por quem ama animais|Já tem planos/,
  dutch: /Waar wacht je nog op|Waarom wachten|heeft het antwoord|Geliefd bij dierenvrienden|Al plannen/,
  arabic: /ماذا تنتظر|لماذا الانتظار|لديه الحل|موثوق لدى محبي الحيوانات|هل لديك خطط/,
  japanese: /何を待っていますか|なぜ待つの|にお任せください|ペット好きに選ばれています|予定はもう決まった/,
};

describe('empty hooks', () => {
  it.each<[LanguageId, string]>([
    ['english', 'Whisker Corner pet grooming in Leeds: nail trims and baths, book online'],
    ['spanish', 'Gestoría Martín en Valencia: declaración de la renta desde 49 €'],
    ['french', 'Toilettage Patoune à Nantes : bain et coupe pour chiens, sur rendez-vous'],
    ['german', 'Bestattungshaus Lindner in Kassel: Beratung und Vorsorge, Tag und Nacht erreichbar'],
    ['italian', 'Serata di degustazione vini alla Cantina del Borgo, venerdì 14 giugno ore 20'],
    ['portuguese', 'Clube de Remo do Porto: 20% de desconto na inscrição de verão'],
    ['dutch', 'Belastingadvies De Vries in Utrecht: aangifte inkomstenbelasting vanaf € 75'],
    ['arabic', 'صالون الأناقة للحيوانات الأليفة في جدة: استحمام وقص أظافر، احجز الآن'],
    ['japanese', '渋谷の音楽フェス「サマーソニック・ナイト」、7月20日 18時開演'],
  ])('%s: %s', (language, prompt) => {
    expect(texts(prompt, language).filter((t) => EMPTY_HOOKS[language].test(t))).toEqual([]);
  });
});
