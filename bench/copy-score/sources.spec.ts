// The LLM path over real HTTP against the local recorded-answer server: the request the service
// sends, the answer read through parseLlmAnswer, and a missing or broken answer counted as failed.
import type { FixtureItem } from './fixtures';
import { startRecordedLlmServer, type RecordedLlmServer } from './recorded-llm-server';
import { chatCompletionsPath } from './sources';

const item = (id: string, prompt: string): FixtureItem => ({
  id,
  language: 'english',
  prompt,
  format: 'displayAds-medium-rectangle',
  category: 'restaurant',
  action: 'order',
  facts: [{ role: 'bogo', any: ['2-for-1'] }],
});
const good = item('en-901', "Tony's Pizza 2-for-1 large pizzas every Tuesday. Order online.");
const broken = item('en-902', 'Scoops Ice Cream: second cone free this weekend');
const unknown = item('en-903', 'Nobody recorded this one');
const answer = {
  pages: [
    [
      { type: 'title', value: '2-for-1 large pizzas' },
      { type: 'cta', value: 'Order now' },
    ],
    [
      { type: 'title', value: 'Tuesday is pizza day' },
      { type: 'cta', value: 'Order online' },
    ],
    [
      { type: 'title', value: "Tony's Pizza" },
      { type: 'cta', value: 'Get yours' },
    ],
  ],
};

describe('chatCompletionsPath against the recorded-answer server', () => {
  let server: RecordedLlmServer;
  beforeAll(async () => {
    server = await startRecordedLlmServer(
      new Map([
        [good.prompt, '```json\n' + JSON.stringify(answer) + '\n```'],
        [
          broken.prompt,
          JSON.stringify({ pages: [[{ type: 'body', value: 'no title, and a body a 300x250 cannot hold' }]] }),
        ],
      ]),
    );
  });
  afterAll(() => server.close());

  it('sends the service request and reads the pages', async () => {
    const result = await chatCompletionsPath({ baseUrl: server.url, model: 'recorded' })(good);
    expect(result.error).toBeUndefined();
    expect(result.pages?.map((p) => p[0].value)).toEqual([
      '2-for-1 large pizzas',
      'Tuesday is pizza day',
      "Tony's Pizza",
    ]);
    expect(result.analysis).toMatchObject({ category: expect.any(String) });
    const sent = server.requests.at(-1) as {
      model: string;
      response_format: unknown;
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe('recorded');
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('counts an answer that fails the schema as failed, with the reason', async () => {
    const result = await chatCompletionsPath({ baseUrl: server.url, model: 'recorded' })(broken);
    expect(result.pages).toBeNull();
    expect(result.error).toMatch(/title|not allowed/);
  });

  it('counts a provider error as failed', async () => {
    const result = await chatCompletionsPath({ baseUrl: server.url, model: 'recorded' })(unknown);
    expect(result).toMatchObject({ pages: null, error: 'provider answered 404' });
  });
});
