import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, metaContentSecurityPolicy } from './csp';

describe('metaContentSecurityPolicy', () => {
  it('is the deployed policy without frame-ancestors, which a meta element cannot carry', () => {
    expect(metaContentSecurityPolicy()).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; object-src 'none'",
    );
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('drops every directive a meta element cannot carry, whatever its case, and empty ones', () => {
    expect(
      metaContentSecurityPolicy(
        "default-src 'self'; Frame-Ancestors 'none';  report-uri /csp ; sandbox allow-scripts;; img-src data:",
      ),
    ).toBe("default-src 'self'; img-src data:");
  });
});
