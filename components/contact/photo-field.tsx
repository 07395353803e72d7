import { maxPhotoMegabytes, maxPhotos, photoContentTypes } from "@/lib/leads/contract";
import { errorId, type FieldState, LabelledField } from "./form-field";

/**
 * The optional photos, with a hint on how many, which kinds and how large. Each pick is made smaller in the browser
 * before it is sent; `shrinking` holds that work while it runs, so the form can wait for it before sending.
 */
export function PhotoField({
  id,
  errors,
  shrinking,
}: Pick<FieldState, "id" | "errors"> & { shrinking: { current: Promise<void> | null } }) {
  const inputId = `${id}-photos`;
  const hintId = `${id}-photos-hint`;
  const error = errors.photos;
  return (
    <LabelledField inputId={inputId} label="Foto’s van het dak of de lekkage (optioneel)" error={error}>
      <p id={hintId} className="text-slate-700 text-sm">
        {`Maximaal ${maxPhotos} foto’s (JPEG, PNG, HEIC of WebP), elk tot ${maxPhotoMegabytes} MB. We verwijderen locatie- en cameragegevens.`}
      </p>
      <input
        id={inputId}
        name="photos"
        type="file"
        multiple
        // HEIC by extension too: not every browser's file picker knows its content type.
        accept={[...photoContentTypes, ".heic", ".heif"].join(",")}
        aria-invalid={!!error}
        aria-describedby={[hintId, error ? errorId(inputId) : undefined].filter(Boolean).join(" ")}
        onChange={(event) => {
          // A 12 MP photo travels as about 0.4 MB (lib/leads/photo-shrink.ts, loaded on the first pick); a file the
          // browser cannot decode stays as picked, and the server handles it. Without JavaScript, the originals.
          const input = event.currentTarget;
          const job: Promise<void> = import("@/lib/leads/photo-shrink")
            .then((shrink) => shrink.shrinkInput(input, [...(input.files ?? [])]))
            .catch(() => {})
            .finally(() => {
              if (shrinking.current === job) shrinking.current = null;
            });
          shrinking.current = job;
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
      />
    </LabelledField>
  );
}
