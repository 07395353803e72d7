import { useFormStatus } from "react-dom";

/**
 * An admin form's submit button: disabled, with `pendingLabel`, while its form is being sent. A client-side piece
 * (it reads the form's status), imported only by the client forms beside it. `className` sets its width and padding.
 */
export function SubmitButton(props: { label: string; pendingLabel: string; className: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      className={`min-h-12 rounded-lg bg-brand-800 font-semibold text-white hover:bg-brand-900 disabled:opacity-70 ${props.className}`}
    >
      {pending ? props.pendingLabel : props.label}
    </button>
  );
}
