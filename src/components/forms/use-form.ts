import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError, fieldOfCode, type CodeOf, type Fields } from '@shared/form-contract.ts';
import { useI18nInstance } from '@/i18n/use-language';
import { messageForCode } from '@/lib/form-messages';

type Editable = HTMLInputElement | HTMLTextAreaElement;

export interface FormOptions<F extends Fields, H extends string> {
  /** Values sent along but never checked (a honeypot). */
  hidden?: readonly H[];
  /** Starting values (also what `reset` returns to); blank otherwise. */
  initial?: Partial<Record<keyof F | H, string>>;
  /** A locale key to show instead of `forms.codes.<code>` where a form words a code its own way. */
  messages?: Partial<Record<CodeOf<F>, string>>;
}

/** What a field component needs of a form, whatever its contract (methods: any field name goes). */
export interface FormState {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  input(name: string): {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<Editable>) => void;
    ref: (element: Editable | null) => void;
  };
  idOf(name: string): string;
  errorId(name: string): string;
  aria(name: string, ...described: string[]): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/**
 * One form's state from its contract: values, errors (codes, worded from the locale at each render,
 * so a language switch rewords what is shown), the ids and
 * aria wiring of each field, focus on the first error, and the read-back of text typed into the
 * server HTML before the page hydrated. No form library: this is all the forms need.
 */
export function useForm<F extends Fields, H extends string = never>(fields: F, options: FormOptions<F, H> = {}) {
  type Name = (keyof F & string) | H;
  const { t } = useTranslation();
  const i18n = useI18nInstance();
  const id = useId();
  const names = [...Object.keys(fields), ...(options.hidden ?? [])] as Name[];
  const blank = () => Object.fromEntries(names.map((name) => [name, options.initial?.[name] ?? ''])) as Record<Name, string>;
  const [values, setValues] = useState(blank);
  // Codes, not sentences: worded at render, in the language of the moment.
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const elements = useRef(new Map<Name, Editable>());
  // A field to focus once the render that asked for it is on the page (its error wired to it);
  // `true`: the form's first.
  const pendingFocus = useRef<string | true | null>(null);

  // A form may hydrate after the visitor typed into its server HTML. Hydration leaves that
  // text in the fields but not in state: take it over, or it would not be counted, checked or sent.
  useLayoutEffect(() => {
    const typed = Object.fromEntries([...elements.current].map(([name, element]) => [name, element.value]));
    if (Object.values(typed).some(Boolean)) setValues((current) => ({ ...current, ...typed }));
    // Once, on mount: later typing goes through onChange.
  }, []);

  // After the render that shows the errors (or the form again), so a screen reader reads the field
  // with its error. A field that has the focus already (Enter pressed in it) is left and entered
  // again: focusing it anew would say nothing. The form's own list of controls is in page order and
  // names a group of radios too.
  useLayoutEffect(() => {
    const name = pendingFocus.current;
    pendingFocus.current = null;
    const controls = [...(elements.current.values().next().value?.form?.elements ?? [])] as HTMLInputElement[];
    const element = controls.find((control) =>
      name === true ? control.tabIndex >= 0 : control.name === name || control.name === `${id}-${name}`,
    );
    if (!element) return;
    if (element === document.activeElement) element.blur();
    element.focus();
  });

  const message = (code: string) => {
    const key = options.messages?.[code as CodeOf<F>];
    return key ? t(key as never) : (messageForCode(t, i18n, code, fields) ?? t('forms.codes.invalid_payload'));
  };

  const set = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const errorId = (name: keyof F & string) => `${id}-${name}-error`;

  return {
    values,
    /** Each field's error, worded. */
    errors: Object.fromEntries(Object.entries(errors).map(([name, code]) => [name, code && message(code)])) as typeof errors,
    set,
    /** The id of a field, its error line's id (`<id>-error`) and so on. */
    idOf: (name: Name) => `${id}-${name}`,
    errorId,
    /** Value, change handler, id, name and the ref the read-back and the focus use. */
    input: (name: Name) => ({
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<Editable>) => set(name, event.target.value),
      ref: (element: Editable | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    }),
    /** Focuses the form's first field once it is on the page again (after a success's "again"). */
    focusFirst: () => {
      pendingFocus.current = true;
    },
    /** aria-invalid and aria-describedby for a field that is not a TextField (which wires its own). */
    aria: (name: keyof F & string, ...described: string[]) => ({
      'aria-invalid': errors[name] ? (true as const) : undefined,
      'aria-describedby': [errors[name] ? errorId(name) : undefined, ...described].filter(Boolean).join(' ') || undefined,
    }),
    /** Checks every field against the contract; shows the errors, focuses the first; answers the codes found. */
    check: (): CodeOf<F>[] => {
      const found = Object.keys(fields).flatMap((name) => fieldError(fields, name, values[name as Name]) ?? []);
      setErrors(Object.fromEntries(found.map((code) => [fieldOfCode(fields, code), code])));
      pendingFocus.current = fieldOfCode(fields, found[0]) ?? null;
      return found;
    },
    /** A server's code: shown under its field when it names one (answered: the field), else left to the form. */
    showCode: (code: string | undefined) => {
      const name = fieldOfCode(fields, code);
      if (name) setErrors({ [name]: code } as Partial<Record<keyof F, string>>);
      return name;
    },
    /** The values to send: a blank optional field is left out, as if the form did not have it. */
    filled: () =>
      Object.fromEntries(
        Object.entries(values).filter(([name, value]) => fields[name]?.required !== false || value.trim() !== ''),
      ) as Record<Name, string>,
    clearErrors: () => setErrors({}),
    reset: () => setValues(blank()),
  };
}
