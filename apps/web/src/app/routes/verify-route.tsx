import { useParams, useSearchParams } from 'react-router';
import { PermitVerificationPage } from '@/features/verify/components/permit-verification-page';

/** /verify/<reference>?c=<code> (PRM-12): open to everyone, outside the applicant guard. */
export function Component() {
  const { reference = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <PermitVerificationPage reference={reference} code={searchParams.get('c') ?? ''} />;
}
