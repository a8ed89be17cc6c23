import { useTranslation } from 'react-i18next';
import { FieldError, Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { codePointLength, type FieldSpec } from '@shared/form-contract.ts';
import type { FormState } from './use-form';

const INPUT_TYPES: Record<string, string> = { email: 'email', tel: 'tel', url: 'url' };

/**
 * One text field of a contract, drawn from its kind: a labelled input, or a textarea with a live
 * count for multi-line text. Its words are the locale's `<copy>.<field>` and
 * `<copy>.<field>Placeholder` (given the field's `{{min}}` and `{{max}}`); an optional field's
 * label says so. A new field in a contract therefore needs no change here or in the form.
 */
export function ContractField({ form, name, spec, copy }: { form: FormState; name: string; spec: FieldSpec; copy: string }) {
  const { t } = useTranslation();
  const limits = { min: spec.min, max: spec.max };
  const label = spec.required ? (
    t(`${copy}.${name}` as never)
  ) : (
    <>
      {t(`${copy}.${name}` as never)} <span className="font-normal text-slate-700">({t('forms.optional')})</span>
    </>
  );
  const placeholder = t(`${copy}.${name}Placeholder` as never, limits) as string;
  if (spec.kind !== 'text') {
    const type = INPUT_TYPES[spec.autoComplete ?? ''];
    return (
      <TextField
        {...form.input(name)}
        label={label}
        error={form.errors[name]}
        type={type}
        autoComplete={spec.autoComplete}
        required={spec.required}
        placeholder={placeholder}
      />
    );
  }
  const counterId = `${form.idOf(name)}-counter`;
  // No `maxLength`: it would cut a paste short without a word (and counts UTF-16 units, not the
  // contract's code points). The count turns red past the limit and sending names it.
  const length = codePointLength(form.values[name] ?? '');
  const over = spec.max !== undefined && length > spec.max;
  return (
    <div>
      <Label htmlFor={form.idOf(name)}>{label}</Label>
      <Textarea
        {...form.input(name)}
        {...form.aria(name, counterId)}
        required={spec.required}
        aria-required={spec.required ? 'true' : undefined}
        minLength={spec.min}
        placeholder={placeholder}
        rows={5}
        className="mt-1"
      />
      <div className="mt-1 flex justify-between gap-4">
        <FieldError id={form.errorId(name)}>{form.errors[name]}</FieldError>
        <p
          id={counterId}
          className={cn('ml-auto shrink-0 text-sm', over ? 'font-semibold text-red-700' : 'text-slate-700')}
          data-testid={`${copy}-counter`}
        >
          {t(`${copy}.counter` as never, { length, max: spec.max })}
        </p>
      </div>
    </div>
  );
}
