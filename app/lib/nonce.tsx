import { createContext, useContext } from "react";

/** The CSP nonce of the current request; empty in the browser, where no inline script is rendered. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
