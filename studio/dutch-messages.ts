import { defineLocaleResourceBundle } from "sanity";

/**
 * The Studio's own validation messages, where Sanity's Dutch locale is terse or technical ("Vereist", "Slug is al in
 * gebruik"): each says what the owner should do. The schema's custom rules bring their own words. And the Voorbeeld
 * tool's words, which Sanity's Dutch locale does not translate: the ones the owner reads while editing.
 */
export const dutchMessages = [
  defineLocaleResourceBundle({
    locale: "nl-NL",
    namespace: "validation",
    resources: {
      "generic.required": "Vul dit veld in.",
      "number.minimum": "Vul {{minNumber}} of meer in.",
      "number.maximum": "Vul {{maxNumber}} of minder in.",
      "number.non-integer": "Vul een heel getal in, zonder komma.",
      "number.maximum-precision": "Gebruik hoogstens {{limit}} cijfers achter de komma.",
      "string.minimum-length": "Typ minstens {{minLength}} tekens.",
      "string.maximum-length": "Typ hoogstens {{maxLength}} tekens.",
      "array.minimum-length": "Voeg er minstens {{minLength}} toe.",
      "array.maximum-length": "Het mogen er hoogstens {{maxLength}} zijn.",
      "slug.missing-current": "Vul het adres in, of druk op Genereren.",
      "slug.not-unique": "Dit adres is al in gebruik: kies een ander.",
    },
  }),
  // "Nieuw Plaats" is no Dutch (a plaats is "nieuwe"): the document type's name first fits every type.
  defineLocaleResourceBundle({
    locale: "nl-NL",
    namespace: "structure",
    resources: {
      "browser-document-title.new-document": "{{schemaType}} (nieuw)",
      "panes.document-header-title.new.text": "{{schemaType}} (nieuw)",
    },
  }),
  defineLocaleResourceBundle({
    locale: "nl-NL",
    namespace: "presentation",
    resources: {
      "document-list-pane.document-list.title": "Documenten op deze pagina",
      "document-list-pane.ordering.by-appearance": "In volgorde op de pagina",
      "document-list-pane.ordering.last-edited": "Laatst bewerkt",
      "channel.status_connected": "Verbonden",
      "channel.status_connecting": "Verbinden",
      "channel.status_disconnected": "Niet verbonden",
      "channel.status_reconnecting": "Opnieuw verbinden",
      "error-card.continue-button.text": "Toch doorgaan",
      "error-card.retry-button.text": "Opnieuw proberen",
      "error-card.title": "Er ging iets mis",
      "locations-banner.locations-count_one": "Staat op één pagina",
      "locations-banner.locations-count_other": "Staat op {{count}} pagina's",
      "locations-banner.locations-count_zero": "Staat op geen enkele pagina",
      "locations-banner.resolving.text": "Pagina's zoeken…",
      "main-document.label": "Hoofddocument",
      "narrow-tabs.content-tab.label": "Inhoud",
      "narrow-tabs.navigator-tab.label": "Pagina's",
      "narrow-tabs.preview-tab.label": "Voorbeeld",
      "preview-frame.connection.error.text": "Het voorbeeld kon niet worden geladen",
      "preview-frame.continue-button.text": "Toch doorgaan",
      "preview-frame.navigator.toggle-button.aria-label": "Paginalijst tonen of verbergen",
      "preview-frame.navigator.toggle-button.tooltip": "Paginalijst tonen of verbergen",
      "preview-frame.overlay.toggle-button.text": "Bewerken",
      "preview-frame.overlay.toggle-button.tooltip_disable": "Klikken om te bewerken uitzetten",
      "preview-frame.overlay.toggle-button.tooltip_enable": "Klikken om te bewerken aanzetten",
      "preview-frame.perspective.published.text": "Bekijk deze pagina zoals bezoekers hem zien",
      "preview-frame.refresh-button.aria-label": "Voorbeeld vernieuwen",
      "preview-frame.refresh-button.tooltip": "Voorbeeld vernieuwen",
      "preview-frame.status_connecting": "Verbinden.",
      "preview-frame.status_loading": "Laden.",
      "preview-frame.status_refreshing": "Vernieuwen.",
      "preview-frame.status_reloading": "Vernieuwen.",
      "preview-frame.status_timeout": "Het voorbeeld reageert niet. Vernieuw de pagina of probeer het later opnieuw.",
      "preview-frame.viewport-button.aria-label": "Schermbreedte wisselen",
      "preview-frame.viewport-button.tooltip_full": "Breed scherm",
      "preview-frame.viewport-button.tooltip_narrow": "Telefoonscherm",
      "share-url.menu-item.open.text": "Voorbeeld openen",
    },
  }),
];
