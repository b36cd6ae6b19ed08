// The furniture's own words in each catalog language: store badges and the sticker's "free".
// Store names stay as the stores write them; the lines around them follow each store's own localised
// badge wording where we know it, else a plain equivalent.
import type { LanguageId } from '../catalog/languages';
import type { StoreId } from './types';

interface Labels {
  /** Small line above the store name, per store ("Download on the" / "GET IT ON"). */
  store: Record<StoreId, string>;
  /** A badge that names no store: the prompt did not say which. */
  genericTop: string;
  genericMain: string;
  free: string;
}

export const STORE_NAMES: Record<StoreId, string> = { 'app-store': 'App Store', 'google-play': 'Google Play' };

export const FURNITURE_LABELS: Record<LanguageId, Labels> = {
  english: {
    store: { 'app-store': 'Download on the', 'google-play': 'GET IT ON' },
    genericTop: 'Download',
    genericMain: 'the app',
    free: 'Free',
  },
  spanish: {
    store: { 'app-store': 'Descárgalo en el', 'google-play': 'DISPONIBLE EN' },
    genericTop: 'Descarga',
    genericMain: 'la app',
    free: 'Gratis',
  },
  french: {
    store: { 'app-store': 'Télécharger dans l’', 'google-play': 'DISPONIBLE SUR' },
    genericTop: 'Téléchargez',
    genericMain: 'l’app',
    free: 'Gratuit',
  },
  german: {
    store: { 'app-store': 'Laden im', 'google-play': 'JETZT BEI' },
    genericTop: 'Jetzt laden:',
    genericMain: 'die App',
    free: 'Gratis',
  },
  italian: {
    store: { 'app-store': 'Scarica su', 'google-play': 'DISPONIBILE SU' },
    genericTop: 'Scarica',
    genericMain: 'l’app',
    free: 'Gratis',
  },
  portuguese: {
    store: { 'app-store': 'Baixar na', 'google-play': 'DISPONÍVEL NO' },
    genericTop: 'Baixe',
    genericMain: 'o app',
    free: 'Grátis',
  },
  dutch: {
    store: { 'app-store': 'Download in de', 'google-play': 'ONTDEK HET OP' },
    genericTop: 'Download',
    genericMain: 'de app',
    free: 'Gratis',
  },
  arabic: {
    store: { 'app-store': 'حمّله من', 'google-play': 'احصل عليه من' },
    genericTop: 'حمّل',
    genericMain: 'التطبيق',
    free: 'مجانًا',
  },
  japanese: {
    store: { 'app-store': 'ダウンロードは', 'google-play': '今すぐ入手' },
    genericTop: 'ダウンロード',
    genericMain: 'アプリ',
    free: '無料',
  },
};

export function labelsFor(language: string): Labels {
  return FURNITURE_LABELS[language as LanguageId] ?? FURNITURE_LABELS.english;
}
