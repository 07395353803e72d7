/**
 * The Studio's own validation (the schema's rules, with the content rules of lib/content-rules/) over every
 * document of a dataset, offline: the client the rules read other documents through answers their GROQ from the
 * dataset itself. It validates as the Studio does (environment "studio"): the CLI's validation adds a check for
 * unknown fields to every object's rules and with it turns their errors into warnings; the shape check
 * (checks/schema.ts) finds unknown fields here. What this reports is what the owner sees in the Studio.
 */
import { validateDocumentWithWorkspace } from "@sanity/validation";
import { getFallbackLocaleSource } from "@sanity/validation/_internal";
import { evaluate, parse } from "groq-js";
import { createSchema } from "sanity";
import type { SanityDocument as SanityDoc } from "../lib/sanity/ndjson.ts";
import { schemaTypes } from "../schemas/index.ts";

type Marker = { level: string; message: string; path: (string | number | { _key: string })[] };

/** A client with only what validation uses, its queries answered from `docs`. */
function datasetClient(docs: SanityDoc[]) {
  const answers = new Map<string, Promise<unknown>>();
  const fetch = (query: string, params: Record<string, unknown> = {}) => {
    const key = `${query}\n${JSON.stringify(params)}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = Promise.resolve(evaluate(parse(query, { params }), { dataset: docs, params })).then((value) =>
        value.get(),
      );
      answers.set(key, answer);
    }
    return answer;
  };
  const client = {
    fetch,
    getDataUrl: (operation: string, path = "") => `/data/${operation}/production/${path}`,
    observable: {
      fetch: () => {
        throw new Error("the dataset check's client answers fetch only");
      },
    },
    withConfig: () => client,
  };
  return client;
}

const pathText = (path: Marker["path"]) =>
  path.map((part) => (typeof part === "object" ? `[_key=="${part._key}"]` : `.${part}`)).join("");

/**
 * Each document's validation markers as "id.path: message", warnings marked as such; only the documents `only`
 * names when given (the others still answer the rules' queries).
 */
export async function schemaValidationProblems(docs: SanityDoc[], only?: string[]): Promise<string[]> {
  const schema = createSchema({ name: "content-check", types: schemaTypes });
  const client = datasetClient(docs);
  const workspace = { schema, getClient: () => client, i18n: getFallbackLocaleSource() };
  const ids = new Set(docs.map((doc) => doc._id));
  const results = await Promise.all(
    docs
      .filter((doc) => schema.get(doc._type) && (!only || only.includes(doc._id)))
      .map(async (document) => {
        const markers = await validateDocumentWithWorkspace({
          document,
          workspace,
          getDocumentExists: async ({ id }: { id: string }) => ids.has(id),
        } as never);
        return (markers as Marker[]).map(
          ({ level, message, path }) =>
            `${document._id}${pathText(path)}: ${level === "error" ? "" : `(${level}) `}${message}`,
        );
      }),
  );
  return results.flat();
}
