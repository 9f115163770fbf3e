// The tag-manager id check (client/gtm.ts, spec 5); tests/browser/gtm.test.ts loads the container.
import { describe, expect, it } from 'vitest';
import { usableContainerId } from '../../client/gtm.ts';

describe('usableContainerId (spec 5)', () => {
  it.each([[''], ['   '], ['GTM-PLACEHOLDER'], [' GTM-PLACEHOLDER '], [undefined], [null], [42]])(
    'rejects %j',
    (id) => {
      expect(usableContainerId(id)).toBe(false);
    },
  );

  it('accepts a real container id', () => {
    expect(usableContainerId('GTM-ABC1234')).toBe(true);
  });
});
