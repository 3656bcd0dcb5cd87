import { useId, useMemo, type ReactNode } from 'react';
import { knownLocations } from '../../lib/locations';
import { InlineValues } from '../detail';
import { TextField, type TextFieldProps } from '../TextField';

const NONE: ReadonlyArray<{ location?: string | null }> = [];

/**
 * A location, typed or picked from those the team already uses (`locations`, and those of `others`,
 * such as its VMs once loaded): the suggestions are a datalist, so a location not among them can still
 * be typed. `choose` leads the sentence that lists them; `example` is said when there are none.
 */
export function LocationField({
  locations,
  others = NONE,
  choose,
  example,
  ...field
}: Omit<TextFieldProps, 'label' | 'description' | 'list'> & {
  locations: readonly string[];
  others?: ReadonlyArray<{ location?: string | null }> | undefined;
  choose: string;
  example: ReactNode;
}) {
  const listId = useId();
  const options = useMemo(
    () => knownLocations([...locations.map((location) => ({ location })), ...others]),
    [locations, others],
  );
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
