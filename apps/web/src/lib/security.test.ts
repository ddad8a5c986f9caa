import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, nonceOfPolicy, scriptNonce } from './security';

describe('nonceOfPolicy', () => {
  it("reads the nonce the proxy's policy allows, or none", () => {
    const nonce = scriptNonce();
    expect(nonceOfPolicy(contentSecurityPolicy({ nonce }))).toBe(nonce);
    expect(nonceOfPolicy(contentSecurityPolicy())).toBeUndefined();
    expect(nonceOfPolicy(null)).toBeUndefined();
  });
});
