import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from lib/db/schema.ts; the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./lib/db/migrations",
});
