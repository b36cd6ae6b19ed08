import { jobAdvertiser, jobEmployerOf, jobRoleOf } from './job-ads';
import { writeCopy } from './write-copy';
import { analyzePrompt } from './analyze';

const texts = (prompt: string, language: Parameters<typeof writeCopy>[0]['language'], width = 1080, height = 1080) =>
  writeCopy({ prompt, width, height, language, count: 4, seed: 11 }).pages.flatMap((p) =>
    p.map((b) => (Array.isArray(b.value) ? b.value.join(' ') : String(b.value))),
  );

describe('job ads: the role and the employer, as the prompt writes them', () => {
  it.each([
    ['english', 'Hiring dishwashers and prep cooks at The Salt House, evenings', 'dishwashers and prep cooks'],
    ['english', "We're hiring: junior data analyst (SQL, Tableau), hybrid", 'junior data analyst'],
    ['german', 'Wir suchen Erzieherinnen (m/w/d) in Teilzeit für unsere Kita', 'Erzieherinnen'],
    ['french', 'Nous recrutons des serveurs pour la saison estivale', 'serveurs'],
    ['spanish', 'Buscamos repartidores con moto propia en Valencia', 'repartidores'],
    ['italian', 'Cerchiamo pizzaioli per il nuovo locale di Torino', 'pizzaioli'],
    ['portuguese', 'Contratamos atendentes para a loja do centro', 'atendentes'],
    ['dutch', 'Wij zoeken bezorgers voor de zomer', 'bezorgers'],
    ['japanese', 'キッチンスタッフ募集中！未経験歓迎', 'キッチンスタッフ'],
    ['arabic', 'مطلوب مصمم جرافيك في وكالة الإبداع', 'مصمم جرافيك'],
  ] as const)('%s: %s', (language, prompt, role) => {
    expect(jobRoleOf(prompt, language)).toBe(role);
  });

  it('reads no role where the words after the opener are terms or shifts', () => {
    expect(jobRoleOf('Hiring weekend shifts now', 'english')).toBeUndefined();
    expect(jobRoleOf('Wir suchen Vollzeit-Verstärkung', 'german')).toBeUndefined();
  });

  it('takes the employer after "at" / "bei" / "chez", not a tool in brackets or the terms', () => {
    expect(jobEmployerOf('Hiring baristas at Blue Door Coffee, apply today', 'english')).toBe('Blue Door Coffee');
    expect(jobEmployerOf('Ausbildung bei Autohaus König ab August', 'german')).toBe('Autohaus König');
    expect(jobEmployerOf('Nous recrutons chez Fromagerie Dubois', 'french')).toBe('Fromagerie Dubois');
    const prompt = 'Now hiring a DevOps engineer (Terraform, AWS), remote';
    expect(jobAdvertiser(prompt, { brand: 'Terraform', promptLanguage: 'english' }).brand).toBeUndefined();
    expect(
      jobAdvertiser('Wir suchen Köche in Vollzeit', { location: 'Vollzeit', promptLanguage: 'german' }).location,
    ).toBeUndefined();
  });

  it('reads hiring ads as jobs in French and Arabic ("nous recrutons", "مطلوب")', () => {
    expect(analyzePrompt('Nous recrutons des vendeuses en CDD chez Maison Leroy').category).toBe('jobs');
    expect(analyzePrompt('مطلوب سائق توصيل لمطعم الشام').category).toBe('jobs');
  });

  it('names the role on a small format instead of a stock question, and no seasonal sale line', () => {
    const en = texts('Hiring dishwashers and prep cooks at The Salt House, evenings', 'english', 300, 250);
    expect(en.some((t) => /dishwashers/i.test(t))).toBe(true);
    const es = texts('Buscamos socorristas para la temporada de verano en Playa Norte', 'spanish', 728, 90);
    expect(es.some((t) => /socorristas/i.test(t))).toBe(true);
    expect(es.some((t) => /especial|rebajas|oferta/i.test(t))).toBe(false);
  });

  it('never takes a tool named in brackets for the employer', () => {
    const all = texts("We're hiring: site reliability engineer (Kubernetes, Go), remote", 'english').join(' ');
    expect(all).not.toMatch(/Kubernetes (?:is hiring|team)|Join Kubernetes|love working at Kubernetes/);
  });
});

describe('job ads: the role before "wanted", and no role when the opener runs into the place', () => {
  it('reads "X wanted" as the role and "hiring at Y" as none', () => {
    expect(jobRoleOf('Now hiring! Forklift drivers wanted at Eastgate Depot, $21/hour', 'english')).toBe(
      'forklift drivers',
    );
    expect(jobRoleOf('Now hiring at Maple Street Bakery, apply inside', 'english')).toBeUndefined();
    expect(jobRoleOf('Help wanted! Apply at the front desk', 'english')).toBeUndefined();
  });

  it('reads a Dutch vacancy as jobs ("wij zoeken", "solliciteer")', () => {
    expect(
      analyzePrompt('Wij zoeken een ervaren bakker voor onze winkel in Utrecht. Solliciteer via onze site').category,
    ).toBe('jobs');
  });
});
