"use client";

import * as Accordion from "@radix-ui/react-accordion";

type Faq = { _key?: string; _id?: string; question: string; answer: string };

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item._key ?? item._id ?? index} value={`vraag-${index}`}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 text-lg hover:bg-brand-50">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl text-accent-600 transition-transform group-data-[state=open]:rotate-45"
              >
                +
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
