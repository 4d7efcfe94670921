import { describe, expect, it } from 'vitest';
import { isOperatorRole } from './operator-role';

describe("an operator's app_metadata", () => {
  it("is role 'operator'", () => {
    expect(isOperatorRole({ provider: 'email', role: 'operator' })).toBe(true);
  });

  it.each([undefined, null, 'operator', {}, { provider: 'email' }, { role: 'Operator' }, { role: 'authenticated' }, { role: ['operator'] }])(
    'is not %j',
    (appMetadata) => {
      expect(isOperatorRole(appMetadata)).toBe(false);
    },
  );
});
