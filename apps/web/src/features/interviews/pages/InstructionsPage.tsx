import { PageShell } from '../../../components/ui/PageShell';

export default function InstructionsPage() {
  return <PageShell title="Instructions" />;
}
