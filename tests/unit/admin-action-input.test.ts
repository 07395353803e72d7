import { describe, expect, it } from "vitest";
import { formFields, leadRef, leadStatusChange, parseForm, recordId } from "@/lib/admin/action-input";
import { pageNumber } from "@/lib/admin/leads";

const id = "0b6c2f4e-3d1a-4c55-9e7f-1a2b3c4d5e6f";

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the admin actions' input", () => {
  it("takes a lead id only as PostgreSQL writes a UUID", () => {
    expect(recordId.safeParse(id).success).toBe(true);
    for (const bad of ["", "1", id.toUpperCase(), `${id} `, `${id}0`, "' or 1=1 --"])
      expect(recordId.safeParse(bad).success, bad).toBe(false);
  });

  it("reads a status change, and refuses a status the admin cannot pick or a malformed id", () => {
    expect(parseForm(leadStatusChange, form({ id, status: "won" }))).toEqual({ id, status: "won" });
    expect(parseForm(leadStatusChange, form({ id, status: "deleted" }))).toBeNull();
    expect(parseForm(leadStatusChange, form({ id: "x", status: "won" }))).toBeNull();
    expect(parseForm(leadStatusChange, form({ id }))).toBeNull();
  });

  it("reads one lead's id, ignoring a file sent under its name", () => {
    expect(parseForm(leadRef, form({ id }))).toEqual({ id });
    expect(parseForm(leadRef, form({ id: new Blob([id]) }))).toBeNull();
    expect(formFields(form({ id, other: "1" }))).toEqual({ id, other: "1" });
  });

  it("reads a page number within the pages there are", () => {
    expect([pageNumber(undefined, 3), pageNumber("2", 3), pageNumber("9", 3), pageNumber("-1", 3)]).toEqual([
      1, 2, 3, 1,
    ]);
    expect(pageNumber("1", 0)).toBe(1);
  });
});
