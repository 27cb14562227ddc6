import { type QueryClient, QueryClientContext } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { queryClientFactory } from "./query-client-slot.ts";

/** The page's query client, created on first use: one per request on the server, one per page in the browser. */
type ClientHolder = { client?: QueryClient };

const ClientHolderContext = createContext<ClientHolder>({});

function clientOf(holder: ClientHolder) {
  const create = queryClientFactory();
  if (!holder.client && create) holder.client = create();
  return holder.client;
}

/**
 * Replaces TanStack's QueryClientProvider at the root without importing TanStack Query's runtime:
 * the client exists as soon as a loaded module needs it (`query.ts` registers the factory). It is
 * provided to `useQueryClient()` from the first render after that; the root re-renders on each
 * navigation, so a route that brings TanStack code (tools, admin) always finds it.
 */
export function LiveQueryProvider({ children }: { children: ReactNode }) {
  const [holder] = useState<ClientHolder>(() => ({}));
  useLocation();
  const client = clientOf(holder);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return (
    <ClientHolderContext value={holder}>
      <QueryClientContext value={client}>{children}</QueryClientContext>
    </ClientHolderContext>
  );
}

/**
 * The query client for the live hooks: the provided one, or (in a part of the page hydrated after the
 * root, like the landing page's live widgets) the page's client created now.
 */
export function useLiveQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  const holder = useContext(ClientHolderContext);
  if (provided) return provided;
  const client = clientOf(holder);
  if (!client) throw new Error("useLiveQueryClient() needs app/components/live/query.ts loaded");
  return client;
}
