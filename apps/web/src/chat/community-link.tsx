import { useQuery } from '@tanstack/react-query';
import { ChatIcon, ExternalIcon } from '../ui/icons.tsx';
import { fetchCommunityLink } from './chat-api.ts';
import './community-link.css';

/**
 * The invitation to the community chat server, under the global chat. The address is the server's
 * setting, so a deployment points it at its own community; nothing shows while it loads, when it is
 * switched off or when the fetch fails (the dashboard works without it).
 */
export function CommunityLink() {
  const { data: url } = useQuery({
    queryKey: ['chat-community'],
    queryFn: fetchCommunityLink,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!url) return null;
  return (
    <a className="community-link" href={url} target="_blank" rel="noopener noreferrer">
      <ChatIcon />
      <span className="community-link__text">
        <span className="community-link__title">Join our community chat</span>
        <span className="community-link__hint">Talk training with other memory athletes</span>
      </span>
      <ExternalIcon className="community-link__external" />
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
