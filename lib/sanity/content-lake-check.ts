import { sanityApiVersion as apiVersion } from "../public-config.ts";

/**
 * Whether the Content Lake a build is about to read is there: with NEXT_PUBLIC_SANITY_PROJECT_ID set, every page is
 * built from the project's content, and a build that cannot reach it used to stop deep in a page with a DNS stack
 * trace. Asked once, first, with a short query; the answer is null (reachable) or one message that names the
 * setting and the way out.
 */
export async function contentLakeProblem(target: {
  projectId: string;
  dataset: string;
  apiHost?: string;
}): Promise<string | null> {
  const origin = target.apiHost ?? `https://${target.projectId}.api.sanity.io`;
  const url = `${origin}/v${apiVersion}/data/query/${target.dataset}?query=${encodeURIComponent("count(*[_id == 'siteSettings'])")}`;
  const setting = `NEXT_PUBLIC_SANITY_PROJECT_ID=${target.projectId}`;
  const local = "or leave NEXT_PUBLIC_SANITY_PROJECT_ID empty to build from the local dataset (studio/dataset)";
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (response.ok) return null;
    return `The build reads its content from the Sanity project ${setting}, dataset ${target.dataset}, and ${origin} answered ${response.status}: check the project id and NEXT_PUBLIC_SANITY_DATASET (the dataset must be public, or the build has no token to read it), ${local}.`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return `The build reads its content from the Sanity project ${setting}, but ${origin} cannot be reached (${cause}): connect this machine to the internet, ${local}.`;
  }
}
