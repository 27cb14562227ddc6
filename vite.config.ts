import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build so only the icons in use are kept: left external, the whole icon
  // set (about 1,700 modules) loads into every server process, ~55 MB of resident memory.
  ssr: { noExternal: ["lucide-react"] },
});
