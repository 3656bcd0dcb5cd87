import { describe } from 'vitest';
import { isUuid } from './uuid';
import { itAnswersAllNamed } from '../test/answerTables';

describe('isUuid', () => {
  itAnswersAllNamed(isUuid, true, 'accepts %s', [
    ['a version 4 id as the API returns it', '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6'],
    ['an upper-case id pasted from another tool', '3E5A65C9-1BC1-4A12-AD2E-6475AC062AD6'],
    ['a version 1 id', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['a version 7 id', '01890a5d-ac96-774b-bcce-b302099a8057'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
  ]);

  itAnswersAllNamed(isUuid, false, 'refuses %s', [
    ['an empty string', ''],
    ['a truncated id', '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad'],
    ['an id with one character too many', '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6f'],
    ['an id without dashes', '3e5a65c91bc14a12ad2e6475ac062ad6'],
    ['dashes in the wrong places', '3e5a65c91-bc1-4a12-ad2e-6475ac062ad6'],
    ['a non-hex letter', '3e5a65c9-1bc1-4a12-ad2e-6475ac062adg'],
    ['braces', '{3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6}'],
    ['a urn: prefix', 'urn:uuid:3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6'],
    ['surrounding spaces', ' 3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6 '],
    ['a trailing newline', '3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6\n'],
    ['an IP list source rather than its id', 'list:3e5a65c9-1bc1-4a12-ad2e-6475ac062ad6'],
  ]);
});
