// Every catalog format x 4 variants, arabic content: decodes, fits, reads (contrast), stays inside the
// safe margin, and no two variants look alike.
import { ARABIC_PAGE } from '../testing/fixtures';
import { renderMatrix } from './render-matrix';

describe('render matrix (arabic)', () => {
  renderMatrix('arabic', ARABIC_PAGE, 23);
});
