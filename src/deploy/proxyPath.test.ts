import { describe } from 'vitest';
import { isRefusedProxyTarget } from './proxyPath';
import { itAnswersAll, itAnswersAllNamed } from '../test/answerTables';
import { AMBIGUOUS_TARGETS, PLAIN_TARGETS } from '../test/proxyTargets';

describe('isRefusedProxyTarget', () => {
  itAnswersAllNamed(isRefusedProxyTarget, true, 'refuses %s', AMBIGUOUS_TARGETS);
  itAnswersAll(isRefusedProxyTarget, false, 'passes %s', PLAIN_TARGETS);
});
