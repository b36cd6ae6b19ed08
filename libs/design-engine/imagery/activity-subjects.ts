// Activities and trades an advert is about that the index draws wrong or not at all: a diving course
// drew the graduation cap of "course", a climbing camp the shoes it includes, a rowing club nothing, a
// photo studio the Christmas tree of its deadline, a wine cooperative's open day a door, a repair café
// one of the things brought to it. Read first of all subjects (subjects.ts): the activity is what the
// advert sells, a course, a camp or a club only how it is sold. Words with a figurative sense in ads are
// left out ("tauchen Sie ein", "diving into", "duik in"), as are words that also name a dish job
// ("plonge") or a rudder alone.
import { S, Subject } from './subject';

export const ACTIVITY_SUBJECTS: readonly Subject[] = [
  // Fluent has no diver: the mask and snorkel are the sport's own object
  S('diving-mask', true, {
    english: [
      'scuba*',
      'diving course*',
      'dive course*',
      'dive school*',
      'dive centre*',
      'dive center*',
      'padi',
      'snorkel*',
      'freediving',
    ],
    german: [
      'tauchkurs*',
      'tauchschule*',
      'tauchbasis',
      'tauchsport',
      'geratetauchen',
      'tauchschein',
      'tauchreise*',
      'schnorchel*',
    ],
    french: ['plongee', 'plongee sous marine', 'club de plongee', 'bapteme de plongee', 'snorkeling', 'apnee'],
    spanish: ['buceo', 'submarinismo', 'snorkel*', 'bautismo de buceo', 'apnea'],
    italian: ['subacque*', 'corso di sub', 'immersioni', 'diving center', 'snorkeling', 'apnea'],
    portuguese: ['mergulho', 'batismo de mergulho', 'snorkel*', 'apneia'],
    dutch: ['duikcursus*', 'duikschool', 'duikvakantie*', 'duikbrevet', 'duikcentrum', 'leren duiken', 'snorkel*'],
    japanese: ['ダイビング', 'シュノーケル', 'スキューバ'],
    arabic: ['غوص', 'الغوص', 'سنوركل'],
  }),
  // a rowing boat, a canoe or a kayak: Fluent's canoe with its paddle
  S('canoe', true, {
    english: ['rowing', 'rower', 'rowers', 'learn to row', 'regatta*', 'kayak*', 'canoe*'],
    german: [
      'ruderverein',
      'ruderclub',
      'rudern',
      'ruderer',
      'ruderkurs*',
      'schnupperrudern',
      'regatta*',
      'kanu',
      'kanus',
      'kanutour*',
      'kanuverleih',
      'kajak*',
    ],
    french: ['aviron', 'club d aviron', 'regate*', 'canoe*', 'kayak*'],
    spanish: ['remo', 'remeros', 'remar', 'club de remo', 'regata*', 'piraguismo', 'canoa*', 'kayak*'],
    italian: ['canottaggio', 'canottier*', 'regata*', 'canoa', 'canoe', 'kayak*'],
    portuguese: ['remo', 'remador*', 'remar', 'regata*', 'canoagem', 'canoa*', 'caiaque*', 'kayak*'],
    dutch: [
      'roeien',
      'roeier*',
      'roeivereniging*',
      'roeiclub*',
      'kano',
      'kanoen',
      'kanovaren',
      'kanoverhuur',
      'kajak*',
    ],
    japanese: ['ボート部', 'ボート競技', 'ローイング', 'カヌー', 'カヤック'],
    arabic: ['تجديف', 'التجديف', 'كاياك', 'زورق'],
  }),
  // climbing and bouldering: the climber (a subject-only icon of the index), never the shoes lent
  S('person-climbing', true, {
    english: ['climbing', 'rock climbing', 'bouldering', 'climbing wall', 'climbing gym'],
    german: ['kletter*', 'bouldern', 'boulderhalle', 'bergsteig*'],
    french: ['escalade', 'grimpe', 'mur d escalade', 'salle d escalade'],
    spanish: ['escalada', 'rocodromo', 'boulder'],
    italian: ['arrampicata', 'palestra di arrampicata', 'bouldering'],
    portuguese: ['escalada', 'boulder', 'muro de escalada'],
    dutch: ['klimmen', 'klimhal', 'klimcentrum', 'klimles*', 'klimkamp', 'boulderen', 'bouldercentrum'],
    japanese: ['ボルダリング', 'クライミング'],
    arabic: ['تسلق', 'التسلق'],
  }),
  // ski schools and courses: the skis, not the boots they lend nor the cap of "course"
  S('skis', true, {
    english: ['skiing', 'ski school*', 'ski lesson*', 'ski course*', 'ski camp*', 'ski instructor*'],
    german: ['skikurs*', 'skischule*', 'skifahren', 'skiurlaub', 'skilehrer*', 'skiferien'],
    french: ['ski', 'stage de ski', 'cours de ski', 'ecole de ski', 'moniteur de ski'],
    spanish: ['esqui', 'curso de esqui', 'escuela de esqui', 'clases de esqui'],
    italian: ['sci', 'corso di sci', 'scuola di sci', 'maestro di sci', 'settimana bianca'],
    portuguese: ['esqui', 'aulas de esqui', 'escola de esqui'],
    dutch: ['skien', 'skiles*', 'skischool', 'skikamp', 'skivakantie'],
    japanese: ['スキー教室', 'スキースクール', 'スキーレッスン'],
    arabic: ['تزلج', 'التزلج'],
  }),
  // riding schools and pony camps: the horse, not the boots and helmet they lend
  S('horse', true, {
    english: [
      'horse riding',
      'horseback riding',
      'riding school*',
      'riding lesson*',
      'equestrian',
      'pony camp*',
      'pony club*',
    ],
    german: [
      'reitschule*',
      'reitstall',
      'reitferien',
      'reitunterricht',
      'reitstunde*',
      'reitkurs*',
      'reiterhof',
      'ponyhof',
      'reiten',
    ],
    french: ['equitation', 'centre equestre', 'poney club', 'club hippique', 'stage poney'],
    spanish: ['equitacion', 'hipica', 'clases de montar', 'escuela de equitacion'],
    italian: ['equitazione', 'maneggio', 'scuola di equitazione', 'lezioni di equitazione'],
    portuguese: ['equitacao', 'hipismo', 'escola de equitacao', 'centro hipico'],
    dutch: ['paardrijden', 'manege', 'ponykamp', 'paardrijles*', 'ponykampen'],
    japanese: ['乗馬'],
    arabic: ['ركوب الخيل', 'فروسيه'],
  }),
  // a photo studio is its trade whatever it sells portraits for (Christmas, a wedding, school)
  S('camera', true, {
    english: ['photo studio*', 'portrait studio*', 'family photo*', 'family portrait*'],
    german: ['fotostudio*', 'fotoatelier*', 'familienfotos', 'familienshooting', 'familienportrat*'],
    french: ['studio photo', 'studio de photographie', 'photos de famille', 'seance photo'],
    spanish: ['estudio fotografico', 'estudio de fotografia', 'fotos de familia', 'retratos de familia'],
    italian: ['studio fotografico', 'foto di famiglia', 'ritratti di famiglia', 'servizio fotografico'],
    portuguese: ['estudio fotografico', 'estudio de fotografia', 'fotos de familia', 'retratos de familia'],
    dutch: ['fotostudio*', 'familiefoto*', 'familieshoot'],
    japanese: ['フォトスタジオ', '写真館', '写真スタジオ', '家族写真'],
    arabic: ['استوديو تصوير', 'استديو تصوير', 'صور عائليه'],
  }),
  // a repair café mends what is brought: the tools, never one of the things listed
  S('hammer-and-wrench', true, {
    english: ['repair cafe*', 'fix it cafe'],
    german: ['repair cafe*', 'reparaturcafe*', 'repaircafe*'],
    french: ['repair cafe*', 'cafe reparation', 'cafe bricole'],
    spanish: ['repair cafe*', 'cafe de reparacion*', 'cafe reparador'],
    italian: ['repair cafe*', 'caffe delle riparazioni'],
    portuguese: ['repair cafe*', 'cafe de reparacao', 'cafe reparacao'],
    dutch: ['repair cafe*', 'repaircafe*'],
    japanese: ['リペアカフェ'],
    arabic: ['مقهى الاصلاح', 'مقهي الاصلاح'],
  }),
  // wine makers named as growers or a cooperative: the grapes they press
  S('grapes', true, {
    english: ['winegrower*', 'wine grower*', 'wine cooperative', 'wine estate', 'vintner*'],
    german: ['winzer*', 'weingenossenschaft', 'weinbau*'],
    french: ['vigneron*', 'cave cooperative', 'domaine viticole', 'viticult*'],
    spanish: ['bodega cooperativa', 'cooperativa vinicola', 'viticultor*'],
    italian: ['cantina sociale', 'cantine sociali', 'viticolt*', 'vignaiol*'],
    portuguese: ['adega*', 'viticultor*', 'cooperativa vinicola'],
    dutch: ['wijnboer*', 'wijnhuis', 'wijndomein', 'wijngoed'],
    japanese: ['ワイン醸造所', 'ワイナリー'],
    arabic: ['مزرعه عنب', 'معصره نبيذ'],
  }),
];
