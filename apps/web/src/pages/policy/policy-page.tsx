import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useSignedIn } from '../../api/use-signed-in.ts';
import { NotFoundPage } from '../error/error-page.tsx';
import { LandingFooter } from '../landing/landing-footer.tsx';
import { findPolicy, POLICIES_UPDATED, type PolicyName } from './policies.ts';
import { PolicyNav } from './policy-nav.tsx';
import './policy.css';

/** Each text is its own chunk: a visitor reading one policy downloads only that one. */
const CONTENT: Record<PolicyName, LazyExoticComponent<ComponentType>> = {
  community: lazy(() => import('./content/community.tsx')),
  privacy: lazy(() => import('./content/privacy.tsx')),
  fairplay: lazy(() => import('./content/fairplay.tsx')),
  terms: lazy(() => import('./content/terms.tsx')),
};

export function PolicyPage() {
  const { name } = useParams();
  const signedIn = useSignedIn();
  const policy = findPolicy(name);
  // An unknown policy is a missing page, shown as one (throwing would log a render error).
  if (!policy) return <NotFoundPage />;
  const Content = CONTENT[policy.name];
  return (
    <div className="policy">
      <title>{`${policy.title} · Mnemoria`}</title>
      <PolicyNav signedIn={signedIn} />
      <main className="policy__main">
        <article className="policy__article">
          <header className="policy__header">
            <h1>{policy.title}</h1>
            <p className="policy__updated">Last updated {POLICIES_UPDATED}</p>
          </header>
          <Suspense fallback={<p className="policy__loading">Loading...</p>}>
            <Content />
          </Suspense>
        </article>
      </main>
      <LandingFooter signedIn={signedIn} />
    </div>
  );
}
