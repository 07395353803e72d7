declare module "heic-decode" {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray };
  /** Decodes the first top-level image. */
  function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<Decoded>;
  namespace decode {
    /** Parses the file and lists its top-level images with their sizes; nothing is decoded until `decode()`. */
    function all(input: {
      buffer: ArrayBufferLike | Uint8Array;
    }): Promise<{ width: number; height: number; decode(): Promise<Decoded> }[] & { dispose(): void }>;
  }
  export default decode;
}
