import { analyzePrompt } from '../../copywriter';
import { matchImagery } from './match';

// Icon keywords match whole words: a piece of a longer word (サイ of サイネージ, 株式 of 株式会社) or a
// word whose common sense in its language is another (Dutch "bel", call; Spanish "llama", calls;
// Portuguese "vale a pena", worth it) never picks a picture alone. Each row: language, prompt, the icon
// it must not draw. The controls below: whole words, compounds and phrases still draw.
function pick(prompt: string, language: string): string | undefined {
  const a = analyzePrompt(prompt);
  return matchImagery({
    text: prompt,
    languages: [language, a.promptLanguage],
    productConcept: a.productConcept,
    event: a.event,
    season: a.season,
    category: a.category,
  })?.icon;
}

describe('icon keywords match whole words in their sense', () => {
  it.each([
    ['japanese', 'デジタルサイネージで店舗の集客をアップ', 'rhinoceros'],
    ['japanese', 'サイネージ導入のご相談はお気軽にどうぞ', 'rhinoceros'],
    ['japanese', '新サービスが始まります、まずは無料相談', 'service-dog'],
    ['japanese', '株式会社ミナトの新サービスが始まります', 'chart-increasing'],
    ['japanese', '5月6日(火)オープン、ご来店お待ちしています', 'fire'],
    ['dutch', 'Bel ons voor een gratis offerte, vakmanschap sinds 1990', 'bell'],
    ['dutch', 'Tot slot: onze zomeractie loopt nog twee weken', 'locked'],
    ['french', 'Cabinet Morel, avocat en droit des affaires à Nantes', 'avocado'],
    ['french', 'Un poste clé dans une équipe qui grandit', 'key'],
    ['french', 'Nous sommes en train de préparer la rentrée, inscriptions ouvertes', 'train'],
    ['spanish', 'Llama ya y pide tu presupuesto sin compromiso', 'llama'],
    ['spanish', 'Todo sobre la nueva temporada de nuestro club de lectura', 'envelope'],
    ['italian', 'Porta un amico: il secondo ingresso è gratis', 'door'],
    ['italian', 'Borsa di studio per giovani musicisti, candidature entro maggio', 'handbag'],
    ['portuguese', 'Vale a pena conhecer o nosso novo espaço em Lisboa', 'feather'],
    ['portuguese', 'Mangas curtas e compridas, nova coleção', 'mango'],
    ['german', 'Die neue Bar am Hafen, jeden Freitag geöffnet', 'bear'],
    ['german', 'Schloss tauschen? Rufen Sie uns an', 'castle'],
    ['english', 'Give us a ring for a free estimate on your roof', 'ring'],
    ['english', 'Key dates for the spring enrolment, apply before March', 'key'],
    ['arabic', 'احجز موعدك خلال 24 ساعة', 'watch'],
    ['arabic', 'نصلح جهازك خلال ساعة واحدة', 'watch'],
  ])('%s: "%s" draws no %s', (language, prompt, wrong) => {
    expect(pick(prompt, language)).not.toBe(wrong);
  });

  it.each([
    ['japanese', '新作ネイルサロンのご案内、ジェルネイル20%オフ', 'lipstick'],
    ['japanese', 'ランチタイム限定、ふわふわパンケーキ', 'pancakes'],
    ['dutch', 'Handgemaakte kaarsen uit Haarlem, nieuwe geuren', 'candle'],
    ['spanish', 'Velas aromáticas hechas a mano, envío gratis', 'candle'],
    ['german', 'Teddybär und Plüschtiere im Angebot', 'teddy-bear'],
    ['english', 'Diamond engagement ring sale this weekend', 'gem-stone'],
  ])('%s: "%s" still draws %s: whole words and compounds name things', (language, prompt, icon) => {
    expect(pick(prompt, language)).toBe(icon);
  });

  // the trade's own thing, not the goods it mentions on the way (see libs/copywriter/advertiser-kinds.ts)
  it.each([
    ['english', 'Hive Coworking: bright desks, fast wifi and free coffee all day', 'office-building'],
    ['french', 'Espace de coworking La Ruche : café à volonté, bureaux dès 200 € par mois', 'office-building'],
    ['japanese', 'コワーキングスペース「ハブ渋谷」コーヒー飲み放題、月額15,000円から', 'office-building'],
    ['french', 'Bougies parfumées coulées à la main, nouvelle collection d’hiver', 'candle'],
    ['italian', 'Candele artigianali profumate, laboratorio a Firenze', 'candle'],
    ['italian', 'Traghetto per la Sardegna da Livorno, ristorante a bordo', 'ferry'],
    ['dutch', 'Veerdienst naar Texel: elk uur een boot, koffie aan boord', 'ferry'],
  ])('%s: "%s" draws the trade: %s', (language, prompt, icon) => {
    expect(pick(prompt, language)).toBe(icon);
  });
});
