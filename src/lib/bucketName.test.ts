import { describe, expect, it } from 'vitest';
import { bucketNameProblemMessage, checkBucketName, type BucketNameProblem } from './bucketName';
import { expectOneSentencePerProblem } from '../test/problemMessages';
import { itAnswers, itAnswersAll } from '../test/answerTables';

describe('checkBucketName', () => {
  itAnswersAll(checkBucketName, null, 'accepts %s', [
    'abc',
    'my-bucket',
    'my.bucket.example.com',
    'logs-2024',
    '123',
    'a1b2c3',
    'docexamplebucket1',
    'a'.repeat(63),
    'my-s3alias-bucket',
    'xn-bucket',
    'bucket-xn--1',
    'three-sthree-a',
    'x--ol-s3-backup',
    '1.2.3',
    '1.2.3.4.5',
    '1.2.3.a',
  ]);

  itAnswers(checkBucketName, 'rejects %j for %s', [
    ['', 'length'],
    ['ab', 'length'],
    ['a'.repeat(64), 'length'],
    ['My-Bucket', 'characters'],
    ['my_bucket', 'characters'],
    ['my bucket', 'characters'],
    ['bücket', 'characters'],
    ['bucket/name', 'characters'],
    ['-bucket', 'edge'],
    ['bucket-', 'edge'],
    ['.bucket', 'edge'],
    ['bucket.', 'edge'],
    ['my..bucket', 'adjacent-dots'],
    ['192.168.5.4', 'ip-address'],
    ['10.0.0.1', 'ip-address'],
    ['999.999.999.999', 'ip-address'],
    ['xn--bucket', 'reserved-prefix'],
    ['sthree-bucket', 'reserved-prefix'],
    ['sthree-configurator', 'reserved-prefix'],
    ['amzn-s3-demo-bucket', 'reserved-prefix'],
    ['bucket-s3alias', 'reserved-suffix'],
    ['bucket--ol-s3', 'reserved-suffix'],
    ['bucket.mrap', 'reserved-suffix'],
    ['bucket--x-s3', 'reserved-suffix'],
    ['bucket--use1-az4--x-s3', 'reserved-suffix'],
  ]);

  it('reports length before anything else, since the other checks assume a plausible name', () => {
    expect(checkBucketName('A')).toBe('length');
    expect(checkBucketName(`-${'a'.repeat(63)}`)).toBe('length');
  });

  it('reports characters before edges, so an upper-case first letter is explained as case', () => {
    expect(checkBucketName('Bucket')).toBe('characters');
    expect(checkBucketName('_bucket')).toBe('characters');
  });
});

describe('bucketNameProblemMessage', () => {
  const problems: BucketNameProblem[] = [
    'length',
    'characters',
    'edge',
    'adjacent-dots',
    'ip-address',
    'reserved-prefix',
    'reserved-suffix',
  ];

  it('gives a distinct sentence for every problem', () => {
    expectOneSentencePerProblem(problems, bucketNameProblemMessage, 15);
  });

  it('states the length limits', () => {
    expect(bucketNameProblemMessage('length')).toContain('3 to 63');
  });

  it('names every reserved prefix and suffix', () => {
    for (const prefix of ['xn--', 'sthree-', 'amzn-s3-demo-'])
      expect(bucketNameProblemMessage('reserved-prefix')).toContain(prefix);
    for (const suffix of ['-s3alias', '--ol-s3', '.mrap', '--x-s3'])
      expect(bucketNameProblemMessage('reserved-suffix')).toContain(suffix);
  });
});
