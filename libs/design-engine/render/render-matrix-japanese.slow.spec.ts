// Every catalog format x 4 variants, japanese content: decodes, fits, reads (contrast), stays inside the
// safe margin, and no two variants look alike.
import { JAPANESE_PAGE } from '../testing/fixtures';
import { renderMatrix } from './render-matrix';

describe('render matrix (japanese)', () => {
  renderMatrix('japanese', JAPANESE_PAGE, 37);
});
