import { isolatePhoneNumbers } from './bidi-isolate';

describe('isolatePhoneNumbers', () => {
  it('isolates a spaced phone number as one left-to-right unit that does not break', () => {
    expect(isolatePhoneNumbers('اتصل على 0123 456 789')).toBe('اتصل على \u20660123\u00a0456\u00a0789\u2069');
  });

  it('keeps the international prefix and brackets inside the isolate', () => {
    expect(isolatePhoneNumbers('اتصل +20 100 123 4567 الآن')).toBe(
      'اتصل \u2066+20\u00a0100\u00a0123\u00a04567\u2069 الآن',
    );
    expect(isolatePhoneNumbers('هاتف (02) 2345-6789')).toBe('هاتف \u2066(02)\u00a02345-6789\u2069');
  });

  it('isolates Arabic-Indic digits as well', () => {
    expect(isolatePhoneNumbers('اتصل ٠١٠ ١٢٣ ٤٥٦٧')).toBe('اتصل \u2066٠١٠\u00a0١٢٣\u00a0٤٥٦٧\u2069');
  });

  it('leaves prices, dates, ranges and short numbers as they are', () => {
    for (const text of [
      'خصم 20% حتى 31.12.2026',
      'من 10 - 20 ديسمبر',
      'السعر 9,900 جنيه',
      'الساعة 10:00 - 22:00',
      'بلا أرقام',
    ])
      expect(isolatePhoneNumbers(text)).toBe(text);
  });
});
