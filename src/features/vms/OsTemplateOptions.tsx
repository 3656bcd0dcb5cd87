import { useMemo } from 'react';
import type { OsTemplate } from '../../api/types';
import { templatesByFamily } from '../../lib/osFamily';

/** A select's OS template options, under their families' headings (the deploy form and the reinstall dialog). */
export function OsTemplateOptions({ templates }: { templates: readonly OsTemplate[] }) {
  // Memoised: the select's form redraws it at every key typed in another field.
  const families = useMemo(() => templatesByFamily(templates), [templates]);
  return families.map((family) => (
    <optgroup key={family.label} label={family.label}>
      {family.templates.map((template) => (
        <option key={template.id} value={String(template.id)}>
          {template.name}
        </option>
      ))}
    </optgroup>
  ));
}
