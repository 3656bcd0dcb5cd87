import { useId, type ReactNode } from 'react';
import { InlineValues } from '../detail';
import { TextField, type TextFieldProps } from '../TextField';

/**
 * A location, typed or picked from those the team already uses: the suggestions are a datalist, so a
 * location not among them can still be typed. `choose` leads the sentence that lists them; `example`
 * is said when there are none.
 */
export function LocationField({
  options,
  choose,
  example,
  ...field
}: Omit<TextFieldProps, 'label' | 'description' | 'list'> & {
  options: readonly string[];
  choose: string;
  example: ReactNode;
}) {
  const listId = useId();
  const description =
    options.length > 0 ? (
      <>
        {choose} (<InlineValues values={options} />) or type another.
      </>
    ) : (
      example
    );
  return (
    <>
      <TextField {...field} label="Location" description={description} list={listId} required autoComplete="off" />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}
