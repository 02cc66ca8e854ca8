import { createContext, useContext } from "react";

// The CSP nonce exists only during server rendering; browsers hide it afterwards, so
// the client renders without one.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
