import { useMemo, useRef, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../ui/cx';
import { Field } from '../../ui/controls/Field';
import { lineNumbers } from './scriptForm';

/**
 * A monospace editor for script text: a plain textarea (so every browser feature, undo and
 * screen readers work as usual) with a line-number gutter that scrolls with it. Lines do not wrap,
 * so numbers match lines. Tab is left alone: it moves focus, and keyboard users are never trapped.
 */
export function CodeEditor({
  label,
  description,
  error,
  value,
  onChange,
  rows = 14,
  ref,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  description?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const gutterRef = useRef<HTMLPreElement>(null);
  const numbers = useMemo(() => lineNumbers(value), [value]);
  return (
    <Field label={label} description={description} error={error}>
      {(control) => (
        <div
          className={cx(
            'flex overflow-hidden rounded-md border border-line-strong bg-surface-raised shadow-xs transition-colors',
            'focus-within:border-accent focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-ring/40',
            error && 'border-danger focus-within:outline-danger/30',
          )}
        >
          <pre
            ref={gutterRef}
            aria-hidden="true"
            className="min-w-10 shrink-0 overflow-hidden border-r border-line bg-surface-sunken px-2 py-2 text-right font-mono text-xs leading-5 text-fg-subtle select-none"
          >
            {numbers}
          </pre>
          <textarea
            ref={ref}
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onScroll={(event) => {
              if (gutterRef.current) gutterRef.current.scrollTop = event.currentTarget.scrollTop;
            }}
            rows={rows}
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            autoComplete="off"
            className="min-h-24 min-w-0 flex-1 resize-y overflow-auto bg-transparent px-2.5 py-2 font-mono text-xs leading-5 whitespace-pre text-fg outline-none placeholder:text-fg-subtle"
            {...rest}
          />
        </div>
      )}
    </Field>
  );
}
