/**
 * The request forms. `full` is the quote/contact form; `minimal` (name, phone, message) sits in the town leak
 * hero and the home page's quick-quote section.
 */
export type LeadFormVariant = "full" | "minimal";

const input =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-700 focus:outline-3 focus:outline-amber-400";
const label = "block font-medium text-slate-900";

export function LeadForm({ variant, formName, id }: { variant: LeadFormVariant; formName: string; id: string }) {
  const f = (name: string) => `${id}-${name}`;
  return (
    <form className="space-y-4" aria-label={formName} noValidate={false}>
      <div>
        <label htmlFor={f("naam")} className={label}>
          Naam *
        </label>
        <input id={f("naam")} name="name" required autoComplete="name" className={input} />
      </div>
      {variant === "full" && (
        <div>
          <label htmlFor={f("email")} className={label}>
            E-mailadres *
          </label>
          <input id={f("email")} name="email" type="email" required autoComplete="email" className={input} />
        </div>
      )}
      <div>
        <label htmlFor={f("telefoon")} className={label}>
          Telefoonnummer *
        </label>
        <input id={f("telefoon")} name="phone" type="tel" required autoComplete="tel" className={input} />
      </div>
      {variant === "full" && (
        <>
          <div>
            <label htmlFor={f("adres")} className={label}>
              Adres *
            </label>
            <input id={f("adres")} name="address" required autoComplete="street-address" className={input} />
          </div>
          <div>
            <label htmlFor={f("daktype")} className={label}>
              Type dak *
            </label>
            <select id={f("daktype")} name="daktype" required defaultValue="" className={input}>
              <option value="" disabled>
                Kies het type dak
              </option>
              <option value="plat-dak">Plat dak</option>
              <option value="hellend-dak">Hellend dak (pannen)</option>
              <option value="weet-niet">Weet ik niet</option>
            </select>
          </div>
        </>
      )}
      <div>
        <label htmlFor={f("bericht")} className={label}>
          {variant === "full" ? "Korte omschrijving" : "Wat is er aan de hand? *"}
        </label>
        <textarea id={f("bericht")} name="message" rows={4} required={variant === "minimal"} className={input} />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent-600 px-6 py-3 font-semibold text-lg text-white hover:bg-accent-700 disabled:opacity-60"
      >
        {variant === "full" ? "Gratis offerte aanvragen" : "Bel mij terug"}
      </button>
    </form>
  );
}
