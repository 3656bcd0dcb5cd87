// The "Use with the AWS CLI" snippet shown next to a bucket's access keys.
// The secret key is left out unless the caller passes it on purpose, so the
// snippet can be shown, copied and screenshotted without leaking it.

export interface AwsCliConfigInput {
  /** The storage service's endpoint as the API gives it: a bare host or a URL. */
  endpoint: string;
  region: string;
  accessKey: string;
  /** AWS CLI profile name; "default" writes the `[default]` section and needs no `--profile`. */
  profile?: string;
  /** Only when the user has asked to reveal the secret; otherwise a placeholder is written. */
  secretKey?: string;
}

export const SECRET_KEY_PLACEHOLDER = '<paste your secret key>';

const DEFAULT_PROFILE = 'default';

/** The service's endpoint as a URL the CLI accepts: a bare host gets `https://`; a trailing slash is dropped. */
export function s3EndpointUrl(endpoint: string): string {
  const trimmed = endpoint.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * A value on one line of the INI file. Keys and regions never contain line
 * breaks, but a server answering with one must not be able to add lines
 * (another setting, or a fake section) to a file the user pastes.
 */
function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** Profile names become `[profile NAME]` and a shell argument, so only characters safe in both are kept. */
function safeProfileName(profile: string | undefined): string {
  const cleaned = (profile ?? '')
    .trim()
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned === '' ? DEFAULT_PROFILE : cleaned;
}

export function awsCliConfig(input: AwsCliConfigInput): string {
  const profile = safeProfileName(input.profile);
  const endpointUrl = s3EndpointUrl(singleLine(input.endpoint));
  const region = singleLine(input.region);
  const secret = input.secretKey === undefined ? SECRET_KEY_PLACEHOLDER : singleLine(input.secretKey);
  const isDefault = profile === DEFAULT_PROFILE;

  const lines = [
    '# ~/.aws/config',
    // In ~/.aws/config the default profile's section is "[default]"; every other one is "[profile NAME]".
    isDefault ? '[default]' : `[profile ${profile}]`,
    ...(region === '' ? [] : [`region = ${region}`]),
    `endpoint_url = ${endpointUrl}`,
    `aws_access_key_id = ${singleLine(input.accessKey)}`,
    `aws_secret_access_key = ${secret}`,
    '',
    // endpoint_url in the profile needs AWS CLI 2.13 or later; passing
    // --endpoint-url as well makes the example work with older versions.
    '# List your buckets:',
    `# aws s3 ls ${isDefault ? '' : `--profile ${profile} `}--endpoint-url ${endpointUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}
