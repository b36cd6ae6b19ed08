// What the furniture is drawn from: facts the copywriter read in the prompt, already worded in the
// design's language by the caller (src/modules/rendering/domain/furniture-for.ts). The engine decides
// per format what fits; nothing here is invented, every piece stands for a fact of the prompt.

export type StoreId = 'app-store' | 'google-play';

/** A way to reach the advertiser, verbatim; `whatsapp`: a number given for WhatsApp messages, not calls. */
export interface Contact {
  kind: 'phone' | 'url' | 'email' | 'address';
  text: string;
  whatsapp?: boolean;
}

export interface FurnitureFacts {
  /** The request asks for an app download: store badges (the stores the prompt names; none: one neutral "get the app" badge). */
  app?: { stores: StoreId[] };
  /** How to reach the advertiser, verbatim (a phone number, a web or e-mail address, a street address). */
  contacts?: Contact[];
  /** When and where an event happens: `day` "14", `month` "June", `weekday` "Saturday", `time` "8pm", `venue` "The Blue Room". */
  event?: { day: string; month: string; weekday?: string; time?: string; venue?: string };
  /** The offer in sticker form: "-30%", "2 for 1", "$19"; `free` says the free thing ("Free entry"), else the language's word for free. */
  sticker?: { kind: 'percent' | 'amount' | 'multi' | 'price' | 'free'; text?: string };
  /** The advertiser's name as the prompt writes it ("Northwind Outfitters"): small formats name it beside a headline that does not (layout/advertiser.ts). */
  advertiser?: string;
  /** The same facts as the copy words them ("Saturday, June 14 at 8pm"): a bullet that only repeats one is left out where the furniture shows it. */
  covers?: string[];
}
