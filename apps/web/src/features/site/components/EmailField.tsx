import { useId } from 'react';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The rule the value breaks, shown inline (red message, red border) once `showProblem` is true. */
  problem: string | null;
  showProblem: boolean;
  name?: string;
}

/** The dialogs' e-mail field: labelled, with its error announced and tied to the input. */
export function EmailField({ value, onChange, problem, showProblem, name }: EmailFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>Email address</label>
      <input
        id={inputId}
        type="email"
        name={name}
        autoComplete="email"
        placeholder="name@example.com"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={showProblem}
        aria-describedby={showProblem ? errorId : undefined}
      />
      {showProblem && (
        <p id={errorId} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
