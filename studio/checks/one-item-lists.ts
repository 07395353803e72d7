import { notText } from "../../lib/content-rules/texts.ts";
import type { SanityDocument as SanityDoc } from "../../lib/sanity/ndjson.ts";

/**
 * A list of one is no list: under a heading it reads as a list that lost its other items ("Waarom Brabant Dakzorg"
 * with one line). Refused: a list of texts with one item (a page's points, a season's tasks, a service's points) and
 * a bulleted or numbered run of one paragraph in portable text. Say it as a sentence instead, or add what belongs to
 * it. (A list whose lines the page leaves out until the owner confirms a figure, such as the town pages' "Waarom"
 * points, is left out altogether when one line would remain: components/town/why-us-list.tsx.)
 */
const notAList = new Set([...notText, "marks", "neighbourhoods"]);

export function oneItemListProblems(docs: SanityDoc[]): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, where: string, key: string) => {
    if (Array.isArray(value)) {
      if (value.length === 1 && typeof value[0] === "string" && !notAList.has(key)) {
        problems.push(`${where}: a list with one item ("${String(value[0]).slice(0, 60)}"); write it as a sentence`);
      }
      let run: number[] = [];
      const closeRun = () => {
        if (run.length === 1)
          problems.push(`${where}[${run[0]}]: a bulleted list with one item; write it as a sentence`);
        run = [];
      };
      value.forEach((item, index) => {
        const block = item as { _type?: string; listItem?: string } | null;
        if (block?._type === "block" && block.listItem) run.push(index);
        else closeRun();
        visit(item, `${where}[${index}]`, key);
      });
      closeRun();
    } else if (value && typeof value === "object") {
      for (const [field, item] of Object.entries(value)) {
        if (!field.startsWith("_")) visit(item, `${where}.${field}`, field);
      }
    }
  };
  for (const doc of docs) visit(doc, doc._id, "");
  return problems;
}
