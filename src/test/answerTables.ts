import { expect, it } from 'vitest';

/*
 * Table-driven tests of a pure function, one test per row, each checking that the function's answer equals
 * (deeply) the expected one. `title` is a vitest title template over the row, as in `it.each`.
 */

/** Rows of `[input, expected answer]`. */
export function itAnswers<In, Out>(answer: (input: In) => Out, title: string, rows: ReadonlyArray<readonly [In, Out]>) {
  it.each(rows)(title, (input, expected) => {
    expect(answer(input)).toEqual(expected);
  });
}

/** Inputs that all get the same answer: a validator's refusals, a predicate's matches. */
export function itAnswersAll<In, Out>(answer: (input: In) => Out, expected: Out, title: string, inputs: readonly In[]) {
  it.each(inputs.map((input) => [input] as const))(title, (input) => {
    expect(answer(input)).toEqual(expected);
  });
}

/** As {@link itAnswersAll}, each input named by what it shows (`[what, input]`), the title reading the name. */
export function itAnswersAllNamed<In, Out>(
  answer: (input: In) => Out,
  expected: Out,
  title: string,
  rows: ReadonlyArray<readonly [what: string, input: In]>,
) {
  it.each(rows)(title, (_what, input) => {
    expect(answer(input)).toEqual(expected);
  });
}
