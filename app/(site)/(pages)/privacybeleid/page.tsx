import { LegalDocument, legalMetadata } from "@/components/legal/legal-document";

export const generateMetadata = () => legalMetadata("privacybeleid");

export default function PrivacyPage() {
  return <LegalDocument slug="privacybeleid" />;
}
