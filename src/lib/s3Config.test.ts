import { describe, expect, it } from 'vitest';
import { awsCliConfig, s3EndpointUrl, SECRET_KEY_PLACEHOLDER } from './s3Config';

describe('s3EndpointUrl', () => {
  it.each([
    ['a bare host gets https://', 's3.eu-central.example.net', 'https://s3.eu-central.example.net'],
    ['a host with a port', 's3.example.net:9000', 'https://s3.example.net:9000'],
    ['an https URL is kept', 'https://s3.example.net', 'https://s3.example.net'],
    ['an http URL is kept (a local MinIO, for instance)', 'http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['an upper-case scheme is recognised', 'HTTPS://s3.example.net', 'HTTPS://s3.example.net'],
    ['a trailing slash is dropped', 'https://s3.example.net/', 'https://s3.example.net'],
    ['surrounding spaces are dropped', '  s3.example.net \n', 'https://s3.example.net'],
  ])('%s', (_, endpoint, url) => {
    expect(s3EndpointUrl(endpoint)).toBe(url);
  });

  it('gives nothing for a missing endpoint rather than "https://"', () => {
    expect(s3EndpointUrl('   ')).toBe('');
  });
});

describe('awsCliConfig', () => {
  const input = {
    endpoint: 's3.eu-central.example.net',
    region: 'eu-central-1',
    accessKey: 'AKEXAMPLE1234567890',
    profile: 'cloud-storage',
  };

  it('writes a named profile section and a matching example command', () => {
    expect(awsCliConfig(input)).toBe(
      [
        '# ~/.aws/config',
        '[profile cloud-storage]',
        'region = eu-central-1',
        'endpoint_url = https://s3.eu-central.example.net',
        'aws_access_key_id = AKEXAMPLE1234567890',
        `aws_secret_access_key = ${SECRET_KEY_PLACEHOLDER}`,
        '',
        '# List your buckets:',
        '# aws s3 ls --profile cloud-storage --endpoint-url https://s3.eu-central.example.net',
        '',
      ].join('\n'),
    );
  });

  it('never includes the secret unless it is passed, showing the placeholder instead', () => {
    const text = awsCliConfig(input);
    expect(text).toContain('aws_secret_access_key = <paste your secret key>');
  });

  it('includes the secret when the caller passes it explicitly', () => {
    const text = awsCliConfig({ ...input, secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' });
    expect(text).toContain('aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY');
    expect(text).not.toContain(SECRET_KEY_PLACEHOLDER);
  });

  it('uses [default] and no --profile for the default profile', () => {
    const text = awsCliConfig({ ...input, profile: 'default' });
    expect(text).toContain('\n[default]\n');
    expect(text).not.toContain('[profile');
    expect(text).toContain('# aws s3 ls --endpoint-url https://s3.eu-central.example.net\n');
  });

  it('falls back to the default profile when none is given', () => {
    const { profile: _profile, ...withoutProfile } = input;
    expect(awsCliConfig(withoutProfile)).toContain('\n[default]\n');
  });

  it('keeps an endpoint that is already a URL as it is', () => {
    expect(awsCliConfig({ ...input, endpoint: 'http://127.0.0.1:9000/' })).toContain(
      'endpoint_url = http://127.0.0.1:9000\n',
    );
  });

  it('leaves out the region line when the service has no region', () => {
    expect(awsCliConfig({ ...input, region: '' })).not.toContain('region =');
  });

  it('turns a profile name with spaces or brackets into one the file and the shell accept', () => {
    const text = awsCliConfig({ ...input, profile: ' my [team] storage ' });
    expect(text).toContain('[profile my-team-storage]');
    expect(text).toContain('--profile my-team-storage ');
  });

  it('cannot be made to add lines by a value containing a line break', () => {
    const text = awsCliConfig({ ...input, accessKey: 'AKEXAMPLE\n[profile evil]\nregion = x' });
    expect(text).not.toContain('\n[profile evil]');
    expect(text.split('\n').filter((line) => line.startsWith('region ='))).toHaveLength(1);
  });
});
