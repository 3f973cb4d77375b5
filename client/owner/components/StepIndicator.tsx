// The step indicator (spec section 2): the steps of a multi-step flow in order, the one under way
// marked with aria-current="step", those before it marked done. Steps are named, not numbered, in
// the accessible text, so a screen reader says "Step 2 of 3: Root category, current step".
interface Props {
  /** Names the list for assistive technology ("Creating the store page"). */
  label: string;
  steps: readonly string[];
  /** The index of the step under way; steps.length once every step is done. */
  current: number;
}

export function StepIndicator({ label, steps, current }: Props) {
  return (
    <ol className="step-indicator" aria-label={label}>
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? "step" : undefined}
          data-state={i < current ? "done" : i === current ? "current" : "todo"}
        >
          <span className="visually-hidden">{`Step ${i + 1} of ${steps.length}: `}</span>
          {step}
          {i < current ? <span className="visually-hidden"> (done)</span> : null}
        </li>
      ))}
    </ol>
  );
}
