import { describe, expect, it } from 'vitest';
import { configSnippet, MASKED_SECRET, secretIncluded } from './accessKeyConfig';

const base = {
  endpoint: 's3.eu-ams-1.example.net',
  region: 'eu-ams-1',
  accessKey: 'AKIA1234567890ABCDEF',
  secretKey: 'sEcReT0123456789sEcReT0123456789sEcReT01',
};

describe('client configuration', () => {
  it('never carries the secret unless it is revealed and asked for', () => {
    for (const [revealed, includeSecret] of [
      [false, false],
      [false, true],
      [true, false],
    ] as const) {
      expect(secretIncluded({ revealed, includeSecret })).toBe(false);
      const text = configSnippet({ ...base, revealed, includeSecret });
      expect(text).not.toContain(base.secretKey);
      expect(text).toContain('aws_secret_access_key = <paste your secret key>');
    }
    expect(configSnippet({ ...base, revealed: true, includeSecret: true })).toContain(
      `aws_secret_access_key = ${base.secretKey}`,
    );
  });

  it('carries the endpoint as a URL, the region and the access key', () => {
    const text = configSnippet({ ...base, revealed: false, includeSecret: false });
    expect(text).toContain('endpoint_url = https://s3.eu-ams-1.example.net');
    expect(text).toContain('region = eu-ams-1');
    expect(text).toContain(`aws_access_key_id = ${base.accessKey}`);
  });

  it('masks with a fixed width that says nothing about the secret', () => {
    expect(MASKED_SECRET).not.toMatch(/[A-Za-z0-9]/);
  });
});
