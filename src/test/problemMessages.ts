import { expect } from 'vitest';

/**
 * A validator's messages: one per problem, none shared, each a sentence: a capital, at least
 * `minCharactersBetween` characters, a full stop (so no message is a bare code or a fragment).
 */
export function expectOneSentencePerProblem<Problem>(
  problems: readonly Problem[],
  messageOf: (problem: Problem) => string,
  minCharactersBetween: number,
): void {
  const messages = problems.map((problem) => messageOf(problem));
  expect(new Set(messages).size).toBe(problems.length);
  const sentence = new RegExp(`^[A-Z].{${minCharactersBetween},}\\.$`);
  for (const message of messages) expect(message).toMatch(sentence);
}
