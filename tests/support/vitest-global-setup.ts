import type { TestProject } from "vitest/node";
import { startPostgresServer } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts one throwaway PostgreSQL server for the whole run; each test file makes its own database on it. */
export default async function setup(project: TestProject) {
  const server = await startPostgresServer();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
