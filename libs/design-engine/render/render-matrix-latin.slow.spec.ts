// Every catalog format x 4 variants, latin content: decodes, fits, reads (contrast), stays inside the
// safe margin, and no two variants look alike.
import { LATIN_PAGE } from '../testing/fixtures';
import { renderMatrix } from './render-matrix';

describe('render matrix (latin)', () => {
  renderMatrix('english', LATIN_PAGE, 11);
});
