import { Box, Card, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { type FieldProps, useClient, useFormValue } from "sanity";
import { sanityApiVersion as apiVersion } from "../lib/public-config";
import { placeholderGroupsFor } from "./placeholders";

/**
 * Under every text field the owner types into, the placeholders that field accepts, folded away until asked for:
 * the company's details and promises everywhere, a town's facts in town texts, the price guide's own words on its
 * page, and the price codes of the price list as they are now. Addresses, slugs and codes get no list.
 */
export function PlaceholderHelpField(props: FieldProps) {
  const documentType = useFormValue(["_type"]) as string | undefined;
  const groups = placeholderGroupsFor(props, documentType);
  if (!groups) return props.renderDefault(props);
  return (
    <Stack gap={2}>
      {props.renderDefault(props)}
      <PlaceholderList groups={groups} />
    </Stack>
  );
}

function PlaceholderList({ groups }: { groups: NonNullable<ReturnType<typeof placeholderGroupsFor>> }) {
  const [open, setOpen] = useState(false);
  return (
    <Card paddingX={1}>
      <details onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}>
        <summary style={{ cursor: "pointer", fontSize: "0.8125rem", color: "var(--card-muted-fg-color)" }}>
          Plaatshouders die je hier kunt gebruiken
        </summary>
        <Box paddingTop={2}>
          <Stack gap={3}>
            {groups.map((group) => (
              <Stack key={group.title} gap={2}>
                <Text size={1} weight="semibold">
                  {group.title}
                </Text>
                {group.entries.map(([token, meaning]) => (
                  <Text key={token} size={1}>
                    <code>{token}</code> – {meaning}
                  </Text>
                ))}
              </Stack>
            ))}
            {open ? <PriceCodes /> : null}
          </Stack>
        </Box>
      </details>
    </Card>
  );
}

/** The price list's codes, read when the list is opened, so a new price shows here at once. */
function PriceCodes() {
  const client = useClient({ apiVersion });
  const [prices, setPrices] = useState<{ title: string; code: string }[] | null>(null);
  useEffect(() => {
    let current = true;
    client
      .fetch<{ title: string; code: string }[]>(
        `*[_type == "priceItem" && defined(slug.current)] | order(order asc) { title, "code": slug.current }`,
      )
      .then((found) => {
        if (current) setPrices(found);
      })
      .catch(() => {
        if (current) setPrices([]);
      });
    return () => {
      current = false;
    };
  }, [client]);
  return (
    <Stack gap={2}>
      <Text size={1} weight="semibold">
        Prijzen uit de prijslijst
      </Text>
      <Text size={1} muted>
        {"{prijs:code}"} geeft de prijs, {"{vanaf:code}"} het laagste bedrag, {"{minimum:code}"} het minimumbedrag,
        {" {totaal:code:omvang}"} een voorbeeldberekening; {"{spoedtoeslag}"} noemt de toeslag 's avonds en in het
        weekend.
      </Text>
      {prices === null ? (
        <Text size={1} muted>
          Prijscodes laden…
        </Text>
      ) : (
        prices.map(({ title, code }) => (
          <Text key={code} size={1}>
            <code>{`{prijs:${code}}`}</code> – {title}
          </Text>
        ))
      )}
    </Stack>
  );
}
