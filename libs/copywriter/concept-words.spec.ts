// A Japanese concept word is matched inside longer words, so a single kanji is no keyword: 本 (book) sits in
// 基本 (basic), 日本 (Japan), 本日 (today); a kimono rental's "基本プラン" was read as books ("本をお探しですか？").
import { analyzePrompt } from './analyze';

describe('Japanese concept words', () => {
  it.each([
    '京都の着物レンタル「雅」の基本プランが3,800円。本日より予約受付開始。',
    '日本酒の飲み比べセット、本格的な味わいを1,500円で。',
  ])('reads no books in "%s"', (prompt) => {
    expect(analyzePrompt(prompt).productConcept).not.toBe('books');
  });

  it('still reads books where the prompt sells them', () => {
    expect(analyzePrompt('駅前で古本市を開催！絵本や文庫本が1冊100円から。').productConcept).toBe('books');
  });
});
