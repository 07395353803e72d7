/** The footer's page links, in the order of the spec. */
export const footerLinks = [
  { href: "/", label: "Home" },
  { href: "/over-ons", label: "Over ons" },
  { href: "/onze-diensten", label: "Onze diensten" },
  { href: "/spoedhulp", label: "Spoedhulp" },
  { href: "/waarom-ons", label: "Waarom wij" },
  { href: "/contact", label: "Contact" },
  { href: "/offerte-aanvragen", label: "Offerte aanvragen" },
] as const;
