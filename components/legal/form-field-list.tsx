import { fieldLabel, formVariants, isRequired, variantFields } from "@/lib/forms/contract";
import type { FormFieldList as FormFieldListBlock } from "@/sanity.types";

/**
 * The privacy policy's list of what each request form asks, required and optional, written from the form contract
 * (lib/forms/contract.ts) rather than typed in the Studio: the policy names the fields the forms really require
 * (art. 13(2)(e) AVG), also after a form changes. The editor writes only the words around it.
 */
export function FormFieldList({ value }: { value: FormFieldListBlock }) {
  return (
    <div className="mt-4 space-y-4">
      {formVariants.map((variant) => {
        const fields = variantFields[variant];
        const groups = [
          { heading: value.required, required: true, fields: fields.filter((field) => isRequired(variant, field)) },
          { heading: value.optional, required: false, fields: fields.filter((field) => !isRequired(variant, field)) },
        ].filter((group) => group.fields.length > 0);
        return (
          <section key={variant} data-form-fields={variant} className="rounded-lg p-4 ring-1 ring-sand-line">
            <h3 className="font-semibold text-brand-900 text-xl">{value.forms[variant]}</h3>
            {groups.map((group) => (
              <div key={group.heading} data-required={group.required}>
                <p className="mt-3 font-semibold">{group.heading}</p>
                <ul className="mt-1 list-disc space-y-1 pl-6">
                  {group.fields.map((field) => (
                    <li key={field} data-field={field}>
                      {fieldLabel(variant, field)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
