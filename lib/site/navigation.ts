/** The site's main pages, in the order a visitor looks for them: the menu in the top bar. */
export const menuLinks = [
  { href: "/", label: "Home" },
  { href: "/spoedhulp", label: "Spoedhulp bij lekkage" },
  { href: "/onze-diensten", label: "Onze diensten" },
  { href: "/offerte-aanvragen", label: "Offerte aanvragen" },
  { href: "/tips-en-advies", label: "Tips en advies" },
  { href: "/waarom-ons", label: "Waarom wij" },
  { href: "/over-ons", label: "Over ons" },
  { href: "/contact", label: "Contact" },
] as const;

/** The footer's page links: the spec's order, plus tips and advice. */
export const footerLinks = [
  { href: "/", label: "Home" },
  { href: "/over-ons", label: "Over ons" },
  { href: "/onze-diensten", label: "Onze diensten" },
  { href: "/spoedhulp", label: "Spoedhulp" },
  { href: "/waarom-ons", label: "Waarom wij" },
  { href: "/tips-en-advies", label: "Tips en advies" },
  { href: "/contact", label: "Contact" },
  { href: "/offerte-aanvragen", label: "Offerte aanvragen" },
] as const;
