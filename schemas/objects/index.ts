import { blockContent } from "./block-content";
import { card } from "./card";
import { caseStudy } from "./case-study";
import { customerQuote } from "./customer-quote";
import { faqItem, faqLinkField } from "./faq-item";
import { formFieldList } from "./form-field-list";
import { hero } from "./hero";
import { legalSection } from "./legal-section";
import { legalText } from "./legal-text";
import { pageLink } from "./page-link";
import { phoneNumber } from "./phone-number";
import { recentWorkItem } from "./recent-work-item";
import { roofTypeGroup } from "./roof-type-group";
import { step } from "./step";
import { table } from "./table";
import { tableRow } from "./table-row";

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
