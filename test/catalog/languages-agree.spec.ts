// The design engine and the copywriter each declare the languages they handle (libs/ do not import
// one another). The API accepts the engine's list, so every language in it needs a phrase bank, and
// a bank without a language the API accepts would be dead weight.
import { COPY_LANGUAGES } from '../../libs/copywriter/languages';
import { LANGUAGE_IDS } from '../../src/modules/catalog/format-request.dto';

describe('languages', () => {
  it('the languages the API accepts are exactly the ones the copywriter writes', () => {
    expect([...LANGUAGE_IDS].sort()).toEqual([...COPY_LANGUAGES].sort());
  });
});
