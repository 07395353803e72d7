/**
 * A link's address: a page of this site starts with "/", anything else with https://, tel: or mailto:. Without its
 * scheme ("www.verzekeraar.nl") a browser reads the address as a page of this site, and the visitor gets a 404.
 */
export function linkAddressProblem(href: string): string | undefined {
  if (/^\/(?!\/)/.test(href) || /^(?:tel|mailto):\S+$/.test(href)) return undefined;
  if (/^https:\/\/[^\s/.]+\.[^\s]+$/.test(href)) return undefined;
  if (/^http:\/\//.test(href))
    return `Begin het adres met https:// in plaats van http://, dus ${href.replace(/^http:/, "https:")}.`;
  return `Begin een adres buiten deze site met https://, bijvoorbeeld https://${href.replace(/^\/+/, "")}. Een pagina op deze site begint met /, bijvoorbeeld /offerte-aanvragen.`;
}
