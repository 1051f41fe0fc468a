import { parseHostMessage, type HostMessage, type IframeMessage } from '@clarity/shared/message-protocol';

/**
 * The iframe's side of the postMessage channel. It talks only to origins the token allows: it posts
 * to the parent's origin when that is one of them (never to "*"), and reads only messages that come
 * from the parent window and from an allowed origin.
 */
export interface HostBridge {
  post(message: IframeMessage): void;
  /** Replaces the allowed origins (a refreshed token may carry others). */
  setAllowedOrigins(origins: readonly string[]): void;
  subscribe(handler: (message: HostMessage) => void): () => void;
}

/** Which allowed origin the parent page is on; null when it cannot be told. */
export function parentOrigin(allowed: readonly string[]): string | null {
  const candidates: string[] = [];
  // Chromium and Safari expose the framing origins directly; the Referer is the fallback elsewhere.
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors !== undefined && ancestors.length > 0) candidates.push(ancestors.item(0) ?? '');
  if (document.referrer !== '') {
    try {
      candidates.push(new URL(document.referrer).origin);
    } catch {
      // not a URL: ignore
    }
  }
  const found = candidates.find((origin) => allowed.includes(origin));
  if (found !== undefined) return found;
  return allowed.length === 1 ? (allowed[0] ?? null) : null;
}

export function createHostBridge(initialOrigins: readonly string[]): HostBridge {
  let allowed = [...initialOrigins];
  let target = parentOrigin(allowed);
  const embedded = window.parent !== window;
  return {
    post(message) {
      if (embedded && target !== null) window.parent.postMessage(message, target);
    },
    setAllowedOrigins(origins) {
      allowed = [...origins];
      target = parentOrigin(allowed);
    },
    subscribe(handler) {
      const listener = (event: MessageEvent) => {
        if (event.source !== window.parent || !allowed.includes(event.origin)) return;
        const message = parseHostMessage(event.data);
        if (message !== null) handler(message);
      };
      window.addEventListener('message', listener);
      return () => window.removeEventListener('message', listener);
    },
  };
}
