import { PageShell } from '../../../components/ui/PageShell';

export default function ContactPage() {
  return <PageShell title="Get in touch" />;
}
