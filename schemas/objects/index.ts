import { blockContent } from "./block-content.ts";
import { card } from "./card.ts";
import { caseStudy } from "./case-study.ts";
import { customerQuote } from "./customer-quote.ts";
import { faqItem, faqLinkField } from "./faq-item.ts";
import { formFieldList } from "./form-field-list.ts";
import { hero } from "./hero.ts";
import { legalSection } from "./legal-section.ts";
import { legalText } from "./legal-text.ts";
import { pageLink } from "./page-link.ts";
import { phoneNumber } from "./phone-number.ts";
import { recentWorkItem } from "./recent-work-item.ts";
import { roofTypeGroup } from "./roof-type-group.ts";
import { step } from "./step.ts";
import { table } from "./table.ts";
import { tableRow } from "./table-row.ts";

/** The object types of the schema, one file each. */
export { faqLinkField };

export const objectTypes = [
  hero,
  card,
  pageLink,
  faqItem,
  customerQuote,
  step,
  recentWorkItem,
  caseStudy,
  roofTypeGroup,
  tableRow,
  table,
  blockContent,
  formFieldList,
  legalText,
  legalSection,
  phoneNumber,
];
