import { telHref, whatsappHref } from "@/lib/site/contact-links";

/**
 * Said in the form when a request never reached the server (no signal, or a proxy's error page): what was typed is
 * still there, and the phone number and WhatsApp (with `text`, what was typed) are the way on meanwhile.
 */
export function UnsentNotice(props: {
  offline: boolean;
  text: string;
  phone: { display: string; e164: string };
  whatsapp: string;
}) {
  return (
    <div role="alert" className="rounded-lg border-2 border-alarm-600 bg-white p-4 text-slate-900">
      <p className="font-bold text-alarm-700">
        {props.offline ? "We versturen je aanvraag zodra je weer verbinding hebt." : "Je aanvraag is niet verstuurd."}
      </p>
      <p className="mt-1">Wat je hebt ingevuld staat er nog. Je kunt ons ook direct bellen of appen:</p>
      <p className="mt-3 flex flex-wrap gap-2">
        <a
          href={telHref(props.phone.e164)}
          className="min-h-11 rounded-lg bg-accent-600 px-4 py-2.5 font-semibold text-white"
        >
          {`Bel ${props.phone.display}`}
        </a>
        <a
          href={whatsappHref(props.whatsapp, props.text)}
          target="_blank"
          rel="noopener noreferrer"
          className="min-h-11 rounded-lg bg-whatsapp-600 px-4 py-2.5 font-semibold text-white"
        >
          WhatsApp
        </a>
      </p>
    </div>
  );
}
