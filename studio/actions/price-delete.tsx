import { Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { useState } from "react";
import { type DocumentActionComponent, type DocumentActionDescription, useClient, useSchema } from "sanity";
import { IntentLink } from "sanity/router";
import { sanityApiVersion as apiVersion } from "../../lib/public-config";
import { type Mention, previewTitle, priceMentions } from "../price-mentions";

/**
 * Delete for a price item, in place of the Studio's own: texts name a price by its code in a price token, not by a
 * reference, so the Studio would delete it without a word and every page that names it would say "(prijs op
 * aanvraag)". When pressed it looks up every text (published, draft or version) that names the item's code; if any
 * does, it refuses and lists them, else the Studio's own delete takes over, with its own confirmation.
 */
export function priceDeleteAction(original: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(original);
  if (known) return known;
  const PriceDelete: DocumentActionComponent = (props) => {
    const description = original(props);
    const client = useClient({ apiVersion });
    const [state, setState] = useState<Check>({ step: "idle" });
    if (!description) return null;

    const codes = new Set(
      [props.published, props.draft, props.version]
        .map((doc) => (doc?.slug as { current?: string } | undefined)?.current)
        .filter((code): code is string => typeof code === "string" && code !== ""),
    );
    const check = async () => {
      if (codes.size === 0) return description.onHandle?.();
      setState({ step: "checking" });
      try {
        // Every content document, drafts and versions included (the price item itself is left out when they are
        // read); the tokens are read with the site's own pattern, since GROQ's text match splits words at the
        // punctuation a token is made of.
        const docs = await client.fetch<Doc[]>(
          `*[!(_id in path("_.**")) && !string::startsWith(_type, "sanity.") && !string::startsWith(_type, "system.")]`,
          {},
          { perspective: "raw", tag: "price-delete.mentions" },
        );
        const mentions = priceMentions(docs, codes, props.id);
        if (mentions.length === 0) {
          setState({ step: "idle" });
          description.onHandle?.();
        } else setState({ step: "named", mentions });
      } catch (error) {
        setState({ step: "failed", message: (error as Error).message });
      }
    };
    const close = () => setState({ step: "idle" });

    return {
      ...description,
      disabled: description.disabled || state.step === "checking",
      label: state.step === "checking" ? "Nagaan waar deze prijs staat…" : description.label,
      onHandle: () => void check(),
      dialog:
        state.step === "named"
          ? {
              type: "dialog",
              header: "Deze prijs wordt nog gebruikt",
              onClose: close,
              content: <NamedIn mentions={state.mentions} codes={[...codes]} onClose={close} />,
            }
          : state.step === "failed"
            ? {
                type: "dialog",
                header: "Verwijderen lukte niet",
                onClose: close,
                content: (
                  <Text size={1}>
                    Kon niet nagaan in welke teksten deze prijs staat, dus hij is niet verwijderd. Probeer het zo
                    opnieuw. ({state.message})
                  </Text>
                ),
              }
            : description.dialog,
    } satisfies DocumentActionDescription;
  };
  PriceDelete.action = "delete";
  PriceDelete.displayName = "PriceDeleteAction";
  wrapped.set(original, PriceDelete);
  return PriceDelete;
}

type Check =
  | { step: "idle" }
  | { step: "checking" }
  | { step: "named"; mentions: Mention<Doc>[] }
  | { step: "failed"; message: string };

/** One wrapper per built-in action: the Studio keeps an action's state by its component, across resolver calls. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

type Doc = { _id: string; _type: string } & Record<string, unknown>;

function NamedIn({ mentions, codes, onClose }: { mentions: Mention<Doc>[]; codes: string[]; onClose: () => void }) {
  const schema = useSchema();
  // Grouped by kind (articles, towns, …), then by title, as the owner would look them up.
  const lines = mentions
    .map((mention) => {
      const schemaType = schema.get(mention.type);
      return { mention, title: previewTitle(mention.doc, schemaType), typeTitle: schemaType?.title ?? mention.type };
    })
    .sort((a, b) => a.typeTitle.localeCompare(b.typeTitle, "nl") || a.title.localeCompare(b.title, "nl"));
  return (
    <Stack gap={4} data-testid="price-delete-refused">
      <Text size={1}>Deze prijs wordt genoemd in:</Text>
      <Stack gap={2} as="ul" style={{ margin: 0, padding: 0, listStyle: "none" }}>
        {lines.map(({ mention, title, typeTitle }) => (
          <Card as="li" key={mention.id} padding={3} radius={2} tone="caution" border>
            {/* Opens the text, so the owner can take the code out there. */}
            <IntentLink intent="edit" params={{ id: mention.id, type: mention.type }}>
              <Text size={1}>
                {title}
                {title === typeTitle ? null : <span style={{ opacity: 0.7 }}> · {typeTitle}</span>}
              </Text>
            </IntentLink>
          </Card>
        ))}
      </Stack>
      <Text size={1}>
        Haal de prijscodes met {codes.map((code) => `"${code}"`).join(" of ")} (zoals{" "}
        <code>{`{prijs:${codes[0]}}`}</code>) daar eerst weg; daarna kun je deze prijs verwijderen. Zo voorkom je dat de
        website daar "(prijs op aanvraag)" toont.
      </Text>
      <Flex justify="flex-end">
        <Button mode="ghost" text="Sluiten" onClick={onClose} />
      </Flex>
    </Stack>
  );
}
