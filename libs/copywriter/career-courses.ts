// "Invest in your future" and "Skills that open doors" promise a career. Said of a course that is not
// career training (an intensive five-day workshop, a language course for the holidays, a cooking class)
// they are filler at best, so the education lines that make that promise are tagged "career" and written
// only when the prompt itself speaks of a certificate, a profession or a career.
import { hasAnyKeyword } from './matching';
import type { Category } from './types';

/** Certificates, professions, careers and jobs in the nine catalog languages (folded, as matching expects). */
const CAREER_WORDS: readonly string[] = [
  // en
  'career*',
  'certification',
  'certificate',
  'certified',
  'professionals',
  'vocational',
  'diploma',
  'degree',
  'bootcamp',
  'job-ready',
  'upskill*',
  'reskill*',
  // de
  'karriere',
  'zertifikat*',
  'zertifizier*',
  'weiterbildung*',
  'fortbildung*',
  'umschulung*',
  'beruf*',
  'abschluss',
  // fr
  'carriere',
  'certifiant*',
  'professionnelle',
  'reconversion',
  // es
  'carrera profesional',
  'certificacion',
  'certificado',
  'titulacion',
  'formacion profesional',
  // it
  'carriera',
  'certificazione',
  'certificato',
  'formazione professionale',
  // pt
  'carreira',
  'certificacao',
  'certificado',
  'profissionalizante',
  // nl
  'loopbaan',
  'certificaat',
  'omscholing',
  'beroeps*',
  // ja
  'キャリア',
  '資格',
  '就職',
  '転職',
  // ar
  'شهادة',
  'مهني',
  'مهنية',
  'مسيرتك',
  'المهنية',
];

/** Whether a course of this (folded) prompt is career training, so its lines may promise a future. */
export function isCareerCourse(lines: Category, foldedPrompt: string): boolean {
  return lines === 'education' && hasAnyKeyword(foldedPrompt, CAREER_WORDS);
}
