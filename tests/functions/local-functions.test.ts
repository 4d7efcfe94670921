import { describe, expect, it } from 'vitest';
import { functionNames, functionsWithoutJwt } from '../../supabase/local';

describe('the local stack’s view of supabase/functions', () => {
  it('serves every folder with an index.ts, never _shared', () => {
    expect(functionNames()).toEqual(['payments-dispatch', 'payments-reconcile', 'payments-webhook']);
  });

  it('reads verify_jwt = false from config.toml sections only', () => {
    const toml = `
[functions.open]
verify_jwt = false   # signed by the provider

[functions.closed]
verify_jwt = true

[functions.other]
import_map = "x"
[auth]
verify_jwt = false
`;
    expect([...functionsWithoutJwt(toml)]).toEqual(['open']);
  });
});
