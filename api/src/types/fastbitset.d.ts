// fastbitset ships no types; these are the calls the search index makes (see its README).
declare module 'fastbitset' {
  export default class FastBitSet {
    constructor(values?: Iterable<number>);
    add(index: number): void;
    remove(index: number): void;
    has(index: number): boolean;
    size(): number;
    isEmpty(): boolean;
    clone(): FastBitSet;
    /** Makes room for index up front (adding one by one grows the words each time). */
    resize(index: number): void;
    array(): number[];
    forEach(fn: (index: number) => void): void;
    /** In place: keeps what is in both; returns this. */
    intersection(other: FastBitSet): FastBitSet;
    /** In place: adds what other has; returns this. */
    union(other: FastBitSet): FastBitSet;
    /** In place: drops what other has; returns this. */
    difference(other: FastBitSet): FastBitSet;
    intersection_size(other: FastBitSet): number;
    new_union(other: FastBitSet): FastBitSet;
  }
}
