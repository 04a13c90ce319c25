import { PageShell } from '../../../components/ui/PageShell';

export default function TestimonialsPage() {
  return <PageShell title="Trusted by applicants to top universities" />;
}
