import { LegalDocument, legalMetadata } from "@/components/legal/legal-document";

export const generateMetadata = () => legalMetadata("garantievoorwaarden");

export default function WarrantyTermsPage() {
  return <LegalDocument slug="garantievoorwaarden" />;
}
