/**
 * A labelled text box: label, input (or textarea), hint and error message, wired the one way the
 * app's forms use. The error has the id `<id>-error`, is announced (`role="alert"`) and is what the
 * box's `aria-describedby` names; the box is `aria-invalid` while it shows.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldParts {
  /** A fixed id for the box (a page's only field of its kind); by default one from `useId`. */
  id?: string;
  label: ReactNode;
  /** `sr-only` for a box whose placeholder and place already say what it is. */
  labelClassName?: string;
  /** Between the label and the box. */
  description?: ReactNode;
  /** Under the box while it is fine, in small grey type; the error takes its place. */
  hint?: ReactNode;
  /** Beside the box, in one row with it (a button that acts on it). */
  beside?: ReactNode;
  /** Under the box (and its hint), before the error: what belongs to the box but is no hint. */
  below?: ReactNode;
  error: ReactNode;
  errorTestId?: string;
  errorClassName?: string;
  /**
   * Keep the error element in the page while it is empty (visually hidden), so that
   * `aria-describedby` always names an element, and a screen reader hears the message appear.
   */
  keepErrorSlot?: boolean;
  /** The wrapper's class. */
  className?: string;
  /** The box's class. */
  inputClassName?: string;
  /** The class of the row that holds the box and what is `beside` it. */
  rowClassName?: string;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
};
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  /** A textarea rather than a one-line input. */
  multiline: true;
  'data-testid'?: string;
};

export type TextFieldProps = FieldParts & (InputProps | TextareaProps);

const ERROR_CLASS = 'mt-0.5 text-xs text-red-700 dark:text-red-400';
const HINT_CLASS = 'mt-0.5 text-xs text-slate-500';

export function TextField(props: TextFieldProps) {
  const {
    id: fixedId,
    label,
    labelClassName = 'block text-sm font-medium',
    description,
    hint,
    beside,
    below,
    error,
    errorTestId,
    errorClassName = ERROR_CLASS,
    keepErrorSlot = false,
    className,
    inputClassName,
    rowClassName = 'flex gap-2',
    multiline = false,
    ...box
  } = props;
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const errorId = `${id}-error`;
  const failing = error !== null && error !== undefined && error !== false && error !== '';
  const wiring = {
    id,
    className: inputClassName,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': failing,
    'aria-describedby': failing || keepErrorSlot ? errorId : undefined,
  };
  const control = multiline ? (
    <textarea {...wiring} {...(box as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
  ) : (
    <input {...wiring} {...(box as InputHTMLAttributes<HTMLInputElement>)} />
  );

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {description}
      {beside ? (
        <div className={rowClassName}>
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
      {!failing && hint && <p className={HINT_CLASS}>{hint}</p>}
      {below}
      {(failing || keepErrorSlot) && (
        <p
          id={errorId}
          role="alert"
          className={failing ? errorClassName : 'sr-only'}
          data-testid={failing ? errorTestId : undefined}
        >
          {failing ? error : null}
        </p>
      )}
    </div>
  );
}
