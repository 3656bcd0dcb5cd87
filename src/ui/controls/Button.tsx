import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../cx';
import { Spinner } from '../feedback/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While true the button shows a spinner and swallows clicks, so a form cannot be sent twice.
   * A submit button also ignores the extra clicks of a double (or triple) click.
   */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover border-transparent shadow-xs',
  secondary: 'bg-surface-raised text-fg border-line-strong hover:bg-surface-hover shadow-xs',
  ghost: 'bg-transparent text-fg-muted border-transparent hover:bg-surface-hover hover:text-fg',
  danger: 'bg-danger text-danger-fg hover:bg-danger-hover border-transparent shadow-xs',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-7 px-2 text-xs gap-1',
  md: 'h-8 px-3 text-sm gap-1.5',
};

export const buttonClasses = (variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra?: string) =>
  cx(
    'inline-flex shrink-0 items-center justify-center rounded-md border font-medium whitespace-nowrap select-none',
    'transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-progress',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  icon,
  className,
  children,
  onClick,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  // aria-disabled (not `disabled`) while loading keeps keyboard focus on the button;
  // preventDefault on the click also cancels the implicit form submission that Enter triggers.
  // The second click of a double click on a submit button is dropped too: it can arrive before
  // React has rendered `loading` for the first one, and a double click means "do it once".
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || (type === 'submit' && event.detail > 1)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner className={size === 'sm' ? 'size-3' : 'size-3.5'} /> : icon}
      {children}
    </button>
  );
}
