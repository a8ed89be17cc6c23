import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Input } from './input';
import { FieldError, Label } from './label';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

/** A labelled single-line field whose error line is wired into aria-describedby and aria-invalid. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, required, ...props }, ref) {
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        required={required}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1"
        {...props}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
