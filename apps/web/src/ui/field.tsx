import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import './field.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A short help line under the input, announced with it. */
  hint?: ReactNode;
  /**
   * Shown at the right end of the label row (e.g. a "Forgot Password?" link) but placed after the
   * input in the DOM, so keyboard users reach the input first.
   */
  labelAside?: ReactNode;
}

/** A labelled text input. The label is always visible: placeholders are not labels. */
export function TextField({ label, hint, labelAside, className, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" aria-describedby={hintId} {...input} />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {labelAside ? <div className="field__aside">{labelAside}</div> : null}
    </div>
  );
}

/** A password input with a show/hide toggle that keeps focus order input → toggle. */
export function PasswordField({ label, hint, labelAside, className, ...input }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input field__input--with-toggle"
          type={visible ? 'text' : 'password'}
          aria-describedby={hintId}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {labelAside ? <div className="field__aside">{labelAside}</div> : null}
    </div>
  );
}
