// The one Node type the typings use, so the check needs no @types/node.
declare class Buffer extends Uint8Array {}
