// The publishing lane: specs that publish changed content, each worker in a world of its own (content copy,
// database, server: ../world.ts).
export { expect, test } from "../world";
