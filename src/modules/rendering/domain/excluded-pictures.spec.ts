// A sale that says what it leaves out ("sauf meubles", "außer Möbel", "家具を除く") never draws the thing
// it leaves out: that one picture is sure to be wrong. The controls: the same thing named outside an
// exclusion still draws, and an exclusion of something else leaves the picture alone.
import { exclusionsOf } from '../../../../libs/design-engine/imagery/exclusions';
import { imageryFor } from './imagery-for';

const icon = (prompt: string, language: string): string | undefined => imageryFor(prompt, language)?.icon;

describe('an excluded thing draws no picture', () => {
  it.each([
    ['english', 'Warehouse clearance at Hollis & Reed: 40% off all stock excluding sofas', 'couch-and-lamp'],
    ['german', 'Jubiläumsrabatt bei Haus Lindner: 25 % auf das ganze Sortiment außer Möbel', 'couch-and-lamp'],
    ['french', 'Braderie de printemps : -20 % sur tout le magasin, sauf meubles et literie', 'couch-and-lamp'],
    ['spanish', 'Semana de ofertas en Casa Ribera: 15% en todo excepto muebles de jardín', 'couch-and-lamp'],
    ['italian', 'Fuori tutto da Arredi Conti: 30% su tutto tranne i divani su misura', 'couch-and-lamp'],
    ['portuguese', 'Queima de estoque: 35% em toda a loja, exceto bicicletas elétricas', 'bicycle'],
    ['dutch', 'Zomerkorting bij Van Dijk Sport: 20% op alles behalve fietsen', 'bicycle'],
    ['arabic', 'عرض نهاية الموسم: خصم 30% على جميع المنتجات باستثناء الأحذية', 'mans-shoe'],
    ['japanese', '決算セール 店内全品30%オフ（家具を除く）', 'couch-and-lamp'],
    ['japanese', '週末限定 自転車以外の全商品が2割引', 'bicycle'],
  ])('%s "%s" draws no %s', (language, prompt, wrong) => {
    expect(icon(prompt, language)).not.toBe(wrong);
  });

  it.each([
    ['english', 'Sofas and armchairs 40% off this weekend', 'couch-and-lamp'],
    ['german', 'Fahrräder 20 % reduziert, außer E-Bikes', 'bicycle'],
    ['french', 'Canapés à -30 %, sauf modèles d’exposition', 'couch-and-lamp'],
  ])('%s "%s" still draws %s', (language, prompt, expected) => {
    expect(icon(prompt, language)).toBe(expected);
  });

  it('reads the span an exclusion word opens up to the next punctuation, and a Japanese one before 除く', () => {
    expect(exclusionsOf('Tout à -50 % hors nouveautés, livraison offerte').spans).toEqual(['nouveautés']);
    expect(exclusionsOf('Alles 30% günstiger außer Möbel und Lampen. Nur heute!').spans).toEqual(['Möbel und Lampen']);
    expect(exclusionsOf('全品20%オフ（家具・家電は対象外）').spans).toEqual(['家具・家電']);
    expect(exclusionsOf('Pizza, pasta e dolci fatti in casa').spans).toEqual([]);
  });
});
