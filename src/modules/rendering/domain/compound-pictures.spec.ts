// A term of several words, or a compound, is read whole before its words: a "tienda de campaña" is a
// tent (no shop, no bell), a sea lion no lion, a bouncy castle or "château gonflable" no castle, a
// "correio elegante" (a festa junina love note) no post office. A boat hire draws a boat, not the
// travel category's aeroplane.
import { imageryFor } from './imagery-for';

const icon = (prompt: string, language: string): string | undefined => imageryFor(prompt, language)?.icon;

describe('a compound or multi-word term is read whole', () => {
  it.each([
    ['spanish', 'Cama elástica de 3 metros con red de seguridad, envío gratis', 'metro'],
    ['english', 'Bouncy castles and face painting for your summer fête', 'castle'],
    ['french', 'Location de châteaux gonflables pour anniversaires', 'castle'],
    ['english', 'Sea lions feeding show every afternoon at Bayside Zoo', 'lion'],
    ['portuguese', 'Correio elegante: mande uma mensagem para o seu crush na festa', 'post-office'],
  ])('%s "%s" draws no %s', (language, prompt, wrong) => {
    expect(icon(prompt, language)).not.toBe(wrong);
  });

  it.each([
    ['spanish', 'Tiendas de campaña para 4 personas en oferta', 'tent'],
    ['dutch', 'Zeeleeuwen voeren om 14.00 uur in Dierenpark Amersfoort', 'seal'],
    ['japanese', 'スキューバダイビング ライセンス講習 受付中', 'diving-mask'],
    ['italian', 'Noleggio gommoni a Sorrento, senza patente', 'motor-boat'],
    ['arabic', 'تأجير قوارب في دبي مارينا', 'motor-boat'],
  ])('%s "%s" draws %s', (language, prompt, expected) => {
    expect(icon(prompt, language)).toBe(expected);
  });
});
