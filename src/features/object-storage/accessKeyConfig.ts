import { awsCliConfig } from '../../lib/s3Config';

export interface ConfigChoice {
  endpoint: string;
  region: string;
  accessKey: string;
  secretKey: string;
  /** The user has revealed this key's secret on screen. */
  revealed: boolean;
  /** The user ticked "Include secret key". */
  includeSecret: boolean;
}

/** The secret goes into the snippet only when the user has both revealed it and asked for it. */
export function secretIncluded(choice: Pick<ConfigChoice, 'revealed' | 'includeSecret'>): boolean {
  return choice.revealed && choice.includeSecret;
}

export function configSnippet(choice: ConfigChoice): string {
  return awsCliConfig({
    endpoint: choice.endpoint,
    region: choice.region,
    accessKey: choice.accessKey,
    secretKey: secretIncluded(choice) ? choice.secretKey : undefined,
  });
}

/** A secret on screen until revealed: the same width whatever the key, and nothing of it in the page. */
export const MASKED_SECRET = '•'.repeat(24);
