import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errorText';
import { SelectField, type SelectFieldProps } from '../controls/SelectField';

/** The locations to offer, as read (api/catalogue's useCatalogueLocations). */
export interface LocationChoices {
  locations: readonly string[];
  isPending: boolean;
  /** Why they could not be read; null when they were. */
  error: unknown;
}

/**
 * A location, picked from the catalogue's (the `locations` of GET /instance_types, the one list of
 * locations the API publishes). Nothing else can be typed: the API refuses a location it does not
 * know (VPC create: 404; reserved IPs: UNSUPPORTED_LOCATION). `description` says what the location is for.
 */
export function LocationField({
  choices,
  description,
  ...field
}: Omit<SelectFieldProps, 'label' | 'description' | 'children'> & {
  choices: LocationChoices;
  description: ReactNode;
}) {
  const said = choices.error
    ? `The locations could not be read: ${errorMessage(choices.error)}`
    : !choices.isPending && choices.locations.length === 0
      ? 'The catalogue lists no location.'
      : description;
  return (
    <SelectField {...field} label="Location" description={said} required>
      <option value="">{choices.isPending ? 'Loading locations…' : 'Choose a location'}</option>
      {choices.locations.map((location) => (
        <option key={location} value={location}>
          {location}
        </option>
      ))}
    </SelectField>
  );
}
