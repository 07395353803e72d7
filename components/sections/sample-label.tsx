/**
 * The visible label on sample material (an invented quote, an illustration, a worked example), in the settings'
 * words (Bedrijfsgegevens → Reviews en voorbeelden). `data-sample` lets tests and the owner find every one.
 */
export function SampleLabel({
  text,
  onDark = false,
  className = "",
}: {
  text: string;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <span
      data-sample
      className={`inline-block rounded-full px-2.5 py-0.5 font-semibold text-xs ${onDark ? "bg-white/20 text-white" : "bg-amber-100 text-amber-950"} ${className}`}
    >
      {text}
    </span>
  );
}
