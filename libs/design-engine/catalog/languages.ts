// Languages a design's text may be in, with the writing direction the renderer needs.

export type LanguageId =
  'english' | 'spanish' | 'french' | 'german' | 'italian' | 'portuguese' | 'dutch' | 'arabic' | 'japanese';

export interface Language {
  id: LanguageId;
  name: string;
  nativeName: string;
  code: string;
  direction: 'ltr' | 'rtl';
}

export const LANGUAGES: Language[] = [
  { id: 'english', name: 'English', nativeName: 'English', code: 'en', direction: 'ltr' },
  { id: 'spanish', name: 'Spanish', nativeName: 'Español', code: 'es', direction: 'ltr' },
  { id: 'french', name: 'French', nativeName: 'Français', code: 'fr', direction: 'ltr' },
  { id: 'german', name: 'German', nativeName: 'Deutsch', code: 'de', direction: 'ltr' },
  { id: 'italian', name: 'Italian', nativeName: 'Italiano', code: 'it', direction: 'ltr' },
  { id: 'portuguese', name: 'Portuguese', nativeName: 'Português', code: 'pt', direction: 'ltr' },
  { id: 'dutch', name: 'Dutch', nativeName: 'Nederlands', code: 'nl', direction: 'ltr' },
  { id: 'arabic', name: 'Arabic', nativeName: 'العربية', code: 'ar', direction: 'rtl' },
  { id: 'japanese', name: 'Japanese', nativeName: '日本語', code: 'ja', direction: 'ltr' },
];

export function findLanguage(id: string): Language | undefined {
  return LANGUAGES.find((l) => l.id === id);
}
